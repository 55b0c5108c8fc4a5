// Button row: widths from the words measured as the menu draws them ("[key] " regular, the
// label bold, a third of the height of padding each side).
#include "app/ui/button_row.hpp"

#include "app/ui/key_caps.hpp"

#include <algorithm>

namespace greed::app {

void placeButtonRow(std::vector<Button>& buttons, const SDL_Rect& row, int gap,
                    platform::Text& text, int textSize) {
    const int n = static_cast<int>(buttons.size());
    if (n == 0) {
        return;
    }
    const int avail = row.w - (n - 1) * gap;
    const int share = std::min(row.w / 4, avail / n);
    std::vector<int> widths;
    int total = 0;
    for (const auto& b : buttons) {
        const int words =
            keyCapWidth(text, b.key, textSize) + text.measure(b.label, textSize, true).x;
        widths.push_back(std::max(share, words + row.h * 2 / 3 + textSize / 2));
        total += widths.back();
    }
    if (total > avail) {
        for (auto& width : widths) {
            width = width * avail / total;
        }
        total = 0;
        for (int width : widths) {
            total += width;
        }
    }
    int x = row.x + (row.w - total - (n - 1) * gap) / 2;
    for (int i = 0; i < n; ++i) {
        Button& b = buttons[static_cast<std::size_t>(i)];
        const int width = widths[static_cast<std::size_t>(i)];
        b.rect = {x, row.y, width, row.h};
        x += width + gap;
    }
    shareRowTextSize(buttons, text, textSize);
}

void shareRowTextSize(std::vector<Button>& buttons, platform::Text& text, int textSize) {
    // One text size for the row: the largest at which every button's words fit (measured as
    // the menu draws them), so shrunk buttons do not end up with words of uneven sizes. A cap
    // that would shrink its words ("[Leertaste]" in a narrow bar) gives way to its short form
    // first ("[␣]"): the words matter more than the key's name.
    int common = textSize;
    for (auto& b : buttons) {
        const int room = b.rect.w - 2 * (b.rect.h / 3);
        const std::string shortCap = shortKeyCap(b.key);
        if (shortCap != b.key && fitWithKeyCap(text, b.key, b.label, textSize, room) < textSize) {
            b.key = shortCap;
        }
        common = std::min(common, fitWithKeyCap(text, b.key, b.label, textSize, room));
    }
    for (auto& b : buttons) {
        b.textSize = common;
    }
}

} // namespace greed::app

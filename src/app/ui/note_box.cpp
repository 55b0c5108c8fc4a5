// drawNoteBox: the box is sized to the text, which shrinks to fit the width it may take (or,
// for a long notice, breaks into lines).
#include "app/ui/note_box.hpp"

#include "app/ui/palette.hpp"
#include "app/ui/text_wrap.hpp"

#include <algorithm>
#include <vector>

namespace greed::app {

int drawNoteBox(const Painter& p, const std::string& text, int cx, int top, int width, int textSize,
                bool alert, double fade, bool wrap) {
    const int room = width - textSize * 2;
    platform::TextStyle style{textSize, true};
    std::vector<std::string> lines{text};
    if (wrap) {
        lines = wrapText(p.text(), text, style, room);
    } else {
        style.size = p.text().fitSize(text, textSize, true, room);
    }
    int widest = 0;
    int lineH = 0;
    for (const auto& line : lines) {
        const SDL_Point extent = p.text().measure(line, style.size, true);
        widest = std::max(widest, extent.x);
        lineH = std::max(lineH, extent.y);
    }
    const int n = static_cast<int>(lines.size());
    const SDL_Rect box{cx - widest / 2 - textSize, top, widest + textSize * 2,
                       lineH * n + textSize / 2};
    p.fill(box, {12, 16, 14, static_cast<Uint8>(200 * fade)});
    p.outline(box, withAlpha(alert ? kBad : kGold, static_cast<Uint8>(220 * fade)), 2);
    for (int i = 0; i < n; ++i) {
        p.label(lines[static_cast<std::size_t>(i)], cx, top + textSize / 4 + lineH * i + lineH / 2,
                {style.size, true, withAlpha(alert ? kInk : kGold, static_cast<Uint8>(255 * fade)),
                 Align::Center, VAlign::Middle});
    }
    return box.h;
}

} // namespace greed::app

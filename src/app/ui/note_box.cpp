// drawNoteBox: the box is sized to the text, which shrinks to fit the width it may take.
#include "app/ui/note_box.hpp"

#include "app/ui/palette.hpp"

namespace greed::app {

int drawNoteBox(const Painter& p, const std::string& text, int cx, int top, int width, int textSize,
                bool alert, double fade) {
    const int size = p.text().fitSize(text, textSize, true, width - textSize * 2);
    const SDL_Point extent = p.text().measure(text, size, true);
    const SDL_Rect box{cx - extent.x / 2 - textSize, top, extent.x + textSize * 2,
                       extent.y + textSize / 2};
    p.fill(box, {12, 16, 14, static_cast<Uint8>(200 * fade)});
    p.outline(box, withAlpha(alert ? kBad : kGold, static_cast<Uint8>(220 * fade)), 2);
    p.label(text, cx, top + box.h / 2,
            {size, true, withAlpha(alert ? kInk : kGold, static_cast<Uint8>(255 * fade)),
             Align::Center, VAlign::Middle});
    return box.h;
}

} // namespace greed::app

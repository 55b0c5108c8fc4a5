// Button: the shape of a button and of a settings row's control, and the focus ring.
#include "app/ui/button.hpp"

#include "app/ui/palette.hpp"
#include "app/ui/text_size.hpp"

#include <algorithm>

namespace greed::app {

SDL_Rect controlRect(const Button& b) {
    const int pad = b.rect.h / 3;
    const int x = b.rect.x + b.rect.w * (b.labelShare > 0 ? b.labelShare : 46) / 100;
    // Three fifths of the row; with larger text up to three quarters, so the words in a
    // choice's segments keep the player's size in rows that cannot grow.
    // A choice's track holds its gold pill, and the pill its words with room above and
    // below: it takes four fifths of the row.
    const double share =
        b.kind == ButtonKind::Choice ? 0.8 : std::min(0.75, 0.6 + 0.3 * (textScale() - 1.0));
    const int h = static_cast<int>(b.rect.h * share);
    return {x, b.rect.y + (b.rect.h - h) / 2, b.rect.x + b.rect.w - pad - x, h};
}

SDL_Point clickPoint(const Button& b) {
    const SDL_Rect r = b.kind == ButtonKind::Spinner && b.row ? controlRect(b) : b.rect;
    return {r.x + r.w / 2, r.y + r.h / 2};
}

int cornerRadius(const Button& b) {
    // The button sprite's rim is rounded 14 px of its 16 px corner slice.
    return std::max(8, b.rect.h / 4) * 14 / 16;
}

void drawFocusRing(const Painter& painter, const SDL_Rect& r, int radius) {
    // In proportion to a button's height, but no heavier than a tall button's (seat cards).
    const int gap = std::clamp(r.h / 14, 3, 6);
    painter.roundedOutline(inset(r, -gap), radius + gap, std::clamp(r.h / 18.0, 2.0, 4.0), kGold);
}

} // namespace greed::app

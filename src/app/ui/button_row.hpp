// Button row: the actions under a screen side by side, centred. Each button is at least its
// equal share (at most a quarter of the row), wider when its words need it ("[Eingabe]
// Nochmal spielen"); when the row is then too wide, all shrink in proportion, and all draw their
// words at one common size.
#pragma once

#include "app/ui/widgets.hpp"
#include "platform/text.hpp"

#include <vector>

namespace greed::app {

// Sets the rect of every button: inside `row` (its height, centred across its width), `gap`
// apart. `textSize`: the size the menu draws the labels at.
void placeButtonRow(std::vector<Button>& buttons, const SDL_Rect& row, int gap,
                    platform::Text& text, int textSize);
// For buttons already placed side by side: one text size for all of them (Button::textSize),
// the largest at which each one's key cap and words fit; a long key cap that would shrink its
// words takes its short form (shortKeyCap) first.
void shareRowTextSize(std::vector<Button>& buttons, platform::Text& text, int textSize);

} // namespace greed::app

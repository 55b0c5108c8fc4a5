// The menus' shared look: the table's wood and felt behind every menu screen, the game's word
// mark, screen titles in the display face, and the panels menus sit on.
#pragma once

#include "app/ui/painter.hpp"
#include "app/ui/type_scale.hpp"
#include "core/rules.hpp"

#include <string>

namespace greed::app {

// Felt over the window inside a wooden frame, like the table; `shade` darkens the felt
// (255 = as drawn) so panels over it read well.
void drawTableBackdrop(const Painter& painter, int w, int h, Uint8 shade);
// "GREED" in the display face with outline, shadow and a two-tone gold fill, flanked by two
// tilted dice of `rules`; centred on (cx, cy), `size` px tall. Returns the word's rectangle.
SDL_Rect drawLogo(const Painter& painter, const core::Rules& rules, int cx, int cy, int size,
                  double time);
// Where every menu screen's name stands (its middle) and where the screen's content may start
// under it: one height on every screen (New game, Rules, Settings, Play online...), so moving
// between them the title never jumps. `h` is the window's height.
int screenTitleY(int h);
int underScreenTitle(int h);
// The air between a panel and the button under it (Back, the actions): one on every screen.
int panelButtonGap(const MenuType& type);
// A screen's name in the display face with a shadow, centred at (cx, cy); smaller when it
// would be wider than `width` (0: no limit).
void drawScreenTitle(const Painter& painter, const std::string& text, int cx, int cy,
                     const MenuType& type, int width = 0);
// A thin gold rule with the text between two lines (section and tagline dividers); the text
// shrinks to fit `width` when it is longer (German and Spanish run longer).
void drawRuledCaption(const Painter& painter, const std::string& text, int cx, int cy, int size,
                      int width);

// A heading among a form's rows: a gold caption from `x` (its middle at `cy`) and a thin rule
// after it to `x + width`.
void drawSectionHeading(const Painter& painter, const std::string& text, int x, int cy, int width,
                        const MenuType& type);

// A frame of the table's wood around `r` (outside it), `rim` px wide (charts, pictures).
void drawWoodFrame(const Painter& painter, const SDL_Rect& r, int rim);
// A leather panel with a brass edge, the ground text sits on in menus and results.
void drawLeather(const Painter& painter, const SDL_Rect& r);

} // namespace greed::app

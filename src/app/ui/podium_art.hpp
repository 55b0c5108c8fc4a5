// The podium's materials, drawn as shaded triangles: a step as a bevelled block in its
// player's colour (a lit top seen from a little above, a front face darkening towards the
// floor, light and dark bevels on its edges), the place's medal, and the light behind the
// winner.
#pragma once

#include "app/ui/painter.hpp"

namespace greed::app {

// A step whose front face is `front`, in `colour`, its top face rising `depth` px above it.
void drawPlinth(const Painter& painter, const SDL_Rect& front, int depth, SDL_Color colour);

// The medal of `place` (1 gold, 2 silver, 3 bronze) of `radius` at `centre`, the numeral in
// the display face.
void drawMedal(const Painter& painter, Vec2 centre, double radius, int place);

// A soft halo and slowly turning rays of `colour` behind the winner's portrait; `turn` in
// degrees.
void drawWinnerLight(const Painter& painter, Vec2 centre, double radius, double turn,
                     SDL_Color colour);

} // namespace greed::app

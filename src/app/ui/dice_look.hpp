// Dice look: drawing one die with its shadow, resting (its face's sprite) or tumbling (a cube).
#pragma once

#include "app/ui/dice_cube.hpp"
#include "app/ui/die_faces.hpp"
#include "app/ui/painter.hpp"
#include "core/rules.hpp"

namespace greed::app {

struct DieDraw {
    double x = 0;
    double y = 0;
    double size = 96;
    double angle = 0;
    double lift = 0;      // raises the die off its shadow
    int tumbleFrame = -1; // >= 0: a mid-tumble frame instead of the face
    SDL_Color tint{255, 255, 255, 255};
    double stretch = 1.0; // drawn at size x stretch from the copy made for `size`
    CubeTurn cube{};      // active: a tumbling 3D cube instead of the flat sprite
};

void drawDieShadow(const Painter& painter, const DieDraw& d);
void drawDie(const Painter& painter, const core::Rules& rules, core::Face face, const DieDraw& d);

} // namespace greed::app

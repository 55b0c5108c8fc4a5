// The dice cup: it wobbles harder and faster while it shakes, with the dice rattling inside
// (seen only through its mouth, until each falls out), then tips towards the dice and lifts,
// and comes back.
#include "app/table/table_draw.hpp"

#include "app/table/cup_mouth.hpp"
#include "app/table/cup_shadow.hpp"
#include "app/ui/dice_cube.hpp"

#include <algorithm>
#include <cmath>

namespace greed::app {

namespace {

// The dice still in the cup (up to three seen) jumping and spinning at its mouth, at the size
// they fly and rest at, until each leaves it; faces arbitrary (the roll is not shown yet).
void drawRattle(const TableFrame& f, const RollAnimation& roll, const CupMouth& mouth) {
    const auto& L = f.layout;
    const double rattle = roll.rattle();
    const int shown = std::min(3, roll.inCup());
    if (rattle <= 0 || shown == 0) {
        return;
    }
    const auto& rules = f.match.game.rules();
    const Vec2 mid{(mouth.a.x + mouth.b.x) / 2, (mouth.a.y + mouth.b.y) / 2};
    const Vec2 half{(mouth.b.x - mouth.a.x) / 2, (mouth.b.y - mouth.a.y) / 2};
    const double t = roll.time();
    const double size = L.dieSize; // one size from the cup to the rest: no jump as they leave
    for (int k = 0; k < shown; ++k) {
        // Spread across the opening, jumping up out of the dark inside.
        const double jump = std::abs(std::sin(t * (23.0 + 5.0 * k) + k)) * rattle;
        const double across =
            (k - 0.5 * (shown - 1)) * 0.55 + std::sin(t * (31.0 + 9.0 * k)) * 0.1 * rattle;
        const double in = L.cupH * 0.095 - jump * size * 0.3;
        CubeView v;
        v.x = mid.x + half.x * across + mouth.inward.x * in;
        v.y = mid.y + half.y * across + mouth.inward.y * in;
        v.size = size;
        v.cube.active = true;
        v.cube.turn = normalized(fromRotationVector(
            Vec3{std::sin(1.3 * k + 0.7), std::cos(2.1 * k), 0.6} * (t * (9.0 + 3.0 * k))));
        v.tint = {205, 195, 180, 255}; // in the cup's shade
        const auto face = static_cast<core::Face>(
            (k * 2 + static_cast<int>(t * 7)) % std::max(1, rules.faceCount) + 1);
        drawCube(f.painter, rules, face, v, mouth.outline);
    }
}

} // namespace

void drawCup(const TableFrame& f) {
    const Painter& p = f.painter;
    const auto& L = f.layout;
    const RollAnimation* roll = f.show.roll();
    const CupMouth mouth = cupMouth(L, roll);
    // The shadow takes the cup's shape as it tips and lifts (cup_shadow.cpp).
    const CupShadow shadow = cupShadow(L, mouth);
    p.sprite("shadow", shadow.centre.x, shadow.centre.y, shadow.w, shadow.h, shadow.angle,
             {255, 255, 255, shadow.alpha});
    p.sprite("cup", mouth.centre.x, mouth.centre.y, L.cupW, L.cupH, mouth.angle);
    if (roll != nullptr) {
        drawRattle(f, *roll, mouth);
    }
}

} // namespace greed::app

// The dice cup: it wobbles harder and faster while it shakes, with the dice rattling inside
// (seen only through its mouth, until each falls out), then tips towards the dice and lifts,
// and comes back.
#include "app/table/table_draw.hpp"

#include "app/ui/dice_cube.hpp"

#include <algorithm>
#include <cmath>

namespace greed::app {

namespace {

constexpr double kPi = 3.14159265358979323846;
// The opening in the cup sprite (256 x 320): centre and radii as shares of its size.
constexpr double kMouthY = (51.5 - 160.0) / 320.0;
constexpr double kMouthRx = 96.0 / 256.0;
constexpr double kMouthRy = 19.0 / 320.0;

// The opening's outline on screen for the cup centred at `centre`, turned by `angle`.
std::vector<Vec2> mouthOutline(Vec2 centre, double w, double h, double angle) {
    const double a = angle * kPi / 180.0;
    const double c = std::cos(a);
    const double s = std::sin(a);
    std::vector<Vec2> out;
    for (int k = 0; k < 24; ++k) {
        const double t = 2 * kPi * k / 24.0;
        const double x = kMouthRx * w * std::cos(t);
        const double y = kMouthY * h + kMouthRy * h * std::sin(t);
        out.push_back({centre.x + x * c - y * s, centre.y + x * s + y * c});
    }
    return out;
}

// The dice still in the cup (up to three seen) jumping and spinning at its mouth, at the size
// they fly and rest at, until each leaves it; faces arbitrary (the roll is not shown yet).
void drawRattle(const TableFrame& f, const RollAnimation& roll, Vec2 centre, double angle) {
    const auto& L = f.layout;
    const double rattle = roll.rattle();
    const int shown = std::min(3, roll.inCup());
    if (rattle <= 0 || shown == 0) {
        return;
    }
    const auto& rules = f.match.game.rules();
    const std::vector<Vec2> mouth = mouthOutline(centre, L.cupW, L.cupH, angle);
    const double a = angle * kPi / 180.0;
    const double t = roll.time();
    const double size = L.dieSize; // one size from the cup to the rest: no jump as they leave
    for (int k = 0; k < shown; ++k) {
        // In the cup's frame: spread across the opening, jumping up out of the dark.
        const double jump = std::abs(std::sin(t * (23.0 + 5.0 * k) + k)) * rattle;
        const double x = (k - 0.5 * (shown - 1)) * L.cupW * kMouthRx * 0.55 +
                         std::sin(t * (31.0 + 9.0 * k)) * L.cupW * 0.04 * rattle;
        const double y = L.cupH * (kMouthY + kMouthRy * 1.6) - jump * size * 0.3;
        CubeView v;
        v.x = centre.x + x * std::cos(a) - y * std::sin(a);
        v.y = centre.y + x * std::sin(a) + y * std::cos(a);
        v.size = size;
        v.cube.active = true;
        v.cube.turn = normalized(fromRotationVector(
            Vec3{std::sin(1.3 * k + 0.7), std::cos(2.1 * k), 0.6} * (t * (9.0 + 3.0 * k))));
        v.tint = {205, 195, 180, 255}; // in the cup's shade
        const auto face = static_cast<core::Face>(
            (k * 2 + static_cast<int>(t * 7)) % std::max(1, rules.faceCount) + 1);
        drawCube(f.painter, rules, face, v, mouth);
    }
}

} // namespace

void drawCup(const TableFrame& f) {
    const Painter& p = f.painter;
    const auto& L = f.layout;
    const double h = L.cupH;
    double angle = 0;
    Vec2 shift{0, 0};
    const RollAnimation* roll = f.show.roll();
    if (roll != nullptr) {
        angle = roll->cupAngle();
        shift = roll->cupShift();
    }
    const Vec2 centre{L.cupCentre.x + shift.x * h, L.cupCentre.y + shift.y * h};
    // The shadow follows the cup across the felt (one size: no new copies mid-throw).
    p.sprite("shadow", centre.x + L.cupShadowOffset.x, L.cupCentre.y + L.cupShadowOffset.y,
             L.cupShadowW, L.cupShadowH);
    p.sprite("cup", centre.x, centre.y, L.cupW, h, angle);
    if (roll != nullptr) {
        drawRattle(f, *roll, centre, angle);
    }
}

} // namespace greed::app

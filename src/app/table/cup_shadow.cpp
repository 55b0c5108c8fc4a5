// The cup's shadow: upright, a wide flat slab at its foot (TableLayout::cupShadow*); tipped on
// its side, a long one under the lying cup along its axis, peeking out below it on the side
// away from the light (top left), a little further off and fainter the higher it is lifted.
#include "app/table/cup_shadow.hpp"

#include "app/table/roll_animation.hpp"

#include <algorithm>
#include <cmath>

namespace greed::app {

namespace {

double lerp(double a, double b, double t) {
    return a + (b - a) * t;
}

} // namespace

CupShadow cupShadow(const TableLayout& L, const CupMouth& mouth) {
    const double h = L.cupH;
    // How far over it is (0 upright, 1 on its side) and how high it is lifted (0 to 1).
    const double tip = std::clamp(std::abs(mouth.angle / RollAnimation::kTippedAngle), 0.0, 1.0);
    const double lift =
        std::clamp((L.cupCentre.y - mouth.centre.y) / (-RollAnimation::kLiftY * h), 0.0, 1.0);
    // Upright: at the foot of the cup where it stands (its x follows a shake's sway). On its
    // side: under the lying body, offset down and right, further as it rises.
    const Vec2 upright{mouth.centre.x + L.cupShadowOffset.x, L.cupCentre.y + L.cupShadowOffset.y};
    const Vec2 lying{mouth.centre.x + h * (0.08 + 0.05 * lift),
                     mouth.centre.y + h * (0.26 + 0.05 * lift)};
    CupShadow s;
    s.centre = {lerp(upright.x, lying.x, tip), lerp(upright.y, lying.y, tip)};
    // Across the axis: the upright foot's width, then the lying body's (a little narrower than
    // the cup, flattened on the felt); along it: the foot's depth, then the cup's length.
    s.w = lerp(L.cupShadowW, L.cupW * 0.62, tip);
    s.h = lerp(L.cupShadowH, h * 0.92, tip);
    s.angle = mouth.angle;
    s.alpha = static_cast<Uint8>(std::lround(255 * (1.0 - 0.25 * lift)));
    return s;
}

} // namespace greed::app

// The cup mouth's geometry: the sprite's opening (cup.png, 256 x 320) turned and moved as the
// cup is drawn (cup_draw.cpp), its long axis as the line dice pass, and the clips of a die
// passing it.
#include "app/table/cup_mouth.hpp"

#include <cmath>

namespace greed::app {

namespace {

constexpr double kPi = 3.14159265358979323846;
// The opening in the cup sprite: centre and radii as shares of its size.
constexpr double kMouthY = (51.5 - 160.0) / 320.0;
constexpr double kMouthRx = 96.0 / 256.0;
constexpr double kMouthRy = 19.0 / 320.0;
// The open side's clip reaches this far (pixels): past any window.
constexpr double kFar = 8000.0;
// A tipped cup (degrees): only then do dice pass its mouth.
constexpr double kTipped = -45.0;
// The cup's landing is traced at this many lifts from kCupLanding down to the felt.
constexpr int kLandingSteps = 7;

Vec2 turned(Vec2 centre, double angle, double x, double y) {
    const double a = angle * kPi / 180.0;
    return {centre.x + x * std::cos(a) - y * std::sin(a),
            centre.y + x * std::sin(a) + y * std::cos(a)};
}

} // namespace

namespace {

CupMouth mouthAt(const TableLayout& L, double angle, Vec2 shift) {
    CupMouth m;
    const double w = L.cupW;
    const double h = L.cupH;
    m.angle = angle;
    m.centre = {L.cupCentre.x + shift.x * h, L.cupCentre.y + shift.y * h};
    for (int k = 0; k < 24; ++k) {
        const double t = 2 * kPi * k / 24.0;
        m.outline.push_back(turned(m.centre, m.angle, kMouthRx * w * std::cos(t),
                                   kMouthY * h + kMouthRy * h * std::sin(t)));
    }
    m.a = turned(m.centre, m.angle, -kMouthRx * w, kMouthY * h);
    m.b = turned(m.centre, m.angle, kMouthRx * w, kMouthY * h);
    // The mouth is at the sprite's top: its body lies along the sprite's +y.
    const double a = m.angle * kPi / 180.0;
    m.inward = {-std::sin(a), std::cos(a)};
    return m;
}

} // namespace

CupMouth cupMouth(const TableLayout& L, const RollAnimation* roll) {
    return roll != nullptr ? mouthAt(L, roll->cupAngle(), roll->cupShift())
                           : mouthAt(L, 0.0, {0, 0});
}

double behindMouth(const CupMouth& m, Vec2 p) {
    return (p.x - m.a.x) * m.inward.x + (p.y - m.a.y) * m.inward.y;
}

std::array<std::vector<Vec2>, 2> mouthClips(const CupMouth& m) {
    const Vec2 along{m.b.x - m.a.x, m.b.y - m.a.y};
    const double l = std::max(1e-9, std::hypot(along.x, along.y));
    const Vec2 u{along.x / l * kFar, along.y / l * kFar};
    const Vec2 out{-m.inward.x * kFar, -m.inward.y * kFar};
    std::vector<Vec2> open = {{m.a.x - u.x, m.a.y - u.y},
                              {m.b.x + u.x, m.b.y + u.y},
                              {m.b.x + u.x + out.x, m.b.y + u.y + out.y},
                              {m.a.x - u.x + out.x, m.a.y - u.y + out.y}};
    // The half of the opening on the cup's side: the outline's points behind the line, and
    // the line's ends.
    std::vector<Vec2> inner;
    for (const Vec2& p : m.outline) {
        if (behindMouth(m, p) > 0) {
            inner.push_back(p);
        }
    }
    // The outline runs round from the +x end (t = 0) through +y (behind) to the -x end.
    inner.insert(inner.begin(), m.b);
    inner.push_back(m.a);
    return {open, inner};
}

bool passingMouth(const CupMouth& m, const CubeView& die) {
    if (m.angle > kTipped) {
        return false;
    }
    for (const Vec2 c : cubeCorners(die)) {
        if (behindMouth(m, c) > 0) {
            return true;
        }
    }
    return false;
}

bool drawnOverCup(const CupMouth& m, const CubeView& die) {
    return die.cube.active && (die.cube.rise >= kAboveCupLip || passingMouth(m, die));
}

std::array<Vec2, 4> cupBody(const TableLayout& L, const CupMouth& m) {
    // The leather (not the sprite's transparent margin): a little inside its edges.
    const double x = L.cupW * 0.42;
    const double top = L.cupH * (kMouthY - kMouthRy);
    const double bottom = L.cupH * 0.46;
    return {turned(m.centre, m.angle, -x, top), turned(m.centre, m.angle, x, top),
            turned(m.centre, m.angle, x, bottom), turned(m.centre, m.angle, -x, bottom)};
}

std::vector<std::array<Vec2, 4>> cupLanding(const TableLayout& L) {
    // On its way back the cup's tilt and lift fall together (RollAnimation::cupAngle and
    // cupShift share one easing).
    std::vector<std::array<Vec2, 4>> landing;
    for (int k = 0; k < kLandingSteps; ++k) {
        const double lift = kCupLanding * k / (kLandingSteps - 1);
        landing.push_back(
            cupBody(L, mouthAt(L, RollAnimation::kTippedAngle * lift,
                               {RollAnimation::kLiftX * lift, RollAnimation::kLiftY * lift})));
    }
    return landing;
}

} // namespace greed::app

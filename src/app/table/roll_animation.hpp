// RollAnimation: the cup shakes and tips, the dice tumble out and settle on decided faces.
#pragma once

#include "app/ui/dice_cube.hpp"
#include "app/ui/painter.hpp"
#include "core/rng.hpp"
#include "core/rules.hpp"

#include <SDL.h>

#include <vector>

namespace greed::app {

// Where the dice of a throw come to rest: normalised positions in the dice area (0..1) with
// centres at least `spacing` die sizes apart, and small resting tilts. fx: visual stream.
struct RestPlacement {
    std::vector<Vec2> positions;
    std::vector<double> angles;
};
RestPlacement placeDice(int count, const SDL_Rect& area, double dieSize, core::Rng& fx);
// True when two resting dice would touch at this area size.
bool restingOverlap(const std::vector<Vec2>& positions, const SDL_Rect& area, double dieSize);

class RollAnimation {
public:
    // Durations at speed 1.0 (ART-DIRECTION).
    static constexpr double kShake = 0.6;
    static constexpr double kTip = 0.22;
    static constexpr double kTumble = 0.9;
    static constexpr double kSettle = 0.25;
    // The first die leaves the cup this far into the tip; the others follow one by one.
    static constexpr double kFirstRelease = kShake + 0.5 * kTip;

    // faces: decided by the game before the animation starts. mouth: where dice leave the
    // tipped cup, in pixels of the layout at the time of the throw. The dice fly, bounce and
    // roll inside `area` and stop on their resting places, in their resting tilts.
    RollAnimation(std::vector<core::Face> faces, RestPlacement rest, const SDL_Rect& area,
                  Vec2 mouth, double dieSize, core::Rng& fx);

    void advance(double dt) { m_time += dt; }
    void finish() { m_time = duration(); }
    bool done() const { return m_time >= duration(); }
    double time() const { return m_time; }
    static double duration() { return kShake + kTip + kTumble + kSettle; }

    struct DieView {
        bool visible = false;
        Vec2 pos;             // normalised in the dice area
        double angle = 0;     // degrees, the resting tilt once flat
        double lift = 0;      // 0 on the felt, up to ~1 at the top of a bounce
        int tumbleFrame = -1; // -1: show the face
        double scale = 1.0;
        CubeTurn cube; // its eye normalised in the dice area
    };
    DieView die(int index) const;
    std::size_t count() const { return m_faces.size(); }
    const std::vector<core::Face>& faces() const { return m_faces; }
    const RestPlacement& rest() const { return m_rest; }

    // The cup: rotation in degrees (negative tips towards the dice) and an offset in cup
    // heights; rattle: 0..1 how hard the dice rattle at the mouth.
    double cupAngle() const;
    Vec2 cupShift() const;
    double rattle() const;
    bool tumbling() const { return m_time >= kFirstRelease && m_time < kShake + kTip + kTumble; }
    // True when a die hits the rim or the felt between t0 and t1 (for the click sounds).
    bool bouncedBetween(double t0, double t1) const;

private:
    struct Sample {
        Vec2 pos;    // normalised
        double rise; // lowest corner above the felt, die sizes
        Quat turn;
    };
    struct Path {
        double release = 0;          // when it leaves the cup
        std::vector<Sample> samples; // evenly spaced from release to the landing
    };
    Path simulate(std::size_t index, const SDL_Rect& area, Vec2 mouth, double dieSize,
                  double release, core::Rng& fx);

    // Keeps a tumbling die's outline, as projected, inside the flight box.
    Vec2 keptInside(Vec2 pos, const CubeTurn& cube) const;

    std::vector<core::Face> m_faces;
    RestPlacement m_rest;
    SDL_Rect m_area{};   // the dice area at the throw, pixels
    SDL_Rect m_flight{}; // the dice area widened to the cup mouth: where dice may fly
    double m_dieSize = 1;
    std::vector<Path> m_paths;
    std::vector<double> m_bounces; // times of rim and felt hits
    double m_time = 0.0;
    double m_wobblePhase = 0.0;
};

} // namespace greed::app

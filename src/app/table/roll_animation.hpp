// RollAnimation: the cup shakes and tips, the dice tumble out and settle on decided faces.
#pragma once

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
    static constexpr double kTip = 0.2;
    static constexpr double kTumble = 0.9;
    static constexpr double kSettle = 0.25;

    // faces: decided by the game before the animation starts. mouth: where dice leave the
    // tipped cup, in pixels of the layout at the time of the throw.
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
        double angle = 0;     // degrees
        double lift = 0;      // 0 on the felt, up to ~1 at the top of a bounce
        int tumbleFrame = -1; // -1: show the face
        double scale = 1.0;
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
    bool tumbling() const { return m_time >= kShake + kTip && m_time < kShake + kTip + kTumble; }
    // Times at which a die hits the rim (for the click sounds), relative to the start.
    bool bouncedBetween(double t0, double t1) const;

private:
    struct Sample {
        Vec2 pos; // normalised
        double angle;
        double distance; // in die sizes, drives the tumble frames
    };
    std::vector<core::Face> m_faces;
    RestPlacement m_rest;
    std::vector<std::vector<Sample>> m_paths;
    std::vector<double> m_hops;    // bounce height per die
    std::vector<double> m_bounces; // times of rim hits
    double m_time = 0.0;
    double m_wobblePhase = 0.0;
};

} // namespace greed::app

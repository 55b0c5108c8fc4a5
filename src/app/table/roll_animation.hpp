// RollAnimation: the cup shakes and tips, the dice tumble out and settle on decided faces.
#pragma once

#include "app/ui/dice_cube.hpp"
#include "app/ui/painter.hpp"
#include "core/rng.hpp"
#include "core/rules.hpp"
#include "physics/throw_sim.hpp"

#include <SDL.h>

#include <array>
#include <cstdint>
#include <future>
#include <vector>

namespace greed::app {

// Where the dice of a throw come to rest: normalised positions in the dice area (0..1) with
// centres at least `spacing` die sizes apart, and small resting tilts. fx: visual stream.
struct RestPlacement {
    std::vector<Vec2> positions;
    std::vector<double> angles;
};
RestPlacement placeDice(int count, const SDL_Rect& area, double dieSize, core::Rng& fx);
// True when two resting dice would touch at this area size (placeDice's spacing).
bool restingOverlap(const std::vector<Vec2>& positions, const SDL_Rect& area, double dieSize);
// True when two resting dice, turned by their angles, are too close to be clicked apart (the
// spacing a simulated throw leaves: physics::shortfall).
bool restingTooClose(const RestPlacement& rest, const SDL_Rect& area, double dieSize);

// A throw: the cup shakes and tips, and the dice fall out as Bullet simulated them
// (physics::simulateThrow, run once at the start), relabelled so each lands on the face the
// game decided, then settle into the resting sprites.
class RollAnimation {
public:
    // Durations at speed 1.0 (ART-DIRECTION); the tumble's own length is the simulation's.
    static constexpr double kShake = 0.6;
    static constexpr double kTip = 0.22;
    static constexpr double kTumble = 0.9; // the cup's way back after the tip
    static constexpr double kSettle = 0.25;
    // The simulation starts as the cup is nearly tipped: the first die leaves it then.
    static constexpr double kFirstRelease = kShake + 0.8 * kTip;
    // The cup's mouth this many die sizes above the felt.
    static constexpr double kMouthHeight = 0.9;
    // The flight box reaches this many die sizes right of the mouth (the cup's strip).
    static constexpr double kBehindMouth = 1.7;
    // The last die of the stream is through the mouth this long after it entered it.
    static constexpr double kMouthClear = 0.2;
    // The tipped cup: turned this many degrees, lifted by this share of its height (x, y).
    static constexpr double kTippedAngle = -105.0;
    static constexpr double kLiftX = -0.12;
    static constexpr double kLiftY = -0.18;

    // faces: decided by the game before the animation starts. area: the dice area, where
    // the dice rest; mouth: where dice leave the tipped cup; both in pixels of the layout at
    // the time of the throw. fx: the visual stream (the cup's wobble). throwSeed: seeds the
    // simulation; a product of the match and the move (TableShow::throwSeed), so the same
    // throw rests the same way when the match is shown again (restOf).
    RollAnimation(std::vector<core::Face> faces, const SDL_Rect& area, Vec2 mouth, double dieSize,
                  core::Rng& fx, std::uint64_t throwSeed);
    // As above, the simulation seeded by one draw from fx.
    RollAnimation(std::vector<core::Face> faces, const SDL_Rect& area, Vec2 mouth, double dieSize,
                  core::Rng& fx);

    // Where the throw of `dice` dice seeded `throwSeed` comes to rest, simulated now (a few
    // milliseconds): the same spots and turns the animation ends on.
    static RestPlacement restOf(int dice, const SDL_Rect& area, Vec2 mouth, double dieSize,
                                std::uint64_t throwSeed);

    // The cup comes back down only where no die lies: it stays lifted until every die near
    // the felt has left `landing` (pixels: the outlines its body passes through as it comes
    // down, cupLanding()). Without it the cup comes down once the last die is out.
    void keepCupUpOver(const std::vector<std::array<Vec2, 4>>& landing);

    void advance(double dt) { m_time += dt; }
    void finish() { m_time = duration(); }
    // Before the first die leaves the cup the throw may still be simulating (off the frame).
    bool done() const { return m_time >= kFirstRelease && m_time >= duration(); }
    double time() const { return m_time; }
    double duration() const;

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
    // Where the simulation left the dice (spaced to be clicked apart); waits for the
    // simulation when it is asked before the dice leave the cup.
    const RestPlacement& rest() const {
        load();
        return m_rest;
    }
    // Seconds after the start when die `index` leaves the cup.
    double release(int index) const;
    // How many dice are still in the cup (shown rattling at its mouth).
    int inCup() const;

    // The cup: rotation in degrees (negative tips towards the dice) and an offset in cup
    // heights; rattle: 0..1 how hard the dice rattle at the mouth.
    double cupAngle() const;
    Vec2 cupShift() const;
    double rattle() const;
    bool tumbling() const;
    // True when a die hits the rim, the felt or another die between t0 and t1 (click sounds).
    bool bouncedBetween(double t0, double t1) const;

    // The simulation's input for a throw of `dice` from `mouth` into `area` (pixels).
    static physics::ThrowSetup throwSetup(int dice, const SDL_Rect& area, Vec2 mouth,
                                          double dieSize);

    // A recorded pose: centre in die sizes from the dice area's corner, z up from the felt.
    struct Sample {
        Vec3 centre;
        Quat turn; // relabelled: local +z is the decided face
    };
    // Die `index`'s recorded poses at 120 Hz from kFirstRelease (for tests).
    const std::vector<Sample>& track(int index) const;
    static double sampleStep();

private:
    struct Track {
        double release = 0; // seconds after kFirstRelease
        double rest = 0;    // seconds after kFirstRelease when it lies still
        std::vector<Sample> samples;
    };
    // When the cup starts back down: after its shortest lift, once the last die is out and
    // its landing is clear.
    double cupBack() const;
    // Seconds after kFirstRelease until no die near the felt lies in the cup's landing.
    double landingClear() const;
    // Takes the simulated throw over once it is needed (waits for it if it is not done yet).
    void load() const;
    // The dice area in die sizes, the simulation's input, and its resting spots in the area.
    static SDL_Rect usableArea(const SDL_Rect& area);
    static RestPlacement restingOf(const physics::Throw& thrown, const SDL_Rect& area,
                                   double dieSize);

    std::vector<core::Face> m_faces;
    // The throw is simulated on a worker thread while the cup shakes (0.6 s): nothing of it
    // is needed before the first die leaves the cup, so no frame waits for it.
    mutable std::future<physics::Throw> m_simulating;
    mutable bool m_loaded = false;
    mutable RestPlacement m_rest;
    SDL_Rect m_area{}; // the dice area at the throw, pixels
    double m_dieSize = 1;
    mutable std::vector<Track> m_tracks;
    mutable std::vector<double> m_bounces; // times of hits, from the start
    mutable double m_restTime = 0;         // from kFirstRelease until every die lies still
    // The cup's landing in die sizes from the area's corner (as the samples), and when it is
    // clear (computed once the throw is loaded; negative until then).
    std::vector<std::array<Vec2, 4>> m_landing;
    mutable double m_landingClear = -1;
    double m_time = 0.0;
    double m_wobblePhase = 0.0;
};

} // namespace greed::app

// The throw: a run of the Bullet world (throw_world.cpp) per attempt; then each die's side on
// top is found, its record relabelled and its end bent flat onto a spot apart enough to click;
// a throw whose tracks would cross is thrown again (docs/physics.md).
#include "physics/throw_sim.hpp"

#include "physics/rest_spacing.hpp"
#include "physics/throw_world.hpp"

#include <algorithm>
#include <cmath>

namespace greed::physics {

namespace {

constexpr double kPi = 3.14159265358979323846;

double smooth(double u) {
    return u * u * (3 - 2 * u);
}
// Bending a die onto its exact resting pose takes at most this long at the end of its track.
constexpr double kBend = 0.3;
// A throw whose resting spots need a shorter nudge than this is kept; else it is thrown again
// (up to kAttempts, the least nudged kept): the spread push leaves little to nudge.
constexpr double kNudgeOk = 0.15;
constexpr int kAttempts = 3;
// Bullet lets touching bodies sink this share of their edge into each other.
constexpr double kSink = 0.08;

// Relabels one die's raw record and bends its end onto `spot`, flat, at its yaw.
void finishTrack(DieTrack& track, Vec3 spot) {
    const Quat raw = track.poses[track.restSample].turn;
    const Relabelling label = relabelling(raw);
    track.upAxis = label.upAxis;
    const Quat r = relabel(label.upAxis, label.quarters);
    for (Pose& p : track.poses) {
        p.turn = normalized(p.turn * r);
    }
    const Pose end = track.poses[track.restSample];
    track.restYaw = yawDegrees(flattened(end.turn));
    const Quat flat = aboutAxis({0, 0, 1}, track.restYaw * kPi / 180.0);
    const Quat fix = flat * conjugate(end.turn);
    const Vec3 shift{spot.x - end.position.x, spot.y - end.position.y, kHalf - end.position.z};
    // Bent over the last moments before it stops; from then on it lies on its spot.
    const auto n = static_cast<long>(track.restSample) + 1;
    const long from = std::max(0L, n - 1 - static_cast<long>(kBend / Throw::kSampleStep));
    for (long k = from; k < static_cast<long>(track.poses.size()); ++k) {
        const double u =
            k >= n - 1 ? 1.0
                       : smooth(static_cast<double>(k - from) / static_cast<double>(n - 1 - from));
        Pose& p = track.poses[static_cast<std::size_t>(k)];
        p.position = {p.position.x + shift.x * u, p.position.y + shift.y * u,
                      p.position.z + shift.z * u};
        p.turn = normalized(slerp(Quat{}, fix, u) * p.turn);
    }
    for (std::size_t k = track.restSample; k < track.poses.size(); ++k) {
        track.poses[k] = {{spot.x, spot.y, kHalf}, flat};
    }
}

// How far the body's lowest corner is below the felt (die sizes; negative: above it).
double sunk(const Pose& p) {
    double reach = 0;
    for (int k = 0; k < 3; ++k) {
        reach += std::abs(rotate(p.turn, kAxes[2 * k]).z);
    }
    return kHalf * reach - p.position.z;
}

// True when two released dice sink into each other anywhere along their tracks, or one into
// the felt (beyond what Bullet's contacts allow, kSink of the edge), e.g. where the nudge bent
// one across another.
bool tracksCollide(const Throw& t) {
    const double half = kHalf * (1 - kSink);
    const std::size_t samples = t.dice.empty() ? 0 : t.dice.front().poses.size();
    for (std::size_t k = 0; k < samples; ++k) {
        const double time = static_cast<double>(k) * Throw::kSampleStep;
        for (std::size_t i = 0; i < t.dice.size(); ++i) {
            if (sunk(t.dice[i].poses[k]) > kSink * 2 * kHalf) {
                return true;
            }
            for (std::size_t j = 0; j < i; ++j) {
                if (time >= t.dice[i].release && time >= t.dice[j].release &&
                    bodiesOverlap(t.dice[i].poses[k], t.dice[j].poses[k], half)) {
                    return true;
                }
            }
        }
    }
    return false;
}

} // namespace

Throw simulateThrow(const ThrowSetup& setup, core::Rng& fx) {
    Throw best;
    double bestCost = 1e9;
    int ran = 0;
    for (int attempt = 1; attempt <= kAttempts; ++attempt) {
        ran = attempt;
        Throw t = runThrow(setup, fx);
        // Where each die comes to rest, and how far the click spacing moves it.
        std::vector<RestSpot> spots;
        for (const DieTrack& d : t.dice) {
            const Pose& end = d.poses[d.restSample];
            spots.push_back({end.position.x, end.position.y, relabelling(end.turn).yaw});
        }
        const std::vector<RestSpot> apart = spaceApart(spots, setup);
        t.nudge = 0;
        for (std::size_t i = 0; i < spots.size(); ++i) {
            t.nudge =
                std::max(t.nudge, std::hypot(apart[i].x - spots[i].x, apart[i].y - spots[i].y));
        }
        for (std::size_t i = 0; i < t.dice.size(); ++i) {
            finishTrack(t.dice[i], {apart[i].x, apart[i].y, kHalf});
        }
        // A throw whose bent ends would cross is worse than any nudge.
        t.collides = tracksCollide(t);
        const double cost = t.nudge + (t.collides ? 100.0 : 0.0);
        if (cost < bestCost) {
            bestCost = cost;
            best = std::move(t);
        }
        if (bestCost <= kNudgeOk) {
            break;
        }
    }
    best.attempts = ran;
    return best;
}

} // namespace greed::physics

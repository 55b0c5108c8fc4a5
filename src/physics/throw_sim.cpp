// The throw: a run of the Bullet world (throw_world.cpp) per attempt; then each die's side on
// top is found, its record relabelled and its end bent flat onto a spot apart enough to click;
// a throw whose tracks would cross is thrown again (docs/physics.md).
#include "physics/throw_sim.hpp"

#include "physics/rest_rows.hpp"
#include "physics/rest_spacing.hpp"
#include "physics/throw_world.hpp"

#include <algorithm>
#include <cmath>
#include <iterator>

namespace greed::physics {

namespace {

constexpr double kPi = 3.14159265358979323846;

double smooth(double u) {
    return u * u * (3 - 2 * u);
}
// Bending a die onto its exact resting pose takes at most this long at the end of its track.
constexpr double kBend = 0.3;
// A throw with a fault (faults() below) is thrown again, up to this many times in all (the
// one with the fewest faults kept): the dice are steered onto spots chosen apart, so the
// first is nearly always kept, and a throw never costs more than this many simulations.
constexpr int kMaxAttempts = 3;
// A nudge this long is a jump, not a correction: a fault.
constexpr double kNudgeJump = 0.6;
// The stream through the mouth: at most this long a die, and this much more.
constexpr double kStreamPerDie = 0.12;
constexpr double kStreamSlack = 0.2;
// A tumble lasts at least this long, and at most the simulation's cap and a little.
constexpr double kShortestTumble = 0.6;
constexpr double kLongestTumble = 3.25;
// A body keeps this share of its half edge off the felt and the box's walls.
constexpr double kKeepOff = 0.9;
// Bullet lets touching bodies sink this share of their edge into each other.
constexpr double kSink = 0.08;
// Pushed apart from a little less: a frame drawn between two samples (turns slerped) may show
// them up to a few hundredths deeper than either sample.
constexpr double kPushSink = 0.05;

// A die lies still once it creeps less than this along the felt in kStillFor (die sizes): seen
// from above it has stopped. The bend onto its spot ends before then, never after it has been
// seen lying still.
constexpr double kLies = 0.004;

// The first sample from which the die lies still (kLies) up to `rest`.
long firstLying(const DieTrack& track, std::size_t rest) {
    const auto window = static_cast<std::size_t>(std::lround(kStillFor / Throw::kSampleStep));
    std::size_t k = rest;
    while (k > 0) {
        const Vec3 p = track.poses[k - 1].position;
        const Vec3 q = track.poses[std::min(rest, k - 1 + window)].position;
        if (std::hypot(p.x - q.x, p.y - q.y) > kLies) {
            break;
        }
        --k;
    }
    return static_cast<long>(k);
}

// The samples of a track bent onto its resting spot: [from, to).
struct Bend {
    std::size_t from = 0;
    std::size_t to = 0;
};

// A die is seen stopped once its centre has stayed within kSeenStill of one place for kStillFor
// on the felt, and seen moving on when it then goes further than kSeenMoved from there: the frame
// sweep's own test (0.005 and 0.02, tests/app/test_throw_frames.cpp), a little stricter.
constexpr double kSeenStill = 0.0065;
constexpr double kSeenMoved = 0.015;

// How far (die sizes along the felt) a track goes on after it is first seen stopped at a sample
// from `from` on (0 when it never stops before its end).
double movedAfterStop(const std::vector<Pose>& poses, std::size_t from) {
    const auto window = static_cast<std::size_t>(std::lround(kStillFor / Throw::kSampleStep));
    for (std::size_t k = std::max(from, window); k < poses.size(); ++k) {
        const Vec3 p = poses[k].position;
        double reach = 0;
        for (int a = 0; a < 3; ++a) {
            reach += std::abs(rotate(poses[k].turn, kAxes[2 * a]).z);
        }
        bool stopped = p.z - kHalf * reach < 0.01;
        for (std::size_t m = k - window; m < k && stopped; ++m) {
            const Vec3 q = poses[m].position;
            stopped = std::hypot(q.x - p.x, q.y - p.y) <= kSeenStill;
        }
        if (stopped) {
            double most = 0;
            for (std::size_t m = k + 1; m < poses.size(); ++m) {
                const Vec3 q = poses[m].position;
                most = std::max(most, std::hypot(q.x - p.x, q.y - p.y));
            }
            return most;
        }
    }
    return 0;
}

// The bend's lengths tried (seconds), the usual first: the first with which the die is not seen
// stopping on the way and then going on is kept (else the one going on least).
constexpr double kBends[] = {kBend, 0.2, 0.45, 0.15, 0.6};

// Relabels one die's raw record and bends its end onto `spot`, flat, at its yaw: bent while it
// still moves, so it lies on its spot from the moment it lies still (nothing moves after that).
// The bend draws the die from its own track to its spot (a weight easing from 0 to 1), so its
// own motion fades as it arrives. A die whose spot lies behind the way it slides must turn back
// on the way: the bend is made short enough that it turns at once, not stalls and goes on.
Bend finishTrack(DieTrack& track, Vec3 spot, double yaw) {
    const Quat raw = track.poses[track.restSample].turn;
    const Relabelling label = relabelling(raw);
    track.upAxis = label.upAxis;
    const Quat r = relabel(label.upAxis, label.quarters);
    for (Pose& p : track.poses) {
        p.turn = normalized(p.turn * r);
    }
    track.restYaw = yaw;
    const Quat flat = aboutAxis({0, 0, 1}, track.restYaw * kPi / 180.0);
    const auto stillSamples = static_cast<long>(std::lround(kStillFor / Throw::kSampleStep));
    // Bent while it still moves: done by the time it lies still, which may be before the run
    // let it rest (a die that lay still a while, or one still when the run ended).
    const long still = std::max(0L, std::min(static_cast<long>(track.restSample) - stillSamples,
                                             firstLying(track, track.restSample)));
    // Turned onto its flat pose from the turn it has where the bend ends.
    const Quat fix = flat * conjugate(track.poses[static_cast<std::size_t>(still)].turn);
    const Vec3 at{spot.x, spot.y, kHalf};
    const std::vector<Pose> unbent = track.poses;
    std::vector<Pose> best;
    long bestFrom = 0;
    double bestMoved = 1e9;
    for (const double length : kBends) {
        std::vector<Pose> poses = unbent;
        const long from = std::max(0L, still - std::lround(length / Throw::kSampleStep));
        for (long k = from; k < still; ++k) {
            const double u =
                smooth(static_cast<double>(k - from) / static_cast<double>(still - from));
            Pose& p = poses[static_cast<std::size_t>(k)];
            // Along the felt from its track to its spot; up and down as it tumbles (its height
            // at the bend's end is a body lying flat, a hair off kHalf).
            const Vec3 end = unbent[static_cast<std::size_t>(still)].position;
            p.position = {p.position.x + (at.x - p.position.x) * u,
                          p.position.y + (at.y - p.position.y) * u,
                          p.position.z + (at.z - end.z) * u};
            p.turn = normalized(slerp(Quat{}, fix, u) * p.turn);
        }
        for (std::size_t k = static_cast<std::size_t>(still); k < poses.size(); ++k) {
            poses[k] = {at, flat};
        }
        const double moved = movedAfterStop(poses, static_cast<std::size_t>(from));
        if (moved < bestMoved) {
            bestMoved = moved;
            best = std::move(poses);
            bestFrom = from;
        }
        if (bestMoved <= kSeenMoved) {
            break;
        }
    }
    track.poses = std::move(best);
    track.restSample = static_cast<std::size_t>(still);
    return {static_cast<std::size_t>(bestFrom), static_cast<std::size_t>(still)};
}

// The hops tried, lowest first (die sizes at the middle of a bend): a die bent off another, or
// past one on its way to its spot, is lifted over it as if it tumbled off, never drawn through it.
constexpr double kHops[] = {0.0, 0.25, 0.5, 0.75, 1.0, 1.25};

// A pose lifted by `by`, never so high that a corner passes the lid (the simulated dice never
// do: a hop must not swell a die on screen more than the flight does).
// Nor past the left rim where it leans in (kLean; `inset`: where it stands on the felt).
Pose lifted(Pose p, double by, double inset) {
    double reach = 0;
    double across = 0;
    for (int k = 0; k < 3; ++k) {
        reach += std::abs(rotate(p.turn, kAxes[2 * k]).z);
        across += std::abs(rotate(p.turn, kAxes[2 * k]).x);
    }
    const double byRim =
        (p.position.x - kHalf * across - inset) / kLean + 2 * kHalf - kHalf * reach;
    const double highest = std::max(p.position.z, std::min(kLid - kHalf * reach, byRim));
    p.position.z = std::min(p.position.z + by, highest);
    return p;
}

// True when die i's bent samples sink into another die, lifted by `hop` at the bend's middle.
bool bendCrosses(const Throw& t, std::size_t i, Bend b, double hop, double inset) {
    const double half = kHalf * (1 - kSink);
    for (std::size_t k = b.from; k < b.to; ++k) {
        const double time = static_cast<double>(k) * Throw::kSampleStep;
        const double u = static_cast<double>(k - b.from) / static_cast<double>(b.to - b.from);
        const Pose p = lifted(t.dice[i].poses[k], hop * std::sin(kPi * u), inset);
        for (std::size_t j = 0; j < t.dice.size(); ++j) {
            if (j != i && time >= t.dice[j].release && bodiesOverlap(p, t.dice[j].poses[k], half)) {
                return true;
            }
        }
    }
    return false;
}

// Lifts every bent die by the lowest hop that keeps it clear of the others (the highest tried
// when none does).
void hopClear(Throw& t, const std::vector<Bend>& bends, double inset) {
    for (std::size_t i = 0; i < t.dice.size(); ++i) {
        const Bend b = bends[i];
        if (b.to <= b.from || !bendCrosses(t, i, b, 0, inset)) {
            continue;
        }
        double hop = kHops[std::size(kHops) - 1];
        for (const double h : kHops) {
            if (!bendCrosses(t, i, b, h, inset)) {
                hop = h;
                break;
            }
        }
        for (std::size_t k = b.from; k < b.to; ++k) {
            const double u = static_cast<double>(k - b.from) / static_cast<double>(b.to - b.from);
            t.dice[i].poses[k] = lifted(t.dice[i].poses[k], hop * std::sin(kPi * u), inset);
        }
    }
}

// The steps (die sizes) a die sinking into another is moved away from it by, sample by sample.
constexpr double kPushStep = 0.02;
constexpr double kPushMost = 1.0;

// The walls of the flight box a centre keeps inside (a die lying flat against one): the rim
// stands inside the rest area by what a resting die keeps clear of its edges less half its body
// (throw_world.cpp), the right wall behind the cup.
struct Walls {
    double x0, x1, y0, y1;
    // How far (at most `want`) a centre at `from` may go along the unit `way` and stay inside.
    double room(Vec3 from, Vec3 way, double want) const {
        double most = want;
        auto limit = [&](double at, double dir, double lo, double hi) {
            if (dir > 1e-9) {
                most = std::min(most, std::max(0.0, (hi - at) / dir));
            } else if (dir < -1e-9) {
                most = std::min(most, std::max(0.0, (lo - at) / dir));
            }
        };
        limit(from.x, way.x, x0, x1);
        limit(from.y, way.y, y0, y1);
        return most;
    }
};

Walls wallsOf(const ThrowSetup& s) {
    const double inset = std::max(0.0, s.restMargin - kHalf);
    const double right = std::max(s.flightRight, s.mouth.x + 1.7);
    return {inset + kHalf, right - kHalf, inset + kHalf, s.restH - inset - kHalf};
}

// Moves, on every recorded sample, each two released dice that sink into each other (beyond
// what Bullet's contacts allow) apart along the felt by the least that clears them: the one
// still moving moves, never one at rest; both share it while both move, and where one would be
// pushed through a wall the other takes the rest of the push. Jammed dice pressed into each
// other by the steering, or bent across each other onto their spots, are drawn touching, never
// one through another (docs/physics.md).
void pushApart(Throw& t, const Walls& walls) {
    const double half = kHalf * (1 - kPushSink);
    const std::size_t samples = t.dice.empty() ? 0 : t.dice.front().poses.size();
    for (std::size_t k = 0; k < samples; ++k) {
        const double time = static_cast<double>(k) * Throw::kSampleStep;
        for (int pass = 0; pass < 8; ++pass) {
            bool moved = false;
            for (std::size_t i = 0; i < t.dice.size(); ++i) {
                for (std::size_t j = 0; j < i; ++j) {
                    DieTrack& a = t.dice[i];
                    DieTrack& b = t.dice[j];
                    const bool aRests = k >= a.restSample;
                    const bool bRests = k >= b.restSample;
                    // From the sample before its release: a frame drawn between the two shows it.
                    const double early = time + Throw::kSampleStep;
                    if (early < a.release || early < b.release || (aRests && bRests) ||
                        !bodiesOverlap(a.poses[k], b.poses[k], half)) {
                        continue;
                    }
                    Vec3& pa = a.poses[k].position;
                    Vec3& pb = b.poses[k].position;
                    double dx = pa.x - pb.x;
                    double dy = pa.y - pb.y;
                    const double len = std::hypot(dx, dy);
                    dx = len > 1e-6 ? dx / len : 1.0;
                    dy = len > 1e-6 ? dy / len : 0.0;
                    const Vec3 d{dx, dy, 0};
                    const double aShare = aRests ? 0.0 : bRests ? 1.0 : 0.5;
                    const Vec3 a0 = pa;
                    const Vec3 b0 = pb;
                    for (double push = kPushStep; push <= kPushMost; push += kPushStep) {
                        // Each takes its share as far as the walls let it; the other (if it
                        // moves at all) takes what is left.
                        double byA = walls.room(a0, d, push * aShare);
                        const double byB = bRests ? 0.0 : walls.room(b0, d * -1.0, push - byA);
                        if (!aRests) {
                            byA = walls.room(a0, d, push - byB);
                        }
                        pa = a0 + d * byA;
                        pb = b0 - d * byB;
                        if (!bodiesOverlap(a.poses[k], b.poses[k], half)) {
                            break;
                        }
                    }
                    moved = true;
                }
            }
            if (!moved) {
                break;
            }
        }
    }
}

// How far (die sizes) a resting spot may be moved from where its die landed to break a row.
constexpr double kRowReach = 0.36;

// True when die i lying flat on spot p (at its yaw) is clear of every other die still moving from
// the bend onto its spot on (the other dice's tracks as recorded).
bool freeAfterRest(const Throw& t, std::size_t i, const RestSpot& p) {
    const DieTrack& d = t.dice[i];
    const auto bend = static_cast<std::size_t>(std::lround(kBend / Throw::kSampleStep));
    const Pose at{{p.x, p.y, kHalf}, aboutAxis({0, 0, 1}, p.yaw * kPi / 180.0)};
    const double half = kHalf * (1 - kPushSink);
    for (std::size_t k = d.restSample > bend ? d.restSample - bend : 0; k < d.poses.size(); ++k) {
        const double time = static_cast<double>(k) * Throw::kSampleStep;
        for (std::size_t j = 0; j < t.dice.size(); ++j) {
            const DieTrack& o = t.dice[j];
            if (j == i || time + Throw::kSampleStep < o.release || k > o.restSample) {
                continue;
            }
            const Vec3 c = o.poses[k].position;
            if (std::hypot(c.x - p.x, c.y - p.y) < 4 * kHalf &&
                bodiesOverlap(at, o.poses[k], half)) {
                return false;
            }
        }
    }
    return true;
}

// The longest way (die sizes) any spot was moved from `from` to `to`.
double largestMove(const std::vector<RestSpot>& from, const std::vector<RestSpot>& to) {
    double most = 0;
    for (std::size_t i = 0; i < from.size() && i < to.size(); ++i) {
        most = std::max(most, std::hypot(to[i].x - from[i].x, to[i].y - from[i].y));
    }
    return most;
}

// True when every two spots are clear to click apart.
bool allApart(const std::vector<RestSpot>& spots, const ThrowSetup& s) {
    for (std::size_t i = 0; i < spots.size(); ++i) {
        for (std::size_t j = 0; j < i; ++j) {
            if (shortfall(spots[i], spots[j], s.restGap, s.bodyGap) > 0) {
                return false;
            }
        }
    }
    return true;
}

// How far the body's lowest corner is below the felt (die sizes; negative: above it).
double sunk(const Pose& p) {
    double reach = 0;
    for (int k = 0; k < 3; ++k) {
        reach += std::abs(rotate(p.turn, kAxes[2 * k]).z);
    }
    return kHalf * reach - p.position.z;
}

// How many times (pairs of dice, or a die and the felt, at a recorded sample) two released dice
// sink into each other, or one into the felt, beyond what Bullet's contacts allow (kSink of the
// edge), e.g. where the nudge bent one across another: 0 for a clean throw.
int collisions(const Throw& t) {
    const double half = kHalf * (1 - kSink);
    const std::size_t samples = t.dice.empty() ? 0 : t.dice.front().poses.size();
    int count = 0;
    for (std::size_t k = 0; k < samples; ++k) {
        const double time = static_cast<double>(k) * Throw::kSampleStep;
        for (std::size_t i = 0; i < t.dice.size(); ++i) {
            if (sunk(t.dice[i].poses[k]) > kSink * 2 * kHalf) {
                ++count;
            }
            for (std::size_t j = 0; j < i; ++j) {
                if (time >= t.dice[i].release && time >= t.dice[j].release &&
                    bodiesOverlap(t.dice[i].poses[k], t.dice[j].poses[k], half)) {
                    ++count;
                }
            }
        }
    }
    return count;
}

// How many recorded poses leave the flight box or sink into the felt (a body's centre closer to
// a wall or the felt than kKeepOff of its half edge).
int outside(const Throw& t, const ThrowSetup& s) {
    const double keep = kHalf * kKeepOff;
    int count = 0;
    for (const DieTrack& d : t.dice) {
        for (const Pose& p : d.poses) {
            const Vec3 c = p.position;
            const bool in = c.z > keep && c.y > keep && c.y < s.restH - keep && c.x > keep &&
                            c.x < s.flightRight - keep;
            count += in ? 0 : 1;
        }
    }
    return count;
}

// How many of the throw's promises a finished attempt breaks besides its crossings: a stream
// too long, a tumble too short or too long, a resting spot off flat, outside its margin or
// too close to another, a nudge that jumps. 0: a throw to keep.
int broken(const Throw& t, const ThrowSetup& s) {
    if (t.dice.empty()) {
        return 0;
    }
    int count = 0;
    // The stream counted from the start of the throw (the first die enters at once).
    double last = 0;
    for (const DieTrack& d : t.dice) {
        last = std::max(last, d.release);
    }
    count += last < kStreamPerDie * s.dice + kStreamSlack ? 0 : 1;
    count += t.restTime >= kShortestTumble && t.restTime <= kLongestTumble ? 0 : 1;
    count += t.nudge < kNudgeJump ? 0 : 1;
    for (std::size_t i = 0; i < t.dice.size(); ++i) {
        const DieTrack& d = t.dice[i];
        const Pose& end = d.poses.back();
        const Vec3 c = end.position;
        const bool flat = rotate(end.turn, {0, 0, 1}).z > 1 - 1e-9;
        const bool inside = c.x >= s.restMargin && c.x <= s.restW - s.restMargin &&
                            c.y >= s.restMargin && c.y <= s.restH - s.restMargin;
        count += flat && inside ? 0 : 1;
        for (std::size_t j = 0; j < i; ++j) {
            const Pose& other = t.dice[j].poses.back();
            const RestSpot a{c.x, c.y, d.restYaw};
            const RestSpot b{other.position.x, other.position.y, t.dice[j].restYaw};
            const bool square = std::max(std::abs(c.x - other.position.x),
                                         std::abs(c.y - other.position.y)) >= s.restGap;
            count += square && shortfall(a, b, s.restGap, s.bodyGap) <= 0 ? 0 : 1;
        }
    }
    return count;
}

} // namespace

Throw simulateThrow(const ThrowSetup& setup, core::Rng& fx) {
    Throw best;
    double bestCost = 1e9;
    int ran = 0;
    bool clean = false;
    // A second attempt only when the first breaks a promise; never a third.
    for (int attempt = 1; !clean && attempt <= kMaxAttempts; ++attempt) {
        ran = attempt;
        Throw t = runThrow(setup, fx);
        // Where each die comes to rest, and how far the click spacing moves it.
        std::vector<RestSpot> spots;
        std::vector<std::size_t> restAt;
        for (const DieTrack& d : t.dice) {
            const Pose& end = d.poses[d.restSample];
            spots.push_back({end.position.x, end.position.y, relabelling(end.turn).yaw});
            restAt.push_back(d.restSample);
        }
        // A die that rested first stays put; a later one makes room. Where there is no room
        // for the dice as turned (a crowded area), they are turned straighter as they settle.
        std::vector<RestSpot> apart;
        for (int straighten = 0; straighten < 4; ++straighten) {
            apart = spaceApart(spots, setup, restAt);
            if (allApart(apart, setup)) {
                break;
            }
            for (RestSpot& spot : spots) {
                spot.yaw = straighten < 2 ? spot.yaw * 0.5 : 0.0;
            }
        }
        if (!allApart(apart, setup)) {
            apart = latticeSpots(apart, setup);
        }
        // A die that lay still where there was no room (sent on once, and stopped again) would
        // jump to make room alone: the dice round it share the move (their spots are bent onto
        // before each lay still, so none is seen moving after it rested).
        // Where that is still a jump (a crowded area), they are laid straight as they settle
        // too: straight dice need less room.
        if (largestMove(spots, apart) >= kNudgeJump) {
            std::vector<RestSpot> straight = spots;
            for (RestSpot& spot : straight) {
                spot.yaw = 0;
            }
            for (const std::vector<RestSpot>& other :
                 {spaceApart(spots, setup), spaceApart(straight, setup, restAt),
                  spaceApart(straight, setup)}) {
                if (allApart(other, setup) &&
                    largestMove(spots, other) < largestMove(spots, apart)) {
                    apart = other;
                }
                if (largestMove(spots, apart) < kNudgeJump) {
                    break;
                }
            }
        }
        // Dice against the rim, or parted into a crowded area's bands, line up: each is moved
        // out of line where no other die passes its new spot after it came to rest.
        apart = breakRows(apart, spots, setup, restAt, kRowReach,
                          [&](std::size_t i, const RestSpot& p) { return freeAfterRest(t, i, p); });
        t.nudge = largestMove(spots, apart);
        std::vector<Bend> bends;
        for (std::size_t i = 0; i < t.dice.size(); ++i) {
            bends.push_back(finishTrack(t.dice[i], {apart[i].x, apart[i].y, kHalf}, apart[i].yaw));
        }
        hopClear(t, bends, std::max(0.0, setup.restMargin - kHalf));
        pushApart(t, wallsOf(setup));
        // A throw whose dice would sink into each other is worse than any nudge, and the
        // longer they would, the worse.
        const int crossings = collisions(t);
        t.collides = crossings > 0;
        const int faults = outside(t, setup) + broken(t, setup);
        const double cost = t.nudge + (t.collides ? 100.0 + crossings : 0.0) +
                            (faults > 0 ? 100.0 + faults : 0.0) + 1e4 * t.stuck;
        clean = clean || (!t.collides && faults == 0 && t.stuck == 0);
        if (cost < bestCost) {
            bestCost = cost;
            best = std::move(t);
        }
    }
    best.attempts = ran;
    return best;
}

} // namespace greed::physics

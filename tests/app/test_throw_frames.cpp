// Every frame of seeded throws as the table draws them (RollAnimation's poses, projected as
// dice_cube.cpp projects them, the cup as cup_mouth.cpp places it): dice leave the cup through
// its mouth, never sink into each other, keep their size, stay where they came to rest, end
// scattered (not in rows), and the cup comes down where no die lies.
#include "app/table/cup_mouth.hpp"
#include "app/table/roll_animation.hpp"
#include "app/table/table_layout.hpp"
#include "app/ui/dice_cube.hpp"
#include "physics/pose.hpp"
#include "physics/throw_sim.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <sstream>
#include <vector>

using namespace greed::app;
namespace physics = greed::physics;

namespace {

// Two bodies touching may seem to sink into each other this far (die sizes) when taken as sharp
// cubes: the simulated bodies (and the face art) have rounded corners of radius 0.06, so two
// corners meet 0.09 inside the sharp cubes, and Bullet's contacts give a little.
constexpr double kSinkAllowed = 0.1;
// A flying die may look this much bigger than the same die on the felt (its height above it).
constexpr double kSwellAllowed = 1.2;
// A die that has come to rest (lain flat and still for the simulation's rest time, 0.1 s)
// moves no further than this (die sizes).
constexpr double kStillAllowed = 0.02;
constexpr int kStillFrames = 6;
// The cup is down when it is lifted less than this share of its height in the air.
constexpr double kCupDown = 0.1;

// Rows, measurably: a die lies in a row when two other dice have centres within kRowBand die
// sizes of its own along y (or along x: a column); a throw is laid out in rows when at least
// kRowShare of its dice lie in rows or columns.
constexpr double kRowBand = 0.12;
constexpr double kRowShare = 0.6;

struct Size {
    int w, h;
};

struct Sweep {
    std::vector<Size> sizes;
    std::vector<int> faceCounts;
    int seeds;
};

// A die as drawn in one frame: its view (pixels) and its body (die sizes, z up from the felt).
struct Drawn {
    bool visible = false;
    CubeView view;
    physics::Pose body;
};

Drawn drawnDie(const TableLayout& L, const RollAnimation& roll, int i) {
    Drawn d;
    const RollAnimation::DieView v = roll.die(i);
    if (!v.visible) {
        return d;
    }
    d.visible = true;
    const Vec2 c = L.toPixels(v.pos);
    d.view = {c.x, c.y, L.dieSize, v.cube, {255, 255, 255, 255}};
    d.view.cube.eye = L.toPixels(v.cube.eye);
    const physics::Quat q = v.cube.turn;
    double reach = 0;
    for (int k = 0; k < 3; ++k) {
        reach += std::abs(physics::rotate(q, physics::kAxes[2 * k]).z);
    }
    d.body = {{v.pos.x * L.diceArea.w / L.dieSize, v.pos.y * L.diceArea.h / L.dieSize,
               v.cube.rise + physics::kHalf * reach},
              q};
    return d;
}

double spread(const CubeView& v) {
    const auto corners = cubeCorners(v);
    double most = 0;
    for (const Vec2 a : corners) {
        for (const Vec2 b : corners) {
            most = std::max(most, std::hypot(a.x - b.x, a.y - b.y));
        }
    }
    return most;
}

// How much bigger the die looks than the same die turned the same way lying on the felt.
double swell(const CubeView& v) {
    CubeView low = v;
    low.cube.rise = 0;
    return spread(v) / std::max(1e-9, spread(low));
}

// The deepest two bodies sink into each other (die sizes; 0 when they do not touch): the
// largest shrink of both that still overlaps.
double sinking(const physics::Pose& a, const physics::Pose& b) {
    if (!physics::bodiesOverlap(a, b, physics::kHalf)) {
        return 0;
    }
    double lo = 0;   // overlaps when shrunk by lo
    double hi = 0.5; // apart when shrunk by hi
    for (int k = 0; k < 20; ++k) {
        const double mid = (lo + hi) / 2;
        (physics::bodiesOverlap(a, b, physics::kHalf - mid) ? lo : hi) = mid;
    }
    return 2 * lo;
}

// True when two convex point sets overlap on screen (no separating axis among the edges of
// either set's points).
bool screenOverlap(const std::vector<Vec2>& a, const std::vector<Vec2>& b) {
    auto separates = [&](Vec2 p, Vec2 q) {
        const Vec2 n{q.y - p.y, p.x - q.x};
        if (std::hypot(n.x, n.y) < 1e-9) {
            return false;
        }
        double a0 = 1e30, a1 = -1e30, b0 = 1e30, b1 = -1e30;
        for (const Vec2 v : a) {
            a0 = std::min(a0, v.x * n.x + v.y * n.y);
            a1 = std::max(a1, v.x * n.x + v.y * n.y);
        }
        for (const Vec2 v : b) {
            b0 = std::min(b0, v.x * n.x + v.y * n.y);
            b1 = std::max(b1, v.x * n.x + v.y * n.y);
        }
        return a1 < b0 || b1 < a0;
    };
    for (const auto* set : {&a, &b}) {
        for (std::size_t i = 0; i < set->size(); ++i) {
            for (std::size_t j = i + 1; j < set->size(); ++j) {
                if (separates((*set)[i], (*set)[j])) {
                    return false;
                }
            }
        }
    }
    return true;
}

// How many of the resting centres (die sizes) lie in rows or columns of three or more.
int inRows(const std::vector<physics::Vec3>& c) {
    int lined = 0;
    for (std::size_t i = 0; i < c.size(); ++i) {
        int row = 0;
        int column = 0;
        for (std::size_t j = 0; j < c.size(); ++j) {
            row += std::abs(c[j].y - c[i].y) <= kRowBand ? 1 : 0;
            column += std::abs(c[j].x - c[i].x) <= kRowBand ? 1 : 0;
        }
        lined += row >= 3 || column >= 3 ? 1 : 0;
    }
    return lined;
}

struct Findings {
    int throws = 0;
    int frames = 0;
    int pops = 0;       // a die first seen clear of the mouth
    int sunk = 0;       // frames where two dice sink into each other too far
    double deepest = 0; // the deepest sinking seen (die sizes)
    int swollen = 0;    // a die drawn bigger than its height explains
    double biggest = 1; // the largest swell seen
    int moved = 0;      // a die that moved after it had stopped
    int cupOnDice = 0;  // frames where the landing cup covers a die on the felt
    int rowThrows = 0;  // throws of 5 or more dice laid out in rows
    int rowCandidates = 0;
    double longest = 0; // the longest tumble (s, from the first die out)
    int restOff = 0;    // dice at the end not flat on the felt, or drawn over another die
    std::ostringstream notes;
};

void checkThrow(const TableLayout& L, int dice, int faceCount, std::uint64_t seed, Findings& f) {
    std::vector<greed::core::Face> faces;
    for (int i = 0; i < dice; ++i) {
        faces.push_back(
            static_cast<greed::core::Face>((i * 7 + static_cast<int>(seed)) % faceCount + 1));
    }
    greed::core::Rng fx(seed);
    RollAnimation roll(faces, L.diceArea, L.cupMouth, L.dieSize, fx, seed * 0x9E3779B9ULL + 17);
    roll.keepCupUpOver(cupLanding(L));
    const std::string where = std::to_string(L.width) + "x" + std::to_string(L.height) + ", " +
                              std::to_string(dice) + " dice of " + std::to_string(faceCount) +
                              ", seed " + std::to_string(seed);
    std::vector<bool> seen(static_cast<std::size_t>(dice), false);
    std::vector<int> stoppedAt(static_cast<std::size_t>(dice), -1);
    std::vector<physics::Vec3> stoppedSpot(static_cast<std::size_t>(dice));
    std::vector<std::vector<physics::Vec3>> history(static_cast<std::size_t>(dice));
    const double back = RollAnimation::kShake + RollAnimation::kTip + RollAnimation::kTumble * 0.3;
    for (int frame = 0; !roll.done(); ++frame) {
        roll.advance(1.0 / 60.0);
        ++f.frames;
        const CupMouth mouth = cupMouth(L, &roll);
        std::vector<Drawn> drawn;
        for (int i = 0; i < dice; ++i) {
            drawn.push_back(drawnDie(L, roll, i));
        }
        for (int i = 0; i < dice; ++i) {
            const auto k = static_cast<std::size_t>(i);
            const Drawn& d = drawn[k];
            if (!d.visible) {
                continue;
            }
            // Out through the mouth: first seen still passing it, its centre at the line.
            if (!seen[k]) {
                seen[k] = true;
                const bool through = passingMouth(mouth, d.view) &&
                                     behindMouth(mouth, {d.view.x, d.view.y}) > -0.35 * L.dieSize;
                if (!through) {
                    ++f.pops;
                    f.notes << where << ": die " << i << " first seen clear of the mouth at "
                            << roll.time() << " s\n";
                }
            }
            const double s = swell(d.view);
            f.biggest = std::max(f.biggest, s);
            if (s > kSwellAllowed) {
                ++f.swollen;
                f.notes << where << ": die " << i << " drawn " << s << " times its size at "
                        << roll.time() << " s\n";
            }
            for (int j = 0; j < i; ++j) {
                const Drawn& o = drawn[static_cast<std::size_t>(j)];
                if (!o.visible) {
                    continue;
                }
                const double sink = sinking(d.body, o.body);
                f.deepest = std::max(f.deepest, sink);
                if (sink > kSinkAllowed) {
                    ++f.sunk;
                    f.notes << where << ": dice " << i << " and " << j << " sink " << sink << " at "
                            << roll.time() << " s\n";
                }
            }
            // At rest: flat on the felt and not moving for 0.1 s; from then on it stays.
            auto& h = history[k];
            h.push_back(d.body.position);
            const std::size_t n = h.size();
            if (stoppedAt[k] < 0 && n > kStillFrames && d.view.cube.rise < 0.01) {
                double moved = 0;
                for (std::size_t m = n - kStillFrames - 1; m < n; ++m) {
                    moved = std::max(moved, std::hypot(h[m].x - h[n - 1].x, h[m].y - h[n - 1].y));
                }
                if (moved < 0.005) {
                    stoppedAt[k] = frame;
                    stoppedSpot[k] = h[n - 1];
                }
            } else if (stoppedAt[k] >= 0) {
                const physics::Vec3 p = h[n - 1];
                if (std::hypot(p.x - stoppedSpot[k].x, p.y - stoppedSpot[k].y) > kStillAllowed) {
                    ++f.moved;
                    f.notes << where << ": die " << i << " moves at " << roll.time()
                            << " s after it stopped\n";
                    stoppedAt[k] = -1;
                }
            }
        }
        // The cup coming down: near the felt it covers no die lying there.
        const double lift = roll.cupShift().y / -0.18;
        if (roll.time() > back && lift < kCupDown) {
            const auto body = cupBody(L, mouth);
            const std::vector<Vec2> cup(body.begin(), body.end());
            for (const Drawn& d : drawn) {
                if (d.visible && !drawnOverCup(mouth, d.view)) {
                    const auto corners = cubeCorners(d.view);
                    if (screenOverlap(cup, {corners.begin(), corners.end()})) {
                        ++f.cupOnDice;
                        f.notes << where << ": the cup lands on a die at " << roll.time() << " s\n";
                    }
                }
            }
        }
    }
    f.longest = std::max(f.longest, roll.duration() - RollAnimation::kFirstRelease);
    std::vector<Drawn> last;
    for (int i = 0; i < dice; ++i) {
        last.push_back(drawnDie(L, roll, i));
    }
    for (std::size_t i = 0; i < last.size(); ++i) {
        const physics::Vec3 up = physics::rotate(last[i].body.turn, {0, 0, 1});
        const bool flat = last[i].view.cube.rise < 0.01 && std::abs(std::abs(up.z) - 1) < 1e-6;
        bool over = false;
        for (std::size_t j = 0; j < i; ++j) {
            const auto a = cubeCorners(last[i].view);
            const auto b = cubeCorners(last[j].view);
            over = over || screenOverlap({a.begin(), a.end()}, {b.begin(), b.end()});
        }
        if (!flat || over) {
            ++f.restOff;
            f.notes << where << ": die " << i
                    << (flat ? " rests over another\n" : " rests off flat\n");
        }
    }
    std::vector<physics::Vec3> rest;
    for (int i = 0; i < dice; ++i) {
        rest.push_back(drawnDie(L, roll, i).body.position);
    }
    if (dice >= 5) {
        ++f.rowCandidates;
        if (inRows(rest) >= kRowShare * dice) {
            ++f.rowThrows;
            f.notes << where << ": rests in rows\n";
        }
    }
    ++f.throws;
}

Findings sweep(const Sweep& s) {
    Findings f;
    for (const Size size : s.sizes) {
        for (int dice = 1; dice <= 10; ++dice) {
            const TableLayout L = TableLayout::compute(size.w, size.h, dice, 3);
            for (const int faces : s.faceCounts) {
                for (int seed = 1; seed <= s.seeds; ++seed) {
                    checkThrow(L, dice, faces,
                               static_cast<std::uint64_t>(seed * 1009 + dice * 31 + faces), f);
                }
            }
        }
    }
    return f;
}

void report(const Findings& f) {
    WARN(f.throws << " throws, " << f.frames << " frames; deepest sinking " << f.deepest
                  << " die sizes (" << f.sunk << " frames past " << kSinkAllowed
                  << "), largest swell " << f.biggest << ", " << f.moved
                  << " dice moved after rest, " << f.cupOnDice << " frames of the cup on a die, "
                  << f.pops << " pops, longest tumble " << f.longest << " s, " << f.rowThrows
                  << " of " << f.rowCandidates << " throws in rows");
}

// What the throw already does on every frame of the sweep: no die swells, and the cup comes
// back down only where no die lies (it stays up while a die is still in its way).
void judgeMet(const Findings& f) {
    INFO(f.notes.str());
    CHECK(f.swollen == 0);
    CHECK(f.cupOnDice == 0);
}

// What it does on every throw since dice rest where they are seen lying still and the bend
// onto a spot never stalls on the way (t8, 29 Nov): out through the mouth, never sunk into one
// another, nothing moved after it came to rest (3 and 6 dice on the quick and large sweeps
// before, 0 after; 0 in 1080 throws with GREED_THROW_SWEEP_SEEDS=3), and no habit of rows (0 of
// 54 and 0 of 216 since the deeper dice area, 4 and 16 before it).
void judgeGoals(const Findings& f) {
    INFO(f.notes.str());
    CHECK(f.pops == 0); // a die stuck behind another at the mouth until the cup goes back
    CHECK(f.sunk == 0);
    CHECK(f.moved == 0);
    // Scattered as thrown: a throw that happens to line up now and then, never as a habit.
    CHECK(f.rowThrows * 20 <= f.rowCandidates);
}

const Sweep kQuick{{{800, 600}, {1280, 720}, {1920, 1080}}, {2, 6, 20}, 1};
// The slow sweep: one seed a case by default (CI), GREED_THROW_SWEEP_SEEDS=N for more.
Sweep largeSweep() {
    int seeds = 1;
    if (const char* env = std::getenv("GREED_THROW_SWEEP_SEEDS")) {
        seeds = std::clamp(std::atoi(env), 1, 1000);
    }
    return {{{800, 600}, {1024, 768}, {1280, 720}, {1600, 900}, {1920, 1080}, {2560, 1440}},
            {2, 4, 6, 8, 12, 20},
            seeds};
}

} // namespace

TEST_CASE("every frame of seeded throws: one size from the cup to the rest, the cup down on no die",
          "[tumble][throw]") {
    const Findings f = sweep(kQuick);
    report(f);
    judgeMet(f);
}

TEST_CASE("every frame of seeded throws: out through the mouth and apart and still and scattered",
          "[tumble][throw]") {
    judgeGoals(sweep(kQuick));
}

// The crowded throws (ten dice at 1280x720, six at 800x600, where the dice area barely holds
// them): no die is drawn sinking into another on any frame, jammed on top of one or bent across
// it, and at the end every die lies flat on the felt, apart from every other on screen.
TEST_CASE("crowded throws never show a die on or in another", "[tumble][throw]") {
    Findings f;
    for (const auto& [size, dice] :
         {std::pair{Size{1280, 720}, 10}, std::pair{Size{800, 600}, 6}}) {
        const TableLayout L = TableLayout::compute(size.w, size.h, dice, 3);
        for (int seed = 1; seed <= 12; ++seed) {
            checkThrow(L, dice, 6, static_cast<std::uint64_t>(seed * 7919 + dice), f);
        }
    }
    report(f);
    INFO(f.notes.str());
    CHECK(f.sunk == 0);
    CHECK(f.restOff == 0);
    CHECK(f.cupOnDice == 0);
}

TEST_CASE("every frame of many throws reads as real", "[tumble][throw][slow]") {
    const Findings f = sweep(largeSweep());
    report(f);
    judgeMet(f);
    judgeGoals(f);
}

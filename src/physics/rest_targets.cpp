// Scattered resting spots: random spots taken one at a time among a few candidates, the one
// lining up with the fewest others and the furthest from the rest kept; a set that cannot be
// completed is started again (a few hundred microseconds for ten dice at worst).
#include "physics/rest_targets.hpp"

#include "physics/rest_rows.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

namespace greed::physics {

namespace {

// Targets keep a little more than the click spacing (a die steered onto its spot stops a little
// short of it or past it) and allow any yaw where the area has room: tried in turn, the first
// level that places every die kept (a crowded area ends with dice turned nearly straight).
struct Level {
    double yawLimit;
    double slack;
};
constexpr Level kLevels[] = {{45, 0.12}, {20, 0.1}, {8, 0.06}, {4, 0.03}};
constexpr double kPi = 3.14159265358979323846;
// Spots keep this much further from the rest area's right edge, the cup's side: the world
// pushes a die there out of the cup's strip, and the cup comes back down by it.
constexpr double kCupSide = 0.1;
constexpr int kCandidates = 48;
constexpr int kSets = 60;

double uniform(core::Rng& fx, double lo, double hi) {
    return lo + (hi - lo) * fx.unit();
}

struct Attempt {
    std::vector<RestSpot> spots;
    int lined = 0; // dice in rows or columns of three or more (x100), and pairs sharing one
};

// The margin a spot keeps from the rest area's edges when its die may rest turned yawLimit.
double edgeMargin(const ThrowSetup& s, double yawLimit) {
    return std::max(s.restMargin, bodyReach(std::min(45.0, yawLimit)) + 0.02);
}

// One set of spots; fewer than setup.dice when the area filled up first.
Attempt scatter(const ThrowSetup& s, double yawLimit, double slack, core::Rng& fx) {
    Attempt a;
    const double m = edgeMargin(s, yawLimit);
    const double x1 = std::max(m, s.restW - m - kCupSide);
    const double y1 = std::max(m, s.restH - m);
    auto apart = [&](const RestSpot& p, const RestSpot& q) {
        return spotsApart(s, yawLimit, slack, p, q);
    };
    for (int k = 0; k < s.dice; ++k) {
        bool found = false;
        RestSpot best;
        int bestLined = std::numeric_limits<int>::max();
        double bestRoom = -1;
        for (int c = 0; c < kCandidates; ++c) {
            const RestSpot p{uniform(fx, m, x1), uniform(fx, m, y1), 0};
            bool ok = true;
            int lined = 0;
            double room = 1e9;
            for (const RestSpot& q : a.spots) {
                ok = apart(p, q);
                if (!ok) {
                    break;
                }
                lined += std::abs(p.x - q.x) < kRowBand || std::abs(p.y - q.y) < kRowBand;
                room = std::min(room, std::hypot(p.x - q.x, p.y - q.y));
            }
            // Fewest in rows of three first, then fewest lined up in pairs, then the most room
            // (capped, so the spots do not all crowd the rim as the furthest from the rest).
            room = std::min(room, 1.8);
            if (ok) {
                a.spots.push_back(p);
                lined += 100 * inRowsOfThree(a.spots);
                a.spots.pop_back();
            }
            if (ok && (lined < bestLined || (lined == bestLined && room > bestRoom))) {
                found = true;
                best = p;
                bestLined = lined;
                bestRoom = room;
            }
        }
        if (!found) {
            break;
        }
        a.spots.push_back(best);
    }
    a.lined = 100 * inRowsOfThree(a.spots);
    for (std::size_t i = 0; i < a.spots.size(); ++i) {
        for (std::size_t j = 0; j < i; ++j) {
            a.lined += std::abs(a.spots[i].x - a.spots[j].x) < kRowBand ||
                       std::abs(a.spots[i].y - a.spots[j].y) < kRowBand;
        }
    }
    return a;
}

} // namespace

bool spotsApart(const ThrowSetup& s, double yawLimit, double slack, const RestSpot& p,
                const RestSpot& q) {
    const double dx = q.x - p.x;
    const double dy = q.y - p.y;
    if (std::max(std::abs(dx), std::abs(dy)) < s.restGap + slack) {
        return false;
    }
    // A square turned phi from the line between the centres reaches kHalf (|cos| + |sin|) of
    // phi along it, the most at 45 degrees (mod 90): the most for any yaw within the limit.
    const double along = std::atan2(dy, dx) * 180.0 / kPi;
    const double phi = std::fmod(std::fmod(along, 90.0) + 90.0, 90.0); // 0..90
    const double off = std::max(0.0, std::abs(phi - 45.0) - yawLimit);
    const double reach = kHalf * std::sqrt(2.0) * std::cos(off * kPi / 180.0);
    return std::hypot(dx, dy) >= 2 * reach + s.bodyGap + slack;
}

RestSpot nearestFreeSpot(const ThrowSetup& s, const RestTargets& targets, std::size_t die,
                         RestSpot from, core::Rng& fx) {
    const double m = edgeMargin(s, targets.yawLimit);
    auto free = [&](const RestSpot& p) {
        for (std::size_t k = 0; k < targets.spots.size(); ++k) {
            if (k != die && !spotsApart(s, targets.yawLimit, targets.slack, p, targets.spots[k])) {
                return false;
            }
        }
        return true;
    };
    RestSpot best = targets.spots[die];
    double nearest = 1e9;
    const RestSpot here{std::clamp(from.x, m, std::max(m, s.restW - m - kCupSide)),
                        std::clamp(from.y, m, std::max(m, s.restH - m)), 0};
    for (int c = 0; c <= kCandidates * 2; ++c) {
        // Where it is first, then random spots.
        const RestSpot p = c == 0 ? here
                                  : RestSpot{uniform(fx, m, std::max(m, s.restW - m - kCupSide)),
                                             uniform(fx, m, std::max(m, s.restH - m)), 0};
        const double d = std::hypot(p.x - from.x, p.y - from.y);
        if (d < nearest && free(p)) {
            nearest = d;
            best = p;
        }
    }
    return best;
}

RestTargets chooseRestTargets(const ThrowSetup& setup, core::Rng& fx) {
    RestTargets out;
    Attempt kept;
    bool full = false;
    for (const Level& level : kLevels) {
        for (int set = 0; set < kSets; ++set) {
            Attempt a = scatter(setup, level.yawLimit, level.slack, fx);
            const bool complete = static_cast<int>(a.spots.size()) == setup.dice;
            if (complete && (!full || a.lined < kept.lined)) {
                kept = std::move(a);
                full = true;
                out.yawLimit = level.yawLimit;
                out.slack = level.slack;
                if (kept.lined == 0) {
                    break;
                }
            } else if (!full && a.spots.size() > kept.spots.size()) {
                kept = std::move(a);
                out.yawLimit = level.yawLimit;
                out.slack = level.slack;
            }
        }
        // A set with a row of three is tried again at the next level (straighter, closer).
        if (full && kept.lined < 100) {
            break;
        }
    }
    // No complete set (an area too crowded for them all): the rest go where they are least
    // close to the others, for spaceApart to part.
    const double m = setup.restMargin;
    while (static_cast<int>(kept.spots.size()) < setup.dice) {
        RestSpot best;
        double bestMiss = 1e9;
        for (int c = 0; c < kCandidates * 4; ++c) {
            const RestSpot p{uniform(fx, m, std::max(m, setup.restW - m)),
                             uniform(fx, m, std::max(m, setup.restH - m)), 0};
            double miss = 0;
            for (const RestSpot& q : kept.spots) {
                miss = std::max(miss, shortfall(p, q, setup.restGap, setup.bodyGap));
            }
            if (miss < bestMiss) {
                bestMiss = miss;
                best = p;
            }
        }
        kept.spots.push_back(best);
    }
    // The first dice out go furthest from the mouth, mostly: each later one lands short of
    // the ones down, so few fly across them or are kept from their spots by them.
    std::vector<std::pair<double, RestSpot>> order;
    const double jitter = 0.05 * std::max(setup.restW, setup.restH);
    for (const RestSpot& p : kept.spots) {
        const double far = std::hypot(setup.mouth.x - p.x, setup.mouth.y - p.y);
        order.push_back({-far + uniform(fx, -jitter, jitter), p});
    }
    std::stable_sort(order.begin(), order.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    for (const auto& o : order) {
        out.spots.push_back(o.second);
    }
    return out;
}

} // namespace greed::physics

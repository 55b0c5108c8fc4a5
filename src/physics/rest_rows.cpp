// Rows broken: a die in a row or column of three is moved the shortest way out of it that keeps
// every promise of a resting spot (apart, inside, near where it landed).
#include "physics/rest_rows.hpp"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace greed::physics {

namespace {

constexpr double kPi = 3.14159265358979323846;
// The moves tried: this many directions at each step of this length, shortest first.
constexpr int kDirections = 16;
constexpr double kStepLength = 0.03;
// Clear to click with this much to spare (the tests compare with 0).
constexpr double kSpare = 1e-4;

// True when spot i lies in a row or a column of three or more.
bool inLine(const std::vector<RestSpot>& spots, std::size_t i) {
    int row = 0;
    int column = 0;
    for (const RestSpot& q : spots) {
        row += std::abs(spots[i].y - q.y) < kRowBand ? 1 : 0;
        column += std::abs(spots[i].x - q.x) < kRowBand ? 1 : 0;
    }
    return row >= 3 || column >= 3;
}

} // namespace

int inRowsOfThree(const std::vector<RestSpot>& spots) {
    int lined = 0;
    for (std::size_t i = 0; i < spots.size(); ++i) {
        lined += inLine(spots, i) ? 1 : 0;
    }
    return lined;
}

std::vector<RestSpot> breakRows(std::vector<RestSpot> spots, const std::vector<RestSpot>& from,
                                const ThrowSetup& setup, const std::vector<std::size_t>& restAt,
                                double reach,
                                const std::function<bool(std::size_t, const RestSpot&)>& allowed) {
    int lined = inRowsOfThree(spots);
    if (lined == 0 || from.size() != spots.size()) {
        return spots;
    }
    // The die that came to rest last moves first: no other die's track passes its spot after.
    std::vector<std::size_t> order(spots.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    if (restAt.size() == spots.size()) {
        std::stable_sort(order.begin(), order.end(),
                         [&](std::size_t a, std::size_t b) { return restAt[a] > restAt[b]; });
    }
    std::vector<RestSpot> moves;
    for (double r = kStepLength; r <= reach + 1e-9; r += kStepLength) {
        for (int k = 0; k < kDirections; ++k) {
            const double a = 2 * kPi * k / kDirections;
            moves.push_back({r * std::cos(a), r * std::sin(a), 0});
        }
    }
    auto fits = [&](std::size_t i, const RestSpot& p) {
        const double m = std::max(setup.restMargin, bodyReach(p.yaw) + 0.02);
        if (p.x < m || p.x > setup.restW - m || p.y < m || p.y > setup.restH - m) {
            return false;
        }
        const double far = std::hypot(from[i].x - spots[i].x, from[i].y - spots[i].y);
        if (std::hypot(p.x - from[i].x, p.y - from[i].y) > std::max(reach, far)) {
            return false;
        }
        for (std::size_t j = 0; j < spots.size(); ++j) {
            if (j != i && shortfall(p, spots[j], setup.restGap, setup.bodyGap) > -kSpare) {
                return false;
            }
        }
        return true;
    };
    for (std::size_t pass = 0; pass < 3 * spots.size() && lined > 0; ++pass) {
        bool improved = false;
        for (const std::size_t i : order) {
            if (!inLine(spots, i)) {
                continue;
            }
            const RestSpot was = spots[i];
            for (const RestSpot& d : moves) {
                const RestSpot p{was.x + d.x, was.y + d.y, was.yaw};
                if (!fits(i, p)) {
                    continue;
                }
                spots[i] = p;
                const int now = inRowsOfThree(spots);
                if (now < lined && (!allowed || allowed(i, p))) {
                    lined = now;
                    improved = true;
                    break;
                }
                spots[i] = was;
            }
        }
        if (!improved) {
            break;
        }
    }
    return spots;
}

} // namespace greed::physics

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

// Rows are broken to this (die sizes): a little under kRowBand, so that a crowded area's band
// of 0.27 die sizes (10 dice at 1280x720) holds three rows of spots apart by it.
constexpr double kBreakBand = 0.13;

// True when spot i lies in a row or a column of three or more (centres within `band`).
bool inLine(const std::vector<RestSpot>& spots, std::size_t i, double band) {
    int row = 0;
    int column = 0;
    for (const RestSpot& q : spots) {
        row += std::abs(spots[i].y - q.y) < band ? 1 : 0;
        column += std::abs(spots[i].x - q.x) < band ? 1 : 0;
    }
    return row >= 3 || column >= 3;
}

int lined(const std::vector<RestSpot>& spots, double band) {
    int count = 0;
    for (std::size_t i = 0; i < spots.size(); ++i) {
        count += inLine(spots, i, band) ? 1 : 0;
    }
    return count;
}

// How laid out the spots look: dice in rows or columns of three first, then pairs sharing one
// (a pair parted leaves room to part the next die from it).
int linedScore(const std::vector<RestSpot>& spots) {
    int pairs = 0;
    for (std::size_t i = 0; i < spots.size(); ++i) {
        for (std::size_t j = 0; j < i; ++j) {
            pairs += std::abs(spots[i].x - spots[j].x) < kBreakBand ||
                     std::abs(spots[i].y - spots[j].y) < kBreakBand;
        }
    }
    return 1000 * lined(spots, kBreakBand) + pairs;
}

} // namespace

int inRowsOfThree(const std::vector<RestSpot>& spots) {
    return lined(spots, kRowBand);
}

std::vector<RestSpot> breakRows(std::vector<RestSpot> spots, const std::vector<RestSpot>& from,
                                const ThrowSetup& setup, const std::vector<std::size_t>& restAt,
                                double reach,
                                const std::function<bool(std::size_t, const RestSpot&)>& allowed) {
    if (lined(spots, kBreakBand) == 0 || from.size() != spots.size()) {
        return spots;
    }
    int score = linedScore(spots);
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
    for (std::size_t pass = 0; pass < 4 * spots.size() && score >= 1000; ++pass) {
        bool improved = false;
        for (const std::size_t i : order) {
            const RestSpot was = spots[i];
            for (const RestSpot& d : moves) {
                const RestSpot p{was.x + d.x, was.y + d.y, was.yaw};
                if (!fits(i, p)) {
                    continue;
                }
                spots[i] = p;
                const int now = linedScore(spots);
                if (now < score && (!allowed || allowed(i, p))) {
                    score = now;
                    improved = true;
                    break;
                }
                spots[i] = was;
            }
            if (score < 1000) {
                break;
            }
        }
        if (!improved) {
            break;
        }
    }
    return spots;
}

} // namespace greed::physics

// Rest spacing: pairs too close to be clicked apart are pushed apart along the line between
// them, then clamped into the area, until nothing moves.
#include "physics/rest_spacing.hpp"

#include <algorithm>
#include <cmath>

namespace greed::physics {

namespace {
constexpr double kPi = 3.14159265358979323846;
constexpr int kRounds = 400;
} // namespace

double bodyReach(double yaw) {
    const double a = yaw * kPi / 180.0;
    return kHalf * (std::abs(std::cos(a)) + std::abs(std::sin(a)));
}

double shortfall(const RestSpot& a, const RestSpot& b, double restGap, double bodyGap) {
    const double dx = b.x - a.x;
    const double dy = b.y - a.y;
    const double d = std::hypot(dx, dy);
    const double along = std::atan2(dy, dx);
    // A square's reach towards a direction: its support along that line.
    auto reach = [&](double yaw) {
        const double turn = yaw * kPi / 180.0 - along;
        return kHalf * (std::abs(std::cos(turn)) + std::abs(std::sin(turn)));
    };
    return std::max(restGap - std::max(std::abs(dx), std::abs(dy)),
                    reach(a.yaw) + reach(b.yaw) + bodyGap - d);
}

std::vector<RestSpot> spaceApart(std::vector<RestSpot> spots, const ThrowSetup& setup,
                                 const std::vector<std::size_t>& restAt) {
    auto clampIn = [&](RestSpot& s) {
        const double r = std::max(setup.restMargin, bodyReach(s.yaw) + 0.02);
        s.x = std::clamp(s.x, r, std::max(r, setup.restW - r));
        s.y = std::clamp(s.y, r, std::max(r, setup.restH - r));
    };
    for (auto& s : spots) {
        clampIn(s);
    }
    for (int round = 0; round < kRounds; ++round) {
        bool moved = false;
        for (std::size_t i = 0; i < spots.size(); ++i) {
            for (std::size_t j = i + 1; j < spots.size(); ++j) {
                const double miss = shortfall(spots[i], spots[j], setup.restGap, setup.bodyGap);
                if (miss <= 0) {
                    continue;
                }
                // Half the shortfall each, along the line between them (straight along x when
                // they lie on one spot, so the same spots always move the same way).
                double dx = spots[j].x - spots[i].x;
                double dy = spots[j].y - spots[i].y;
                const double d = std::hypot(dx, dy);
                dx = d > 1e-9 ? dx / d : 1.0;
                dy = d > 1e-9 ? dy / d : 0.0;
                // The later one alone, for the first half of the rounds.
                double shareI = 0.5;
                if (round < kRounds / 2 && restAt.size() == spots.size() &&
                    restAt[i] != restAt[j]) {
                    shareI = restAt[i] > restAt[j] ? 1.0 : 0.0;
                }
                const double push = miss + 2e-3;
                spots[i].x -= dx * push * shareI;
                spots[i].y -= dy * push * shareI;
                spots[j].x += dx * push * (1 - shareI);
                spots[j].y += dy * push * (1 - shareI);
                clampIn(spots[i]);
                clampIn(spots[j]);
                moved = true;
            }
        }
        if (!moved) {
            break;
        }
    }
    return spots;
}

std::vector<RestSpot> latticeSpots(const std::vector<RestSpot>& spots, const ThrowSetup& setup) {
    const double m = setup.restMargin;
    const double w = std::max(0.0, setup.restW - 2 * m);
    const double h = std::max(0.0, setup.restH - 2 * m);
    const double gap = std::max(setup.restGap, 2 * kHalf + setup.bodyGap) + 1e-3;
    const int cols = static_cast<int>(w / gap) + 1;
    const int rows = static_cast<int>(h / gap) + 1;
    std::vector<RestSpot> points;
    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < cols; ++c) {
            // Spread over the whole area, not packed into a corner.
            points.push_back({m + (cols > 1 ? w * c / (cols - 1) : w / 2),
                              m + (rows > 1 ? h * r / (rows - 1) : h / 2), 0});
        }
    }
    std::vector<bool> used(points.size(), false);
    std::vector<RestSpot> out = spots;
    for (std::size_t i = 0; i < spots.size() && i < points.size(); ++i) {
        std::size_t best = 0;
        double nearest = 1e18;
        for (std::size_t k = 0; k < points.size(); ++k) {
            const double d = std::hypot(points[k].x - spots[i].x, points[k].y - spots[i].y);
            if (!used[k] && d < nearest) {
                nearest = d;
                best = k;
            }
        }
        used[best] = true;
        out[i] = points[best];
    }
    return out;
}

} // namespace greed::physics

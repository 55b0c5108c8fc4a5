// Resting places for dice that were not thrown before the player's eyes (a restored match, a
// throw played instantly, a relayout that would make dice touch): scattered, apart, never a grid
// unless crowded. A seen throw rests where its simulation leaves the dice (roll_animation.cpp).
#include "app/table/roll_animation.hpp"

#include "physics/rest_spacing.hpp"

#include <algorithm>
#include <cmath>

namespace greed::app {

namespace {
constexpr double kSpacing = 1.32; // centre distance in die sizes: tilted dice never touch

double uniform(core::Rng& fx, double lo, double hi) {
    return lo + (hi - lo) * fx.unit();
}

// Dice rest at least this many die sizes apart (centres): a body turned by up to 11 degrees
// reaches 0.59 die sizes from its centre, so two never touch (restingOverlap: 1.2).
constexpr double kRestGap = 1.24;
// From the dice area's edges to a resting centre: the body and its shadow stay inside.
constexpr double kRestMargin = 0.62;

double nearestTo(const std::vector<Vec2>& px, Vec2 p, std::size_t skip) {
    double nearest = 1e9;
    for (std::size_t k = 0; k < px.size(); ++k) {
        if (k != skip) {
            nearest = std::min(nearest, std::hypot(p.x - px[k].x, p.y - px[k].y));
        }
    }
    return nearest;
}

// Uniformly random spots, each kept only when clear of the others: scattered, never a grid.
std::vector<Vec2> scatter(int count, const SDL_Rect& area, double dieSize, core::Rng& fx) {
    const double margin = dieSize * kRestMargin;
    const double w = std::max(1.0, area.w - 2 * margin);
    const double h = std::max(1.0, area.h - 2 * margin);
    std::vector<Vec2> px;
    for (int restart = 0; restart < 8 && static_cast<int>(px.size()) < count; ++restart) {
        px.clear();
        for (int attempt = 0; attempt < 400 && static_cast<int>(px.size()) < count; ++attempt) {
            const Vec2 p{area.x + margin + w * fx.unit(), area.y + margin + h * fx.unit()};
            if (nearestTo(px, p, px.size()) >= dieSize * kRestGap) {
                px.push_back(p);
            }
        }
    }
    return px;
}

// Crowded: rows with the dice shuffled along them, then each nudged at random as far as it
// stays clear of the others, so even a full table does not look laid out.
std::vector<Vec2> jiggledRows(int count, const SDL_Rect& area, double dieSize, core::Rng& fx) {
    const int cols = std::max(1, static_cast<int>(std::floor(area.w / (dieSize * kSpacing))));
    const int rows = (count + cols - 1) / cols;
    const double cw = static_cast<double>(area.w) / cols;
    const double ch = static_cast<double>(area.h) / std::max(1, rows);
    std::vector<Vec2> px;
    double shift = 0; // a short row slides along its free space as a whole
    for (int i = 0; i < count; ++i) {
        const int row = i / cols;
        if (i % cols == 0) {
            shift = (cols - std::min(cols, count - row * cols)) * cw * fx.unit();
        }
        px.push_back({area.x + shift + cw * (i % cols + 0.5), area.y + ch * (row + 0.5)});
    }
    const double margin = dieSize * kRestMargin;
    const double x0 = area.x + margin;
    const double x1 = std::max(x0, area.x + area.w - margin);
    const double y0 = area.y + margin;
    const double y1 = std::max(y0, area.y + area.h - margin);
    auto tryMove = [&](std::size_t i, double dx, double dy) {
        // Within the margins, or at least no further out than a crowded row started.
        const Vec2 p{px[i].x + dx, px[i].y + dy};
        const bool inside = p.x >= std::min(x0, px[i].x) && p.x <= std::max(x1, px[i].x) &&
                            p.y >= std::min(y0, px[i].y) && p.y <= std::max(y1, px[i].y);
        if (inside && nearestTo(px, p, i) >= dieSize * kRestGap) {
            px[i] = p;
        }
    };
    for (int round = 0; round < 40; ++round) {
        const double reach = dieSize * (0.3 - 0.0065 * round); // bold moves first, then small
        for (std::size_t i = 0; i < px.size(); ++i) {
            // Along one axis at a time: a die boxed in on one side can still slide on the other.
            tryMove(i, uniform(fx, -reach, reach), 0);
            tryMove(i, 0, uniform(fx, -reach, reach));
        }
    }
    return px;
}
} // namespace

bool restingOverlap(const std::vector<Vec2>& positions, const SDL_Rect& area, double dieSize) {
    for (std::size_t i = 0; i < positions.size(); ++i) {
        for (std::size_t j = i + 1; j < positions.size(); ++j) {
            const double dx = (positions[i].x - positions[j].x) * area.w;
            const double dy = (positions[i].y - positions[j].y) * area.h;
            if (std::hypot(dx, dy) < dieSize * 1.2) {
                return true;
            }
        }
    }
    return false;
}

bool restingTooClose(const RestPlacement& rest, const SDL_Rect& area, double dieSize) {
    const physics::ThrowSetup spacing;
    auto spot = [&](std::size_t i) {
        return physics::RestSpot{rest.positions[i].x * area.w / dieSize,
                                 rest.positions[i].y * area.h / dieSize, rest.angles[i]};
    };
    for (std::size_t i = 0; i < rest.positions.size() && i < rest.angles.size(); ++i) {
        for (std::size_t j = i + 1; j < rest.positions.size() && j < rest.angles.size(); ++j) {
            if (physics::shortfall(spot(i), spot(j), spacing.restGap, spacing.bodyGap) > 1e-6) {
                return true;
            }
        }
    }
    return false;
}

RestPlacement placeDice(int count, const SDL_Rect& area, double dieSize, core::Rng& fx) {
    RestPlacement out;
    if (area.w <= 0 || area.h <= 0) {
        // No area to rest in (not laid out yet): a row across the middle, never NaN.
        for (int i = 0; i < count; ++i) {
            out.positions.push_back({(i + 0.5) / count, 0.5});
            out.angles.push_back(0.0);
        }
        return out;
    }
    std::vector<Vec2> px = scatter(count, area, dieSize, fx);
    if (static_cast<int>(px.size()) < count) {
        px = jiggledRows(count, area, dieSize, fx);
    }
    for (const auto& p : px) {
        out.positions.push_back({(p.x - area.x) / area.w, (p.y - area.y) / area.h});
        out.angles.push_back(uniform(fx, -11.0, 11.0));
    }
    return out;
}

} // namespace greed::app

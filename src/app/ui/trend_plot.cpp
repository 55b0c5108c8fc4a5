// TrendPlot: grid at 0/25/50/75/100 %, x from the first game to the last, a legend on top.
#include "app/ui/trend_plot.hpp"

#include "app/ui/palette.hpp"

#include <algorithm>

namespace greed::app {

std::vector<std::pair<std::size_t, double>> thinSeries(const std::vector<double>& values,
                                                       int width) {
    std::vector<std::pair<std::size_t, double>> points;
    const std::size_t n = values.size();
    const std::size_t most = static_cast<std::size_t>(std::max(2, width / 2));
    const std::size_t step = n > most ? (n + most - 1) / most : 1;
    for (std::size_t i = 0; i < n; i += step) {
        points.emplace_back(i, values[i]);
    }
    if (n > 0 && points.back().first != n - 1) {
        points.emplace_back(n - 1, values[n - 1]); // always end on the latest game
    }
    return points;
}

void drawTrendPlot(const Painter& p, const SDL_Rect& area, const TypeScale& type,
                   const std::vector<TrendSeries>& series) {
    p.fill(area, {10, 14, 13, 235});
    const int pad = type.small;
    const SDL_Rect plot{area.x + pad * 3, area.y + type.small * 2 + pad / 2, area.w - pad * 4,
                        area.h - type.small * 4 - pad};
    for (int k = 0; k <= 4; ++k) {
        const double y = plot.y + plot.h - plot.h * k / 4.0;
        p.line({static_cast<double>(plot.x), y}, {static_cast<double>(plot.x + plot.w), y}, 1,
               kGrid);
        p.label(std::to_string(k * 25) + "%", plot.x - pad / 2, static_cast<int>(y),
                {type.small * 8 / 10, false, kInkDim, Align::Right, VAlign::Middle});
    }
    std::size_t games = 0;
    for (const auto& s : series) {
        games = std::max(games, s.values.size());
    }
    // Legend along the top.
    int lx = plot.x;
    for (const auto& s : series) {
        p.line({static_cast<double>(lx), area.y + pad * 1.0},
               {static_cast<double>(lx + pad * 2), area.y + pad * 1.0}, 3, s.colour);
        const SDL_Rect r = p.label(s.label, lx + pad * 5 / 2, area.y + pad,
                                   {type.small, false, kInk, Align::Left, VAlign::Middle});
        lx = r.x + r.w + pad * 2;
    }
    p.label(games == 0 ? "no finished games yet" : "games 1 to " + std::to_string(games),
            plot.x + plot.w, plot.y + plot.h + pad / 3,
            {type.small * 8 / 10, false, kInkDim, Align::Right, VAlign::Top});
    if (games == 0) {
        return;
    }
    const double span = games > 1 ? static_cast<double>(games - 1) : 1.0;
    for (const auto& s : series) {
        Vec2 last{};
        bool first = true;
        for (const auto& [i, v] : thinSeries(s.values, plot.w)) {
            const Vec2 at{plot.x + plot.w * (static_cast<double>(i) / span),
                          plot.y + plot.h * (1.0 - std::clamp(v, 0.0, 1.0))};
            if (!first) {
                if (s.dashed) {
                    p.dashedLine(last, at, 2, 6, 4, s.colour);
                } else {
                    p.line(last, at, 3, s.colour);
                }
            }
            last = at;
            first = false;
        }
        p.disc(last, 4, s.colour);
    }
}

} // namespace greed::app

// TrendPlot: fractions (0..1) over a sequence of games as lines (on the caller's panel) with a
// percentage grid; long series are thinned to about one point per two pixels.
#pragma once

#include "app/ui/painter.hpp"
#include "app/ui/type_scale.hpp"

#include <string>
#include <vector>

namespace greed::app {

struct TrendSeries {
    std::vector<double> values; // one per game, 0..1
    SDL_Color colour;
    std::string label;
    bool dashed = false;
};

// The points actually drawn for `values` across `width` pixels (index, value).
std::vector<std::pair<std::size_t, double>> thinSeries(const std::vector<double>& values,
                                                       int width);

// `note`: a word on what the lines show (the trend), under the plot at its left in gold,
// beside the axis's range at its right.
void drawTrendPlot(const Painter& p, const SDL_Rect& area, const TypeScale& type,
                   const std::vector<TrendSeries>& series, const std::string& note = {});

} // namespace greed::app

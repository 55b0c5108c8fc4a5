// TrendPlot: grid at 0/25/50/75/100 % (written the language's way), x from the first game to
// the last, a legend on top that shrinks to fit.
#include "app/ui/trend_plot.hpp"

#include "app/ui/ellipsis.hpp"
#include "app/ui/palette.hpp"
#include "i18n/numbers.hpp"
#include "i18n/translate.hpp"

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

namespace {

constexpr double kEndDisc = 4.0; // the disc a line ends in (and its legend sample)

void drawStroke(const Painter& p, Vec2 from, Vec2 to, const TrendSeries& s) {
    if (s.dashed) {
        p.dashedLine(from, to, 2, 6, 4, s.colour);
    } else {
        p.line(from, to, 3, s.colour);
    }
}

} // namespace

void drawTrendPlot(const Painter& p, const SDL_Rect& area, const TypeScale& type,
                   const std::vector<TrendSeries>& series, const std::string& note) {
    const int pad = type.small;
    const int gridSize = type.small * 8 / 10;
    // The percentage labels set the left margin ("100%", "100 %").
    int gridW = 0;
    for (int k = 0; k <= 4; ++k) {
        gridW =
            std::max(gridW, p.text().measure(i18n::formatPercent(k / 4.0, 0), gridSize, false).x);
    }
    const int left = std::max(pad * 3, gridW + pad);
    // Legend along the top: its words shrink together until the legend fits the width; when
    // even small words do not fit side by side (a narrow panel), one entry a line.
    const auto legendWidth = [&](int size) {
        int total = 0;
        for (const auto& s : series) {
            total += pad * 5 / 2 + p.text().measure(s.label, size, false).x + pad * 2;
        }
        return total - pad * 2;
    };
    const int legendRoom = area.w - left - pad;
    // Shrinking stops at four fifths of the size (the player's text size must not be undone
    // here); past that the entries stack.
    int legendSize = type.small;
    const int smallest = std::max(11, type.small * 4 / 5);
    while (legendSize > smallest && legendWidth(legendSize) > legendRoom) {
        --legendSize;
    }
    const bool stacked = legendWidth(legendSize) > legendRoom;
    if (stacked) {
        legendSize = type.small;
    }
    const int lineH = type.small + pad / 3;
    const int extra = stacked ? static_cast<int>(series.size() - 1) * lineH : 0;
    const SDL_Rect plot{area.x + left, area.y + type.small * 2 + pad / 2 + extra,
                        area.w - left - pad, area.h - type.small * 4 - pad - extra};
    int lx = plot.x;
    int ly = area.y + pad;
    for (const auto& s : series) {
        // The sample is drawn as its line is: a dashed series has a dashed sample, and each
        // ends in the disc its line ends in.
        const Vec2 from{static_cast<double>(lx), ly * 1.0};
        const Vec2 to{static_cast<double>(lx + pad * 2), ly * 1.0};
        drawStroke(p, from, to, s);
        p.disc(to, kEndDisc, s.colour);
        // Stacked, a label too long for its line shrinks as far as the side-by-side words did,
        // then gives up its last letters: it never runs out of the panel.
        const int room = area.x + area.w - pad / 2 - (lx + pad * 5 / 2);
        const platform::TextStyle style{
            stacked ? std::max(smallest, p.text().fitSize(s.label, legendSize, false, room))
                    : legendSize,
            false, kInk, Align::Left, VAlign::Middle};
        const SDL_Rect r = p.label(stacked ? ellipsize(p.text(), s.label, style, room) : s.label,
                                   lx + pad * 5 / 2, ly, style);
        if (stacked) {
            ly += lineH;
        } else {
            lx = r.x + r.w + pad * 2;
        }
    }
    for (int k = 0; k <= 4; ++k) {
        const double y = plot.y + plot.h - plot.h * k / 4.0;
        p.line({static_cast<double>(plot.x), y}, {static_cast<double>(plot.x + plot.w), y}, 1,
               kGrid);
        p.label(i18n::formatPercent(k / 4.0, 0), plot.x - pad / 2, static_cast<int>(y),
                {gridSize, false, kInkDim, Align::Right, VAlign::Middle});
    }
    std::size_t games = 0;
    for (const auto& s : series) {
        games = std::max(games, s.values.size());
    }
    const std::string axis =
        games == 0 ? std::string(i18n::tr("no finished games yet"))
                   // TRANSLATORS: under the win-rate plot: its x axis runs over games 1 to {0}.
                   : i18n::trf("games 1 to {0}", i18n::formatNumber(static_cast<long long>(games)));
    // The note and the range share the line under the plot, the note first (it says more).
    const int lineSize = type.small * 8 / 10;
    int noteW = 0;
    if (!note.empty() && games > 0) {
        const int size = p.text().fitSize(note, lineSize, true, plot.w * 6 / 10);
        noteW = p.label(note, plot.x, plot.y + plot.h + pad / 3,
                        {size, true, kGold, Align::Left, VAlign::Top})
                    .w +
                pad;
    }
    const int axisSize = p.text().fitSize(axis, lineSize, false, plot.w - noteW);
    if (p.text().measure(axis, axisSize, false).x <= plot.w - noteW) {
        // (A narrow plot keeps the note: the range is what the grid's extent shows anyway.)
        p.label(axis, plot.x + plot.w, plot.y + plot.h + pad / 3,
                {axisSize, false, kInkDim, Align::Right, VAlign::Top});
    }
    if (games == 0) {
        return;
    }
    const double span = games > 1 ? static_cast<double>(games - 1) : 1.0;
    // The first series is the main one: drawn last, on top of the others.
    for (auto s = series.rbegin(); s != series.rend(); ++s) {
        const auto points = thinSeries(s->values, plot.w);
        // A short series marks each game (a lone point is otherwise a speck of a line).
        const bool marked = !s->dashed && points.size() > 1 &&
                            plot.w / static_cast<double>(points.size()) >= kEndDisc * 4;
        Vec2 last{};
        bool first = true;
        for (const auto& [i, v] : points) {
            const Vec2 at{plot.x + plot.w * (static_cast<double>(i) / span),
                          plot.y + plot.h * (1.0 - std::clamp(v, 0.0, 1.0))};
            if (!first) {
                drawStroke(p, last, at, *s);
            }
            if (marked) {
                p.disc(at, kEndDisc * 3 / 4, s->colour);
            }
            last = at;
            first = false;
        }
        p.disc(last, kEndDisc, s->colour);
    }
}

} // namespace greed::app

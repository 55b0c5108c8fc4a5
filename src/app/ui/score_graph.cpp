// ScoreGraph: axes with round ticks, 3 px lines in seat colours, markers by how turns ended.
#include "app/ui/score_graph.hpp"

#include "app/ui/palette.hpp"

#include <algorithm>
#include <cmath>

namespace greed::app {

std::vector<double> niceTicks(double lo, double hi, int count) {
    if (hi <= lo) {
        hi = lo + 1;
    }
    const double raw = (hi - lo) / std::max(1, count);
    const double mag = std::pow(10.0, std::floor(std::log10(raw)));
    double step = mag;
    for (double m : {1.0, 2.0, 2.5, 5.0, 10.0}) {
        if (m * mag >= raw) {
            step = m * mag;
            break;
        }
    }
    std::vector<double> ticks;
    for (double v = std::floor(lo / step) * step; v <= hi + step * 0.999; v += step) {
        ticks.push_back(v);
    }
    return ticks;
}

ScoreGraph::ScoreGraph(const core::Game& game) : m_game(game) {}

int ScoreGraph::turnCount(int player) const {
    return static_cast<int>(m_game.players()[static_cast<std::size_t>(player)].history.size());
}

int ScoreGraph::firstRound(int player) const {
    const auto& players = m_game.players();
    const auto& me = players[static_cast<std::size_t>(player)];
    if (me.joinedAtTurn <= 0) {
        return 0;
    }
    // Turns played when they joined, shared among the players seated then: the rounds gone.
    int seated = 0;
    for (int i = 0; i < player; ++i) {
        const auto& o = players[static_cast<std::size_t>(i)];
        const bool there = o.joinedAtTurn <= me.joinedAtTurn &&
                           (o.leftAtTurn < 0 || o.leftAtTurn >= me.joinedAtTurn);
        seated += there ? 1 : 0;
    }
    return me.joinedAtTurn / std::max(1, seated);
}

void ScoreGraph::layout(const SDL_Rect& area, const TypeScale& type, const Painter& painter) {
    m_area = area;
    m_type = type;
    double lo = 0;
    // Headroom over the target, so its line and label never sit on the plot's top edge.
    double hi = m_game.rules().target * 1.04;
    m_xMax = 1;
    for (const auto& p : m_game.players()) {
        for (const auto& t : p.history) {
            lo = std::min(lo, static_cast<double>(t.scoreAfter));
            hi = std::max(hi, static_cast<double>(t.scoreAfter));
        }
    }
    for (int i = 0; i < m_game.playerCount(); ++i) {
        m_xMax = std::max(m_xMax, firstRound(i) + turnCount(i));
    }
    m_yTicks = niceTicks(lo, hi, 6);
    m_yMin = m_yTicks.front();
    m_yMax = m_yTicks.back();
    const int labelW =
        painter.text().measure(std::to_string(static_cast<int>(m_yMax)), type.small, false).x;
    const int left = labelW + type.small * 3;
    const int bottom = type.small * 3 + 4;
    m_plot = {area.x + left, area.y + type.small, area.w - left - type.small,
              area.h - bottom - type.small};
}

Vec2 ScoreGraph::point(int player, int turn) const {
    double score = 0;
    if (turn >= 0) {
        score = m_game.players()[static_cast<std::size_t>(player)]
                    .history[static_cast<std::size_t>(turn)]
                    .scoreAfter;
    }
    const double x =
        m_plot.x + (firstRound(player) + turn + 1) * static_cast<double>(m_plot.w) / m_xMax;
    const double y = m_plot.y + m_plot.h - (score - m_yMin) / (m_yMax - m_yMin) * m_plot.h;
    return {x, y};
}

GraphPick ScoreGraph::pick(int x, int y) const {
    GraphPick best;
    double bestD = std::max(12.0, m_plot.w / (2.0 * m_xMax));
    for (int p = 0; p < m_game.playerCount(); ++p) {
        for (int t = 0; t < turnCount(p); ++t) {
            const Vec2 c = point(p, t);
            const double d = std::hypot(c.x - x, (c.y - y) * 1.5);
            if (d < bestD) {
                bestD = d;
                best = {p, t};
            }
        }
    }
    return best;
}

void ScoreGraph::drawJoinAndLeave(const Painter& p, int pl, double r) const {
    const auto& player = m_game.players()[static_cast<std::size_t>(pl)];
    const SDL_Color c = playerColor(pl);
    if (player.joinedAtTurn > 0) {
        // A square where a late joiner's line begins, labelled.
        const Vec2 s = point(pl, -1);
        const int side = static_cast<int>(r * 2.4);
        p.fill({static_cast<int>(s.x) - side / 2, static_cast<int>(s.y) - side / 2, side, side}, c);
        p.label("joined", static_cast<int>(s.x), static_cast<int>(s.y - r * 2),
                {m_type.small, true, c, Align::Center, VAlign::Bottom});
    }
    if (player.left) {
        // A cross where the line of a player who left ends.
        const Vec2 e = point(pl, turnCount(pl) - 1);
        const double k = r * 1.8;
        p.line({e.x - k, e.y - k}, {e.x + k, e.y + k}, 3, kInk);
        p.line({e.x - k, e.y + k}, {e.x + k, e.y - k}, 3, kInk);
        p.label("left", static_cast<int>(e.x + k + 3), static_cast<int>(e.y),
                {m_type.small, true, c, Align::Left, VAlign::Middle});
    }
}

void ScoreGraph::render(const Painter& p, const GraphPick& selected) const {
    const auto& T = m_type;
    p.fill(m_area, {10, 14, 13, 235});
    // Grid and y ticks.
    for (double v : m_yTicks) {
        const double y = m_plot.y + m_plot.h - (v - m_yMin) / (m_yMax - m_yMin) * m_plot.h;
        p.line({static_cast<double>(m_plot.x), y}, {static_cast<double>(m_plot.x + m_plot.w), y}, 1,
               v == 0 ? SDL_Color{255, 255, 255, 90} : kGrid);
        p.label(std::to_string(static_cast<int>(v)), m_plot.x - T.small / 2, static_cast<int>(y),
                {T.small, false, kInkDim, Align::Right, VAlign::Middle});
    }
    // x ticks: turn numbers, thinned to fit.
    const int every =
        std::max(1, static_cast<int>(std::ceil(m_xMax / (m_plot.w / (T.small * 3.0)))));
    for (int t = 0; t <= m_xMax; t += every) {
        const double x = m_plot.x + t * static_cast<double>(m_plot.w) / m_xMax;
        p.line({x, static_cast<double>(m_plot.y)}, {x, static_cast<double>(m_plot.y + m_plot.h)}, 1,
               kGrid);
        p.label(std::to_string(t), static_cast<int>(x), m_plot.y + m_plot.h + 4,
                {T.small, false, kInkDim, Align::Center});
    }
    p.label("turn", m_plot.x + m_plot.w / 2, m_plot.y + m_plot.h + T.small + 8,
            {T.small, true, kInk, Align::Center});
    p.text().drawScaled("score", m_area.x + T.small, m_plot.y + m_plot.h / 2, {T.small, true, kInk},
                        1.0, -90.0);
    // Target line.
    const double target = m_game.rules().target;
    const double ty = m_plot.y + m_plot.h - (target - m_yMin) / (m_yMax - m_yMin) * m_plot.h;
    p.dashedLine({static_cast<double>(m_plot.x), ty},
                 {static_cast<double>(m_plot.x + m_plot.w), ty}, 2, 10, 7, kGold);

    // Lines, then markers on top.
    const double r = std::max(4.0, T.small * 0.3);
    for (int pl = 0; pl < m_game.playerCount(); ++pl) {
        const SDL_Color c = playerColor(pl);
        Vec2 prev = point(pl, -1);
        for (int t = 0; t < turnCount(pl); ++t) {
            const Vec2 cur = point(pl, t);
            p.line(prev, cur, 3, c);
            p.disc(cur, 1.5, c);
            prev = cur;
        }
    }
    for (int pl = 0; pl < m_game.playerCount(); ++pl) {
        const SDL_Color c = playerColor(pl);
        const auto& history = m_game.players()[static_cast<std::size_t>(pl)].history;
        for (int t = 0; t < turnCount(pl); ++t) {
            const Vec2 m = point(pl, t);
            const auto end = history[static_cast<std::size_t>(t)].end;
            if (end == core::TurnEnd::Penalty) {
                const double s = r * 1.6;
                p.triangle({m.x - s - 1.5, m.y - s * 0.7 - 1.5},
                           {m.x + s + 1.5, m.y - s * 0.7 - 1.5}, {m.x, m.y + s + 2},
                           {0, 0, 0, 255});
                p.triangle({m.x - s, m.y - s * 0.7}, {m.x + s, m.y - s * 0.7}, {m.x, m.y + s}, c);
            } else if (end == core::TurnEnd::Bust || end == core::TurnEnd::EntryFailed) {
                p.disc(m, r + 1, {10, 14, 13, 255});
                p.ring(m, r, 2, c);
            } else {
                p.disc(m, r, c);
            }
            if (selected.player == pl && selected.turn == t) {
                p.ring(m, r * 2.2, 2, kInk);
            }
        }
        drawJoinAndLeave(p, pl, r);
    }
    // The target's label last, on a dark tab so no line runs through it, at the left end
    // where scores are still low (at the right it would cover the deciding markers).
    const std::string label = "target " + std::to_string(m_game.rules().target);
    const SDL_Point sz = p.text().measure(label, T.small, true);
    const int lx = m_plot.x + 8;
    const int ly = static_cast<int>(ty) - 3 - sz.y;
    p.fill({lx - 4, ly, sz.x + 8, sz.y}, {10, 14, 13, 230});
    p.label(label, lx, ly, {T.small, true, kGold});
}

} // namespace greed::app

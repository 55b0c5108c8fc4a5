// ScoreGraph: every player's score after each turn as a line chart, with picking.
#pragma once

#include "app/services.hpp"
#include "app/ui/painter.hpp"
#include "core/game.hpp"

#include <vector>

namespace greed::app {

// A marker: player and index into that player's history (-1: none).
struct GraphPick {
    int player = -1;
    int turn = -1;
    bool valid() const { return player >= 0 && turn >= 0; }
    bool operator==(const GraphPick& o) const { return player == o.player && turn == o.turn; }
};

// Round tick values covering [lo, hi] with about `count` steps (1, 2, 2.5, 5 x 10^k).
std::vector<double> niceTicks(double lo, double hi, int count);

class ScoreGraph {
public:
    explicit ScoreGraph(const core::Game& game);
    void layout(const SDL_Rect& area, const TypeScale& type, const Painter& painter);
    void render(const Painter& painter, const GraphPick& selected) const;
    GraphPick pick(int x, int y) const;     // nearest marker within reach, or none
    Vec2 point(int player, int turn) const; // turn -1: the start (score 0)
    const SDL_Rect& plot() const { return m_plot; }
    int turnCount(int player) const;
    // The round a player who joined mid-game started in (0: from the start).
    int firstRound(int player) const;

private:
    void drawJoinAndLeave(const Painter& painter, int player, double radius) const;

    const core::Game& m_game;
    SDL_Rect m_area{};
    SDL_Rect m_plot{};
    TypeScale m_type{14, 15, 20, 28, 44};
    double m_yMin = 0;
    double m_yMax = 1;
    int m_xMax = 1;
    std::vector<double> m_yTicks;
};

} // namespace greed::app

// TableEstimate: pairwise two-player chances, taken in the order the players move from now.
#include "ai/table_estimate.hpp"

#include "ai/play_helpers.hpp"

#include <algorithm>
#include <cmath>

namespace greed::ai {

namespace {

// Moves from now: 0 for the current player, then in turn order.
int order(const core::Game& game, int player) {
    const int n = game.playerCount();
    return ((player - game.currentPlayer()) % n + n) % n;
}

// The seat a player has in the two-player game against `other`: 1 when `other` moves
// earlier in each round (only matters when every round is played out).
int pairSeat(const core::Game& game, int player, int other) {
    return seatOf(game, player) > seatOf(game, other) ? 1 : 0;
}

} // namespace

double normalisedPower(int players) {
    // Fitted on 500 seeded games per table (greed-bench-calibration, seed 41; docs/ai.md):
    // the Brier score is lowest near 0.8-0.9 at three players and 0.6-0.7 at four.
    return players <= 2 ? 1.0 : (players == 3 ? 0.85 : 0.7);
}

TableEstimate::TableEstimate(std::shared_ptr<const WinSolution> solution, TableCombine combine)
    : m_solution(std::move(solution)), m_combine(combine) {}

double TableEstimate::pair(const core::Game& game, int i, int j, int first) const {
    const int second = first == i ? j : i;
    const auto& a = game.players()[static_cast<size_t>(first)];
    const auto& b = game.players()[static_cast<size_t>(second)];
    const double v =
        m_solution->turnStartValue(pairSeat(game, first, second), a.score, a.entered, b.score,
                                   b.entered, game.bustStreak(first), game.bustStreak(second));
    return first == i ? v : 1.0 - v;
}

std::vector<double> TableEstimate::chances(const core::Game& game) const {
    const int n = game.playerCount();
    const auto& players = game.players();
    std::vector<double> q(static_cast<size_t>(n), 0.0);
    for (int i = 0; i < n; ++i) {
        if (players[static_cast<size_t>(i)].left) {
            continue;
        }
        double product = 1.0;
        double leader = 1.0;
        double weakest = 1.0;
        int best = -1;
        for (int j = 0; j < n; ++j) {
            if (j == i || players[static_cast<size_t>(j)].left) {
                continue;
            }
            const double v = pair(game, i, j, order(game, i) < order(game, j) ? i : j);
            product *= v;
            weakest = std::min(weakest, v);
            if (best < 0 ||
                players[static_cast<size_t>(j)].score > players[static_cast<size_t>(best)].score) {
                best = j;
                leader = v;
            }
        }
        q[static_cast<size_t>(i)] = m_combine == TableCombine::Leader    ? leader
                                    : m_combine == TableCombine::Weakest ? weakest
                                                                         : product;
    }
    if (m_combine == TableCombine::Normalised) {
        const double power = normalisedPower(game.activePlayerCount());
        double sum = 0.0;
        for (double& v : q) {
            v = std::pow(v, power);
            sum += v;
        }
        for (double& v : q) {
            v = sum > 0.0 ? v / sum : 0.0;
        }
    }
    return q;
}

double TableEstimate::endValue(const core::Game& game, int score, bool entered,
                               const std::vector<double>& others, int streak) const {
    const int me = game.currentPlayer();
    const auto& players = game.players();
    const double power = normalisedPower(game.activePlayerCount());
    double mine = 1.0;
    double rest = 0.0;
    double leader = 1.0;
    double weakest = 1.0;
    int best = -1;
    for (int j = 0; j < game.playerCount(); ++j) {
        const auto& p = players[static_cast<size_t>(j)];
        if (j == me || p.left) {
            continue;
        }
        const double v = m_solution->turnEndValue(pairSeat(game, me, j), score, entered, p.score,
                                                  p.entered, streak, game.bustStreak(j));
        mine *= v;
        weakest = std::min(weakest, v);
        if (m_combine == TableCombine::Normalised) {
            rest += std::pow((1.0 - v) * others[static_cast<size_t>(j)], power);
        }
        if (best < 0 || p.score > players[static_cast<size_t>(best)].score) {
            best = j;
            leader = v;
        }
    }
    if (m_combine == TableCombine::Leader) {
        return leader;
    }
    if (m_combine == TableCombine::Weakest) {
        return weakest;
    }
    // At the target with a final round to come, each opponent must beat this score in one
    // last turn: the product is then exact, and scaling would spoil it.
    const bool finalRound = game.rules().endPolicy == core::EndPolicy::FinalRound;
    if (m_combine == TableCombine::Product || (finalRound && score >= m_solution->targetPoints())) {
        return mine;
    }
    const double own = std::pow(mine, power);
    return own + rest > 0.0 ? own / (own + rest) : 0.0;
}

void TableEstimate::prepareTurn(TurnDp& dp, const core::Game& game) const {
    const int me = game.currentPlayer();
    const int n = game.playerCount();
    const auto& players = game.players();
    const auto& self = players[static_cast<size_t>(me)];
    // Each opponent's chance against everyone but the current player (their turns' order
    // does not change when the current turn ends).
    std::vector<double> others(static_cast<size_t>(n), 1.0);
    for (int i = 0; i < n; ++i) {
        for (int j = 0; j < n; ++j) {
            if (i == me || j == me || i == j || players[static_cast<size_t>(i)].left ||
                players[static_cast<size_t>(j)].left) {
                continue;
            }
            others[static_cast<size_t>(i)] *=
                pair(game, i, j, order(game, i) < order(game, j) ? i : j);
        }
    }
    const int u = dp.model().unit();
    std::vector<double>& bank = dp.prepare(m_solution->turnUnits(self.score));
    for (size_t t = 0; t < bank.size(); ++t) {
        bank[t] = endValue(game, self.score + static_cast<int>(t) * u, true, others);
    }
    // A turn with nothing adds to the busts in a row, and may pay their penalty.
    const core::BustStreak& rule = game.rules().bustStreak;
    const int count = rule.on() ? rule.count : 0;
    const int streak = game.bustStreak(me);
    auto nothing = [&](int score) {
        const StreakStep next = afterNothing(score, streak, count, rule.penalty);
        return endValue(game, next.score, self.entered, others, next.streak);
    };
    auto& pen = dp.penaltyValues();
    for (size_t k = 1; k < pen.size(); ++k) {
        pen[k] = nothing(self.score - static_cast<int>(k) * u);
    }
    dp.setBustValue(nothing(self.score));
    dp.run(self.entered);
}

} // namespace greed::ai

// TableEstimate: winning chances at a table of 3 to 8 players, built from the exact
// two-player solution: each pair of players is valued as a two-player game, and the
// pairwise chances are combined into one chance per player.
#pragma once

#include "ai/turn_dp.hpp"
#include "ai/win_solver.hpp"

#include "core/game.hpp"

#include <memory>
#include <vector>

namespace greed::ai {

// How the pairwise chances become one player's chance (docs/ai.md: the measurements).
enum class TableCombine {
    Leader,     // the two-player chance against the leading opponent only
    Product,    // the product of the chances against every opponent
    Normalised, // the products of all players, tempered (normalisedPower), scaled to sum to one
    Weakest,    // the lowest of the two-player chances against each opponent
};

// The power each player's product is raised to before Normalised scales the chances: the plain
// products are overconfident (a leader's 75 % won 63 % of four-player games).
double normalisedPower(int players);

class TableEstimate {
public:
    explicit TableEstimate(std::shared_ptr<const WinSolution> solution,
                           TableCombine combine = TableCombine::Normalised);
    const WinSolution& solution() const { return *m_solution; }
    TableCombine combine() const { return m_combine; }

    // Every player's chance to win from the start of the current player's turn (0 for those
    // who left); with Normalised the chances sum to one.
    std::vector<double> chances(const core::Game& game) const;
    // Fills and runs `dp` for the current player's turn: every way the turn can end (bank,
    // bust, penalty) is valued by the current player's estimated chance to win after it.
    void prepareTurn(TurnDp& dp, const core::Game& game) const;

private:
    // P(i beats j) as a two-player game where `first` of the two moves first.
    double pair(const core::Game& game, int i, int j, int first) const;
    // The current player's chance when their turn ends at `score` (points) with `streak`
    // busts in a row.
    double endValue(const core::Game& game, int score, bool entered,
                    const std::vector<double>& others, int streak = 0) const;

    std::shared_ptr<const WinSolution> m_solution;
    TableCombine m_combine;
};

} // namespace greed::ai

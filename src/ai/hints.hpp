// Hints for a human player: the chance that the next throw ends the turn, and with an
// exact solution the chance of winning when banking now versus rolling on.
#pragma once

#include "ai/optimal_strategy.hpp"

#include "core/game.hpp"

#include <cstdint>
#include <memory>
#include <optional>

namespace greed::ai {

struct Hint {
    int dice = 0;                  // dice the next throw uses
    std::uint64_t bustWays = 0;    // throws (of totalWays) that end the turn with nothing
    std::uint64_t penaltyWays = 0; // throws that bring a penalty
    std::uint64_t totalWays = 0;
    double bustChance = 0.0; // includes a failed entry throw
    double penaltyChance = 0.0;
    // Points a turn ending with nothing now would also cost: the busts-in-a-row penalty (0 when
    // the player is not one such turn from it).
    int streakPenalty = 0;
    std::optional<double> winIfBank; // set when banking is allowed and a solution applies
    std::optional<double> winIfRoll; // set when a solution applies
};

class HintAdvisor {
public:
    // Uses a cached solution (or solves one when its state count is at most `solveUpTo`).
    explicit HintAdvisor(const core::Rules& rules, std::uint64_t solveUpTo = 0);
    HintAdvisor(const core::Rules& rules, std::shared_ptr<const WinSolution> solution);
    bool hasWinChances() const { return m_player.hasSolution(); }
    // A table of three whose rules allow the exact three-player solution, which is not held
    // yet (the hints estimate its chances from the two-player one meanwhile).
    bool wantsThreeSolution(const core::Game& game) const;
    // For the player to act in `game` (AwaitRoll or AwaitDecision; else only the odds of
    // throwing the dice left).
    Hint advise(const core::Game& game);

private:
    std::shared_ptr<const ExpectedPolicy> m_policy;
    OptimalStrategy m_player;
};

} // namespace greed::ai

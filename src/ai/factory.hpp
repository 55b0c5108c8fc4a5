// makeStrategy: a computer player by id (a personality, or "threshold[:N]").
#pragma once

#include "ai/personality.hpp"
#include "ai/strategy.hpp"

#include "core/rules.hpp"

#include <cstdint>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

namespace greed::ai {

// The Professor solves a rule set on the spot when nothing is cached and the solver's
// state count is at most this (about a second on one core).
constexpr std::uint64_t kSolveOnTheSpot = 4'000'000;

struct StrategyOptions {
    std::filesystem::path dataDir;                           // empty: core::dataDirectory()
    std::uint64_t solveUpTo = kSolveOnTheSpot;               // 0: only use cached solutions
    const std::vector<Personality>* personalities = nullptr; // null: defaultPersonalities()
    // The Professor takes up a solution that arrives later in this process (solved in the
    // background by the game); tournaments turn this off so results never depend on timing.
    bool takeLateSolution = true;
};

// Does this personality play the two-player solution (the Professor)?
bool playsSolution(const std::string& id, const StrategyOptions& options = {});
// Does it also play the exact three-player solution at tables of three (play.table "exact")?
bool playsThreeSolution(const std::string& id, const StrategyOptions& options = {});

// Throws std::invalid_argument for an unknown id.
std::unique_ptr<Strategy> makeStrategy(const std::string& id, const core::Rules& rules,
                                       const StrategyOptions& options = {});
std::unique_ptr<Strategy> makeStrategy(const Personality& personality, const core::Rules& rules,
                                       const StrategyOptions& options = {});

} // namespace greed::ai

// Tournaments: many seeded games between computer players (personalities, thresholds,
// external bots) with the first seat rotating, and per-player statistics. The games are
// played through lean MatchSessions (the same gate as every match, with no log and no file).
#pragma once

#include "ai/external_bot.hpp"
#include "ai/factory.hpp"
#include "ai/win_solver.hpp"

#include "core/game.hpp"
#include "core/rules.hpp"

#include <cstdint>
#include <functional>
#include <string>
#include <utility>
#include <vector>

namespace greed::session {

struct TournamentConfig {
    core::Rules rules;
    std::vector<std::string> players; // personality ids, threshold[:N], or bot paths
    std::uint64_t games = 1000;
    std::uint64_t seed = 1;
    int threads = 1;
    ai::StrategyOptions strategies; // strategies.solveUpTo: the Professor's solve before play
    ai::BotOptions bots;
    ai::SolveProgress solveProgress; // follows that solve (from the calling thread)
};

struct PlayerStats {
    std::string id;
    double wins = 0.0; // a win shared by k players counts 1/k
    std::uint64_t games = 0;
    std::uint64_t starts = 0; // games this player began
    std::uint64_t turns = 0;
    std::uint64_t busts = 0; // turns ending with nothing or a penalty
    std::uint64_t banks = 0;
    std::int64_t points = 0;    // sum of score changes
    std::int64_t banked = 0;    // sum of banked turn totals
    std::uint64_t illegal = 0;  // refused actions (replaced by a legal one)
    std::uint64_t forfeits = 0; // bot decisions forfeited

    // Adds a player's turns of one game (turns, points, banks, busts).
    void countTurns(const std::vector<core::TurnRecord>& history);
    double winRate() const { return games ? wins / static_cast<double>(games) : 0.0; }
    std::pair<double, double> winInterval() const; // Wilson 95%
    double pointsPerTurn() const;
    double bustRate() const;
    double meanBank() const;
};

struct TournamentResult {
    std::vector<PlayerStats> players;
    std::uint64_t games = 0;
    std::uint64_t unfinished = 0; // games stopped by the move limit
    // What the Professor played and why (empty without a Professor).
    std::string professorPolicy;
    bool professorSolved = false; // solved in this run (not found in the cache)
    double seconds = 0.0;
    double gamesPerSecond() const {
        return seconds > 0 ? static_cast<double>(games) / seconds : 0.0;
    }
};

// Throws std::invalid_argument for an unknown player or a bad configuration.
TournamentResult runTournament(const TournamentConfig& config);
// Gets the Professor's solution ready before the games (loaded, or solved when its cost is
// within config.strategies.solveUpTo) and says which policy it will play and why.
std::string prepareProfessor(const TournamentConfig& config, bool* solvedNow = nullptr);
// A player by entry: a bot path or a strategy id.
std::unique_ptr<ai::Strategy> makePlayer(const std::string& entry, const core::Rules& rules,
                                         const ai::StrategyOptions& strategies,
                                         const ai::BotOptions& bots);
// The result table (deterministic: no timings).
std::string formatTournament(const TournamentConfig& config, const TournamentResult& result);

} // namespace greed::session

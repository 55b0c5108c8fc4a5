// How long games of a rule set run, estimated before the House rules screen saves it: a short
// seeded simulation of computer players, so penalties, entry, bank minimums and busts-in-a-row
// all count as they do in play (docs/game.md, "House rules").
#pragma once

#include "core/rules.hpp"

#include <string>

namespace greed::app {

// Games simulated, and players at each table: enough to tell a usual game from an endless one.
constexpr int kLengthGames = 3;
constexpr int kLengthPlayers = 2;
// More turns per player than this in a game is "very long" (over an hour between two people).
constexpr int kLongGameTurns = 100;

struct GameLength {
    enum class Verdict { Usual, Long, Endless, Unknown };
    Verdict verdict = Verdict::Unknown;
    int turnsEach = 0; // turns each player took, on average over the games
    int rolls = 0;     // rolls per game, on average
};

// Plays kLengthGames games of kLengthPlayers "steady" computer players with fixed seeds (the
// same rules always give the same estimate). Endless: a game ended only at the roll limit
// (core/limits.hpp; the first such game ends the estimate). Unknown: computer players cannot
// play these rules (too much memory).
GameLength estimateGameLength(const core::Rules& rules);

// The screen's line for it, in the player's language ("" for Unknown).
std::string gameLengthWords(const GameLength& length);

} // namespace greed::app

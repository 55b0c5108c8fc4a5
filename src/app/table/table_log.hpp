// The table's log of recent moves as words: one line per core event, the same whether the
// table watched the event happen or was handed the match later and reads it from the move log.
#pragma once

#include "app/table/log_fit.hpp"
#include "core/game.hpp"
#include "session/match_setup.hpp"
#include "session/move.hpp"

#include <cstddef>
#include <string>
#include <vector>

namespace greed::app {

// The log keeps this many lines (the side panel shows the newest that fit).
constexpr std::size_t kTableLogLines = 14;

// The two opening lines: the rules and their target, and who plays first.
std::vector<std::string> logOpening(const core::Game& game);
// Every player's name as the log writes it (a computer's given name where it kept its
// personality's name) and the given name of their plate, by seat.
std::vector<LogName> logNames(const core::Game& game);
// The names of `players` joined by " & " (tied winners).
std::string playerNames(const core::Game& game, const std::vector<int>& players);
// The line an event adds to the log (empty: none). `game`: the match the event belongs to
// (its rules and the players' names).
std::string logLine(const core::Event& event, const core::Game& game);

// The log as it reads once the first `count` moves of a match have been shown: the opening
// lines, then a line per event, the last kTableLogLines of them. Replays the moves on a game
// of its own (a whole match takes well under a millisecond). Throws session::MatchFileError
// when a move does not apply.
std::vector<std::string> recentLog(const session::MatchConfig& setup,
                                   const std::vector<session::Move>& moves, std::size_t count);

} // namespace greed::app

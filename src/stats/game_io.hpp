// Writing one game into the statistics database (in one transaction) and reading it back.
#pragma once

#include "stats/game_record.hpp"
#include "stats/sqlite.hpp"

#include <cstdint>
#include <optional>

namespace greed::stats {

// Inserts the game, its players, turns, rolls and dice tallies in one transaction; returns the
// game's id. Throws SqliteError (nothing is written then).
std::int64_t writeGame(Database& db, const GameRecord& game);
// The game as written (none when there is no such id). Throws SqliteError.
std::optional<GameRecord> readGame(const Database& db, std::int64_t id);

} // namespace greed::stats

// Writing one game into the statistics database (in one transaction) and reading it back.
#pragma once

#include "stats/game_record.hpp"
#include "stats/sqlite.hpp"

#include <cstdint>
#include <optional>

namespace greed::stats {

struct Written {
    std::int64_t id = 0;
    bool added = false; // false: the match was there already (its id is returned)
};
// Inserts the game, its players, turns, rolls and dice tallies in one transaction, unless a game
// of the same match id is there already: a match is recorded once. Throws SqliteError (nothing
// is written then).
Written writeGameOnce(Database& db, const GameRecord& game);
// writeGameOnce's id.
std::int64_t writeGame(Database& db, const GameRecord& game);
// The game as written (none when there is no such id). Throws SqliteError.
std::optional<GameRecord> readGame(const Database& db, std::int64_t id);

} // namespace greed::stats

// The running totals of the statistics database (schema version 3 on): per player, against each
// personality, per rule set, and the faces and throws of the whole installation, kept up to date
// game by game. Shared by the writer of a game (game_io) and the migrations (schema).
#pragma once

#include "stats/sqlite.hpp"

#include <cstdint>

namespace greed::stats {

// Adds the game `id` (already written) to every running total.
void addToTotals(Database& db, std::int64_t id);

} // namespace greed::stats

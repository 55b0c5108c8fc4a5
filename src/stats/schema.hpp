// The statistics database's schema, versioned in PRAGMA user_version, and the migrations that
// bring any older file (from version 1 on) up to the current one, and the check that a file is
// Greed's before anything is written into it.
#pragma once

#include "stats/sqlite.hpp"

#include <cstdint>
#include <stdexcept>

namespace greed::stats {

// 1: rule sets, players, games, seats, turns, rolls.
// 2: the match file of each game (its replay), per-seat summaries, per-game dice tallies and
//    indexes, so the statistics screen reads summaries instead of every roll.
// 3: running totals (per player, against each personality, per rule set, faces and throws of
//    the whole installation), kept up to date game by game, so the screen's cost does not grow
//    with the number of games.
// 4: a stable match id per game (games.match_id, unique), so a match is recorded once whatever
//    records it; copies recorded twice before are removed and the running totals rebuilt.
constexpr int kSchemaVersion = 4;
// PRAGMA application_id of Greed's statistics files ("GrDb"), set by every migration step
// (Greed wrote 0 before version 4; checkOurs accepts 0 when the tables are Greed's).
constexpr std::int32_t kApplicationId = 0x47724462;

// The file was written by a newer Greed: it is left as it is.
class NewerSchemaError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// The file is not a statistics database of Greed's (another program's tables, a version no
// Greed ever wrote, missing tables or columns): it is set aside, never written into.
class ForeignSchemaError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

int schemaVersion(const Database& db);
// Throws ForeignSchemaError unless `db` is empty or Greed's (its application_id, when set, is
// ours; at its version it has every table and column that version made), NewerSchemaError for
// a Greed file of a newer version.
void checkOurs(Database& db);
// Migrates `db` up to `target` (each step in its own transaction, re-reading the version under
// the write lock, so two processes opening a new file at once migrate it once). Returns the
// version found before. Throws NewerSchemaError for a newer file, SqliteError otherwise.
int migrate(Database& db, int target = kSchemaVersion);

} // namespace greed::stats

// Recording the kept match files (saves/games/*.greed) that the statistics database does not
// hold yet: the promise made when a game ends while greed.db is locked ("kept and will be
// recorded later") is kept by this, at the next match's start and after each game.
#pragma once

#include "stats/stats_store.hpp"

#include <cstddef>
#include <filesystem>

namespace greed::stats {

// Records each match file in `folder` whose path no recorded game names, oldest name first.
// Idempotent: a match already there (the same match id) is not added again, and a file that
// cannot be read or holds no turn yet is passed over. Returns how many games were added; 0
// when the database cannot be written now (the files wait for a later call). At most `most`
// files are read and recorded per call (each is replayed), so a folder of many unrecorded
// matches (a new file after one was set aside) is taken in over several calls.
std::size_t recordKeptMatches(StatsStore& store, const std::filesystem::path& folder,
                              std::size_t most = static_cast<std::size_t>(-1));

} // namespace greed::stats

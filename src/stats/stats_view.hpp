// StatsView: everything the statistics screen (and greed-cli stats) shows, read in one go.
#pragma once

#include "stats/fairness.hpp"
#include "stats/queries.hpp"

#include <optional>
#include <vector>

namespace greed::stats {

struct StatsView {
    int games = 0; // recorded games, finished or abandoned
    std::vector<PlayerKey> players;
    int selected = -1; // index into players, -1 when there are none
    std::optional<PlayerSummary> summary;
    std::vector<HeadToHead> headToHead;
    std::vector<RuleSetLine> ruleSets; // those the player played
    std::vector<GameLine> recentGames; // newest first
    FairnessReport fairness;
};

// `player`: an index into the players list (clamped; default: the first, a person with the
// most games). `gameCount`: how many of the newest games to list. Throws SqliteError.
StatsView loadStatsView(const Database& db, int player = 0, int gameCount = 30);

} // namespace greed::stats

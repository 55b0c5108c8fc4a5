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

// The index in `players` (listPlayers' order) of the person who sat in the newest recorded
// game (of several, the one with the most games); without one, 0: the first of the list.
// The screen opens on who just played, not on whoever has the most games (a friend of an
// online game, a housemate) or a computer.
int newestPerson(const Database& db, const std::vector<PlayerKey>& players);

// `player`: an index into the players list (clamped); below 0 (the default), newestPerson's.
// `gameCount`: how many of the newest games to list. Throws SqliteError.
StatsView loadStatsView(const Database& db, int player = -1, int gameCount = 30);

} // namespace greed::stats

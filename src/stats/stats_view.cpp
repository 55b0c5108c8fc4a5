// StatsView: the queries the statistics screen needs, for one selected player.
#include "stats/stats_view.hpp"

#include <algorithm>

namespace greed::stats {

StatsView loadStatsView(const Database& db, int player, int gameCount) {
    StatsView v;
    v.games = stats::gameCount(db);
    v.players = listPlayers(db);
    if (!v.players.empty()) {
        v.selected = std::clamp(player, 0, static_cast<int>(v.players.size()) - 1);
        const std::int64_t id = v.players[static_cast<std::size_t>(v.selected)].id;
        v.summary = playerSummary(db, id);
        v.headToHead = headToHead(db, id);
        v.ruleSets = ruleSets(db, id);
    }
    v.recentGames = pastGames(db, gameCount);
    v.fairness = fairness(db);
    return v;
}

} // namespace greed::stats

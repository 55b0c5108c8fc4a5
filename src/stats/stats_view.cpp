// StatsView: the queries the statistics screen needs, for one selected player.
#include "stats/stats_view.hpp"

#include <algorithm>

namespace greed::stats {

int newestPerson(const Database& db, const std::vector<PlayerKey>& players) {
    Statement q = db.prepare("SELECT s.player FROM seats s JOIN players p ON p.id = s.player "
                             "WHERE p.kind = 'human' AND s.game = (SELECT max(id) FROM games)");
    std::vector<std::int64_t> seated;
    while (q.step()) {
        seated.push_back(q.integer(0));
    }
    // The list's order among them: the one with the most games.
    for (std::size_t i = 0; i < players.size(); ++i) {
        if (std::find(seated.begin(), seated.end(), players[i].id) != seated.end()) {
            return static_cast<int>(i);
        }
    }
    return 0;
}

StatsView loadStatsView(const Database& db, int player, int gameCount) {
    StatsView v;
    v.games = stats::gameCount(db);
    v.players = listPlayers(db);
    if (!v.players.empty()) {
        if (player < 0) {
            player = newestPerson(db, v.players);
        }
        v.selected = std::clamp(player, 0, static_cast<int>(v.players.size()) - 1);
        const std::int64_t id = v.players[static_cast<std::size_t>(v.selected)].id;
        v.summary = playerSummary(db, id);
        v.headToHead = headToHead(db, id);
        // Only the rule sets the player played: the others say nothing about them.
        v.ruleSets = ruleSets(db, id);
        v.ruleSets.erase(std::remove_if(v.ruleSets.begin(), v.ruleSets.end(),
                                        [](const RuleSetLine& r) { return r.playerGames == 0; }),
                         v.ruleSets.end());
    }
    v.recentGames = pastGames(db, gameCount);
    v.fairness = fairness(db);
    return v;
}

} // namespace greed::stats

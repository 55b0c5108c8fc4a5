// Queries: aggregates come from the per-seat summaries; streaks and trends from the ordered
// list of one player's results.
#include "stats/queries.hpp"

#include "i18n/translate.hpp"
#include "stats/format.hpp"

#include <algorithm>

namespace greed::stats {

std::string PlayerKey::label() const {
    return human || personality.empty() || personality == name ? name
                                                               : name + " (" + personality + ")";
}

std::string PlayerSummary::trendWord() const {
    if (games < kRecentGames * 2) {
        // TRANSLATORS: the trend of a player's win rate, with too few games to say.
        return i18n::tr("too early to tell");
    }
    const double diff = recentWinRate - winRate;
    // TRANSLATORS: the trend of a player's win rate: recent games against all games.
    return i18n::tr(diff > 0.05 ? N_("rising") : (diff < -0.05 ? N_("falling") : N_("steady")));
}

std::vector<PlayerKey> listPlayers(const Database& db) {
    std::vector<PlayerKey> players;
    Statement q = db.prepare("SELECT p.id, p.name, p.kind, p.personality, t.games FROM players p "
                             "JOIN player_totals t ON t.player = p.id "
                             "ORDER BY p.kind = 'computer', t.games DESC, p.name");
    while (q.step()) {
        PlayerKey k;
        k.id = q.integer(0);
        k.name = nameText(q.text(1));
        k.human = q.text(2) == "human";
        k.personality = q.text(3);
        k.games = static_cast<int>(q.integer(4));
        players.push_back(std::move(k));
    }
    return players;
}

std::optional<PlayerSummary> playerSummary(const Database& db, std::int64_t player) {
    PlayerSummary s;
    Statement who = db.prepare("SELECT id, name, kind, personality FROM players WHERE id = ?1");
    who.bind(1, player);
    if (!who.step()) {
        return std::nullopt;
    }
    s.player.id = who.integer(0);
    s.player.name = nameText(who.text(1));
    s.player.human = who.text(2) == "human";
    s.player.personality = who.text(3);

    Statement sums = db.prepare("SELECT games, games - finished, best_turn, points, turns, busts "
                                "FROM player_totals WHERE player = ?1");
    sums.bind(1, player);
    if (!sums.step()) {
        return s; // in no game yet
    }
    s.player.games = static_cast<int>(sums.integer(0));
    s.abandoned = static_cast<int>(sums.integer(1));
    s.bestTurn = static_cast<int>(sums.integer(2));
    const auto points = sums.integer(3);
    s.turns = static_cast<int>(sums.integer(4));
    const auto busts = sums.integer(5);
    if (s.turns > 0) {
        s.pointsPerTurn = static_cast<double>(points) / s.turns;
        s.bustRate = static_cast<double>(busts) / s.turns;
    }

    // The results in order: wins, the streak and both trend lines.
    // From the index alone (seats_results).
    Statement results =
        db.prepare("SELECT winner FROM seats WHERE player = ?1 AND finished = 1 ORDER BY game");
    results.bind(1, player);
    std::vector<int> won;
    int streak = 0;
    while (results.step()) {
        const int w = results.integer(0) != 0 ? 1 : 0;
        won.push_back(w);
        s.wins += w;
        streak = w != 0 ? streak + 1 : 0;
        s.longestWinStreak = std::max(s.longestWinStreak, streak);
        s.cumulative.push_back(static_cast<double>(s.wins) / static_cast<double>(won.size()));
        const std::size_t from =
            won.size() > PlayerSummary::kRecentGames ? won.size() - PlayerSummary::kRecentGames : 0;
        int recentWins = 0;
        for (std::size_t i = from; i < won.size(); ++i) {
            recentWins += won[i];
        }
        s.recent.push_back(static_cast<double>(recentWins) /
                           static_cast<double>(won.size() - from));
    }
    s.games = static_cast<int>(won.size());
    s.won.assign(won.begin(), won.end());
    if (s.games > 0) {
        s.winRate = static_cast<double>(s.wins) / s.games;
        s.recentWinRate = s.recent.back();
    }
    return s;
}

std::vector<HeadToHead> headToHead(const Database& db, std::int64_t player) {
    std::vector<HeadToHead> lines;
    // The name shown is the one the game showed: the opponent's name in the newest finished
    // game together, not the personality under it ("Tim", who played as Timid Tilly).
    Statement q = db.prepare(
        "SELECT v.personality, v.games, v.wins, v.their_wins, "
        "(SELECT op.name FROM seats me JOIN seats o ON o.game = me.game AND o.seat != me.seat "
        "JOIN players op ON op.id = o.player AND op.kind = 'computer' "
        "AND op.personality = v.personality "
        "WHERE me.player = v.player AND me.finished ORDER BY me.game DESC LIMIT 1) "
        "FROM versus_totals v WHERE v.player = ?1 ORDER BY v.games DESC, v.personality");
    q.bind(1, player);
    while (q.step()) {
        HeadToHead h;
        h.personality = q.text(0);
        h.games = static_cast<int>(q.integer(1));
        h.wins = static_cast<int>(q.integer(2));
        h.theirWins = static_cast<int>(q.integer(3));
        h.name = q.text(4);
        lines.push_back(std::move(h));
    }
    return lines;
}

std::vector<RuleSetLine> ruleSets(const Database& db, std::int64_t player) {
    std::vector<RuleSetLine> lines;
    Statement q = db.prepare(
        "SELECT r.name, r.hash, every.games, coalesce(mine.games, 0), coalesce(mine.wins, 0) "
        "FROM rule_totals every JOIN rule_sets r ON r.id = every.rule_set "
        "LEFT JOIN rule_totals mine ON mine.rule_set = every.rule_set AND mine.player = ?1 "
        "WHERE every.player = 0 ORDER BY every.games DESC, r.name");
    q.bind(1, player);
    while (q.step()) {
        RuleSetLine l;
        l.name = q.text(0);
        l.hash = q.text(1);
        l.games = static_cast<int>(q.integer(2));
        l.playerGames = static_cast<int>(q.integer(3));
        l.playerWins = static_cast<int>(q.integer(4));
        lines.push_back(std::move(l));
    }
    return lines;
}

std::vector<GameLine> pastGames(const Database& db, int limit, int offset) {
    std::vector<GameLine> games;
    Statement q = db.prepare(
        "SELECT g.id, g.started, g.ended, r.name, g.status, g.turns, g.match_file FROM games g "
        "JOIN rule_sets r ON r.id = g.rule_set ORDER BY g.id DESC LIMIT ?1 OFFSET ?2");
    q.bind(1, limit).bind(2, offset);
    Statement seats = db.prepare("SELECT p.name, p.kind, s.score, s.winner FROM seats s "
                                 "JOIN players p ON p.id = s.player WHERE s.game = ?1 "
                                 "ORDER BY s.seat");
    while (q.step()) {
        GameLine g;
        g.id = q.integer(0);
        g.started = q.text(1);
        g.ended = q.text(2);
        g.rules = q.text(3);
        g.finished = q.text(4) == "finished";
        g.turns = static_cast<int>(q.integer(5));
        g.matchFile = q.text(6);
        seats.bind(1, g.id);
        while (seats.step()) {
            g.seats.push_back({nameText(seats.text(0)), seats.text(1) == "human",
                               static_cast<int>(seats.integer(2)), seats.integer(3) != 0});
        }
        seats.reset();
        games.push_back(std::move(g));
    }
    return games;
}

int gameCount(const Database& db) {
    return static_cast<int>(db.scalar("SELECT count(*) FROM games"));
}

} // namespace greed::stats

// Adding one game to the running totals: one statement per totals table.
#include "stats/running_totals.hpp"

namespace greed::stats {

namespace {

// Each adds one game's rows (?1) to a totals table.
constexpr const char* kAddToTotals[] = {
    R"(INSERT INTO player_totals(player, games, finished, wins, turns, points, busts, best_turn)
SELECT player, 1, finished, finished AND winner, turns, points, busts, best_turn FROM seats
WHERE game = ?1
ON CONFLICT(player) DO UPDATE SET games = games + 1, finished = finished + excluded.finished,
    wins = wins + excluded.wins, turns = turns + excluded.turns, points = points + excluded.points,
    busts = busts + excluded.busts, best_turn = max(best_turn, excluded.best_turn))",
    R"(INSERT INTO versus_totals(player, personality, games, wins, their_wins)
SELECT me.player, op.personality, count(*), sum(me.winner), sum(o.winner) FROM seats me
JOIN seats o ON o.game = me.game AND o.seat != me.seat
JOIN players op ON op.id = o.player AND op.kind = 'computer'
WHERE me.game = ?1 AND me.finished GROUP BY me.player, op.personality
ON CONFLICT(player, personality) DO UPDATE SET games = games + excluded.games,
    wins = wins + excluded.wins, their_wins = their_wins + excluded.their_wins)",
    R"(INSERT INTO rule_totals(rule_set, player, games, wins)
SELECT g.rule_set, s.player, 1, s.winner FROM seats s JOIN games g ON g.id = s.game
WHERE s.game = ?1 AND s.finished
UNION ALL SELECT rule_set, 0, 1, 0 FROM games WHERE id = ?1 AND status = 'finished'
ON CONFLICT(rule_set, player) DO UPDATE SET games = games + 1, wins = wins + excluded.wins)",
    R"(INSERT INTO face_totals(face_count, face, count)
SELECT r.face_count, f.face, f.count FROM dice_faces f JOIN games g ON g.id = f.game
JOIN rule_sets r ON r.id = g.rule_set WHERE f.game = ?1
ON CONFLICT(face_count, face) DO UPDATE SET count = count + excluded.count)",
    R"(INSERT INTO throw_totals(rule_set, dice, throws, busts, penalties)
SELECT g.rule_set, t.dice, t.throws, t.busts, t.penalties FROM dice_throws t
JOIN games g ON g.id = t.game WHERE t.game = ?1
ON CONFLICT(rule_set, dice) DO UPDATE SET throws = throws + excluded.throws,
    busts = busts + excluded.busts, penalties = penalties + excluded.penalties)",
};

} // namespace

void addToTotals(Database& db, std::int64_t id) {
    for (const char* sql : kAddToTotals) {
        db.prepare(sql).bind(1, id).run();
    }
}

} // namespace greed::stats

// Writing and reading games: the turn and roll rows in full, plus the summaries (per seat, per
// game's dice) that the queries read instead of every roll.
#include "stats/game_io.hpp"

#include "core/rules_io.hpp"
#include "stats/dice_tally.hpp"
#include "stats/format.hpp"
#include "stats/running_totals.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace greed::stats {

namespace {

core::TurnEnd parseEnd(const std::string& text) {
    for (const auto e : {core::TurnEnd::Banked, core::TurnEnd::Bust, core::TurnEnd::Penalty,
                         core::TurnEnd::EntryFailed, core::TurnEnd::Left}) {
        if (text == core::toString(e)) {
            return e;
        }
    }
    throw SqliteError(SQLITE_CORRUPT, "greed.db: unknown turn ending '" + text + "'");
}

std::int64_t ruleSetId(Database& db, const core::Rules& rules) {
    // The hash names what is played (the bust's word left out, so a rule set keeps its
    // statistics); the stored text is the whole rule set, so a game reads back as it was played.
    const std::string hash = rulesHash(rulesJsonText(rules));
    const std::string json = core::rulesToJson(rules).dump();
    Statement find = db.prepare("SELECT id FROM rule_sets WHERE hash = ?1");
    find.bind(1, hash);
    if (find.step()) {
        return find.integer(0);
    }
    Statement add = db.prepare("INSERT INTO rule_sets(hash, name, dice_count, face_count, json) "
                               "VALUES (?1, ?2, ?3, ?4, ?5)");
    add.bind(1, hash).bind(2, rules.name).bind(3, rules.diceCount).bind(4, rules.faceCount);
    add.bind(5, json).run();
    return db.lastInsertId();
}

std::int64_t playerId(Database& db, const core::PlayerInfo& info) {
    const std::string kind = info.kind == core::PlayerKind::Human ? "human" : "computer";
    // Names are checked where they enter the game; the database holds only clean ones anyway.
    const std::string name = nameText(info.name);
    db.prepare("INSERT OR IGNORE INTO players(name, kind, personality) VALUES (?1, ?2, ?3)")
        .bind(1, name)
        .bind(2, kind)
        .bind(3, info.personality)
        .run();
    Statement find =
        db.prepare("SELECT id FROM players WHERE name = ?1 AND kind = ?2 AND personality = ?3");
    find.bind(1, name).bind(2, kind).bind(3, info.personality);
    find.step();
    return find.integer(0);
}

} // namespace

std::int64_t writeGame(Database& db, const GameRecord& game) {
    return writeGameOnce(db, game).id;
}

Written writeGameOnce(Database& db, const GameRecord& game) {
    const std::string key = matchId(game);
    // Looked up under the write lock, so two processes recording one match add it once.
    Transaction transaction(db);
    Statement known = db.prepare("SELECT id FROM games WHERE match_id = ?1");
    known.bind(1, key);
    if (known.step()) {
        return {known.integer(0), false};
    }
    const std::int64_t rules = ruleSetId(db, game.rules);
    db.prepare("INSERT INTO games(rule_set, started, ended, seed, status, turns, match_file, "
               "match_id) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)")
        .bind(1, rules)
        .bind(2, game.started)
        .bind(3, game.ended)
        .bind(4, static_cast<std::int64_t>(game.seed))
        .bind(5, std::string(toString(game.status)))
        .bind(6, game.turnCount())
        .bind(7, game.matchFile)
        .bind(8, key)
        .run();
    const std::int64_t id = db.lastInsertId();

    Statement seat = db.prepare(
        "INSERT INTO seats(game, seat, player, score, winner, joined_at, left_at, left_game, "
        "turns, points, busts, best_turn, finished) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, "
        "?10, ?11, ?12, ?13)");
    Statement turn = db.prepare(
        "INSERT INTO turns(game, seat, number, adopted, turn_total, delta, ending, score_after, "
        "tie_break) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)");
    Statement roll =
        db.prepare("INSERT INTO rolls(turn, seq, faces, kept, points) VALUES (?1, ?2, ?3, ?4, ?5)");
    const core::Scorer scorer(game.rules);
    DiceTally tally;
    for (std::size_t s = 0; s < game.seats.size(); ++s) {
        const SeatRecord& p = game.seats[s];
        int points = 0;
        int busts = 0;
        int best = 0;
        for (const auto& t : p.turns) {
            points += t.delta;
            busts += t.end == core::TurnEnd::Bust ? 1 : 0;
            if (t.end == core::TurnEnd::Banked) {
                best = std::max(best, t.delta);
            }
            turn.bind(1, id).bind(2, static_cast<int>(s)).bind(3, t.turn).bind(4, t.adopted);
            turn.bind(5, t.turnTotal).bind(6, t.delta).bind(7, std::string(core::toString(t.end)));
            turn.bind(8, t.scoreAfter).bind(9, t.tieBreak ? 1 : 0).run();
            const std::int64_t turnId = db.lastInsertId();
            for (std::size_t r = 0; r < t.rolls.size(); ++r) {
                const auto& rr = t.rolls[r];
                roll.bind(1, turnId).bind(2, static_cast<int>(r)).bind(3, facesText(rr.faces));
                roll.bind(4, facesText(rr.kept)).bind(5, rr.points).run();
                tally.add(scorer, rr.faces);
            }
        }
        seat.bind(1, id).bind(2, static_cast<int>(s)).bind(3, playerId(db, p.info));
        seat.bind(4, p.score).bind(5, p.winner ? 1 : 0).bind(6, p.joinedAtTurn);
        seat.bind(7, p.leftAtTurn)
            .bind(8, p.left ? 1 : 0)
            .bind(9, static_cast<int>(p.turns.size()));
        seat.bind(10, points).bind(11, busts).bind(12, best);
        seat.bind(13, game.status == GameStatus::Finished ? 1 : 0).run();
    }
    Statement face = db.prepare("INSERT INTO dice_faces(game, face, count) VALUES (?1, ?2, ?3)");
    for (std::size_t f = 0; f < tally.faces.size(); ++f) {
        face.bind(1, id).bind(2, static_cast<int>(f + 1)).bind(3, tally.faces[f]).run();
    }
    Statement dice = db.prepare("INSERT INTO dice_throws(game, dice, throws, busts, penalties) "
                                "VALUES (?1, ?2, ?3, ?4, ?5)");
    for (const auto& [n, t] : tally.byDice) {
        dice.bind(1, id).bind(2, n).bind(3, t.throws).bind(4, t.busts).bind(5, t.penalties).run();
    }
    addToTotals(db, id);
    transaction.commit();
    return {id, true};
}

std::optional<GameRecord> readGame(const Database& db, std::int64_t id) {
    Statement g = db.prepare("SELECT r.json, g.started, g.ended, g.seed, g.status, g.match_file "
                             "FROM games g JOIN rule_sets r ON r.id = g.rule_set WHERE g.id = ?1");
    g.bind(1, id);
    if (!g.step()) {
        return std::nullopt;
    }
    GameRecord game;
    try {
        game.rules = core::rulesFromJson(nlohmann::json::parse(g.text(0)), "greed.db");
    } catch (const std::exception& e) {
        throw SqliteError(SQLITE_CORRUPT, std::string("greed.db: a stored rule set: ") + e.what());
    }
    game.started = g.text(1);
    game.ended = g.text(2);
    game.seed = static_cast<std::uint64_t>(g.integer(3));
    game.status = g.text(4) == "finished" ? GameStatus::Finished : GameStatus::Abandoned;
    game.matchFile = g.text(5);

    Statement seats = db.prepare(
        "SELECT p.name, p.kind, p.personality, s.score, s.winner, s.joined_at, s.left_at, "
        "s.left_game FROM seats s JOIN players p ON p.id = s.player WHERE s.game = ?1 "
        "ORDER BY s.seat");
    seats.bind(1, id);
    while (seats.step()) {
        SeatRecord s;
        s.info.name = nameText(seats.text(0));
        s.info.kind =
            seats.text(1) == "human" ? core::PlayerKind::Human : core::PlayerKind::Computer;
        s.info.personality = seats.text(2);
        s.score = static_cast<int>(seats.integer(3));
        s.winner = seats.integer(4) != 0;
        s.joinedAtTurn = static_cast<int>(seats.integer(5));
        s.leftAtTurn = static_cast<int>(seats.integer(6));
        s.left = seats.integer(7) != 0;
        game.seats.push_back(std::move(s));
    }
    Statement turns = db.prepare(
        "SELECT t.seat, t.number, t.adopted, t.turn_total, t.delta, t.ending, t.score_after, "
        "t.tie_break, r.faces, r.kept, r.points, t.id FROM turns t LEFT JOIN rolls r ON r.turn = "
        "t.id "
        "WHERE t.game = ?1 ORDER BY t.id, r.seq");
    turns.bind(1, id);
    std::int64_t lastTurn = -1;
    while (turns.step()) {
        const auto seat = static_cast<std::size_t>(turns.integer(0));
        if (seat >= game.seats.size()) {
            throw SqliteError(SQLITE_CORRUPT, "greed.db: a turn of a seat that is not there");
        }
        auto& list = game.seats[seat].turns;
        if (turns.integer(11) != lastTurn) {
            core::TurnRecord t;
            t.turn = static_cast<int>(turns.integer(1));
            t.adopted = static_cast<int>(turns.integer(2));
            t.turnTotal = static_cast<int>(turns.integer(3));
            t.delta = static_cast<int>(turns.integer(4));
            t.end = parseEnd(turns.text(5));
            t.scoreAfter = static_cast<int>(turns.integer(6));
            t.tieBreak = turns.integer(7) != 0;
            list.push_back(std::move(t));
            lastTurn = turns.integer(11);
        }
        if (!turns.isNull(8)) {
            core::RollRecord r;
            r.faces = facesFromText(turns.text(8));
            r.kept = facesFromText(turns.text(9));
            r.points = static_cast<int>(turns.integer(10));
            list.back().rolls.push_back(std::move(r));
        }
    }
    return game;
}

} // namespace greed::stats

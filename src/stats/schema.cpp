// Migrations of the statistics database, one function per version step.
#include "stats/schema.hpp"

#include "core/rules_io.hpp"
#include "stats/dice_tally.hpp"

#include <nlohmann/json.hpp>

#include <map>
#include <memory>
#include <string>

namespace greed::stats {

namespace {

void toVersion1(Database& db) {
    db.exec(R"(
CREATE TABLE rule_sets(
    id INTEGER PRIMARY KEY,
    hash TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    dice_count INTEGER NOT NULL,
    face_count INTEGER NOT NULL,
    json TEXT NOT NULL);
CREATE TABLE players(
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    kind TEXT NOT NULL CHECK(kind IN ('human', 'computer')),
    personality TEXT NOT NULL DEFAULT '',
    UNIQUE(name, kind, personality));
CREATE TABLE games(
    id INTEGER PRIMARY KEY,
    rule_set INTEGER NOT NULL REFERENCES rule_sets(id),
    started TEXT NOT NULL,
    ended TEXT NOT NULL,
    seed INTEGER NOT NULL,
    status TEXT NOT NULL CHECK(status IN ('finished', 'abandoned')),
    turns INTEGER NOT NULL);
CREATE TABLE seats(
    game INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    player INTEGER NOT NULL REFERENCES players(id),
    score INTEGER NOT NULL,
    winner INTEGER NOT NULL,
    joined_at INTEGER NOT NULL,
    left_at INTEGER NOT NULL,
    left_game INTEGER NOT NULL,
    PRIMARY KEY(game, seat));
CREATE TABLE turns(
    id INTEGER PRIMARY KEY,
    game INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    number INTEGER NOT NULL,
    adopted INTEGER NOT NULL,
    turn_total INTEGER NOT NULL,
    delta INTEGER NOT NULL,
    ending TEXT NOT NULL,
    score_after INTEGER NOT NULL,
    tie_break INTEGER NOT NULL);
CREATE TABLE rolls(
    turn INTEGER NOT NULL REFERENCES turns(id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    faces TEXT NOT NULL,
    kept TEXT NOT NULL,
    points INTEGER NOT NULL,
    PRIMARY KEY(turn, seq)) WITHOUT ROWID;
)");
}

// Version 1 kept only the rolls: the dice tallies are counted from them with each game's own
// rule set (a throw is a bust by that rule set's scoring).
void tallyOldGames(Database& db) {
    std::map<std::int64_t, std::unique_ptr<core::Scorer>> scorers;
    std::map<std::int64_t, DiceTally> tallies;
    Statement rolls = db.prepare(R"(
SELECT g.id, g.rule_set, r.faces FROM rolls r JOIN turns t ON t.id = r.turn
JOIN games g ON g.id = t.game ORDER BY g.id)");
    while (rolls.step()) {
        const std::int64_t game = rolls.integer(0);
        const std::int64_t ruleSet = rolls.integer(1);
        auto& scorer = scorers[ruleSet];
        if (!scorer) {
            Statement json = db.prepare("SELECT json FROM rule_sets WHERE id = ?1");
            json.bind(1, ruleSet);
            json.step();
            scorer = std::make_unique<core::Scorer>(
                core::rulesFromJson(nlohmann::json::parse(json.text(0)), "greed.db"));
        }
        tallies[game].add(*scorer, facesFromText(rolls.text(2)));
    }
    Statement face = db.prepare("INSERT INTO dice_faces(game, face, count) VALUES (?1, ?2, ?3)");
    Statement dice = db.prepare("INSERT INTO dice_throws(game, dice, throws, busts, penalties) "
                                "VALUES (?1, ?2, ?3, ?4, ?5)");
    for (const auto& [game, tally] : tallies) {
        for (std::size_t f = 0; f < tally.faces.size(); ++f) {
            face.bind(1, game).bind(2, static_cast<int>(f + 1)).bind(3, tally.faces[f]).run();
        }
        for (const auto& [n, t] : tally.byDice) {
            dice.bind(1, game).bind(2, n).bind(3, t.throws).bind(4, t.busts);
            dice.bind(5, t.penalties).run();
        }
    }
}

void toVersion2(Database& db) {
    db.exec(R"(
ALTER TABLE games ADD COLUMN match_file TEXT NOT NULL DEFAULT '';
ALTER TABLE seats ADD COLUMN turns INTEGER NOT NULL DEFAULT 0;
ALTER TABLE seats ADD COLUMN points INTEGER NOT NULL DEFAULT 0;
ALTER TABLE seats ADD COLUMN busts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE seats ADD COLUMN best_turn INTEGER NOT NULL DEFAULT 0;
CREATE TABLE dice_faces(
    game INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    face INTEGER NOT NULL,
    count INTEGER NOT NULL,
    PRIMARY KEY(game, face)) WITHOUT ROWID;
CREATE TABLE dice_throws(
    game INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    dice INTEGER NOT NULL,
    throws INTEGER NOT NULL,
    busts INTEGER NOT NULL,
    penalties INTEGER NOT NULL,
    PRIMARY KEY(game, dice)) WITHOUT ROWID;
CREATE INDEX seats_by_player ON seats(player, game);
CREATE INDEX turns_by_game ON turns(game, seat);
UPDATE seats SET
    turns = (SELECT count(*) FROM turns t WHERE t.game = seats.game AND t.seat = seats.seat),
    points = (SELECT coalesce(sum(delta), 0) FROM turns t
              WHERE t.game = seats.game AND t.seat = seats.seat),
    busts = (SELECT count(*) FROM turns t
             WHERE t.game = seats.game AND t.seat = seats.seat AND t.ending = 'bust'),
    best_turn = (SELECT coalesce(max(delta), 0) FROM turns t
                 WHERE t.game = seats.game AND t.seat = seats.seat AND t.ending = 'banked');
)");
    tallyOldGames(db);
}

using Step = void (*)(Database&);
constexpr Step kSteps[] = {toVersion1, toVersion2}; // kSteps[v - 1] makes version v

} // namespace

int schemaVersion(const Database& db) {
    return static_cast<int>(db.scalar("PRAGMA user_version"));
}

int migrate(Database& db, int target) {
    const int found = schemaVersion(db);
    if (found > kSchemaVersion) {
        throw NewerSchemaError("greed.db has schema version " + std::to_string(found) +
                               "; this Greed knows up to " + std::to_string(kSchemaVersion));
    }
    for (int v = found + 1; v <= target; ++v) {
        Transaction t(db);
        // Another process may have migrated while this one waited for the lock.
        if (schemaVersion(db) >= v) {
            continue;
        }
        kSteps[v - 1](db);
        db.exec("PRAGMA user_version = " + std::to_string(v));
        t.commit();
    }
    return found;
}

} // namespace greed::stats

// Migrations of the statistics database, one function per version step.
#include "stats/schema.hpp"

#include "core/rules_io.hpp"
#include "stats/dice_tally.hpp"
#include "stats/game_io.hpp"
#include "stats/running_totals.hpp"

#include <nlohmann/json.hpp>

#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <string>
#include <vector>

namespace greed::stats {

namespace {

std::vector<std::int64_t> gameIds(const Database& db) {
    std::vector<std::int64_t> games;
    Statement ids = db.prepare("SELECT id FROM games ORDER BY id");
    while (ids.step()) {
        games.push_back(ids.integer(0));
    }
    return games;
}

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

void toVersion3(Database& db) {
    db.exec(R"(
ALTER TABLE seats ADD COLUMN finished INTEGER NOT NULL DEFAULT 0;
UPDATE seats SET finished = (SELECT g.status = 'finished' FROM games g WHERE g.id = seats.game);
CREATE INDEX seats_results ON seats(player, finished, game, winner);
CREATE TABLE player_totals(
    player INTEGER PRIMARY KEY REFERENCES players(id),
    games INTEGER NOT NULL,
    finished INTEGER NOT NULL,
    wins INTEGER NOT NULL,
    turns INTEGER NOT NULL,
    points INTEGER NOT NULL,
    busts INTEGER NOT NULL,
    best_turn INTEGER NOT NULL);
CREATE TABLE versus_totals(
    player INTEGER NOT NULL REFERENCES players(id),
    personality TEXT NOT NULL,
    games INTEGER NOT NULL,
    wins INTEGER NOT NULL,
    their_wins INTEGER NOT NULL,
    PRIMARY KEY(player, personality)) WITHOUT ROWID;
CREATE TABLE rule_totals(
    rule_set INTEGER NOT NULL REFERENCES rule_sets(id),
    player INTEGER NOT NULL, -- 0: every finished game under the rule set
    games INTEGER NOT NULL,
    wins INTEGER NOT NULL,
    PRIMARY KEY(rule_set, player)) WITHOUT ROWID;
CREATE TABLE face_totals(
    face_count INTEGER NOT NULL,
    face INTEGER NOT NULL,
    count INTEGER NOT NULL,
    PRIMARY KEY(face_count, face)) WITHOUT ROWID;
CREATE TABLE throw_totals(
    rule_set INTEGER NOT NULL REFERENCES rule_sets(id),
    dice INTEGER NOT NULL,
    throws INTEGER NOT NULL,
    busts INTEGER NOT NULL,
    penalties INTEGER NOT NULL,
    PRIMARY KEY(rule_set, dice)) WITHOUT ROWID;
)");
    for (const auto id : gameIds(db)) {
        addToTotals(db, id);
    }
}

void removeGame(Database& db, std::int64_t id) {
    for (const char* sql :
         {"DELETE FROM rolls WHERE turn IN (SELECT id FROM turns WHERE game = ?1)",
          "DELETE FROM turns WHERE game = ?1", "DELETE FROM seats WHERE game = ?1",
          "DELETE FROM dice_faces WHERE game = ?1", "DELETE FROM dice_throws WHERE game = ?1",
          "DELETE FROM games WHERE id = ?1"}) {
        db.prepare(sql).bind(1, id).run();
    }
}

// Every game gets its match id, read back from its rows. Before this version `greed-cli stats
// record` added a match again each time: the later copies (the same match id, so the same
// players, seed, start and every roll) are removed, the first recording kept, and the running
// totals counted again from the games that remain.
void toVersion4(Database& db) {
    db.exec("ALTER TABLE games ADD COLUMN match_id TEXT");
    std::set<std::string> seen;
    std::vector<std::int64_t> copies;
    Statement set = db.prepare("UPDATE games SET match_id = ?2 WHERE id = ?1");
    for (const auto id : gameIds(db)) {
        const auto game = readGame(db, id);
        const std::string key = matchId(*game);
        if (!seen.insert(key).second) {
            copies.push_back(id);
            continue;
        }
        set.bind(1, id).bind(2, key).run();
    }
    for (const auto id : copies) {
        removeGame(db, id);
    }
    if (!copies.empty()) {
        db.exec("DELETE FROM player_totals; DELETE FROM versus_totals; DELETE FROM rule_totals; "
                "DELETE FROM face_totals; DELETE FROM throw_totals;");
        for (const auto id : gameIds(db)) {
            addToTotals(db, id);
        }
    }
    db.exec("CREATE UNIQUE INDEX games_by_match ON games(match_id)");
}

using Step = void (*)(Database&);
constexpr Step kSteps[] = {toVersion1, toVersion2, toVersion3,
                           toVersion4}; // kSteps[v - 1] makes version v
static_assert(sizeof kSteps / sizeof kSteps[0] == kSchemaVersion, "one step per version");

using Tables = std::map<std::string, std::set<std::string>>;
// Every object of the schema (tables, indexes, triggers, views) as "type name".
using Objects = std::set<std::string>;

// Table name -> its columns, of the file's own tables (SQLite's internal ones left out).
Tables tablesOf(const Database& db) {
    Tables tables;
    Statement names = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND "
                                 "name NOT LIKE 'sqlite\\_%' ESCAPE '\\'");
    while (names.step()) {
        auto& columns = tables[names.text(0)];
        Statement info = db.prepare("SELECT name FROM pragma_table_info(?1)");
        info.bind(1, names.text(0));
        while (info.step()) {
            columns.insert(info.text(0));
        }
    }
    return tables;
}

// The file's own objects (SQLite's internal ones, such as the indexes of UNIQUE constraints,
// left out).
Objects objectsOf(const Database& db) {
    Objects objects;
    Statement all = db.prepare("SELECT type, name FROM sqlite_master WHERE "
                               "name NOT LIKE 'sqlite\\_%' ESCAPE '\\'");
    while (all.step()) {
        objects.insert(all.text(0) + " " + all.text(1));
    }
    return objects;
}

struct Schema {
    Tables tables;
    Objects objects;
};

// The tables, columns and objects version `version` has: made afresh in memory by the same
// steps, once per version and process.
const Schema& expectedSchema(int version) {
    static std::map<int, Schema> known;
    static std::mutex guard;
    const std::lock_guard<std::mutex> lock(guard);
    auto it = known.find(version);
    if (it == known.end()) {
        Database model = Database::open(":memory:", Database::Access::ReadWrite);
        migrate(model, version);
        it = known.emplace(version, Schema{tablesOf(model), objectsOf(model)}).first;
    }
    return it->second;
}

void checkSnapshot(const Database& db) {
    const int version = schemaVersion(db);
    const auto application = db.scalar("PRAGMA application_id");
    if (application != 0 && application != kApplicationId) {
        throw ForeignSchemaError("it belongs to another program (application_id " +
                                 std::to_string(application) + ")");
    }
    // A newer Greed always marks its files; an unmarked file of an unknown version is not ours.
    if (version > kSchemaVersion && application == kApplicationId) {
        throw NewerSchemaError("greed.db has schema version " + std::to_string(version) +
                               "; this Greed knows up to " + std::to_string(kSchemaVersion));
    }
    if (version < 0 || version > kSchemaVersion) {
        throw ForeignSchemaError("its schema version " + std::to_string(version) +
                                 " was never written by Greed");
    }
    const auto found = tablesOf(db);
    const auto objects = objectsOf(db);
    if (version == 0) {
        if (!objects.empty()) {
            throw ForeignSchemaError("it holds another program's objects (" + *objects.begin() +
                                     ")");
        }
        return;
    }
    const Schema& expected = expectedSchema(version);
    // Nothing Greed did not make: a trigger or view runs the file's own SQL inside ours (an
    // endless trigger on games froze the game at a match's end), an extra index is kept up by
    // every write, an extra table is another program's.
    for (const auto& object : objects) {
        if (expected.objects.count(object) == 0) {
            throw ForeignSchemaError("it holds an object Greed never made (" + object + ")");
        }
    }
    for (const auto& [table, columns] : expected.tables) {
        const auto it = found.find(table);
        if (it == found.end()) {
            throw ForeignSchemaError("it has no table " + table);
        }
        for (const auto& column : columns) {
            if (it->second.count(column) == 0) {
                throw ForeignSchemaError("its table " + table + " has no column " + column);
            }
        }
    }
}

} // namespace

int schemaVersion(const Database& db) {
    return static_cast<int>(db.scalar("PRAGMA user_version"));
}

void checkOurs(Database& db) {
    // Every read from one snapshot: another process may be creating or migrating the file
    // meanwhile, and its version read before its new tables would look like a foreign file.
    db.exec("BEGIN");
    try {
        checkSnapshot(db);
    } catch (...) {
        try {
            db.exec("ROLLBACK");
        } catch (const SqliteError&) {
            // Nothing was written: the error that matters is the one being thrown.
        }
        throw;
    }
    db.exec("COMMIT");
}

int migrate(Database& db, int target) {
    const int found = schemaVersion(db);
    if (found < 0) {
        // kSteps would be indexed before its start.
        throw ForeignSchemaError("its schema version " + std::to_string(found) +
                                 " was never written by Greed");
    }
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
        db.exec("PRAGMA application_id = " + std::to_string(kApplicationId));
        t.commit();
    }
    return found;
}

} // namespace greed::stats

// The schema's versions: a version 1 file is migrated to the current one with nothing lost and
// the summaries it lacked computed; a newer file is left exactly as it is.
#include "stats_helpers.hpp"

#include "core/rules_io.hpp"
#include "stats/dice_tally.hpp"
#include "stats/game_io.hpp"
#include "stats/queries.hpp"
#include "stats/schema.hpp"
#include "stats/stats_store.hpp"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

using namespace greed;
using namespace greed::stats;

namespace {

// Writes a game the way version 1 did (no match file, no summaries, no dice tallies).
void writeVersion1(Database& db, const GameRecord& g) {
    Transaction transaction(db);
    const std::string hash = rulesHash(rulesJsonText(g.rules));
    const std::string json = core::rulesToJson(g.rules).dump();
    db.prepare("INSERT OR IGNORE INTO rule_sets(hash, name, dice_count, face_count, json) "
               "VALUES (?1, ?2, ?3, ?4, ?5)")
        .bind(1, hash)
        .bind(2, g.rules.name)
        .bind(3, g.rules.diceCount)
        .bind(4, g.rules.faceCount)
        .bind(5, json)
        .run();
    db.prepare("INSERT INTO games(rule_set, started, ended, seed, status, turns) VALUES "
               "((SELECT id FROM rule_sets WHERE hash = ?1), ?2, ?3, ?4, ?5, ?6)")
        .bind(1, hash)
        .bind(2, g.started)
        .bind(3, g.ended)
        .bind(4, static_cast<std::int64_t>(g.seed))
        .bind(5, std::string(toString(g.status)))
        .bind(6, g.turnCount())
        .run();
    const auto game = db.lastInsertId();
    for (std::size_t s = 0; s < g.seats.size(); ++s) {
        const auto& p = g.seats[s];
        const std::string kind = p.info.kind == core::PlayerKind::Human ? "human" : "computer";
        db.prepare("INSERT OR IGNORE INTO players(name, kind, personality) VALUES (?1, ?2, ?3)")
            .bind(1, p.info.name)
            .bind(2, kind)
            .bind(3, p.info.personality)
            .run();
        db.prepare("INSERT INTO seats(game, seat, player, score, winner, joined_at, left_at, "
                   "left_game) VALUES (?1, ?2, (SELECT id FROM players WHERE name = ?3 AND "
                   "kind = ?4 AND personality = ?5), ?6, ?7, ?8, ?9, ?10)")
            .bind(1, game)
            .bind(2, static_cast<int>(s))
            .bind(3, p.info.name)
            .bind(4, kind)
            .bind(5, p.info.personality)
            .bind(6, p.score)
            .bind(7, p.winner ? 1 : 0)
            .bind(8, p.joinedAtTurn)
            .bind(9, p.leftAtTurn)
            .bind(10, p.left ? 1 : 0)
            .run();
        for (const auto& t : p.turns) {
            db.prepare("INSERT INTO turns(game, seat, number, adopted, turn_total, delta, ending, "
                       "score_after, tie_break) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)")
                .bind(1, game)
                .bind(2, static_cast<int>(s))
                .bind(3, t.turn)
                .bind(4, t.adopted)
                .bind(5, t.turnTotal)
                .bind(6, t.delta)
                .bind(7, std::string(core::toString(t.end)))
                .bind(8, t.scoreAfter)
                .bind(9, t.tieBreak ? 1 : 0)
                .run();
            const auto turn = db.lastInsertId();
            for (std::size_t r = 0; r < t.rolls.size(); ++r) {
                db.prepare("INSERT INTO rolls(turn, seq, faces, kept, points) VALUES "
                           "(?1, ?2, ?3, ?4, ?5)")
                    .bind(1, turn)
                    .bind(2, static_cast<int>(r))
                    .bind(3, facesText(t.rolls[r].faces))
                    .bind(4, facesText(t.rolls[r].kept))
                    .bind(5, t.rolls[r].points)
                    .run();
            }
        }
    }
    transaction.commit();
}

// The rows of a summary table, as text, for comparing two files.
std::vector<std::string> rowsOf(const Database& db, const std::string& sql) {
    std::vector<std::string> rows;
    Statement q = db.prepare(sql);
    while (q.step()) {
        rows.push_back(q.text(0));
    }
    return rows;
}

const char* kSeatSummaries =
    "SELECT game || ':' || seat || ':' || turns || ':' || points || ':' || busts || ':' || "
    "best_turn FROM seats ORDER BY game, seat";
const char* kDiceTallies =
    "SELECT game || ':' || face || ':' || count FROM dice_faces ORDER BY game, face";
const char* kTotals =
    "SELECT 'p' || player || ':' || games || ':' || finished || ':' || wins || ':' || turns || "
    "':' || points || ':' || busts || ':' || best_turn FROM player_totals UNION ALL "
    "SELECT 'v' || player || personality || ':' || games || ':' || wins || ':' || their_wins "
    "FROM versus_totals UNION ALL SELECT 'r' || rule_set || ':' || player || ':' || games || "
    "':' || wins FROM rule_totals UNION ALL SELECT 'f' || face_count || ':' || face || ':' || "
    "count FROM face_totals UNION ALL SELECT 't' || rule_set || ':' || dice || ':' || throws || "
    "':' || busts || ':' || penalties FROM throw_totals ORDER BY 1";
const char* kThrowTallies =
    "SELECT game || ':' || dice || ':' || throws || ':' || busts || ':' || penalties "
    "FROM dice_throws ORDER BY game, dice";

} // namespace

TEST_CASE("A version 1 file is migrated to the current version with nothing lost", "[stats]") {
    const auto dir = test::freshFolder("migrate");
    std::vector<GameRecord> games{test::playedGame(1),
                                  test::playedGame(2, "cubilete", "A:steady,B:bold"),
                                  test::playedGame(3, "farkle", "A:steady,B:gambler")};
    {
        Database old = Database::open(dir / "old.db", Database::Access::ReadWrite);
        migrate(old, 1);
        REQUIRE(schemaVersion(old) == 1);
        for (const auto& g : games) {
            writeVersion1(old, g);
        }
    }
    StatsStore store(dir / "old.db");
    const Database* migrated = store.reader();
    REQUIRE(migrated != nullptr);
    CHECK(store.problem().empty());
    CHECK(schemaVersion(*migrated) == kSchemaVersion);

    // The same games written by this version, for comparison.
    StatsStore fresh(dir / "new.db");
    for (const auto& g : games) {
        REQUIRE(fresh.record(g));
    }
    const Database* now = fresh.reader();
    REQUIRE(now != nullptr);
    CHECK(rowsOf(*migrated, kSeatSummaries) == rowsOf(*now, kSeatSummaries));
    CHECK(rowsOf(*migrated, kDiceTallies) == rowsOf(*now, kDiceTallies));
    CHECK(rowsOf(*migrated, kThrowTallies) == rowsOf(*now, kThrowTallies));
    CHECK_FALSE(rowsOf(*migrated, kThrowTallies).empty());
    CHECK(rowsOf(*migrated, kTotals) == rowsOf(*now, kTotals));
    CHECK(rowsOf(*migrated, kTotals).size() > 10);
    for (std::int64_t id = 1; id <= 3; ++id) {
        auto back = readGame(*migrated, id);
        REQUIRE(back.has_value());
        GameRecord expected = games[static_cast<std::size_t>(id - 1)];
        expected.matchFile.clear(); // version 1 did not keep it
        CHECK(*back == expected);
    }
    // And the migrated file takes new games.
    REQUIRE(store.record(test::playedGame(4)));
    CHECK(gameCount(*store.reader()) == 4);
}

TEST_CASE("Migrating twice does nothing the second time", "[stats]") {
    const auto dir = test::freshFolder("migrate-twice");
    Database db = Database::open(dir / "greed.db", Database::Access::ReadWrite);
    CHECK(migrate(db) == 0);
    CHECK(migrate(db) == kSchemaVersion);
    CHECK(schemaVersion(db) == kSchemaVersion);
}

TEST_CASE("A file from a newer Greed is left untouched and said once", "[stats]") {
    const auto dir = test::freshFolder("newer");
    const auto file = dir / "greed.db";
    {
        StatsStore store(file);
        REQUIRE(store.record(test::playedGame(1)));
    }
    {
        Database db = Database::open(file, Database::Access::ReadWrite);
        db.exec("PRAGMA journal_mode = DELETE; PRAGMA user_version = 99");
    }
    const std::string before = test::readBytes(file);

    StatsStore store(file);
    CHECK_FALSE(store.record(test::playedGame(2)));
    CHECK(store.reader() == nullptr);
    CHECK(store.problem().find("newer") != std::string::npos);
    CHECK_FALSE(store.takeNotice().empty());
    CHECK_FALSE(store.record(test::playedGame(3)));
    CHECK(store.takeNotice().empty()); // told once
    CHECK(store.pending() == 2);       // kept for this session, never written over the file
    CHECK(test::readBytes(file) == before);
    CHECK_FALSE(std::filesystem::exists(dir / "greed.db.damaged-1"));
}

TEST_CASE("Copies of a match recorded before version 4 are removed and the totals counted again",
          "[stats][once]") {
    const auto dir = test::freshFolder("migrate-copies");
    const GameRecord one = test::playedGame(1);
    const GameRecord two = test::playedGame(2, "cubilete", "A:steady,B:bold");
    {
        // One game recorded three times, as greed-cli stats record did before version 4.
        Database old = Database::open(dir / "old.db", Database::Access::ReadWrite);
        migrate(old, 1);
        for (const auto* g : {&one, &two, &one, &one}) {
            writeVersion1(old, *g);
        }
        REQUIRE(migrate(old, 3) == 1);
        REQUIRE(gameCount(old) == 4);
    }
    StatsStore store(dir / "old.db");
    const Database* migrated = store.reader();
    REQUIRE(migrated != nullptr);
    CHECK(store.problem().empty());
    CHECK(schemaVersion(*migrated) == kSchemaVersion);
    CHECK(migrated->scalar("PRAGMA application_id") == kApplicationId);
    CHECK(gameCount(*migrated) == 2);
    CHECK(migrated->scalar("SELECT count(*) FROM games WHERE match_id IS NULL") == 0);

    StatsStore fresh(dir / "new.db");
    REQUIRE(fresh.record(one));
    REQUIRE(fresh.record(two));
    const Database* now = fresh.reader();
    CHECK(rowsOf(*migrated, kTotals) == rowsOf(*now, kTotals));
    CHECK(rowsOf(*migrated, kSeatSummaries) == rowsOf(*now, kSeatSummaries));
    CHECK(rowsOf(*migrated, kDiceTallies) == rowsOf(*now, kDiceTallies));
    CHECK(migrated->scalar("SELECT count(*) FROM turns WHERE game > 2") == 0);
    CHECK(migrated->scalar("SELECT count(*) FROM rolls") ==
          now->scalar("SELECT count(*) FROM rolls"));
    // The first recording of each is the one kept, and the match is still recorded once.
    auto back = readGame(*migrated, 1);
    REQUIRE(back.has_value());
    GameRecord expected = one;
    expected.matchFile.clear();
    CHECK(*back == expected);
    REQUIRE(store.record(one));
    CHECK(gameCount(*store.reader()) == 2);
}

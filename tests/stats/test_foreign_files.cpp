// Files that are not Greed's statistics (issue 22, items 1 and 4): a version no Greed wrote or
// another program's schema never crashes the game nor loses a game; the file is kept aside
// byte for byte as greed.db.foreign-N, a new one is started, and the player is told once.
#include "stats_helpers.hpp"

#include "stats/queries.hpp"
#include "stats/schema.hpp"
#include "stats/stats_store.hpp"

#include <catch2/catch.hpp>

using namespace greed;
using namespace greed::stats;
namespace fs = std::filesystem;

namespace {

// A database file made by `sql` (rollback journal, so the file alone holds it).
void makeDatabase(const fs::path& file, const std::string& sql) {
    Database db = Database::open(file, Database::Access::ReadWrite);
    db.exec("PRAGMA journal_mode = DELETE");
    db.exec(sql);
}

// A Greed file with one game, then changed by `sql`.
void makeGreedFile(const fs::path& file, const std::string& sql) {
    {
        StatsStore store(file);
        REQUIRE(store.record(test::playedGame(1)));
    }
    makeDatabase(file, sql);
}

// The store keeps the file aside untouched, starts a new one holding the next game, says so.
void checkSetAside(const fs::path& file, const std::string& before, bool gameStart) {
    const auto aside = fs::path(file.string() + ".foreign-1");
    StatsStore store(file);
    if (gameStart) {
        REQUIRE(store.prepare()); // a saved match starting
    }
    REQUIRE(store.record(test::playedGame(2)));
    CHECK(store.setAsidePath() == aside);
    CHECK(test::readBytes(aside) == before);
    const std::string notice = store.takeNotice();
    CHECK(notice.find("file greed.db ") != std::string::npos);
    CHECK(notice.find("greed.db.foreign-1") != std::string::npos);
    CHECK(notice.find('\n') == std::string::npos);
    CHECK(store.takeNotice().empty());
    REQUIRE(store.reader() != nullptr);
    CHECK(gameCount(*store.reader()) == 1);
    CHECK(schemaVersion(*store.reader()) == kSchemaVersion);
    CHECK(store.reader()->scalar("PRAGMA application_id") == kApplicationId);
}

} // namespace

TEST_CASE("A negative schema version never crashes the migration", "[stats][foreign]") {
    const auto dir = test::freshFolder("negative-migrate");
    Database db = Database::open(dir / "greed.db", Database::Access::ReadWrite);
    db.exec("PRAGMA user_version = -1");
    CHECK_THROWS_AS(migrate(db), ForeignSchemaError);
    CHECK_THROWS_AS(checkOurs(db), ForeignSchemaError);
    CHECK(schemaVersion(db) == -1);
}

TEST_CASE("A file of a version no Greed wrote is set aside and a new one started",
          "[stats][foreign]") {
    const auto dir = test::freshFolder("unknown-version");
    const auto file = dir / "greed.db";
    bool gameStart = false;
    SECTION("negative, a match starting") {
        makeGreedFile(file, "PRAGMA user_version = -1");
        gameStart = true;
    }
    SECTION("negative, a game ending") {
        makeGreedFile(file, "PRAGMA user_version = -7");
    }
    SECTION("newer but not marked as Greed's") {
        makeDatabase(file, "CREATE TABLE games(x); PRAGMA user_version = 99");
    }
    checkSetAside(file, test::readBytes(file), gameStart);
}

TEST_CASE("Another program's database is set aside, not written into", "[stats][foreign]") {
    const auto dir = test::freshFolder("foreign");
    const auto file = dir / "greed.db";
    SECTION("at a version Greed knows, without Greed's columns") {
        makeDatabase(file, "CREATE TABLE games(name TEXT); INSERT INTO games VALUES ('chess'); "
                           "PRAGMA user_version = 3");
    }
    SECTION("at version 0, with tables of its own") {
        makeDatabase(file, "CREATE TABLE notes(id INTEGER PRIMARY KEY, text TEXT); "
                           "INSERT INTO notes(text) VALUES ('keep me')");
    }
    SECTION("another program's application_id") {
        makeDatabase(file, "PRAGMA application_id = 1234; PRAGMA user_version = 4");
    }
    SECTION("a Greed file with a table missing") {
        makeGreedFile(file, "DROP TABLE throw_totals");
    }
    // Issue 38: objects Greed never made. An endless trigger on games froze the game at a
    // match's end and hung `greed-cli stats record`.
    SECTION("a Greed file with an endless trigger on games") {
        makeGreedFile(file, "CREATE TRIGGER forever AFTER INSERT ON games BEGIN "
                            "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n) "
                            "SELECT count(*) FROM n; END");
    }
    SECTION("a Greed file with a view") {
        makeGreedFile(file, "CREATE VIEW winners AS SELECT * FROM seats WHERE winner");
    }
    SECTION("a Greed file with an extra table") {
        makeGreedFile(file, "CREATE TABLE notes(text TEXT)");
    }
    SECTION("a Greed file with an extra index") {
        makeGreedFile(file, "CREATE INDEX extra ON turns(delta, score_after)");
    }
    // Byte for byte: nothing of Greed's was added to the other program's file.
    checkSetAside(file, test::readBytes(file), false);
}

TEST_CASE("A foreign file is set aside under a free name", "[stats][foreign]") {
    const auto dir = test::freshFolder("foreign-free-name");
    const auto file = dir / "greed.db";
    test::writeBytes(dir / "greed.db.foreign-1", "an earlier one");
    makeDatabase(file, "CREATE TABLE notes(text TEXT)");
    StatsStore store(file);
    REQUIRE(store.record(test::playedGame(1)));
    CHECK(store.setAsidePath() == dir / "greed.db.foreign-2");
    CHECK(test::readBytes(dir / "greed.db.foreign-1") == "an earlier one");
}

TEST_CASE("Greed's own files of every known version are not taken for foreign ones",
          "[stats][foreign]") {
    const auto dir = test::freshFolder("ours");
    for (int v = 0; v <= kSchemaVersion; ++v) {
        const auto file = dir / ("v" + std::to_string(v) + ".db");
        {
            Database db = Database::open(file, Database::Access::ReadWrite);
            migrate(db, v);
            db.exec("PRAGMA application_id = 0"); // as Greed wrote them before version 4
        }
        StatsStore store(file);
        REQUIRE(store.record(test::playedGame(1)));
        CHECK(store.problem().empty());
        CHECK(store.setAsidePath().empty());
    }
}

TEST_CASE("Nothing stored in a file runs through Greed's connection", "[stats][foreign]") {
    // Whatever checkOurs lets through, a trigger never fires and a view is never read.
    const auto dir = test::freshFolder("no-triggers");
    Database db = Database::open(dir / "greed.db", Database::Access::ReadWrite);
    db.exec("CREATE TABLE a(x); CREATE TABLE b(x); CREATE VIEW v AS SELECT x FROM a; "
            "CREATE TRIGGER copy AFTER INSERT ON a BEGIN INSERT INTO b VALUES (new.x); END");
    db.exec("INSERT INTO a VALUES (1)");
    CHECK(db.scalar("SELECT count(*) FROM a") == 1);
    CHECK(db.scalar("SELECT count(*) FROM b") == 0);
    CHECK_THROWS_AS(db.scalar("SELECT count(*) FROM v"), SqliteError);
}

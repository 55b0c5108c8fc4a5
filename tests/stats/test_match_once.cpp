// A match is recorded once (issue 22, items 5 and 2): its stable match id makes recording it
// again a no-op, whoever records it (the game at its end, greed-cli stats record, the sweep of
// kept match files), and a game that ended while greed.db was locked is recorded later.
#include "stats_helpers.hpp"

#include "session/save_store.hpp"
#include "stats/game_io.hpp"
#include "stats/kept_matches.hpp"
#include "stats/queries.hpp"
#include "stats/stats_store.hpp"

#include <catch2/catch.hpp>

using namespace greed;
using namespace greed::stats;
namespace fs = std::filesystem;

namespace {

// What greed-cli stats record makes of a match file.
GameRecord recordFromFile(const fs::path& file) {
    const auto saved = session::loadMatch(file);
    const auto match = session::MatchSession::fromRecord(saved.record);
    return recordOf(*match, saved.record.created, file.string());
}

} // namespace

TEST_CASE("The match id is the same from the game's end and from its file", "[stats][once]") {
    const auto dir = test::freshFolder("match-id");
    const auto [file, atEnd] = test::savedGame(dir, 3);
    const GameRecord fromFile = recordFromFile(file);
    CHECK(matchId(fromFile) == matchId(atEnd));
    GameRecord moved = fromFile;
    moved.matchFile = "elsewhere.greed";
    moved.ended = "2030-01-01 00:00";
    CHECK(matchId(moved) == matchId(atEnd));
    // Another match (another seed) is another id; so is the same seed started at another time.
    CHECK(matchId(test::savedGame(dir, 4).second) != matchId(atEnd));
    GameRecord later = atEnd;
    later.started = "2026-11-24 09:00";
    CHECK(matchId(later) != matchId(atEnd));
}

TEST_CASE("A match recorded again is not counted again", "[stats][once]") {
    const auto dir = test::freshFolder("once");
    const auto [file, atEnd] = test::savedGame(dir / "games", 5);
    StatsStore store(dir / "greed.db");
    REQUIRE(store.record(atEnd)); // the game at the match's end
    const auto id = store.lastId();
    for (int i = 0; i < 3; ++i) { // greed-cli stats record FILE, three times
        REQUIRE(store.record(recordFromFile(file)));
        CHECK(store.lastId() == id);
    }
    CHECK(store.alreadyRecorded() == 3);
    const Database& db = *store.reader();
    CHECK(gameCount(db) == 1);
    CHECK(db.scalar("SELECT sum(games) FROM player_totals") == 2); // two seats, one game
    CHECK(db.scalar("SELECT games FROM rule_totals WHERE player = 0") == 1);
    // Another match still counts.
    REQUIRE(store.record(test::savedGame(dir / "games", 6).second));
    CHECK(gameCount(db) == 2);
}

TEST_CASE("A game that ended while the file was locked is recorded later from its kept file",
          "[stats][once]") {
    const auto dir = test::freshFolder("kept-later");
    const auto games = dir / "saves" / "games";
    const auto file = dir / "greed.db";
    {
        auto first = std::make_unique<StatsStore>(file, 50);
        REQUIRE(first->record(test::savedGame(games, 1).second));
        Database other = Database::open(file, Database::Access::ReadWrite);
        Transaction lock(other); // another Greed holds the write lock until after this one quits
        CHECK_FALSE(first->record(test::savedGame(games, 2).second));
        CHECK(first->takeNotice().find("recorded later") != std::string::npos);
        CHECK(recordKeptMatches(*first, games) == 0); // still locked: nothing, no harm
        first.reset(); // this Greed quits (its last try fails too), then the other one lets go
    }
    StatsStore store(file, 50);
    REQUIRE(store.reader() != nullptr);
    CHECK(gameCount(*store.reader()) == 1);
    // The next match's start (or the next game's end) keeps the promise.
    CHECK(recordKeptMatches(store, games) == 1);
    CHECK(gameCount(*store.reader()) == 2);
    CHECK(recordKeptMatches(store, games) == 0);
    CHECK(gameCount(*store.reader()) == 2);
    // A kept file under another name (copied, renamed) is the same match: not added again.
    fs::copy_file(games / "game-2.greed", games / "copy-of-game-2.greed");
    CHECK(recordKeptMatches(store, games) == 0);
    CHECK(gameCount(*store.reader()) == 2);
    CHECK(store.alreadyRecorded() == 1);
}

TEST_CASE("Kept files that cannot be read or hold no turn are passed over", "[stats][once]") {
    const auto dir = test::freshFolder("kept-bad");
    const auto games = dir / "games";
    fs::create_directories(games);
    test::writeBytes(games / "a-broken.greed", "not a match\n");
    const auto setup = session::test::setupOf("greed", "Ann:steady,Rex:reckless", 9);
    session::MatchWriter::create(games / "b-empty.greed", setup, "2026-11-23 20:00");
    test::savedGame(games, 3);
    StatsStore store(dir / "greed.db");
    CHECK(recordKeptMatches(store, games) == 1);
    CHECK(gameCount(*store.reader()) == 1);
    CHECK(test::readBytes(games / "a-broken.greed") == "not a match\n");
}

TEST_CASE("Many kept files are taken in a few per call", "[stats][once]") {
    const auto dir = test::freshFolder("kept-many");
    const auto games = dir / "games";
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
        test::savedGame(games, seed);
    }
    StatsStore store(dir / "greed.db");
    CHECK(recordKeptMatches(store, games, 2) == 2);
    CHECK(recordKeptMatches(store, games, 2) == 2);
    CHECK(recordKeptMatches(store, games, 2) == 1);
    CHECK(recordKeptMatches(store, games, 2) == 0);
    CHECK(gameCount(*store.reader()) == 5);
}

// Recording games and reading them back exactly; queries over what was recorded.
#include "stats_helpers.hpp"

#include "core/player_name.hpp"
#include "stats/game_io.hpp"
#include "stats/queries.hpp"
#include "stats/stats_store.hpp"
#include "stats/stats_view.hpp"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <sqlite3.h>

#include <algorithm>

using namespace greed;
using namespace greed::stats;

namespace {

// Every roll of a scripted turn sequence: Ann rolls 1 1 1 5 2 (1050), banks; Bo busts with
// 2 3 4 6 2; Ann rolls 5 2 3 4 6 (50), rolls 2 2 3 4 (bust).
GameRecord scriptedGame() {
    session::MatchSession match(session::test::setupOf("greed", "Ann,Bo", 7));
    REQUIRE(match.applyLogged(session::Move::act(0, core::Action::roll({1, 1, 1, 5, 2}))));
    REQUIRE(match.applyLogged(session::Move::act(0, core::Action::bank())));
    REQUIRE(match.applyLogged(session::Move::act(1, core::Action::roll({2, 3, 4, 6, 2}))));
    REQUIRE(match.applyLogged(session::Move::act(0, core::Action::roll({5, 2, 3, 4, 6}))));
    REQUIRE(match.applyLogged(session::Move::act(0, core::Action::roll({2, 2, 3, 4}))));
    return recordOf(match, "2026-11-23 21:00", "saves/games/scripted.greed");
}

Database openFresh(const std::string& name) {
    const auto dir = test::freshFolder(name);
    Database db = Database::open(dir / "greed.db", Database::Access::ReadWrite);
    StatsStore store(dir / "greed.db"); // creates and migrates the file
    REQUIRE(store.reader() != nullptr);
    return db;
}

} // namespace

TEST_CASE("A scripted game is recorded and read back exactly", "[stats]") {
    const GameRecord game = scriptedGame();
    REQUIRE(game.status == GameStatus::Abandoned);
    REQUIRE(game.seats.size() == 2);
    REQUIRE(game.seats[0].turns.size() == 2);
    REQUIRE(game.seats[0].turns[0].rolls[0].points == 1050);
    REQUIRE(game.seats[1].turns[0].end == core::TurnEnd::Bust);

    Database db = openFresh("scripted");
    const auto id = writeGame(db, game);
    const auto back = readGame(db, id);
    REQUIRE(back.has_value());
    CHECK(back->seats == game.seats);
    CHECK(back->rules == game.rules);
    CHECK(*back == game);
}

TEST_CASE("Whole games of every preset are read back exactly", "[stats]") {
    Database db = openFresh("presets");
    for (const auto& preset : core::presetNames()) {
        const GameRecord game = test::playedGame(11, preset, "A:steady,B:bold");
        REQUIRE(game.status == GameStatus::Finished);
        const auto back = readGame(db, writeGame(db, game));
        REQUIRE(back.has_value());
        CHECK(*back == game);
    }
    CHECK(gameCount(db) == static_cast<int>(core::presetNames().size()));
}

TEST_CASE("Player figures, head-to-head and the games list come from what was recorded",
          "[stats]") {
    Database db = openFresh("queries");
    std::vector<GameRecord> games;
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        games.push_back(test::playedGame(seed));
        writeGame(db, games.back());
    }
    games.push_back(scriptedGame()); // abandoned: not a finished game of Ann's
    writeGame(db, games.back());

    // Expected figures of "Ann (steady)", counted from the records themselves.
    int wins = 0, turns = 0, busts = 0, points = 0, best = 0, streak = 0, longest = 0;
    for (const auto& g : games) {
        for (const auto& s : g.seats) {
            if (s.info.name != "Ann" || s.info.personality != "steady") {
                continue;
            }
            for (const auto& t : s.turns) {
                ++turns;
                points += t.delta;
                busts += t.end == core::TurnEnd::Bust ? 1 : 0;
                best = t.end == core::TurnEnd::Banked ? std::max(best, t.delta) : best;
            }
            wins += s.winner ? 1 : 0;
            streak = s.winner ? streak + 1 : 0;
            longest = std::max(longest, streak);
        }
    }
    const auto players = listPlayers(db);
    REQUIRE(players.size() == 5);
    CHECK(players[0].human); // people first: Ann and Bo of the scripted game
    const auto ann = std::find_if(players.begin(), players.end(),
                                  [](const PlayerKey& k) { return k.name == "Ann" && !k.human; });
    REQUIRE(ann != players.end());
    const auto s = playerSummary(db, ann->id);
    REQUIRE(s.has_value());
    CHECK(s->games == 6);
    CHECK(s->wins == wins);
    CHECK(s->turns == turns);
    CHECK(s->bestTurn == best);
    CHECK(s->longestWinStreak == longest);
    CHECK(s->pointsPerTurn == Approx(static_cast<double>(points) / turns));
    CHECK(s->bustRate == Approx(static_cast<double>(busts) / turns));
    REQUIRE(s->cumulative.size() == 6);
    CHECK(s->cumulative.back() == Approx(wins / 6.0));

    const auto versus = headToHead(db, ann->id);
    REQUIRE(versus.size() == 2); // reckless and professor
    for (const auto& h : versus) {
        CHECK(h.games == 6);
        CHECK(h.wins == wins);
    }
    const auto list = pastGames(db, 3);
    REQUIRE(list.size() == 3);
    CHECK(list[0].id > list[1].id); // newest first
    CHECK_FALSE(list[0].finished);
    CHECK(list[0].matchFile == "saves/games/scripted.greed");
    CHECK(list[0].seats.size() == 2);
}

TEST_CASE("The store records a game and has nothing to report", "[stats]") {
    const auto dir = test::freshFolder("timing");
    StatsStore store(dir / "greed.db");
    REQUIRE(store.record(test::playedGame(3)));
    CHECK(store.pending() == 0);
    CHECK(store.lastId() == 1);
    CHECK(store.problem().empty());
    CHECK(store.takeNotice().empty());
}

TEST_CASE("Names stored by another program are repaired when read, whatever the bytes",
          "[stats][name]") {
    // Issue 22 item 6: a name that is not UTF-8 entered greed.db and every later
    // `greed-cli stats --json` failed. Written here straight through SQLite, as another
    // program or an older Greed could have.
    Database db = openFresh("names");
    writeGame(db, scriptedGame());
    const std::string huge(100000, 'z');
    const std::string sql = "UPDATE players SET name = CAST(X'426FFF621B5B326A00' AS TEXT) "
                            "WHERE name = 'Bo'; UPDATE players SET name = '" +
                            huge + "' WHERE name = 'Ann';";
    REQUIRE(sqlite3_exec(db.handle(), sql.c_str(), nullptr, nullptr, nullptr) == SQLITE_OK);

    std::vector<std::string> names;
    for (const auto& p : listPlayers(db)) {
        names.push_back(p.name);
        const auto s = playerSummary(db, p.id);
        REQUIRE(s.has_value());
        CHECK(s->player.name == p.name);
    }
    const auto listed = pastGames(db, 5);
    REQUIRE(listed.size() == 1);
    for (const auto& seat : listed.front().seats) {
        names.push_back(seat.name);
    }
    const auto game = readGame(db, 1);
    REQUIRE(game.has_value());
    for (const auto& seat : game->seats) {
        names.push_back(seat.info.name);
    }
    REQUIRE(names.size() == 6);
    for (const auto& name : names) {
        INFO(name);
        CHECK(core::checkName(name).ok());
        CHECK_NOTHROW(nlohmann::json(name).dump());
    }
    CHECK(std::count(names.begin(), names.end(),
                     "Bo\xef\xbf\xbd"
                     "b[2j") == 3);
    CHECK(std::count(names.begin(), names.end(), std::string(16, 'z')) == 3);
}

TEST_CASE("Head-to-head names the opponent as played, and rule sets only those the player played",
          "[stats]") {
    Database db = openFresh("as-played");
    // Ann against a reckless computer she named "Tim", twice under Greed; Bo and Cy play
    // Farkle without her.
    writeGame(db, test::playedGame(1, "greed", "Ann,Tim:reckless"));
    writeGame(db, test::playedGame(2, "greed", "Ann,Tim:reckless"));
    writeGame(db, test::playedGame(3, "farkle", "Bo:steady,Cy:bold"));

    const auto players = listPlayers(db);
    const auto ann = std::find_if(players.begin(), players.end(),
                                  [](const PlayerKey& k) { return k.name == "Ann" && k.human; });
    REQUIRE(ann != players.end());
    const auto versus = headToHead(db, ann->id);
    REQUIRE(versus.size() == 1);
    CHECK(versus[0].personality == "reckless");
    CHECK(versus[0].name == "Tim");
    CHECK(versus[0].games == 2);

    const auto view = loadStatsView(db, static_cast<int>(ann - players.begin()));
    REQUIRE(view.ruleSets.size() == 1);
    CHECK(view.ruleSets[0].playerGames == 2);
    // The whole list (greed-cli's) still has every rule set played by anyone.
    CHECK(ruleSets(db, ann->id).size() == 2);
}

// The screen opened on the first of the list (people with the most games first), so after
// Zoe's first game it showed Ann, who had played more: it opens on who played last.
TEST_CASE("The statistics open on the person of the newest game", "[stats]") {
    Database db = openFresh("newest-person");
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
        writeGame(db, test::playedGame(seed, "greed", "Ann,Rex:reckless"));
    }
    writeGame(db, test::playedGame(4, "greed", "You,Rex:reckless,Sam:steady,Tilly:timid"));
    const auto players = listPlayers(db);
    REQUIRE(players[0].name == "Ann"); // three games: first in the list
    const auto you = loadStatsView(db);
    REQUIRE(you.summary.has_value());
    CHECK(you.summary->player.name == "You");
    CHECK(you.summary->player.human);
    CHECK(you.players[static_cast<std::size_t>(you.selected)].name == "You");

    // A game of computers only names no one: the first of the list, a person.
    writeGame(db, test::playedGame(5, "greed", "Rex:reckless,Sam:steady"));
    const auto first = loadStatsView(db);
    CHECK(first.selected == 0);
    CHECK(first.summary->player.name == "Ann");
    // An index asked for is kept.
    CHECK(loadStatsView(db, 2).selected == 2);
}

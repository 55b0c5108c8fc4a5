// Tests of players joining and leaving a game in progress (the 1989 spec's "allow players to be
// added and removed"): seats and turn order, when joining is refused, the end of the game with a
// late joiner, the turn counters joinedAtTurn/leftAtTurn, and saving such a game.
#include "helpers.hpp"

#include "core/save.hpp"

#include <nlohmann/json.hpp>

using namespace greed;
using namespace greed::test;
using Catch::Matchers::Contains;
using core::PlayerKind;
using core::TurnEnd;

namespace {

Rules preset(const std::string& name) {
    return core::loadPreset(name);
}

core::PlayerInfo newcomer(const std::string& name = "Newbie") {
    return {name, PlayerKind::Computer, "steady"};
}

// Greed/spec1989: five 1s (1200, hot dice) `fullRolls` times, then `last`, then bank.
void bankOnes(Game& game, int fullRolls, const std::vector<Face>& last) {
    for (int i = 0; i < fullRolls; ++i) {
        roll(game, {1, 1, 1, 1, 1});
    }
    if (!last.empty()) {
        roll(game, last);
    }
    play(game, Action::bank());
}

void bustGreed(Game& game) {
    roll(game, {2, 3, 4, 6, 6});
}

// A join that must be refused with `reason`, leaving the game untouched.
void joinRefused(Game& game, const std::string& reason, core::PlayerInfo info = newcomer()) {
    const Game before = game;
    const auto out = game.join(std::move(info));
    CHECK_FALSE(out.ok);
    CHECK(out.error == reason);
    CHECK(out.events.empty());
    CHECK(game == before);
}

} // namespace

SCENARIO("Joining mid-game: a new seat after the last, played when the turn order reaches it",
         "[game][join]") {
    GIVEN("Greed with three players, P0's first turn over") {
        Game game = startedGame(preset("greed"), 3);
        bustGreed(game);
        REQUIRE(game.currentPlayer() == 1);
        REQUIRE(game.turnsPlayed() == 1);

        WHEN("a player joins") {
            const auto out = game.join(newcomer());
            REQUIRE(out.ok);
            THEN("they sit after the last seat with nothing yet, and the turn goes on") {
                const auto joined = findEvent(out, EventType::PlayerJoined);
                REQUIRE(joined);
                CHECK(joined->player == 3);
                CHECK(out.events.size() == 1);
                CHECK(std::string(core::toString(EventType::PlayerJoined)) == "player-joined");
                CHECK(game.playerCount() == 4);
                CHECK(game.activePlayerCount() == 4);
                const auto& p = game.players()[3];
                CHECK(p.info.name == "Newbie");
                CHECK(p.info.kind == PlayerKind::Computer);
                CHECK(p.score == 0);
                CHECK_FALSE(p.entered); // Greed has an entry rule
                CHECK_FALSE(p.left);
                CHECK(p.history.empty());
                CHECK(p.joinedAtTurn == 1);
                CHECK(p.leftAtTurn == -1);
                CHECK(game.currentPlayer() == 1);
                CHECK(game.phase() == Phase::AwaitRoll);
                CHECK_FALSE(game.finalTurnPending(3));
            }
            THEN("the newcomer plays after the last seat, then the first seat again") {
                bustGreed(game);
                CHECK(game.currentPlayer() == 2);
                bustGreed(game);
                CHECK(game.currentPlayer() == 3);
                CHECK(game.bankThreshold() == 300); // not yet in the game
                roll(game, {1, 1, 1, 5, 2});        // 1050
                play(game, Action::bank());
                CHECK(game.players()[3].score == 1050);
                CHECK(game.players()[3].entered);
                REQUIRE(game.players()[3].history.size() == 1);
                CHECK(game.players()[3].history[0].turn == 1);
                CHECK(game.currentPlayer() == 0);
                CHECK(game.turnsPlayed() == 4);
            }
        }
        WHEN("a player joins mid-turn") {
            roll(game, {1, 1, 2, 3, 4}); // P1 holds 200
            REQUIRE(game.join(newcomer()).ok);
            THEN("the turn in progress is untouched") {
                CHECK(game.currentPlayer() == 1);
                CHECK(game.phase() == Phase::AwaitDecision);
                CHECK(game.turnTotal() == 200);
                CHECK(game.diceToThrow() == 3);
            }
        }
        WHEN("the last seat is playing when a player joins") {
            bustGreed(game);
            REQUIRE(game.currentPlayer() == 2);
            REQUIRE(game.join(newcomer("A")).ok);
            REQUIRE(game.join(newcomer("B")).ok);
            THEN("both newcomers play next, in the order they joined") {
                bustGreed(game);
                CHECK(game.currentPlayer() == 3);
                bustGreed(game);
                CHECK(game.currentPlayer() == 4);
                bustGreed(game);
                CHECK(game.currentPlayer() == 0);
                CHECK(game.players()[4].joinedAtTurn == 2);
            }
        }
    }
    GIVEN("Cubilete, with no entry rule") {
        Game game = startedGame(preset("cubilete"), 2);
        REQUIRE(game.join(newcomer()).ok);
        THEN("the newcomer is in the game at once, joining before any turn ended") {
            CHECK(game.players()[2].entered);
            CHECK(game.players()[2].joinedAtTurn == 0);
        }
    }
}

SCENARIO("Joining is refused when the table is full, once the end has begun, and outside a game",
         "[game][join]") {
    GIVEN("a rule set for at most three players") {
        Rules rules = preset("greed");
        rules.maxPlayers = 3;
        Game game = startedGame(rules, 3);
        joinRefused(game, "the table is full: at most 3 players");
        WHEN("a player leaves") {
            REQUIRE(game.leave(1).ok);
            THEN("their place can be taken (players who left do not count)") {
                REQUIRE(game.join(newcomer()).ok);
                CHECK(game.playerCount() == 4);
                CHECK(game.activePlayerCount() == 3);
                joinRefused(game, "the table is full: at most 3 players");
            }
        }
    }
    GIVEN("a started game") {
        Game game = startedGame(preset("greed"), 2);
        THEN("a newcomer needs a name") {
            joinRefused(game, "a player needs a name", {"", PlayerKind::Human, ""});
        }
    }
    GIVEN("a game in setup") {
        Game game(preset("greed"));
        REQUIRE(game.addPlayer({"A", PlayerKind::Human, ""}).ok);
        joinRefused(game, "before the game starts, add the player instead");
    }
    GIVEN("Greed in its final round") {
        Game game = startedGame(preset("greed"), 3);
        bankOnes(game, 2, {1, 1, 1, 5, 5}); // 3500
        REQUIRE(game.inFinalRound());
        joinRefused(game, "nobody can join once the final round has begun");
        WHEN("the game is over") {
            bustGreed(game);
            bustGreed(game);
            REQUIRE(game.phase() == Phase::GameOver);
            joinRefused(game, "the game is over");
        }
    }
    GIVEN("Spec 1989 after 5000 (equal turns)") {
        Game game = startedGame(preset("spec1989"), 3);
        bankOnes(game, 4, {1, 1, 1, 5, 5}); // 5900
        REQUIRE(game.endTriggeredBy() == 0);
        joinRefused(game, "nobody can join once the final round has begun");
    }
    GIVEN("Cubilete in a tie-break") {
        Rules rules = preset("cubilete");
        rules.tieBreak = true;
        rules.target = 1000;
        Game game = startedGame(rules, 2);
        const auto aaa = labelled(rules, {"A", "A", "A"});
        roll(game, aaa);
        play(game, Action::bank()); // P0 1000: the end begins
        roll(game, aaa);
        play(game, Action::bank()); // P1 1000: tie
        REQUIRE(game.inTieBreak());
        joinRefused(game, "nobody can join once the final round has begun");
    }
}

SCENARIO("A player who joined late can win", "[game][join]") {
    Game game = startedGame(preset("greed"), 2);
    bustGreed(game);
    REQUIRE(game.join(newcomer()).ok); // seat 2
    bustGreed(game);
    REQUIRE(game.currentPlayer() == 2);
    bankOnes(game, 2, {1, 1, 1, 5, 5}); // 3500
    CHECK(game.endTriggeredBy() == 2);
    CHECK(game.finalTurnPending(0));
    CHECK(game.finalTurnPending(1));
    CHECK_FALSE(game.finalTurnPending(2));
    CHECK(game.currentPlayer() == 0);
    bustGreed(game);
    roll(game, {1, 1, 1, 5, 5}); // 1150
    play(game, Action::bank());
    CHECK(game.phase() == Phase::GameOver);
    CHECK(game.winners() == std::vector<int>{2});
}

SCENARIO("Equal turns: a late joiner is not owed the turns they missed", "[game][join][end]") {
    GIVEN("Spec 1989, seat 2 starts; a player joins after the first round (seat 3)") {
        Game game = startedGame(preset("spec1989"), 3, 2);
        bustGreed(game); // P2
        bustGreed(game); // P0
        bustGreed(game); // P1
        REQUIRE(game.join(newcomer()).ok);
        CHECK(game.players()[3].joinedAtTurn == 3);
        // Round 2: seat 3 follows seat 2, the last seat, in turn order.
        REQUIRE(game.currentPlayer() == 2);
        bustGreed(game);
        REQUIRE(game.currentPlayer() == 3);
        bustGreed(game);
        bustGreed(game); // P0
        bustGreed(game); // P1
        // Round 3
        bustGreed(game); // P2
        bustGreed(game); // newcomer
        REQUIRE(game.currentPlayer() == 0);
        bankOnes(game, 4, {1, 1, 1, 5, 5}); // P0 5900
        THEN("the round ends at the starting seat: only P1 is still owed a turn") {
            CHECK(game.endTriggeredBy() == 0);
            CHECK(game.finalTurnPending(1));
            CHECK_FALSE(game.finalTurnPending(2));
            CHECK_FALSE(game.finalTurnPending(3)); // already played this round
            CHECK(game.currentPlayer() == 1);
            bustGreed(game);
            CHECK(game.phase() == Phase::GameOver);
            CHECK(game.winners() == std::vector<int>{0});
            CHECK(game.players()[3].history.size() == 2);
            for (int p = 0; p < 3; ++p) {
                CHECK(game.players()[static_cast<size_t>(p)].history.size() == 3);
            }
        }
    }
    GIVEN("Spec 1989, seat 0 starts; a player joins during the first round") {
        Game game = startedGame(preset("spec1989"), 3);
        bustGreed(game); // P0
        REQUIRE(game.join(newcomer()).ok);
        bustGreed(game); // P1
        bustGreed(game); // P2
        REQUIRE(game.currentPlayer() == 3);
        bustGreed(game);                    // newcomer, the end of the round
        bankOnes(game, 4, {1, 1, 1, 5, 5}); // P0 5900
        THEN("everyone after the trigger, the newcomer too, plays once more") {
            CHECK(game.finalTurnPending(1));
            CHECK(game.finalTurnPending(2));
            CHECK(game.finalTurnPending(3));
            bustGreed(game);
            bustGreed(game);
            CHECK(game.phase() != Phase::GameOver);
            CHECK(game.currentPlayer() == 3);
            bustGreed(game);
            CHECK(game.phase() == Phase::GameOver);
            for (int p = 0; p < 4; ++p) {
                CHECK(game.players()[static_cast<size_t>(p)].history.size() == 2);
            }
        }
    }
    GIVEN("Cubilete: the newcomer in the last seat reaches 5000") {
        const Rules rules = preset("cubilete");
        Game game = startedGame(rules, 2);
        REQUIRE(game.join(newcomer()).ok);
        roll(game, labelled(rules, {"Q", "J", "10"})); // P0 bust
        roll(game, labelled(rules, {"Q", "J", "10"})); // P1 bust
        for (int i = 0; i < 5; ++i) {
            roll(game, labelled(rules, {"A", "A", "A"}));
        }
        play(game, Action::bank()); // newcomer 5000, the round is complete
        THEN("the game is over at once") {
            CHECK(game.phase() == Phase::GameOver);
            CHECK(game.winners() == std::vector<int>{2});
        }
    }
}

SCENARIO("Leaving records the turn count, and restart resets both counters", "[game][join][leave]") {
    Game game = startedGame(preset("greed"), 4);
    bustGreed(game); // P0
    REQUIRE(game.leave(2).ok);
    CHECK(game.players()[2].leftAtTurn == 1);
    CHECK(game.players()[2].left);
    REQUIRE(game.currentPlayer() == 1);
    roll(game, {1, 1, 2, 3, 4});
    REQUIRE(game.leave(1).ok); // mid-turn: the turn ends, and counts before leaving
    CHECK(game.players()[1].history.back().end == TurnEnd::Left);
    CHECK(game.turnsPlayed() == 2);
    CHECK(game.players()[1].leftAtTurn == 2);
    CHECK(game.currentPlayer() == 3);
    REQUIRE(game.join(newcomer()).ok);
    CHECK(game.players()[4].joinedAtTurn == 2);
    bustGreed(game); // P3
    REQUIRE(game.currentPlayer() == 4);
    bustGreed(game); // the newcomer
    REQUIRE(game.currentPlayer() == 0);
    REQUIRE(game.leave(4).ok);
    CHECK(game.players()[4].leftAtTurn == 4);
    CHECK(game.players()[0].leftAtTurn == -1);

    WHEN("the game restarts") {
        play(game, Action::restart());
        THEN("everyone at the table is there from the start; who left did so before it") {
            CHECK(game.turnsPlayed() == 0);
            CHECK(game.players()[4].joinedAtTurn == 0);
            CHECK(game.players()[4].leftAtTurn == 0);
            CHECK(game.players()[1].leftAtTurn == 0);
            CHECK(game.players()[0].leftAtTurn == -1);
            CHECK(game.players()[3].leftAtTurn == -1);
        }
    }
}

TEST_CASE("Save: a game with a joiner and a leaver round-trips", "[save][join]") {
    Game game = startedGame(preset("greed"), 3);
    bustGreed(game);                   // P0
    REQUIRE(game.join(newcomer()).ok); // seat 3, joined at turn 1
    roll(game, {1, 1, 1, 5, 2});       // P1 1050
    play(game, Action::bank());
    REQUIRE(game.leave(2).ok); // P2 to act: leaves, turn 2 ends
    REQUIRE(game.currentPlayer() == 3);
    roll(game, {1, 2, 3, 4, 6}); // the newcomer holds 100

    const Game loaded = core::loadGameText(core::saveGameText(game), "join");
    CHECK(loaded == game);
    CHECK(loaded.players()[3].joinedAtTurn == 1);
    CHECK(loaded.players()[2].leftAtTurn == 3);
    CHECK(loaded.players()[2].left);
    CHECK(loaded.turnsPlayed() == 3);

    SECTION("the loaded game plays on identically") {
        Game a = game;
        Game b = loaded;
        for (const Action& action :
             {Action::roll({1, 1, 5, 2}), Action::bank(), Action::roll({2, 3, 4, 6, 6})}) {
            const auto x = a.apply(action);
            const auto y = b.apply(action);
            REQUIRE(x.ok);
            REQUIRE(y.ok);
            CHECK(x.events.size() == y.events.size());
            CHECK(a == b);
        }
        CHECK(a.players()[3].score == 350);
        CHECK(b.currentPlayer() == 1);
    }
    SECTION("a save from before joining existed loads with the defaults") {
        nlohmann::json document = core::gameToJson(game);
        for (auto& player : document.at("players")) {
            player.erase("joinedAtTurn");
            player.erase("leftAtTurn");
        }
        const Game old = core::gameFromJson(document, "old");
        CHECK(old.players()[3].joinedAtTurn == 0);
        CHECK(old.players()[2].leftAtTurn == -1);
        CHECK(old.players()[2].left);
        CHECK(old.currentPlayer() == 3);
        CHECK(old.turnTotal() == 100);
    }
    SECTION("counters that do not fit the game are refused") {
        nlohmann::json leftEarly = core::gameToJson(game);
        leftEarly["players"][0]["leftAtTurn"] = 1; // P0 is still at the table
        CHECK_THROWS_AS(core::gameFromJson(leftEarly, "bad"), core::SaveError);
        nlohmann::json future = core::gameToJson(game);
        future["players"][3]["joinedAtTurn"] = 9;
        try {
            core::gameFromJson(future, "future.json");
            FAIL("loaded");
        } catch (const core::SaveError& error) {
            CHECK_THAT(std::string(error.what()), Contains("future.json"));
            CHECK_THAT(std::string(error.what()), Contains("Newbie"));
        }
        nlohmann::json wrongType = core::gameToJson(game);
        wrongType["players"][1]["joinedAtTurn"] = "soon";
        CHECK_THROWS_AS(core::gameFromJson(wrongType, "bad"), core::SaveError);
    }
}

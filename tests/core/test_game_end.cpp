// Tests of how a Game ends: the Greed final round, equal turns (spec1989, cubilete), the
// immediate win, ties shared or broken by extra rounds, and players leaving mid-game.
#include "helpers.hpp"

using namespace greed;
using namespace greed::test;
using core::TurnEnd;

namespace {

Rules preset(const std::string& name) {
    return core::loadPreset(name);
}

// Greed/spec1989: five 1s five times = 6000, or four times and 1 1 1 5 5 = 5900, ...
void bankOnes(Game& game, int fullRolls, const std::vector<Face>& last) {
    for (int i = 0; i < fullRolls; ++i) {
        roll(game, {1, 1, 1, 1, 1}); // 1200, hot dice
    }
    if (!last.empty()) {
        roll(game, last);
    }
    play(game, Action::bank());
}

void bustGreed(Game& game) {
    roll(game, {2, 3, 4, 6, 6});
}

// Cubilete: `aces` rolls of A A A (1000 each), then optionally one more roll, then bank.
void bankAces(Game& game, int aces, const std::vector<std::string>& last = {}) {
    const auto& rules = game.rules();
    for (int i = 0; i < aces; ++i) {
        roll(game, labelled(rules, {"A", "A", "A"}));
    }
    if (!last.empty()) {
        roll(game, labelled(rules, last));
    }
    play(game, Action::bank());
}

void bustCubilete(Game& game) {
    roll(game, labelled(game.rules(), {"Q", "J", "10"}));
}

size_t turns(const Game& game, int player) {
    const auto& history = game.players()[static_cast<size_t>(player)].history;
    return static_cast<size_t>(std::count_if(
        history.begin(), history.end(), [](const core::TurnRecord& t) { return !t.tieBreak; }));
}

} // namespace

SCENARIO("Greed: the final round, and the player who reached 3000 does not play again",
         "[game][end][greed]") {
    Game game = startedGame(preset("greed"), 3);
    bankOnes(game, 2, {1, 1, 1, 5, 5}); // 3500
    // The bank that reaches the target starts the final round.
    REQUIRE(game.players()[0].score == 3500);
    CHECK(game.inFinalRound());
    CHECK(game.endTriggeredBy() == 0);
    CHECK_FALSE(game.finalTurnPending(0));
    CHECK(game.finalTurnPending(1));
    CHECK(game.finalTurnPending(2));
    CHECK(game.currentPlayer() == 1);

    WHEN("the others fail") {
        bustGreed(game);
        CHECK(game.phase() != Phase::GameOver);
        CHECK(game.currentPlayer() == 2);
        CHECK_FALSE(game.finalTurnPending(1));
        const auto out = [&] {
            auto o = game.apply(Action::roll({2, 3, 4, 6, 6}));
            REQUIRE(o.ok);
            return o;
        }();
        THEN("the game is over and the trigger wins") {
            const auto over = findEvent(out, EventType::GameOver);
            REQUIRE(over);
            CHECK(over->players == std::vector<int>{0});
            CHECK(game.phase() == Phase::GameOver);
            CHECK(game.winners() == std::vector<int>{0});
            CHECK(game.players()[0].history.size() == 1);
            CHECK(game.players()[1].history.size() == 1);
            CHECK(game.players()[2].history.size() == 1);
        }
    }
    WHEN("a later player overtakes in the final round") {
        bankOnes(game, 3, {}); // 3600
        CHECK(game.phase() != Phase::GameOver);
        CHECK(game.currentPlayer() == 2);
        bustGreed(game);
        THEN("the highest score wins; the trigger never played again") {
            CHECK(game.phase() == Phase::GameOver);
            CHECK(game.winners() == std::vector<int>{1});
            CHECK(game.players()[0].history.size() == 1);
            CHECK(game.players()[1].history.size() == 1);
            CHECK(game.players()[2].history.size() == 1);
        }
    }
}

SCENARIO("Greed: the FinalRoundStarted event comes with the bank that reached the target",
         "[game][end][greed]") {
    Game game = startedGame(preset("greed"), 2);
    roll(game, {1, 1, 1, 1, 1});
    roll(game, {1, 1, 1, 1, 1});
    roll(game, {1, 1, 1, 5, 5});
    const auto out = play(game, Action::bank());
    const auto started = findEvent(out, EventType::FinalRoundStarted);
    REQUIRE(started);
    CHECK(started->player == 0);
    CHECK(findEvent(out, EventType::Banked)->total == 3500);
}

SCENARIO("Greed: a tie at the top is a shared win without tie-break", "[game][end][tie]") {
    Game game = startedGame(preset("greed"), 2);
    bankOnes(game, 2, {1, 1, 1, 5, 5}); // 3500
    bankOnes(game, 2, {1, 1, 1, 5, 5}); // 3500
    CHECK(game.phase() == Phase::GameOver);
    CHECK(game.winners() == std::vector<int>{0, 1});
}

SCENARIO("Greed: with tie-break on, tied leaders play extra rounds", "[game][end][tie]") {
    Rules rules = preset("greed");
    rules.tieBreak = true;
    Game game = startedGame(rules, 3);
    bankOnes(game, 2, {1, 1, 1, 5, 5}); // P0 3500
    bankOnes(game, 2, {1, 1, 1, 5, 5}); // P1 3500
    const auto out = [&] {
        auto o = game.apply(Action::roll({2, 3, 4, 6, 6})); // P2 busts
        REQUIRE(o.ok);
        return o;
    }();
    const auto tie = findEvent(out, EventType::TieBreakStarted);
    REQUIRE(tie);
    CHECK(tie->players == std::vector<int>{0, 1});
    CHECK_FALSE(hasEvent(out, EventType::GameOver));
    CHECK(game.inTieBreak());
    CHECK(game.phase() != Phase::GameOver);

    // First tie-break round: both bank 100 -> still tied -> another round.
    for (int turn = 0; turn < 2; ++turn) {
        REQUIRE(game.currentPlayer() != 2); // only the tied players play
        roll(game, {1, 2, 3, 4, 6});
        play(game, Action::bank());
    }
    CHECK(game.phase() != Phase::GameOver);
    // Second round: P0 banks 100, P1 banks 50.
    for (int turn = 0; turn < 2; ++turn) {
        const int player = game.currentPlayer();
        REQUIRE(player != 2);
        roll(game,
             player == 0 ? std::vector<Face>{1, 2, 3, 4, 6} : std::vector<Face>{5, 2, 3, 4, 6});
        play(game, Action::bank());
    }
    CHECK(game.phase() == Phase::GameOver);
    CHECK(game.winners() == std::vector<int>{0});
    CHECK(game.players()[0].score == 3700);
    CHECK(game.players()[1].score == 3650);
    CHECK(game.players()[2].history.size() == 1);
    for (int p : {0, 1}) {
        const auto& history = game.players()[static_cast<size_t>(p)].history;
        REQUIRE(history.size() == 3);
        CHECK_FALSE(history[0].tieBreak);
        CHECK(history[1].tieBreak);
        CHECK(history[2].tieBreak);
    }
}

SCENARIO("Spec 1989: equal turns, and the round is completed after 5000", "[game][end][spec1989]") {
    GIVEN("a middle player reaches 5000") {
        Game game = startedGame(preset("spec1989"), 3);
        bustGreed(game);                    // P0 fails to enter
        bankOnes(game, 4, {1, 1, 1, 5, 5}); // P1 5900
        CHECK(game.phase() != Phase::GameOver);
        CHECK(game.currentPlayer() == 2);
        bustGreed(game); // P2 ends the round
        THEN("the game ends with equal turns; P0 does not start a new round") {
            CHECK(game.phase() == Phase::GameOver);
            CHECK(game.winners() == std::vector<int>{1});
            for (int p = 0; p < 3; ++p) {
                CHECK(turns(game, p) == 1);
            }
        }
    }
    GIVEN("the first player reaches 5000") {
        Game game = startedGame(preset("spec1989"), 3);
        bankOnes(game, 4, {1, 1, 1, 5, 5}); // P0 5900
        THEN("everyone else plays once more; a player over 5000 may still lose") {
            bankOnes(game, 5, {}); // P1 6000
            CHECK(game.phase() != Phase::GameOver);
            bustGreed(game);
            CHECK(game.phase() == Phase::GameOver);
            CHECK(game.winners() == std::vector<int>{1});
            for (int p = 0; p < 3; ++p) {
                CHECK(turns(game, p) == 1);
            }
        }
    }
    GIVEN("the last player of the round reaches 5000") {
        Game game = startedGame(preset("spec1989"), 3, 1); // P1 starts: P1, P2, P0
        bustGreed(game);
        bustGreed(game);
        REQUIRE(game.currentPlayer() == 0);
        bankOnes(game, 4, {1, 1, 1, 5, 5});
        THEN("the round is complete at once") {
            CHECK(game.phase() == Phase::GameOver);
            CHECK(game.winners() == std::vector<int>{0});
        }
    }
}

SCENARIO("Cubilete: equal turns after 5000", "[game][end][cubilete]") {
    GIVEN("the starter reaches 5000") {
        Game game = startedGame(preset("cubilete"), 2);
        bankAces(game, 5); // P0 5000
        CHECK(game.phase() != Phase::GameOver);
        CHECK(game.currentPlayer() == 1);
        WHEN("the other player passes it") {
            bankAces(game, 5, {"A", "K", "Q"}); // 5100
            THEN("the higher score wins") {
                CHECK(game.phase() == Phase::GameOver);
                CHECK(game.winners() == std::vector<int>{1});
            }
        }
        WHEN("the other player busts") {
            bustCubilete(game);
            THEN("the starter wins and does not roll again") {
                CHECK(game.phase() == Phase::GameOver);
                CHECK(game.winners() == std::vector<int>{0});
                CHECK(turns(game, 0) == 1);
                CHECK(turns(game, 1) == 1);
            }
        }
        WHEN("the other player ties") {
            bankAces(game, 5);
            THEN("a shared win without tie-break") {
                CHECK(game.phase() == Phase::GameOver);
                CHECK(game.winners() == std::vector<int>{0, 1});
            }
        }
    }
    GIVEN("the second player reaches 5000") {
        Game game = startedGame(preset("cubilete"), 3);
        bustCubilete(game);
        bankAces(game, 5); // P1
        CHECK(game.currentPlayer() == 2);
        bustCubilete(game);
        THEN("the game ends when the turn comes back to the starter") {
            CHECK(game.phase() == Phase::GameOver);
            CHECK(game.winners() == std::vector<int>{1});
            CHECK(turns(game, 0) == 1);
        }
    }
}

SCENARIO("Cubilete: tie-break rounds among the tied players", "[game][end][tie][cubilete]") {
    Rules rules = preset("cubilete");
    rules.tieBreak = true;
    Game game = startedGame(rules, 2);
    bankAces(game, 5);
    const auto out = [&] {
        const auto& r = game.rules();
        for (int i = 0; i < 4; ++i) {
            roll(game, labelled(r, {"A", "A", "A"}));
        }
        roll(game, labelled(r, {"A", "A", "A"}));
        auto o = game.apply(Action::bank());
        REQUIRE(o.ok);
        return o;
    }();
    const auto tie = findEvent(out, EventType::TieBreakStarted);
    REQUIRE(tie);
    CHECK(tie->players == std::vector<int>{0, 1});
    // One extra round: P0 100, P1 busts.
    for (int turn = 0; turn < 2; ++turn) {
        if (game.currentPlayer() == 0) {
            roll(game, labelled(game.rules(), {"A", "Q", "J"}));
            play(game, Action::bank());
        } else {
            bustCubilete(game);
        }
    }
    CHECK(game.phase() == Phase::GameOver);
    CHECK(game.winners() == std::vector<int>{0});
}

SCENARIO("Leaving mid-game: the player is skipped from then on", "[game][leave]") {
    Game game = startedGame(preset("greed"), 4);
    const auto left = game.leave(1);
    REQUIRE(left.ok);
    CHECK(hasEvent(left, EventType::PlayerLeft));
    CHECK(game.players()[1].left);
    CHECK(game.activePlayerCount() == 3);
    CHECK(game.currentPlayer() == 0);
    CHECK_FALSE(game.leave(1).ok); // already gone
    CHECK_FALSE(game.leave(9).ok);

    bustGreed(game);
    CHECK(game.currentPlayer() == 2);
    bustGreed(game);
    CHECK(game.currentPlayer() == 3);
    bustGreed(game);
    CHECK(game.currentPlayer() == 0);
    CHECK(game.players()[1].history.empty());

    WHEN("the player to act leaves") {
        roll(game, {1, 1, 1, 2, 3}); // 1000 in hand
        const auto out = game.leave(0);
        REQUIRE(out.ok);
        THEN("the turn ends with nothing scored and the next player acts") {
            CHECK(game.players()[0].score == 0);
            CHECK(game.players()[0].history.back().delta == 0);
            CHECK(game.currentPlayer() == 2);
            CHECK(game.phase() == Phase::AwaitRoll);
            bustGreed(game);
            bustGreed(game);
            CHECK(game.currentPlayer() == 2); // 0 and 1 are skipped
        }
    }
    WHEN("a player owed a final turn leaves") {
        bankOnes(game, 2, {1, 1, 1, 5, 5}); // P0 3500: final round for 2 and 3
        REQUIRE(game.currentPlayer() == 2);
        REQUIRE(game.leave(3).ok);
        bustGreed(game);
        THEN("the game ends without waiting for them") {
            CHECK(game.phase() == Phase::GameOver);
            CHECK(game.winners() == std::vector<int>{0});
        }
    }
}

SCENARIO("Everyone else leaving before the end is an early end, not a win", "[game][leave]") {
    GIVEN("two players and no points yet") {
        Game game = startedGame(preset("greed"), 2);
        REQUIRE(game.leave(1).ok);
        THEN("the one left is the last at the table, and the game says it ended early") {
            CHECK(game.phase() == Phase::GameOver);
            CHECK(game.endedEarly());
        }
    }
    GIVEN("a final round under way when the others leave") {
        Game game = startedGame(preset("greed"), 3);
        bankOnes(game, 2, {1, 1, 1, 5, 5}); // P0 3500: the end is triggered
        REQUIRE(game.leave(1).ok);
        REQUIRE(game.leave(2).ok);
        THEN("the target was reached: a real end and a real winner") {
            CHECK(game.phase() == Phase::GameOver);
            CHECK_FALSE(game.endedEarly());
            CHECK(game.winners() == std::vector<int>{0});
        }
    }
    GIVEN("a game still going") {
        Game game = startedGame(preset("greed"), 3);
        REQUIRE(game.leave(1).ok);
        CHECK_FALSE(game.endedEarly());
    }
}

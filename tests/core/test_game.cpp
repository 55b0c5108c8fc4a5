// Tests of Game turn flow: the worked examples of the seed texts played step by step with
// scripted rolls (keep choices, hot dice, busts, entry rules, bank minimums, penalties, adopt
// points), the history of every turn, and illegal actions refused with a reason.
#include "helpers.hpp"

using namespace greed;
using namespace greed::test;
using core::ActionType;
using core::TurnEnd;

namespace {

Rules preset(const std::string& name) {
    return core::loadPreset(name);
}

} // namespace

// ---------------------------------------------------------------- zehntausend (German text)

SCENARIO("Zehntausend: rolling more than once (Mehr als 1 mal würfeln)", "[game][zehntausend]") {
    Game game = startedGame(preset("zehntausend"), 2);
    REQUIRE(game.phase() == Phase::AwaitRoll);
    REQUIRE(game.diceToThrow() == 6);

    auto out = roll(game, {1, 1, 2, 3, 5, 6});
    CHECK(hasEvent(out, EventType::Rolled));
    CHECK(game.phase() == Phase::ChooseKeep);
    CHECK_FALSE(hasAction(game, ActionType::Bank));
    CHECK_FALSE(hasAction(game, ActionType::Roll));
    // Every listed keep is a keep option; the best comes first.
    const auto actions = game.legalActions();
    REQUIRE(actions.size() == game.keepOptions().size());
    CHECK(game.keepOptions().front().faces == std::vector<Face>{1, 1, 5});

    out = keep(game, {1, 1, 5});
    const auto scored = findEvent(out, EventType::Scored);
    REQUIRE(scored);
    CHECK(scored->points == 250);
    CHECK(scored->total == 250);
    CHECK(sorted(scored->dice) == std::vector<Face>{1, 1, 5});
    CHECK(game.turnTotal() == 250);
    CHECK(game.diceToThrow() == 3);
    CHECK(game.phase() == Phase::AwaitDecision);

    roll(game, {1, 3, 4});
    keep(game, {1});
    CHECK(game.turnTotal() == 350);
    CHECK(game.diceToThrow() == 2);
    CHECK(sorted(game.setAside()) == std::vector<Face>{1, 1, 1, 5});
}

SCENARIO("Zehntausend: at least one die per roll, but not all scoring dice",
         "[game][zehntausend]") {
    Game game = startedGame(preset("zehntausend"), 2);
    roll(game, {1, 1, 2, 3, 5, 6});
    keep(game, {1});
    CHECK(game.turnTotal() == 100);
    CHECK(game.diceToThrow() == 5);
}

SCENARIO("Zehntausend: a roll without a scoring die loses the turn total", "[game][zehntausend]") {
    Game game = startedGame(preset("zehntausend"), 2);
    roll(game, {1, 2, 3, 3, 4, 4});
    keep(game, {1});
    CHECK(game.turnTotal() == 100);
    const auto out = roll(game, {2, 2, 3, 4, 4});
    const auto bust = findEvent(out, EventType::Bust);
    REQUIRE(bust);
    CHECK(bust->player == 0);
    CHECK(bust->points == 100);
    CHECK(game.players()[0].score == 0);
    CHECK(game.currentPlayer() == 1);
    CHECK(game.phase() == Phase::AwaitRoll);
    CHECK(game.turnTotal() == 0);
    CHECK(game.diceToThrow() == 6);
    const auto& history = game.players()[0].history;
    REQUIRE(history.size() == 1);
    CHECK(history[0].turn == 1);
    CHECK(history[0].end == TurnEnd::Bust);
    CHECK(history[0].delta == 0);
    CHECK(history[0].turnTotal == 100);
    CHECK(history[0].scoreAfter == 0);
    REQUIRE(history[0].rolls.size() == 2);
    CHECK(history[0].rolls[0].faces == std::vector<Face>{1, 2, 3, 3, 4, 4});
    CHECK(history[0].rolls[0].kept == std::vector<Face>{1});
    CHECK(history[0].rolls[0].points == 100);
    CHECK(history[0].rolls[1].faces == std::vector<Face>{2, 2, 3, 4, 4});
    CHECK(history[0].rolls[1].kept.empty());
    CHECK(history[0].rolls[1].points == 0);
}

SCENARIO("Zehntausend: a kind counts only within one roll", "[game][zehntausend]") {
    Game game = startedGame(preset("zehntausend"), 2);
    roll(game, {1, 1, 2, 2, 3, 3});
    keep(game, {1, 1});
    roll(game, {1, 2, 3, 4});
    // The only option with the new 1 is a single 100, never a triple of 1000.
    for (const auto& option : game.keepOptions()) {
        CHECK(option.points <= 100);
    }
    keep(game, {1});
    CHECK(game.turnTotal() == 300);
}

SCENARIO("Zehntausend: hot dice keep the turn total and throw all six again",
         "[game][zehntausend]") {
    Game game = startedGame(preset("zehntausend"), 2);
    roll(game, {1, 1, 1, 1, 5, 6});
    keep(game, {1, 1, 1, 1, 5});
    CHECK(game.turnTotal() == 2050);
    CHECK(game.diceToThrow() == 1);
    roll(game, {5});
    const auto out = keep(game, {5});
    CHECK(hasEvent(out, EventType::HotDice));
    CHECK(game.turnTotal() == 2100);
    CHECK(game.diceToThrow() == 6);
    CHECK(game.setAside().empty());
    roll(game, {1, 1, 3, 4, 4, 6});
    keep(game, {1, 1});
    CHECK(game.turnTotal() == 2300);
    CHECK(game.diceToThrow() == 4);
}

SCENARIO("Zehntausend: complete example 1 (bust after 1600)", "[game][zehntausend]") {
    Game game = startedGame(preset("zehntausend"), 2);
    roll(game, {1, 1, 2, 3, 5, 6});
    keep(game, {1, 1});
    CHECK(game.turnTotal() == 200);
    roll(game, {4, 4, 4, 4});
    const auto out = keep(game, {4, 4, 4, 4});
    CHECK(findEvent(out, EventType::Scored)->points == 800);
    CHECK(hasEvent(out, EventType::HotDice));
    CHECK(game.turnTotal() == 1000);
    CHECK(game.diceToThrow() == 6);
    roll(game, {1, 2, 3, 5, 5, 5});
    keep(game, {1, 5, 5, 5});
    CHECK(game.turnTotal() == 1600);
    CHECK(game.diceToThrow() == 2);
    const auto bust = roll(game, {6, 6});
    CHECK(hasEvent(bust, EventType::Bust));
    CHECK(findEvent(bust, EventType::Bust)->points == 1600);
    CHECK(game.players()[0].score == 0);
    CHECK(game.players()[0].history.back().end == TurnEnd::Bust);
    CHECK(game.players()[0].history.back().rolls.size() == 4);
    CHECK(game.currentPlayer() == 1);
}

SCENARIO("Zehntausend: complete example 2 (1300 banked, first bank over 1000)",
         "[game][zehntausend]") {
    Game game = startedGame(preset("zehntausend"), 2);
    roll(game, {1, 2, 6, 6, 6, 6});
    keep(game, {1, 6, 6, 6, 6});
    CHECK(game.turnTotal() == 1300);
    CHECK(game.canBank());
    const auto out = play(game, Action::bank());
    CHECK(hasEvent(out, EventType::Entered));
    const auto banked = findEvent(out, EventType::Banked);
    REQUIRE(banked);
    CHECK(banked->player == 0);
    CHECK(banked->points == 1300);
    CHECK(banked->total == 1300);
    CHECK(game.players()[0].score == 1300);
    CHECK(game.players()[0].entered);
    const auto& turn = game.players()[0].history.at(0);
    CHECK(turn.end == TurnEnd::Banked);
    CHECK(turn.delta == 1300);
    CHECK(turn.scoreAfter == 1300);
    CHECK(game.currentPlayer() == 1);
}

SCENARIO("Zehntausend: the first bank needs 1000, later banks 250", "[game][zehntausend]") {
    Game game = startedGame(preset("zehntausend"), 2);
    GIVEN("a player who has not banked yet with 800 in hand") {
        roll(game, {4, 4, 4, 4, 2, 3});
        keep(game, {4, 4, 4, 4});
        REQUIRE(game.turnTotal() == 800);
        THEN("banking is not offered and is refused") {
            CHECK_FALSE(game.canBank());
            CHECK_FALSE(hasAction(game, ActionType::Bank));
            refused(game, Action::bank());
        }
    }
    GIVEN("a player in the game") {
        roll(game, {1, 1, 1, 2, 3, 4});
        keep(game, {1, 1, 1});
        play(game, Action::bank());     // 1000: first bank
        roll(game, {2, 2, 3, 3, 4, 6}); // P1 busts
        REQUIRE(game.currentPlayer() == 0);
        roll(game, {1, 2, 3, 4, 6, 6});
        keep(game, {1});
        CHECK_FALSE(game.canBank()); // 100 < 250
        refused(game, Action::bank());
        roll(game, {5, 2, 3, 4, 6});
        keep(game, {5});
        CHECK_FALSE(game.canBank()); // 150 < 250
        roll(game, {1, 2, 3, 4});
        keep(game, {1});
        CHECK(game.turnTotal() == 250);
        CHECK(game.canBank());
        CHECK(hasAction(game, ActionType::Bank));
        play(game, Action::bank());
        CHECK(game.players()[0].score == 1250);
    }
}

SCENARIO("Zehntausend: the first player to 10000 wins at once", "[game][zehntausend]") {
    Game game = startedGame(preset("zehntausend"), 3);
    roll(game, {6, 6, 6, 6, 6, 6});
    keep(game, {6, 6, 6, 6, 6, 6}); // 4800, hot dice
    roll(game, {6, 6, 6, 6, 6, 6});
    keep(game, {6, 6, 6, 6, 6, 6}); // 9600, hot dice
    roll(game, {1, 1, 1, 2, 3, 4});
    keep(game, {1, 1, 1}); // 10600
    const auto out = play(game, Action::bank());
    const auto over = findEvent(out, EventType::GameOver);
    REQUIRE(over);
    CHECK(over->players == std::vector<int>{0});
    CHECK(game.phase() == Phase::GameOver);
    CHECK(game.winners() == std::vector<int>{0});
    CHECK_FALSE(hasEvent(out, EventType::FinalRoundStarted));
    CHECK(game.players()[1].history.empty()); // nobody else plays
    CHECK(game.legalActions().empty());
    refused(game, Action::roll({1, 2, 3, 4, 5, 6}));
    refused(game, Action::bank());
}

SCENARIO("Zehntausend: adopt points", "[game][zehntausend][adopt]") {
    Rules rules = preset("zehntausend");
    rules.adoptPoints = true;
    Game game = startedGame(rules, 3);
    roll(game, {1, 1, 1, 1, 5, 6});
    keep(game, {1, 1, 1, 1, 5}); // 2050 with one die unset
    const auto banked = play(game, Action::bank());
    const auto offered = findEvent(banked, EventType::AdoptOffered);
    REQUIRE(offered);
    CHECK(offered->player == 1);
    CHECK(offered->points == 2050);
    CHECK(offered->total == 1);
    REQUIRE(game.currentPlayer() == 1);
    CHECK(game.phase() == Phase::AdoptOffer);
    CHECK(game.adoptablePoints() == 2050);
    CHECK(game.adoptableDice() == 1);
    CHECK(hasAction(game, ActionType::Adopt));
    CHECK(hasAction(game, ActionType::Decline));

    WHEN("the next player adopts and banks") {
        const auto out = play(game, Action::adopt());
        CHECK(hasEvent(out, EventType::Adopted));
        CHECK(game.turnTotal() == 2050);
        CHECK(game.diceToThrow() == 1);
        roll(game, {5});
        keep(game, {5});
        CHECK(game.turnTotal() == 2100);
        play(game, Action::bank());
        THEN("the bank scores adopted + own points") {
            CHECK(game.players()[1].score == 2100);
            const auto& turn = game.players()[1].history.at(0);
            CHECK(turn.adopted == 2050);
            CHECK(turn.delta == 2100);
            CHECK(turn.scoreAfter == 2100);
            CHECK(game.players()[0].score == 2050); // the first player keeps their bank
        }
    }
    WHEN("the next player adopts and busts") {
        play(game, Action::adopt());
        const auto out = roll(game, {3});
        THEN("the adopted points are lost too") {
            CHECK(hasEvent(out, EventType::Bust));
            CHECK(game.players()[1].score == 0);
            CHECK(game.players()[1].history.at(0).delta == 0);
            CHECK(game.players()[1].history.at(0).adopted == 2050);
            CHECK(game.currentPlayer() == 2);
        }
    }
    WHEN("the next player declines") {
        play(game, Action::decline());
        THEN("the turn starts fresh with all six dice") {
            CHECK(game.phase() == Phase::AwaitRoll);
            CHECK(game.turnTotal() == 0);
            CHECK(game.diceToThrow() == 6);
            CHECK(game.adoptablePoints() == 0);
            refused(game, Action::adopt());
        }
    }
}

SCENARIO("Zehntausend: adopt points off by default", "[game][zehntausend][adopt]") {
    Game game = startedGame(preset("zehntausend"), 2);
    roll(game, {1, 1, 1, 1, 5, 6});
    keep(game, {1, 1, 1, 1, 5});
    const auto banked = play(game, Action::bank());
    CHECK_FALSE(hasEvent(banked, EventType::AdoptOffered));
    CHECK(game.phase() == Phase::AwaitRoll);
    CHECK(game.diceToThrow() == 6);
    CHECK_FALSE(hasAction(game, ActionType::Adopt));
    refused(game, Action::adopt());
    refused(game, Action::decline());
}

SCENARIO("Zehntausend: keeping non-scoring or invalid dice is refused", "[game][zehntausend]") {
    Game game = startedGame(preset("zehntausend"), 2);
    roll(game, {1, 1, 2, 3, 5, 6});
    refused(game, Action::keep({2}));    // the 2 scores nothing
    refused(game, Action::keep({0, 2})); // a 1 and the 2
    refused(game, Action::keep({}));     // at least one die
    refused(game, Action::keep({0, 0})); // the same die twice
    refused(game, Action::keep({6}));    // no such die
    refused(game, Action::keep({-1}));
    refused(game, Action::roll({1, 2, 3, 4, 5, 6})); // keep first
    refused(game, Action::bank());
    const auto out = game.apply(Action::keep({3}));
    CHECK_FALSE(out.ok);
    CHECK_FALSE(out.error.empty());
    // A legal keep in another index order is the same keep.
    keep(game, {5, 1});
    CHECK(game.turnTotal() == 150);
}

// ---------------------------------------------------------------------------- greed

SCENARIO("Greed: scoring dice are set aside automatically", "[game][greed]") {
    Game game = startedGame(preset("greed"), 2);
    const auto out = roll(game, {5, 1, 3, 4, 1});
    CHECK(game.phase() == Phase::AwaitDecision);
    const auto scored = findEvent(out, EventType::Scored);
    REQUIRE(scored);
    CHECK(scored->points == 250);
    CHECK(sorted(scored->dice) == std::vector<Face>{1, 1, 5});
    // The event names what scored: two single 1s and a single 5, points adding up.
    REQUIRE_FALSE(scored->combos.empty());
    int sum = 0;
    for (const auto& combo : scored->combos) {
        CHECK_FALSE(combo.name.empty());
        sum += combo.points;
    }
    CHECK(sum == 250);
    CHECK(game.turnTotal() == 250);
    CHECK(game.diceToThrow() == 2);
    refused(game, Action::keep({0}));
}

SCENARIO("Greed: entry at 300 in one turn, and no bank offered below it", "[game][greed]") {
    Game game = startedGame(preset("greed"), 2);
    roll(game, {1, 2, 3, 4, 6});
    CHECK(game.turnTotal() == 100);
    CHECK_FALSE(game.canBank());
    CHECK(game.bankThreshold() == 300);
    CHECK(game.legalActions() == std::vector<Action>{Action::roll()});
    refused(game, Action::bank());
    roll(game, {5, 5, 5, 2});
    CHECK(game.turnTotal() == 600);
    CHECK(game.canBank());
    const auto out = play(game, Action::bank());
    CHECK(hasEvent(out, EventType::Entered));
    CHECK(game.players()[0].entered);
    CHECK(game.players()[0].score == 600);

    // P1 busts; P0, now in the game, may bank a small total.
    roll(game, {2, 3, 4, 6, 6});
    roll(game, {5, 2, 3, 4, 6});
    CHECK(game.bankThreshold() == 1);
    CHECK(game.canBank());
    const auto small = play(game, Action::bank());
    CHECK_FALSE(hasEvent(small, EventType::Entered));
    CHECK(game.players()[0].score == 650);
}

SCENARIO("Greed: hot dice with all five scoring", "[game][greed]") {
    Game game = startedGame(preset("greed"), 2);
    const auto out = roll(game, {1, 1, 1, 5, 5});
    CHECK(hasEvent(out, EventType::HotDice));
    CHECK(game.turnTotal() == 1100);
    CHECK(game.diceToThrow() == 5);
    roll(game, {2, 3, 4, 6, 1});
    CHECK(game.turnTotal() == 1200);
    CHECK(game.diceToThrow() == 4);
}

// ------------------------------------------------------------------------- spec1989

SCENARIO("Spec 1989: 4 4 4 4 6 enters with 400 and may roll the 4 and 6", "[game][spec1989]") {
    Game game = startedGame(preset("spec1989"), 2);
    roll(game, {4, 4, 4, 4, 6});
    CHECK(game.turnTotal() == 400);
    CHECK(game.diceToThrow() == 2);
    CHECK(game.canBank());
    CHECK(hasAction(game, ActionType::Roll));

    WHEN("the 4 and 6 do not score") {
        const auto out = roll(game, {2, 3});
        THEN("the player is bust and still out of the game") {
            CHECK(hasEvent(out, EventType::Bust));
            CHECK_FALSE(hasEvent(out, EventType::Entered));
            CHECK_FALSE(game.players()[0].entered);
            CHECK(game.players()[0].score == 0);
            CHECK(game.players()[0].history.at(0).end == TurnEnd::Bust);
            CHECK(game.currentPlayer() == 1);
        }
        AND_THEN("the next turn must enter on its first roll again") {
            roll(game, {2, 3, 4, 6, 6}); // P1 fails to enter
            REQUIRE(game.currentPlayer() == 0);
            const auto again = roll(game, {5, 2, 3, 4, 6});
            CHECK(hasEvent(again, EventType::EntryFailed));
            CHECK(game.players()[0].history.at(1).end == TurnEnd::EntryFailed);
        }
    }
    WHEN("both score") {
        const auto out = roll(game, {1, 5});
        THEN("all five dice may be thrown again") {
            CHECK(hasEvent(out, EventType::HotDice));
            CHECK(game.turnTotal() == 550);
            CHECK(game.diceToThrow() == 5);
            const auto banked = play(game, Action::bank());
            CHECK(hasEvent(banked, EventType::Entered));
            CHECK(game.players()[0].entered);
            CHECK(game.players()[0].score == 550);
        }
    }
    WHEN("the player stops at once") {
        const auto banked = play(game, Action::bank());
        THEN("the 400 count and the player is in") {
            CHECK(hasEvent(banked, EventType::Entered));
            CHECK(game.players()[0].score == 400);
        }
    }
}

SCENARIO("Spec 1989: 1 1 1 1 5 = 1150 and all five dice again", "[game][spec1989]") {
    Game game = startedGame(preset("spec1989"), 2);
    const auto out = roll(game, {1, 1, 1, 1, 5});
    CHECK(hasEvent(out, EventType::HotDice));
    CHECK(game.turnTotal() == 1150);
    CHECK(game.diceToThrow() == 5);
}

SCENARIO("Spec 1989: 1 2 3 1 5 (250) on an entry roll is bust", "[game][spec1989]") {
    Game game = startedGame(preset("spec1989"), 2);
    const auto out = roll(game, {1, 2, 3, 1, 5});
    const auto failed = findEvent(out, EventType::EntryFailed);
    REQUIRE(failed);
    CHECK(failed->player == 0);
    CHECK(failed->points == 250);
    CHECK(game.currentPlayer() == 1);
    CHECK(game.players()[0].score == 0);
    const auto& turn = game.players()[0].history.at(0);
    CHECK(turn.end == TurnEnd::EntryFailed);
    CHECK(turn.delta == 0);
    CHECK(turn.scoreAfter == 0);
    REQUIRE(turn.rolls.size() == 1);
    CHECK(turn.rolls[0].faces == std::vector<Face>{1, 2, 3, 1, 5});
}

SCENARIO("Spec 1989: after entry any scoring first roll may go on", "[game][spec1989]") {
    Game game = startedGame(preset("spec1989"), 2);
    roll(game, {1, 1, 1, 2, 3});
    play(game, Action::bank());  // in with 1000
    roll(game, {1, 2, 3, 1, 5}); // P1: entry fails
    REQUIRE(game.currentPlayer() == 0);
    const auto out = roll(game, {5, 2, 3, 4, 6});
    CHECK_FALSE(hasEvent(out, EventType::EntryFailed));
    CHECK(game.turnTotal() == 50);
    CHECK(game.canBank());
    play(game, Action::bank());
    CHECK(game.players()[0].score == 1050);
}

// ------------------------------------------------------------------------ cubilete

SCENARIO("Cubilete: 450 in hand, then Q Q Q: the score changes by -500", "[game][cubilete]") {
    const Rules rules = preset("cubilete");
    Game game = startedGame(rules, 2);
    roll(game, labelled(rules, {"A", "K", "K"}));
    CHECK(game.turnTotal() == 200);
    CHECK(game.diceToThrow() == 3); // all three dice every roll
    roll(game, labelled(rules, {"A", "A", "K"}));
    CHECK(game.turnTotal() == 450);
    CHECK(game.diceToThrow() == 3);
    const auto out = roll(game, labelled(rules, {"Q", "Q", "Q"}));
    const auto penalty = findEvent(out, EventType::Penalty);
    REQUIRE(penalty);
    CHECK(penalty->player == 0);
    CHECK(penalty->points == -500);
    CHECK(penalty->total == -500);
    CHECK_FALSE(hasEvent(out, EventType::Banked));
    CHECK(game.players()[0].score == -500);
    const auto& turn = game.players()[0].history.at(0);
    CHECK(turn.end == TurnEnd::Penalty);
    CHECK(turn.delta == -500);
    CHECK(turn.scoreAfter == -500);
    CHECK(game.currentPlayer() == 1);
    CHECK(game.turnTotal() == 0);
}

SCENARIO("Cubilete: AAA and KKK go on, no A or K is bust, a penalty on the first roll",
         "[game][cubilete]") {
    const Rules rules = preset("cubilete");
    Game game = startedGame(rules, 2);
    roll(game, labelled(rules, {"A", "A", "A"}));
    CHECK(game.turnTotal() == 1000);
    CHECK(game.phase() == Phase::AwaitDecision);
    roll(game, labelled(rules, {"K", "K", "K"}));
    CHECK(game.turnTotal() == 1500);
    const auto out = roll(game, labelled(rules, {"Q", "J", "10"}));
    CHECK(hasEvent(out, EventType::Bust));
    CHECK(game.players()[0].score == 0);
    // P1 throws J J J first: -1000 from 0.
    const auto pen = roll(game, labelled(rules, {"J", "J", "J"}));
    CHECK(hasEvent(pen, EventType::Penalty));
    CHECK(game.players()[1].score == -1000);
}

SCENARIO("Cubilete: with no entry rule every player is in the game from the start",
         "[game][cubilete]") {
    const Rules rules = preset("cubilete");
    Game game = startedGame(rules, 2);
    CHECK(game.players()[0].entered);
    CHECK(game.players()[1].entered);
    roll(game, labelled(rules, {"A", "9", "10"}));
    const auto out = game.apply(core::Action::bank());
    REQUIRE(out.ok);
    CHECK(hasEvent(out, EventType::Banked));
    CHECK_FALSE(hasEvent(out, EventType::Entered));
    REQUIRE(game.apply(core::Action::restart()).ok);
    CHECK(game.players()[0].entered);
}

// ------------------------------------------------------------------ illegal actions

SCENARIO("Illegal actions are refused with a reason", "[game][illegal]") {
    Game setup(preset("greed"));
    refused(setup, Action::roll({1, 2, 3, 4, 5})); // no game yet
    CHECK(setup.legalActions().empty());

    Game game = startedGame(preset("greed"), 2);
    refused(game, Action::bank());             // bank before rolling
    refused(game, Action::roll({1, 2, 3, 4})); // four faces for five dice
    refused(game, Action::roll({1, 2, 3, 4, 5, 6}));
    refused(game, Action::roll({1, 2, 3, 4, 7})); // no face 7
    refused(game, Action::roll({0, 2, 3, 4, 5}));
    refused(game, Action::roll({})); // the caller must supply faces
    refused(game, Action::keep({0}));
    refused(game, Action::adopt());
    refused(game, Action::decline());
    roll(game, {5, 2, 3, 4, 6});
    refused(game, Action::roll({1, 2, 3, 4, 5})); // four dice left now
    refused(game, Action::bank());                // 50 before entry

    // Players cannot be added once the game runs.
    CHECK_FALSE(game.addPlayer({"Late", core::PlayerKind::Human, ""}).ok);
    CHECK_FALSE(game.removePlayer(0).ok);
}

SCENARIO("Setup: players are added and removed before the game", "[game][setup]") {
    Game game(preset("greed"));
    CHECK(game.phase() == Phase::Setup);
    CHECK(game.addPlayer({"Ann", core::PlayerKind::Human, ""}).ok);
    CHECK(game.addPlayer({"Bot", core::PlayerKind::Computer, "timid"}).ok);
    CHECK(game.addPlayer({"Cid", core::PlayerKind::Human, ""}).ok);
    CHECK(game.playerCount() == 3);
    CHECK(game.removePlayer(0).ok);
    CHECK_FALSE(game.removePlayer(5).ok);
    REQUIRE(game.playerCount() == 2);
    CHECK(game.players()[0].info.name == "Bot");
    CHECK(game.players()[0].info.kind == core::PlayerKind::Computer);
    CHECK(game.players()[0].info.personality == "timid");
    CHECK_FALSE(game.start(2).ok); // no such player
    const auto started = game.start(1);
    REQUIRE(started.ok);
    CHECK(hasEvent(started, EventType::GameStarted));
    CHECK(hasEvent(started, EventType::TurnStarted));
    CHECK(game.currentPlayer() == 1);
    CHECK(game.firstPlayer() == 1);
    CHECK(game.phase() == Phase::AwaitRoll);
    CHECK_FALSE(game.start(0).ok);
}

SCENARIO("Restart starts the same players afresh", "[game]") {
    Game game = startedGame(preset("greed"), 2);
    roll(game, {1, 1, 1, 2, 3});
    play(game, Action::bank());
    REQUIRE(game.players()[0].score == 1000);
    const auto out = play(game, Action::restart());
    CHECK(hasEvent(out, EventType::Restarted));
    CHECK(game.players()[0].score == 0);
    CHECK(game.players()[0].history.empty());
    CHECK_FALSE(game.players()[0].entered);
    CHECK(game.currentPlayer() == 0);
    CHECK(game.phase() == Phase::AwaitRoll);
    CHECK(game.playerCount() == 2);
}

// ------------------------------------------------------------------------- history

SCENARIO("History: every turn with its rolls, kept dice, points, end and score after",
         "[game][history]") {
    Game game = startedGame(preset("greed"), 2);
    roll(game, {5, 1, 3, 4, 1}); // 250, keeps 1 1 5
    roll(game, {2, 2});          // bust
    roll(game, {1, 1, 1, 5, 2}); // P1: 1050
    play(game, Action::bank());
    roll(game, {2, 2, 2, 1, 3}); // P0: 300
    play(game, Action::bank());

    const auto& p0 = game.players()[0].history;
    REQUIRE(p0.size() == 2);
    CHECK(p0[0].turn == 1);
    CHECK(p0[0].end == TurnEnd::Bust);
    CHECK(p0[0].turnTotal == 250);
    CHECK(p0[0].delta == 0);
    CHECK(p0[0].scoreAfter == 0);
    REQUIRE(p0[0].rolls.size() == 2);
    CHECK(p0[0].rolls[0] == core::RollRecord{{5, 1, 3, 4, 1}, {1, 1, 5}, 250});
    CHECK(p0[0].rolls[1].faces == std::vector<Face>{2, 2});
    CHECK(p0[0].rolls[1].points == 0);
    CHECK(p0[1].turn == 2);
    CHECK(p0[1].end == TurnEnd::Banked);
    CHECK(p0[1].delta == 300);
    CHECK(p0[1].scoreAfter == 300);
    CHECK(p0[1].rolls.at(0) == core::RollRecord{{2, 2, 2, 1, 3}, {1, 2, 2, 2}, 300});

    const auto& p1 = game.players()[1].history;
    REQUIRE(p1.size() == 1);
    CHECK(p1[0].delta == 1050);
    CHECK(p1[0].scoreAfter == 1050);
    CHECK(p1[0].rolls.at(0).kept == std::vector<Face>{1, 1, 1, 5});
    CHECK_FALSE(p1[0].tieBreak);
}

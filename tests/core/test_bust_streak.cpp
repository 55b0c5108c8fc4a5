// Tests of the busts-in-a-row penalty (Rules::bustStreak) through Game with scripted rolls, its
// JSON reading and writing, and the save round trip.
#include "helpers.hpp"

#include "core/save.hpp"

#include <nlohmann/json.hpp>

using namespace greed;
using namespace greed::test;
using core::TurnEnd;

namespace {

// Greed (5 dice, automatic keep, 300 to get in) with three busts in a row costing 500.
Rules greedWithStreak(int count = 3, int penalty = 500) {
    Rules rules = core::loadPreset("greed");
    rules.bustStreak = {count, penalty};
    rules.target = 100000; // long enough that no bank here starts the final round
    return rules;
}

const std::vector<Face> kBust{2, 3, 4, 6, 2};
const std::vector<Face> kThousand{1, 1, 1, 2, 3};

// The current player banks 1000 (three 1s, then stop).
void bankThousand(Game& game) {
    roll(game, kThousand);
    play(game, Action::bank());
}

// The current player busts on the first throw; returns what that did.
Outcome bust(Game& game) {
    return roll(game, kBust);
}

} // namespace

SCENARIO("Busts in a row: the third bust in a row costs the penalty", "[game][bust-streak]") {
    Game game = startedGame(greedWithStreak(), 2);
    bankThousand(game); // P0: 1000
    bust(game);         // P1
    CHECK(game.bustStreak(0) == 0);
    CHECK(game.bustStreak(1) == 1);

    bust(game); // P0: first
    bust(game); // P1
    CHECK(game.bustStreak(0) == 1);
    bust(game); // P0: second
    bust(game); // P1: third, but P1 has nothing to lose
    CHECK(game.bustStreak(0) == 2);
    CHECK(game.bustStreak(1) == 0);
    CHECK(game.players()[1].score == 0);
    CHECK(game.players()[1].history.back().streakPenalty == 0);

    const Outcome third = bust(game); // P0: third
    const auto paid = findEvent(third, EventType::StreakPenalty);
    REQUIRE(paid);
    CHECK(paid->player == 0);
    CHECK(paid->points == -500);
    CHECK(paid->total == 500);
    CHECK(paid->players == std::vector<int>{3});
    CHECK(game.players()[0].score == 500);
    const core::TurnRecord& turn = game.players()[0].history.back();
    CHECK(turn.end == TurnEnd::Bust);
    CHECK(turn.delta == -500);
    CHECK(turn.streakPenalty == 500);
    CHECK(turn.scoreAfter == 500);
    // The streak starts again from zero after the penalty.
    CHECK(game.bustStreak(0) == 0);
}

SCENARIO("Busts in a row: the order of events of the penalty turn", "[game][bust-streak]") {
    Game game = startedGame(greedWithStreak(1, 200), 2);
    bankThousand(game);
    bust(game);
    const Outcome out = bust(game);
    REQUIRE(out.events.size() >= 3);
    CHECK(out.events[0].type == EventType::Rolled);
    CHECK(out.events[1].type == EventType::Bust);
    CHECK(out.events[2].type == EventType::StreakPenalty);
    CHECK(out.events[3].type == EventType::TurnStarted);
    CHECK(game.players()[0].score == 800);
}

SCENARIO("Busts in a row: a bank resets the count", "[game][bust-streak]") {
    Game game = startedGame(greedWithStreak(), 2);
    bankThousand(game); // P0
    bust(game);         // P1
    bust(game);         // P0: 1
    bust(game);
    bust(game); // P0: 2
    bust(game);
    bankThousand(game); // P0: back to 0
    CHECK(game.bustStreak(0) == 0);
    bust(game);
    bust(game); // P0: 1
    bust(game);
    const Outcome second = bust(game); // P0: 2, no penalty
    CHECK_FALSE(hasEvent(second, EventType::StreakPenalty));
    CHECK(game.players()[0].score == 2000);
    CHECK(game.bustStreak(0) == 2);
}

SCENARIO("Busts in a row: the penalty never takes a score below zero", "[game][bust-streak]") {
    Game game = startedGame(greedWithStreak(2, 1500), 2);
    bankThousand(game); // P0: 1000
    bust(game);
    bust(game); // P0: 1
    bust(game);
    const Outcome out = bust(game); // P0: 2
    const auto paid = findEvent(out, EventType::StreakPenalty);
    REQUIRE(paid);
    CHECK(paid->points == -1000);
    CHECK(game.players()[0].score == 0);
    CHECK(game.players()[0].history.back().delta == -1000);
}

SCENARIO("Busts in a row: failed entry rolls and penalty throws count, and repeat",
         "[game][bust-streak]") {
    GIVEN("the 1989 spec's entry roll") {
        Rules rules = core::loadPreset("spec1989");
        rules.bustStreak = {2, 100};
        Game game = startedGame(rules, 2);
        roll(game, {1, 2, 3, 4, 6}); // 100 < 300: entry failed
        CHECK(game.players()[0].history.back().end == TurnEnd::EntryFailed);
        bust(game);
        CHECK(game.bustStreak(0) == 1);
    }
    GIVEN("cubilete's penalty triples") {
        Rules rules = core::loadPreset("cubilete");
        rules.bustStreak = {2, 100};
        Game game = startedGame(rules, 2);
        roll(game, {1, 1, 1}); // AAA = 1000
        play(game, Action::bank());
        roll(game, {1, 2, 3});
        play(game, Action::bank());
        roll(game, {3, 3, 3}); // QQQ: -500, P0 at 500
        CHECK(game.bustStreak(0) == 1);
        roll(game, {1, 2, 3});
        play(game, Action::bank());
        const Outcome out = roll(game, {3, 3, 4}); // P0: no A, no K: a bust, the second
        REQUIRE(findEvent(out, EventType::StreakPenalty));
        CHECK(game.players()[0].score == 400);
    }
    GIVEN("six busts in a row under a count of three") {
        Game game = startedGame(greedWithStreak(), 2);
        bankThousand(game);
        bankThousand(game);
        int penalties = 0;
        for (int i = 0; i < 6; ++i) {
            penalties += hasEvent(bust(game), EventType::StreakPenalty) ? 1 : 0; // P0
            bankThousand(game);                                                  // P1
        }
        CHECK(penalties == 2);
        CHECK(game.players()[0].score == 0);
    }
}

SCENARIO("Busts in a row: without the rule busts cost nothing", "[game][bust-streak]") {
    Game game = startedGame(core::loadPreset("greed"), 2);
    bankThousand(game);
    for (int i = 0; i < 8; ++i) {
        CHECK_FALSE(hasEvent(bust(game), EventType::StreakPenalty));
    }
    CHECK(game.players()[0].score == 1000);
    CHECK(game.bustStreak(0) == 0);
}

SCENARIO("Busts in a row: a save keeps the penalty and the count", "[game][bust-streak][save]") {
    Game game = startedGame(greedWithStreak(), 2);
    bankThousand(game);
    for (int i = 0; i < 6; ++i) {
        bust(game); // P1, P0, ...: P0's third is the last
    }
    REQUIRE(game.players()[0].history.back().streakPenalty == 500);
    bust(game); // P1
    bust(game); // P0: 1 after the penalty
    const Game loaded = core::loadGameText(core::saveGameText(game), "test");
    CHECK(loaded == game);
    CHECK(loaded.rules().bustStreak == core::BustStreak{3, 500});
    CHECK(loaded.bustStreak(0) == 1);
    CHECK(loaded.players()[0].history[3].streakPenalty == 500);
}

SCENARIO("Busts in a row in JSON", "[rules-io][bust-streak]") {
    nlohmann::json doc = core::rulesToJson(core::loadPreset("farkle"));
    WHEN("the rule set has no such penalty") {
        THEN("the field is not written, and it reads back as off") {
            CHECK_FALSE(doc.contains("bustStreak"));
            CHECK_FALSE(core::rulesFromJson(doc, "t").bustStreak.on());
        }
    }
    WHEN("it is written and read back") {
        doc["bustStreak"] = {{"count", 3}, {"penalty", 1000}};
        const Rules rules = core::rulesFromJson(doc, "t");
        CHECK(rules.bustStreak == core::BustStreak{3, 1000});
        CHECK(core::rulesToJson(rules) == doc);
        CHECK(rules != core::loadPreset("farkle"));
    }
    WHEN("it is wrong") {
        auto fails = [&](const nlohmann::json& value, const std::string& message) {
            nlohmann::json bad = doc;
            bad["bustStreak"] = value;
            CHECK_THROWS_WITH(core::rulesFromJson(bad, "t"), Catch::Contains(message));
        };
        fails({{"count", 0}, {"penalty", 500}}, "field 'bustStreak.count'");
        fails({{"count", 11}, {"penalty", 500}}, "field 'bustStreak.count'");
        fails({{"count", 3}, {"penalty", 0}}, "field 'bustStreak.penalty'");
        fails({{"count", 3}, {"penalty", "500"}}, "field 'bustStreak.penalty'");
        fails({{"count", 3}}, "field 'bustStreak.penalty': is missing");
        fails({{"count", 3}, {"penalty", 500}, {"reset", "bank"}}, "'bustStreak.reset'");
        fails(3, "field 'bustStreak': must be an object");
    }
    WHEN("a built rule set has half a rule") {
        Rules rules = core::loadPreset("farkle");
        rules.bustStreak = {3, 0};
        CHECK_THROWS_WITH(core::validateRules(rules, "t"), Catch::Contains("bustStreak.penalty"));
    }
}

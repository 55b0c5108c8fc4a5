// Hints: exact bust odds and solved winning chances.
#include "ai/hints.hpp"
#include "ai/solution_cache.hpp"

#include "core/rules_io.hpp"

#include "test_support.hpp"

#include <catch2/catch.hpp>

using namespace greed;

TEST_CASE("hints give the exact bust chance and the solved winning chances", "[hints]") {
    const core::Rules rules = core::loadPreset("greed");
    const auto solution = ai::sharedSolution(rules, 10'000'000, test::scratchDataDir());
    REQUIRE(solution);
    ai::HintAdvisor advisor(rules, solution);
    REQUIRE(advisor.hasWinChances());
    core::Game game(rules);
    game.addPlayer({"You", core::PlayerKind::Human, ""});
    game.addPlayer({"Prof", core::PlayerKind::Computer, "professor"});
    game.start(0);
    auto hint = advisor.advise(game);
    CHECK(hint.bustWays * 324 == 25 * hint.totalWays);
    REQUIRE(hint.winIfRoll);
    CHECK(*hint.winIfRoll == Approx(solution->stats().firstPlayerWin));
    CHECK_FALSE(hint.winIfBank);

    REQUIRE(game.apply(core::Action::roll({1, 1, 1, 5, 2})).ok); // 1050, one die left
    hint = advisor.advise(game);
    CHECK(hint.dice == 1);
    CHECK(hint.bustChance == Approx(2.0 / 3.0));
    REQUIRE(hint.winIfBank);
    REQUIRE(hint.winIfRoll);
    CHECK(*hint.winIfBank > *hint.winIfRoll); // 1050 in hand with one die: bank
    CHECK(*hint.winIfBank > 0.5);
}

TEST_CASE("first-roll entry counts a too-small entry throw as a bust", "[hints]") {
    const core::Rules rules = core::loadPreset("spec1989");
    ai::HintAdvisor advisor(rules, nullptr);
    core::Game game(rules);
    game.addPlayer({"A", core::PlayerKind::Human, ""});
    game.addPlayer({"B", core::PlayerKind::Human, ""});
    game.start(0);
    const auto hint = advisor.advise(game);
    CHECK(hint.bustChance > 25.0 / 324.0 + 0.3); // most throws score under 300
    CHECK_FALSE(hint.winIfRoll);
}

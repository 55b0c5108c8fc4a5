// Heuristic personalities choose keeps through the expected-points turn model: steady is the
// expected-points optimum on choose-what-to-keep rules, and every knob changes play where
// the rules give it something to act on.
#include "ai/heuristic_strategy.hpp"
#include "ai/policy_evaluation.hpp"
#include "ai/solution_cache.hpp"

#include "core/game.hpp"
#include "core/rules_io.hpp"

#include <catch2/catch.hpp>

using namespace greed;

namespace {

ai::HeuristicStrategy personality(const std::string& id, const core::Rules& rules) {
    const ai::Personality* p = ai::findPersonality(ai::defaultPersonalities(), id);
    REQUIRE(p != nullptr);
    return ai::HeuristicStrategy(id, p->play, ai::sharedExpectedPolicy(rules));
}

ai::HeuristicStrategy withStyle(const ai::PlayStyle& style, const core::Rules& rules) {
    return ai::HeuristicStrategy("custom", style, ai::sharedExpectedPolicy(rules));
}

// How often, over every choice set of every throw at `t` units, `a` keeps a choice that
// throws more dice next than the one `b` keeps (and the reverse).
std::pair<int, int> keepDifferences(const ai::HeuristicStrategy& a, const ai::HeuristicStrategy& b,
                                    const ai::TurnModel& m, int t) {
    int more = 0;
    int fewer = 0;
    for (int d = 1; d <= m.diceCount(); ++d) {
        for (const auto& set : m.table(d).sets) {
            const auto& ca = set.choices[static_cast<size_t>(a.keepChoice(t, set.choices, true))];
            const auto& cb = set.choices[static_cast<size_t>(b.keepChoice(t, set.choices, true))];
            more += ca.nextDice > cb.nextDice ? 1 : 0;
            fewer += ca.nextDice < cb.nextDice ? 1 : 0;
        }
    }
    return {more, fewer};
}

} // namespace

TEST_CASE("steady's expected turn is the expected-points optimum on choose-keep rules",
          "[heuristic]") {
    for (const char* name : {"zehntausend", "farkle", "greed", "spec1989", "cubilete"}) {
        INFO(name);
        const core::Rules rules = core::loadPreset(name);
        const auto policy = ai::sharedExpectedPolicy(rules);
        const auto steady = personality("steady", rules);
        const double optimum = policy->expectedPoints(true);
        const double played =
            ai::expectedTurnPoints(policy->model(), steady.turnPolicy(1.0), policy->horizon());
        CHECK(played == Approx(optimum).epsilon(1e-12));
    }
}

TEST_CASE("keeping every scoring die falls short of the optimum where keeps are chosen",
          "[heuristic]") {
    // The former play of steady: the evaluation can tell it from the optimum.
    for (const char* name : {"zehntausend", "farkle"}) {
        INFO(name);
        const core::Rules rules = core::loadPreset(name);
        const auto policy = ai::sharedExpectedPolicy(rules);
        const auto steady = personality("steady", rules);
        ai::TurnPolicy keepAll = steady.turnPolicy(1.0);
        keepAll.keep = [](int, const std::vector<ai::KeepChoice>&) {
            return 0;
        };
        const double played = ai::expectedTurnPoints(policy->model(), keepAll, policy->horizon());
        CHECK(played < policy->expectedPoints(true) - 20.0);
    }
}

TEST_CASE("the keep knob moves keeps toward more or fewer dice to throw", "[heuristic]") {
    for (const char* name : {"zehntausend", "farkle"}) {
        INFO(name);
        const core::Rules rules = core::loadPreset(name);
        const ai::TurnModel& m = ai::sharedExpectedPolicy(rules)->model();
        const auto steady = personality("steady", rules);
        const int t = 6; // 300 points in hand
        const auto [boldMore, boldFewer] =
            keepDifferences(personality("bold", rules), steady, m, t);
        CHECK(boldMore > 0);
        CHECK(boldFewer == 0);
        const auto [timidMore, timidFewer] =
            keepDifferences(personality("timid", rules), steady, m, t);
        CHECK(timidMore == 0);
        CHECK(timidFewer > 0);
        // A larger dice value moves more keeps.
        ai::PlayStyle keen;
        keen.keep = ai::KeepStyle::Fewer;
        keen.diceValue = 400;
        CHECK(keepDifferences(withStyle(keen, rules), steady, m, t).first > boldMore);
        // Bias costs expected points: the optimum is unique in value.
        const auto policy = ai::sharedExpectedPolicy(rules);
        const double biased =
            ai::expectedTurnPoints(m, withStyle(keen, rules).turnPolicy(1.0), policy->horizon());
        CHECK(biased < policy->expectedPoints(true));
    }
}

TEST_CASE("the adopt knob changes how often points are taken over", "[heuristic]") {
    core::Rules rules = core::loadPreset("zehntausend");
    rules.adoptPoints = true;
    rules.target = 3000;
    auto adoptions = [&](double adopt) {
        ai::PlayStyle style;
        style.adopt = adopt;
        auto taker = withStyle(style, rules);
        auto other = personality("steady", rules);
        int adopted = 0;
        core::Rng minds(1);
        for (int g = 0; g < 40; ++g) {
            core::Game game(rules);
            game.addPlayer({"A", core::PlayerKind::Computer, "custom"});
            game.addPlayer({"B", core::PlayerKind::Computer, "steady"});
            game.start(g % 2);
            core::Driver driver(static_cast<std::uint64_t>(g) + 100);
            for (int moves = 0; game.phase() != core::Phase::GameOver && moves < 20000; ++moves) {
                ai::Strategy& s = game.currentPlayer() == 0 ? static_cast<ai::Strategy&>(taker)
                                                            : static_cast<ai::Strategy&>(other);
                const core::Action a = s.decide(game, minds);
                adopted += game.currentPlayer() == 0 && a.type == core::ActionType::Adopt ? 1 : 0;
                REQUIRE(driver.apply(game, a).ok);
            }
        }
        return adopted;
    };
    const int never = adoptions(0.0);
    const int usual = adoptions(1.0);
    const int eager = adoptions(3.0);
    CHECK(never == 0);
    CHECK(usual > 0);
    CHECK(eager > usual);
}

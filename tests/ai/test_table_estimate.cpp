// The Professor at tables of three and more (issue 23): the table valuations built from the
// two-player solution, its decisions where the right answer is known, the hints' chances, and
// the adopt offers no computer player may take.
#include "ai/factory.hpp"
#include "ai/hints.hpp"
#include "ai/optimal_strategy.hpp"
#include "ai/personality.hpp"
#include "ai/solution_cache.hpp"
#include "ai/table_estimate.hpp"

#include "core/rules_io.hpp"
#include "core/save.hpp"

#include "test_support.hpp"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <cmath>
#include <numeric>
#include <string>
#include <vector>

using namespace greed;

namespace {

std::shared_ptr<const ai::WinSolution> greedSolution() {
    return ai::sharedSolution(core::loadPreset("greed"), UINT64_MAX, test::scratchDataDir());
}

// Gives every player of a saved game one played turn that brought them to `scores`.
void setScores(nlohmann::json& j, const std::vector<int>& scores) {
    for (size_t i = 0; i < scores.size(); ++i) {
        j["players"][i]["score"] = scores[i];
        j["players"][i]["entered"] = scores[i] > 0;
        j["players"][i]["history"] =
            nlohmann::json::array({{{"adopted", 0},
                                    {"delta", scores[i]},
                                    {"end", scores[i] > 0 ? "banked" : "bust"},
                                    {"rolls", nlohmann::json::array()},
                                    {"scoreAfter", scores[i]},
                                    {"tieBreak", false},
                                    {"turn", 1},
                                    {"turnTotal", scores[i]}}});
    }
    j["state"]["turn"]["turn"] = 2;
}

// A started game with these scores (all in the game), `current` to act: at the start of the
// turn, or with `turnTotal` in hand and `dice` left to throw.
core::Game tableAt(const core::Rules& rules, const std::vector<int>& scores, int current,
                   int turnTotal = 0, int dice = 0) {
    core::Game game(rules);
    for (size_t i = 0; i < scores.size(); ++i) {
        game.addPlayer({"P" + std::to_string(i), core::PlayerKind::Computer, "steady"});
    }
    game.start(0);
    auto j = nlohmann::json::parse(core::saveGameText(game));
    setScores(j, scores);
    for (size_t i = 0; i < scores.size(); ++i) {
        j["players"][i]["entered"] = true;
    }
    j["state"]["current"] = current;
    if (turnTotal > 0) {
        j["state"]["phase"] = static_cast<int>(core::Phase::AwaitDecision);
        j["state"]["turnTotal"] = turnTotal;
        j["state"]["diceLeft"] = dice;
        j["state"]["rollsThisTurn"] = 1;
    }
    return core::loadGameText(j.dump(), "test");
}

} // namespace

TEST_CASE("table chances: normalised over everyone, exact with two", "[table]") {
    const auto solution = greedSolution();
    REQUIRE(solution);
    const core::Rules rules = core::loadPreset("greed");
    const ai::TableEstimate normalised(solution, ai::TableCombine::Normalised);
    for (const auto& scores : std::vector<std::vector<int>>{{0, 0, 0},
                                                            {5000, 2000, 8000},
                                                            {9500, 300, 4000, 4000},
                                                            {1000, 2000, 3000, 4000, 5000},
                                                            {0, 0, 0, 0, 0, 0, 0, 9000}}) {
        for (int current = 0; current < static_cast<int>(scores.size()); ++current) {
            const auto chances = normalised.chances(tableAt(rules, scores, current));
            const double sum = std::accumulate(chances.begin(), chances.end(), 0.0);
            CHECK(sum == Approx(1.0).margin(1e-9));
            for (double c : chances) {
                CHECK(c >= 0.0);
                CHECK(c <= 1.0);
            }
        }
    }
    // The leader of a table is the favourite, the last the outsider.
    const auto c = normalised.chances(tableAt(rules, {400, 2000, 1000}, 0));
    CHECK(c[1] > c[2]);
    CHECK(c[2] > c[0]);
    // Two players: the exact two-player chance, whatever the combination.
    const core::Game two = tableAt(rules, {1500, 2000}, 1);
    for (auto combine :
         {ai::TableCombine::Normalised, ai::TableCombine::Product, ai::TableCombine::Leader}) {
        const auto pair = ai::TableEstimate(solution, combine).chances(two);
        CHECK(pair[1] == Approx(solution->turnStartValue(1, 2000, true, 1500, true)).margin(1e-12));
    }
}

TEST_CASE("far behind late the Professor risks more than Steady, ahead less", "[table]") {
    const auto solution = greedSolution();
    REQUIRE(solution);
    const core::Rules rules = core::loadPreset("greed");
    auto professor = ai::makeStrategy("professor", rules);
    auto steady = ai::makeStrategy("steady", rules);
    core::Rng rng(1);
    // 500 against 2800 and 2500 of 3000: a safe 600 changes little, so it throws on.
    const core::Game behind = tableAt(rules, {500, 2800, 2500}, 0, 600, 3);
    CHECK(steady->decide(behind, rng).type == core::ActionType::Bank);
    CHECK(professor->decide(behind, rng).type == core::ActionType::Roll);
    // Leading 2000 against 1500 and 1200, it takes the 300 that Steady would risk.
    const core::Game ahead = tableAt(rules, {2000, 1500, 1200}, 0, 300, 3);
    CHECK(steady->decide(ahead, rng).type == core::ActionType::Roll);
    CHECK(professor->decide(ahead, rng).type == core::ActionType::Bank);
}

TEST_CASE("hints give win chances at a table of three", "[table]") {
    const auto solution = greedSolution();
    REQUIRE(solution);
    const core::Rules rules = core::loadPreset("greed");
    ai::HintAdvisor advisor(rules, solution);
    REQUIRE(advisor.hasWinChances());
    const core::Game start = tableAt(rules, {1000, 1000, 1000}, 1);
    const ai::Hint atStart = advisor.advise(start);
    REQUIRE(atStart.winIfRoll);
    // Level with two others: about a third (the order of play tilts it a little).
    CHECK(*atStart.winIfRoll > 0.25);
    CHECK(*atStart.winIfRoll < 0.42);
    const ai::Hint inTurn = advisor.advise(tableAt(rules, {1000, 1000, 1000}, 1, 600, 2));
    REQUIRE(inTurn.winIfBank);
    REQUIRE(inTurn.winIfRoll);
    CHECK(*inTurn.winIfBank > *atStart.winIfRoll);
}

TEST_CASE("no computer player takes an adopt offer that cannot succeed", "[table]") {
    // First-roll entry at 200: one adopted die scores at most 100, so the entry must fail.
    core::Rules rules = core::loadPreset("zehntausend");
    rules.adoptPoints = true;
    rules.entryRule = core::EntryRule::FirstRoll;
    rules.entryMinimum = 200;
    core::Game game(rules);
    for (const char* name : {"A", "B", "C"}) {
        game.addPlayer({name, core::PlayerKind::Computer, "steady"});
    }
    game.start(0);
    auto j = nlohmann::json::parse(core::saveGameText(game));
    setScores(j, {1500, 0, 0});
    j["state"]["current"] = 1;
    j["state"]["phase"] = static_cast<int>(core::Phase::AdoptOffer);
    j["state"]["offerPoints"] = 250;
    j["state"]["offerDice"] = 1;
    const core::Game offer = core::loadGameText(j.dump(), "test");
    REQUIRE(offer.phase() == core::Phase::AdoptOffer);
    ai::StrategyOptions options;
    options.solveUpTo = 0;
    core::Rng rng(3);
    for (const auto& p : ai::defaultPersonalities()) {
        INFO(p.id);
        CHECK(ai::makeStrategy(p, rules, options)->decide(offer, rng).type ==
              core::ActionType::Decline);
    }
    // The threshold player too (issue 38: it took 63 such offers in 180 games), however
    // eager; it still takes an offer that can succeed.
    for (const char* id : {"threshold", "threshold:300", "threshold:100"}) {
        INFO(id);
        CHECK(ai::makeStrategy(id, rules, options)->decide(offer, rng).type ==
              core::ActionType::Decline);
    }
    // Three dice can make the entry: an eager player still takes 250 with them.
    j["state"]["offerDice"] = 3;
    j["state"]["offerPoints"] = 2000;
    const core::Game possible = core::loadGameText(j.dump(), "test");
    ai::Personality eager = *ai::findPersonality(ai::defaultPersonalities(), "steady");
    eager.play.adopt = 20.0;
    CHECK(ai::makeStrategy(eager, rules, options)->decide(possible, rng).type ==
          core::ActionType::Adopt);
    CHECK(ai::makeStrategy("threshold:300", rules, options)->decide(possible, rng).type ==
          core::ActionType::Adopt);
}

TEST_CASE("normalised chances are the tempered products, scaled to sum to one", "[table]") {
    const auto solution = greedSolution();
    REQUIRE(solution);
    const core::Rules rules = core::loadPreset("greed");
    for (const auto& scores :
         std::vector<std::vector<int>>{{400, 2000, 1000}, {2500, 300, 1200, 2000}}) {
        const core::Game game = tableAt(rules, scores, 1);
        const auto products = ai::TableEstimate(solution, ai::TableCombine::Product).chances(game);
        const auto chances =
            ai::TableEstimate(solution, ai::TableCombine::Normalised).chances(game);
        const double power = ai::normalisedPower(static_cast<int>(scores.size()));
        CHECK(power < 1.0); // the plain products were overconfident (docs/ai.md)
        double sum = 0.0;
        for (double p : products) {
            sum += std::pow(p, power);
        }
        for (size_t i = 0; i < scores.size(); ++i) {
            CHECK(chances[i] == Approx(std::pow(products[i], power) / sum).margin(1e-12));
        }
    }
}

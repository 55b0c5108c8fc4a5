// Tests of the Farkle scoring choices people play (assets/rules/examples/): the "sets" combo
// (four of a kind with a pair), its JSON form, every roll against the brute-force reference,
// and the worked examples of docs/rules.md.
#include "helpers.hpp"

#include <nlohmann/json.hpp>

#include <set>

using namespace greed;
using namespace greed::test;

namespace {

Rules example(const std::string& name) {
    return core::loadRulesFile(core::assetDirectory() / "rules" / "examples" / (name + ".json"));
}

int best(const core::Scorer& scorer, const std::vector<Face>& roll) {
    return scorer.best(roll).points;
}

} // namespace

TEST_CASE("House rules: the example rule files load and round-trip", "[rules-io][house]") {
    for (const auto& name : {"farkle-house", "farkle-doubling"}) {
        INFO(name);
        const Rules rules = example(name);
        CHECK(rules.id == name);
        CHECK(rules.bustStreak.on());
        CHECK(core::rulesFromJson(core::rulesToJson(rules), "again") == rules);
    }
    const Rules house = example("farkle-house");
    CHECK(house.bustStreak == core::BustStreak{3, 1000});
    REQUIRE(house.combos.size() == 4);
    CHECK(house.combos[2].kind == core::ComboScore::Kind::Sets);
    CHECK(house.combos[2].sets == std::vector<int>{4, 2});
    CHECK(house.combos[2].diceUsed() == 6);
}

TEST_CASE("House rules: worked examples", "[scoring][house]") {
    const core::Scorer house(example("farkle-house"));
    CHECK(best(house, {2, 2, 2, 2, 5, 5}) == 1500); // four of a kind with a pair
    CHECK(best(house, {5, 2, 2, 5, 2, 2}) == 1500);
    CHECK(best(house, {1, 1, 1, 1, 5, 5}) == 1500); // beats 1000 + 100 + 50 + 50
    CHECK(best(house, {2, 2, 2, 2, 5, 3}) == 1050); // no pair: four of a kind and a single 5
    CHECK(best(house, {3, 3, 4, 4, 6, 6}) == 1500);
    CHECK(best(house, {4, 4, 4, 6, 6, 6}) == 2500);
    CHECK(best(house, {6, 6, 6, 6, 6, 6}) == 3000);
    CHECK(best(house, {1, 2, 3, 4, 5, 6}) == 1500);

    const core::Scorer doubling(example("farkle-doubling"));
    CHECK(best(doubling, {2, 2, 2, 2, 3, 4}) == 400);
    CHECK(best(doubling, {3, 3, 3, 3, 3, 4}) == 1200);
    CHECK(best(doubling, {1, 1, 1, 1, 1, 1}) == 8000);
    CHECK(best(doubling, {2, 2, 2, 2, 5, 5}) == 500); // four 2s (400) and two single 5s
    CHECK(best(doubling, {3, 3, 4, 4, 6, 6}) == 750);
    CHECK(best(doubling, {6, 5, 4, 3, 2, 1}) == 3000);
}

TEST_CASE("House rules: every roll matches the brute-force reference", "[scoring][house]") {
    for (const auto& name : {"farkle-house", "farkle-doubling"}) {
        const core::Scorer scorer(example(name));
        const Rules& rules = scorer.rules();
        ReferenceScorer reference(rules);
        for (int dice = 1; dice <= rules.diceCount; ++dice) {
            forEachMultiset(dice, rules.faceCount, [&](const core::Counts& counts) {
                INFO(name << ": " << facesText(core::facesOf(counts)));
                const auto result = scorer.bestCounts(counts);
                const auto expected = reference.best(counts);
                CHECK(result.points == expected.points);
                CHECK(result.diceUsed() == expected.dice);
                CHECK(scorer.scoreUsingAll(counts) == reference.usingAll(counts));
            });
        }
    }
}

TEST_CASE("House rules: keeping four of a kind with its pair is one choice", "[scoring][house]") {
    Game game = startedGame(example("farkle-house"), 2);
    roll(game, {2, 5, 2, 2, 5, 2});
    const auto verdict = game.evaluateKeep({0, 1, 2, 3, 4, 5});
    CHECK(verdict.valid);
    CHECK(verdict.points == 1500);
    std::set<int> points;
    for (const auto& option : game.keepOptions()) {
        points.insert(option.points);
    }
    CHECK(points.count(1500) == 1);
    CHECK(points.count(1000) == 1); // the four 2s alone
    keep(game, {2, 2, 2, 2, 5, 5});
    CHECK(game.turnTotal() == 1500);
    CHECK(game.diceToThrow() == 6); // hot dice
}

TEST_CASE("House rules: the sets combo in JSON", "[rules-io][house]") {
    nlohmann::json doc = core::rulesToJson(core::loadPreset("farkle"));
    auto withCombo = [&](const nlohmann::json& combo) {
        nlohmann::json d = doc;
        d["combos"].push_back(combo);
        return d;
    };
    SECTION("written largest first, read in any order") {
        const Rules rules = core::rulesFromJson(
            withCombo({{"name", "Pair and four"}, {"sets", {2, 4}}, {"points", 1500}}), "t");
        CHECK(rules.combos.back().sets == std::vector<int>{4, 2});
        CHECK(core::rulesToJson(rules)["combos"].back()["sets"] == nlohmann::json{4, 2});
    }
    SECTION("faults name the field") {
        auto fails = [&](const nlohmann::json& combo, const std::string& message) {
            CHECK_THROWS_WITH(core::rulesFromJson(withCombo(combo), "t"), Catch::Contains(message));
        };
        fails({{"name", "x"}, {"sets", {4, 3}}, {"points", 100}}, "needs 7 dice");
        fails({{"name", "x"}, {"sets", {4, 0}}, {"points", 100}}, "combos[3].sets[1]");
        fails({{"name", "x"}, {"sets", {4}}, {"points", 100}}, "at least two groups");
        fails({{"name", "x"}, {"sets", "4,2"}, {"points", 100}}, "must be a list");
        fails({{"name", "x"}, {"sets", {4, 2}}, {"groups", 2}, {"size", 3}, {"points", 100}},
              "exactly one of");
        fails({{"name", "x"}, {"sets", {4, 2}}, {"size", 3}, {"points", 100}},
              "'combos[3].size': belongs with 'groups'");
    }
}

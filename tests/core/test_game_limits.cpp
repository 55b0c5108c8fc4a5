// Rule sets that never end (issue 38): the validator's "can this game end" check, scores that
// saturate instead of wrapping, and the roll limit that ends every game (docs/rules.md, Limits).
#include "helpers.hpp"

#include "core/reach.hpp"
#include "core/save.hpp"

#include <nlohmann/json.hpp>

using namespace greed;
using namespace greed::test;
using core::TurnEnd;

namespace {

// The message of the RulesError `json` gets, or "" when it loads.
std::string refusalOf(const nlohmann::json& json) {
    try {
        core::rulesFromJson(json, "endless.json");
    } catch (const core::RulesError& error) {
        return error.what();
    }
    return "";
}

nlohmann::json greedJson() {
    return core::rulesToJson(core::loadPreset("greed"));
}

} // namespace

TEST_CASE("Rules that never end: only penalty triples on 3 two-faced dice are refused",
          "[rules][endless]") {
    const auto json = nlohmann::json::parse(R"({"id": "penalties", "dice": 3, "faces": 2,
        "kinds": [{"face": "any", "count": 3, "points": -100}]})");
    const std::string why = refusalOf(json);
    CHECK(why.find("endless.json: field 'kinds'") == 0);
    CHECK(why.find("no game could end") != std::string::npos);
}

TEST_CASE("Rules that never end: a penalty kind that hides every positive one is refused",
          "[rules][endless]") {
    // Three 1s would score, but every triple of 2 faces is a penalty first: nothing scores.
    const auto json = nlohmann::json::parse(R"({"id": "hidden", "dice": 3, "faces": 2,
        "kinds": [{"face": 2, "count": 3, "points": -100},
                  {"face": 1, "count": 3, "points": -50}]})");
    CHECK(refusalOf(json).find("no throw scores any points") != std::string::npos);
}

TEST_CASE("Rules that never end: greed with 1,000,000 to get in is refused, 10,000 is not",
          "[rules][endless]") {
    auto json = greedJson();
    json["entry"] = {{"rule", "first-bank"}, {"minimum", 1000000}};
    const std::string why = refusalOf(json);
    CHECK(why.find("field 'entry.minimum'") != std::string::npos);
    CHECK(why.find("a turn reaches 1000000 less than once in 10^12 turns") != std::string::npos);
    json["entry"]["minimum"] = 10000;
    CHECK(refusalOf(json).empty());
    // A bank minimum out of reach is the same fault, named by its own field.
    json = greedJson();
    json["bankMinimum"] = 1000000;
    CHECK(refusalOf(json).find("field 'bankMinimum'") != std::string::npos);
}

TEST_CASE("Rules that never end: a first-roll entry above any first throw is refused",
          "[rules][endless]") {
    auto json = greedJson();
    json["entry"] = {{"rule", "first-roll"}, {"minimum", 1250}};
    // Five dice score at most 1200 (three 1s and two single 1s).
    CHECK(refusalOf(json).find("at most 1200") != std::string::npos);
    json["entry"]["minimum"] = 1200;
    CHECK(refusalOf(json).empty());
}

TEST_CASE("Rules that never end: every preset and example can end", "[rules][endless]") {
    for (const auto& name : core::presetNames()) {
        const auto facts = core::reachFacts(core::loadPreset(name));
        INFO(name);
        CHECK(facts.exact);
        CHECK(facts.bestThrow > 0);
        CHECK(facts.reachChance > 0.5);
    }
    const auto greed = core::reachFacts(core::loadPreset("greed"));
    CHECK(greed.bestFirst == 1200);
    CHECK(greed.scoringChance == Approx(1.0 - 25.0 / 324.0));
    CHECK(greed.firstBank == 300);
}

TEST_CASE("Limits: scores saturate at kScoreLimit instead of wrapping", "[game][limits]") {
    // Ten two-faced dice that always score 10,000,000 and are always hot: no bust, ever.
    Rules rules = core::rulesFromJson(nlohmann::json::parse(R"({"id": "huge", "dice": 10,
        "faces": 2, "singles": [{"face": 1, "points": 1000000}, {"face": 2, "points": 1000000}],
        "target": 100000000})"),
                                      "huge.json");
    Game game = startedGame(rules, 2);
    const std::vector<Face> ones(10, 1);
    for (int i = 0; i < 250; ++i) {
        REQUIRE(roll(game, ones).ok);
        REQUIRE(game.turnTotal() <= core::kScoreLimit);
    }
    CHECK(game.turnTotal() == core::kScoreLimit);
    const Outcome banked = play(game, Action::bank());
    CHECK(findEvent(banked, EventType::Banked)->total == core::kScoreLimit);
    CHECK(game.players()[0].score == core::kScoreLimit);
    CHECK(game.players()[0].history.back().delta == core::kScoreLimit);
}

TEST_CASE("Limits: penalties saturate at -kScoreLimit and the history still sums to the score",
          "[game][limits]") {
    Rules rules = core::rulesFromJson(nlohmann::json::parse(R"({"id": "drain", "dice": 3,
        "faces": 2, "singles": [{"face": 1, "points": 1}],
        "kinds": [{"face": 2, "count": 3, "points": -1000000}], "target": 100})"),
                                      "drain.json");
    Game game = startedGame(rules, 1);
    for (int i = 0; i < 1100; ++i) {
        REQUIRE(roll(game, {2, 2, 2}).ok);
    }
    const auto& player = game.players()[0];
    CHECK(player.score == -core::kScoreLimit);
    std::int64_t sum = 0;
    for (const auto& turn : player.history) {
        sum += turn.delta;
    }
    CHECK(sum == player.score);
    CHECK(player.history.back().delta == 0);
    // The save of such a game loads back.
    CHECK(core::loadGameText(core::saveGameText(game), "drain.save") == game);
}

TEST_CASE("Limits: a game that nobody finishes ends at the roll limit, leaders winning",
          "[game][limits]") {
    Rules rules = core::loadPreset("greed");
    rules.target = 100000000;
    rules.tieBreak = true;
    Game game = startedGame(rules, 3);
    core::Driver driver(7);
    int actions = 0;
    while (game.phase() != Phase::GameOver) {
        const auto actionsNow = game.legalActions();
        REQUIRE_FALSE(actionsNow.empty());
        // Bank as soon as allowed: long, but never reaching the target.
        const bool bank = game.canBank() && game.turnTotal() >= 350;
        REQUIRE(driver.apply(game, bank ? Action::bank() : Action::roll()).ok);
        REQUIRE(++actions < 3 * core::kRollLimit);
    }
    CHECK(game.rollsPlayed() == core::kRollLimit);
    CHECK(game.endedByRollLimit());
    CHECK_FALSE(game.endedEarly());
    CHECK(game.winners() == game.leaders());
    CHECK_FALSE(game.inTieBreak());
    // Loaded back, the game knows it reached the limit.
    const Game loaded = core::loadGameText(core::saveGameText(game), "limit.save");
    CHECK(loaded.rollsPlayed() == core::kRollLimit);
    CHECK(loaded.endedByRollLimit());
    // A restart counts afresh.
    Game again = game;
    REQUIRE(play(again, Action::restart()).ok);
    CHECK(again.rollsPlayed() == 0);
}

TEST_CASE("Limits: the turn the last roll leaves open ends with nothing, and no streak penalty",
          "[game][limits]") {
    Rules rules = core::loadPreset("greed");
    rules.target = 100000000;
    rules.bustStreak = {1, 500};
    Game game = startedGame(rules, 2);
    // Both bank 1000 a turn until one roll before the limit.
    while (game.rollsPlayed() < core::kRollLimit - 2) {
        REQUIRE(roll(game, {1, 1, 1, 2, 3}).ok);
        REQUIRE(play(game, Action::bank()).ok);
    }
    const int current = game.currentPlayer();
    const int before = game.players()[static_cast<size_t>(current)].score;
    REQUIRE(roll(game, {1, 1, 1, 2, 3}).ok);
    const Outcome last = roll(game, {1, 5});
    CHECK(last.ok);
    CHECK(hasEvent(last, EventType::Scored));
    CHECK(hasEvent(last, EventType::Bust));
    CHECK_FALSE(hasEvent(last, EventType::StreakPenalty));
    CHECK(hasEvent(last, EventType::GameOver));
    const auto& player = game.players()[static_cast<size_t>(current)];
    CHECK(player.score == before);
    CHECK(player.history.back().end == TurnEnd::Bust);
    CHECK(player.history.back().turnTotal == 1150);
    CHECK(game.endedByRollLimit());
}

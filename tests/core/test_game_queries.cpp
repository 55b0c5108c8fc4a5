// Tests of the questions Game answers without being probed: check(Action) agrees with apply()
// (scripted cases and many seeded random games per preset), evaluateKeep() on a selection of
// dice, and the die indices on the Scored event under both keep policies.
#include "helpers.hpp"

#include "core/rng.hpp"

using namespace greed;
using namespace greed::test;
using core::ActionType;
using core::KeepVerdict;
using core::Rng;

namespace {

Rules preset(const std::string& name) {
    return core::loadPreset(name);
}

std::vector<int> sortedIndices(std::vector<int> indices) {
    std::sort(indices.begin(), indices.end());
    return indices;
}

std::string actionText(const Action& action) {
    std::ostringstream out;
    out << core::toString(action.type) << " [" << facesText(action.dice) << "]";
    return out.str();
}

// What apply() answers on a copy; a Roll without faces goes through a Driver, which fills them.
Outcome applyToCopy(const Game& game, const Action& action, Game& copy) {
    copy = game;
    if (action.type == ActionType::Roll && action.dice.empty()) {
        core::Driver driver(7);
        return driver.apply(copy, action);
    }
    return copy.apply(action);
}

// check(action) and evaluateKeep() against a copy's apply(action); returns what disagrees.
std::string disagreement(const Game& game, const Action& action) {
    const Outcome checked = game.check(action);
    Game copy = game;
    const Outcome applied = applyToCopy(game, action, copy);
    std::ostringstream problem;
    problem << actionText(action) << " in phase " << core::toString(game.phase()) << ": ";
    if (checked.ok != applied.ok || checked.error != applied.error) {
        problem << "check says " << (checked.ok ? "ok" : "refused '" + checked.error + "'")
                << ", apply says " << (applied.ok ? "ok" : "refused '" + applied.error + "'");
        return problem.str();
    }
    if (!checked.events.empty()) {
        return problem.str() + "check() returned events";
    }
    if (action.type != ActionType::Keep) {
        return "";
    }
    const KeepVerdict verdict = game.evaluateKeep(action.dice);
    if (verdict.valid != applied.ok || verdict.reason != applied.error) {
        return problem.str() + "evaluateKeep says " +
               (verdict.valid ? "valid" : "invalid '" + verdict.reason + "'");
    }
    if (verdict.valid) {
        const auto scored = findEvent(applied, EventType::Scored);
        if (!scored) {
            return problem.str() + "no Scored event";
        }
        if (verdict.points != scored->points || verdict.combos != scored->combos) {
            return problem.str() + "evaluateKeep points " + std::to_string(verdict.points) +
                   ", apply scored " + std::to_string(scored->points);
        }
        if (scored->indices != sortedIndices(action.dice)) {
            return problem.str() + "Scored indices are not the kept dice";
        }
        if (verdict.canBankAfter != copy.canBank()) {
            return problem.str() + "canBankAfter " + (verdict.canBankAfter ? "true" : "false") +
                   " but after the keep canBank() is " + (copy.canBank() ? "true" : "false");
        }
        if (verdict.bankRefusal != copy.check(Action::bank()).error) {
            return problem.str() + "bankRefusal '" + verdict.bankRefusal + "' but after the keep " +
                   "banking says '" + copy.check(Action::bank()).error + "'";
        }
        if (verdict.canRollAfter != copy.check(Action::roll()).ok) {
            return problem.str() + "canRollAfter disagrees";
        }
        if (!verdict.nonScoring.empty()) {
            return problem.str() + "a valid keep names non-scoring dice";
        }
        return "";
    }
    if (verdict.points != 0 || !verdict.combos.empty()) {
        return problem.str() + "an invalid keep has points";
    }
    const bool idleDice = verdict.reason.rfind("every die set aside must score", 0) == 0;
    if (idleDice == verdict.nonScoring.empty()) {
        return problem.str() + "nonScoring does not match the reason '" + verdict.reason + "'";
    }
    if (idleDice) {
        // The named dice are part of the selection, and without them what is left scores (or
        // nothing is left).
        std::vector<int> rest;
        for (int index : action.dice) {
            if (std::find(verdict.nonScoring.begin(), verdict.nonScoring.end(), index) ==
                verdict.nonScoring.end()) {
                rest.push_back(index);
            }
        }
        if (!std::is_sorted(verdict.nonScoring.begin(), verdict.nonScoring.end()) ||
            rest.size() + verdict.nonScoring.size() != action.dice.size()) {
            return problem.str() + "nonScoring is not an ascending part of the selection";
        }
        if (!rest.empty() && !game.evaluateKeep(rest).valid) {
            return problem.str() + "the selection without its non-scoring dice does not score";
        }
    }
    return "";
}

// The legal actions and a set of illegal candidates for the state of `game`.
std::vector<Action> candidates(const Game& game, Rng& rng) {
    std::vector<Action> actions = game.legalActions();
    const int faces = game.rules().faceCount;
    const int dice = std::max(1, game.diceToThrow());
    const int rolled = static_cast<int>(game.lastRoll().size());
    for (const Action& a :
         {Action::bank(), Action::adopt(), Action::decline(), Action::restart(), Action::roll(),
          Action::keep({}), Action::keep({0}), Action::keep({0, 0}), Action::keep({-1}),
          Action::keep({rolled}), Action::keep({0, rolled + 3})}) {
        actions.push_back(a);
    }
    actions.push_back(Action::roll(rng.roll(dice, faces)));
    actions.push_back(Action::roll(rng.roll(dice + 1, faces)));
    if (dice > 1) {
        actions.push_back(Action::roll(rng.roll(dice - 1, faces)));
    }
    auto outside = rng.roll(dice, faces);
    outside[rng.below(outside.size())] = rng.below(2) ? faces + 1 : 0;
    actions.push_back(Action::roll(outside));
    // Random selections of the roll (some score, many do not), a duplicate inside a good one.
    for (int attempt = 0; attempt < 4 && rolled > 0; ++attempt) {
        std::vector<int> indices;
        for (int i = 0; i < rolled; ++i) {
            if (rng.below(2)) {
                indices.push_back(i);
            }
        }
        if (attempt == 3 && !indices.empty()) {
            indices.push_back(indices.front());
        }
        if (rng.below(2)) {
            std::reverse(indices.begin(), indices.end());
        }
        actions.push_back(Action::keep(indices));
    }
    return actions;
}

std::vector<std::pair<std::string, Rules>> presetVariants() {
    std::vector<std::pair<std::string, Rules>> all;
    for (const auto& name : core::presetNames()) {
        all.emplace_back(name, preset(name));
    }
    Rules adopt = preset("zehntausend");
    adopt.adoptPoints = true;
    all.emplace_back("zehntausend+adopt", adopt);
    return all;
}

// Random legal play; in every state, check() and evaluateKeep() agree with apply() on the
// legal actions and the illegal candidates, and Scored events carry the right indices.
void checkAgreesOverRandomGames(int games, std::uint64_t seedBase) {
    for (const auto& [label, rules] : presetVariants()) {
        const Game fresh = startedGame(rules, 3);
        for (int g = 0; g < games; ++g) {
            const std::uint64_t seed = seedBase + static_cast<std::uint64_t>(g);
            Game game = fresh;
            core::Driver driver(seed);
            Rng choices(seed * 31 + 5);
            int step = 0;
            for (; step < 20000 && game.phase() != Phase::GameOver; ++step) {
                for (const Action& action : candidates(game, choices)) {
                    const std::string problem = disagreement(game, action);
                    if (!problem.empty()) {
                        FAIL(label << " seed " << seed << " step " << step << ": " << problem);
                    }
                }
                const auto legal = game.legalActions();
                REQUIRE_FALSE(legal.empty());
                const Action chosen = legal[choices.below(legal.size())];
                const auto outcome = driver.apply(game, chosen);
                REQUIRE(outcome.ok);
                for (const auto& event : outcome.events) {
                    if (event.type != EventType::Scored) {
                        continue;
                    }
                    INFO(label << " seed " << seed << " step " << step);
                    std::vector<Face> faces;
                    for (int index : event.indices) {
                        REQUIRE(index >= 0);
                        REQUIRE(index < static_cast<int>(game.lastRoll().size()));
                        faces.push_back(game.lastRoll()[static_cast<size_t>(index)]);
                    }
                    CHECK(std::is_sorted(event.indices.begin(), event.indices.end()));
                    CHECK(sorted(faces) == sorted(event.dice));
                    if (chosen.type == ActionType::Keep) {
                        CHECK(event.indices == sortedIndices(chosen.dice));
                    }
                }
            }
            REQUIRE(game.phase() == Phase::GameOver);
        }
    }
}

} // namespace

// ---------------------------------------------------------------- check()

SCENARIO("check() answers as apply() would, without changing the game", "[game][check]") {
    GIVEN("a Greed game waiting for the first roll") {
        Game game = startedGame(preset("greed"), 2);
        const Game before = game;
        THEN("a roll without faces is allowed; one with the wrong dice is refused as apply does") {
            CHECK(game.check(Action::roll()).ok);
            CHECK(game.check(Action::roll({1, 2, 3, 4, 6})).ok);
            const auto few = game.check(Action::roll({1, 2}));
            CHECK_FALSE(few.ok);
            CHECK(few.error == "this roll throws 5 dice, not 2");
            const auto face = game.check(Action::roll({1, 2, 3, 4, 7}));
            CHECK(face.error == "face 7 is not on a die of 6 faces");
            CHECK(game.check(Action::bank()).error == "there is nothing to bank now");
            CHECK(game.check(Action::adopt()).error == "there are no points on offer");
            CHECK(game.check(Action::decline()).error == "there are no points on offer");
            CHECK(game.check(Action::keep({0})).error == "there is nothing to set aside now");
            CHECK(game.check(Action::restart()).ok);
            CHECK(game == before);
        }
        WHEN("200 is in hand before entry (300)") {
            roll(game, {1, 1, 2, 3, 4});
            const auto bank = game.check(Action::bank());
            CHECK_FALSE(bank.ok);
            CHECK(bank.error == "banking needs a turn total of at least 300");
            CHECK(bank.events.empty());
            CHECK(game.check(Action::roll()).ok);
            CHECK(game.check(Action::roll({2, 3, 4})).ok);
            CHECK(game.check(Action::roll({2, 3, 4, 4})).error == "this roll throws 3 dice, not 4");
        }
        WHEN("300 is in hand") {
            roll(game, {1, 1, 5, 5, 4});
            const Game now = game;
            CHECK(game.check(Action::bank()).ok);
            CHECK(game.check(Action::bank()).events.empty());
            CHECK(game == now);
        }
    }
    GIVEN("a game in setup") {
        Game game(preset("greed"));
        REQUIRE(game.addPlayer({"A", core::PlayerKind::Human, ""}).ok);
        CHECK(game.check(Action::restart()).error == "the game has not started");
        CHECK(game.check(Action::roll()).error == "cannot roll now");
    }
    GIVEN("Zehntausend in ChooseKeep") {
        Game game = startedGame(preset("zehntausend"), 2);
        roll(game, {1, 1, 2, 3, 5, 6});
        THEN("rolling is refused, keeps are judged as apply judges them") {
            CHECK(game.check(Action::roll()).error == "cannot roll now");
            CHECK(game.check(Action::keep({0, 1, 4})).ok);
            CHECK(game.check(Action::keep({})).error == "set aside at least one scoring die");
            CHECK(game.check(Action::keep({0, 0})).error == "die 1 is not in this roll");
            CHECK(game.check(Action::keep({6})).error == "die 7 is not in this roll");
            CHECK(game.check(Action::keep({2})).error ==
                  "every die set aside must score: 2 scores nothing here");
            for (const Action& bad : {Action::keep({2}), Action::keep({0, 0}), Action::bank()}) {
                Game copy = game;
                CHECK(game.check(bad).error == copy.apply(bad).error);
            }
        }
    }
    GIVEN("Zehntausend with adopt points on offer") {
        Rules rules = preset("zehntausend");
        rules.adoptPoints = true;
        Game game = startedGame(rules, 2);
        roll(game, {1, 1, 1, 1, 5, 6});
        keep(game, {1, 1, 1, 1, 5});
        play(game, Action::bank());
        REQUIRE(game.phase() == Phase::AdoptOffer);
        CHECK(game.check(Action::adopt()).ok);
        CHECK(game.check(Action::decline()).ok);
        CHECK(game.check(Action::roll()).ok);
        CHECK(game.check(Action::roll({1, 2, 3, 4, 5, 6})).ok);
        CHECK(game.check(Action::roll({1})).error == "this roll throws 6 dice, not 1");
    }
}

TEST_CASE("Properties: check() and evaluateKeep() agree with apply() in every state",
          "[properties][check]") {
    checkAgreesOverRandomGames(6, 9000);
}

TEST_CASE("Properties: check() agrees with apply() over many more games",
          "[properties][check][slow]") {
    checkAgreesOverRandomGames(60, 700000);
}

// ---------------------------------------------------------------- Scored indices

SCENARIO("The Scored event names the dice set aside by their index in the roll",
         "[game][indices]") {
    GIVEN("Greed: scoring dice are set aside automatically") {
        Game game = startedGame(preset("greed"), 2);
        const auto out = roll(game, {5, 1, 3, 4, 1});
        const auto scored = findEvent(out, EventType::Scored);
        REQUIRE(scored);
        CHECK(scored->indices == std::vector<int>{0, 1, 4});
        CHECK(sorted(scored->dice) == std::vector<Face>{1, 1, 5});
        WHEN("equal faces do not all score") {
            roll(game, {2, 3}); // bust, P1 to play
            const auto four = roll(game, {3, 2, 2, 2, 2});
            const auto triple = findEvent(four, EventType::Scored);
            REQUIRE(triple);
            THEN("the leftmost of them are the ones set aside") {
                CHECK(triple->points == 200);
                CHECK(triple->indices == std::vector<int>{1, 2, 3});
                CHECK(triple->dice == std::vector<Face>{2, 2, 2});
            }
        }
        WHEN("all five score (hot dice)") {
            const auto hot = roll(game, {1, 1});
            const auto both = findEvent(hot, EventType::Scored);
            REQUIRE(both);
            CHECK(both->indices == std::vector<int>{0, 1});
            CHECK(hasEvent(hot, EventType::HotDice));
        }
    }
    GIVEN("Zehntausend: the player chooses the dice") {
        Game game = startedGame(preset("zehntausend"), 2);
        roll(game, {1, 1, 2, 3, 5, 6});
        const auto out = play(game, Action::keep({4, 1}));
        const auto scored = findEvent(out, EventType::Scored);
        REQUIRE(scored);
        THEN("the indices are exactly the kept dice, ascending") {
            CHECK(scored->indices == std::vector<int>{1, 4});
            CHECK(scored->dice == std::vector<Face>{1, 5});
            CHECK(scored->points == 150);
        }
    }
    GIVEN("detailed events off (simulations)") {
        Game game = startedGame(preset("greed"), 2);
        game.setDetailedEvents(false);
        const auto out = roll(game, {5, 1, 3, 4, 1});
        const auto scored = findEvent(out, EventType::Scored);
        REQUIRE(scored);
        CHECK(scored->indices.empty());
        CHECK(scored->points == 250);
    }
}

// ---------------------------------------------------------------- evaluateKeep()

SCENARIO("evaluateKeep() judges a selection of dice before it is kept", "[game][keep]") {
    GIVEN("Zehntausend, a player not yet in (first bank 1000), roll 1 1 2 3 5 6") {
        Game game = startedGame(preset("zehntausend"), 2);
        roll(game, {1, 1, 2, 3, 5, 6});
        const Game before = game;

        THEN("a scoring selection is valid with its points") {
            const KeepVerdict v = game.evaluateKeep({0, 1, 4});
            CHECK(v.valid);
            CHECK(v.points == 250);
            CHECK(v.reason.empty());
            CHECK(v.nonScoring.empty());
            CHECK_FALSE(v.combos.empty());
            CHECK(v.canRollAfter);
            CHECK_FALSE(v.canBankAfter); // 250 < 1000 to enter
            const KeepVerdict one = game.evaluateKeep({4});
            CHECK(one.valid);
            CHECK(one.points == 50);
        }
        THEN("a selection with one die that does not score names that die") {
            const KeepVerdict v = game.evaluateKeep({0, 5, 1});
            CHECK_FALSE(v.valid);
            CHECK(v.points == 0);
            CHECK(v.nonScoring == std::vector<int>{5});
            CHECK(v.reason == "every die set aside must score: 6 scores nothing here");
            Game copy = game;
            CHECK(v.reason == copy.apply(Action::keep({0, 5, 1})).error);
            CHECK_FALSE(v.canBankAfter);
            CHECK_FALSE(v.canRollAfter);
        }
        THEN("a selection that scores nothing names every die") {
            const KeepVerdict v = game.evaluateKeep({3, 2});
            CHECK_FALSE(v.valid);
            CHECK(v.nonScoring == std::vector<int>{2, 3});
            CHECK(v.reason == "every die set aside must score: 2 3 score nothing here");
        }
        THEN("empty, duplicate and out-of-range selections are invalid with a reason") {
            CHECK(game.evaluateKeep({}).reason == "set aside at least one scoring die");
            const KeepVerdict dup = game.evaluateKeep({0, 4, 0});
            CHECK_FALSE(dup.valid);
            CHECK(dup.reason == "die 1 is not in this roll");
            CHECK(dup.nonScoring.empty());
            CHECK(game.evaluateKeep({6}).reason == "die 7 is not in this roll");
            CHECK(game.evaluateKeep({-1}).reason == "die 0 is not in this roll");
        }
        THEN("asking changes nothing") {
            game.evaluateKeep({0, 1, 4});
            game.evaluateKeep({2});
            CHECK(game == before);
        }
    }
    GIVEN("Zehntausend: bank after a keep around the entry minimum (1000)") {
        Game game = startedGame(preset("zehntausend"), 2);
        roll(game, {1, 1, 1, 2, 3, 4});
        const KeepVerdict triple = game.evaluateKeep({0, 1, 2}); // exactly 1000
        CHECK(triple.valid);
        CHECK(triple.points == 1000);
        CHECK(triple.canBankAfter);
        const KeepVerdict pair = game.evaluateKeep({0, 1}); // 200
        CHECK(pair.valid);
        CHECK_FALSE(pair.canBankAfter);
        for (const auto& indices : {std::vector<int>{0, 1, 2}, std::vector<int>{0, 1}}) {
            Game copy = game;
            REQUIRE(copy.apply(Action::keep(indices)).ok);
            CHECK(game.evaluateKeep(indices).canBankAfter == copy.canBank());
        }
        WHEN("the turn total already counts") {
            keep(game, {1, 1}); // 200 in hand
            roll(game, {4, 4, 4, 4});
            THEN("a keep that brings it to 1000 allows banking, less does not") {
                const KeepVerdict four = game.evaluateKeep({0, 1, 2, 3});
                CHECK(four.points == 800);
                CHECK(four.canBankAfter); // 1000
                const KeepVerdict three = game.evaluateKeep({0, 1, 2});
                CHECK(three.points == 400);
                CHECK_FALSE(three.canBankAfter); // 600
            }
        }
    }
    GIVEN("Zehntausend: a player in the game banks from 250") {
        Game game = startedGame(preset("zehntausend"), 2);
        roll(game, {1, 1, 1, 1, 5, 6});
        keep(game, {1, 1, 1, 1});
        play(game, Action::bank());     // P0 in with 2000
        roll(game, {2, 3, 4, 6, 6, 2}); // P1 busts
        REQUIRE(game.currentPlayer() == 0);
        REQUIRE(game.bankThreshold() == 250);
        roll(game, {1, 5, 5, 2, 3, 4});
        CHECK(game.evaluateKeep({0, 1, 2}).points == 200);
        CHECK_FALSE(game.evaluateKeep({0, 1, 2}).canBankAfter); // 200 < 250
        keep(game, {1, 5, 5});
        roll(game, {5, 2, 3});
        CHECK(game.evaluateKeep({0}).canBankAfter); // 250
        CHECK(game.evaluateKeep({0}).canRollAfter);
    }
    GIVEN("Farkle (entry 500): a selection with a six among ones") {
        Game game = startedGame(preset("farkle"), 2);
        roll(game, {6, 1, 1, 1, 4, 2});
        const KeepVerdict v = game.evaluateKeep({0, 1, 2, 3});
        CHECK_FALSE(v.valid);
        CHECK(v.nonScoring == std::vector<int>{0});
        const KeepVerdict ok = game.evaluateKeep({1, 2, 3});
        CHECK(ok.valid);
        CHECK(ok.points == 1000);
        CHECK(ok.canBankAfter);
    }
    GIVEN("a phase without a choice of dice") {
        Game game = startedGame(preset("greed"), 2);
        const KeepVerdict v = game.evaluateKeep({0});
        CHECK_FALSE(v.valid);
        CHECK(v.reason == "there is nothing to set aside now");
        CHECK(v.nonScoring.empty());
    }
}

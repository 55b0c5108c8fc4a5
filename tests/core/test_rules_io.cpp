// Tests of rules_io: presets, JSON round trips, validation, bad rule files with messages that
// name the file and the field, and custom rule files that load and play.
#include "helpers.hpp"

#include "core/fingerprint.hpp"
#include "core/odds.hpp"

#include <nlohmann/json.hpp>

using namespace greed;
using namespace greed::test;
using Catch::Matchers::Contains;

TEST_CASE("Rules: the five presets exist and say what RULES.md says", "[rules]") {
    const auto names = core::presetNames();
    for (const auto& name : {"greed", "spec1989", "zehntausend", "cubilete", "farkle"}) {
        CHECK(std::find(names.begin(), names.end(), name) != names.end());
    }

    const auto greed = core::loadPreset("greed");
    CHECK(greed.id == "greed");
    CHECK(greed.diceCount == 5);
    CHECK(greed.faceCount == 6);
    CHECK(greed.keepPolicy == core::KeepPolicy::Auto);
    CHECK(greed.rerollPolicy == core::RerollPolicy::Remaining);
    CHECK((greed.entryRule == core::EntryRule::TurnTotal ||
           greed.entryRule == core::EntryRule::FirstBank));
    CHECK(greed.entryMinimum == 300);
    CHECK(greed.target == 3000);
    CHECK(greed.endPolicy == core::EndPolicy::FinalRound);
    CHECK_FALSE(greed.adoptPoints);

    const auto spec = core::loadPreset("spec1989");
    CHECK(spec.diceCount == 5);
    CHECK(spec.entryRule == core::EntryRule::FirstRoll);
    CHECK(spec.entryMinimum == 300);
    CHECK(spec.target == 5000);
    CHECK(spec.endPolicy == core::EndPolicy::EqualTurns);

    const auto zehn = core::loadPreset("zehntausend");
    CHECK(zehn.diceCount == 6);
    CHECK(zehn.keepPolicy == core::KeepPolicy::Choose);
    CHECK(zehn.bankMinimum == 250);
    CHECK((zehn.entryRule == core::EntryRule::FirstBank ||
           zehn.entryRule == core::EntryRule::TurnTotal));
    CHECK(zehn.entryMinimum == 1000);
    CHECK(zehn.target == 10000);
    CHECK(zehn.endPolicy == core::EndPolicy::Immediate);
    CHECK_FALSE(zehn.adoptPoints); // off by default

    const auto cub = core::loadPreset("cubilete");
    CHECK(cub.diceCount == 3);
    CHECK(cub.faceLabels == std::vector<std::string>{"A", "K", "Q", "J", "10", "9"});
    CHECK(cub.rerollPolicy == core::RerollPolicy::All);
    CHECK(cub.entryRule == core::EntryRule::None);
    CHECK(cub.target == 5000);
    CHECK(cub.endPolicy == core::EndPolicy::EqualTurns);

    const auto farkle = core::loadPreset("farkle");
    CHECK(farkle.diceCount == 6);
    CHECK(farkle.keepPolicy == core::KeepPolicy::Choose);
    CHECK(farkle.entryMinimum == 500);
    CHECK(farkle.target == 10000);
    CHECK(farkle.endPolicy == core::EndPolicy::FinalRound);
    CHECK(farkle.bustWord == core::BustWord::Farkle); // Farkle players call a bust a farkle
    for (const auto* other : {"greed", "spec1989", "zehntausend", "cubilete"}) {
        CHECK(core::loadPreset(other).bustWord == core::BustWord::Bust);
    }

    for (const auto& name : names) {
        const auto rules = core::loadPreset(name);
        CHECK_FALSE(rules.summary.empty());
        CHECK_FALSE(rules.name.empty());
        CHECK(static_cast<int>(rules.faceLabels.size()) == rules.faceCount);
    }
}

TEST_CASE("Rules: every preset round-trips through JSON to an equal Rules", "[rules]") {
    for (const auto& name : core::presetNames()) {
        INFO(name);
        const auto rules = core::loadPreset(name);
        const auto json = core::rulesToJson(rules);
        const auto back = core::rulesFromJson(json, name + ".json");
        CHECK(back == rules);
        // Through text as well, as a file would carry it.
        const auto reparsed = core::rulesFromJson(nlohmann::json::parse(json.dump(2)), name);
        CHECK(reparsed == rules);
        CHECK(core::rulesToJson(back) == json);
        // resolveRules finds the preset by name.
        CHECK(core::resolveRules(name) == rules);
    }
}

TEST_CASE("Rules: Rules equality sees every field", "[rules]") {
    const auto base = core::loadPreset("zehntausend");
    std::vector<std::function<void(Rules&)>> changes = {
        [](Rules& r) { r.diceCount = 7; },
        [](Rules& r) { r.target = 9000; },
        [](Rules& r) { r.bankMinimum = 300; },
        [](Rules& r) { r.adoptPoints = true; },
        [](Rules& r) { r.tieBreak = true; },
        [](Rules& r) { r.entryMinimum = 500; },
        [](Rules& r) { r.endPolicy = core::EndPolicy::FinalRound; },
        [](Rules& r) { r.keepPolicy = core::KeepPolicy::Auto; },
        [](Rules& r) { r.singles[0].points += 1; },
        [](Rules& r) { r.kinds.pop_back(); },
        [](Rules& r) { r.faceLabels[0] = "one"; },
        [](Rules& r) { r.bustWord = core::BustWord::Farkle; },
    };
    for (size_t i = 0; i < changes.size(); ++i) {
        INFO("change " << i);
        Rules changed = base;
        changes[i](changed);
        CHECK(changed != base);
        // And the change survives a JSON round trip.
        CHECK(core::rulesFromJson(core::rulesToJson(changed), "changed") == changed);
    }
}

TEST_CASE("Rules: the bust word is read, checked, written only when not the default, and "
          "leaves the fingerprint alone",
          "[rules]") {
    // Before: the table told Farkle apart by the start of the rule set's id or name, so a rule
    // file called "Farkle-ish" stamped FARKLE! and a Farkle copy renamed "Our game" stamped BUST.
    nlohmann::json file = core::rulesToJson(core::loadPreset("greed"));
    CHECK_FALSE(file.contains("bustWord")); // the default is not written
    CHECK(core::rulesFromJson(file, "plain.json").bustWord == core::BustWord::Bust);

    file["bustWord"] = "farkle";
    const Rules farkleWord = core::rulesFromJson(file, "ours.json");
    CHECK(farkleWord.bustWord == core::BustWord::Farkle);
    CHECK(core::rulesToJson(farkleWord).at("bustWord") == "farkle");
    CHECK(core::rulesFromJson(core::rulesToJson(farkleWord), "again") == farkleWord);
    file["bustWord"] = "bust";
    CHECK(core::rulesFromJson(file, "ours.json").bustWord == core::BustWord::Bust);

    // A bad word is refused with the file, the field and the words it may be.
    for (const auto& bad : {nlohmann::json("Farkle"), nlohmann::json("boom"), nlohmann::json(true),
                            nlohmann::json(1)}) {
        INFO(bad.dump());
        file["bustWord"] = bad;
        CHECK_THROWS_AS(core::rulesFromJson(file, "bad.json"), core::RulesError);
        CHECK_THROWS_WITH(core::rulesFromJson(file, "bad.json"),
                          Contains("bad.json") && Contains("'bustWord'"));
    }
    file["bustWord"] = "boom";
    CHECK_THROWS_WITH(core::rulesFromJson(file, "bad.json"),
                      "bad.json: field 'bustWord': 'boom' is not one of: bust, farkle");

    // A word, not a rule: it keeps the key of statistics, solver caches and the handshake.
    Rules greed = core::loadPreset("greed");
    const std::string key = core::rulesFingerprint(greed);
    greed.bustWord = core::BustWord::Farkle;
    CHECK(core::rulesFingerprint(greed) == key);
    CHECK(core::rulesIdentityJson(greed) == core::rulesIdentityJson(core::loadPreset("greed")));
}

TEST_CASE("Rules: bad rule files throw RulesError naming the file and the field", "[rules]") {
    struct Case {
        const char* file;
        std::vector<const char*> mentions; // besides the file name
    };
    // clang-format off
    const std::vector<Case> cases = {
        {"bad-not-json.json", {"JSON"}},
        {"bad-truncated.json", {"JSON"}},
        {"bad-empty.json", {"JSON"}},
        {"bad-top-level.json", {}},
        {"bad-dice-type.json", {"dice"}},
        {"bad-dice-0.json", {"dice"}},
        {"bad-dice-11.json", {"dice"}},
        {"bad-faces-1.json", {"faces"}},
        {"bad-faces-21.json", {"faces"}},
        {"bad-labels-count.json", {"labels"}},
        {"bad-labels-type.json", {"labels"}},
        {"bad-keep-enum.json", {"keep", "sometimes"}},
        {"bad-end-enum.json", {"end", "never"}},
        {"bad-entry-rule.json", {"entry", "rule", "whenever"}},
        {"bad-unknown-field.json", {"colour"}},
        {"bad-target-negative.json", {"target"}},
        {"bad-bank-negative.json", {"bankMinimum"}},
        {"bad-single-face.json", {"singles", "face"}},
        {"bad-face-label.json", {"singles", "face", "X"}},
        {"bad-kind-both.json", {"kinds", "points", "multiplier"}},
        {"bad-kind-count.json", {"kinds", "count"}},
        {"bad-no-scoring.json", {}},
        {"bad-tiebreak-type.json", {"tieBreak"}},
        {"bad-players.json", {"players"}},
        {"bad-singles-type.json", {"singles"}},
        // x100 of x100 of 1000000 would wrap an int (it printed 1410065408).
        {"bad-kind-overflow.json", {"kinds[1]", "10000000", "multipliers"}},
    };
    // clang-format on
    for (const auto& c : cases) {
        const auto path = fixturePath(std::string("rules/") + c.file);
        INFO(path);
        try {
            core::loadRulesFile(path);
            FAIL("no error for " << c.file);
        } catch (const core::RulesError& error) {
            const std::string message = error.what();
            INFO(message);
            CHECK_THAT(message, Contains(c.file));
            for (const auto* mention : c.mentions) {
                CHECK_THAT(message, Contains(mention));
            }
            CHECK(message.find('\n') == std::string::npos); // one line
        } catch (const std::exception& other) {
            FAIL("wrong exception for " << c.file << ": " << other.what());
        }
        // resolveRules gives the same kind of error for a file path.
        CHECK_THROWS_AS(core::resolveRules(path), core::RulesError);
    }
}

TEST_CASE("Rules: a missing file or an unknown name is a clear RulesError", "[rules]") {
    CHECK_THROWS_AS(core::loadRulesFile(fixturePath("rules/no-such-file.json")), core::RulesError);
    CHECK_THROWS_WITH(core::loadRulesFile(fixturePath("rules/no-such-file.json")),
                      Contains("no-such-file.json"));
    CHECK_THROWS_AS(core::loadPreset("nonsense"), core::RulesError);
    CHECK_THROWS_WITH(core::resolveRules("nonsense"), Contains("nonsense"));
}

TEST_CASE("Rules: validateRules checks the limits of a Rules built in code", "[rules]") {
    const auto base = core::loadPreset("greed");
    REQUIRE_NOTHROW(core::validateRules(base, "greed"));
    struct Case {
        const char* what;
        std::function<void(Rules&)> change;
    };
    const std::vector<Case> cases = {
        {"dice 0",
         [](Rules& r) {
             r.diceCount = 0;
         }},
        {"dice 11",
         [](Rules& r) {
             r.diceCount = 11;
         }},
        {"faces 1",
         [](Rules& r) {
             r.faceCount = 1;
             r.faceLabels = {"1"};
         }},
        {"faces 21",
         [](Rules& r) {
             r.faceCount = 21;
             r.faceLabels.resize(21, "x");
         }},
        {"labels count",
         [](Rules& r) {
             r.faceLabels.pop_back();
         }},
        {"target negative",
         [](Rules& r) {
             r.target = -5;
         }},
        {"single face 0",
         [](Rules& r) {
             r.singles[0].face = 0;
         }},
        {"single face 7",
         [](Rules& r) {
             r.singles[0].face = 7;
         }},
        {"kind face 9",
         [](Rules& r) {
             r.kinds[0].face = 9;
         }},
        {"kind count 6 of 5 dice",
         [](Rules& r) {
             r.kinds[0].count = 6;
         }},
        {"kind points and multiplier",
         [](Rules& r) {
             r.kinds[0].multiplier = 2;
         }},
        {"kind neither points nor multiplier",
         [](Rules& r) {
             r.kinds[0].points.reset();
             r.kinds[0].multiplier.reset();
         }},
        {"bank minimum negative",
         [](Rules& r) {
             r.bankMinimum = -1;
         }},
        {"entry minimum negative",
         [](Rules& r) {
             r.entryMinimum = -1;
         }},
    };
    for (const auto& c : cases) {
        INFO(c.what);
        Rules rules = base;
        c.change(rules);
        CHECK_THROWS_AS(core::validateRules(rules, "code.json"), core::RulesError);
        CHECK_THROWS_WITH(core::validateRules(rules, "code.json"), Contains("code.json"));
    }
}

TEST_CASE("Rules: custom-11.json loads, scores and plays", "[rules]") {
    const auto rules = core::loadRulesFile(fixturePath("rules/custom-11.json"));
    CHECK(rules.diceCount == 4);
    CHECK(rules.faceCount == 11);
    CHECK(rules.faceLabels.size() == 11);
    CHECK(core::rulesFromJson(core::rulesToJson(rules), "again") == rules);

    const core::Scorer scorer(rules);
    CHECK(scorer.best({1, 2, 3, 4}).points == 1200); // the straight
    CHECK(scorer.best({11, 7, 8, 9}).points == 150);
    CHECK(scorer.best({5, 5, 5, 2}).points == 300);    // any-face triple
    CHECK(scorer.best({1, 1, 1, 2}).points == 1000);   // face-specific triple wins
    CHECK(scorer.best({1, 1, 1, 1}).points == 2000);   // four = 2 x three
    CHECK(scorer.best({11, 11, 11, 2}).points == 450); // singles beat the 300 triple
    CHECK(scorer.best({2, 3, 4, 6}).bust());
    // The best score of every roll agrees with the reference.
    ReferenceScorer reference(rules);
    for (int dice = 1; dice <= 4; ++dice) {
        forEachMultiset(dice, 11, [&](const core::Counts& counts) {
            INFO(facesText(core::facesOf(counts)));
            CHECK(scorer.bestCounts(counts).points == reference.best(counts).points);
        });
    }

    // A seeded game with random legal actions runs to its end on 11-sided dice.
    Game game = startedGame(rules, 2);
    core::Driver driver(11);
    core::Rng choices(12);
    int steps = 0;
    while (game.phase() != Phase::GameOver && steps < 100000) {
        const auto actions = game.legalActions();
        REQUIRE_FALSE(actions.empty());
        const auto action = actions[choices.below(actions.size())];
        const auto outcome = driver.apply(game, action);
        REQUIRE(outcome.ok);
        for (const auto& event : outcome.events) {
            for (Face f : event.dice) {
                CHECK((f >= 1 && f <= 11));
            }
        }
        ++steps;
    }
    CHECK(game.phase() == Phase::GameOver);
    CHECK_FALSE(game.winners().empty());
}

TEST_CASE("Rules: tiny.json (1 die, 2 faces) loads and plays", "[rules]") {
    const auto rules = core::loadRulesFile(fixturePath("rules/tiny.json"));
    CHECK(rules.diceCount == 1);
    CHECK(rules.faceCount == 2);
    CHECK(rules.target == 300);
    const core::Scorer scorer(rules);
    CHECK(scorer.best({1}).bust());
    CHECK(scorer.best({2}).points == 100);
    const auto odds = core::throwOdds(scorer, 1);
    CHECK(core::fractionText(odds.bustWays, odds.total) == "1/2");

    // Scripted: 2, 2, 2 (hot dice every time), bank 300 -> final round; P1 busts; P0 wins.
    Game game = startedGame(rules, 2);
    for (int i = 0; i < 3; ++i) {
        const auto out = roll(game, {2});
        CHECK(hasEvent(out, EventType::HotDice));
        CHECK(game.diceToThrow() == 1);
    }
    const auto banked = play(game, Action::bank());
    CHECK(hasEvent(banked, EventType::FinalRoundStarted));
    roll(game, {1});
    CHECK(game.phase() == Phase::GameOver);
    CHECK(game.winners() == std::vector<int>{0});
}

TEST_CASE("Rules: labels parse in rule files (faces given by label)", "[rules]") {
    const auto json = nlohmann::json::parse(R"({
        "id": "labelled", "dice": 3, "faces": 3, "labels": ["Sun", "Moon", "Star"],
        "singles": [{"face": "Sun", "points": 100}],
        "kinds": [{"face": "Star", "count": 3, "points": -200}]
    })");
    const auto rules = core::rulesFromJson(json, "labelled.json");
    REQUIRE(rules.singles.size() == 1);
    CHECK(rules.singles[0].face == 1);
    REQUIRE(rules.kinds.size() == 1);
    CHECK(rules.kinds[0].face == 3);
    CHECK(rules.kinds[0].isPenalty());
    CHECK(rules.hasPenalties());
    CHECK(core::rulesFromJson(core::rulesToJson(rules), "again") == rules);
    const core::Scorer scorer(rules);
    CHECK(scorer.best({3, 3, 3}).penalty);
    CHECK(scorer.best({1, 2, 3}).points == 100);
}

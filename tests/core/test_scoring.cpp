// Tests of Scorer: every scoring example of RULES.md and the seed texts, used dice, combos,
// keep options, and a cross-check of every roll against a brute-force reference scorer.
#include "helpers.hpp"

#include <cctype>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

using namespace greed;
using namespace greed::test;
using core::Scorer;

namespace {

const Scorer& scorerFor(const std::string& preset) {
    static std::map<std::string, Scorer> cache;
    auto it = cache.find(preset);
    if (it == cache.end()) {
        it = cache.emplace(preset, Scorer(core::loadPreset(preset))).first;
    }
    return it->second;
}

std::string lower(std::string text) {
    for (auto& c : text) {
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
    return text;
}

struct ScoreCase {
    const char* preset;
    std::vector<Face> roll;
    int points;
    std::vector<Face> used; // ascending
};

// Checks the parts of a result agree with its total and its used dice.
void checkConsistent(const core::ScoreResult& result, int faceCount) {
    if (result.bust()) {
        CHECK(result.combos.empty());
        CHECK(result.diceUsed() == 0);
        return;
    }
    int sum = 0;
    std::vector<Face> comboDice;
    for (size_t i = 0; i < result.combos.size(); ++i) {
        const auto& combo = result.combos[i];
        CHECK_FALSE(combo.name.empty());
        CHECK_FALSE(combo.dice.empty());
        sum += combo.points;
        comboDice.insert(comboDice.end(), combo.dice.begin(), combo.dice.end());
        if (i > 0) {
            CHECK(std::abs(result.combos[i - 1].points) >= std::abs(combo.points)); // largest first
        }
    }
    CHECK(sum == result.points);
    CHECK(sorted(comboDice) == core::facesOf(result.used));
    CHECK(static_cast<int>(result.used.size()) == faceCount);
    CHECK(result.diceUsed() == static_cast<int>(comboDice.size()));
}

} // namespace

TEST_CASE("Scoring: every example of RULES.md and the seed texts", "[scoring]") {
    // clang-format off
    const std::vector<ScoreCase> cases = {
        // greed (seeds/greed-rules.en.txt, .es.txt)
        {"greed", {5, 1, 3, 4, 1}, 250, {1, 1, 5}},
        {"greed", {1, 1, 1, 3, 1}, 1100, {1, 1, 1, 1}},
        {"greed", {2, 4, 4, 5, 4}, 450, {4, 4, 4, 5}},
        {"greed", {2, 3, 4, 6, 6}, 0, {}},
        {"greed", {1, 1, 1, 1, 1}, 1200, {1, 1, 1, 1, 1}},  // one triple per face per roll
        {"greed", {5, 5, 5, 5, 5}, 600, {5, 5, 5, 5, 5}},
        {"greed", {2, 2, 2, 2, 2}, 200, {2, 2, 2}},
        {"greed", {6, 6, 6, 1, 5}, 750, {1, 5, 6, 6, 6}},
        {"greed", {3, 3, 3, 3, 5}, 350, {3, 3, 3, 5}},
        {"greed", {5}, 50, {5}},
        {"greed", {4}, 0, {}},
        // spec1989 (seeds/greed-specification-1989.txt)
        {"spec1989", {4, 4, 4, 4, 6}, 400, {4, 4, 4}},
        {"spec1989", {1, 1, 1, 1, 5}, 1150, {1, 1, 1, 1, 5}},
        {"spec1989", {1, 2, 3, 1, 5}, 250, {1, 1, 5}},
        // zehntausend (seeds/zehntausend.de.md): kinds double per extra die
        {"zehntausend", {2, 2, 2, 2}, 400, {2, 2, 2, 2}},
        {"zehntausend", {3, 3, 3, 3}, 600, {3, 3, 3, 3}},
        {"zehntausend", {1, 1, 1, 1}, 2000, {1, 1, 1, 1}},
        {"zehntausend", {3, 3, 3, 3, 3}, 1200, {3, 3, 3, 3, 3}},
        {"zehntausend", {6, 6, 6, 6, 6, 6}, 4800, {6, 6, 6, 6, 6, 6}},
        {"zehntausend", {2, 2, 2}, 200, {2, 2, 2}},
        {"zehntausend", {3, 3, 3}, 300, {3, 3, 3}},
        {"zehntausend", {1, 1, 1}, 1000, {1, 1, 1}},
        {"zehntausend", {5, 5, 5, 5, 5, 5}, 4000, {5, 5, 5, 5, 5, 5}},
        {"zehntausend", {1, 1, 2, 3, 5, 6}, 250, {1, 1, 5}},
        {"zehntausend", {1, 3, 4}, 100, {1}},
        {"zehntausend", {2, 2, 3, 4, 6, 6}, 0, {}},
        {"zehntausend", {1, 2, 3, 3, 4, 4}, 100, {1}},
        {"zehntausend", {2, 2, 3, 4, 4}, 0, {}},
        {"zehntausend", {1, 1, 2, 2, 3, 3}, 200, {1, 1}},   // no three-pairs combo here
        {"zehntausend", {1, 2, 3, 4}, 100, {1}},
        {"zehntausend", {1, 1, 1, 1, 5, 6}, 2050, {1, 1, 1, 1, 5}},
        {"zehntausend", {5}, 50, {5}},
        {"zehntausend", {1, 1, 3, 4, 4, 6}, 200, {1, 1}},
        {"zehntausend", {4, 4, 4, 4}, 800, {4, 4, 4, 4}},
        {"zehntausend", {1, 2, 3, 5, 5, 5}, 600, {1, 5, 5, 5}},
        {"zehntausend", {6, 6}, 0, {}},
        {"zehntausend", {1, 2, 6, 6, 6, 6}, 1300, {1, 6, 6, 6, 6}},
        {"zehntausend", {1, 2, 3, 4, 5, 6}, 150, {1, 5}},    // no straight in Zehntausend
        // farkle (RULES.md section 5)
        {"farkle", {1, 2, 3, 4, 5, 6}, 1500, {1, 2, 3, 4, 5, 6}},
        {"farkle", {6, 5, 4, 3, 2, 1}, 1500, {1, 2, 3, 4, 5, 6}},
        {"farkle", {2, 2, 3, 3, 4, 4}, 1500, {2, 2, 3, 3, 4, 4}},
        {"farkle", {2, 2, 2, 3, 3, 3}, 2500, {2, 2, 2, 3, 3, 3}},
        {"farkle", {2, 2, 2, 2}, 1000, {2, 2, 2, 2}},
        {"farkle", {2, 2, 2, 2, 3, 4}, 1000, {2, 2, 2, 2}},
        {"farkle", {3, 3, 3, 3, 3}, 2000, {3, 3, 3, 3, 3}},
        {"farkle", {4, 4, 4, 4, 4, 4}, 3000, {4, 4, 4, 4, 4, 4}},
        {"farkle", {1, 1, 1}, 1000, {1, 1, 1}},
        {"farkle", {2, 2, 2}, 200, {2, 2, 2}},
        {"farkle", {6, 6, 6, 2, 3, 4}, 600, {6, 6, 6}},
        {"farkle", {1, 5, 2, 2, 3, 3}, 150, {1, 5}},
        {"farkle", {2, 3, 3, 4, 6, 6}, 0, {}},
        {"farkle", {5, 5, 5, 5, 2, 3}, 1000, {5, 5, 5, 5}},
    };
    // clang-format on
    for (const auto& c : cases) {
        INFO(c.preset << ": " << facesText(c.roll));
        const auto& scorer = scorerFor(c.preset);
        const auto result = scorer.best(c.roll);
        CHECK(result.points == c.points);
        CHECK_FALSE(result.penalty);
        CHECK(result.bust() == (c.points == 0));
        CHECK(core::facesOf(result.used) == c.used);
        checkConsistent(result, scorer.rules().faceCount);
        // bestCounts agrees with best
        const auto byCounts = scorer.bestCounts(core::countFaces(c.roll, scorer.rules().faceCount));
        CHECK(byCounts.points == result.points);
        CHECK(byCounts.used == result.used);
    }
}

TEST_CASE("Scoring: cubilete poker dice, singles, triples and penalties", "[scoring]") {
    const auto& scorer = scorerFor("cubilete");
    const auto& rules = scorer.rules();
    REQUIRE(rules.diceCount == 3);
    REQUIRE(rules.faceLabels == std::vector<std::string>{"A", "K", "Q", "J", "10", "9"});
    struct Case {
        std::vector<std::string> roll;
        int points;
        bool penalty;
    };
    // clang-format off
    const std::vector<Case> cases = {
        {{"A", "Q", "J"}, 100, false},
        {{"K", "Q", "J"}, 50, false},
        {{"A", "A", "K"}, 250, false},
        {{"A", "K", "9"}, 150, false},
        {{"K", "K", "10"}, 100, false},
        {{"A", "A", "A"}, 1000, false},
        {{"K", "K", "K"}, 500, false},
        {{"Q", "Q", "Q"}, -500, true},
        {{"J", "J", "J"}, -1000, true},
        {{"10", "10", "10"}, -100, true},
        {{"9", "9", "9"}, -50, true},
        {{"Q", "J", "10"}, 0, false},
        {{"Q", "Q", "J"}, 0, false},
        {{"9", "9", "10"}, 0, false},
    };
    // clang-format on
    for (const auto& c : cases) {
        const auto faces = labelled(rules, c.roll);
        INFO(facesText(faces));
        const auto result = scorer.best(faces);
        CHECK(result.points == c.points);
        CHECK(result.penalty == c.penalty);
        CHECK(result.bust() == (c.points == 0 && !c.penalty));
        if (c.penalty) {
            // A penalty uses every die of the roll.
            CHECK(result.diceUsed() == 3);
            REQUIRE(result.combos.size() == 1);
            CHECK(result.combos[0].points == c.points);
        } else {
            checkConsistent(result, rules.faceCount);
        }
    }
    CHECK(rules.hasPenalties());
    CHECK_FALSE(scorerFor("greed").rules().hasPenalties());
}

TEST_CASE("Scoring: combos are named after what scored", "[scoring]") {
    const auto& farkle = scorerFor("farkle");
    auto onlyCombo = [&](const std::vector<Face>& roll) {
        const auto result = farkle.best(roll);
        REQUIRE(result.combos.size() == 1);
        return lower(result.combos[0].name);
    };
    CHECK(onlyCombo({1, 2, 3, 4, 5, 6}).find("straight") != std::string::npos);
    CHECK(onlyCombo({2, 2, 3, 3, 6, 6}).find("pair") != std::string::npos);
    CHECK(onlyCombo({2, 2, 2, 6, 6, 6}).find("tripl") != std::string::npos);

    // Different parts get different names; a kind and a single are two combos.
    const auto greed = scorerFor("greed").best({2, 4, 4, 5, 4});
    REQUIRE(greed.combos.size() == 2);
    CHECK(greed.combos[0].points == 400);
    CHECK(greed.combos[0].dice == std::vector<Face>{4, 4, 4});
    CHECK(greed.combos[1].points == 50);
    CHECK(greed.combos[1].dice == std::vector<Face>{5});
    CHECK(greed.combos[0].name != greed.combos[1].name);
    // Names of kinds say the face: three 4s and three 6s are told apart.
    const auto sixes = scorerFor("greed").best({6, 6, 6, 2, 3});
    REQUIRE(sixes.combos.size() == 1);
    CHECK(sixes.combos[0].name != greed.combos[0].name);
}

TEST_CASE("Scoring: keep options of 1 1 2 3 5 6 in zehntausend", "[scoring]") {
    const auto& scorer = scorerFor("zehntausend");
    const auto options = scorer.keepOptions({1, 1, 2, 3, 5, 6});
    struct Expected {
        std::vector<Face> faces;
        int points;
    };
    // Descending points, then more dice first.
    const std::vector<Expected> expected = {
        {{1, 1, 5}, 250}, {{1, 1}, 200}, {{1, 5}, 150}, {{1}, 100}, {{5}, 50}};
    REQUIRE(options.size() == expected.size());
    for (size_t i = 0; i < expected.size(); ++i) {
        INFO("option " << i);
        CHECK(options[i].faces == expected[i].faces);
        CHECK(options[i].points == expected[i].points);
        CHECK(core::facesOf(options[i].counts) == options[i].faces);
        int sum = 0;
        for (const auto& combo : options[i].combos) {
            sum += combo.points;
        }
        CHECK(sum == options[i].points);
    }
}

TEST_CASE("Scoring: keep options include every scoring subset of a kind", "[scoring]") {
    const auto& scorer = scorerFor("zehntausend");
    const auto options = scorer.keepOptions({2, 2, 2, 2, 1, 3});
    std::map<std::vector<Face>, int> byFaces;
    for (const auto& option : options) {
        byFaces[option.faces] = option.points;
    }
    const std::map<std::vector<Face>, int> expected = {{{1, 2, 2, 2, 2}, 500},
                                                       {{2, 2, 2, 2}, 400},
                                                       {{1, 2, 2, 2}, 300},
                                                       {{2, 2, 2}, 200},
                                                       {{1}, 100}};
    CHECK(byFaces == expected);
    // Never a non-scoring die.
    for (const auto& option : options) {
        CHECK(std::count(option.faces.begin(), option.faces.end(), 3) == 0);
    }
    // A bust has no options; greed (auto keep) still answers consistently.
    CHECK(scorer.keepOptions({2, 2, 3, 4, 6, 6}).empty());
}

TEST_CASE("Scoring: scoreUsingAll", "[scoring]") {
    const auto& z = scorerFor("zehntausend");
    auto usingAll = [&](const std::vector<Face>& faces) {
        return z.scoreUsingAll(core::countFaces(faces, 6));
    };
    CHECK(usingAll({1, 1, 5}) == 250);
    CHECK(usingAll({1, 1, 1, 1}) == 2000);
    CHECK(usingAll({1, 2}) == -1);
    CHECK(usingAll({2, 2}) == -1);
    CHECK(usingAll({2, 2, 2}) == 200);
    CHECK(usingAll({6}) == -1);
}

TEST_CASE("Scoring: countFaces and facesOf", "[scoring]") {
    CHECK(core::countFaces({5, 1, 3, 4, 1}, 6) == core::Counts{2, 0, 1, 1, 1, 0});
    CHECK(core::facesOf({2, 0, 1, 1, 1, 0}) == std::vector<Face>{1, 1, 3, 4, 5});
    CHECK(core::countFaces({}, 4) == core::Counts{0, 0, 0, 0});
}

TEST_CASE("Scoring: every roll of every preset matches a brute-force reference", "[scoring]") {
    for (const auto& preset : {"greed", "spec1989", "zehntausend", "farkle", "cubilete"}) {
        const auto& scorer = scorerFor(preset);
        const auto& rules = scorer.rules();
        ReferenceScorer reference(rules);
        for (int dice = 1; dice <= rules.diceCount; ++dice) {
            forEachMultiset(dice, rules.faceCount, [&](const core::Counts& counts) {
                const auto result = scorer.bestCounts(counts);
                INFO(preset << ": " << facesText(core::facesOf(counts)));
                if (result.penalty) {
                    CHECK(rules.hasPenalties());
                    CHECK(result.points < 0);
                    return;
                }
                const auto expected = reference.best(counts);
                CHECK(result.points == expected.points);
                CHECK(result.diceUsed() == expected.dice);
                // The used dice score exactly the points, all of them.
                if (!result.bust()) {
                    CHECK(reference.usingAll(result.used) == result.points);
                }
                CHECK(scorer.scoreUsingAll(counts) == reference.usingAll(counts));
            });
        }
    }
}

TEST_CASE("Scoring: keep options of every roll match the reference", "[scoring]") {
    for (const auto& preset : {"zehntausend", "farkle"}) {
        const auto& scorer = scorerFor(preset);
        const auto& rules = scorer.rules();
        REQUIRE(rules.keepPolicy == core::KeepPolicy::Choose);
        ReferenceScorer reference(rules);
        for (int dice = 1; dice <= rules.diceCount; ++dice) {
            forEachMultiset(dice, rules.faceCount, [&](const core::Counts& counts) {
                const auto roll = core::facesOf(counts);
                INFO(preset << ": " << facesText(roll));
                // Expected: every non-empty sub-multiset whose dice all score.
                std::set<std::pair<std::vector<Face>, int>> expected;
                forEachSubset(counts, [&](const core::Counts& sub) {
                    const int points = reference.usingAll(sub);
                    if (ReferenceScorer::total(sub) > 0 && points > 0) {
                        expected.insert({core::facesOf(sub), points});
                    }
                });
                const auto options = scorer.keepOptions(roll);
                std::set<std::pair<std::vector<Face>, int>> actual;
                for (size_t i = 0; i < options.size(); ++i) {
                    actual.insert({options[i].faces, options[i].points});
                    if (i > 0) {
                        const auto& a = options[i - 1];
                        const auto& b = options[i];
                        CHECK((a.points > b.points ||
                               (a.points == b.points && a.faces.size() >= b.faces.size())));
                    }
                }
                CHECK(actual.size() == options.size()); // no duplicates
                CHECK(actual == expected);
            });
        }
    }
}

// Rule files with many combos are scored without trying every order of combos (10 dice and
// 12 combos took 45 s a throw), with the same results as that exhaustive search gave.
TEST_CASE("Scoring: combo-heavy rules score as the exhaustive search did", "[scoring]") {
    const Scorer scorer(core::loadRulesFile(fixturePath("rules/combo-heavy.json")));
    std::ifstream golden(fixturePath("rules/combo-heavy.scores"));
    std::string line;
    int checked = 0;
    while (std::getline(golden, line)) {
        if (line.empty() || line[0] == '#') {
            continue;
        }
        std::istringstream fields(line);
        std::string faces, used;
        int points = 0;
        size_t options = 0;
        fields >> faces >> points >> used >> options;
        std::vector<Face> roll;
        for (char c : faces) {
            roll.push_back(static_cast<Face>(c - '0'));
        }
        INFO(line);
        const auto result = scorer.best(roll);
        checkConsistent(result, 6);
        CHECK(result.points == points);
        CHECK(facesText(result.usedFaces) == facesText(used == "-" ? std::vector<Face>{} : [&] {
                  std::vector<Face> v;
                  for (char c : used) {
                      v.push_back(static_cast<Face>(c - '0'));
                  }
                  return v;
              }()));
        CHECK(scorer.keepOptions(roll).size() == options);
        ++checked;
    }
    CHECK(checked == 792); // every throw of 7 dice
}

TEST_CASE("Scoring: ten dice and twelve combos answer at once", "[scoring]") {
    const Scorer scorer(core::loadRulesFile(fixturePath("rules/many-combos-10-dice.json")));
    // Ten different faces: the most ways to place the two- and three-face combos.
    const std::vector<Face> spread{1, 2, 3, 4, 5, 6, 7, 8, 9, 10};
    const auto result = scorer.best(spread);
    checkConsistent(result, 20);
    CHECK(result.points == 265); // as the exhaustive search found, after 45 s
    CHECK(result.diceUsed() == 10);
    const auto options = scorer.keepOptions(spread);
    CHECK(options.front().points == 265);
    for (const auto& option : options) {
        CHECK(option.points == scorer.scoreUsingAll(option.counts));
    }
}

TEST_CASE("Scoring: kind values are computed wide and capped, never wrapped", "[scoring]") {
    core::Rules rules = core::loadPreset("greed");
    rules.diceCount = 6;
    rules.kinds = {{1, 3, 1000000, std::nullopt},
                   {1, 4, std::nullopt, 100000},
                   {1, 5, std::nullopt, 100000},
                   {1, 6, std::nullopt, 100000}};
    CHECK(core::kindValue(rules, 1, 3) == 1000000);
    CHECK(core::kindValue(rules, 1, 4) == core::kMaxKindPoints + 1);
    CHECK(core::kindValue(rules, 1, 6) == core::kMaxKindPoints + 1);
    CHECK(core::kindValue(rules, 2, 3) == 0);
    CHECK_THROWS_AS(core::validateRules(rules, "code"), core::RulesError);
    // A scorer of unvalidated rules stays inside an int (UBSan would stop on a wrap).
    const Scorer scorer(rules);
    CHECK(scorer.best({1, 1, 1, 1, 1, 1}).points == core::kMaxKindPoints + 1 + 2 * 100);
}

TEST_CASE("Scoring: scorers of the same rules share one table while one lives", "[scoring]") {
    // A game, its match and its log each make a scorer at start-up; 10 dice take tens of
    // milliseconds to table, so the second and third reuse the first one's table.
    core::Rules ten = core::loadPreset("greed");
    ten.diceCount = 10;
    const Scorer first(ten);
    const Scorer second(ten);
    CHECK(second.sharesTableWith(first));
    CHECK(second.best({1, 1, 1, 5, 2, 3, 4, 6, 6, 2}).points ==
          first.best({1, 1, 1, 5, 2, 3, 4, 6, 6, 2}).points);

    // Other rules get a table of their own, scoring by their own rules.
    core::Rules other = ten;
    other.singles.front().points += 50;
    const Scorer third(other);
    CHECK_FALSE(third.sharesTableWith(first));
    const Face single = other.singles.front().face;
    CHECK(third.best({single}).points == first.best({single}).points + 50);
}

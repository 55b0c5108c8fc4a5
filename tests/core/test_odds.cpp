// Tests of the exact throw odds: the bust fractions RULES.md lists, and brute force over
// every ordered throw for small dice counts.
#include "helpers.hpp"

#include "core/odds.hpp"

#include <map>
#include <tuple>

using namespace greed;
using namespace greed::test;

namespace {

std::uint64_t power(std::uint64_t base, int exponent) {
    std::uint64_t result = 1;
    for (int i = 0; i < exponent; ++i) {
        result *= base;
    }
    return result;
}

// Calls visit(roll) for every ordered throw of `dice` dice.
void forEachOrderedThrow(int dice, int faceCount,
                         const std::function<void(const std::vector<Face>&)>& visit) {
    std::vector<Face> roll(static_cast<size_t>(dice), 1);
    while (true) {
        visit(roll);
        int i = 0;
        while (i < dice && roll[static_cast<size_t>(i)] == faceCount) {
            roll[static_cast<size_t>(i)] = 1;
            ++i;
        }
        if (i == dice) {
            return;
        }
        ++roll[static_cast<size_t>(i)];
    }
}

} // namespace

TEST_CASE("Odds: bust chances of RULES.md for 1..6 dice", "[odds]") {
    const auto dice = GENERATE(1, 2, 3, 4, 5, 6);
    const std::vector<std::string> expected = {"2/3", "4/9", "5/18", "17/108", "25/324", "5/162"};
    // Zehntausend has 6 dice; greed and spec1989 score alike on up to 5.
    for (const auto& preset : {"zehntausend", "greed", "spec1989"}) {
        const core::Scorer scorer(core::loadPreset(preset));
        if (dice > scorer.rules().diceCount) {
            continue;
        }
        INFO(preset << " with " << dice << " dice");
        const auto odds = core::throwOdds(scorer, dice);
        CHECK(odds.total == power(6, dice));
        CHECK(odds.penaltyWays == 0);
        CHECK(core::fractionText(odds.bustWays, odds.total) ==
              expected[static_cast<size_t>(dice - 1)]);
    }
}

TEST_CASE("Odds: cubilete bust 60/216 and negative triple 4/216", "[odds]") {
    const core::Scorer scorer(core::loadPreset("cubilete"));
    const auto odds = core::throwOdds(scorer, 3);
    CHECK(odds.total == 216);
    CHECK(odds.bustWays == 60);
    CHECK(odds.penaltyWays == 4);
    CHECK(core::fractionText(odds.bustWays, odds.total) == "5/18");
    CHECK(core::fractionText(odds.penaltyWays, odds.total) == "1/54");
}

TEST_CASE("Odds: forEachThrow weights cover every ordered throw once", "[odds]") {
    struct Case {
        int dice;
        int faces;
        std::uint64_t multisets; // C(dice + faces - 1, dice)
    };
    for (const auto& c : {Case{1, 6, 6}, Case{3, 6, 56}, Case{5, 6, 252}, Case{6, 6, 462},
                          Case{4, 11, 1001}, Case{2, 20, 210}, Case{10, 2, 11}}) {
        INFO(c.dice << " dice of " << c.faces);
        std::uint64_t ways = 0;
        std::uint64_t count = 0;
        core::forEachThrow(c.dice, c.faces, [&](const core::Counts& counts, std::uint64_t w) {
            CHECK(static_cast<int>(counts.size()) == c.faces);
            CHECK(ReferenceScorer::total(counts) == c.dice);
            ways += w;
            ++count;
        });
        CHECK(ways == power(static_cast<std::uint64_t>(c.faces), c.dice));
        CHECK(count == c.multisets);
    }
}

TEST_CASE("Odds: brute force over ordered throws agrees with throwOdds", "[odds]") {
    struct Case {
        const char* preset;
        int maxDice;
    };
    for (const auto& c :
         {Case{"greed", 5}, Case{"zehntausend", 5}, Case{"farkle", 5}, Case{"cubilete", 3}}) {
        const core::Scorer scorer(core::loadPreset(c.preset));
        for (int dice = 1; dice <= c.maxDice; ++dice) {
            INFO(c.preset << " with " << dice << " dice");
            std::uint64_t total = 0;
            std::uint64_t bust = 0;
            std::uint64_t penalty = 0;
            long long points = 0;
            forEachOrderedThrow(dice, scorer.rules().faceCount, [&](const std::vector<Face>& roll) {
                const auto result = scorer.best(roll);
                ++total;
                bust += result.bust() ? 1 : 0;
                penalty += result.penalty ? 1 : 0;
                points += result.points;
            });
            const auto odds = core::throwOdds(scorer, dice);
            CHECK(odds.total == total);
            CHECK(odds.bustWays == bust);
            CHECK(odds.penaltyWays == penalty);
            CHECK(static_cast<long long>(odds.pointsSum) == points);
            CHECK(odds.expected() == Approx(double(points) / double(total)));
            CHECK(odds.bustProbability() == Approx(double(bust) / double(total)));
        }
    }
}

TEST_CASE("Odds: expected score of one die in greed is exactly 25", "[odds]") {
    const core::Scorer scorer(core::loadPreset("greed"));
    const auto odds = core::throwOdds(scorer, 1);
    CHECK(static_cast<long long>(odds.pointsSum) == 150);
    CHECK(odds.expected() == Approx(25.0));
}

TEST_CASE("Odds: fraction and decimal text", "[odds]") {
    CHECK(core::fractionText(4, 6) == "2/3");
    CHECK(core::fractionText(10, 1620) == "1/162");
    CHECK(core::decimalText(2, 3, 12) == "0.666666666667");
    CHECK(core::decimalText(1, 4, 12) == "0.25");
    CHECK(core::decimalText(5, 162, 12) == "0.030864197531");
    CHECK(core::decimalText(1, 3, 3) == "0.333");
}

namespace {

// What a turn model reads of a throw, with how many ordered throws give it.
using ThrowSummary = std::map<std::tuple<int, bool, int, int>, std::uint64_t>;

template <typename Walk> ThrowSummary summarise(const core::Scorer& scorer, Walk walk) {
    ThrowSummary summary;
    walk([&](const core::Counts& counts, std::uint64_t ways) {
        const auto best = scorer.bestCounts(counts);
        summary[{best.points, best.penalty, best.diceUsed(), scorer.scoreUsingAll(counts)}] += ways;
    });
    return summary;
}

// Twelve faces: a straight over 1-2-3, singles on 1 and 5, a kind on every face, a penalty
// on 6s, one face with its own kind, three pairs; faces 4 and 8 to 12 score alike.
core::Rules mixedRules() {
    core::Rules rules;
    rules.diceCount = 6;
    rules.faceCount = 12;
    for (int f = 1; f <= rules.faceCount; ++f) {
        rules.faceLabels.push_back(std::to_string(f));
    }
    rules.singles = {{1, 100}, {5, 50}};
    core::KindScore anyThree;
    anyThree.face = 0;
    anyThree.count = 3;
    anyThree.points = 300;
    core::KindScore sevens = anyThree;
    sevens.face = 7;
    sevens.points = 700;
    core::KindScore sixes = anyThree;
    sixes.face = 6;
    sixes.points = -500;
    rules.kinds = {anyThree, sevens, sixes};
    core::ComboScore straight;
    straight.name = "Low straight";
    straight.kind = core::ComboScore::Kind::Straight;
    straight.faces = {1, 2, 3};
    straight.points = 600;
    core::ComboScore pairs;
    pairs.name = "Three pairs";
    pairs.groups = 3;
    pairs.size = 2;
    pairs.points = 750;
    rules.combos = {straight, pairs};
    return rules;
}

} // namespace

TEST_CASE("Odds: faces that score alike are grouped, faces in a straight stand alone", "[odds]") {
    using Classes = std::vector<std::vector<core::Face>>;
    CHECK(core::interchangeableFaces(mixedRules()) ==
          Classes{{1}, {2}, {3}, {4, 8, 9, 10, 11, 12}, {5}, {6}, {7}});
    core::Rules big = mixedRules();
    big.diceCount = 10;
    big.faceCount = 20;
    big.faceLabels.resize(20, "x");
    big.singles = {{1, 100}};
    big.kinds.clear();
    big.combos.clear();
    std::vector<core::Face> blank;
    for (core::Face f = 2; f <= 20; ++f) {
        blank.push_back(f);
    }
    CHECK(core::interchangeableFaces(big) == Classes{{1}, blank});
}

TEST_CASE("Odds: the grouped walk gives the same throws, weighted alike, as the full one",
          "[odds]") {
    std::vector<core::Rules> ruleSets{mixedRules()};
    for (const auto& name : core::presetNames()) {
        ruleSets.push_back(core::loadPreset(name));
    }
    for (const auto& rules : ruleSets) {
        const core::Scorer scorer(rules);
        const auto classes = core::interchangeableFaces(rules);
        for (int dice = 1; dice <= rules.diceCount; ++dice) {
            INFO(rules.id << " with " << dice << " dice");
            const ThrowSummary full = summarise(scorer, [&](const auto& visit) {
                core::forEachThrow(dice, rules.faceCount, visit);
            });
            const ThrowSummary grouped = summarise(scorer, [&](const auto& visit) {
                core::forEachThrowGrouped(dice, rules.faceCount, classes, visit);
            });
            CHECK(grouped == full);
        }
    }
}

TEST_CASE("Odds: ten dice of twenty faces, nineteen of them blank, take a few visits", "[odds]") {
    std::vector<core::Face> blank;
    for (core::Face f = 2; f <= 20; ++f) {
        blank.push_back(f);
    }
    std::uint64_t ways = 0;
    int visits = 0;
    core::forEachThrowGrouped(10, 20, {{1}, blank},
                              [&](const core::Counts& counts, std::uint64_t w) {
                                  CHECK(ReferenceScorer::total(counts) == 10);
                                  ways += w;
                                  ++visits;
                              });
    CHECK(ways == power(20, 10));
    // Dice on the 1 (0 to 10), the rest split as a partition: p(0) + ... + p(10).
    CHECK(visits == 139);
}

TEST_CASE("Odds: the grouped throw count is the number of grouped visits", "[odds]") {
    std::vector<core::Face> blank;
    for (core::Face f = 2; f <= 20; ++f) {
        blank.push_back(f);
    }
    CHECK(core::groupedThrowCount(10, {{1}, blank}) == 139);
    // Every face its own class: the multisets, C(d + F - 1, d).
    std::vector<std::vector<core::Face>> distinct;
    for (core::Face f = 1; f <= 20; ++f) {
        distinct.push_back({f});
    }
    CHECK(core::groupedThrowCount(10, distinct) == 20030010ULL); // C(29, 10)
    CHECK(core::groupedThrowCount(0, distinct) == 1);
    // Against the walk itself on mixed classes.
    const std::vector<std::vector<core::Face>> mixed{{1}, {2, 3, 4}, {5, 6}, {7, 8, 9, 10, 11}};
    for (int dice = 1; dice <= 7; ++dice) {
        std::uint64_t visits = 0;
        core::forEachThrowGrouped(dice, 11, mixed,
                                  [&](const core::Counts&, std::uint64_t) { ++visits; });
        INFO("dice " << dice);
        CHECK(core::groupedThrowCount(dice, mixed) == visits);
    }
}

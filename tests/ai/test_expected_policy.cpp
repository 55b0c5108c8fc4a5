// The max-expected-points turn policy against an exhaustive evaluation through core::Game.
#include "ai/expected_policy.hpp"
#include "ai/solution_cache.hpp"
#include "ai/win_solver.hpp"

#include "core/game.hpp"
#include "core/odds.hpp"
#include "core/rules_io.hpp"

#include "test_support.hpp"

#include <catch2/catch.hpp>

#include <cmath>
#include <map>

using namespace greed;

namespace {

// Plays every ordered throw through a real Game: the value of a position is the best of
// banking and the average over all throws. Totals from `horizon` units on bank, as in the DP.
class Exhaustive {
public:
    Exhaustive(const core::Rules& rules, int unit, int horizon)
        : m_rules(rules), m_unit(unit), m_horizon(horizon) {}

    double start() {
        core::Game game(m_rules);
        game.addPlayer({"solo", core::PlayerKind::Computer, ""});
        REQUIRE(game.start(0).ok);
        return rollValue(game);
    }

private:
    double decisionValue(const core::Game& game) {
        const int t = game.turnTotal();
        if (t / m_unit >= m_horizon) {
            return t;
        }
        const auto key = std::make_pair(t, game.diceToThrow());
        if (auto it = m_memo.find(key); it != m_memo.end()) {
            return it->second;
        }
        double best = rollValue(game);
        if (game.canBank()) {
            best = std::max(best, static_cast<double>(t));
        }
        m_memo[key] = best;
        return best;
    }

    double rollValue(const core::Game& game) {
        const int dice = game.diceToThrow();
        const int faces = m_rules.faceCount;
        std::vector<int> roll(static_cast<size_t>(dice), 1);
        double sum = 0.0;
        std::uint64_t count = 0;
        for (;;) {
            core::Game next = game;
            const auto turnsBefore = next.players()[0].history.size();
            REQUIRE(next.apply(core::Action::roll(roll)).ok);
            if (next.players()[0].history.size() > turnsBefore) {
                sum += next.players()[0].history.back().delta; // bust 0, penalty < 0
            } else {
                while (next.phase() == core::Phase::ChooseKeep) {
                    // Choose-keep: the exhaustive player tries every option.
                    double best = -1e300;
                    for (const auto& action : next.legalActions()) {
                        core::Game kept = next;
                        REQUIRE(kept.apply(action).ok);
                        best = std::max(best, decisionValue(kept));
                    }
                    sum += best;
                    goto counted;
                }
                sum += decisionValue(next);
            }
        counted:
            ++count;
            int i = 0;
            while (i < dice && roll[static_cast<size_t>(i)] == faces) {
                roll[static_cast<size_t>(i)] = 1;
                ++i;
            }
            if (i == dice) {
                break;
            }
            ++roll[static_cast<size_t>(i)];
        }
        return sum / static_cast<double>(count);
    }

    core::Rules m_rules;
    int m_unit;
    int m_horizon;
    std::map<std::pair<int, int>, double> m_memo;
};

core::Rules smallGreed(int dice, core::KeepPolicy keep) {
    core::Rules r = core::loadPreset("greed");
    r.diceCount = dice;
    r.keepPolicy = keep;
    r.entryRule = core::EntryRule::None;
    r.entryMinimum = 0;
    r.target = 1000;
    r.minPlayers = 1;
    return r;
}

} // namespace

TEST_CASE("throw tables reproduce the exact bust chances of RULES.md", "[expected]") {
    const ai::TurnModel greed(core::loadPreset("greed"));
    const std::uint64_t total[] = {0, 6, 36, 216, 1296, 7776};
    for (int d = 1; d <= 5; ++d) {
        CHECK(greed.table(d).total == total[d]);
    }
    CHECK(greed.table(1).bust == Approx(2.0 / 3));
    CHECK(greed.table(2).bust == Approx(4.0 / 9));
    CHECK(greed.table(3).bust == Approx(5.0 / 18));
    CHECK(greed.table(4).bust == Approx(17.0 / 108));
    CHECK(greed.table(5).bust == Approx(25.0 / 324));
    CHECK(greed.unit() == 50);
    const ai::TurnModel cubilete(core::loadPreset("cubilete"));
    CHECK(cubilete.table(3).bustWays == 60);
    std::uint64_t penalty = 0;
    for (const auto& p : cubilete.table(3).penalties) {
        penalty += p.ways;
    }
    CHECK(penalty == 4);
}

TEST_CASE("the expected-points policy matches exhaustive play for small dice counts",
          "[expected]") {
    for (int dice = 1; dice <= 3; ++dice) {
        for (auto keep : {core::KeepPolicy::Auto, core::KeepPolicy::Choose}) {
            if (keep == core::KeepPolicy::Choose && dice == 3) {
                continue; // covered by 2 dice; keeps the test fast
            }
            INFO("dice " << dice << " keep " << core::toString(keep));
            const core::Rules rules = smallGreed(dice, keep);
            const ai::ExpectedPolicy policy(std::make_shared<const ai::TurnModel>(rules));
            Exhaustive brute(rules, policy.model().unit(), policy.horizon());
            CHECK(policy.expectedPoints() == Approx(brute.start()).epsilon(1e-9));
        }
    }
}

TEST_CASE("the expected-points policy handles penalties like the game does", "[expected]") {
    core::Rules rules = core::loadPreset("cubilete");
    rules.minPlayers = 1;
    rules.target = 1000;
    const ai::ExpectedPolicy policy(std::make_shared<const ai::TurnModel>(rules));
    Exhaustive brute(rules, policy.model().unit(), policy.horizon());
    CHECK(policy.expectedPoints() == Approx(brute.start()).epsilon(1e-9));
}

TEST_CASE("with one die of two faces the turn value is known in closed form", "[expected]") {
    // Face 1 scores 100 and is hot dice again, face 2 busts: from t the roll is worth
    // (t + 100) / 2 < t once t > 100, so bank at 100 and the turn is worth 50.
    const core::Rules rules = test::singlesRules(1, 2, {100, 0}, 1000, core::EndPolicy::Immediate);
    const ai::ExpectedPolicy policy(std::make_shared<const ai::TurnModel>(rules));
    CHECK(policy.expectedPoints() == Approx(50.0));
    CHECK(policy.bankThreshold(1) == 100);
}

TEST_CASE("throw tables with too many distinct throws stand on a fixed sample near the odds",
          "[expected]") {
    // 14 faces that all score differently: 77,520 distinct throws of 7 dice, over the exact
    // limit; 6 dice (38,760) are still counted one by one.
    core::Rules rules = core::loadPreset("greed");
    rules.faceCount = 14;
    rules.faceLabels.resize(14, "x");
    rules.diceCount = 7;
    rules.singles.clear();
    for (core::Face f = 1; f <= 14; ++f) {
        rules.singles.push_back({f, 50 * f});
    }
    rules.kinds.clear();
    rules.combos.clear();
    const ai::TurnModel model(rules);
    CHECK(model.sampled());
    CHECK(model.table(6).total == 7529536ULL); // 14^6: exact
    CHECK(model.table(7).total == static_cast<std::uint64_t>(ai::TurnModel::kSampledThrows));
    // The same sample every time.
    const ai::TurnModel again(rules);
    REQUIRE(again.table(7).sets.size() == model.table(7).sets.size());
    for (std::size_t i = 0; i < model.table(7).sets.size(); ++i) {
        CHECK(again.table(7).sets[i].ways == model.table(7).sets[i].ways);
    }
    // Its mean best score is the exact one within a percent.
    const core::Scorer scorer(rules);
    double exact = 0;
    double total = 0;
    core::forEachThrowGrouped(7, 14, core::interchangeableFaces(rules),
                              [&](const core::Counts& counts, std::uint64_t ways) {
                                  exact += scorer.bestCounts(counts).points * double(ways);
                                  total += double(ways);
                              });
    exact /= total;
    double sampled = 0;
    for (const auto& set : model.table(7).sets) {
        sampled += set.best * model.unit() * set.probability;
    }
    CHECK(sampled == Approx(exact).epsilon(0.01));
    // No solver claims an exact solution on estimated odds.
    CHECK_FALSE(ai::WinSolution::unsupportedReason(model).empty());
}

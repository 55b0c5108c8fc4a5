// The two-player win solver against independent brute force on tiny rule sets.
#include "ai/solution_cache.hpp"
#include "ai/win_solver.hpp"

#include "test_support.hpp"

#include <catch2/catch.hpp>

#include <cmath>
#include <sstream>

using namespace greed;

namespace {

// Plain value iteration over (my score, other score, turn total) for a one-die game where
// face 1 scores one unit (hot dice) with chance p and anything else busts; first to
// `target` units wins at once.
double bruteForceImmediate(double p, int target) {
    const int cap = target; // bank at target wins outright
    std::vector<double> v(static_cast<size_t>(target * target * (cap + 1)), 0.5);
    auto at = [&](int i, int j, int t) -> double& {
        return v[static_cast<size_t>((i * target + j) * (cap + 1) + t)];
    };
    for (int iter = 0; iter < 100000; ++iter) {
        double change = 0.0;
        for (int i = 0; i < target; ++i) {
            for (int j = 0; j < target; ++j) {
                for (int t = cap - i; t >= 0; --t) {
                    double bank = -1.0;
                    if (t > 0) {
                        bank = i + t >= target ? 1.0 : 1.0 - at(j, i + t, 0);
                    }
                    double value = bank;
                    if (i + t < target) {
                        const double roll = (1 - p) * (1.0 - at(j, i, 0)) + p * at(i, j, t + 1);
                        value = std::max(bank, roll);
                    }
                    change = std::max(change, std::fabs(value - at(i, j, t)));
                    at(i, j, t) = value;
                }
            }
        }
        if (change < 1e-14) {
            break;
        }
    }
    return at(0, 0, 0);
}

} // namespace

TEST_CASE("the solver agrees with brute force on one die of two faces", "[solver]") {
    for (int targetUnits : {1, 2, 3, 5}) {
        INFO("target " << targetUnits);
        const core::Rules rules =
            test::singlesRules(1, 2, {100, 0}, 100 * targetUnits, core::EndPolicy::Immediate);
        auto model = std::make_shared<const ai::TurnModel>(rules);
        const auto solution = ai::WinSolution::solve(model, {});
        CHECK(solution->stats().firstPlayerWin ==
              Approx(bruteForceImmediate(0.5, targetUnits)).epsilon(1e-9));
    }
    // Target 1: the first throw decides: 1/2 now, else the same game with the other player.
    const core::Rules one = test::singlesRules(1, 2, {100, 0}, 100, core::EndPolicy::Immediate);
    CHECK(ai::WinSolution::solve(std::make_shared<const ai::TurnModel>(one), {})
              ->stats()
              .firstPlayerWin == Approx(2.0 / 3.0));
}

TEST_CASE("the solver agrees with brute force on a three-faced die", "[solver]") {
    const core::Rules rules =
        test::singlesRules(1, 3, {100, 0, 0}, 400, core::EndPolicy::Immediate);
    const auto solution = ai::WinSolution::solve(std::make_shared<const ai::TurnModel>(rules), {});
    CHECK(solution->stats().firstPlayerWin ==
          Approx(bruteForceImmediate(1.0 / 3, 4)).epsilon(1e-9));
}

TEST_CASE("a final round is solved exactly for a one-die game", "[solver]") {
    // Face 1 scores 1 unit (hot dice), face 2 busts; 1 unit reaches the target and starts
    // the final round. Banking at t units leaves the other a last turn worth 2^-(t+1)
    // (win with t+1 hits, or tie with t hits: the same), so banking at 1 is worth 3/4 and
    // rolling on is worse; hence W = 1/2 * 3/4 + 1/2 * (1 - W), W = 7/12.
    const core::Rules rules = test::singlesRules(1, 2, {100, 0}, 100, core::EndPolicy::FinalRound);
    const auto solution = ai::WinSolution::solve(std::make_shared<const ai::TurnModel>(rules), {});
    CHECK(solution->stats().firstPlayerWin == Approx(7.0 / 12.0).epsilon(1e-10));
}

TEST_CASE("solutions round-trip through the disk cache", "[solver]") {
    const auto dir = test::scratchDataDir();
    const core::Rules rules =
        test::singlesRules(2, 3, {100, 50, 0}, 500, core::EndPolicy::FinalRound);
    auto model = std::make_shared<const ai::TurnModel>(rules);
    const auto solved = ai::WinSolution::solve(model, {});
    REQUIRE(ai::saveSolution(*solved, dir));
    const auto loaded = ai::loadSolution(model, dir);
    REQUIRE(loaded);
    CHECK(loaded->stats().firstPlayerWin == solved->stats().firstPlayerWin);
    CHECK(loaded->stats().states == solved->stats().states);
    CHECK(loaded->turnStartValue(0, 100, true, 300, true) ==
          solved->turnStartValue(0, 100, true, 300, true));
    // Other rules never read this file.
    core::Rules other = rules;
    other.target = 600;
    CHECK_FALSE(ai::loadSolution(std::make_shared<const ai::TurnModel>(other), dir));
    CHECK(core::rulesFingerprint(rules) != core::rulesFingerprint(other));
}

TEST_CASE("one, two and an absurd number of threads give the same solution", "[solver]") {
    core::Rules rules = core::loadPreset("greed");
    rules.target = 1000;
    auto model = std::make_shared<const ai::TurnModel>(rules);
    ai::SolveOptions one;
    one.threads = 1;
    ai::SolveOptions two;
    two.threads = 2;
    CHECK(ai::WinSolution::solve(model, one)->stats().firstPlayerWin ==
          Approx(ai::WinSolution::solve(model, two)->stats().firstPlayerWin).epsilon(1e-12));
    // Bounded to kMaxSolveThreads (it used to abort in std::thread's constructor).
    ai::SolveOptions many;
    many.threads = 100000;
    CHECK(ai::WinSolution::solve(model, many)->stats().firstPlayerWin ==
          Approx(ai::WinSolution::solve(model, one)->stats().firstPlayerWin).epsilon(1e-12));
}

TEST_CASE("Pig solved as a rule file gives the published 0.5306", "[solver][slow]") {
    // Pig: one die, 1 loses the turn, 2..6 score their face; first to 100 wins
    // (Neller & Presser, "Optimal Play of the Dice Game Pig", 2004).
    const core::Rules pig =
        test::singlesRules(1, 6, {0, 2, 3, 4, 5, 6}, 100, core::EndPolicy::Immediate);
    const auto solution = ai::WinSolution::solve(std::make_shared<const ai::TurnModel>(pig), {});
    CHECK(solution->stats().firstPlayerWin == Approx(0.5306).margin(0.00006));
}

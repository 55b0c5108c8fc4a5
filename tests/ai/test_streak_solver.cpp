// The two-player solver and the computer players under a busts-in-a-row penalty, against an
// independent value iteration on a tiny rule set where the penalty changes the best play.
#include "ai/expected_policy.hpp"
#include "ai/external_bot.hpp"
#include "ai/solution_cache.hpp"
#include "ai/win_solver.hpp"
#include "core/fingerprint.hpp"

#include "test_support.hpp"

#include <catch2/catch.hpp>

#include <cmath>
#include <sstream>

using namespace greed;

namespace {

// The tiny game: `dice` dice of `faces` faces, each 1 scores 100 (one unit), hot dice, no
// entry, first to `target` units wins at once; `count` turns in a row with nothing cost
// `penalty` units (never below 0). Values of turn starts V[mover][other][moverStreak]
// [otherStreak], by plain value iteration, written from the rules as stated, not from the
// solver's code.
struct Tiny {
    int dice = 2;
    int faces = 3;
    int target = 5;
    int count = 2;
    int penalty = 2;

    core::Rules rules() const {
        std::vector<int> points(static_cast<size_t>(faces), 0);
        points[0] = 100;
        core::Rules r =
            test::singlesRules(dice, faces, points, 100 * target, core::EndPolicy::Immediate);
        r.bustStreak = {count, 100 * penalty};
        core::validateRules(r, "tiny");
        return r;
    }
};

class Reference {
public:
    explicit Reference(const Tiny& g) : m_g(g) {
        m_v.assign(static_cast<size_t>(g.target * g.target * g.count * g.count), 0.5);
        for (int iter = 0; iter < 200000; ++iter) {
            double change = 0.0;
            std::vector<double> next = m_v;
            for (int i = 0; i < g.target; ++i) {
                for (int j = 0; j < g.target; ++j) {
                    for (int si = 0; si < g.count; ++si) {
                        for (int sj = 0; sj < g.count; ++sj) {
                            const double v = turn(i, j, si, sj)[cell(0, g.dice)];
                            change = std::max(change, std::fabs(v - value(i, j, si, sj)));
                            next[at(i, j, si, sj)] = v;
                        }
                    }
                }
            }
            m_v = std::move(next);
            if (change < 1e-15) {
                break;
            }
        }
    }

    double value(int i, int j, int si, int sj) const { return m_v[at(i, j, si, sj)]; }

    // Whether the mover banks at total t with n dice to throw (t > 0).
    bool banks(int i, int j, int si, int sj, int t, int n) const {
        if (i + t >= m_g.target) {
            return true;
        }
        return bankValue(i, j, sj, t) >= rollValue(i, j, si, sj, t, n);
    }

private:
    size_t at(int i, int j, int si, int sj) const {
        return static_cast<size_t>(((i * m_g.target + j) * m_g.count + si) * m_g.count + sj);
    }

    // Chance that n dice show exactly k 1s.
    double chance(int n, int k) const {
        const double p = 1.0 / m_g.faces;
        double ways = 1.0;
        for (int x = 0; x < k; ++x) {
            ways = ways * (n - x) / (x + 1);
        }
        return ways * std::pow(p, k) * std::pow(1.0 - p, n - k);
    }

    double bankValue(int i, int j, int sj, int t) const {
        return i + t >= m_g.target ? 1.0 : 1.0 - value(j, i + t, sj, 0);
    }

    double bustValue(int i, int j, int si, int sj) const {
        if (si + 1 < m_g.count) {
            return 1.0 - value(j, i, sj, si + 1);
        }
        return 1.0 - value(j, i - std::min(m_g.penalty, i), sj, 0);
    }

    size_t cell(int t, int n) const { return static_cast<size_t>(t * (m_g.dice + 1) + n); }

    // The value of throwing n dice at total t, with `best` holding the values of the totals
    // above t (bank or roll, whichever is better).
    double roll(const std::vector<double>& best, int i, int j, int si, int sj, int t, int n) const {
        double r = chance(n, 0) * bustValue(i, j, si, sj);
        for (int k = 1; k <= n; ++k) {
            const int total = t + k;
            const int dice = n == k ? m_g.dice : n - k;
            r += chance(n, k) * (i + total >= m_g.target ? 1.0 : best[cell(total, dice)]);
        }
        return r;
    }

    // The whole turn from the top total down: element cell(t, n) is the best of banking t
    // and throwing n dice (throwing only at t = 0).
    std::vector<double> turn(int i, int j, int si, int sj) const {
        std::vector<double> best(static_cast<size_t>((m_g.target + 1) * (m_g.dice + 1)), 1.0);
        for (int t = m_g.target - i - 1; t >= 0; --t) {
            for (int n = 1; n <= m_g.dice; ++n) {
                const double r = roll(best, i, j, si, sj, t, n);
                best[cell(t, n)] = t > 0 ? std::max(r, bankValue(i, j, sj, t)) : r;
            }
        }
        return best;
    }

    double rollValue(int i, int j, int si, int sj, int t, int n) const {
        return roll(turn(i, j, si, sj), i, j, si, sj, t, n);
    }

    Tiny m_g;
    std::vector<double> m_v;
};

} // namespace

TEST_CASE("busts in a row: the solver agrees with an independent value iteration",
          "[solver][bust-streak]") {
    const Tiny g;
    const Reference reference(g);
    auto model = std::make_shared<const ai::TurnModel>(g.rules());
    REQUIRE(ai::WinSolution::unsupportedReason(*model).empty());
    const auto solution = ai::WinSolution::solve(model, {});
    for (int i = 0; i < g.target; ++i) {
        for (int j = 0; j < g.target; ++j) {
            for (int si = 0; si < g.count; ++si) {
                for (int sj = 0; sj < g.count; ++sj) {
                    INFO("scores " << i << ":" << j << " streaks " << si << ":" << sj);
                    CHECK(solution->turnStartValue(0, 100 * i, true, 100 * j, true, si, sj) ==
                          Approx(reference.value(i, j, si, sj)).margin(1e-9));
                }
            }
        }
    }
    CHECK(solution->stats().firstPlayerWin == Approx(reference.value(0, 0, 0, 0)).margin(1e-9));
}

TEST_CASE("busts in a row: the penalty changes the best play, as the solver plays it",
          "[solver][bust-streak]") {
    const Tiny g;
    const Reference reference(g);
    const auto solution =
        ai::WinSolution::solve(std::make_shared<const ai::TurnModel>(g.rules()), {});
    ai::TurnDp dp(solution->model());
    int changed = 0;
    for (int i = 0; i < g.target; ++i) {
        for (int j = 0; j < g.target; ++j) {
            for (int t = 1; i + t < g.target; ++t) {
                for (int n = 1; n <= g.dice; ++n) {
                    const bool calm = reference.banks(i, j, 0, 0, t, n);
                    const bool brink = reference.banks(i, j, g.count - 1, 0, t, n);
                    INFO("scores " << i << ":" << j << " total " << t << " dice " << n);
                    solution->prepareTurn(dp, 0, 100 * i, true, 100 * j, true, 0, 0);
                    CHECK(dp.shouldBank(t, n) == calm);
                    solution->prepareTurn(dp, 0, 100 * i, true, 100 * j, true, g.count - 1, 0);
                    CHECK(dp.shouldBank(t, n) == brink);
                    changed += calm != brink ? 1 : 0;
                }
            }
        }
    }
    // One bust from the penalty, the player banks where they would otherwise roll on.
    CHECK(changed > 0);
}

TEST_CASE("busts in a row: the state grows by the count squared, and says when too big",
          "[solver][bust-streak]") {
    core::Rules rules = test::singlesRules(2, 3, {100, 0, 0}, 1000, core::EndPolicy::FinalRound);
    const auto off = ai::WinSolution::estimateStates(ai::TurnModel(rules));
    rules.bustStreak = {3, 200};
    const ai::TurnModel three(rules);
    CHECK(ai::WinSolution::estimateStates(three) == 9 * off);
    CHECK(ai::WinSolution::estimateBytes(three, 1) >
          ai::WinSolution::estimateBytes(ai::TurnModel(test::singlesRules(
                                             2, 3, {100, 0, 0}, 1000, core::EndPolicy::FinalRound)),
                                         1));

    // Farkle with three busts in a row is nine times Farkle: past what this machine solves.
    const core::Rules house =
        core::loadRulesFile(core::assetDirectory() / "rules" / "examples" / "farkle-house.json");
    const ai::TurnModel farkle(house);
    CHECK(farkle.unit() == 50);
    CHECK_THAT(ai::WinSolution::unsupportedReason(farkle), Catch::Contains("too many states"));
}

TEST_CASE("busts in a row: a final-round solve converges and survives a file round trip",
          "[solver][bust-streak]") {
    core::Rules rules = test::singlesRules(2, 3, {100, 0, 0}, 400, core::EndPolicy::FinalRound);
    rules.bustStreak = {2, 100};
    auto model = std::make_shared<const ai::TurnModel>(rules);
    const auto solution = ai::WinSolution::solve(model, {});
    CHECK(solution->stats().sweeps < 500);
    const double p = solution->stats().firstPlayerWin;
    CHECK(p > 0.5);
    CHECK(p < 0.7);
    std::stringstream file;
    solution->write(file);
    const auto read = ai::WinSolution::read(file, model);
    REQUIRE(read);
    CHECK(read->turnStartValue(0, 200, true, 100, true, 1, 0) ==
          solution->turnStartValue(0, 200, true, 100, true, 1, 0));
}

TEST_CASE("busts in a row: expected-points players are more careful one bust away",
          "[ai][bust-streak]") {
    core::Rules rules = core::loadPreset("greed");
    rules.bustStreak = {3, 1000};
    auto policy =
        std::make_shared<const ai::ExpectedPolicy>(std::make_shared<const ai::TurnModel>(rules));
    for (int dice = 1; dice <= 5; ++dice) {
        INFO("dice " << dice);
        CHECK(policy->bankThreshold(dice, true, true) <= policy->bankThreshold(dice, true, false));
    }
    CHECK(policy->bankThreshold(2, true, true) < policy->bankThreshold(2, true, false));
    // Busting costs 1000 more: a turn is worth less than without the rule.
    CHECK(policy->expectedPoints(true, true) < policy->expectedPoints(true, false));
    // Players not in the game have no points to lose.
    CHECK(policy->bankThreshold(2, false, true) == policy->bankThreshold(2, false, false));
}

TEST_CASE("busts in a row: preset fingerprints are what they were before the field existed",
          "[solver][bust-streak]") {
    // FNV-1a of each preset's canonical JSON, as the statistics (rule_sets.hash) and the network
    // handshake computed it before Rules had bustStreak and sets combos: their entries must
    // still be found. (The solver cache used an FNV variant with a wrong offset basis until the
    // fingerprint became one function in core; its files were renamed to -v3 then.)
    const std::vector<std::pair<std::string, std::string>> before{
        {"greed", "2cf4a5bd1edb0ae2"},
        {"spec1989", "4f670eaa01bbc92d"},
        {"zehntausend", "6fad931f99b82a7f"},
        {"cubilete", "2b0f1ab2aa75b528"},
        {"farkle", "d34c2615fcb522a3"}};
    for (const auto& [name, key] : before) {
        INFO(name);
        core::Rules rules = core::loadPreset(name);
        CHECK(core::rulesFingerprint(rules) == key);
        rules.bustStreak = {3, 500};
        CHECK(core::rulesFingerprint(rules) != key);
    }
}

TEST_CASE("busts in a row: the bot protocol tells every player's count, only under the rule",
          "[ai][bust-streak]") {
    core::Rules rules = core::loadPreset("greed");
    core::Game plain(rules);
    rules.bustStreak = {3, 500};
    core::Game game(rules);
    for (core::Game* g : {&plain, &game}) {
        g->addPlayer({"A", core::PlayerKind::Computer, "steady"});
        g->addPlayer({"B", core::PlayerKind::Computer, "steady"});
        g->start(0);
    }
    game.apply(core::Action::roll({2, 3, 4, 6, 2})); // A busts
    CHECK(ai::ExternalBot::stateLine(plain).find("streaks") == std::string::npos);
    CHECK_THAT(ai::ExternalBot::stateLine(game),
               Catch::EndsWith(" streaks=1,0 streakcount=3 streakpenalty=500"));
}

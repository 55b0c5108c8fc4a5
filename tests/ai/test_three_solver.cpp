// The exact three-player solver (issue 23) against an independent value iteration written
// here for one-die games, its cache file, and its use by the Professor and the hints.
#include "ai/background_solve.hpp"
#include "ai/factory.hpp"
#include "ai/hints.hpp"
#include "ai/optimal_strategy.hpp"
#include "ai/solution_cache.hpp"
#include "ai/three_solver.hpp"

#include "test_support.hpp"

#include <catch2/catch.hpp>

#include <array>
#include <cmath>
#include <cstring>
#include <fstream>
#include <functional>
#include <sstream>
#include <thread>

using namespace greed;

namespace {

using V3 = std::array<double, 3>;

// One die where face 1 scores one unit (hot dice: the die is thrown again) with chance p and
// anything else busts; 3 players, the first to bank `target` units starts a final round in
// which each other player has one last turn; a shared win is split. Every turn banks for sure
// at twice the target (the solver's horizon), the last player's once it leads. Plain value
// iteration over (scores, turn total), the final round by direct recursion.
class OneDieThree {
public:
    OneDieThree(double p, int target) : m_p(p), m_t(target), m_cap(2 * target) {
        m_v.assign(static_cast<size_t>(m_t * m_t * m_t * (m_cap + 1)),
                   V3{1.0 / 3, 1.0 / 3, 1.0 / 3});
        for (int sweep = 0; sweep < 100000; ++sweep) {
            double change = 0.0;
            for (int a = 0; a < m_t; ++a) {
                for (int b = 0; b < m_t; ++b) {
                    for (int c = 0; c < m_t; ++c) {
                        for (int t = m_cap - a; t >= 0; --t) {
                            const V3 v = turn(a, b, c, t);
                            for (size_t k = 0; k < 3; ++k) {
                                change = std::max(change, std::fabs(v[k] - at(a, b, c, t)[k]));
                            }
                            at(a, b, c, t) = v;
                        }
                    }
                }
            }
            if (change < 1e-15) {
                break;
            }
        }
    }
    V3 start(int a, int b, int c) const { return m_v[index(a, b, c, 0)]; }
    // After a bank at x >= target: (the trigger, b, c) once b and c had their last turns.
    V3 finalRound(int x, int b, int c) const {
        const V3 v = middle(x, b, c, 0);
        return {v[2], v[0], v[1]};
    }

private:
    static V3 back(const V3& w) { return {w[2], w[0], w[1]}; }
    static V3 mix(double p, const V3& hit, const V3& miss) {
        return {p * hit[0] + (1 - p) * miss[0], p * hit[1] + (1 - p) * miss[1],
                p * hit[2] + (1 - p) * miss[2]};
    }
    size_t index(int a, int b, int c, int t) const {
        return static_cast<size_t>(((a * m_t + b) * m_t + c) * (m_cap + 1) + t);
    }
    V3& at(int a, int b, int c, int t) { return m_v[index(a, b, c, t)]; }
    V3 bankTo(int total, int b, int c) const {
        return total >= m_t ? finalRound(total, b, c) : back(m_v[index(b, c, total, 0)]);
    }
    V3 turn(int a, int b, int c, int t) const {
        if (a + t >= m_cap) {
            return bankTo(a + t, b, c);
        }
        const V3 roll = mix(m_p, m_v[index(a, b, c, t + 1)], back(m_v[index(b, c, a, 0)]));
        if (t == 0) {
            return roll;
        }
        const V3 bank = bankTo(a + t, b, c);
        return bank[0] >= roll[0] ? bank : roll;
    }
    // Final scores x, y, z: each player's share of the win.
    static V3 payoff(int x, int y, int z) {
        const int top = std::max({x, y, z});
        const double n = (x == top) + (y == top) + (z == top);
        return {x == top ? 1 / n : 0.0, y == top ? 1 / n : 0.0, z == top ? 1 / n : 0.0};
    }
    // The middle player's last turn at b + t: (b, c, the trigger).
    V3 middle(int x, int b, int c, int t) const {
        auto end = [&](int y) {
            return last(x, y, c, 0);
        };
        if (b + t >= std::max(m_cap, x + 1)) {
            return end(b + t);
        }
        const V3 roll = mix(m_p, middle(x, b, c, t + 1), end(b));
        if (t == 0) {
            return roll;
        }
        const V3 bank = end(b + t);
        return bank[0] >= roll[0] ? bank : roll;
    }
    // The last player's turn at c + t after x and y: (b, c, the trigger).
    V3 last(int x, int y, int c, int t) const {
        auto end = [&](int z) {
            const V3 v = payoff(x, y, z);
            return V3{v[1], v[2], v[0]};
        };
        if (c + t > std::max(x, y)) {
            return end(c + t);
        }
        const V3 endNow = end(c + t);
        const V3 roll = mix(m_p, last(x, y, c, t + 1), end(c));
        if (t == 0) {
            return roll;
        }
        return endNow[1] >= roll[1] ? endNow : roll;
    }

    double m_p;
    int m_t;
    int m_cap;
    std::vector<V3> m_v;
};

std::shared_ptr<const ai::ThreeSolution> solveRules(const core::Rules& rules, int threads = 1) {
    ai::SolveOptions options;
    options.threads = threads;
    return ai::ThreeSolution::solve(std::make_shared<const ai::TurnModel>(rules), options);
}

core::Rules smallGreed() {
    core::Rules rules = core::loadPreset("greed");
    rules.target = 1000;
    return rules;
}

} // namespace

TEST_CASE("the three-player solution agrees with value iteration on one-die games",
          "[solver][three]") {
    for (const auto& [faces, target] :
         {std::pair{2, 1}, std::pair{2, 3}, std::pair{3, 2}, std::pair{3, 4}}) {
        INFO(faces << " faces, target " << target);
        std::vector<int> points(static_cast<size_t>(faces), 0);
        points[0] = 100;
        const core::Rules rules =
            test::singlesRules(1, faces, points, 100 * target, core::EndPolicy::FinalRound);
        const auto solution = solveRules(rules);
        const OneDieThree brute(1.0 / faces, target);
        for (int a = 0; a < target; ++a) {
            for (int b = 0; b < target; ++b) {
                for (int c = 0; c < target; ++c) {
                    INFO("scores " << a << " " << b << " " << c);
                    const auto v =
                        solution->turnStart({100 * a, 100 * b, 100 * c}, {true, true, true});
                    const V3 w = brute.start(a, b, c);
                    for (size_t k = 0; k < 3; ++k) {
                        CHECK(v[k] == Approx(w[k]).margin(1e-10));
                    }
                    // The scalar turn the Professor plays starts at the mover's own chance.
                    ai::TurnDp dp(solution->model());
                    solution->prepareTurn(dp, {100 * a, 100 * b, 100 * c}, {true, true, true});
                    CHECK(dp.start() == Approx(w[0]).margin(1e-10));
                }
            }
        }
        // The middle player's last turn of a final round begun at x.
        for (int x = target; x <= 2 * target; ++x) {
            for (int b = 0; b < target; ++b) {
                for (int c = 0; c < target; ++c) {
                    ai::TurnDp dp(solution->model());
                    solution->prepareLastTurn(dp, 100 * x, 100 * b, true, 100 * c, true);
                    CHECK(dp.start() == Approx(brute.finalRound(x, b, c)[1]).margin(1e-10));
                }
            }
        }
        CHECK(solution->stats().firstPlayerWin == Approx(brute.start(0, 0, 0)[0]).margin(1e-10));
    }
}

TEST_CASE("the three-player solution of a short greed game is consistent", "[solver][three]") {
    const core::Rules rules = smallGreed();
    const auto one = solveRules(rules, 1);
    const auto two = solveRules(rules, 2);
    CHECK(one->stats().firstPlayerWin == two->stats().firstPlayerWin);
    // Moving first is worth something, and the three chances are a distribution.
    const auto start = one->turnStart({0, 0, 0}, {false, false, false});
    CHECK(start[0] + start[1] + start[2] == Approx(1.0).margin(1e-9));
    CHECK(start[0] > start[1]);
    CHECK(start[1] > start[2]);
    // A player far ahead is the favourite, whoever moves.
    const auto ahead = one->turnStart({100, 900, 100}, {true, true, true});
    CHECK(ahead[1] > 0.6);
    CHECK(ahead[0] + ahead[1] + ahead[2] == Approx(1.0).margin(1e-9));
}

TEST_CASE("rules the three-player solver does not take are refused with a reason",
          "[solver][three]") {
    for (const char* name : {"zehntausend", "spec1989", "cubilete", "farkle"}) {
        INFO(name);
        const ai::TurnModel model(core::loadPreset(name));
        CHECK_FALSE(ai::ThreeSolution::unsupportedReason(model).empty());
    }
    CHECK(ai::ThreeSolution::unsupportedReason(ai::TurnModel(core::loadPreset("greed"))).empty());
    core::Rules tie = smallGreed();
    tie.tieBreak = true;
    CHECK_FALSE(ai::ThreeSolution::unsupportedReason(ai::TurnModel(tie)).empty());
}

TEST_CASE("three-player solutions round-trip through the cache and damaged files are refused",
          "[solver][three]") {
    const auto dir = test::scratchDataDir() / "three";
    const core::Rules rules = smallGreed();
    auto model = std::make_shared<const ai::TurnModel>(rules);
    const auto solved = solveRules(rules);
    REQUIRE(ai::saveThreeSolution(*solved, dir));
    const auto loaded = ai::loadThreeSolution(model, dir);
    REQUIRE(loaded);
    CHECK(loaded->stats().firstPlayerWin == solved->stats().firstPlayerWin);
    CHECK(loaded->turnStart({300, 0, 750}, {true, false, true}) ==
          solved->turnStart({300, 0, 750}, {true, false, true}));
    ai::TurnDp a(*model);
    ai::TurnDp b(*model);
    loaded->prepareLastTurn(a, 1100, 400, true, 650, true);
    solved->prepareLastTurn(b, 1100, 400, true, 650, true);
    CHECK(a.start() == b.start());
    // Other rules never read it.
    core::Rules other = rules;
    other.target = 1050;
    CHECK_FALSE(ai::loadThreeSolution(std::make_shared<const ai::TurnModel>(other), dir));

    std::ostringstream out;
    solved->write(out);
    const std::string bytes = out.str();
    // A flipped byte fails the checksum: refused, and the file is set aside.
    {
        std::string bad = bytes;
        bad[bad.size() / 2] = static_cast<char>(bad[bad.size() / 2] ^ 0x5a);
        std::istringstream in(bad);
        CHECK_FALSE(ai::ThreeSolution::read(in, model));
        std::ofstream(ai::threeSolutionPath(rules, dir), std::ios::binary | std::ios::trunc) << bad;
        CHECK_FALSE(ai::loadThreeSolution(model, dir));
        auto aside = ai::threeSolutionPath(rules, dir);
        aside += ".bad";
        CHECK(std::filesystem::exists(aside));
    }
    // A value that is no probability, under a checksum made to match: refused too.
    {
        std::string body = bytes.substr(8, bytes.size() - 16);
        const double two = 2.0;
        std::memcpy(&body[body.size() - sizeof(double)], &two, sizeof(two));
        std::string bad = bytes.substr(0, 8) + body;
        const std::uint64_t sum = ai::fnv1a64(body);
        bad.append(reinterpret_cast<const char*>(&sum), sizeof(sum));
        std::istringstream in(bad);
        CHECK_FALSE(ai::ThreeSolution::read(in, model));
    }
    // Cut short: refused.
    {
        std::istringstream in(bytes.substr(0, bytes.size() - 100));
        CHECK_FALSE(ai::ThreeSolution::read(in, model));
    }
    // Issue 38: a 2,000 MB sparse file with the right magic was read whole (6.2 GB) and then
    // failed every run. Its size is not the one these rules make: refused unread, set aside.
    {
        const auto path = ai::threeSolutionPath(rules, dir);
        std::filesystem::remove(path.string() + ".bad");
        REQUIRE(ai::ThreeSolution::fileBytes(*model) == bytes.size());
        std::ofstream(path, std::ios::binary | std::ios::trunc) << bytes.substr(0, 8);
        std::filesystem::resize_file(path, 2000ULL * 1024 * 1024);
        std::string refused;
        CHECK_FALSE(ai::loadThreeSolution(model, dir, &refused));
        CHECK(refused.find("2097152000 bytes where these rules make a file of " +
                           std::to_string(bytes.size())) != std::string::npos);
        CHECK_FALSE(std::filesystem::exists(path));
        CHECK(std::filesystem::file_size(path.string() + ".bad") == 2000ULL * 1024 * 1024);
        std::filesystem::remove(path.string() + ".bad");
        // A good file of the right size still loads (streamed, checksum at the end).
        REQUIRE(ai::saveThreeSolution(*solved, dir));
        refused.clear();
        CHECK(ai::loadThreeSolution(model, dir, &refused));
        CHECK(refused.empty());
    }
}

TEST_CASE("the Professor and the hints use the three-player solution at tables of three",
          "[solver][three]") {
    const core::Rules rules = smallGreed();
    const auto dir = test::scratchDataDir();
    const auto three = ai::sharedThreeSolution(rules, UINT64_MAX, dir);
    REQUIRE(three);
    core::Game game{core::Scorer(rules)};
    for (const char* name : {"A", "B", "C"}) {
        game.addPlayer({name, core::PlayerKind::Computer, "professor"});
    }
    game.start(0);
    ai::StrategyOptions options;
    options.dataDir = dir;
    options.solveUpTo = UINT64_MAX;
    auto player = ai::makeStrategy("professor", rules, options);
    auto* professor = dynamic_cast<ai::OptimalStrategy*>(player.get());
    REQUIRE(professor);
    CHECK_FALSE(professor->hasThreePlayer()); // looked for at a turn start of a table of three
    bool win = false;
    CHECK(professor->valuesFor(game, win).start() ==
          Approx(three->stats().firstPlayerWin).margin(1e-12));
    CHECK(win);
    CHECK(professor->hasThreePlayer());
    // The hint shows the exact chance (the data directory is the test's scratch folder).
    ai::HintAdvisor hints(rules, UINT64_MAX);
    const ai::Hint hint = hints.advise(game);
    REQUIRE(hint.winIfRoll);
    CHECK(*hint.winIfRoll == Approx(three->stats().firstPlayerWin).margin(1e-12));
    // The old Professor ("expected") and the pairwise one ("leader") do not take it.
    for (const char* id : {"professor-leader", "professor-expected"}) {
        std::vector<ai::Personality> all = ai::defaultPersonalities();
        ai::Personality p = *ai::findPersonality(all, "professor");
        p.id = id;
        p.play.table = std::string(id).substr(10);
        auto other = ai::makeStrategy(p, rules, options);
        auto& strategy = dynamic_cast<ai::OptimalStrategy&>(*other);
        strategy.valuesFor(game, win);
        CHECK_FALSE(strategy.hasThreePlayer());
    }
}

TEST_CASE("a background solve for a table of three also makes the three-player solution",
          "[solver][three]") {
    core::Rules rules = smallGreed();
    rules.target = 900;                      // rules of their own: nothing held or cached yet
    const auto dir = test::scratchDataDir(); // also the process's data directory now
    REQUIRE(core::dataDirectory() == dir);
    for (int players : {2, 3}) {
        INFO(players << " players");
        auto job = ai::BackgroundSolve::start(rules, UINT64_MAX, players);
        while (!job->done()) {
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
        }
        CHECK(job->result());
        // Only the table of three asks for it.
        CHECK((ai::heldThreeSolution(rules, dir) != nullptr) == (players == 3));
    }
    CHECK(std::filesystem::exists(ai::threeSolutionPath(rules, dir)));
}

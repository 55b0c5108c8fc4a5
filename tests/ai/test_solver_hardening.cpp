// Solver and cache against bad input: damaged cache files, hostile rule ids, rule sets too
// big for memory, absurd thread counts; and the Professor's policy is never left to chance.
#include "ai/expected_policy.hpp"
#include "ai/factory.hpp"
#include "ai/memory_limit.hpp"
#include "ai/optimal_strategy.hpp"
#include "ai/solution_cache.hpp"
#include "ai/win_solver.hpp"
#include "session/tournament.hpp"

#include "core/rules_io.hpp"

#include "test_support.hpp"

#include <catch2/catch.hpp>

#include <cmath>
#include <cstring>
#include <fstream>
#include <iterator>
#include <limits>

using namespace greed;

namespace {

core::Rules tinyRules(int target = 500) {
    return test::singlesRules(2, 3, {100, 50, 0}, target, core::EndPolicy::FinalRound);
}

std::string readBytes(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

void writeBytes(const std::filesystem::path& path, const std::string& bytes) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
}

// A fresh directory under the scratch folder.
std::filesystem::path freshDir(const std::string& name) {
    const auto dir = test::scratchDataDir() / name;
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    return dir;
}

} // namespace

TEST_CASE("a cache file with NaN values is refused, set aside and solved again", "[solver]") {
    static int run = 0; // a folder per section: the process keeps solutions by folder
    const auto dir = freshDir("nan" + std::to_string(++run));
    const core::Rules rules = tinyRules();
    auto model = std::make_shared<const ai::TurnModel>(rules);
    const auto solved = ai::WinSolution::solve(model, {});
    REQUIRE(ai::saveSolution(*solved, dir));
    const auto path = ai::solutionPath(rules, dir);
    const std::string good = readBytes(path);

    // The last value of the table (just before the 8-byte checksum) becomes NaN.
    std::string bad = good;
    const double nan = std::numeric_limits<double>::quiet_NaN();
    std::memcpy(&bad[bad.size() - 16], &nan, sizeof nan);
    SECTION("with the old checksum: the checksum catches it") {
        writeBytes(path, bad);
    }
    SECTION("with a recomputed checksum: the value check catches it") {
        const std::uint64_t sum = ai::fnv1a64(bad.substr(8, bad.size() - 16));
        std::memcpy(&bad[bad.size() - 8], &sum, sizeof sum);
        writeBytes(path, bad);
    }
    CHECK_FALSE(ai::loadSolution(model, dir));
    CHECK_FALSE(std::filesystem::exists(path));
    auto aside = path;
    aside += ".bad";
    CHECK(std::filesystem::exists(aside));
    // The next use solves again and writes a good file.
    const auto again = ai::sharedSolution(rules, 1'000'000, dir);
    REQUIRE(again);
    CHECK(std::isfinite(again->stats().firstPlayerWin));
    CHECK(again->stats().firstPlayerWin == solved->stats().firstPlayerWin);
    const auto reread = ai::loadSolution(model, dir);
    REQUIRE(reread);
    CHECK(reread->turnStartValue(0, 100, true, 300, true) ==
          solved->turnStartValue(0, 100, true, 300, true));
}

TEST_CASE("a truncated cache file is refused", "[solver]") {
    const auto dir = freshDir("short");
    const core::Rules rules = tinyRules();
    auto model = std::make_shared<const ai::TurnModel>(rules);
    REQUIRE(ai::saveSolution(*ai::WinSolution::solve(model, {}), dir));
    const auto path = ai::solutionPath(rules, dir);
    const std::string good = readBytes(path);
    writeBytes(path, good.substr(0, good.size() - 100));
    CHECK_FALSE(ai::loadSolution(model, dir));
}

TEST_CASE("a cache file is checked against the size its rules make before it is read", "[solver]") {
    const auto dir = freshDir("size");
    const core::Rules rules = tinyRules();
    auto model = std::make_shared<const ai::TurnModel>(rules);
    REQUIRE(ai::saveSolution(*ai::WinSolution::solve(model, {}), dir));
    const auto path = ai::solutionPath(rules, dir);
    const std::string good = readBytes(path);
    CHECK(ai::WinSolution::fileBytes(*model) == good.size());
    // One byte too many: refused unread, set aside, and said.
    writeBytes(path, good + "x");
    std::string refused;
    CHECK_FALSE(ai::loadSolution(model, dir, &refused));
    CHECK(refused.find(std::to_string(good.size() + 1) +
                       " bytes where these rules make a file of " + std::to_string(good.size())) !=
          std::string::npos);
    CHECK(std::filesystem::exists(path.string() + ".bad"));
    // Rules whose solution could never fit the memory limit: a file for them is never read.
    core::Rules huge = core::loadPreset("greed");
    huge.target = 1'000'000;
    auto hugeModel = std::make_shared<const ai::TurnModel>(huge);
    CHECK(ai::WinSolution::fileBytes(*hugeModel) > ai::kMemoryLimitBytes);
    const auto hugePath = ai::solutionPath(huge, dir);
    writeBytes(hugePath, "GRDSOL02");
    refused.clear();
    CHECK_FALSE(ai::loadSolution(hugeModel, dir, &refused));
    CHECK(refused.find("over the limit of 2048 MiB") != std::string::npos);
    CHECK_FALSE(std::filesystem::exists(hugePath));
}

TEST_CASE("a rule id never leads a cache file out of the data folder", "[solver]") {
    const auto dir = freshDir("ids");
    for (const std::string id : {"../../escape", "/tmp/absolute", "..", "a/b\\c", "", "ok-id_1"}) {
        INFO(id);
        core::Rules rules = tinyRules();
        rules.id = id;
        const auto path = ai::solutionPath(rules, dir);
        CHECK(path.parent_path() == dir / "solutions");
        const std::string name = path.filename().string();
        CHECK(name.find('/') == std::string::npos);
        CHECK(name.find("..") == std::string::npos);
        CHECK(name.find('\\') == std::string::npos);
        REQUIRE(ai::saveSolution(
            *ai::WinSolution::solve(std::make_shared<ai::TurnModel>(rules), {}), dir));
        CHECK(std::filesystem::exists(path));
    }
    CHECK(ai::fileStem("ok-id_1") == "ok-id_1");
    CHECK(ai::fileStem("../../escape") == "______escape");
}

TEST_CASE("rule sets too big for memory are refused with the limit named", "[solver]") {
    core::Rules rules = core::loadPreset("greed");
    rules.id = "huge";
    rules.target = 100'000'000;
    rules.singles = {{1, 1}, {5, 50}}; // unit 1: 4e8 turn totals
    core::validateRules(rules, "test");
    const auto model = std::make_shared<const ai::TurnModel>(rules);
    try {
        ai::ExpectedPolicy policy(model);
        FAIL("the expected-points tables were allocated");
    } catch (const ai::MemoryLimitError& e) {
        CHECK_THAT(e.what(), Catch::Contains("over the limit of 2048 MiB"));
    }
    CHECK_FALSE(ai::WinSolution::unsupportedReason(*model).empty());
    CHECK_THROWS_AS(ai::WinSolution::solve(model, {}), ai::MemoryLimitError);
    // The presets are far inside the limit.
    for (const auto& name : core::presetNames()) {
        const auto preset = std::make_shared<const ai::TurnModel>(core::loadPreset(name));
        CHECK(ai::WinSolution::estimateBytes(*preset, 2) < (64u << 20));
        CHECK(ai::memoryRefusal("x", ai::WinSolution::estimateBytes(*preset, 2)).empty());
    }
}

TEST_CASE("a tournament says which policy the Professor played", "[solver][strategies]") {
    session::TournamentConfig config;
    config.rules = tinyRules(400);
    config.rules.id = "tiny-tournament";
    config.players = {"steady", "professor"};
    config.games = 20;
    config.strategies.dataDir = freshDir("policy");
    SECTION("not solved within the run's limit: the fallback and why") {
        config.strategies.solveUpTo = 0;
        const auto r = session::runTournament(config);
        CHECK_THAT(r.professorPolicy, Catch::StartsWith("expected-points policy"));
        CHECK_THAT(session::formatTournament(config, r),
                   Catch::Contains("professor plays: expected-points policy") &&
                       Catch::Contains("not solved"));
    }
    SECTION("solved first: the optimal solution") {
        config.strategies.solveUpTo = std::numeric_limits<std::uint64_t>::max();
        int calls = 0;
        config.solveProgress = [&](int, double) {
            ++calls;
        };
        const auto r = session::runTournament(config);
        CHECK(r.professorPolicy == "optimal two-player solution");
        CHECK(r.professorSolved);
        CHECK(calls > 0);
        CHECK_THAT(session::formatTournament(config, r),
                   Catch::Contains("professor plays: optimal two-player solution"));
    }
    SECTION("more than two players: solved first (with progress) and played at the table") {
        // Issue 23: the solve was hidden in the players' creation and its result unused.
        config.players = {"steady", "professor", "bold"};
        config.rules.id = "tiny-tournament-3"; // not the one the section above solved
        config.strategies.solveUpTo = std::numeric_limits<std::uint64_t>::max();
        int calls = 0;
        config.solveProgress = [&](int, double) {
            ++calls;
        };
        const auto r = session::runTournament(config);
        // These rules have a final round: a table of three gets the exact solution.
        CHECK(r.professorPolicy == "exact three-player solution");
        CHECK(r.professorSolved);
        CHECK(calls > 0);
        config.players = {"steady", "professor", "bold", "careful"};
        CHECK(session::runTournament(config).professorPolicy ==
              "two-player solution against the leading opponent (4 players)");
    }
    SECTION("three players: the exact solution from the cache, or why it is not played") {
        config.rules = test::singlesRules(1, 3, {0, 0, 100}, 400, core::EndPolicy::FinalRound);
        config.rules.id = "tiny-three";
        REQUIRE(ai::ThreeSolution::unsupportedReason(*ai::sharedModel(config.rules)).empty());
        config.players = {"steady", "professor", "bold"};
        config.strategies.solveUpTo = std::numeric_limits<std::uint64_t>::max();
        const auto r = session::runTournament(config);
        CHECK(r.professorPolicy == "exact three-player solution");
        CHECK(r.professorSolved);
        CHECK(ai::cachedThreeSolution(config.rules, config.strategies.dataDir) != nullptr);
        const auto again = session::runTournament(config); // now from the cache
        CHECK(again.professorPolicy == "exact three-player solution");
        CHECK_FALSE(again.professorSolved);
        config.rules.endPolicy = core::EndPolicy::Immediate; // the exact solver's refusal
        config.rules.id = "tiny-three-immediate";
        CHECK_THAT(session::runTournament(config).professorPolicy,
                   Catch::StartsWith("two-player solution against the leading opponent (3 "
                                     "players; no exact three-player solution: "));
    }
    SECTION("no Professor: no line") {
        config.players = {"steady", "bold"};
        CHECK(session::runTournament(config).professorPolicy.empty());
    }
}

TEST_CASE("the Professor takes up a solution that arrives later", "[solver][strategies]") {
    core::Rules rules = tinyRules(450);
    rules.id = "tiny-late";
    ai::StrategyOptions options;
    options.dataDir = freshDir("late");
    options.solveUpTo = 0;
    auto watching = ai::makeStrategy("professor", rules, options);
    options.takeLateSolution = false;
    auto fixed = ai::makeStrategy("professor", rules, options);
    auto* late = dynamic_cast<ai::OptimalStrategy*>(watching.get());
    auto* never = dynamic_cast<ai::OptimalStrategy*>(fixed.get());
    REQUIRE(late);
    REQUIRE(never);
    CHECK_FALSE(late->hasSolution());
    // Solved elsewhere in the process (the game's background worker does this).
    REQUIRE(ai::sharedSolution(rules, 1'000'000, options.dataDir));
    core::Game game(rules);
    game.addPlayer({"A", core::PlayerKind::Computer, "professor"});
    game.addPlayer({"B", core::PlayerKind::Computer, "professor"});
    REQUIRE(game.start(0).ok);
    core::Rng minds(1);
    late->decide(game, minds);
    never->decide(game, minds);
    CHECK(late->hasSolution());
    CHECK_FALSE(never->hasSolution());
}

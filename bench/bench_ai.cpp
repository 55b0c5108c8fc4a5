// Benchmarks of the computer players: tournament games per second (two heuristic
// personalities on greed, 1 and 2 threads), decision latency (one position, and the real
// per-decision cost over positions of played games, per preset), and solving greed.
#include "ai/factory.hpp"
#include "ai/solution_cache.hpp"
#include "ai/win_solver.hpp"
#include "session/tournament.hpp"

#include "core/rules_io.hpp"

#include <benchmark/benchmark.h>

#include <limits>
#include <string>
#include <vector>

namespace {

using namespace greed;

void tournamentGames(benchmark::State& state) {
    session::TournamentConfig config;
    config.rules = core::loadPreset("greed");
    config.players = {"steady", "bold"};
    config.games = 20000;
    config.threads = static_cast<int>(state.range(0));
    std::uint64_t games = 0;
    for (auto _ : state) {
        config.seed += 1;
        const auto result = session::runTournament(config);
        games += result.games;
        benchmark::DoNotOptimize(result.players.data());
    }
    state.counters["games_per_second"] =
        benchmark::Counter(static_cast<double>(games), benchmark::Counter::kIsRate);
}
BENCHMARK(tournamentGames)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->UseRealTime();

void decide(benchmark::State& state, const char* id) {
    const core::Rules rules = core::loadPreset("greed");
    auto strategy = ai::makeStrategy(id, rules);
    core::Game game(rules);
    game.addPlayer({"A", core::PlayerKind::Computer, id});
    game.addPlayer({"B", core::PlayerKind::Computer, id});
    game.start(0);
    game.apply(core::Action::roll({1, 1, 1, 5, 2})); // 1050 in hand, 1 die left: bank or roll
    core::Rng rng(1);
    for (auto _ : state) {
        benchmark::DoNotOptimize(strategy->decide(game, rng));
    }
}
BENCHMARK_CAPTURE(decide, steady, "steady");
BENCHMARK_CAPTURE(decide, reckless, "reckless");
BENCHMARK_CAPTURE(decide, professor, "professor");

// Decision points of seeded games between two steady players: every bank-or-roll decision
// with its own scores, so a Professor meets a new score pair (and recomputes its turn
// values from the solution, the real cost) about once a turn.
std::vector<core::Game> decisionPoints(const core::Rules& rules, std::size_t wanted) {
    std::vector<core::Game> points;
    auto steady = ai::makeStrategy("steady", rules);
    core::Rng minds(7);
    for (std::uint64_t g = 0; points.size() < wanted && g < 1000; ++g) {
        core::Game game(rules);
        game.addPlayer({"A", core::PlayerKind::Computer, "steady"});
        game.addPlayer({"B", core::PlayerKind::Computer, "steady"});
        game.start(static_cast<int>(g % 2));
        core::Driver driver(g + 1);
        while (game.phase() != core::Phase::GameOver && points.size() < wanted) {
            if (game.phase() == core::Phase::AwaitDecision && game.canBank()) {
                points.push_back(game);
            }
            driver.apply(game, steady->decide(game, minds));
        }
    }
    return points;
}

// Per preset: the mean cost of a decision over the positions of played games. The
// Professor gets the preset's solution first (from the cache, else solved once).
void decideInPlay(benchmark::State& state, const std::string& preset, const char* id) {
    const core::Rules rules = core::loadPreset(preset);
    ai::StrategyOptions options;
    options.solveUpTo = std::numeric_limits<std::uint64_t>::max();
    auto strategy = ai::makeStrategy(id, rules, options);
    const auto points = decisionPoints(rules, 512);
    core::Rng rng(1);
    std::size_t i = 0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(strategy->decide(points[i], rng));
        i = (i + 1) % points.size();
    }
    state.counters["positions"] = static_cast<double>(points.size());
}

void registerDecideInPlay() {
    for (const char* preset : {"greed", "spec1989", "zehntausend", "farkle", "cubilete"}) {
        for (const char* id : {"steady", "professor"}) {
            benchmark::RegisterBenchmark(
                (std::string("decideInPlay/") + preset + "/" + id).c_str(),
                [preset, id](benchmark::State& state) { decideInPlay(state, preset, id); })
                ->Unit(benchmark::kMicrosecond);
        }
    }
}

void solveGreed(benchmark::State& state) {
    auto model = ai::sharedModel(core::loadPreset("greed"));
    ai::SolveOptions options;
    options.threads = static_cast<int>(state.range(0));
    for (auto _ : state) {
        benchmark::DoNotOptimize(ai::WinSolution::solve(model, options));
    }
}
BENCHMARK(solveGreed)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->UseRealTime();

} // namespace

int main(int argc, char** argv) {
    registerDecideInPlay();
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) {
        return 1;
    }
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}

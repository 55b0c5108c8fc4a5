// Benchmarks of the computer players: tournament games per second (two heuristic
// personalities on greed, 1 and 2 threads), decision latency, and solving greed.
#include "ai/factory.hpp"
#include "ai/solution_cache.hpp"
#include "ai/tournament.hpp"
#include "ai/win_solver.hpp"

#include "core/rules_io.hpp"

#include <benchmark/benchmark.h>

namespace {

using namespace greed;

void tournamentGames(benchmark::State& state) {
    ai::TournamentConfig config;
    config.rules = core::loadPreset("greed");
    config.players = {"steady", "bold"};
    config.games = 20000;
    config.threads = static_cast<int>(state.range(0));
    std::uint64_t games = 0;
    for (auto _ : state) {
        config.seed += 1;
        const auto result = ai::runTournament(config);
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

BENCHMARK_MAIN();

// Benchmarks of the core: rolls scored per second and random full games per second, per preset.
#include "core/game.hpp"
#include "core/rules_io.hpp"
#include "core/scoring.hpp"

#include <benchmark/benchmark.h>

#include <string>
#include <vector>

namespace {

using namespace greed::core;

const std::vector<std::string>& presets() {
    static const std::vector<std::string> names = presetNames();
    return names;
}

// Scores random full throws with a warm Scorer (every multiset seen before timing).
void scoreRolls(benchmark::State& state) {
    const auto& name = presets()[static_cast<size_t>(state.range(0))];
    const Scorer scorer(loadPreset(name));
    const int dice = scorer.rules().diceCount;
    const int faces = scorer.rules().faceCount;
    Rng rng(1);
    // Pre-drawn rolls, so the timing is the scoring and not the generator.
    std::vector<std::vector<Face>> rolls;
    for (int i = 0; i < 4096; ++i) {
        rolls.push_back(rng.roll(dice, faces));
    }
    for (const auto& roll : rolls) {
        benchmark::DoNotOptimize(scorer.best(roll));
    }
    size_t i = 0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(scorer.best(rolls[i++ & 4095]).points);
    }
    state.SetItemsProcessed(static_cast<int64_t>(state.iterations()));
    state.SetLabel(name + " rolls");
}

// The solvers' fast path: best points of a multiset, no dice list or combos built.
void scoreCounts(benchmark::State& state) {
    const auto& name = presets()[static_cast<size_t>(state.range(0))];
    const Scorer scorer(loadPreset(name));
    const int dice = scorer.rules().diceCount;
    const int faces = scorer.rules().faceCount;
    Rng rng(2);
    std::vector<Counts> rolls;
    for (int i = 0; i < 4096; ++i) {
        rolls.push_back(countFaces(rng.roll(dice, faces), faces));
    }
    size_t i = 0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(scorer.bestPoints(rolls[i++ & 4095]));
    }
    state.SetItemsProcessed(static_cast<int64_t>(state.iterations()));
    state.SetLabel(name + " counts");
}

// Plays whole 2-player games of uniformly random legal actions with a seeded Driver.
void randomGames(benchmark::State& state) {
    const auto& name = presets()[static_cast<size_t>(state.range(0))];
    const Rules rules = loadPreset(name);
    Game fresh(rules);
    fresh.addPlayer({"A", PlayerKind::Computer, "random"});
    fresh.addPlayer({"B", PlayerKind::Computer, "random"});
    fresh.start(0);
    std::uint64_t seed = 1;
    int64_t steps = 0;
    for (auto _ : state) {
        Game game = fresh;
        Driver driver(seed);
        Rng choices(seed * 31 + 7);
        ++seed;
        while (game.phase() != Phase::GameOver) {
            const auto actions = game.legalActions();
            driver.apply(game, actions[choices.below(actions.size())]);
            ++steps;
        }
        benchmark::DoNotOptimize(game.winners());
    }
    state.SetItemsProcessed(static_cast<int64_t>(state.iterations()));
    state.counters["steps/game"] =
        benchmark::Counter(static_cast<double>(steps) / static_cast<double>(state.iterations()));
    state.SetLabel(name + " games");
}

void allPresets(benchmark::internal::Benchmark* bench) {
    for (size_t i = 0; i < presets().size(); ++i) {
        bench->Arg(static_cast<int64_t>(i));
    }
}

} // namespace

BENCHMARK(scoreRolls)->Apply(allPresets);
BENCHMARK(scoreCounts)->Apply(allPresets);
BENCHMARK(randomGames)->Apply(allPresets)->Unit(benchmark::kMicrosecond);

BENCHMARK_MAIN();

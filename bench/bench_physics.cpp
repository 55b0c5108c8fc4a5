// Benchmark of the simulated dice throw: one whole throw (Bullet run to rest, relabelled and
// spaced apart) of 2, 5 and 10 dice in the dice area of the 1920x1080 table.
#include "physics/throw_sim.hpp"

#include <benchmark/benchmark.h>

#include <cstdint>

namespace {

using namespace greed::physics;

// The 1920x1080 table's dice area and cup mouth, in die sizes (TableLayout).
ThrowSetup tableSetup(int dice) {
    ThrowSetup s;
    s.dice = dice;
    s.restW = 6.5;
    s.restH = 3.7;
    s.mouth = {6.61, 1.12, 0.9};
    s.flightRight = s.mouth.x + 1.7;
    return s;
}

void simulate(benchmark::State& state) {
    const ThrowSetup setup = tableSetup(static_cast<int>(state.range(0)));
    std::uint64_t seed = 1;
    int attempts = 0;
    for (auto _ : state) {
        greed::core::Rng fx(seed++); // a different throw each time, the same series each run
        const Throw t = simulateThrow(setup, fx);
        attempts += t.attempts;
        benchmark::DoNotOptimize(t.restTime);
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));
    state.counters["attempts"] =
        static_cast<double>(attempts) / static_cast<double>(state.iterations());
    state.SetLabel("throws");
}
BENCHMARK(simulate)->Arg(2)->Arg(5)->Arg(10)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();

// Benchmark of the simulated dice throw: one whole throw (Bullet run to rest, relabelled and
// spaced apart) of 2, 5 and 10 dice in the dice area of the 1920x1080 table; and a seeded sweep
// over the table's dice areas (roomy and crowded) comparing a whole throw with one plain run of
// the Bullet world (process CPU time per throw, mean and worst).
#include "physics/throw_sim.hpp"
#include "physics/throw_world.hpp"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdint>
#include <ctime>

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

// The dice areas of the table (die sizes: width, height, the mouth's y) at 800x600, 1280x720
// and 1920x1080 for many dice: the crowded ones cost the most.
struct Area {
    double w, h, mouthY;
};
constexpr Area kAreas[] = {{4.65, 4.89, 1.44},
                           {6.67, 3.56, 1.01},
                           {6.50, 3.70, 1.12},
                           {2.79, 2.52, 0.62},
                           {5.06, 2.59, 0.69}};

double cpuMs(std::clock_t from) {
    return 1000.0 * static_cast<double>(std::clock() - from) / CLOCKS_PER_SEC;
}

// A whole throw against one plain run of the world, over 30 seeds in every area.
void sweep(benchmark::State& state) {
    const int dice = static_cast<int>(state.range(0));
    double whole = 0, plain = 0, worstWhole = 0, worstRatio = 0;
    int throws = 0;
    for (auto _ : state) {
        for (const Area& a : kAreas) {
            ThrowSetup s;
            s.dice = dice;
            s.restW = a.w;
            s.restH = a.h;
            s.mouth = {a.w + 0.08, a.mouthY, 0.9};
            s.flightRight = s.mouth.x + 1.7;
            for (std::uint64_t seed = 1; seed <= 30; ++seed) {
                greed::core::Rng one(seed * 7 + 3);
                std::clock_t t0 = std::clock();
                benchmark::DoNotOptimize(runThrow(s, one).restTime);
                const double p = cpuMs(t0);
                greed::core::Rng fx(seed * 7 + 3);
                t0 = std::clock();
                benchmark::DoNotOptimize(simulateThrow(s, fx).restTime);
                const double w = cpuMs(t0);
                whole += w;
                plain += p;
                worstWhole = std::max(worstWhole, w);
                worstRatio = std::max(worstRatio, w / std::max(0.05, p));
                ++throws;
            }
        }
    }
    state.counters["whole_ms"] = whole / throws;
    state.counters["plain_ms"] = plain / throws;
    state.counters["worst_ms"] = worstWhole;
    state.counters["mean_ratio"] = whole / plain;
    state.counters["worst_ratio"] = worstRatio;
}
BENCHMARK(sweep)->Arg(2)->Arg(6)->Arg(10)->Iterations(1)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();

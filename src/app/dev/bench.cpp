// Frame benchmark: computer players keep the dice rolling; every frame is timed whole
// (events, logic, render, present and, on offscreen OpenGL, the driver finishing the frame), and
// the run's time is accounted for: frames, each case's start-up and closing, the throw reports
// and what is left, adding up to the whole process's wall and CPU time.
#include "app/dev/bench.hpp"

#include "app/app.hpp"
#include "app/dev/bench_stats.hpp"
#include "app/dev/start_ledger.hpp"
#include "app/scenes/scenes.hpp"
#include "app/table/table_layout.hpp"
#include "app/table/table_scene.hpp"
#include "physics/throw_sim.hpp"

#include "ai/factory.hpp"
#include "ai/solution_cache.hpp"
#include "core/paths.hpp"
#include "core/rules_io.hpp"

#include <cstdlib>

// Callgrind's client requests (no-ops outside valgrind) when the header is there.
#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
#define GREED_CALLGRIND_TOGGLE() CALLGRIND_TOGGLE_COLLECT
#define GREED_CALLGRIND_DUMP(name) CALLGRIND_DUMP_STATS_AT(name)
#else
#define GREED_CALLGRIND_TOGGLE()
#define GREED_CALLGRIND_DUMP(name)
#endif

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <string>
#include <thread>
#include <vector>

namespace greed::app {

namespace {

// The benchmark's cases play this rule set, not the default preset: a change of the default
// must not change what is measured (docs/game.md compares runs across versions).
constexpr const char* kBenchRules = "greed";

// One throw's simulation (it runs off the frame, on a worker while the cup shakes): median and
// worst CPU ms of a few throws of 2, 5 and 10 dice in this size's dice area.
void reportThrows(int w, int h, std::ostream& out) {
    char line[200];
    std::snprintf(line, sizeof line, "%dx%d throw simulation (cpu, off the frame):", w, h);
    out << line;
    for (const int dice : {2, 5, 10}) {
        const TableLayout L = TableLayout::compute(w, h, dice, 4);
        const physics::ThrowSetup setup =
            RollAnimation::throwSetup(dice, L.diceArea, L.cupMouth, L.dieSize);
        std::vector<double> ms;
        for (std::uint64_t seed = 1; seed <= 9; ++seed) {
            core::Rng fx(seed);
            const double cpu0 = bench::threadCpuMs();
            const physics::Throw t = physics::simulateThrow(setup, fx);
            ms.push_back(bench::threadCpuMs() - cpu0);
        }
        std::sort(ms.begin(), ms.end());
        std::snprintf(line, sizeof line, "  %d dice p50 %.2f ms max %.2f ms", dice,
                      ms[ms.size() / 2], ms.back());
        out << line;
    }
    out << "\n";
}

// What Continue and a replay seek wait for: RollAnimation::restOf simulates the throw on the
// main thread, up to three times when a run breaks a promise (docs/physics.md). CPU ms of
// `count` throws of 10 dice (seeds 1..count) in this size's dice area: median, 99th percentile
// and worst, and the worst of the throws that took 1, 2 and 3 runs.
void reportRestOf(int w, int h, int count, std::ostream& out) {
    const TableLayout L = TableLayout::compute(w, h, 10, 4);
    const physics::ThrowSetup setup =
        RollAnimation::throwSetup(10, L.diceArea, L.cupMouth, L.dieSize);
    std::vector<double> ms;
    double worstByRuns[4] = {0, 0, 0, 0};
    int throwsByRuns[4] = {0, 0, 0, 0};
    for (int seed = 1; seed <= count; ++seed) {
        core::Rng sim(static_cast<std::uint64_t>(seed));
        const double cpu0 = bench::threadCpuMs();
        const physics::Throw t = physics::simulateThrow(setup, sim);
        const double took = bench::threadCpuMs() - cpu0;
        ms.push_back(took);
        const int runs = std::clamp(t.attempts, 1, 3);
        ++throwsByRuns[runs];
        worstByRuns[runs] = std::max(worstByRuns[runs], took);
    }
    std::sort(ms.begin(), ms.end());
    char line[320];
    std::snprintf(line, sizeof line,
                  "%dx%d restOf, 10 dice, %d throws (cpu ms): p50 %.1f p99 %.1f max %.1f; "
                  "1 run %d (worst %.1f), 2 runs %d (worst %.1f), 3 runs %d (worst %.1f)\n",
                  w, h, count, ms[ms.size() / 2], ms[(ms.size() * 99) / 100], ms.back(),
                  throwsByRuns[1], worstByRuns[1], throwsByRuns[2], worstByRuns[2], throwsByRuns[3],
                  worstByRuns[3]);
    out << line;
}

// One benchmark case: a window size and a table of eight computer players throwing `dice`.
struct BenchCase {
    int width;
    int height;
    int dice;
};

// Frames of the first second at 60 Hz: their uploads are start-up, not play.
constexpr int kWarmFrames = 60;

std::string rendererName(SDL_Renderer* renderer) {
    SDL_RendererInfo info{};
    return SDL_GetRendererInfo(renderer, &info) == 0 && info.name != nullptr ? info.name : "?";
}

Options caseOptions(const Options& options, const BenchCase& c) {
    Options o = options;
    o.width = c.width;
    o.height = c.height;
    o.stepped = true;
    o.fullscreen = false;
    o.demo = false;
    o.frames = 0;
    o.script.clear();
    o.screenshotEvery = 0;
    o.match.rulesSource = kBenchRules;
    o.match.rules = core::loadPreset(kBenchRules);
    o.match.rules.diceCount = c.dice;
    o.match.seats = defaultSeats(0, 8);
    o.match.seed = options.seed.value_or(1);
    return o;
}

bool selected(const BenchCase& c) {
    // GREED_BENCH_CASE=WxH/D runs that case alone (a profile of one case takes minutes, not ten).
    const char* only = std::getenv("GREED_BENCH_CASE");
    return only == nullptr || std::to_string(c.width) + "x" + std::to_string(c.height) + "/" +
                                      std::to_string(c.dice) ==
                                  only;
}
} // namespace

int runBench(const Options& options, std::chrono::steady_clock::time_point start,
             std::ostream& out) {
    using bench::Stamp;
    const BenchCase cases[] = {{1280, 720, 2},  {1280, 720, 6},  {1280, 720, 10},
                               {1920, 1080, 2}, {1920, 1080, 6}, {1920, 1080, 10}};
    const bool trace = std::getenv("GREED_BENCH_TRACE") != nullptr;
    // GREED_BENCH_EACH_FRAME=1 (under callgrind): one profile per frame, named by case and frame,
    // so the costliest frames are found by their instruction counts whatever the machine's load.
    const bool eachFrame = std::getenv("GREED_BENCH_EACH_FRAME") != nullptr;
    // Frames run back to back; GREED_BENCH_PACED=1 starts them every 1/60 s as on screen
    // (unless late): a throw's physics then has the cup's shake to run in, as in play, and
    // the caches and clocks are as cold as between frames on screen.
    const bool paced = std::getenv("GREED_BENCH_PACED") != nullptr;
    bench::RunLedger run;
    bool first = true;
    for (const auto& c : cases) {
        if (!selected(c)) {
            continue;
        }
        Options o = caseOptions(options, c);
        // The computer players' tables for these rules, made before the App so that its first
        // frame is the game's start-up: solved once per rule set (a second or more for 10
        // dice) and then read from the data folder, as a player's later runs do.
        const Stamp ai0 = Stamp::now();
        ai::sharedExpectedPolicy(o.match.rules);
        ai::sharedSolution(o.match.rules, ai::kSolveOnTheSpot, core::dataDirectory());
        run.aiTables.add(ai0, Stamp::now());
        const double aiMs = bench::wallMs(ai0, Stamp::now());
        const Stamp made0 = Stamp::now();
        startup::begin("start");
        platform::ManualClock unused;
        auto app = std::make_unique<App>(o, unused);
        app->services().settings.paceIndex = 2; // fast thinking: more frames spent rolling
        const platform::DrawCounters& counters = app->services().painter.counters();
        char name[96];
        std::snprintf(name, sizeof name, "%dx%d %d dice [%s]", c.width, c.height, c.dice,
                      rendererName(app->renderer().get()).c_str());
        bench::CaseTimes t;
        t.reserve(static_cast<std::size_t>(options.benchFrames));
        double firstMs = 0;
        std::string firstSteps; // the first frame's steps, wall/cpu ms
        const auto loopStart = std::chrono::steady_clock::now();
        for (int i = 0; i < options.benchFrames; ++i) {
            if (paced) {
                std::this_thread::sleep_until(loopStart + std::chrono::microseconds(16667) * i);
            }
            if (app->top().id() != SceneId::Table) {
                o.match.seed += 1;
                app->scenes().reset(makeMatchScene(app->services(), o.match));
                app->scenes().applyPending();
            }
            const platform::DrawCounters before = counters;
            const Stamp s0 = Stamp::now();
            if (i > 0) {
                // Under valgrind --tool=callgrind --collect-atstart=no: count the frame loop
                // only (scripts/bench-frames.sh), the first frame being start-up.
                GREED_CALLGRIND_TOGGLE();
            }
            app->frame();
            if (i > 0) {
                GREED_CALLGRIND_TOGGLE();
                if (eachFrame) {
                    const std::string frameName = std::string(name) + " frame " + std::to_string(i);
                    GREED_CALLGRIND_DUMP(frameName.c_str());
                }
            }
            const Stamp s1 = Stamp::now();
            if (first) {
                out << "time to first frame: "
                    << std::chrono::duration<double, std::milli>(s1.wall - start).count()
                    << " ms\n";
                first = false;
            }
            if (i == 0) {
                // The case's first frame: the App made (window, renderer, sprites) and drawn.
                firstMs = bench::wallMs(made0, s1);
                run.startUp.add(made0, s1);
                firstSteps = startup::describe(startup::take());
                continue;
            }
            run.frames.add(s0, s1);
            bench::FrameCost f{bench::wallMs(s0, s1), s1.processMs - s0.processMs,
                               s1.threadMs - s0.threadMs, false};
            if (const auto* table = dynamic_cast<const TableScene*>(&app->top())) {
                const RollAnimation* roll = table->show().roll();
                f.tumbling = roll != nullptr && roll->tumbling();
            }
            t.add(f, counters, before, i >= kWarmFrames);
            if (trace && (f.wallMs > 8.0 || f.processMs > 8.0)) {
                if (auto* table = dynamic_cast<TableScene*>(&app->top())) {
                    out << "slow frame " << i << ": " << f.wallMs << " ms (process cpu "
                        << f.processMs << ", main thread " << f.threadMs << "), draw calls "
                        << counters.drawCalls - before.drawCalls << ", bytes uploaded "
                        << counters.bytesUploaded - before.bytesUploaded
                        << ", log: " << table->lastLog() << "\n";
                }
            }
        }
        GREED_CALLGRIND_DUMP(name);
        const Stamp close0 = Stamp::now();
        const double screen = static_cast<double>(c.width) * c.height;
        app.reset();
        run.closing.add(close0, Stamp::now());
        bench::report(name, t, firstMs, aiMs, screen, out);
        out << name << " first frame's steps (wall/process cpu/main thread cpu ms): " << firstSteps
            << "\n";
        if (c.dice == 10) {
            const Stamp throws0 = Stamp::now();
            reportThrows(c.width, c.height, out);
            // GREED_BENCH_RESTOF=N: the worst wait of Continue and a replay seek, N throws.
            if (const char* n = std::getenv("GREED_BENCH_RESTOF");
                n != nullptr && std::atoi(n) > 0) {
                reportRestOf(c.width, c.height, std::atoi(n), out);
            }
            run.throwReports.add(throws0, Stamp::now());
        }
    }
    bench::reportRun(run, start, out);
    return 0;
}

} // namespace greed::app

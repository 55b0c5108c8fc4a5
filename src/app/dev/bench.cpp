// Frame benchmark: computer players keep the dice rolling; every frame is timed whole
// (events, logic, render, present).
#include "app/dev/bench.hpp"

#include "app/app.hpp"
#include "app/scenes/scenes.hpp"
#include "app/table/table_layout.hpp"
#include "app/table/table_scene.hpp"
#include "physics/throw_sim.hpp"

#include "core/rules_io.hpp"

#include <cstdlib>
#include <ctime>

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
#include <string>
#include <thread>
#include <vector>

namespace greed::app {

namespace {
// The benchmark's cases play this rule set, not the default preset: a change of the default
// must not change what is measured (docs/game.md compares runs across versions).
constexpr const char* kBenchRules = "greed";

// CPU time of this thread: the trace tells a slow frame from a busy machine.
double threadCpuMs() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) / 1e6;
}

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
            const double cpu0 = threadCpuMs();
            const physics::Throw t = physics::simulateThrow(setup, fx);
            ms.push_back(threadCpuMs() - cpu0);
        }
        std::sort(ms.begin(), ms.end());
        std::snprintf(line, sizeof line, "  %d dice p50 %.2f ms max %.2f ms", dice,
                      ms[ms.size() / 2], ms.back());
        out << line;
    }
    out << "\n";
}
} // namespace

namespace {

// CPU time of the whole process: the renderer's driver threads (llvmpipe's) and the physics
// worker included, which a frame costs as much as its own thread's work.
double processCpuMs() {
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) / 1e6;
}

// One benchmark case: a window size and a table of eight computer players throwing `dice`.
struct BenchCase {
    int width;
    int height;
    int dice;
};

// Per frame of one case: wall time, process CPU time and what was asked of the renderer.
struct CaseTimes {
    std::vector<double> ms;
    std::vector<double> tumbling; // frames with a die in the air: the costly ones
    std::vector<double> cpuMs;
    long drawCalls = 0;
    long frames = 0;
    // From the second second on (start-up uploads every sprite and the first strings).
    std::uint64_t lateBytes = 0;
    long lateTextures = 0;
    long lateFrames = 0;
};

// Frames of the first second at 60 Hz: their uploads are start-up, not play.
constexpr int kWarmFrames = 60;

double quantile(std::vector<double> v, double q) {
    if (v.empty()) {
        return 0;
    }
    std::sort(v.begin(), v.end());
    const auto k = static_cast<std::size_t>(q * static_cast<double>(v.size() - 1) + 0.5);
    return v[std::min(k, v.size() - 1)];
}

void report(const std::string& name, const CaseTimes& t, double firstMs, std::ostream& out) {
    char line[400];
    const double late = t.lateFrames > 0 ? static_cast<double>(t.lateFrames) : 1.0;
    std::snprintf(line, sizeof line,
                  "%s: first frame %.1f ms; wall p50 %.2f ms p99 %.2f ms; process cpu p50 %.2f "
                  "ms p99 %.2f ms; tumbling wall p99 %.2f ms; draw calls %.1f a frame; "
                  "uploaded after 1 s %.4f MB a frame, %.2f textures a frame\n",
                  name.c_str(), firstMs, quantile(t.ms, 0.5), quantile(t.ms, 0.99),
                  quantile(t.cpuMs, 0.5), quantile(t.cpuMs, 0.99), quantile(t.tumbling, 0.99),
                  static_cast<double>(t.drawCalls) / static_cast<double>(std::max(1L, t.frames)),
                  static_cast<double>(t.lateBytes) / late / (1024.0 * 1024.0),
                  static_cast<double>(t.lateTextures) / late);
    out << line;
}

std::string rendererName(SDL_Renderer* renderer) {
    SDL_RendererInfo info{};
    return SDL_GetRendererInfo(renderer, &info) == 0 && info.name != nullptr ? info.name : "?";
}
} // namespace

int runBench(const Options& options, std::chrono::steady_clock::time_point start,
             std::ostream& out) {
    using Clock = std::chrono::steady_clock;
    const BenchCase cases[] = {{1280, 720, 2},  {1280, 720, 6},  {1280, 720, 10},
                               {1920, 1080, 2}, {1920, 1080, 6}, {1920, 1080, 10}};
    const bool trace = std::getenv("GREED_BENCH_TRACE") != nullptr;
    // GREED_BENCH_EACH_FRAME=1 (under callgrind): one profile per frame, named by case and frame,
    // so the costliest frames are found by their instruction counts whatever the machine's load.
    const bool eachFrame = std::getenv("GREED_BENCH_EACH_FRAME") != nullptr;
    // GREED_BENCH_CASE=WxH/D runs that case alone (a profile of one case takes minutes, not ten).
    const char* only = std::getenv("GREED_BENCH_CASE");
    bool first = true;
    for (const auto& c : cases) {
        if (only != nullptr && std::to_string(c.width) + "x" + std::to_string(c.height) + "/" +
                                       std::to_string(c.dice) !=
                                   only) {
            continue;
        }
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
        const auto caseStart = Clock::now();
        platform::ManualClock unused;
        App app(o, unused);
        app.services().settings.paceIndex = 2; // fast thinking: more frames spent rolling
        const platform::DrawCounters& counters = app.services().painter.counters();
        char name[96];
        std::snprintf(name, sizeof name, "%dx%d %d dice [%s]", c.width, c.height, c.dice,
                      rendererName(app.renderer().get()).c_str());
        CaseTimes t;
        t.ms.reserve(static_cast<std::size_t>(options.benchFrames));
        double firstMs = 0;
        // Frames run back to back; GREED_BENCH_PACED=1 starts them every 1/60 s as on screen
        // (unless late): a throw's physics then has the cup's shake to run in, as in play, and
        // the caches and clocks are as cold as between frames on screen.
        const bool paced = std::getenv("GREED_BENCH_PACED") != nullptr;
        const auto loopStart = Clock::now();
        for (int i = 0; i < options.benchFrames; ++i) {
            if (paced) {
                std::this_thread::sleep_until(loopStart + std::chrono::microseconds(16667) * i);
            }
            if (app.top().id() != SceneId::Table) {
                o.match.seed += 1;
                app.scenes().reset(makeMatchScene(app.services(), o.match));
                app.scenes().applyPending();
            }
            const platform::DrawCounters before = counters;
            const double cpu0 = processCpuMs();
            const auto t0 = Clock::now();
            if (i > 0) {
                // Under valgrind --tool=callgrind --collect-atstart=no: count the frame loop
                // only (scripts/bench-frames.sh), the first frame being start-up.
                GREED_CALLGRIND_TOGGLE();
            }
            app.frame();
            if (i > 0) {
                GREED_CALLGRIND_TOGGLE();
                if (eachFrame) {
                    const std::string frameName = std::string(name) + " frame " + std::to_string(i);
                    GREED_CALLGRIND_DUMP(frameName.c_str());
                }
            }
            const auto t1 = Clock::now();
            const double cpu = processCpuMs() - cpu0;
            if (first) {
                out << "time to first frame: "
                    << std::chrono::duration<double, std::milli>(t1 - start).count() << " ms\n";
                first = false;
            }
            if (i == 0) {
                // The case's first frame: the App made (window, renderer, sprites) and drawn.
                firstMs = std::chrono::duration<double, std::milli>(t1 - caseStart).count();
                continue;
            }
            t.ms.push_back(std::chrono::duration<double, std::milli>(t1 - t0).count());
            t.cpuMs.push_back(cpu);
            t.drawCalls += counters.drawCalls - before.drawCalls;
            ++t.frames;
            if (i >= kWarmFrames) {
                t.lateBytes += counters.bytesUploaded - before.bytesUploaded;
                t.lateTextures += counters.texturesCreated - before.texturesCreated;
                ++t.lateFrames;
            }
            if (const auto* table = dynamic_cast<const TableScene*>(&app.top())) {
                const RollAnimation* roll = table->show().roll();
                if (roll != nullptr && roll->tumbling()) {
                    t.tumbling.push_back(t.ms.back());
                }
            }
            if (trace && (t.ms.back() > 8.0 || cpu > 8.0)) {
                if (auto* table = dynamic_cast<TableScene*>(&app.top())) {
                    out << "slow frame " << i << ": " << t.ms.back() << " ms (process cpu " << cpu
                        << "), draw calls " << counters.drawCalls - before.drawCalls
                        << ", bytes uploaded " << counters.bytesUploaded - before.bytesUploaded
                        << ", log: " << table->lastLog() << "\n";
                }
            }
        }
        GREED_CALLGRIND_DUMP(name);
        report(name, t, firstMs, out);
        if (c.dice == 10) {
            reportThrows(c.width, c.height, out);
        }
    }
    return 0;
}

} // namespace greed::app

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

// One benchmark case: a window size and a table of eight computer players throwing `dice`.
struct BenchCase {
    int width;
    int height;
    int dice;
};

// Frame times of one case, all frames and the tumbling ones, wall and thread CPU.
struct CaseTimes {
    std::vector<double> ms;
    std::vector<double> tumbling; // frames with a die in the air: the costly ones
    // This thread's CPU time per frame: on a loaded machine the wall clock also counts the
    // time other processes held the core.
    std::vector<double> cpuMs;
    std::vector<double> tumblingCpu;
};

void report(const std::string& name, const char* what, std::vector<double>& v, std::ostream& out) {
    if (v.empty()) {
        return;
    }
    std::sort(v.begin(), v.end());
    auto at = [&](double q) {
        const auto k = static_cast<std::size_t>(q * static_cast<double>(v.size() - 1) + 0.5);
        return v[std::min(k, v.size() - 1)];
    };
    char line[240];
    std::snprintf(line, sizeof line, "%s%s: frames %zu  p50 %.2f ms  p99 %.2f ms  max %.2f ms\n",
                  name.c_str(), what, v.size(), at(0.5), at(0.99), v.back());
    out << line;
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
        if (o.renderer == platform::RenderDriver::Automatic) {
            o.renderer = platform::RenderDriver::Software; // unless --renderer names another
        }
        o.stepped = true;
        o.fullscreen = false;
        o.demo = false;
        o.frames = 0;
        o.script.clear();
        o.screenshotEvery = 0;
        o.match.rulesSource = "greed";
        o.match.rules = core::loadPreset("greed");
        o.match.rules.diceCount = c.dice;
        o.match.seats = defaultSeats(0, 8);
        o.match.seed = options.seed.value_or(1);
        platform::ManualClock unused;
        App app(o, unused);
        app.services().settings.paceIndex = 2; // fast thinking: more frames spent rolling
        char name[64];
        std::snprintf(name, sizeof name, "%dx%d %d dice", c.width, c.height, c.dice);
        CaseTimes t;
        t.ms.reserve(static_cast<std::size_t>(options.benchFrames));
        // Frames run back to back; GREED_BENCH_PACED=1 starts them every 1/60 s as on screen
        // (unless late): a throw's physics then has the cup's shake to run in, as in play, and
        // the caches and clocks are as cold as between frames on screen.
        const bool paced = std::getenv("GREED_BENCH_PACED") != nullptr;
        const auto caseStart = Clock::now();
        for (int i = 0; i < options.benchFrames; ++i) {
            if (paced) {
                std::this_thread::sleep_until(caseStart + std::chrono::microseconds(16667) * i);
            }
            if (app.top().id() != SceneId::Table) {
                o.match.seed += 1;
                app.scenes().reset(makeMatchScene(app.services(), o.match));
                app.scenes().applyPending();
            }
            const long copies0 = app.services().painter.copiesMade();
            const long texts0 = app.services().painter.text().renderedCount();
            const double cpu0 = threadCpuMs();
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
            const double cpu = threadCpuMs() - cpu0;
            if (first) {
                out << "time to first frame: "
                    << std::chrono::duration<double, std::milli>(t1 - start).count() << " ms\n";
                first = false;
            }
            if (i == 0) {
                continue; // the first frame is reported as the time to first frame
            }
            t.ms.push_back(std::chrono::duration<double, std::milli>(t1 - t0).count());
            t.cpuMs.push_back(cpu);
            if (const auto* table = dynamic_cast<const TableScene*>(&app.top())) {
                const RollAnimation* roll = table->show().roll();
                if (roll != nullptr && roll->tumbling()) {
                    t.tumbling.push_back(t.ms.back());
                    t.tumblingCpu.push_back(cpu);
                }
            }
            if (trace && (t.ms.back() > 4.0 || cpu > 3.0)) {
                if (auto* table = dynamic_cast<TableScene*>(&app.top())) {
                    out << "slow frame " << i << ": " << t.ms.back() << " ms (cpu " << cpu
                        << "), copies made " << app.services().painter.copiesMade() - copies0
                        << ", texts rendered "
                        << app.services().painter.text().renderedCount() - texts0
                        << ", log: " << table->lastLog() << "\n";
                }
            }
        }
        GREED_CALLGRIND_DUMP(name);
        report(name, "", t.ms, out);
        report(name, " tumbling", t.tumbling, out);
        report(name, " cpu", t.cpuMs, out);
        report(name, " tumbling cpu", t.tumblingCpu, out);
        char held[160];
        std::snprintf(held, sizeof held, "%s sprite copies held: %.1f MB\n", name,
                      static_cast<double>(app.services().painter.scaledBytes()) / (1 << 20));
        out << held;
        if (c.dice == 10) {
            reportThrows(c.width, c.height, out);
        }
    }
    return 0;
}

} // namespace greed::app

// Frame benchmark: computer players keep the dice rolling; every frame is timed whole
// (events, logic, render, present).
#include "app/dev/bench.hpp"

#include "app/app.hpp"
#include "app/scenes/scenes.hpp"
#include "app/table/table_layout.hpp"
#include "app/table/table_scene.hpp"
#include "physics/throw_sim.hpp"

#include <cstdlib>
#include <ctime>

#include <algorithm>
#include <cstdint>
#include <cstdio>
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

int runBench(const Options& options, std::chrono::steady_clock::time_point start,
             std::ostream& out) {
    using Clock = std::chrono::steady_clock;
    const std::pair<int, int> sizes[] = {{1280, 720}, {1920, 1080}};
    bool first = true;
    for (const auto& size : sizes) {
        // Plain names, not a structured binding: a lambda below uses them, which clang accepts
        // for bindings only from C++20 on.
        const int w = size.first;
        const int h = size.second;
        Options o = options;
        o.width = w;
        o.height = h;
        o.software = true;
        o.stepped = true;
        o.fullscreen = false;
        o.demo = false;
        o.frames = 0;
        o.script.clear();
        o.screenshotEvery = 0;
        o.match.seats = defaultSeats(0, 4);
        o.match.seed = options.seed.value_or(1);
        platform::ManualClock unused;
        App app(o, unused);
        app.services().settings.paceIndex = 2; // fast thinking: more frames spent rolling
        const bool trace = std::getenv("GREED_BENCH_TRACE") != nullptr;
        std::vector<double> ms;
        ms.reserve(static_cast<std::size_t>(options.benchFrames));
        std::vector<double> tumbling; // frames with a die in the air: the costly ones
        // This thread's CPU time per frame: on a loaded machine the wall clock also counts the
        // time other processes held the core.
        std::vector<double> cpuMs;
        std::vector<double> tumblingCpu;
        for (int i = 0; i < options.benchFrames; ++i) {
            if (app.top().id() != SceneId::Table) {
                o.match.seed += 1;
                app.scenes().reset(makeMatchScene(app.services(), o.match));
                app.scenes().applyPending();
            }
            const long copies0 = app.services().painter.copiesMade();
            const long texts0 = app.services().painter.text().renderedCount();
            const double cpu0 = threadCpuMs();
            const auto t0 = Clock::now();
            app.frame();
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
            ms.push_back(std::chrono::duration<double, std::milli>(t1 - t0).count());
            cpuMs.push_back(cpu);
            if (const auto* table = dynamic_cast<const TableScene*>(&app.top())) {
                const RollAnimation* roll = table->show().roll();
                if (roll != nullptr && roll->tumbling()) {
                    tumbling.push_back(ms.back());
                    tumblingCpu.push_back(cpu);
                }
            }
            if (trace && (ms.back() > 4.0 || cpu > 3.0)) {
                if (auto* t = dynamic_cast<TableScene*>(&app.top())) {
                    out << "slow frame " << i << ": " << ms.back() << " ms (cpu " << cpu
                        << "), copies made " << app.services().painter.copiesMade() - copies0
                        << ", texts rendered "
                        << app.services().painter.text().renderedCount() - texts0
                        << ", log: " << t->lastLog() << "\n";
                }
            }
        }
        auto report = [&](const char* what, std::vector<double>& v) {
            if (v.empty()) {
                return;
            }
            std::sort(v.begin(), v.end());
            auto at = [&](double q) {
                const auto k =
                    static_cast<std::size_t>(q * static_cast<double>(v.size() - 1) + 0.5);
                return v[std::min(k, v.size() - 1)];
            };
            char line[200];
            std::snprintf(line, sizeof line,
                          "%dx%d%s: frames %zu  p50 %.2f ms  p99 %.2f ms  max %.2f ms\n", w, h,
                          what, v.size(), at(0.5), at(0.99), v.back());
            out << line;
        };
        report("", ms);
        report(" tumbling", tumbling);
        report(" cpu", cpuMs);
        report(" tumbling cpu", tumblingCpu);
        reportThrows(w, h, out);
    }
    return 0;
}

} // namespace greed::app

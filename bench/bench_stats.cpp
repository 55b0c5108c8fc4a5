// Benchmark of the statistics: fills a greed.db with N games (10,000 by default) of computer
// players, timing each game's recording as the game does at its end, then times opening the
// statistics on it: the queries alone, and the statistics screen's first frame in the App.
// Usage: greed-bench-stats [GAMES] [DATA_DIR]   (DATA_DIR is kept; default: a temporary one)
#include "core/rules_io.hpp"
#include "session/match_session.hpp"
#include "stats/stats_store.hpp"
#include "stats/stats_view.hpp"

#ifdef GREED_BENCH_STATS_SCREEN
#include "app/app.hpp"
#include "app/scenes/scenes.hpp"
#endif

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <memory>
#include <string>
#include <unistd.h>
#include <vector>

namespace {

using namespace greed;
using Clock = std::chrono::steady_clock;

double msSince(Clock::time_point start) {
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

// This thread's CPU time: what the work costs, whatever else the machine is doing.
double threadCpuMs() {
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) * 1e3 + static_cast<double>(ts.tv_nsec) / 1e6;
}

struct Spread {
    double p50 = 0, p99 = 0, max = 0, mean = 0;
};

Spread spread(std::vector<double> ms) {
    Spread s;
    if (ms.empty()) {
        return s;
    }
    std::sort(ms.begin(), ms.end());
    s.p50 = ms[ms.size() / 2];
    s.p99 = ms[std::min(ms.size() - 1, ms.size() * 99 / 100)];
    s.max = ms.back();
    for (double v : ms) {
        s.mean += v;
    }
    s.mean /= static_cast<double>(ms.size());
    return s;
}

// A mix like a real installation's: mostly Greed, the person at seat 0 against two or three
// personalities, now and then another rule set.
stats::GameRecord playGame(std::uint64_t seed) {
    static const std::vector<std::string> personalities{"timid",   "careful",  "steady",   "bold",
                                                        "gambler", "reckless", "professor"};
    static const std::vector<std::string> presets{"greed",       "greed",    "greed",   "farkle",
                                                  "zehntausend", "spec1989", "cubilete"};
    session::MatchConfig setup;
    setup.rulesSource = presets[seed % presets.size()];
    setup.rules = core::loadPreset(setup.rulesSource);
    setup.seed = seed;
    setup.seats.push_back({"You", true, "steady"});
    const std::size_t opponents = 2 + seed % 2;
    for (std::size_t i = 0; i < opponents; ++i) {
        const auto& p = personalities[(seed * 3 + i * 5) % personalities.size()];
        setup.seats.push_back({p, true, p});
    }
    session::MatchSession match(setup);
    while (!match.over()) {
        match.step(); // computer players only: each answers at once
    }
    stats::GameRecord record = stats::recordOf(match, "2026-11-23 20:00");
    // Seat 0 is the person at the screen (a computer played for them here).
    record.seats[0].info = {"You", core::PlayerKind::Human, ""};
    return record;
}

} // namespace

int main(int argc, char** argv) {
    const int games = argc > 1 ? std::max(1, std::atoi(argv[1])) : 10000;
    const bool keep = argc > 2;
    const std::filesystem::path dir = keep
                                          ? std::filesystem::path(argv[2])
                                          : std::filesystem::temp_directory_path() /
                                                ("greed-bench-stats-" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    setenv("GREED_DATA_DIR", dir.string().c_str(), 1);
    const auto file = dir / "greed.db";

    // Play sessions of 50 games: the game opens the file at the first game's end and
    // checkpoints its WAL when it closes.
    std::vector<double> recordMs;
    std::vector<double> closeMs;
    std::vector<double> openMs;    // the first game of a session
    std::vector<double> prepareMs; // opening the file as a match starts
    std::vector<double> cpuMs;     // the thread's CPU time of each recording
    const auto start = Clock::now();
    int existing = 0;
    {
        stats::StatsStore store(file);
        existing = store.reader() ? stats::gameCount(*store.reader()) : 0;
    }
    for (int i = existing; i < games;) {
        auto store = std::make_unique<stats::StatsStore>(file);
        const auto opening = Clock::now();
        store->prepare(); // as the game does when a match starts
        prepareMs.push_back(msSince(opening));
        for (int n = 0; n < 50 && i < games; ++n, ++i) {
            const stats::GameRecord g = playGame(static_cast<std::uint64_t>(i + 1));
            const auto t = Clock::now();
            const double cpu = threadCpuMs();
            if (!store->record(g)) {
                std::fprintf(stderr, "greed-bench-stats: %s\n", store->problem().c_str());
                return 1;
            }
            (n == 0 ? openMs : recordMs).push_back(msSince(t));
            cpuMs.push_back(threadCpuMs() - cpu);
        }
        const auto t = Clock::now();
        store.reset();
        closeMs.push_back(msSince(t));
    }
    std::printf("filled %s with %d games in %.1f s\n", file.string().c_str(), games,
                msSince(start) / 1000.0);
    const Spread c = spread(closeMs);
    std::printf("closing after 50 games (WAL checkpoint): p50 %.1f ms, max %.1f ms\n", c.p50,
                c.max);
    const Spread r = spread(recordMs);
    std::printf("record one game (one transaction): p50 %.2f ms, p99 %.2f ms, max %.2f ms, "
                "mean %.2f ms over %zu games\n",
                r.p50, r.p99, r.max, r.mean, recordMs.size());
    const Spread cpuSpread = spread(cpuMs);
    std::printf("  of which CPU time: p50 %.2f ms, p99 %.2f ms, mean %.2f ms\n", cpuSpread.p50,
                cpuSpread.p99, cpuSpread.mean);
    const Spread opening = spread(prepareMs);
    std::printf("opening the file as a match starts: p50 %.2f ms, max %.2f ms\n", opening.p50,
                opening.max);
    const Spread first = spread(openMs);
    std::printf("first game of a session (opens the file too): p50 %.2f ms, max %.2f ms over "
                "%zu\n",
                first.p50, first.max, openMs.size());
    std::printf("database size %.1f MB\n",
                static_cast<double>(std::filesystem::file_size(file)) / 1e6);

    // The queries of the statistics screen, on a fresh connection each time (as when it opens).
    std::vector<double> viewMs;
    std::vector<double> viewCpuMs;
    for (int i = 0; i < 7; ++i) {
        const auto t = Clock::now();
        const double cpu = threadCpuMs();
        stats::StatsStore store(file);
        const stats::StatsView v = stats::loadStatsView(*store.reader(), 0, 200);
        viewMs.push_back(msSince(t));
        viewCpuMs.push_back(threadCpuMs() - cpu);
        if (v.games != games) {
            std::fprintf(stderr, "greed-bench-stats: %d games read back\n", v.games);
            return 1;
        }
    }
    const Spread q = spread(viewMs);
    std::printf("statistics queries (open + every figure): p50 %.1f ms, max %.1f ms over %zu "
                "(CPU time p50 %.1f ms)\n",
                q.p50, q.max, viewMs.size(), spread(viewCpuMs).p50);

#ifdef GREED_BENCH_STATS_SCREEN
    // The statistics screen in the App: from the key press to its first frame drawn.
    setenv("SDL_VIDEODRIVER", "dummy", 0);
    setenv("SDL_AUDIODRIVER", "dummy", 0);
    for (const auto& [w, h] : {std::pair{1280, 720}, std::pair{1920, 1080}}) {
        app::Options o;
        o.hidden = true;
        o.renderer = platform::RenderDriver::Software;
        o.stepped = true;
        o.forceSave = true;
        o.width = w;
        o.height = h;
        o.match.rules = core::loadPreset("greed");
        platform::ManualClock clock;
        app::App game(o, clock);
        game.frame();
        std::vector<double> screenMs;
        std::vector<double> screenCpuMs;
        for (int i = 0; i < 5; ++i) {
            // A fresh store each time, as after start-up.
            game.services().stats = std::make_shared<stats::StatsStore>(file);
            const auto t = Clock::now();
            const double cpu = threadCpuMs();
            game.scenes().push(app::makeStatsScene(game.services()));
            game.scenes().applyPending();
            game.renderAndCapture();
            screenMs.push_back(msSince(t));
            screenCpuMs.push_back(threadCpuMs() - cpu);
            game.scenes().pop();
            game.scenes().applyPending();
        }
        const Spread s = spread(screenMs);
        const Spread sc = spread(screenCpuMs);
        std::printf("statistics screen %dx%d, open to first frame: p50 %.1f ms, max %.1f ms "
                    "over %zu (CPU time p50 %.1f ms)\n",
                    w, h, s.p50, s.max, screenMs.size(), sc.p50);
    }
#endif
    if (!keep) {
        std::error_code ignored;
        std::filesystem::remove_all(dir, ignored);
    }
    return 0;
}

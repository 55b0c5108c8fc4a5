// A table started from the command line may get a key before its first frame is drawn: the
// throw must still be laid out for the real window (dice tumble and rest on the felt, clear of
// the turn-total box, and the scoring dice reach the tray). And leaving a table while the hints
// solve in the background must not wait for the solve.
#include "app_harness.hpp"

#include "ai/background_solve.hpp"
#include "app/options.hpp"
#include "app/scenes/scenes.hpp"
#include "app/table/table_scene.hpp"

#include <catch2/catch.hpp>

#include <chrono>
#include <cmath>
#include <condition_variable>
#include <cstdlib>
#include <filesystem>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

using namespace greed::app;

namespace {

// Options exactly as `greed ARGS...` parses them.
Options commandLine(std::vector<std::string> args) {
    args.insert(args.begin(), "greed");
    std::vector<char*> argv;
    for (auto& a : args) {
        argv.push_back(a.data());
    }
    Options o;
    REQUIRE_FALSE(parseOptions(static_cast<int>(argv.size()), argv.data(), o));
    return o;
}

void press(App& app, SDL_Keycode key) {
    SDL_Event ev{};
    ev.type = SDL_KEYDOWN;
    ev.key.windowID = app.window().id();
    ev.key.keysym.sym = key;
    ev.key.keysym.scancode = SDL_GetScancodeFromKey(key);
    SDL_PushEvent(&ev);
    ev.type = SDL_KEYUP;
    SDL_PushEvent(&ev);
}

bool inside(const SDL_Rect& inner, const SDL_Rect& outer) {
    return inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.w <= outer.x + outer.w &&
           inner.y + inner.h <= outer.y + outer.h;
}

SDL_Rect around(double x, double y, double size) {
    const int s = static_cast<int>(size);
    return {static_cast<int>(std::lround(x)) - s / 2, static_cast<int>(std::lround(y)) - s / 2, s,
            s};
}

std::string describe(const SDL_Rect& r) {
    return std::to_string(r.x) + "," + std::to_string(r.y) + " " + std::to_string(r.w) + "x" +
           std::to_string(r.h);
}

} // namespace

TEST_CASE("a key before the first frame throws the dice onto the laid-out table", "[start]") {
    // greed --rules greed --players "Ann,Sam:steady" --seed 3: Ann rolls 3 5 6 5 3 first.
    const Options options =
        commandLine({"--rules", "greed", "--players", "Ann,Sam:steady", "--seed", "3"});
    greed::platform::ManualClock clock;
    App app(options, clock);
    auto* table = dynamic_cast<TableScene*>(&app.top());
    REQUIRE(table != nullptr);
    press(app, SDLK_SPACE);
    app.frame(); // the key is handled before this frame's render
    REQUIRE(table->animating());
    REQUIRE(table->show().roll() != nullptr);

    const TableLayout& L = table->tableLayout();
    REQUIRE(L.width == app.renderer().width());
    REQUIRE(L.height == app.renderer().height());
    const int dice = static_cast<int>(table->show().dice().size());
    REQUIRE(dice == 5);

    // Mid-throw: every die that left the cup is on the felt, never on the turn-total box.
    int seen = 0;
    for (int frame = 0; frame < 200 && table->show().roll() != nullptr; ++frame) {
        const RollAnimation& roll = *table->show().roll();
        for (int i = 0; i < dice; ++i) {
            const auto v = roll.die(i);
            if (!v.visible) {
                continue;
            }
            const Vec2 c = L.toPixels(v.pos);
            REQUIRE(std::isfinite(c.x));
            REQUIRE(std::isfinite(c.y));
            const SDL_Rect r = around(c.x, c.y, L.dieSize);
            INFO("frame " << frame << " die " << i << " at " << describe(r) << ", felt "
                          << describe(L.felt));
            CHECK(inside(r, L.felt));
            CHECK_FALSE(SDL_HasIntersection(&r, &L.status));
            ++seen;
        }
        app.frame();
    }
    CHECK(seen > 100);
    REQUIRE(table->show().roll() == nullptr);

    // At rest: the dice lie in the dice area.
    const auto& shown = table->show().dice();
    for (int i = 0; i < dice; ++i) {
        const SDL_Rect r = table->dieRect(i);
        INFO("die " << i << " rests at " << describe(r) << ", dice area " << describe(L.diceArea));
        CHECK(inside(r, L.diceArea));
        CHECK_FALSE(SDL_HasIntersection(&r, &L.status));
    }

    // The two 5s score and fly to the tray.
    for (int frame = 0; frame < 300 && table->animating(); ++frame) {
        app.frame();
    }
    for (int frame = 0; frame < 60; ++frame) {
        app.frame(); // the last dice may still be on their way
    }
    int inTray = 0;
    for (int i = 0; i < dice; ++i) {
        const auto& d = shown[static_cast<std::size_t>(i)];
        if (!d.toTray) {
            continue;
        }
        const DiePose pose = table->show().pose(i);
        const SDL_Rect r = around(pose.x, pose.y, L.trayDieSize);
        INFO("die " << i << " (a " << d.face << ") at " << describe(r) << ", tray "
                    << describe(L.tray));
        CHECK(d.trayT >= 1.0);
        CHECK(inside(r, L.tray));
        ++inTray;
    }
    CHECK(inTray == 2);
    CHECK(table->restingFaces().size() == 3);
}

// A data folder of its own (no solution on disk) and background workers held for at most
// `hold` (so a table that waits for its solve is slow rather than stuck), all undone whatever
// the test's outcome.
class SolveSandbox {
public:
    explicit SolveSandbox(std::chrono::milliseconds hold)
        : m_dir(std::filesystem::temp_directory_path() / "greed-test-table-solve") {
        if (const char* dir = std::getenv("GREED_DATA_DIR")) {
            m_saved = dir;
        }
        std::filesystem::remove_all(m_dir);
        std::filesystem::create_directories(m_dir);
        setenv("GREED_DATA_DIR", m_dir.string().c_str(), 1);
        greed::ai::BackgroundSolve::holdWorkers(true);
        m_watchdog = std::thread([this, hold] {
            std::unique_lock<std::mutex> lock(m_mutex);
            m_wake.wait_for(lock, hold, [this] { return m_released; });
            greed::ai::BackgroundSolve::holdWorkers(false);
        });
    }
    ~SolveSandbox() {
        release();
        m_watchdog.join();
        if (m_saved) {
            setenv("GREED_DATA_DIR", m_saved->c_str(), 1);
        } else {
            unsetenv("GREED_DATA_DIR");
        }
        std::error_code ignored;
        std::filesystem::remove_all(m_dir, ignored);
    }
    SolveSandbox(const SolveSandbox&) = delete;
    SolveSandbox& operator=(const SolveSandbox&) = delete;
    // Lets the workers solve and waits for them.
    void release() {
        {
            std::lock_guard<std::mutex> lock(m_mutex);
            m_released = true;
        }
        m_wake.notify_all();
        greed::ai::BackgroundSolve::holdWorkers(false);
        for (int i = 0; i < 600 && greed::ai::BackgroundSolve::running() > 0; ++i) {
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
        }
    }

private:
    std::filesystem::path m_dir;
    std::optional<std::string> m_saved;
    std::mutex m_mutex;
    std::condition_variable m_wake;
    bool m_released = false;
    std::thread m_watchdog;
};

TEST_CASE("leaving the table mid-solve does not wait for the background solve", "[start]") {
    // The solve waits until the table is gone. Were the table to wait for it, it would be stuck
    // until the watchdog lets the solve go after a minute, and the solve would be over below.
    SolveSandbox sandbox(std::chrono::seconds(60));
    {
        greed::platform::ManualClock clock;
        App app(test::testOptions("greed", "Ann,Sam:steady"), clock);
        app.services().solveInBackground = true; // as in an interactive run
        for (int i = 0; i < 3; ++i) {
            app.frame();
        }
        auto* table = dynamic_cast<TableScene*>(&app.top());
        REQUIRE(table != nullptr);
        REQUIRE(table->humanToAct());
        REQUIRE(greed::ai::BackgroundSolve::running() == 1);
        // Back to the title: the table is destroyed at the end of the frame, solve or not.
        app.scenes().reset(makeTitleScene(app.services()));
        app.frame();
        app.frame();
        CHECK(app.top().id() == SceneId::Title);
        CHECK(greed::ai::BackgroundSolve::running() == 1); // still there, on its own
    }
    sandbox.release();
    CHECK(greed::ai::BackgroundSolve::running() == 0);
}

TEST_CASE("a four-player table solves in the background too", "[start]") {
    // Issue 23: the Professor and the hints use the two-player solution at any table size. (At
    // three, greed's exact three-player solution follows, some 40 s of CPU: tests/ai checks
    // that BackgroundSolve makes it on a short rule set.)
    SolveSandbox sandbox(std::chrono::seconds(60));
    {
        greed::platform::ManualClock clock;
        App app(test::testOptions("greed", "Ann,Sam:steady,Prof:professor,Dee:steady"), clock);
        app.services().solveInBackground = true; // as in an interactive run
        for (int i = 0; i < 3; ++i) {
            app.frame();
        }
        auto* table = dynamic_cast<TableScene*>(&app.top());
        REQUIRE(table != nullptr);
        CHECK(greed::ai::BackgroundSolve::running() == 1);
    }
    sandbox.release();
    CHECK(greed::ai::BackgroundSolve::running() == 0);
}

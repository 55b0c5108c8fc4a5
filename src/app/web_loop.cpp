// runInBrowser: the App on the browser's frame callback, the data folder written back to the
// browser's storage (IndexedDB, see web/pre.js) in the frame a file in it was written.
#include "app/web_loop.hpp"

#include "app/app.hpp"
#include "app/dev/script.hpp"
#include "core/small_file.hpp"
#include "platform/data_sync.hpp"
#include "session/match_session.hpp"

#include <emscripten.h>
#include <nlohmann/json.hpp>

#include <exception>
#include <iostream>
#include <memory>

namespace greed::app {

namespace {

struct BrowserGame {
    platform::RealClock clock;
    std::unique_ptr<App> app;
    const char* shownScene = nullptr;
};

// The screen's buttons as JSON ({"id": [x, y, w, h], ...}, window pixels), for the browser
// test to click one by its name (the title's full-screen button, say).
std::string buttonsJson(const Scene& scene) {
    nlohmann::json out = nlohmann::json::object();
    for (const Button& b : scene.buttons()) {
        out[b.id] = {b.rect.x, b.rect.y, b.rect.w, b.rect.h};
    }
    return out.dump();
}

// The page (and the browser test) can read which screen is up: Module.greedScene ("title",
// "table", "results", ...), the frames drawn, Module.greedFrames, the screen's buttons,
// Module.greedButtons (every 30 frames), and the game played at this screen,
// Module.greedMatch: its moves, whose turn and the phase (what a stuck game waits for).
void tellPage(BrowserGame* game) {
    App& app = *game->app;
    const char* scene = app.scenes().empty() ? "" : sceneName(app.top().id());
    const long frames = app.frameCount();
    if (scene != game->shownScene || frames % 30 == 0) {
        game->shownScene = scene;
        const std::string buttons = app.scenes().empty() ? "{}" : buttonsJson(app.top());
        EM_ASM(
            {
                Module.greedScene = UTF8ToString($0);
                Module.greedButtons = JSON.parse(UTF8ToString($1));
            },
            scene, buttons.c_str());
    }
    const session::MatchSession* match = app.scenes().empty() ? nullptr : app.top().playedMatch();
    EM_ASM(
        {
            Module.greedFrames = $0;
            // (In parentheses: the macro would split the object's commas into arguments.)
            Module.greedMatch = ($1 < 0 ? null : {moves : $1, player : $2, phase : $3});
        },
        static_cast<double>(frames), match ? static_cast<double>(match->moves().size()) : -1.0,
        match ? match->game().currentPlayer() : 0,
        match ? static_cast<int>(match->game().phase()) : 0);
}

void writeBack() {
    EM_ASM({
        if (Module.greedSync) {
            Module.greedSync();
        }
    });
}

void ended(BrowserGame* game, int code) {
    emscripten_cancel_main_loop();
    game->app.reset(); // writes the settings
    writeBack();
    EM_ASM(
        {
            if (Module.greedEnded) {
                Module.greedEnded($0);
            }
        },
        code);
}

// Full screen from a click: SDL asks for it in the frame after the click, and defers the
// request to the next key or click handler (browsers grant full screen only to a person's
// gesture). A click is handled when the button is released, so nothing followed it and the
// request waited for the next click. A browser still counts a gesture as the person's for a
// few seconds (transient activation): while it does, the deferred request runs at once.
void runGestureRequests() {
    EM_ASM({
        const activation = navigator.userActivation;
        if (JSEvents.deferredCalls.length == 0 || !activation || !activation.isActive) {
            return;
        }
        ++JSEvents.inEventHandler;
        const was = JSEvents.currentEventHandler;
        JSEvents.currentEventHandler = {allowsDeferredCalls : true};
        try {
            JSEvents.runDeferredCalls();
        } finally {
            JSEvents.currentEventHandler = was;
            --JSEvents.inEventHandler;
        }
    });
}

void frame(void* arg) {
    auto* game = static_cast<BrowserGame*>(arg);
    try {
        if (!game->app->frame()) {
            ended(game, game->app->exitCode());
            return;
        }
    } catch (const std::exception& e) {
        std::cerr << "greed: " << e.what() << "\n";
        ended(game, 1);
        return;
    }
    tellPage(game);
    runGestureRequests();
    // A move, the settings or statistics written in this frame (or by a solver thread since
    // the last): one write-back for all of them, so a tab closed right after a move keeps it.
    // (The page also writes back when it is hidden or closed.)
    if (platform::takeDataWritten()) {
        writeBack();
    }
}

} // namespace

int runInBrowser(const Options& options) {
    core::setFileWrittenHook(platform::noteDataWritten); // every write is copied back
    auto* game = new BrowserGame();                      // lives as long as the page
    game->app = std::make_unique<App>(options, game->clock);
    driveByScript(*game->app, options);
    EM_ASM({
        if (Module.greedStarted) {
            Module.greedStarted();
        }
    });
    emscripten_set_main_loop_arg(frame, game, 0, 0);
    return 0;
}

} // namespace greed::app

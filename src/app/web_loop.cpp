// runInBrowser: the App on the browser's frame callback, the data folder written back to the
// browser's storage (IndexedDB, see web/pre.js) as the game goes on.
#include "app/web_loop.hpp"

#include "app/app.hpp"

#include <emscripten.h>

#include <exception>
#include <iostream>
#include <memory>

namespace greed::app {

namespace {

// Frames between two write-backs of the data folder: saves, settings, statistics and the
// solution cache reach the browser's storage within a second (the page also writes back
// when it is hidden or closed).
constexpr long kSyncEvery = 60;

struct BrowserGame {
    platform::RealClock clock;
    std::unique_ptr<App> app;
    long frames = 0;
    const char* shownScene = nullptr;
};

// The page (and the browser test) can read which screen is up: Module.greedScene ("title",
// "table", "results", ...) and the frames drawn, Module.greedFrames.
void tellPage(BrowserGame* game) {
    const char* scene = game->app->scenes().empty() ? "" : sceneName(game->app->top().id());
    if (scene != game->shownScene) {
        game->shownScene = scene;
        EM_ASM({ Module.greedScene = UTF8ToString($0); }, scene);
    }
    EM_ASM({ Module.greedFrames = $0; }, static_cast<double>(game->app->frameCount()));
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
    if (++game->frames % kSyncEvery == 0) {
        writeBack();
    }
}

} // namespace

int runInBrowser(const Options& options) {
    auto* game = new BrowserGame(); // lives as long as the page
    game->app = std::make_unique<App>(options, game->clock);
    EM_ASM({
        if (Module.greedStarted) {
            Module.greedStarted();
        }
    });
    emscripten_set_main_loop_arg(frame, game, 0, 0);
    return 0;
}

} // namespace greed::app

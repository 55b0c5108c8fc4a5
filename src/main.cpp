// greed: the SDL2 game. Parses the command line and hands over to the App (or the benchmark).
#include "app/app.hpp"
#include "app/dev/bench.hpp"
#include "app/net/port_opener.hpp"
#include "app/options.hpp"
#ifdef __EMSCRIPTEN__
#include "app/web_loop.hpp"
#endif

#include <chrono>
#include <cstdlib>
#include <exception>
#include <iostream>

int main(int argc, char** argv) {
    const auto start = std::chrono::steady_clock::now();
    greed::app::Options options;
    if (const auto code = greed::app::parseOptions(argc, argv, options)) {
        return *code;
    }
    try {
        if (options.benchFrames > 0) {
            // The benchmark needs no display: the software renderer draws under the dummy
            // video driver, OpenGL under the offscreen one (Mesa's EGL).
            // In a browser it draws with the page's WebGL.
#ifndef __EMSCRIPTEN__
            const bool gl = options.renderer == greed::platform::RenderDriver::OpenGL ||
                            options.renderer == greed::platform::RenderDriver::OpenGLES2;
            setenv("SDL_VIDEODRIVER", gl ? "offscreen" : "dummy", 0);
#endif
            return greed::app::runBench(options, start, std::cout);
        }
#ifdef __EMSCRIPTEN__
        // The browser calls the game once per frame: main returns and the game lives on.
        return greed::app::runInBrowser(options);
#else
        greed::platform::RealClock clock;
        int code = 0;
        {
            greed::app::App app(options, clock);
            code = app.run();
        }
        // A table closed as the game quits gives its port back to the router before the
        // process ends (that request runs on a thread the exit would cut).
        greed::app::waitForRouter(std::chrono::seconds(2));
        return code;
#endif
    } catch (const std::exception& e) {
        std::cerr << "greed: " << e.what() << "\n";
        return 1;
    }
}

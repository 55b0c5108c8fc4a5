// The one Catch2 main of every test program; headless SDL defaults for the app tests.
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#include <cstdlib>

int main(int argc, char* argv[]) {
    // Never open a real window or sound device from a test unless the caller asks.
    setenv("SDL_VIDEODRIVER", "dummy", 0);
    setenv("SDL_AUDIODRIVER", "dummy", 0);
    setenv("SDL_RENDER_DRIVER", "software", 0);
    return Catch::Session().run(argc, argv);
}

// The renderer under test, and the check before a run on OpenGL: the offscreen driver must give
// one, else the run is skipped with the reason (or fails where OpenGL is required).
#define CATCH_CONFIG_EXTERNAL_INTERFACES
#include "renderer_under_test.hpp"

#include "platform/sdl_context.hpp"

#include <catch2/catch.hpp>

#include <cstdlib>
#include <exception>
#include <iostream>

namespace greed::app::test {

platform::RenderDriver rendererUnderTest() {
    const char* name = std::getenv("GREED_TEST_RENDERER");
    if (name == nullptr || *name == '\0') {
        return platform::RenderDriver::Software;
    }
    if (const auto driver = platform::renderDriverNamed(name)) {
        return *driver;
    }
    std::cerr << "GREED_TEST_RENDERER wants software, opengl or opengles2, got '" << name << "'\n";
    std::exit(2);
}

std::string offscreenProblem(platform::RenderDriver driver) {
    const ScopedVideoDriver offscreen("offscreen");
    try {
        platform::SdlContext sdl;
        platform::WindowOptions options;
        options.width = 64;
        options.height = 64;
        options.hidden = true;
        platform::Window window(options);
        const platform::Renderer renderer(window, driver, false);
        if (renderer.name() != platform::renderDriverName(driver)) {
            return "SDL made the " + renderer.name() + " renderer instead";
        }
    } catch (const std::exception& e) {
        return e.what();
    }
    return "";
}

bool openGlRequired() {
    const char* required = std::getenv("GREED_REQUIRE_OPENGL");
    return required != nullptr && std::string(required) == "1";
}

std::string skipLine(const std::string& why) {
    return "SKIPPED: no offscreen OpenGL here (" + why +
           "); scripts/setup.sh installs libegl1 libegl-mesa0 libgl1-mesa-dri";
}

ScopedVideoDriver::ScopedVideoDriver(const char* driver) {
    if (const char* old = std::getenv("SDL_VIDEODRIVER")) {
        m_saved = old;
    }
    setenv("SDL_VIDEODRIVER", driver, 1);
}

ScopedVideoDriver::~ScopedVideoDriver() {
    if (m_saved) {
        setenv("SDL_VIDEODRIVER", m_saved->c_str(), 1);
    } else {
        unsetenv("SDL_VIDEODRIVER");
    }
}

namespace {

// Before a run with GREED_TEST_RENDERER naming an OpenGL renderer: every test then draws
// through the offscreen driver (the dummy one has no OpenGL), and a machine without Mesa's EGL
// skips the whole run with the reason instead of failing each test on it.
struct RendererCheck : Catch::TestEventListenerBase {
    using TestEventListenerBase::TestEventListenerBase;

    void testRunStarting(Catch::TestRunInfo const& info) override {
        TestEventListenerBase::testRunStarting(info);
        const platform::RenderDriver driver = rendererUnderTest();
        if (driver == platform::RenderDriver::Software) {
            return;
        }
        setenv("SDL_VIDEODRIVER", "offscreen", 1);
        const std::string problem = offscreenProblem(driver);
        if (problem.empty()) {
            return;
        }
        if (openGlRequired()) {
            std::cerr << "GREED_REQUIRE_OPENGL=1 but " << platform::renderDriverName(driver)
                      << " cannot draw offscreen: " << problem << "\n";
            std::exit(1);
        }
        std::cout << skipLine(problem) << std::endl;
        std::exit(0);
    }
};

} // namespace

CATCH_REGISTER_LISTENER(RendererCheck)

} // namespace greed::app::test

// The renderer the app tests draw with: SDL's software renderer unless GREED_TEST_RENDERER
// names another (CTest registers the picture tests a second time with
// GREED_TEST_RENDERER=opengl, the players' path drawn by Mesa through the offscreen driver).
#pragma once

#include "platform/window.hpp"

#include <optional>
#include <string>

namespace greed::app::test {

// GREED_TEST_RENDERER: unset or "software", "opengl", "opengles2". Another value stops the
// test program with a message (a typo must not quietly test the software renderer again).
platform::RenderDriver rendererUnderTest();

// Why `driver` cannot draw through SDL's offscreen video driver here ("" when it can): tried
// as the game does it, a hidden window and the renderer made by name.
std::string offscreenProblem(platform::RenderDriver driver);

// GREED_REQUIRE_OPENGL=1 (scripts/test.sh, CI): no OpenGL is a failure, not a skipped test.
bool openGlRequired();

// The line CTest knows a skipped test by (SKIP_REGULAR_EXPRESSION in tests/app/CMakeLists.txt).
std::string skipLine(const std::string& why);

// SDL_VIDEODRIVER set to `driver` while this lives; the old value comes back after.
class ScopedVideoDriver {
public:
    explicit ScopedVideoDriver(const char* driver);
    ~ScopedVideoDriver();
    ScopedVideoDriver(const ScopedVideoDriver&) = delete;
    ScopedVideoDriver& operator=(const ScopedVideoDriver&) = delete;

private:
    std::optional<std::string> m_saved;
};

} // namespace greed::app::test

// On OpenGL through the offscreen video driver (tests, benchmarks, headless demos) no display
// takes a presented frame, and Mesa queued frame after frame unrasterised: a 600-frame benchmark
// held 1 GB and drew the queue in a few huge frames. Renderer::present() finishes each frame.
#include "renderer_under_test.hpp"

#include "platform/resident.hpp"
#include "platform/sdl_context.hpp"
#include "platform/window.hpp"

#include <catch2/catch.hpp>

namespace greed {

namespace {
// Thin bands across the window: each one lands in many of llvmpipe's tiles (what a queued
// frame keeps) while shading few pixels (quick to draw).
void drawBands(SDL_Renderer* renderer, int width, int frame) {
    for (int k = 0; k < 400; ++k) {
        const SDL_Color c{static_cast<Uint8>(k), static_cast<Uint8>(frame), 100, 128};
        const auto y = static_cast<float>(k);
        const auto w = static_cast<float>(width);
        const SDL_Vertex v[4] = {{{0, y}, c, {0, 0}},
                                 {{w, y + 600}, c, {0, 0}},
                                 {{w, y + 601}, c, {0, 0}},
                                 {{0, y + 1}, c, {0, 0}}};
        const int idx[6] = {0, 1, 2, 0, 2, 3};
        SDL_RenderGeometry(renderer, nullptr, v, 4, idx, 6);
    }
}
} // namespace

TEST_CASE("offscreen OpenGL draws every presented frame instead of queueing it", "[.][renderers]") {
    const std::string problem = app::test::offscreenProblem(platform::RenderDriver::OpenGL);
    if (!problem.empty()) {
        if (app::test::openGlRequired()) {
            FAIL("GREED_REQUIRE_OPENGL=1 but OpenGL cannot draw offscreen: " << problem);
        }
        WARN(app::test::skipLine(problem));
        return;
    }
    const app::test::ScopedVideoDriver offscreen("offscreen");
    platform::SdlContext sdl;
    platform::WindowOptions options;
    options.width = 1280;
    options.height = 720;
    options.hidden = true;
    platform::Window window(options);
    const platform::Renderer renderer(window, platform::RenderDriver::OpenGL, false);
    CHECK(renderer.finishesFrames());
    // The first frame compiles the driver's shaders and makes its buffers.
    drawBands(renderer.get(), options.width, 0);
    renderer.present();
    const std::size_t before = platform::residentBytes();
    for (int frame = 1; frame <= 60; ++frame) {
        drawBands(renderer.get(), options.width, frame);
        renderer.present();
    }
    const double grownMb =
        (static_cast<double>(platform::residentBytes()) - static_cast<double>(before)) / 1048576.0;
    INFO("resident size grew " << grownMb << " MB over 60 frames");
    // Queued, these 60 frames held about 45 MB more; drawn, nearly nothing.
    CHECK(grownMb < 20.0);
}

TEST_CASE("the OpenGL window has no depth buffer for llvmpipe to keep", "[.][renderers]") {
    // With one, Mesa's llvmpipe left its fast path for rectangles (a full-window fill cost 3 to
    // 4 times as much); a 2D renderer never tests depth.
    const std::string problem = app::test::offscreenProblem(platform::RenderDriver::OpenGL);
    if (!problem.empty()) {
        if (app::test::openGlRequired()) {
            FAIL("GREED_REQUIRE_OPENGL=1 but OpenGL cannot draw offscreen: " << problem);
        }
        WARN(app::test::skipLine(problem));
        return;
    }
    const app::test::ScopedVideoDriver offscreen("offscreen");
    platform::SdlContext sdl;
    platform::WindowOptions options;
    options.hidden = true;
    platform::Window window(options);
    const platform::Renderer renderer(window, platform::RenderDriver::OpenGL, false);
    // Asked of the context itself: SDL_GL_GetAttribute asks for the depth attachment's size,
    // which Mesa refuses (GL_INVALID_OPERATION) exactly when there is no depth buffer.
    REQUIRE(SDL_GL_GetCurrentContext() != nullptr);
    using GetIntegerv = void (*)(unsigned int, int*);
    const auto getIntegerv = reinterpret_cast<GetIntegerv>(SDL_GL_GetProcAddress("glGetIntegerv"));
    REQUIRE(getIntegerv != nullptr);
    constexpr unsigned int kDepthBits = 0x0D56;   // GL_DEPTH_BITS
    constexpr unsigned int kStencilBits = 0x0D57; // GL_STENCIL_BITS
    int depth = -1;
    int stencil = -1;
    getIntegerv(kDepthBits, &depth);
    getIntegerv(kStencilBits, &stencil);
    CHECK(depth == 0);
    CHECK(stencil == 0);
}

} // namespace greed

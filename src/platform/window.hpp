// Window and Renderer: the one game window and its 2D renderer, with full-screen and capture.
#pragma once

#include "platform/sdl_ptr.hpp"

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace greed::platform {

struct WindowOptions {
    std::string title = "Greed";
    int width = 1280;
    int height = 720;
    bool fullscreen = false;
    bool hidden = false; // tests and benchmarks
    int minWidth = 0;    // the smallest size a player can drag the window to (0: any)
    int minHeight = 0;
};

class Window {
public:
    explicit Window(const WindowOptions& options);
    SDL_Window* get() const { return m_window.get(); }
    Uint32 id() const { return SDL_GetWindowID(m_window.get()); }
    bool fullscreen() const;
    void setFullscreen(bool on);
    void toggleFullscreen() { setFullscreen(!fullscreen()); }
    void setSize(int width, int height);

private:
    WindowPtr m_window;
    int m_windowedW;
    int m_windowedH;
};

// Which of SDL's 2D renderers draws the game. Automatic: an accelerated one with vsync (the
// graphics card, or Mesa's llvmpipe OpenGL without one), else SDL's software renderer (a
// display driver without OpenGL, such as the headless "dummy").
enum class RenderDriver { Automatic, OpenGL, OpenGLES2, Software };

// The driver SDL calls `name` ("opengl", "opengles2", "software"); nothing for another name.
std::optional<RenderDriver> renderDriverNamed(std::string_view name);
// SDL's name of `driver` ("auto" for Automatic).
const char* renderDriverName(RenderDriver driver);

class Renderer {
public:
    // A named driver that cannot be made is an error (SdlError saying why); Automatic falls
    // back to the software renderer. vsync: present in step with the display (players' runs;
    // tests and benchmarks draw as fast as they can).
    Renderer(Window& window, RenderDriver driver, bool vsync);
    SDL_Renderer* get() const { return m_renderer.get(); }
    // SDL's name of the renderer made ("opengl", "software", ...) and whether it waits for vsync.
    std::string name() const;
    bool vsync() const;
    int width() const { return m_w; }
    int height() const { return m_h; }
    // Re-reads the output size; true when it changed.
    bool refreshSize();
    // Reads the current back buffer (call before present).
    SurfacePtr capture() const;
    void savePng(const std::filesystem::path& file) const;
    // Shows the frame (SDL_RenderPresent). Where no display takes it (OpenGL on the offscreen
    // video driver: tests, benchmarks, headless demos) the driver is also made to finish it,
    // as a screen's buffer swap does: Mesa otherwise queues frame after frame unrasterised
    // (a 600-frame benchmark held 1 GB of queued drawing and drew it in a few huge frames).
    void present() const;
    // Whether present() waits for the frame's drawing to be done (offscreen OpenGL).
    bool finishesFrames() const { return m_finish != nullptr; }

private:
    RendererPtr m_renderer;
    void (*m_finish)() = nullptr; // glFinish where present() must wait
    int m_w = 0;
    int m_h = 0;
};

} // namespace greed::platform

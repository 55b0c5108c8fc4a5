// Window and Renderer: the one game window and its 2D renderer, with full-screen and capture.
#pragma once

#include "platform/sdl_ptr.hpp"

#include <filesystem>
#include <string>

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

class Renderer {
public:
    // software: force the software renderer (benchmarks, pixel tests).
    Renderer(Window& window, bool software);
    SDL_Renderer* get() const { return m_renderer.get(); }
    int width() const { return m_w; }
    int height() const { return m_h; }
    // Re-reads the output size; true when it changed.
    bool refreshSize();
    // Reads the current back buffer (call before present).
    SurfacePtr capture() const;
    void savePng(const std::filesystem::path& file) const;

private:
    RendererPtr m_renderer;
    int m_w = 0;
    int m_h = 0;
};

} // namespace greed::platform

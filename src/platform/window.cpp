// Window and Renderer: creation with fallbacks for headless drivers, full-screen, capture.
#include "platform/window.hpp"

#include <SDL_image.h>

#include <cstring>

namespace greed::platform {

Window::Window(const WindowOptions& options)
    : m_windowedW(options.width), m_windowedH(options.height) {
    Uint32 flags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
    if (options.hidden) {
        flags |= SDL_WINDOW_HIDDEN;
    }
    m_window.reset(SDL_CreateWindow(options.title.c_str(), SDL_WINDOWPOS_CENTERED,
                                    SDL_WINDOWPOS_CENTERED, options.width, options.height, flags));
    if (!m_window) {
        throwSdlError("cannot open a window");
    }
    if (options.minWidth > 0 && options.minHeight > 0) {
        SDL_SetWindowMinimumSize(m_window.get(), options.minWidth, options.minHeight);
    }
    if (options.fullscreen) {
        // The same way as F11: a window created full-screen on a bare X server stayed at its
        // windowed size while SDL reported the desktop's (the picture drawn in a corner).
        setFullscreen(true);
    }
}

bool Window::fullscreen() const {
    return (SDL_GetWindowFlags(m_window.get()) & SDL_WINDOW_FULLSCREEN_DESKTOP) != 0;
}

void Window::setFullscreen(bool on) {
    if (on == fullscreen()) {
        return;
    }
    if (on) {
        SDL_GetWindowSize(m_window.get(), &m_windowedW, &m_windowedH);
        // Without a window manager (a bare X server) nobody acts on the full-screen request,
        // yet SDL would report the desktop size and the game would lay out for a window it
        // does not have. Covering the display first makes both agree; with a window manager
        // it is merely the size full-screen gives anyway.
        SDL_Rect bounds{};
        if (SDL_GetDisplayBounds(SDL_GetWindowDisplayIndex(m_window.get()), &bounds) == 0) {
            SDL_SetWindowPosition(m_window.get(), bounds.x, bounds.y);
            SDL_SetWindowSize(m_window.get(), bounds.w, bounds.h);
        }
        SDL_SetWindowFullscreen(m_window.get(), SDL_WINDOW_FULLSCREEN_DESKTOP);
    } else {
        SDL_SetWindowFullscreen(m_window.get(), 0);
        // Leaving full-screen keeps the desktop size on X11 until told otherwise.
        SDL_SetWindowSize(m_window.get(), m_windowedW, m_windowedH);
        SDL_SetWindowPosition(m_window.get(), SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED);
    }
}

void Window::setSize(int width, int height) {
    m_windowedW = width;
    m_windowedH = height;
    if (!fullscreen()) {
        SDL_SetWindowSize(m_window.get(), width, height);
    }
}

namespace {

struct DriverName {
    RenderDriver driver;
    const char* name;
};

constexpr DriverName kDriverNames[] = {{RenderDriver::Automatic, "auto"},
                                       {RenderDriver::OpenGL, "opengl"},
                                       {RenderDriver::OpenGLES2, "opengles2"},
                                       {RenderDriver::Software, "software"}};

// SDL's index of the render driver called `name`, or -1 with the names SDL has in `available`.
int driverIndex(const char* name, std::string& available) {
    const int count = SDL_GetNumRenderDrivers();
    for (int i = 0; i < count; ++i) {
        SDL_RendererInfo info{};
        if (SDL_GetRenderDriverInfo(i, &info) != 0 || info.name == nullptr) {
            continue;
        }
        if (std::strcmp(info.name, name) == 0) {
            return i;
        }
        available += (available.empty() ? "" : ", ") + std::string(info.name);
    }
    return -1;
}

SDL_Renderer* createNamed(SDL_Window* window, RenderDriver driver, Uint32 vsyncFlag) {
    const char* name = renderDriverName(driver);
    std::string available;
    const int index = driverIndex(name, available);
    if (index < 0) {
        throw SdlError(std::string("this SDL has no ") + name + " renderer (it has: " + available +
                       ")");
    }
    // The index, not the SDL_RENDER_DRIVER hint: the command line wins over the environment.
    const Uint32 kind =
        driver == RenderDriver::Software ? SDL_RENDERER_SOFTWARE : SDL_RENDERER_ACCELERATED;
    SDL_Renderer* renderer =
        SDL_CreateRenderer(window, index, kind | vsyncFlag | SDL_RENDERER_TARGETTEXTURE);
    if (renderer == nullptr) {
        throwSdlError(std::string("cannot create the ") + name + " renderer");
    }
    return renderer;
}

} // namespace

std::optional<RenderDriver> renderDriverNamed(std::string_view name) {
    for (const auto& entry : kDriverNames) {
        if (entry.driver != RenderDriver::Automatic && name == entry.name) {
            return entry.driver;
        }
    }
    return std::nullopt;
}

const char* renderDriverName(RenderDriver driver) {
    for (const auto& entry : kDriverNames) {
        if (entry.driver == driver) {
            return entry.name;
        }
    }
    return "auto";
}

Renderer::Renderer(Window& window, RenderDriver driver, bool vsync) {
    const Uint32 vsyncFlag = vsync ? SDL_RENDERER_PRESENTVSYNC : 0;
    // A 2D renderer draws no depth, but SDL asks OpenGL for a 16-bit depth buffer by default,
    // and with one llvmpipe (Mesa's OpenGL without a graphics card) leaves its fast path for
    // rectangles: a full-window fill cost 3 to 4 times as much. Asked before the renderer
    // makes the window's OpenGL surface.
    SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 0);
    SDL_GL_SetAttribute(SDL_GL_STENCIL_SIZE, 0);
    // The renderer queues draw calls and sends them together; SDL does so by itself only when
    // it picks the driver, so a chosen one (--renderer) would draw call by call.
    SDL_SetHint(SDL_HINT_RENDER_BATCHING, "1");
    if (driver != RenderDriver::Automatic) {
        m_renderer.reset(createNamed(window.get(), driver, vsyncFlag));
    } else {
        m_renderer.reset(SDL_CreateRenderer(
            window.get(), -1, SDL_RENDERER_ACCELERATED | vsyncFlag | SDL_RENDERER_TARGETTEXTURE));
        if (!m_renderer) {
            // No accelerated renderer on this display driver (e.g. the headless "dummy").
            m_renderer.reset(SDL_CreateRenderer(
                window.get(), -1, SDL_RENDERER_SOFTWARE | SDL_RENDERER_TARGETTEXTURE));
        }
    }
    if (!m_renderer) {
        throwSdlError("cannot create a renderer");
    }
    SDL_SetRenderDrawBlendMode(m_renderer.get(), SDL_BLENDMODE_BLEND);
    refreshSize();
    const char* video = SDL_GetCurrentVideoDriver();
    if (video != nullptr && std::strcmp(video, "offscreen") == 0 &&
        name().compare(0, 6, "opengl") == 0) {
        // The renderer made its context current; glFinish is in every OpenGL (ES) library.
        m_finish = reinterpret_cast<void (*)()>(SDL_GL_GetProcAddress("glFinish"));
    }
}

void Renderer::present() const {
    SDL_RenderPresent(m_renderer.get());
    if (m_finish != nullptr) {
        m_finish();
    }
}

std::string Renderer::name() const {
    SDL_RendererInfo info{};
    if (SDL_GetRendererInfo(m_renderer.get(), &info) != 0 || info.name == nullptr) {
        return "unknown";
    }
    return info.name;
}

bool Renderer::vsync() const {
    SDL_RendererInfo info{};
    return SDL_GetRendererInfo(m_renderer.get(), &info) == 0 &&
           (info.flags & SDL_RENDERER_PRESENTVSYNC) != 0;
}

bool Renderer::refreshSize() {
    int w = 0;
    int h = 0;
    SDL_GetRendererOutputSize(m_renderer.get(), &w, &h);
    const bool changed = w != m_w || h != m_h;
    m_w = w;
    m_h = h;
    return changed;
}

SurfacePtr Renderer::capture() const {
    SurfacePtr surface(SDL_CreateRGBSurfaceWithFormat(0, m_w, m_h, 32, SDL_PIXELFORMAT_RGBA32));
    if (!surface) {
        throwSdlError("cannot allocate a capture surface");
    }
    if (SDL_RenderReadPixels(m_renderer.get(), nullptr, SDL_PIXELFORMAT_RGBA32, surface->pixels,
                             surface->pitch) != 0) {
        throwSdlError("cannot read pixels");
    }
    return surface;
}

void Renderer::savePng(const std::filesystem::path& file) const {
    const SurfacePtr surface = capture();
    if (IMG_SavePNG(surface.get(), file.string().c_str()) != 0) {
        throwSdlError("cannot write " + file.string());
    }
}

} // namespace greed::platform

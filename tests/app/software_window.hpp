// A hidden window with SDL's software renderer, for tests of our own drawing into its pixels
// (translucent fills, window blits, the soft canvas drawn in place).
#pragma once

#include <SDL.h>

#include <algorithm>
#include <cstdlib>
#include <vector>

namespace greed::testing {

struct SoftwareWindow {
    int w;
    int h;
    SDL_Window* window = nullptr;
    SDL_Renderer* renderer = nullptr;

    SoftwareWindow(int width, int height) : w(width), h(height) {
        SDL_InitSubSystem(SDL_INIT_VIDEO);
        window = SDL_CreateWindow("test", 0, 0, w, h, SDL_WINDOW_HIDDEN);
        renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE);
    }
    ~SoftwareWindow() {
        SDL_DestroyRenderer(renderer);
        SDL_DestroyWindow(window);
        SDL_QuitSubSystem(SDL_INIT_VIDEO);
    }
    SoftwareWindow(const SoftwareWindow&) = delete;
    SoftwareWindow& operator=(const SoftwareWindow&) = delete;

    // A gradient across the window, so every blend meets different pixels.
    void paintGradient() const {
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE);
        for (int x = 0; x < w; ++x) {
            SDL_SetRenderDrawColor(renderer, static_cast<Uint8>(x * 2 % 256),
                                   static_cast<Uint8>(255 - x * 2 % 256),
                                   static_cast<Uint8>((x + 60) % 256), 255);
            SDL_RenderDrawLine(renderer, x, 0, x, h - 1);
        }
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
    }

    std::vector<Uint32> pixels() const {
        std::vector<Uint32> out(static_cast<std::size_t>(w) * static_cast<std::size_t>(h));
        SDL_RenderReadPixels(renderer, nullptr, SDL_PIXELFORMAT_ARGB8888, out.data(), w * 4);
        return out;
    }
};

// The largest difference of two pixels in one colour channel.
inline int channelGap(Uint32 a, Uint32 b) {
    int gap = 0;
    for (int shift = 0; shift < 24; shift += 8) {
        gap = std::max(
            gap, std::abs(static_cast<int>(a >> shift & 255) - static_cast<int>(b >> shift & 255)));
    }
    return gap;
}

} // namespace greed::testing

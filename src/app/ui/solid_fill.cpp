// SolidFill: a blended rectangle written into the window surface the software renderer draws.
#include "app/ui/solid_fill.hpp"

#include "platform/window_blit.hpp"

#include <algorithm>
#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace greed::app {

Uint32 opaquePixelFormat(SDL_Renderer* renderer) {
    SDL_Window* window = SDL_RenderGetWindow(renderer);
    const Uint32 format = window != nullptr ? SDL_GetWindowPixelFormat(window)
                                            : static_cast<Uint32>(SDL_PIXELFORMAT_UNKNOWN);
    SDL_RendererInfo info{};
    if (format != SDL_PIXELFORMAT_UNKNOWN && SDL_GetRendererInfo(renderer, &info) == 0) {
        for (Uint32 i = 0; i < info.num_texture_formats; ++i) {
            if (info.texture_formats[i] == format) {
                return format;
            }
        }
    }
    return SDL_PIXELFORMAT_ARGB8888;
}

void blendRow(Uint32* pixels, int n, Uint32 mapped, Uint8 alpha) {
    const unsigned a = alpha;
    const unsigned keep = 256 - a;
    Uint8 s[4];
    std::memcpy(s, &mapped, 4);
    // Every byte blended, the unused one too (it is 255 in the colour and in an opaque
    // surface, so it stays 255).
    int i = 0;
#if defined(__SSE2__)
    auto w = [&](int k) {
        return static_cast<short>(s[k] * a);
    };
    const __m128i add = _mm_set_epi16(w(3), w(2), w(1), w(0), w(3), w(2), w(1), w(0));
    const __m128i mul = _mm_set1_epi16(static_cast<short>(keep));
    const __m128i zero = _mm_setzero_si128();
    for (; i + 4 <= n; i += 4) {
        const __m128i d = _mm_loadu_si128(reinterpret_cast<const __m128i*>(pixels + i));
        // 255 * keep + 255 * a = 65280: the sum fits an unsigned 16-bit lane.
        __m128i lo = _mm_unpacklo_epi8(d, zero);
        __m128i hi = _mm_unpackhi_epi8(d, zero);
        lo = _mm_srli_epi16(_mm_add_epi16(_mm_mullo_epi16(lo, mul), add), 8);
        hi = _mm_srli_epi16(_mm_add_epi16(_mm_mullo_epi16(hi, mul), add), 8);
        _mm_storeu_si128(reinterpret_cast<__m128i*>(pixels + i), _mm_packus_epi16(lo, hi));
    }
#endif
    for (; i < n; ++i) {
        Uint8 d[4];
        std::memcpy(d, pixels + i, 4);
        for (int k = 0; k < 4; ++k) {
            d[k] = static_cast<Uint8>((d[k] * keep + s[k] * a) >> 8);
        }
        std::memcpy(pixels + i, d, 4);
    }
}

bool SolidFill::fill(SDL_Renderer* renderer, const SDL_Rect& r, SDL_Color c) {
    if (c.a == 0 || c.a == 255) {
        return false;
    }
    const std::optional<platform::WindowPixels> window = platform::windowPixels(renderer);
    if (!window) {
        return false;
    }
    const SDL_Rect area{r.x + window->origin.x, r.y + window->origin.y, r.w, r.h};
    SDL_Rect inView{};
    if (!SDL_IntersectRect(&area, &window->clip, &inView)) {
        return true; // nothing of it is visible
    }
    // What was queued before must land first (the renderer batches its draws).
    SDL_RenderFlush(renderer);
    SDL_Surface* surface = window->surface;
    if (SDL_MUSTLOCK(surface) && SDL_LockSurface(surface) != 0) {
        return false;
    }
    const Uint32 colour =
        SDL_MapRGB(surface->format, c.r, c.g, c.b) |
        ~(surface->format->Rmask | surface->format->Gmask | surface->format->Bmask);
    auto* base = static_cast<Uint8*>(surface->pixels);
    for (int y = inView.y; y < inView.y + inView.h; ++y) {
        auto* row =
            reinterpret_cast<Uint32*>(base + static_cast<std::ptrdiff_t>(y) * surface->pitch);
        blendRow(row + inView.x, inView.w, colour, c.a);
    }
    if (SDL_MUSTLOCK(surface)) {
        SDL_UnlockSurface(surface);
    }
    return true;
}

} // namespace greed::app

// Window blits: our own blended copies into the software renderer's window surface.
#include "platform/window_blit.hpp"

#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace greed::platform {

namespace {

bool isSoftware(SDL_Renderer* renderer) {
    SDL_RendererInfo info{};
    return renderer != nullptr && SDL_GetRendererInfo(renderer, &info) == 0 &&
           info.name != nullptr && std::strcmp(info.name, "software") == 0;
}

// Whether a lock of a streaming texture hands out the pixels it holds: SDL only promises a
// buffer to write, and the software renderer gives the texture's own surface. Checked with a
// texture of four known pixels rather than assumed, so another SDL falls back to its copies.
bool lockReadsBack(SDL_Renderer* renderer) {
    TexturePtr probe(
        SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STREAMING, 2, 2));
    const Uint32 known[4] = {0x80ff0000u, 0xff00ff00u, 0x000000ffu, 0x12345678u};
    if (!probe || SDL_UpdateTexture(probe.get(), nullptr, known, 8) != 0) {
        return false;
    }
    void* pixels = nullptr;
    int pitch = 0;
    if (SDL_LockTexture(probe.get(), nullptr, &pixels, &pitch) != 0) {
        return false;
    }
    bool same = pitch >= 8;
    for (int y = 0; same && y < 2; ++y) {
        same = std::memcmp(static_cast<const Uint8*>(pixels) + y * pitch, known + y * 2, 8) == 0;
    }
    SDL_UnlockTexture(probe.get());
    return same;
}

// x / 255 rounded down, for x up to 255 * 255, as SDL scales a channel by a mod.
unsigned div255(unsigned x) {
    return (x + 1 + (x >> 8)) >> 8;
}

void blendScalar(Uint32* dst, const Uint32* src, int n, const unsigned mod[4], bool modulated) {
    for (int i = 0; i < n; ++i) {
        Uint32 s = src[i];
        unsigned c[4] = {s & 255u, s >> 8 & 255u, s >> 16 & 255u, s >> 24};
        if (modulated) {
            for (int k = 0; k < 4; ++k) {
                c[k] = div255(c[k] * mod[k]);
            }
        }
        if (c[3] == 0) {
            continue;
        }
        const unsigned a = c[3] + (c[3] >> 7); // 0..255 stretched to 0..256
        const Uint32 d = dst[i];
        Uint32 out = 0;
        for (int k = 0; k < 3; ++k) {
            const unsigned dk = d >> (8 * k) & 255u;
            out |= ((c[k] * a + dk * (256 - a)) >> 8) << (8 * k);
        }
        dst[i] = out | (d & 0xff000000u);
    }
}

} // namespace

void blendPixels(Uint32* dst, const Uint32* src, int n, SDL_Color colour) {
    const unsigned mod[4] = {colour.b, colour.g, colour.r, colour.a};
    const bool modulated = colour.r != 255 || colour.g != 255 || colour.b != 255 || colour.a != 255;
    if (colour.a == 0) {
        return;
    }
    int i = 0;
#if defined(__SSE2__)
    const __m128i zero = _mm_setzero_si128();
    const __m128i alpha = _mm_set1_epi32(static_cast<int>(0xff000000u));
    const __m128i whole = _mm_set1_epi16(256);
    const __m128i one = _mm_set1_epi16(1);
    const __m128i scale = _mm_set_epi16(static_cast<short>(mod[3]), static_cast<short>(mod[2]),
                                        static_cast<short>(mod[1]), static_cast<short>(mod[0]),
                                        static_cast<short>(mod[3]), static_cast<short>(mod[2]),
                                        static_cast<short>(mod[1]), static_cast<short>(mod[0]));
    for (; i + 4 <= n; i += 4) {
        const __m128i s = _mm_loadu_si128(reinterpret_cast<const __m128i*>(src + i));
        const __m128i a = _mm_and_si128(s, alpha);
        if (_mm_movemask_epi8(_mm_cmpeq_epi32(a, zero)) == 0xffff) {
            continue; // four transparent pixels: most of a glyph's or a plate's corner
        }
        if (!modulated && _mm_movemask_epi8(_mm_cmpeq_epi32(a, alpha)) == 0xffff) {
            _mm_storeu_si128(reinterpret_cast<__m128i*>(dst + i), s); // four opaque ones
            continue;
        }
        __m128i slo = _mm_unpacklo_epi8(s, zero);
        __m128i shi = _mm_unpackhi_epi8(s, zero);
        if (modulated) {
            // s * m / 255 rounded down, as SDL modulates: (x + 1 + x / 256) / 256.
            const __m128i xlo = _mm_mullo_epi16(slo, scale);
            const __m128i xhi = _mm_mullo_epi16(shi, scale);
            slo = _mm_srli_epi16(_mm_add_epi16(_mm_add_epi16(xlo, one), _mm_srli_epi16(xlo, 8)), 8);
            shi = _mm_srli_epi16(_mm_add_epi16(_mm_add_epi16(xhi, one), _mm_srli_epi16(xhi, 8)), 8);
        }
        // Each pixel's alpha in its four lanes, 0..255 stretched to 0..256.
        __m128i alo = _mm_shufflehi_epi16(_mm_shufflelo_epi16(slo, 0xff), 0xff);
        __m128i ahi = _mm_shufflehi_epi16(_mm_shufflelo_epi16(shi, 0xff), 0xff);
        alo = _mm_add_epi16(alo, _mm_srli_epi16(alo, 7));
        ahi = _mm_add_epi16(ahi, _mm_srli_epi16(ahi, 7));
        const __m128i d = _mm_loadu_si128(reinterpret_cast<const __m128i*>(dst + i));
        const __m128i dlo = _mm_unpacklo_epi8(d, zero);
        const __m128i dhi = _mm_unpackhi_epi8(d, zero);
        // s * a + d * (256 - a) <= 255 * 256: fits an unsigned 16-bit lane.
        const __m128i lo =
            _mm_srli_epi16(_mm_add_epi16(_mm_mullo_epi16(slo, alo),
                                         _mm_mullo_epi16(dlo, _mm_sub_epi16(whole, alo))),
                           8);
        const __m128i hi =
            _mm_srli_epi16(_mm_add_epi16(_mm_mullo_epi16(shi, ahi),
                                         _mm_mullo_epi16(dhi, _mm_sub_epi16(whole, ahi))),
                           8);
        _mm_storeu_si128(reinterpret_cast<__m128i*>(dst + i), _mm_packus_epi16(lo, hi));
    }
#endif
    blendScalar(dst + i, src + i, n - i, mod, modulated);
}

bool readableTextures(SDL_Renderer* renderer) {
    // The last renderer asked and its answer: one renderer draws for the whole run (tests make
    // several in turn, each asked again when it is new).
    static SDL_Renderer* asked = nullptr;
    static bool readable = false;
    if (renderer != asked) {
        asked = renderer;
        readable = isSoftware(renderer) && lockReadsBack(renderer);
    }
    return readable;
}

SDL_TextureAccess readableAccess(SDL_Renderer* renderer) {
    return readableTextures(renderer) ? SDL_TEXTUREACCESS_STREAMING : SDL_TEXTUREACCESS_STATIC;
}

std::optional<WindowPixels> windowPixels(SDL_Renderer* renderer) {
    if (!readableTextures(renderer) || SDL_GetRenderTarget(renderer) != nullptr) {
        return std::nullopt;
    }
    float sx = 1;
    float sy = 1;
    SDL_RenderGetScale(renderer, &sx, &sy);
    SDL_Window* window = SDL_RenderGetWindow(renderer);
    SDL_Surface* surface = window != nullptr ? SDL_GetWindowSurface(window) : nullptr;
    if (sx != 1.0f || sy != 1.0f || surface == nullptr || surface->format->BytesPerPixel != 4 ||
        surface->format->Amask != 0 || surface->format->Rmask != 0x00ff0000u ||
        surface->format->Gmask != 0x0000ff00u || surface->format->Bmask != 0x000000ffu) {
        return std::nullopt;
    }
    WindowPixels out;
    out.surface = surface;
    SDL_Rect view{};
    SDL_RenderGetViewport(renderer, &view);
    out.origin = {view.x, view.y};
    out.clip = {0, 0, surface->w, surface->h};
    SDL_Rect inView{view.x, view.y, view.w, view.h};
    if (SDL_RenderIsClipEnabled(renderer) == SDL_TRUE) {
        SDL_Rect clip{};
        SDL_RenderGetClipRect(renderer, &clip);
        clip.x += view.x;
        clip.y += view.y;
        SDL_IntersectRect(&inView, &clip, &inView);
    }
    if (SDL_IntersectRect(&out.clip, &inView, &out.clip) != SDL_TRUE) {
        out.clip = {0, 0, 0, 0};
    }
    return out;
}

namespace {

// The blit itself; false when SDL must do it.
bool blit(SDL_Renderer* renderer, SDL_Texture* texture, const SDL_Rect* src, const SDL_Rect* dst) {
    Uint32 format = 0;
    int access = 0;
    int w = 0;
    int h = 0;
    SDL_BlendMode mode = SDL_BLENDMODE_INVALID;
    if (texture == nullptr || SDL_QueryTexture(texture, &format, &access, &w, &h) != 0 ||
        access != SDL_TEXTUREACCESS_STREAMING || format != SDL_PIXELFORMAT_ARGB8888 ||
        SDL_GetTextureBlendMode(texture, &mode) != 0 ||
        (mode != SDL_BLENDMODE_BLEND && mode != SDL_BLENDMODE_NONE)) {
        return false;
    }
    const SDL_Rect from = src != nullptr ? *src : SDL_Rect{0, 0, w, h};
    if (from.x < 0 || from.y < 0 || from.w <= 0 || from.h <= 0 || from.x + from.w > w ||
        from.y + from.h > h) {
        return false;
    }
    const std::optional<WindowPixels> window = windowPixels(renderer);
    if (!window) {
        return false;
    }
    SDL_Rect to{};
    if (dst != nullptr) {
        to = *dst;
    } else {
        SDL_Rect view{};
        SDL_RenderGetViewport(renderer, &view);
        to = {0, 0, view.w, view.h};
    }
    if (to.w != from.w || to.h != from.h) {
        return false; // scaled: SDL's stretch
    }
    SDL_Color mod{255, 255, 255, 255};
    SDL_GetTextureColorMod(texture, &mod.r, &mod.g, &mod.b);
    SDL_GetTextureAlphaMod(texture, &mod.a);
    const bool plain = mod.r == 255 && mod.g == 255 && mod.b == 255 && mod.a == 255;
    if (mode == SDL_BLENDMODE_NONE && !plain) {
        return false;
    }
    const SDL_Rect area{to.x + window->origin.x, to.y + window->origin.y, to.w, to.h};
    SDL_Rect shown{};
    if ((mode == SDL_BLENDMODE_BLEND && mod.a == 0) ||
        SDL_IntersectRect(&area, &window->clip, &shown) != SDL_TRUE) {
        return true; // nothing of it shows
    }
    // What was queued before must land first (the renderer batches its draws); the lock
    // flushes too when a queued draw uses this texture.
    SDL_RenderFlush(renderer);
    void* pixels = nullptr;
    int pitch = 0;
    if (SDL_LockTexture(texture, nullptr, &pixels, &pitch) != 0) {
        return false;
    }
    SDL_Surface* surface = window->surface;
    if (SDL_MUSTLOCK(surface) && SDL_LockSurface(surface) != 0) {
        SDL_UnlockTexture(texture);
        return false;
    }
    const int fromX = from.x + (shown.x - area.x);
    const int fromY = from.y + (shown.y - area.y);
    for (int y = 0; y < shown.h; ++y) {
        const auto* in = reinterpret_cast<const Uint32*>(
            static_cast<const Uint8*>(pixels) + static_cast<std::ptrdiff_t>(fromY + y) * pitch);
        auto* out =
            reinterpret_cast<Uint32*>(static_cast<Uint8*>(surface->pixels) +
                                      static_cast<std::ptrdiff_t>(shown.y + y) * surface->pitch);
        if (mode == SDL_BLENDMODE_NONE) {
            std::memcpy(out + shown.x, in + fromX, static_cast<std::size_t>(shown.w) * 4);
        } else {
            blendPixels(out + shown.x, in + fromX, shown.w, mod);
        }
    }
    if (SDL_MUSTLOCK(surface)) {
        SDL_UnlockSurface(surface);
    }
    SDL_UnlockTexture(texture);
    return true;
}

} // namespace

int copyTexture(SDL_Renderer* renderer, SDL_Texture* texture, const SDL_Rect* src,
                const SDL_Rect* dst) {
    if (blit(renderer, texture, src, dst)) {
        return 0;
    }
    return SDL_RenderCopy(renderer, texture, src, dst);
}

TexturePtr textureOf(SDL_Renderer* renderer, const Uint32* pixels, int w, int h, int pitch) {
    TexturePtr tex(
        SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888, readableAccess(renderer), w, h));
    if (!tex || SDL_UpdateTexture(tex.get(), nullptr, pixels, pitch > 0 ? pitch : w * 4) != 0) {
        return nullptr;
    }
    SDL_SetTextureBlendMode(tex.get(), SDL_BLENDMODE_BLEND);
    return tex;
}

TexturePtr textureOf(SDL_Renderer* renderer, SDL_Surface* surface) {
    if (surface == nullptr) {
        return nullptr;
    }
    SurfacePtr converted;
    if (surface->format->format != SDL_PIXELFORMAT_ARGB8888) {
        converted.reset(SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ARGB8888, 0));
        if (!converted) {
            return nullptr;
        }
        surface = converted.get();
    }
    if (SDL_MUSTLOCK(surface) && SDL_LockSurface(surface) != 0) {
        return nullptr;
    }
    TexturePtr tex = textureOf(renderer, static_cast<const Uint32*>(surface->pixels), surface->w,
                               surface->h, surface->pitch);
    if (SDL_MUSTLOCK(surface)) {
        SDL_UnlockSurface(surface);
    }
    return tex;
}

bool readPixels(SDL_Renderer* renderer, SDL_Texture* texture, std::vector<Uint32>& pixels, int& w,
                int& h, const SDL_Rect* area) {
    Uint32 format = 0;
    int access = 0;
    int tw = 0;
    int th = 0;
    if (texture == nullptr || SDL_QueryTexture(texture, &format, &access, &tw, &th) != 0) {
        return false;
    }
    SDL_Rect part{0, 0, tw, th};
    if (area != nullptr) {
        const SDL_Rect whole = part;
        if (SDL_IntersectRect(area, &whole, &part) != SDL_TRUE) {
            return false;
        }
    }
    w = part.w;
    h = part.h;
    pixels.assign(static_cast<std::size_t>(w) * static_cast<std::size_t>(h), 0);
    if (access == SDL_TEXTUREACCESS_STREAMING && format == SDL_PIXELFORMAT_ARGB8888 &&
        readableTextures(renderer)) {
        void* locked = nullptr;
        int pitch = 0;
        if (SDL_LockTexture(texture, &part, &locked, &pitch) != 0) {
            return false;
        }
        for (int y = 0; y < h; ++y) {
            std::memcpy(pixels.data() + static_cast<std::size_t>(y) * static_cast<std::size_t>(w),
                        static_cast<const Uint8*>(locked) + static_cast<std::ptrdiff_t>(y) * pitch,
                        static_cast<std::size_t>(w) * 4);
        }
        SDL_UnlockTexture(texture);
        return true;
    }
    if (access != SDL_TEXTUREACCESS_TARGET) {
        return false;
    }
    SDL_Texture* previous = SDL_GetRenderTarget(renderer);
    SDL_Rect clip{};
    SDL_RenderGetClipRect(renderer, &clip);
    const bool clipped = SDL_RenderIsClipEnabled(renderer) == SDL_TRUE;
    const bool read =
        SDL_SetRenderTarget(renderer, texture) == 0 &&
        SDL_RenderReadPixels(renderer, &part, SDL_PIXELFORMAT_ARGB8888, pixels.data(), w * 4) == 0;
    SDL_SetRenderTarget(renderer, previous);
    SDL_RenderSetClipRect(renderer, clipped ? &clip : nullptr);
    return read;
}

TexturePtr readableCopy(SDL_Renderer* renderer, TexturePtr target) {
    if (!target || !readableTextures(renderer)) {
        return target;
    }
    std::vector<Uint32> pixels;
    int w = 0;
    int h = 0;
    if (!readPixels(renderer, target.get(), pixels, w, h)) {
        return target;
    }
    TexturePtr copy = textureOf(renderer, pixels.data(), w, h);
    return copy ? std::move(copy) : std::move(target);
}

} // namespace greed::platform

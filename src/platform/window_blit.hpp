// Window blits: texture copies blended straight into the software renderer's window surface by
// our own SIMD loop. The software renderer blends an ARGB texture onto the window with a scalar
// loop (~15 instructions a pixel, every pixel, transparent ones too) and a tinted or faded one
// through its generic blitter (~3 times that); a table frame copies megapixels of plates, text
// and sprites. Textures whose pixels can be read (streaming ones: on the software renderer a
// lock hands out the texture's own pixels) are blended here, 4 pixels a step, runs of
// transparent or opaque pixels skipped or copied; every other copy is SDL_RenderCopy.
#pragma once

#include "platform/sdl_ptr.hpp"

#include <SDL.h>

#include <optional>
#include <vector>

namespace greed::platform {

// The window's pixels as the software renderer draws them, when it draws to the window at
// scale 1 into a 32-bit surface without alpha and its textures' pixels can be read back
// through a lock (checked once per renderer). `clip` is what a draw may touch (window pixels,
// viewport and clip rect applied), `origin` the viewport's corner.
struct WindowPixels {
    SDL_Surface* surface = nullptr;
    SDL_Rect clip{0, 0, 0, 0};
    SDL_Point origin{0, 0};
};
std::optional<WindowPixels> windowPixels(SDL_Renderer* renderer);

// Whether `renderer` is SDL's software one whose streaming textures hand out their own pixels
// through a lock (asked once per renderer).
bool readableTextures(SDL_Renderer* renderer);

// The access to create a texture with that copyTexture() can blend itself: streaming where
// the textures are readable, static elsewhere.
SDL_TextureAccess readableAccess(SDL_Renderer* renderer);

// SDL_RenderCopy(renderer, texture, src, dst), blended by our own loop when it can be: the
// window as target (windowPixels), a readable ARGB8888 texture in blend mode "blend" or
// "none" (unmodulated), `dst` the size of `src` (no scaling). Colour and alpha mods, the
// viewport and the clip rect are honoured as SDL does. Returns SDL_RenderCopy's result, or 0.
int copyTexture(SDL_Renderer* renderer, SDL_Texture* texture, const SDL_Rect* src,
                const SDL_Rect* dst);

// A texture of w x h pixels (0xAARRGGBB, straight alpha, rows `pitch` bytes apart; 0: w * 4)
// in blend mode "blend", readable where textures can be; null when it cannot be made.
TexturePtr textureOf(SDL_Renderer* renderer, const Uint32* pixels, int w, int h, int pitch = 0);

// A texture of `surface`'s pixels (any format), as textureOf() makes them.
TexturePtr textureOf(SDL_Renderer* renderer, SDL_Surface* surface);

// The pixels (0xAARRGGBB) of `texture` (of its `area` when one is given; w x h is what was
// read), a render target or a readable texture; false when they cannot be read. The render
// target and clip rect are left as they were.
bool readPixels(SDL_Renderer* renderer, SDL_Texture* texture, std::vector<Uint32>& pixels, int& w,
                int& h, const SDL_Rect* area = nullptr);

// `target` (a render target texture) as a readable texture of the same pixels, blend mode
// "blend"; the target itself where textures are not readable or it cannot be read.
TexturePtr readableCopy(SDL_Renderer* renderer, TexturePtr target);

// Blends `n` straight-alpha 0xAARRGGBB pixels of `src`, each channel first scaled by `mod`
// (SDL's colour and alpha mods), over `dst`, pixels with the same byte order and no alpha:
// d + (s - d) * a per channel, a in 1/256 steps (0 leaves d, 255 gives s), within a level or
// two of SDL's own blend.
void blendPixels(Uint32* dst, const Uint32* src, int n, SDL_Color mod);

} // namespace greed::platform

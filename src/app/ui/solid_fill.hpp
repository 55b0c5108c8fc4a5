// SolidFill: translucent rectangles blended straight into the software renderer's window
// surface by our own SIMD loop: SDL blends a fill through its generic per-pixel path.
#pragma once

#include <SDL.h>

namespace greed::app {

// A pixel format for opaque textures copied whole every frame: the window's, when the renderer
// can draw with a texture of it (copies are then memcpy or SDL's fast blenders).
Uint32 opaquePixelFormat(SDL_Renderer* renderer);

class SolidFill {
public:
    // Blends `c` (0 < alpha < 255) over `r` (window pixels) when the renderer is the software
    // one drawing to the window at scale 1 (platform::windowPixels), inside its clip rect;
    // false otherwise (drawing into a texture, another renderer): the caller fills the usual
    // way. SDL's blended fill costs ~25 instructions a pixel, this loop under 3; a bust's wash
    // covers the whole felt.
    bool fill(SDL_Renderer* renderer, const SDL_Rect& r, SDL_Color c);
};

// Blends `c` at its alpha over `n` 32-bit pixels whose bytes in memory are the colour's
// `bytes` order (as SDL_MapRGB packed them): d + (s - d) * a / 256 per byte.
void blendRow(Uint32* pixels, int n, Uint32 mapped, Uint8 alpha);

} // namespace greed::app

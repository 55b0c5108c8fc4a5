// DrawCounters: what a frame asks of the renderer, counted where the game calls SDL (the
// painter, the text and the sprites): calls that draw, the pixels they cover, textures made
// and bytes of pixels sent.
#pragma once

#include <cstdint>

namespace greed::platform {

struct DrawCounters {
    long drawCalls = 0;              // SDL_RenderCopy*, SDL_RenderGeometry, SDL_RenderFill*, Clear
    long texturesCreated = 0;        // textures made (with pixels or as render targets)
    std::uint64_t bytesUploaded = 0; // pixels handed to the renderer (4 bytes a pixel)
    // Pixels the draw calls cover (before clipping; a rectangle's area, a triangle's): what a
    // renderer without a graphics card (llvmpipe, the software one) shades and blends.
    double pixelsDrawn = 0;

    // Counts one draw call covering `pixels`.
    void draw(double pixels) {
        ++drawCalls;
        pixelsDrawn += pixels;
    }

    // Counts a texture of w x h made from pixels in memory.
    void upload(int w, int h) {
        ++texturesCreated;
        bytesUploaded += static_cast<std::uint64_t>(w) * static_cast<std::uint64_t>(h) * 4u;
    }
};

} // namespace greed::platform

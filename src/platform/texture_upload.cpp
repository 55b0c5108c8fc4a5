// Texture upload: SDL_CreateTextureFromSurface with the game's blend and filter.
#include "platform/texture_upload.hpp"

namespace greed::platform {

TexturePtr uploadSurface(SDL_Renderer* renderer, SDL_Surface* surface, DrawCounters* counters) {
    if (surface == nullptr) {
        return nullptr;
    }
    TexturePtr texture(SDL_CreateTextureFromSurface(renderer, surface));
    if (!texture) {
        return nullptr;
    }
    SDL_SetTextureBlendMode(texture.get(), SDL_BLENDMODE_BLEND);
    // The art's transparent pixels carry the colour of their neighbours (tools/canvas.cpp), so
    // filtering at an edge fades the colour out instead of darkening it.
    SDL_SetTextureScaleMode(texture.get(), SDL_ScaleModeLinear);
    if (counters != nullptr) {
        counters->upload(surface->w, surface->h);
    }
    return texture;
}

} // namespace greed::platform

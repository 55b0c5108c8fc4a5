// Texture upload: the one way the game hands pixels made in memory (sprite files, rendered
// strings) to the renderer, counted.
#pragma once

#include "platform/draw_counters.hpp"
#include "platform/sdl_ptr.hpp"

namespace greed::platform {

// A static texture of `surface`'s pixels (any format), blend mode "blend", filtered linearly
// when scaled or turned; counted in `counters` when given. Null when it cannot be made.
TexturePtr uploadSurface(SDL_Renderer* renderer, SDL_Surface* surface, DrawCounters* counters);

} // namespace greed::platform

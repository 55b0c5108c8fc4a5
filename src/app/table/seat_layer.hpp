// SeatLayer: seat plates drawn once into a texture and copied while nothing on them changes: the
// seats that are not playing (their scores, tags and names change only between turns), so the
// software renderer does not redraw seven plates a frame, and the lit plate of the one playing
// (its light, which pulses, is drawn live under it).
#pragma once

#include "platform/sdl_ptr.hpp"

#include <SDL.h>

#include <functional>
#include <string>
#include <vector>

namespace greed::app {

class SeatLayer {
public:
    // Copies `areas` (window pixels inside `bounds`) of the layer to the screen, first
    // repainting the layer, a texture covering `bounds` of the window, with `paint` when `key`
    // differs from what it holds or the bounds moved. `paint` draws in window pixels less the
    // origin it is given (the bounds' corner). Falls back to painting straight onto the screen,
    // origin (0, 0), when no texture can be made.
    void draw(SDL_Renderer* renderer, const SDL_Rect& bounds, const std::string& key,
              const std::vector<SDL_Rect>& areas,
              const std::function<void(SDL_Point origin)>& paint) const;

private:
    // The texture to draw `part` (layer pixels) from: m_shown, one our own blit can read on
    // the software renderer (a render target cannot be), with `part` read back into it once
    // per repaint; the layer itself elsewhere.
    SDL_Texture* shown(SDL_Renderer* renderer, const SDL_Rect& part) const;

    // A render cache: drawing stays free of game state changes, only this copy is refreshed.
    mutable platform::TexturePtr m_texture;
    mutable platform::TexturePtr m_shown;  // null: m_texture is drawn
    mutable std::vector<SDL_Rect> m_fresh; // parts of m_shown read back since the repaint
    mutable std::string m_key;
    mutable bool m_painted = false;
    mutable SDL_Rect m_bounds{0, 0, 0, 0};
};

} // namespace greed::app

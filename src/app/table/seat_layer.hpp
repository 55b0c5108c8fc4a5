// SeatLayer: the plates of the seats that are not playing, drawn once into a window-sized
// texture and copied seat by seat while nothing on them changes (their scores, tags and names
// change only between turns), so the software renderer does not redraw seven plates a frame.
#pragma once

#include "platform/sdl_ptr.hpp"

#include <SDL.h>

#include <functional>
#include <string>
#include <vector>

namespace greed::app {

class SeatLayer {
public:
    // Copies `areas` of the layer to the screen, first repainting the layer with `paint` (which
    // draws in window coordinates) when `key` differs from what the layer holds or the window
    // size changed. Falls back to painting straight onto the screen when no texture can be made.
    void draw(SDL_Renderer* renderer, int width, int height, const std::string& key,
              const std::vector<SDL_Rect>& areas, const std::function<void()>& paint) const;

private:
    // A render cache: drawing stays free of game state changes, only this copy is refreshed.
    mutable platform::TexturePtr m_texture;
    mutable std::string m_key;
    mutable bool m_painted = false;
    mutable int m_width = 0;
    mutable int m_height = 0;
};

} // namespace greed::app

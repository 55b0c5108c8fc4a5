// SeatLayer: seat plates drawn once into a render target and copied while nothing on them
// changes: the seats that are not playing (their scores, tags and names change only between
// turns), and the lit plate of the one playing (its light, which pulses, is drawn live under it).
#pragma once

#include "app/ui/painter.hpp"
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
    // differs from what it holds, the bounds moved or the renderer lost its targets' pixels.
    // `paint` draws in window pixels less the origin it is given (the bounds' corner). Falls
    // back to painting straight onto the screen, origin (0, 0), when no texture can be made.
    void draw(const Painter& painter, const SDL_Rect& bounds, const std::string& key,
              const std::vector<SDL_Rect>& areas,
              const std::function<void(SDL_Point origin)>& paint) const;

private:
    // Notes the layer's words whose centre lies in `part` (window pixels) of the copy.
    void noteLabels(const Painter& painter, const SDL_Rect& bounds, const SDL_Rect& part) const;

    // A render cache: drawing stays free of game state changes, only this copy is refreshed.
    mutable platform::TexturePtr m_texture;
    mutable std::string m_key;
    mutable bool m_painted = false;
    mutable unsigned m_generation = 0; // the painter's target generation it was painted in
    mutable SDL_Rect m_bounds{0, 0, 0, 0};
    // The words painted into the layer (layer pixels), noted again with every copy, so the
    // text-fit checks see a cached plate's words as they see live ones.
    mutable std::vector<DrawnLabel> m_labels;
};

} // namespace greed::app

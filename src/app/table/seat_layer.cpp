// SeatLayer: repaint on a new key, then copy the seats' areas.
#include "app/table/seat_layer.hpp"

#include <vector>

namespace greed::app {

void SeatLayer::noteLabels(const Painter& painter, const SDL_Rect& bounds,
                           const SDL_Rect& part) const {
    if (painter.labelLog() == nullptr) {
        return;
    }
    for (const DrawnLabel& l : m_labels) {
        const SDL_Rect at{l.rect.x + bounds.x, l.rect.y + bounds.y, l.rect.w, l.rect.h};
        const SDL_Point centre{at.x + at.w / 2, at.y + at.h / 2};
        if (SDL_PointInRect(&centre, &part) == SDL_TRUE) {
            painter.noteLabel(l.text, at);
        }
    }
}

void SeatLayer::draw(const Painter& painter, const SDL_Rect& bounds, const std::string& key,
                     const std::vector<SDL_Rect>& areas,
                     const std::function<void(SDL_Point origin)>& paint) const {
    if (bounds.w <= 0 || bounds.h <= 0) {
        return;
    }
    SDL_Renderer* renderer = painter.renderer();
    if (!m_texture || bounds.w != m_bounds.w || bounds.h != m_bounds.h) {
        m_texture.reset(SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888,
                                          SDL_TEXTUREACCESS_TARGET, bounds.w, bounds.h));
        m_painted = false;
        if (m_texture) {
            ++painter.counters().texturesCreated;
            SDL_SetTextureBlendMode(m_texture.get(), SDL_BLENDMODE_BLEND);
            SDL_SetTextureScaleMode(m_texture.get(), SDL_ScaleModeNearest); // copied 1:1
        }
    }
    if (!m_texture) {
        paint({0, 0}); // no texture (out of memory, a renderer without targets): drawn live
        return;
    }
    if (!m_painted || key != m_key || bounds.x != m_bounds.x || bounds.y != m_bounds.y ||
        m_generation != painter.targetGeneration()) {
        SDL_Texture* previous = SDL_GetRenderTarget(renderer);
        SDL_Rect clip{};
        const bool clipped = SDL_RenderIsClipEnabled(renderer) == SDL_TRUE;
        SDL_RenderGetClipRect(renderer, &clip);
        if (SDL_SetRenderTarget(renderer, m_texture.get()) != 0) {
            m_texture.reset();
            paint({0, 0});
            return;
        }
        SDL_RenderSetClipRect(renderer, nullptr);
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE);
        painter.clear({0, 0, 0, 0});
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
        std::vector<DrawnLabel>* const outer = painter.labelLog();
        m_labels.clear();
        painter.recordLabels(&m_labels);
        paint({bounds.x, bounds.y});
        painter.recordLabels(outer);
        SDL_SetRenderTarget(renderer, previous);
        SDL_RenderSetClipRect(renderer, clipped ? &clip : nullptr);
        m_key = key;
        m_painted = true;
        m_generation = painter.targetGeneration();
    }
    m_bounds = bounds;
    for (const SDL_Rect& area : areas) {
        SDL_Rect part{};
        if (SDL_IntersectRect(&area, &bounds, &part) == SDL_TRUE) {
            const SDL_Rect from{part.x - bounds.x, part.y - bounds.y, part.w, part.h};
            painter.copy(m_texture.get(), &from, &part);
            noteLabels(painter, bounds, part);
        }
    }
}

} // namespace greed::app

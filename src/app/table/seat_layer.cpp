// SeatLayer: repaint on a new key, then copy the seats' areas.
#include "app/table/seat_layer.hpp"

namespace greed::app {

void SeatLayer::draw(SDL_Renderer* renderer, int width, int height, const std::string& key,
                     const std::vector<SDL_Rect>& areas, const std::function<void()>& paint) const {
    if (!m_texture || width != m_width || height != m_height) {
        m_texture.reset(SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888,
                                          SDL_TEXTUREACCESS_TARGET, width, height));
        m_width = width;
        m_height = height;
        m_painted = false;
        if (m_texture) {
            SDL_SetTextureBlendMode(m_texture.get(), SDL_BLENDMODE_BLEND);
        }
    }
    if (!m_texture) {
        paint(); // no texture (out of memory, a renderer without targets): drawn live
        return;
    }
    if (!m_painted || key != m_key) {
        SDL_Texture* previous = SDL_GetRenderTarget(renderer);
        SDL_Rect clip{};
        const bool clipped = SDL_RenderIsClipEnabled(renderer) == SDL_TRUE;
        SDL_RenderGetClipRect(renderer, &clip);
        if (SDL_SetRenderTarget(renderer, m_texture.get()) != 0) {
            m_texture.reset();
            paint();
            return;
        }
        SDL_RenderSetClipRect(renderer, nullptr);
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE);
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 0);
        SDL_RenderClear(renderer);
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
        paint();
        SDL_SetRenderTarget(renderer, previous);
        SDL_RenderSetClipRect(renderer, clipped ? &clip : nullptr);
        m_key = key;
        m_painted = true;
    }
    for (const SDL_Rect& area : areas) {
        SDL_Rect part{};
        const SDL_Rect window{0, 0, width, height};
        if (SDL_IntersectRect(&area, &window, &part) == SDL_TRUE) {
            SDL_RenderCopy(renderer, m_texture.get(), &part, &part);
        }
    }
}

} // namespace greed::app

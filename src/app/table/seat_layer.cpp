// SeatLayer: repaint on a new key, then copy the seats' areas.
#include "app/table/seat_layer.hpp"

#include "platform/window_blit.hpp"

#include <vector>

namespace greed::app {

void SeatLayer::draw(SDL_Renderer* renderer, const SDL_Rect& bounds, const std::string& key,
                     const std::vector<SDL_Rect>& areas,
                     const std::function<void(SDL_Point origin)>& paint) const {
    if (bounds.w <= 0 || bounds.h <= 0) {
        return;
    }
    if (!m_texture || bounds.w != m_bounds.w || bounds.h != m_bounds.h) {
        m_texture.reset(SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888,
                                          SDL_TEXTUREACCESS_TARGET, bounds.w, bounds.h));
        m_painted = false;
        m_shown.reset();
        m_fresh.clear();
        if (m_texture) {
            SDL_SetTextureBlendMode(m_texture.get(), SDL_BLENDMODE_BLEND);
        }
    }
    if (!m_texture) {
        paint({0, 0}); // no texture (out of memory, a renderer without targets): drawn live
        return;
    }
    if (!m_painted || key != m_key || bounds.x != m_bounds.x || bounds.y != m_bounds.y) {
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
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 0);
        SDL_RenderClear(renderer);
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
        paint({bounds.x, bounds.y});
        SDL_SetRenderTarget(renderer, previous);
        SDL_RenderSetClipRect(renderer, clipped ? &clip : nullptr);
        m_key = key;
        m_painted = true;
        m_fresh.clear();
    }
    m_bounds = bounds;
    for (const SDL_Rect& area : areas) {
        SDL_Rect part{};
        if (SDL_IntersectRect(&area, &bounds, &part) == SDL_TRUE) {
            const SDL_Rect from{part.x - bounds.x, part.y - bounds.y, part.w, part.h};
            platform::copyTexture(renderer, shown(renderer, from), &from, &part);
        }
    }
}

SDL_Texture* SeatLayer::shown(SDL_Renderer* renderer, const SDL_Rect& part) const {
    if (!platform::readableTextures(renderer)) {
        return m_texture.get();
    }
    for (const SDL_Rect& fresh : m_fresh) {
        SDL_Rect inside{};
        if (SDL_IntersectRect(&fresh, &part, &inside) == SDL_TRUE &&
            SDL_RectEquals(&inside, &part) == SDL_TRUE) {
            return m_shown.get();
        }
    }
    // Only the part drawn is read back: the layer spans the table, the plates a few strips
    // of it (the whole layer at 1920x1080 took 6 ms to read and upload).
    int w = 0;
    int h = 0;
    SDL_QueryTexture(m_texture.get(), nullptr, nullptr, &w, &h);
    if (!m_shown) {
        m_shown.reset(SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888,
                                        SDL_TEXTUREACCESS_STREAMING, w, h));
        if (!m_shown) {
            return m_texture.get();
        }
        SDL_SetTextureBlendMode(m_shown.get(), SDL_BLENDMODE_BLEND);
    }
    std::vector<Uint32> pixels;
    if (!platform::readPixels(renderer, m_texture.get(), pixels, w, h, &part) ||
        SDL_UpdateTexture(m_shown.get(), &part, pixels.data(), w * 4) != 0) {
        return m_texture.get();
    }
    m_fresh.push_back(part);
    return m_shown.get();
}

} // namespace greed::app

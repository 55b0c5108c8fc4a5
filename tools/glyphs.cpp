// Glyph rendering through SDL2_ttf for the asset generator.
#include "glyphs.hpp"

#include <SDL.h>
#include <SDL_ttf.h>

#include <algorithm>
#include <filesystem>
#include <memory>
#include <stdexcept>

namespace greed::tools {

Font::Font(const std::string& path, int pointSize) {
    if (!std::filesystem::exists(path)) {
        throw std::runtime_error("font not found: " + path +
                                 " (install the Debian package fonts-dejavu-core)");
    }
    // TTF_Init counts its callers, so each Font holds one reference.
    if (TTF_Init() != 0) {
        throw std::runtime_error(std::string("TTF_Init failed: ") + TTF_GetError());
    }
    m_font = TTF_OpenFont(path.c_str(), pointSize);
    if (m_font == nullptr) {
        TTF_Quit();
        throw std::runtime_error("cannot open font " + path + ": " + TTF_GetError());
    }
}

Font::~Font() {
    TTF_CloseFont(m_font);
    TTF_Quit();
}

Canvas Font::render(const std::string& text, const Rgba& colour) const {
    const SDL_Color white{255, 255, 255, 255};
    std::unique_ptr<SDL_Surface, decltype(&SDL_FreeSurface)> raw(
        TTF_RenderUTF8_Blended(m_font, text.c_str(), white), &SDL_FreeSurface);
    if (!raw) {
        throw std::runtime_error(std::string("cannot render text: ") + TTF_GetError());
    }
    std::unique_ptr<SDL_Surface, decltype(&SDL_FreeSurface)> rgba(
        SDL_ConvertSurfaceFormat(raw.get(), SDL_PIXELFORMAT_RGBA32, 0), &SDL_FreeSurface);
    if (!rgba) {
        throw std::runtime_error(std::string("cannot convert text surface: ") + SDL_GetError());
    }
    const auto* base = static_cast<const std::uint8_t*>(rgba->pixels);
    auto alphaAt = [&](int x, int y) {
        return base[static_cast<std::ptrdiff_t>(y) * rgba->pitch + x * 4 + 3];
    };
    int minX = rgba->w;
    int minY = rgba->h;
    int maxX = -1;
    int maxY = -1;
    for (int y = 0; y < rgba->h; ++y) {
        for (int x = 0; x < rgba->w; ++x) {
            if (alphaAt(x, y) > 0) {
                minX = std::min(minX, x);
                minY = std::min(minY, y);
                maxX = std::max(maxX, x);
                maxY = std::max(maxY, y);
            }
        }
    }
    if (maxX < 0) {
        return Canvas(1, 1);
    }
    Canvas out(maxX - minX + 1, maxY - minY + 1);
    for (int y = minY; y <= maxY; ++y) {
        for (int x = minX; x <= maxX; ++x) {
            out.blend(x - minX, y - minY, colour, static_cast<float>(alphaAt(x, y)) / 255.0f);
        }
    }
    return out;
}

} // namespace greed::tools

// Text: DejaVu fonts by pixel size and a cache of rendered strings as textures.
#pragma once

#include "platform/sdl_ptr.hpp"

#include <filesystem>
#include <map>
#include <string>
#include <tuple>
#include <unordered_map>

namespace greed::platform {

enum class Align { Left, Center, Right };
enum class VAlign { Top, Middle, Bottom };

struct TextStyle {
    int size = 18;
    bool bold = false;
    SDL_Color color{255, 255, 255, 255};
    Align align = Align::Left;
    VAlign valign = VAlign::Top;
};

class Text {
public:
    // Throws SdlError naming the file when a font is missing (fonts-dejavu-core).
    Text(SDL_Renderer* renderer, std::filesystem::path regular, std::filesystem::path bold);

    // Draws one line at (x, y) per the style's alignment; returns the drawn rectangle.
    SDL_Rect draw(const std::string& text, int x, int y, const TextStyle& style);
    // Draws scaled about its centre (stamps and banners).
    void drawScaled(const std::string& text, int cx, int cy, const TextStyle& style, double scale,
                    double angle = 0.0);
    SDL_Point measure(const std::string& text, int size, bool bold);
    // Largest size <= `size` at which the text fits in `width` pixels (never below 10).
    int fitSize(const std::string& text, int size, bool bold, int width);
    std::size_t cachedCount() const { return m_cache.size(); }
    // How many strings were rasterised so far (the benchmark's trace).
    long renderedCount() const { return m_rendered; }

private:
    struct Cached {
        TexturePtr texture;
        int w = 0;
        int h = 0;
    };
    TTF_Font* font(int size, bool bold);
    const Cached* get(const std::string& text, int size, bool bold);

    SDL_Renderer* m_renderer;
    std::filesystem::path m_regular;
    std::filesystem::path m_bold;
    std::map<std::pair<int, bool>, FontPtr> m_fonts;
    std::unordered_map<std::string, Cached> m_cache;
    std::unordered_map<std::string, int> m_fits;
    long m_rendered = 0;
};

} // namespace greed::platform

// Text: DejaVu fonts (and a display face for titles, stamps and banners) by pixel size, and a
// cache of rendered strings as textures.
#pragma once

#include "platform/bounded_cache.hpp"
#include "platform/draw_counters.hpp"
#include "platform/sdl_ptr.hpp"

#include <array>
#include <cstdint>
#include <filesystem>
#include <map>
#include <string>
#include <tuple>

namespace greed::platform {

enum class Align { Left, Center, Right };
enum class VAlign { Top, Middle, Bottom };

struct TextStyle {
    int size = 18;
    bool bold = false;
    SDL_Color color{255, 255, 255, 255};
    Align align = Align::Left;
    VAlign valign = VAlign::Top;
    // The display face (Bebas Neue: tall capitals) instead of DejaVu; `bold` is then ignored.
    bool display = false;
};

// Which font file a style draws with.
enum class Face : unsigned char { Regular, Bold, Display };
inline Face faceOf(const TextStyle& s) {
    return s.display ? Face::Display : (s.bold ? Face::Bold : Face::Regular);
}
inline Face faceOf(bool bold) {
    return bold ? Face::Bold : Face::Regular;
}

struct FontFiles {
    std::filesystem::path regular;
    std::filesystem::path bold;
    std::filesystem::path display;
};

class Text {
public:
    // Throws SdlError naming the file (and its Debian package) when a font is missing.
    Text(SDL_Renderer* renderer, FontFiles files);

    // Draws one line at (x, y) per the style's alignment; returns the drawn rectangle.
    SDL_Rect draw(const std::string& text, int x, int y, const TextStyle& style);
    // Draws scaled about its centre (stamps and banners).
    void drawScaled(const std::string& text, int cx, int cy, const TextStyle& style, double scale,
                    double angle = 0.0);
    SDL_Point measure(const std::string& text, int size, bool bold) {
        return measure(text, size, faceOf(bold));
    }
    SDL_Point measure(const std::string& text, int size, Face face);
    SDL_Point measure(const std::string& text, const TextStyle& style) {
        return measure(text, style.size, faceOf(style));
    }
    // Largest size <= `size` at which the text fits in `width` pixels (never below 10).
    int fitSize(const std::string& text, int size, bool bold, int width) {
        return fitSize(text, size, faceOf(bold), width);
    }
    int fitSize(const std::string& text, int size, Face face, int width);
    int fitSize(const std::string& text, const TextStyle& style, int width) {
        return fitSize(text, style.size, faceOf(style), width);
    }
    // Whether the interface's faces (regular and bold) draw this character. A character they
    // lack would be drawn as a box: names refuse it while typed, and any text drawn shows
    // U+FFFD in its place instead (see shownText); the display face falls back to bold for a
    // string it cannot draw whole.
    bool provides(std::uint32_t codePoint);
    // A string's texture in the style's size, face and colour (alpha left to the caller), for
    // drawing it onto a shape of one's own (a tumbling die's face); null for an empty string.
    struct Texture {
        SDL_Texture* texture = nullptr;
        int w = 0;
        int h = 0;
    };
    Texture texture(const std::string& text, const TextStyle& style);
    // Forgets every string's texture (the renderer lost them); rendered again when drawn.
    void dropTextures() { m_cache.clear(); }
    // Where the strings' uploads and draws are counted from now on (null: nowhere).
    void countInto(DrawCounters* counters) { m_counters = counters; }
    std::size_t cachedCount() const { return m_cache.size(); }
    // Fonts held open: the interface's sizes, plus one a face shared by the big sizes.
    std::size_t fontCount() const;
    // Bytes the cached strings hold (textures at 4 bytes a pixel, keys, fitted sizes); bounded.
    std::size_t cachedBytes() const { return m_cache.bytes() + m_fits.bytes(); }
    std::size_t cachedBytesLimit() const { return m_cache.maxBytes() + m_fits.maxBytes(); }
    // How many strings were rasterised so far (the benchmark's trace).
    long renderedCount() const { return m_rendered; }

private:
    struct Cached {
        TexturePtr texture;
        int w = 0;
        int h = 0;
    };
    // The font at `size`, valid until the next call (a big size reuses the face's shared font).
    TTF_Font* font(int size, Face face);
    FontPtr open(int size, Face face) const;
    // What is drawn for `text` in `face`: `face` becomes Bold when the display face lacks one
    // of its characters, and characters no face has become U+FFFD (never a box).
    std::string shownText(const std::string& text, Face& face);
    // The string rendered in `ink` (white: the entry measure() and tinted draws share).
    const Cached* get(const std::string& text, int size, Face face,
                      SDL_Color ink = {255, 255, 255, 255});

    SDL_Renderer* m_renderer;
    FontFiles m_files;
    std::map<std::pair<int, Face>, FontPtr> m_fonts; // the interface's sizes
    struct Resizable {
        FontPtr font;
        int size = 0;
    };
    std::array<Resizable, 3> m_large; // a face's banner sizes, one at a time
    BoundedCache<Cached> m_cache;
    BoundedCache<int> m_fits;
    long m_rendered = 0;
    DrawCounters* m_counters = nullptr;
};

} // namespace greed::platform

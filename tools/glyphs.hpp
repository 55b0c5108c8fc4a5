// Text glyphs for the sprites: DejaVu Sans Bold through SDL2_ttf, turned into canvases.
#pragma once

#include "canvas.hpp"

#include <string>

struct _TTF_Font;

namespace greed::tools {

// Where Debian's fonts-dejavu-core puts the font.
inline constexpr const char* kDefaultFontPath =
    "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf";

// Owns TTF initialisation and one large font; glyphs are rendered big and scaled down smoothly.
class Font {
public:
    // Throws std::runtime_error with a clear message when the font cannot be opened.
    Font(const std::string& path, int pointSize);
    ~Font();
    Font(const Font&) = delete;
    Font& operator=(const Font&) = delete;

    // The text in a straight colour on transparent, trimmed to its inked bounds.
    Canvas render(const std::string& text, const Rgba& colour) const;

private:
    _TTF_Font* m_font = nullptr;
};

} // namespace greed::tools

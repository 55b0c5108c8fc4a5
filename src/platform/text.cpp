// Text: strings are rendered once per size and colour (white for measuring and tinted draws).
#include "platform/text.hpp"

#include "platform/texture_upload.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace greed::platform {

namespace {
// The text caches drop the least recently used strings past these bounds. A table at
// 1920x1080 with eight seats draws well under 100 strings a frame (a game's first minute
// rendered 245, 4.6 MB, most of them scores and log lines shown once), so a steady screen never
// renders twice, while ever new strings (scores, log lines, replays) keep memory flat: at 48 MB
// a 30-minute demo at 1920x1080 grew 20 MB of resident size filling it, at 16 MB 15 MB by the
// tenth minute, at 6 MB it was 5.1 MB full after a minute and 6 MB after two. At 4 MB it is full
// within the first minute, for ~10 % more strings rendered (~60 a minute, a fraction of a
// millisecond each).
constexpr std::size_t kMaxCached = 320;
constexpr std::size_t kMaxCachedBytes = 4u << 20;
constexpr std::size_t kMaxFitBytes = 1u << 20;
constexpr int kMinSize = 10;
// Sizes from this one up share one font a face, set to the size asked for. Banners fitted to
// their width asked for a new size nearly every time (17 sizes from 128 to 360 px in the first
// five minutes of a demo), and each font kept its own glyphs: 4 MB more by then. The
// interface's own sizes are few and stay open.
constexpr int kSharedFrom = 97;
// U+FFFD REPLACEMENT CHARACTER in UTF-8: drawn where no face has the character.
constexpr const char* kReplacementChar = "\xEF\xBF\xBD";

// The code point starting at text[i] (i moves past it); a byte that starts no UTF-8 sequence
// is read as itself, for the font to draw as it would have.
std::uint32_t nextChar(const std::string& text, std::size_t& i) {
    const auto lead = static_cast<unsigned char>(text[i++]);
    const int extra = lead >= 0xF0 ? 3 : lead >= 0xE0 ? 2 : lead >= 0xC0 ? 1 : 0;
    std::uint32_t cp = extra == 0 ? lead : lead & (0x3Fu >> extra);
    for (int k = 0; k < extra && i < text.size(); ++k) {
        cp = (cp << 6) | (static_cast<unsigned char>(text[i++]) & 0x3Fu);
    }
    return cp;
}

bool asciiOnly(const std::string& text) {
    return std::all_of(text.begin(), text.end(),
                       [](char c) { return static_cast<unsigned char>(c) < 0x80; });
}

} // namespace

Text::Text(SDL_Renderer* renderer, FontFiles files)
    : m_renderer(renderer), m_files(std::move(files)), m_cache(kMaxCached, kMaxCachedBytes),
      m_fits(kMaxCached, kMaxFitBytes) {
    const std::pair<const std::filesystem::path*, const char*> needed[] = {
        {&m_files.regular, "fonts-dejavu-core"},
        {&m_files.bold, "fonts-dejavu-core"},
        {&m_files.display, "fonts-bebas-neue"}};
    for (const auto& [file, package] : needed) {
        std::error_code ec;
        if (!std::filesystem::is_regular_file(*file, ec)) {
            throw SdlError("font file missing: " + file->string() +
                           " (install the Debian package " + package + ")");
        }
    }
    // Fail at start-up, not on first text.
    font(18, Face::Regular);
    font(18, Face::Display);
}

bool Text::provides(std::uint32_t codePoint) {
    // Sizes share their faces' character maps: the interface's 18 px fonts stay open.
    return TTF_GlyphIsProvided32(font(18, Face::Regular), codePoint) != 0 &&
           TTF_GlyphIsProvided32(font(18, Face::Bold), codePoint) != 0;
}

std::string Text::shownText(const std::string& text, Face& face) {
    if (asciiOnly(text)) {
        return text; // every face draws ASCII: the common case costs no look-up
    }
    if (face == Face::Display) {
        for (std::size_t i = 0; i < text.size();) {
            const std::uint32_t cp = nextChar(text, i);
            if (cp >= 0x80 && TTF_GlyphIsProvided32(font(18, Face::Display), cp) == 0) {
                face = Face::Bold; // e.g. a Greek name in a banner: DejaVu draws it
                break;
            }
        }
    }
    TTF_Font* drawing = font(18, face);
    std::string out;
    for (std::size_t i = 0; i < text.size();) {
        const std::size_t start = i;
        const std::uint32_t cp = nextChar(text, i);
        if (cp < 0x80 || TTF_GlyphIsProvided32(drawing, cp) != 0) {
            out.append(text, start, i - start);
        } else {
            out += kReplacementChar;
        }
    }
    return out;
}

TTF_Font* Text::font(int size, Face face) {
    size = std::max(size, kMinSize);
    if (size >= kSharedFrom) {
        Resizable& shared = m_large[static_cast<std::size_t>(face)];
        if (shared.font && shared.size != size && TTF_SetFontSize(shared.font.get(), size) != 0) {
            shared.font.reset(); // opened anew below
        }
        if (!shared.font) {
            shared.font = open(size, face);
        }
        shared.size = size;
        return shared.font.get();
    }
    auto key = std::make_pair(size, face);
    auto it = m_fonts.find(key);
    if (it != m_fonts.end()) {
        return it->second.get();
    }
    return m_fonts.emplace(key, open(size, face)).first->second.get();
}

std::size_t Text::fontCount() const {
    std::size_t count = m_fonts.size();
    for (const Resizable& shared : m_large) {
        count += shared.font ? 1 : 0;
    }
    return count;
}

FontPtr Text::open(int size, Face face) const {
    const auto& file = face == Face::Display ? m_files.display
                       : face == Face::Bold  ? m_files.bold
                                             : m_files.regular;
    FontPtr f(TTF_OpenFont(file.string().c_str(), size));
    if (!f) {
        throwSdlError("cannot open font " + file.string());
    }
    TTF_SetFontHinting(f.get(), TTF_HINTING_LIGHT);
    return f;
}

const Text::Cached* Text::get(const std::string& text, int size, Face face, SDL_Color ink) {
    if (text.empty()) {
        return nullptr;
    }
    size = std::max(size, kMinSize);
    std::string key = text;
    key += '\x1f';
    key += std::to_string(size);
    key += static_cast<char>('r' + static_cast<int>(face));
    ink.a = 255;
    if (ink.r != 255 || ink.g != 255 || ink.b != 255) {
        char colour[8];
        std::snprintf(colour, sizeof colour, "#%02x%02x%02x", ink.r, ink.g, ink.b);
        key += colour;
    }
    if (const Cached* hit = m_cache.find(key)) {
        return hit;
    }
    ++m_rendered;
    const std::string shown = shownText(text, face);
    SurfacePtr surface(TTF_RenderUTF8_Blended(font(size, face), shown.c_str(), ink));
    if (!surface) {
        return nullptr;
    }
    Cached c;
    c.texture = uploadSurface(m_renderer, surface.get(), m_counters);
    if (!c.texture) {
        return nullptr;
    }
    c.w = surface->w;
    c.h = surface->h;
    const std::size_t pixels = static_cast<std::size_t>(c.w) * static_cast<std::size_t>(c.h);
    return m_cache.insert(std::move(key), std::move(c), pixels * 4);
}

SDL_Rect Text::draw(const std::string& text, int x, int y, const TextStyle& style) {
    // In its colour (the same pixels the white string tinted gives): the software renderer
    // blends an untinted texture with its SIMD blitter, a tinted one at ~3 times the cost.
    const Cached* c = get(text, style.size, faceOf(style), style.color);
    if (c == nullptr) {
        return {x, y, 0, 0};
    }
    SDL_Rect dst{x, y, c->w, c->h};
    if (style.align == Align::Center) {
        dst.x -= c->w / 2;
    } else if (style.align == Align::Right) {
        dst.x -= c->w;
    }
    if (style.valign == VAlign::Middle) {
        dst.y -= c->h / 2;
    } else if (style.valign == VAlign::Bottom) {
        dst.y -= c->h;
    }
    SDL_SetTextureAlphaMod(c->texture.get(), style.color.a);
    SDL_RenderCopy(m_renderer, c->texture.get(), nullptr, &dst);
    if (m_counters != nullptr) {
        m_counters->draw(static_cast<double>(dst.w) * dst.h);
    }
    return dst;
}

void Text::drawScaled(const std::string& text, int cx, int cy, const TextStyle& style, double scale,
                      double angle) {
    const Cached* c = get(text, style.size, faceOf(style));
    if (c == nullptr) {
        return;
    }
    if (std::abs(scale - 1.0) < 1e-6 && std::abs(angle) < 0.01) {
        TextStyle centred = style;
        centred.align = Align::Center;
        centred.valign = VAlign::Middle;
        draw(text, cx, cy, centred);
        return;
    }
    const auto w = static_cast<float>(c->w * scale);
    const auto h = static_cast<float>(c->h * scale);
    const SDL_FRect dst{static_cast<float>(cx) - w / 2, static_cast<float>(cy) - h / 2, w, h};
    SDL_SetTextureColorMod(c->texture.get(), style.color.r, style.color.g, style.color.b);
    SDL_SetTextureAlphaMod(c->texture.get(), style.color.a);
    SDL_RenderCopyExF(m_renderer, c->texture.get(), nullptr, &dst, angle, nullptr, SDL_FLIP_NONE);
    if (m_counters != nullptr) {
        m_counters->draw(static_cast<double>(w) * h);
    }
}

Text::Texture Text::texture(const std::string& text, const TextStyle& style) {
    const Cached* c = get(text, style.size, faceOf(style), style.color);
    return c == nullptr ? Texture{} : Texture{c->texture.get(), c->w, c->h};
}

SDL_Point Text::measure(const std::string& text, int size, Face face) {
    const Cached* c = get(text, size, face);
    return c == nullptr ? SDL_Point{0, 0} : SDL_Point{c->w, c->h};
}

int Text::fitSize(const std::string& text, int size, Face face, int width) {
    std::string key = text;
    key += '\x1e';
    key += std::to_string(size) + static_cast<char>('r' + static_cast<int>(face)) +
           std::to_string(width);
    if (const int* hit = m_fits.find(key)) {
        return *hit;
    }
    int w = 0;
    int h = 0;
    int fitted = std::max(size, kMinSize);
    const std::string shown = shownText(text, face);
    TTF_SizeUTF8(font(fitted, face), shown.c_str(), &w, &h);
    if (w > width && w > 0) {
        // Width grows about linearly with the size: one estimate, then a check at that size.
        fitted = std::max(kMinSize, size * width / w);
        TTF_SizeUTF8(font(fitted, face), shown.c_str(), &w, &h);
        if (w > width) {
            fitted = std::max(kMinSize, fitted * width / std::max(1, w) - 1);
        }
    }
    m_fits.insert(std::move(key), fitted, sizeof(int));
    return fitted;
}

} // namespace greed::platform

// Game controller glyphs, 64x64: the face buttons, shoulders, Back/Select and Start of the three
// layouts SDL tells apart (pad_<xbox|ps|nintendo>_<a|b|x|y|lb|rb|back|start>.png). The game shows
// them in place of key caps once a pad is used. Face buttons carry a lit notch on the rim at
// their place in the diamond, so Nintendo's A (right) reads apart from Xbox's A (bottom).
#include "shapes.hpp"
#include "sprites.hpp"

#include <cmath>

namespace greed::tools {

namespace {

constexpr int kSize = 64;
constexpr float kCentre = 32.0f;

enum class Place { South, East, West, North };

const Rgba kBody = hex(0x2A2A2E);
const Rgba kBodyLow = hex(0x141417);
const Rgba kRim = hex(0xC9C9CF);
const Rgba kWhite = hex(0xF4F4F6);

// The dark button body, lit from the top left, with a pale rim.
void drawBody(Canvas& c, const Sdf& shape) {
    c.fill(shape, [&](float x, float y) {
        const Rgba base = mix(kBody, kBodyLow, clamp01(y / kSize));
        const Vec3 n = bevelNormal(shape, x, y, 4.0f, 1.0f);
        const Rgba lit = shade(base, n, 0.75f, 0.35f, 0.35f, 16.0f);
        const float edge = 1.0f - smoothstep(1.5f, 3.0f, -shape(x, y));
        return mix(lit, kRim, edge * 0.8f);
    });
}

// Text scaled into a box of height h centred at (cx, cy), at most w wide.
void drawWords(Canvas& c, const Font& font, const std::string& text, const Rgba& colour, float cx,
               float cy, float w, float h) {
    const Canvas glyph = font.render(text, colour);
    float height = h;
    float width = static_cast<float>(glyph.width()) * height / static_cast<float>(glyph.height());
    if (width > w) {
        height *= w / width;
        width = w;
    }
    c.drawScaled(glyph, cx - width / 2.0f, cy - height / 2.0f, width, height);
}

// A lit arc on the rim towards the button's place in the diamond.
void drawNotch(Canvas& c, Place place, const Rgba& colour) {
    const float angle = place == Place::South  ? 1.5708f
                        : place == Place::East ? 0.0f
                        : place == Place::West ? 3.1416f
                                               : -1.5708f;
    const float nx = std::cos(angle);
    const float ny = std::sin(angle);
    c.fill(
        [&](float x, float y) {
            const float ring = std::fabs(sdCircle(x, y, kCentre, kCentre, 27.0f)) - 2.6f;
            const float dx = x - kCentre;
            const float dy = y - kCentre;
            const float len = std::max(1e-3f, std::sqrt(dx * dx + dy * dy));
            // Inside the arc where the direction is within ~35 degrees of the place.
            const float cone = (0.82f - (dx * nx + dy * ny) / len) * 30.0f;
            return std::max(ring, cone);
        },
        colour);
}

Canvas faceButton(Place place) {
    Canvas c(kSize, kSize);
    drawBody(c, [](float x, float y) { return sdCircle(x, y, kCentre, kCentre, 30.0f); });
    drawNotch(c, place, kWhite);
    return c;
}

Canvas letterButton(const Font& font, const std::string& letter, const Rgba& ink, Place place) {
    Canvas c = faceButton(place);
    drawWords(c, font, letter, ink, kCentre, kCentre, 34.0f, 30.0f);
    return c;
}

// A stroke of width w along a shape's outline.
Sdf outline(Sdf shape, float w) {
    return [shape, w](float x, float y) {
        return std::fabs(shape(x, y)) - w / 2.0f;
    };
}

Canvas symbolButton(const Sdf& symbol, const Rgba& ink, Place place) {
    Canvas c = faceButton(place);
    c.fill(symbol, ink);
    return c;
}

// A rounded bar (shoulder, Back, Start) with words or a symbol.
Canvas pill(float halfW, float halfH) {
    Canvas c(kSize, kSize);
    drawBody(c, [halfW, halfH](float x, float y) {
        return sdRoundRect(x, y, kCentre, kCentre, halfW, halfH, halfH * 0.7f);
    });
    return c;
}

Canvas wordPill(const Font& font, const std::string& words) {
    Canvas c = pill(30.0f, 20.0f);
    drawWords(c, font, words, kWhite, kCentre, kCentre, 44.0f, 20.0f);
    return c;
}

// Three lines: Xbox's Menu and PlayStation's Options.
Canvas menuPill() {
    Canvas c = pill(24.0f, 24.0f);
    for (float y : {22.0f, 32.0f, 42.0f}) {
        c.fill(
            [y](float px, float py) {
                return sdSegment(px, py, {21.0f, y}, {43.0f, y}) - 2.4f;
            },
            kWhite);
    }
    return c;
}

// A rounded box drawn as a white line 3 px wide, centred at (cx, cy).
void strokeBox(Canvas& c, float cx, float cy, float halfW, float halfH) {
    c.fill(outline([=](float x, float y) { return sdRoundRect(x, y, cx, cy, halfW, halfH, 2.0f); },
                   3.0f),
           kWhite);
}

// Two overlapping windows: Xbox's View button.
Canvas viewPill() {
    Canvas c = pill(24.0f, 24.0f);
    strokeBox(c, 28.0f, 28.0f, 9.0f, 7.0f);
    c.fill([](float x, float y) { return sdRoundRect(x, y, 37.0f, 37.0f, 9.5f, 7.5f, 2.0f); },
           kWhite);
    return c;
}

// A tray with an arrow out of it: PlayStation's Share / Create.
Canvas sharePill() {
    Canvas c = pill(24.0f, 24.0f);
    strokeBox(c, 32.0f, 36.0f, 11.0f, 8.0f);
    c.fill(
        [](float x, float y) {
            return sdSegment(x, y, {32.0f, 18.0f}, {32.0f, 36.0f}) - 1.8f;
        },
        kWhite);
    c.fill(
        [](float x, float y) {
            return sdPolygon(x, y, {{25.0f, 24.0f}, {32.0f, 15.0f}, {39.0f, 24.0f}});
        },
        kWhite);
    return c;
}

Canvas signButton(bool plus) {
    Canvas c(kSize, kSize);
    drawBody(c, [](float x, float y) { return sdCircle(x, y, kCentre, kCentre, 24.0f); });
    c.fill(
        [](float x, float y) {
            return sdSegment(x, y, {21.0f, 32.0f}, {43.0f, 32.0f}) - 3.0f;
        },
        kWhite);
    if (plus) {
        c.fill(
            [](float x, float y) {
                return sdSegment(x, y, {32.0f, 21.0f}, {32.0f, 43.0f}) - 3.0f;
            },
            kWhite);
    }
    return c;
}

std::vector<Sprite> xbox(const Font& font) {
    return {{"pad_xbox_a.png", letterButton(font, "A", hex(0x6CC24A), Place::South)},
            {"pad_xbox_b.png", letterButton(font, "B", hex(0xE5484D), Place::East)},
            {"pad_xbox_x.png", letterButton(font, "X", hex(0x3D8FE6), Place::West)},
            {"pad_xbox_y.png", letterButton(font, "Y", hex(0xF2C230), Place::North)},
            {"pad_xbox_lb.png", wordPill(font, "LB")},
            {"pad_xbox_rb.png", wordPill(font, "RB")},
            {"pad_xbox_back.png", viewPill()},
            {"pad_xbox_start.png", menuPill()}};
}

std::vector<Sprite> playStation(const Font& font) {
    const Sdf cross = [](float x, float y) {
        return std::min(sdSegment(x, y, {22.0f, 22.0f}, {42.0f, 42.0f}),
                        sdSegment(x, y, {42.0f, 22.0f}, {22.0f, 42.0f})) -
               2.6f;
    };
    const Sdf circle =
        outline([](float x, float y) { return sdCircle(x, y, kCentre, kCentre, 10.5f); }, 5.0f);
    const Sdf square = outline(
        [](float x, float y) { return sdRoundRect(x, y, kCentre, kCentre, 10.0f, 10.0f, 1.5f); },
        5.0f);
    const Sdf triangle = outline(
        [](float x, float y) {
            return sdPolygon(x, y, {{32.0f, 20.0f}, {44.0f, 41.0f}, {20.0f, 41.0f}});
        },
        4.6f);
    return {{"pad_ps_a.png", symbolButton(cross, hex(0x8DB3F0), Place::South)},
            {"pad_ps_b.png", symbolButton(circle, hex(0xF07A7A), Place::East)},
            {"pad_ps_x.png", symbolButton(square, hex(0xE8A2DA), Place::West)},
            {"pad_ps_y.png", symbolButton(triangle, hex(0x52CBA9), Place::North)},
            {"pad_ps_lb.png", wordPill(font, "L1")},
            {"pad_ps_rb.png", wordPill(font, "R1")},
            {"pad_ps_back.png", sharePill()},
            {"pad_ps_start.png", menuPill()}};
}

// SDL names Nintendo's buttons by their labels: A is the right one, B the bottom one.
std::vector<Sprite> nintendo(const Font& font) {
    return {{"pad_nintendo_a.png", letterButton(font, "A", kWhite, Place::East)},
            {"pad_nintendo_b.png", letterButton(font, "B", kWhite, Place::South)},
            {"pad_nintendo_x.png", letterButton(font, "X", kWhite, Place::North)},
            {"pad_nintendo_y.png", letterButton(font, "Y", kWhite, Place::West)},
            {"pad_nintendo_lb.png", wordPill(font, "L")},
            {"pad_nintendo_rb.png", wordPill(font, "R")},
            {"pad_nintendo_back.png", signButton(false)},
            {"pad_nintendo_start.png", signButton(true)}};
}

} // namespace

std::vector<Sprite> makePadSprites(const Font& font) {
    std::vector<Sprite> out;
    for (auto part : {xbox(font), playStation(font), nintendo(font)}) {
        for (Sprite& s : part) {
            out.push_back(std::move(s));
        }
    }
    return out;
}

} // namespace greed::tools

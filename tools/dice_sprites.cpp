// Die faces seen from above: pip dice, poker dice, the blank die and the window icon.
#include "shapes.hpp"
#include "sprites.hpp"

#include <algorithm>
#include <cmath>

namespace greed::tools {

namespace {

constexpr int kDieSize = 128;
constexpr float kBodyHalf = 60.0f;   // body half size at scale 1 (4 px margin for the edge)
constexpr float kBodyRadius = 22.0f; // gently rounded corners
constexpr float kBevel = 10.0f;
constexpr float kPipOffset = 31.0f;
constexpr float kPipRadius = 10.5f;
constexpr float kAceRadius = 17.0f;

struct SuitShape {
    enum Kind { Heart, Diamond, Spade, Club } kind;
};

// Heart in unit coordinates (about -1..1), point down.
float sdHeart(float u, float v) {
    const float lobes =
        std::min(sdCircle(u, v, -0.47f, -0.28f, 0.53f), sdCircle(u, v, 0.47f, -0.28f, 0.53f));
    const float point =
        sdPolygon(u, v, {{-0.97f, -0.16f}, {0.0f, -0.35f}, {0.97f, -0.16f}, {0.0f, 0.98f}});
    return std::min(lobes, point);
}

float sdSuit(SuitShape::Kind kind, float u, float v) {
    switch (kind) {
    case SuitShape::Heart:
        return sdHeart(u, v);
    case SuitShape::Diamond:
        return sdPolygon(u, v, {{0.0f, -1.0f}, {0.74f, 0.0f}, {0.0f, 1.0f}, {-0.74f, 0.0f}});
    case SuitShape::Spade: {
        const float body = sdHeart(u * 1.05f, -(v - 0.2f) * 1.05f) / 1.05f;
        const float stem = sdPolygon(u, v, {{0.0f, 0.25f}, {0.36f, 1.0f}, {-0.36f, 1.0f}});
        return std::min(body, stem);
    }
    case SuitShape::Club: {
        float d = sdCircle(u, v, 0.0f, -0.5f, 0.4f);
        d = std::min(d, sdCircle(u, v, -0.47f, 0.13f, 0.4f));
        d = std::min(d, sdCircle(u, v, 0.47f, 0.13f, 0.4f));
        d = std::min(d, sdCircle(u, v, 0.0f, 0.0f, 0.26f));
        return std::min(d, sdPolygon(u, v, {{0.0f, 0.0f}, {0.32f, 1.0f}, {-0.32f, 1.0f}}));
    }
    }
    return 1.0f;
}

// Ink laid into a shallow engraving: a light lip below-right, then the ink.
void drawEngraved(Canvas& canvas, const Sdf& shape, const Rgba& ink, float scale) {
    const float off = 0.9f * scale;
    canvas.fill([&](float x, float y) { return shape(x - off, y - off); },
                withAlpha(hex(0xFFFBEF), 0.75f));
    canvas.fill([&](float x, float y) { return shape(x + 0.5f * off, y + 0.5f * off); },
                withAlpha(palette::kIvoryEdge, 0.35f));
    canvas.fill(shape, [&](float x, float y) {
        // Slight sheen on the ink so it reads as printed paint, not a hole.
        const float t = clamp01(0.5f + (x + y - 2.0f * 64.0f * scale) / (200.0f * scale));
        return mix(scaled(ink, 1.12f), scaled(ink, 0.88f), t);
    });
}

void drawSuit(Canvas& canvas, SuitShape::Kind kind, float px, float py, float size, bool flipped,
              const Rgba& ink, float scale) {
    const float sign = flipped ? -1.0f : 1.0f;
    drawEngraved(
        canvas,
        [=](float x, float y) {
            return sdSuit(kind, sign * (x - px) / size, sign * (y - py) / size) * size;
        },
        ink, scale);
}

void drawBody(Canvas& canvas, float cx, float cy, float k) {
    const float half = kBodyHalf * k;
    const float radius = kBodyRadius * k;
    const Sdf body = [=](float x, float y) {
        return sdRoundRect(x, y, cx, cy, half, half, radius);
    };
    canvas.fill(body, [&](float x, float y) {
        // Broad top-left to bottom-right falloff, plus a soft highlight near the top-left corner.
        const float diag = clamp01(0.5f + ((x - cx) + (y - cy)) / (4.0f * half));
        Rgba albedo = mix(palette::kIvory, palette::kIvoryShade, diag * 0.85f);
        const float hl =
            std::hypot(x - (cx - 0.45f * half), y - (cy - 0.45f * half)) / (0.75f * half);
        albedo = mix(albedo, hex(0xFFFDF6), 0.55f * (1.0f - smoothstep(0.0f, 1.0f, hl)));
        const Vec3 n = bevelNormal(body, x, y, kBevel * k, 1.1f);
        Rgba lit = shade(albedo, n, 0.42f, 0.58f, 0.30f, 18.0f);
        // Thin darker edge so the die separates from the felt and from its neighbours.
        const float inside = -body(x, y);
        lit = mix(palette::kIvoryEdge, lit, smoothstep(0.2f * k, 2.2f * k, inside));
        return lit;
    });
}

void drawPip(Canvas& canvas, float px, float py, float r, const Rgba& ink) {
    // Soft contact darkening around the hole.
    canvas.fill([=](float x, float y) { return sdCircle(x, y, px, py, r + 2.5f); },
                [=](float x, float y) {
                    const float d = sdCircle(x, y, px, py, r);
                    return withAlpha(hex(0x6B5A3E), 0.22f * (1.0f - clamp01(d / 2.5f)));
                });
    canvas.fill([=](float x, float y) { return sdCircle(x, y, px, py, r); },
                [=](float x, float y) {
                    // A shallow dish: its lower-right wall faces the light.
                    const float dx = (x - px) / r;
                    const float dy = (y - py) / r;
                    const Vec3 n = normalize({-dx * 0.9f, -dy * 0.9f, 1.0f});
                    return shade(ink, n, 0.55f, 0.45f, 0.22f, 10.0f);
                });
}

void drawPips(Canvas& canvas, float cx, float cy, float k, int count) {
    const float o = kPipOffset * k;
    const float r = kPipRadius * k;
    auto pip = [&](float dx, float dy) {
        drawPip(canvas, cx + dx, cy + dy, r, palette::kInk);
    };
    switch (count) {
    case 1:
        drawPip(canvas, cx, cy, kAceRadius * k, palette::kRed);
        break;
    case 2:
        pip(-o, -o), pip(o, o);
        break;
    case 3:
        pip(-o, -o), pip(0, 0), pip(o, o);
        break;
    case 4:
        pip(-o, -o), pip(o, -o), pip(-o, o), pip(o, o);
        break;
    case 5:
        pip(-o, -o), pip(o, -o), pip(0, 0), pip(-o, o), pip(o, o);
        break;
    case 6:
        pip(-o, -o), pip(o, -o), pip(-o, 0), pip(o, 0), pip(-o, o), pip(o, o);
        break;
    default:
        break;
    }
}

void drawCardFace(Canvas& canvas, float cx, float cy, float k, const std::string& label,
                  SuitShape::Kind suit, bool red, const Font& font) {
    const Rgba ink = red ? palette::kRed : palette::kInk;
    const Canvas glyph = font.render(label, hex(0xFFFFFF));
    const float capHeight = 56.0f * k;
    float height = capHeight;
    float width = static_cast<float>(glyph.width()) * height / static_cast<float>(glyph.height());
    const float maxWidth = 70.0f * k; // "10" is condensed rather than shrunk
    width = std::min(width, maxWidth);
    const float gx = cx - width / 2.0f;
    const float gy = cy - height / 2.0f + 1.0f * k;
    // Rasterise the scaled glyph once as a coverage mask, then engrave it like a shape.
    Canvas mask(canvas.width(), canvas.height());
    mask.drawScaled(glyph, gx, gy, width, height);
    // Coverage back to a distance, so fill() reproduces the same anti-aliased edge.
    const Sdf shape = [&mask](float x, float y) {
        return 0.5f - mask.sample(x, y).a;
    };
    drawEngraved(canvas, shape, ink, k);
    const float corner = 40.0f * k;
    const float suitSize = 9.0f * k;
    drawSuit(canvas, suit, cx - corner, cy - corner, suitSize, false, ink, k);
    drawSuit(canvas, suit, cx + corner, cy + corner, suitSize, true, ink, k);
}

} // namespace

void drawDie(Canvas& canvas, float cx, float cy, float scale, DieFace face, const Font& font) {
    drawBody(canvas, cx, cy, scale);
    switch (face) {
    case DieFace::Blank:
        break;
    case DieFace::Pips1:
    case DieFace::Pips2:
    case DieFace::Pips3:
    case DieFace::Pips4:
    case DieFace::Pips5:
    case DieFace::Pips6:
        drawPips(canvas, cx, cy, scale,
                 static_cast<int>(face) - static_cast<int>(DieFace::Pips1) + 1);
        break;
    case DieFace::Ace:
        drawCardFace(canvas, cx, cy, scale, "A", SuitShape::Heart, true, font);
        break;
    case DieFace::King:
        drawCardFace(canvas, cx, cy, scale, "K", SuitShape::Diamond, true, font);
        break;
    case DieFace::Queen:
        drawCardFace(canvas, cx, cy, scale, "Q", SuitShape::Spade, false, font);
        break;
    case DieFace::Jack:
        drawCardFace(canvas, cx, cy, scale, "J", SuitShape::Club, false, font);
        break;
    case DieFace::Ten:
        drawCardFace(canvas, cx, cy, scale, "10", SuitShape::Spade, false, font);
        break;
    case DieFace::Nine:
        drawCardFace(canvas, cx, cy, scale, "9", SuitShape::Club, false, font);
        break;
    }
}

std::vector<Sprite> makeDiceSprites(const Font& font) {
    std::vector<Sprite> out;
    const float c = kDieSize / 2.0f;
    auto add = [&](const std::string& name, DieFace face) {
        Canvas canvas(kDieSize, kDieSize);
        drawDie(canvas, c, c, 1.0f, face, font);
        out.push_back({name, std::move(canvas)});
    };
    const DieFace pips[] = {DieFace::Pips1, DieFace::Pips2, DieFace::Pips3,
                            DieFace::Pips4, DieFace::Pips5, DieFace::Pips6};
    for (int i = 0; i < 6; ++i) {
        add("die_" + std::to_string(i + 1) + ".png", pips[i]);
    }
    add("poker_A.png", DieFace::Ace);
    add("poker_K.png", DieFace::King);
    add("poker_Q.png", DieFace::Queen);
    add("poker_J.png", DieFace::Jack);
    add("poker_10.png", DieFace::Ten);
    add("poker_9.png", DieFace::Nine);
    add("die_blank.png", DieFace::Blank);

    // Window icon: a die with its own soft shadow, readable on light and dark title bars.
    Canvas icon(64, 64);
    Canvas shadow(64, 64);
    shadow.fill(
        [](float x, float y) { return sdRoundRect(x, y, 33.0f, 34.0f, 25.5f, 25.5f, 10.0f); },
        hex(0x000000, 0.55f));
    shadow.blur(1.6f);
    icon.draw(shadow, 0, 0);
    drawDie(icon, 31.0f, 31.0f, 27.5f / kBodyHalf, DieFace::Pips5, font);
    out.push_back({"icon.png", std::move(icon)});
    return out;
}

} // namespace greed::tools

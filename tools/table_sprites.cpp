// Table sprites: the felt, the wooden rim, the set-aside tray and the leather dice cup.
#include "noise.hpp"
#include "shapes.hpp"
#include "sprites.hpp"

#include <algorithm>
#include <cmath>

namespace greed::tools {

namespace {

constexpr float kPi = 3.14159265358979f;

Canvas makeFelt() {
    constexpr int kSize = 1024;
    Canvas c(kSize, kSize);
    c.paint([](float x, float y) {
        const float half = kSize / 2.0f;
        const float r = std::hypot(x - half, y - half) / (half * 1.4142f);
        const float vignette = std::pow(smoothstep(0.05f, 1.0f, r), 1.3f);
        Rgba colour = mix(palette::kFeltCentre, palette::kFeltEdge, vignette);
        // Felt texture: soft blotches, short fibres in two directions and per-pixel grain.
        const float blotch = fbm(x / 96.0f, y / 96.0f, 11u, 4) - 0.5f;
        const float fibreA = valueNoise(x / 1.3f, y / 6.0f, 23u) - 0.5f;
        const float fibreB = valueNoise(x / 6.0f, y / 1.3f, 37u) - 0.5f;
        const float grain = hash2(static_cast<int>(x), static_cast<int>(y), 51u) - 0.5f;
        const float k = 1.0f + 0.09f * blotch + 0.05f * (fibreA + fibreB) + 0.05f * grain;
        return scaled(colour, k);
    });
    return c;
}

// Wood grain colour at a point; every x term repeats every 512 px so the strip tiles.
Rgba woodGrain(float x, float y) {
    constexpr int kCells = 4; // 512 px / 128 px cells
    const float warp = fbm(x / 128.0f, y / 40.0f, 71u, 4, kCells);
    const float phase = y / 18.0f + 2.4f * warp;
    // Growth rings: broad soft bands with thin dark late-wood lines.
    const float band = 0.5f + 0.5f * std::sin(2.0f * kPi * phase);
    const float line = std::pow(std::fabs(std::sin(kPi * (phase * 2.0f + 0.3f))), 14.0f);
    const float streak = valueNoise(x / 32.0f, y / 1.4f, 83u, 16);
    const float fleck = valueNoise(x / 4.0f, y / 0.9f, 97u, 128);
    const float t = clamp01(0.2f + 0.45f * band + 0.3f * streak + 0.12f * fleck - 0.45f * line);
    return t < 0.5f ? mix(palette::kWoodDark, palette::kWoodMid, t * 2.0f)
                    : mix(palette::kWoodMid, palette::kWoodLight, (t - 0.5f) * 2.0f);
}

Canvas makeWood() {
    Canvas c(512, 64);
    c.paint([](float x, float y) {
        Rgba colour = woodGrain(x, y);
        // A rounded rail: lit along the top, falling into shade toward the felt.
        const float v = (y - 22.0f) / 42.0f; // 0 near the crest
        const Vec3 n = normalize({0.0f, std::clamp(v, -1.0f, 1.0f) * 1.1f, 1.0f});
        colour = shade(scaled(colour, 0.86f), n, 0.42f, 0.58f, 0.22f, 12.0f);
        // Highlight edge at the top and a dark lip at the bottom.
        colour = mix(colour, hex(0xF7D29A), 0.7f * (1.0f - smoothstep(0.8f, 2.6f, y)));
        colour = mix(colour, hex(0x3A1F0E), 0.5f * (1.0f - smoothstep(0.0f, 0.9f, y)));
        colour = mix(colour, hex(0x2A160A), 0.75f * smoothstep(58.0f, 63.5f, y));
        return colour;
    });
    return c;
}

Canvas makeTray() {
    Canvas c(512, 128);
    const Sdf outer = [](float x, float y) {
        return sdRoundRect(x, y, 256.0f, 64.0f, 255.0f, 63.0f, 24.0f);
    };
    const Sdf inner = [](float x, float y) {
        return sdRoundRect(x, y, 256.0f, 64.0f, 248.0f, 56.0f, 18.0f);
    };
    // Wooden frame around the recess.
    c.fill(outer, [&](float x, float y) {
        const Vec3 n = bevelNormal(outer, x, y, 5.0f, 1.0f);
        Rgba colour = shade(mix(palette::kWoodMid, palette::kWoodDark, clamp01(y / 128.0f)), n,
                            0.45f, 0.6f, 0.3f, 10.0f);
        return mix(hex(0x24130A), colour, smoothstep(0.0f, 1.2f, -outer(x, y)));
    });
    // The recess: dark felt whose top-left wall throws a shadow onto its floor.
    Canvas shadow(512, 128);
    shadow.fill([&](float x, float y) { return -inner(x - 4.0f, y - 6.0f); }, hex(0x000000, 0.9f));
    shadow.blur(4.5f);
    c.fill(inner, [&](float x, float y) {
        Rgba floor = mix(hex(0x14301F), hex(0x0A1D12), clamp01(y / 128.0f));
        const Pixel s = shadow.get(static_cast<int>(x), static_cast<int>(y));
        floor = scaled(floor, 1.0f - 0.75f * s.a);
        // Lower-right wall faces the light: a thin lit lip.
        const float inside = -inner(x, y);
        const float e = 0.5f;
        const float gx = inner(x + e, y) - inner(x - e, y);
        const float gy = inner(x, y + e) - inner(x, y - e);
        const float facing = clamp01((gx * 0.55f + gy * 0.8f) / (2.0f * e));
        const float lip = (1.0f - smoothstep(0.0f, 2.0f, inside)) * facing;
        return mix(floor, hex(0x6E8F6A), 0.6f * lip);
    });
    return c;
}

// Cup geometry, upright, seen from the side and a little above.
struct CupShape {
    static constexpr float kCx = 128.0f;
    static constexpr float kTopY = 50.0f;
    static constexpr float kTopRx = 108.0f;
    static constexpr float kTopRy = 26.0f;
    static constexpr float kBottomY = 292.0f;
    static constexpr float kBottomRx = 94.0f;
    static constexpr float kBottomRy = 20.0f;

    static float halfWidth(float y) {
        const float t = clamp01((y - kTopY) / (kBottomY - kTopY));
        return kTopRx + (kBottomRx - kTopRx) * t;
    }
    static float ry(float y) {
        const float t = clamp01((y - kTopY) / (kBottomY - kTopY));
        return kTopRy + (kBottomRy - kTopRy) * t;
    }
    static float body(float x, float y) {
        const float side = sdPolygon(x, y,
                                     {{kCx - kTopRx, kTopY},
                                      {kCx + kTopRx, kTopY},
                                      {kCx + kBottomRx, kBottomY},
                                      {kCx - kBottomRx, kBottomY}});
        return std::min(side, sdEllipse(x, y, kCx, kBottomY, kBottomRx, kBottomRy));
    }
    // The front arc at height h below the rim's centre line, for bands and stitches.
    static Vec2 frontArc(float h, float phi) {
        const float y0 = kTopY + h;
        return {kCx + halfWidth(y0) * std::sin(phi), y0 + ry(y0) * std::cos(phi)};
    }
};

Rgba leather(float x, float y) {
    const float mottle = fbm(x / 40.0f, y / 40.0f, 131u, 3) - 0.5f;
    const float pebble = valueNoise(x / 2.2f, y / 2.2f, 137u) - 0.5f;
    return scaled(palette::kLeather, 1.0f + 0.22f * mottle + 0.12f * pebble);
}

// Stitches along the front arc at height h: short thread dashes with their holes.
void drawStitches(Canvas& c, float h) {
    for (float phi = -1.45f; phi < 1.45f; phi += 0.085f) {
        const Vec2 a = CupShape::frontArc(h, phi);
        const Vec2 b = CupShape::frontArc(h, phi + 0.05f);
        const Vec2 as{a.x + 0.8f, a.y + 1.0f};
        const Vec2 bs{b.x + 0.8f, b.y + 1.0f};
        c.fill([=](float x, float y) { return sdSegment(x, y, as, bs) - 1.5f; },
               hex(0x120804, 0.8f));
        c.fill([=](float x, float y) { return sdSegment(x, y, a, b) - 1.15f; },
               [=](float x, float) {
                   // Thread catches light on the left of the cup, fades into the shade on the
                   // right.
                   const float u = (x - CupShape::kCx) / CupShape::kTopRx;
                   return scaled(hex(0xE3CFA0), 1.05f - 0.45f * clamp01(0.5f + 0.6f * u));
               });
    }
}

// The band of rolled leather at height h (a raised strip across the cup's front).
void drawBand(Canvas& c, float h0, float h1) {
    const auto sd = [=](float x, float y) {
        // Between the two front arcs, inside the body's silhouette.
        const float top = CupShape::kTopY + h0;
        const float bottom = CupShape::kTopY + h1;
        const float dx0 = (x - CupShape::kCx) / (CupShape::halfWidth(top) + 1.5f);
        const float dx1 = (x - CupShape::kCx) / (CupShape::halfWidth(bottom) + 1.5f);
        const float yTop = top + CupShape::ry(top) * std::sqrt(std::max(0.0f, 1.0f - dx0 * dx0));
        const float yBottom =
            bottom + CupShape::ry(bottom) * std::sqrt(std::max(0.0f, 1.0f - dx1 * dx1));
        const float vertical = std::max(yTop - y, y - yBottom);
        const float side = std::fabs(x - CupShape::kCx) - CupShape::halfWidth(y) - 1.5f;
        return std::max(vertical, side);
    };
    c.fill(sd, [=](float x, float y) {
        const float u =
            std::clamp((x - CupShape::kCx) / (CupShape::halfWidth(y) + 1.5f), -1.0f, 1.0f);
        const float inside = -sd(x, y);
        // Rolled edges: a highlight along the band's top edge, shade along its bottom.
        const float span = (h1 - h0);
        const float dyTop = inside;
        const float tilt = dyTop < 3.0f ? -(3.0f - dyTop) / 3.0f : 0.0f;
        Vec3 n = normalize({u, tilt * 0.8f, std::sqrt(std::max(0.05f, 1.0f - u * u))});
        Rgba albedo = scaled(leather(x, y), 1.12f);
        Rgba lit = shade(albedo, n, 0.35f, 0.75f, 0.22f, 8.0f);
        (void)span;
        return mix(hex(0x1A0C05), lit, smoothstep(0.0f, 1.5f, inside));
    });
}

void drawCupBody(Canvas& c) {
    c.fill(CupShape::body, [](float x, float y) {
        const float u = std::clamp((x - CupShape::kCx) / CupShape::halfWidth(y), -1.0f, 1.0f);
        const Vec3 n = normalize({u, 0.06f, std::sqrt(std::max(0.02f, 1.0f - u * u))});
        const Rgba lit = shade(leather(x, y), n, 0.3f, 0.85f, 0.3f, 9.0f);
        // Deepen the silhouette edge and the base so the cup sits on the table.
        const float foot = smoothstep(CupShape::kBottomY - 8.0f, CupShape::kBottomY + 20.0f, y);
        return mix(lit, hex(0x120703), 0.55f * foot);
    });
    drawBand(c, 10.0f, 38.0f);
    drawStitches(c, 18.0f);
    drawStitches(c, 30.0f);
    drawBand(c, 212.0f, 236.0f);
    drawStitches(c, 224.0f);
}

// The open top: a lighter leather lip around the dark inside of the cup.
void drawCupMouth(Canvas& c) {
    const float cx = CupShape::kCx;
    const float cy = CupShape::kTopY;
    const Sdf lip = [=](float x, float y) {
        return sdEllipse(x, y, cx, cy, CupShape::kTopRx + 1.5f, CupShape::kTopRy + 1.0f);
    };
    const Sdf hole = [=](float x, float y) {
        return sdEllipse(x, y, cx, cy + 1.5f, CupShape::kTopRx - 10.0f, CupShape::kTopRy - 6.0f);
    };
    c.fill(lip, [&](float x, float y) {
        const float u = (x - cx) / CupShape::kTopRx;
        const float v = (y - cy) / CupShape::kTopRy;
        // The lip is a rounded roll: lit on its far side and on the left.
        const Vec3 n = normalize({u * 0.5f, v * 0.7f, 1.0f});
        const Rgba lit = shade(
            scaled(hex(0xA4714A), 1.0f + 0.1f * (valueNoise(x / 2.5f, y / 2.5f, 151u) - 0.5f)), n,
            0.4f, 0.65f, 0.3f, 10.0f);
        return mix(hex(0x2A150A), lit, smoothstep(0.0f, 1.6f, -lip(x, y)));
    });
    c.fill(hole, [&](float x, float y) {
        // The far inner wall shows at the back; the near wall hides the depth in shadow.
        const float t =
            clamp01((y - (cy - CupShape::kTopRy + 6.0f)) / (2.0f * (CupShape::kTopRy - 6.0f)));
        const float u = (x - cx) / (CupShape::kTopRx - 10.0f);
        Rgba wall = mix(hex(0x5A3420), hex(0x0E0603), std::pow(t, 0.8f));
        wall = scaled(wall, 1.0f - 0.35f * u * u);
        const float rimShade = 1.0f - smoothstep(0.0f, 4.0f, -hole(x, y));
        return mix(wall, hex(0x0A0402), 0.5f * rimShade * (t > 0.5f ? 1.0f : 0.3f));
    });
}

} // namespace

Canvas makeCup() {
    Canvas cup(256, 320);
    drawCupBody(cup);
    drawCupMouth(cup);
    return cup;
}

std::vector<Sprite> makeTableSprites() {
    std::vector<Sprite> out;
    out.push_back({"felt.png", makeFelt()});
    out.push_back({"wood.png", makeWood()});
    out.push_back({"tray.png", makeTray()});
    out.push_back({"cup.png", makeCup()});
    Canvas mouth(256, 320);
    drawCupMouth(mouth);
    out.push_back({"cup_mouth.png", std::move(mouth)});
    return out;
}

} // namespace greed::tools

// Effect sprites: drop shadow, selection glow, spark and confetti particles, winner star and
// crown, and the plaque and ribbon tails of the table's banners (HOT DICE, FINAL ROUND, the win).
#include "shapes.hpp"
#include "sprites.hpp"

#include <algorithm>
#include <cmath>

namespace greed::tools {

namespace {

constexpr float kPi = 3.14159265358979f;

// The die body as it sits centred in the 160 px shadow and glow sprites.
float sdDieOutline(float x, float y, float grow) {
    return sdRoundRect(x, y, 80.0f, 80.0f, 60.0f + grow, 60.0f + grow, 22.0f + grow);
}

Canvas makeShadow() {
    Canvas c(160, 160);
    c.fill([](float x, float y) { return sdDieOutline(x, y, -2.0f); }, hex(0x000000, 0.72f));
    c.blur(6.5f);
    return c;
}

Canvas makeGlow() {
    Canvas c(160, 160);
    // Wide soft halo, then a crisp bright core ring just outside the die's edge.
    Canvas wide(160, 160);
    wide.fill([](float x, float y) { return std::fabs(sdDieOutline(x, y, 6.0f)) - 4.0f; },
              hex(0xFFA21F, 0.6f));
    wide.blur(7.0f);
    c.draw(wide, 0, 0);
    Canvas halo(160, 160);
    halo.fill([](float x, float y) { return std::fabs(sdDieOutline(x, y, 4.0f)) - 3.0f; },
              hex(0xFFBE3A, 0.95f));
    halo.blur(4.0f);
    c.draw(halo, 0, 0);
    c.fill([](float x, float y) { return std::fabs(sdDieOutline(x, y, 4.0f)) - 1.6f; },
           [](float x, float y) {
               // Brighter toward the top-left, like the rest of the table's light.
               const float t = clamp01(0.5f + ((x - 80.0f) + (y - 80.0f)) / 240.0f);
               return mix(palette::kGoldLight, palette::kGold, t);
           });
    // Keep the die itself clean: fade everything inside its body, and let the halo die out
    // before the sprite's border so no edge shows when it is drawn.
    c.maskWith([](float x, float y) {
        const float border = std::min(std::min(x, 160.0f - x), std::min(y, 160.0f - y));
        return smoothstep(-4.0f, 1.0f, sdDieOutline(x, y, 0.0f)) * smoothstep(0.0f, 12.0f, border);
    });
    return c;
}

Canvas makeSpark() {
    Canvas c(32, 32);
    c.paint([](float x, float y) {
        const float dx = x - 16.0f;
        const float dy = y - 16.0f;
        const float r = std::hypot(dx, dy);
        const float core = std::exp(-r * r / (2.0f * 1.8f * 1.8f));
        const float halo = 0.35f * std::exp(-r * r / (2.0f * 5.5f * 5.5f));
        const float rayMain = std::exp(-std::fabs(dx) / 0.9f) * std::exp(-std::fabs(dy) / 6.0f) +
                              std::exp(-std::fabs(dy) / 0.9f) * std::exp(-std::fabs(dx) / 6.0f);
        const float u = (dx + dy) * 0.7071f;
        const float v = (dx - dy) * 0.7071f;
        const float rayDiag =
            0.45f * (std::exp(-std::fabs(u) / 0.8f) * std::exp(-std::fabs(v) / 3.0f) +
                     std::exp(-std::fabs(v) / 0.8f) * std::exp(-std::fabs(u) / 3.0f));
        const float fade = 1.0f - smoothstep(11.0f, 15.5f, r);
        const float i = clamp01((core + halo + 0.8f * rayMain + rayDiag) * fade);
        Rgba colour = mix(palette::kGold, hex(0xFFFFFF), clamp01(core * 1.4f + rayMain * 0.4f));
        colour.a = i;
        return colour;
    });
    return c;
}

Canvas makeConfetti() {
    Canvas c(16, 16);
    c.fill([](float x, float y) { return sdRoundRect(x, y, 8.0f, 8.0f, 6.0f, 4.0f, 1.0f); },
           [](float, float y) {
               // A slight twist shading survives the game's tint.
               return mix(hex(0xFFFFFF), hex(0xD4D4D4), clamp01((y - 4.0f) / 8.0f));
           });
    return c;
}

// A five-pointed star with a raised centre: each point has a lit and a shaded facet.
Canvas makeStar() {
    Canvas c(64, 64);
    const float cx = 32.0f;
    const float cy = 34.0f;
    const std::vector<Vec2> pts = starPoints(cx, cy, 29.0f, 12.5f, 5);
    const Sdf star = [pts](float x, float y) {
        return sdPolygon(x, y, pts) - 0.8f;
    };
    c.fillSupersampled(
        star,
        [&](float x, float y) {
            // Facet normal: each point is a low pyramid ridge; a facet tilts toward its outer edge.
            const float angle = std::atan2(y - cy, x - cx) + kPi / 2.0f;
            const float sector = kPi / 5.0f;
            const float local = std::fmod(angle + sector + 4.0f * kPi, 2.0f * sector) - sector;
            const float side = local < 0.0f ? -1.0f : 1.0f;
            const float tipAngle = angle - local - kPi / 2.0f;
            const float valleyAngle = tipAngle + side * sector;
            const Vec2 tip{29.0f * std::cos(tipAngle), 29.0f * std::sin(tipAngle)};
            const Vec2 valley{12.5f * std::cos(valleyAngle), 12.5f * std::sin(valleyAngle)};
            Vec2 out{-(valley.y - tip.y), valley.x - tip.x};
            if (out.x * tip.x + out.y * tip.y + out.x * valley.x + out.y * valley.y < 0.0f) {
                out = {-out.x, -out.y};
            }
            const float len = std::hypot(out.x, out.y);
            const Vec3 n = normalize({out.x / len * 0.8f, out.y / len * 0.8f, 1.0f});
            Rgba lit = shade(palette::kGold, n, 0.35f, 0.7f, 0.55f, 16.0f);
            lit = mix(palette::kGoldDeep, lit, smoothstep(0.0f, 1.6f, -star(x, y)));
            return lit;
        },
        4);
    return c;
}

Canvas makeCrown() {
    Canvas c(96, 64);
    const std::vector<Vec2> body = {{18, 52}, {11, 22}, {31, 36}, {48, 13},
                                    {65, 36}, {85, 22}, {78, 52}};
    const Sdf crown = [body](float x, float y) {
        float d = sdPolygon(x, y, body) - 1.0f;
        d = std::min(d, sdRoundRect(x, y, 48.0f, 52.0f, 32.0f, 7.0f, 2.5f));
        d = std::min(d, sdCircle(x, y, 11.0f, 19.0f, 4.2f));
        d = std::min(d, sdCircle(x, y, 48.0f, 10.0f, 4.8f));
        return std::min(d, sdCircle(x, y, 85.0f, 19.0f, 4.2f));
    };
    c.fill(crown, [&](float x, float y) {
        const Vec3 n = bevelNormal(crown, x, y, 4.0f, 1.1f);
        Rgba lit = shade(palette::kGold, n, 0.4f, 0.65f, 0.55f, 14.0f);
        // A groove separates the band from the points.
        const float groove = std::fabs(y - 45.0f);
        lit = mix(scaled(palette::kGoldDeep, 0.8f), lit, smoothstep(0.4f, 1.4f, groove));
        return mix(palette::kGoldDeep, lit, smoothstep(0.0f, 1.5f, -crown(x, y)));
    });
    auto jewel = [&c](float jx, float jy, float r, const Rgba& colour) {
        c.fill([=](float x, float y) { return sdCircle(x, y, jx, jy, r + 1.0f); },
               palette::kGoldDeep);
        c.fill([=](float x, float y) { return sdCircle(x, y, jx, jy, r); },
               [=](float x, float y) {
                   const float dx = (x - jx) / r;
                   const float dy = (y - jy) / r;
                   const float z = std::sqrt(std::max(0.0f, 1.0f - dx * dx - dy * dy));
                   return shade(colour, normalize({dx, dy, z + 0.2f}), 0.45f, 0.6f, 0.9f, 30.0f);
               });
    };
    jewel(48.0f, 51.5f, 4.2f, palette::kRed);
    jewel(29.0f, 51.5f, 3.0f, hex(0x1F8A5B));
    jewel(67.0f, 51.5f, 3.0f, hex(0x2F6FC4));
    return c;
}

// A plaque, a 64x64 9-slice (16 px corners): a body shading from `top` to `bottom` inside a
// bevelled gold frame edged dark, so a word reads on it at any size and nothing behind shows
// through. The banners' is crimson (a word in gold); the verdicts' and the turn plate's is
// soot-dark (a red BUST, an orange FARKLE!, a player's colour).
Canvas makePlaque(Rgba top, Rgba bottom) {
    Canvas c(64, 64);
    const Sdf outer = [](float x, float y) {
        return sdRoundRect(x, y, 32.0f, 32.0f, 31.5f, 31.5f, 11.0f);
    };
    const Sdf body = [](float x, float y) {
        return sdRoundRect(x, y, 32.0f, 32.0f, 25.5f, 25.5f, 6.0f);
    };
    c.fill(outer, hex(0x2A1408));
    const Sdf frame = [outer](float x, float y) {
        return outer(x, y) + 1.4f;
    };
    c.fill(frame, [&](float x, float y) {
        const Vec3 n = bevelNormal(frame, x, y, 3.5f, 1.0f);
        return shade(palette::kGold, n, 0.35f, 0.7f, 0.6f, 18.0f);
    });
    // A dark groove between frame and body, then the body.
    c.fill([body](float x, float y) { return body(x, y) - 1.2f; },
           scaled(palette::kGoldDeep, 0.45f));
    c.fill(body, [top, bottom](float, float y) {
        const float t = clamp01((y - 6.0f) / 52.0f);
        return mix(top, bottom, t);
    });
    // A soft sheen along the top of the body, as on lacquered wood.
    c.fill([body](float x, float y) { return std::max(body(x, y), y - 16.0f); },
           [](float, float y) { return hex(0xFFFFFF, 0.10f * clamp01((16.0f - y) / 10.0f)); });
    return c;
}

// A ribbon's end, folded behind the plaque: a band with a swallowtail notch at its left,
// shaded darker towards the fold at its right. Drawn white-ish so the game tints it (gold for
// hot dice, the winner's colour for the win); turned 180 degrees for the right end.
Canvas makeRibbonTail() {
    Canvas c(64, 64);
    const std::vector<Vec2> band = {{2, 12}, {62, 12}, {62, 52}, {2, 52}, {16, 32}};
    const Sdf shape = [band](float x, float y) {
        return sdPolygon(x, y, band) - 0.6f;
    };
    c.fill([shape](float x, float y) { return shape(x, y) - 1.2f; }, hex(0x1A0E08));
    c.fillSupersampled(
        shape,
        [](float x, float y) {
            const float fold = smoothstep(34.0f, 62.0f, x);
            const float rise = 1.0f - 0.25f * clamp01((y - 12.0f) / 40.0f);
            const Rgba lit = mix(hex(0xFFFFFF), hex(0x8C8C8C), fold);
            return scaled(lit, rise);
        },
        3);
    // A stitched line along both edges of the band.
    for (const float edge : {16.0f, 48.0f}) {
        c.fill(
            [shape, edge](float x, float y) {
                const float dash = std::fmod(x, 6.0f) < 3.5f ? 0.0f : 2.0f;
                return std::max(shape(x, y) + 2.0f, std::fabs(y - edge) - 0.6f + dash);
            },
            hex(0xFFFFFF, 0.55f));
    }
    return c;
}

} // namespace

std::vector<Sprite> makeEffectSprites() {
    std::vector<Sprite> out;
    out.push_back({"shadow.png", makeShadow()});
    out.push_back({"glow.png", makeGlow()});
    out.push_back({"spark.png", makeSpark()});
    out.push_back({"confetti.png", makeConfetti()});
    out.push_back({"star.png", makeStar()});
    out.push_back({"crown.png", makeCrown()});
    out.push_back({"plaque.png", makePlaque(hex(0xA3202A), hex(0x5A0D14))});
    out.push_back({"plaque_dark.png", makePlaque(hex(0x3A2620), hex(0x150C0A))});
    out.push_back({"ribbon_tail.png", makeRibbonTail()});
    return out;
}

} // namespace greed::tools

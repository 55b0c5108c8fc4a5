// Personality portraits: one round brass-rimmed medallion per computer player in
// assets/personalities.json ("portrait_<id>.png", 128x128), each face with its own props.
#include "shapes.hpp"
#include "sprites.hpp"

#include <algorithm>
#include <cmath>

namespace greed::tools {

namespace {

constexpr float kSize = 128.0f;
constexpr float kMid = kSize / 2.0f;
constexpr float kMedallion = 60.0f; // radius of the picture inside the rim
constexpr float kHeadX = 64.0f;
constexpr float kHeadY = 62.0f;
constexpr float kHeadR = 27.0f;

const Rgba kSkin = hex(0xF1C9A0);
const Rgba kSkinShade = hex(0xC98E64);
const Rgba kLine = hex(0x2B1B12);
const Rgba kWhite = hex(0xFBF7EE);

Sdf circle(float cx, float cy, float r) {
    return [=](float x, float y) {
        return sdCircle(x, y, cx, cy, r);
    };
}
Sdf ellipse(float cx, float cy, float rx, float ry) {
    return [=](float x, float y) {
        return sdEllipse(x, y, cx, cy, rx, ry);
    };
}
Sdf stroke(Vec2 a, Vec2 b, float width) {
    return [=](float x, float y) {
        return sdSegment(x, y, a, b) - width / 2.0f;
    };
}
Sdf polygon(std::vector<Vec2> points) {
    return [p = std::move(points)](float x, float y) {
        return sdPolygon(x, y, p);
    };
}
// Part of an ellipse outline: `below` keeps the lower half (a smile), otherwise the upper.
Sdf arc(float cx, float cy, float rx, float ry, float width, bool below) {
    return [=](float x, float y) {
        const float ring = std::fabs(sdEllipse(x, y, cx, cy, rx, ry)) - width / 2.0f;
        const float half = below ? cy - y : y - cy;
        return std::max(ring, half);
    };
}

// The part of an ellipse centred over the head above the line y = cut (hair, caps).
Sdf hairCap(float cy, float rx, float ry, float cut) {
    return [=](float x, float y) {
        return std::max(sdEllipse(x, y, kHeadX, cy, rx, ry), y - cut);
    };
}

// Lit with the shared light, as a soft dome.
void dome(Canvas& c, const Sdf& shape, const Rgba& albedo, float bevel) {
    c.fill(shape, [&](float x, float y) {
        return shade(albedo, bevelNormal(shape, x, y, bevel, 0.9f), 0.55f, 0.5f, 0.18f, 10.0f);
    });
}

struct Look {
    Rgba backdrop;
    Rgba cloth;
    Rgba hair;
};

// Background, shoulders and the head: what every portrait shares.
void drawSitter(Canvas& c, const Look& look) {
    c.fill(circle(kMid, kMid, kMedallion), [&](float x, float y) {
        const float r = std::hypot(x - kMid, y - kMid * 0.8f) / kMedallion;
        return mix(mix(look.backdrop, kWhite, 0.25f), scaled(look.backdrop, 0.45f),
                   smoothstep(0.0f, 1.3f, r));
    });
    dome(c, ellipse(kMid, 128.0f, 46.0f, 34.0f), look.cloth, 10.0f);
    c.fill(polygon({{56, 84}, {72, 84}, {68, 100}, {60, 100}}), kSkinShade);
    c.fill(circle(kHeadX - kHeadR, kHeadY + 3, 6.0f), kSkinShade); // ears
    c.fill(circle(kHeadX + kHeadR, kHeadY + 3, 6.0f), kSkinShade);
    dome(c, ellipse(kHeadX, kHeadY, kHeadR, kHeadR * 1.08f), kSkin, 9.0f);
}

void eyes(Canvas& c, float dy, float r) {
    c.fill(circle(54, kHeadY + dy, r), kLine);
    c.fill(circle(74, kHeadY + dy, r), kLine);
    c.fill(circle(54.8f, kHeadY + dy - r * 0.4f, r * 0.35f), kWhite);
    c.fill(circle(74.8f, kHeadY + dy - r * 0.4f, r * 0.35f), kWhite);
}

void glasses(Canvas& c, const Rgba& frame) {
    for (const float x : {54.0f, 74.0f}) {
        c.fill([x](float px,
                   float py) { return std::fabs(sdCircle(px, py, x, kHeadY + 1, 7.5f)) - 1.3f; },
               frame);
    }
    c.fill(stroke({61, kHeadY}, {67, kHeadY}, 2.0f), frame);
}

void blush(Canvas& c) {
    c.fill(ellipse(47, kHeadY + 11, 5, 3), hex(0xE8826E, 0.45f));
    c.fill(ellipse(81, kHeadY + 11, 5, 3), hex(0xE8826E, 0.45f));
}

Canvas timid() {
    Canvas c(128, 128);
    drawSitter(c, {hex(0x7FA7D6), hex(0x9FB8D8), hex(0x9B6B3D)});
    // A neat bob framing the face.
    c.fill(
        [](float x, float y) {
            const float cap = sdEllipse(x, y, kHeadX, kHeadY - 6, kHeadR + 5, kHeadR);
            const float fringe = kHeadY - 8 - y;
            return std::max(cap, -fringe);
        },
        hex(0x9B6B3D));
    c.fill(polygon({{36, 52}, {44, 52}, {42, 80}, {35, 76}}), hex(0x9B6B3D));
    c.fill(polygon({{84, 52}, {92, 52}, {93, 76}, {86, 80}}), hex(0x9B6B3D));
    // Worried brows rising towards the middle, small eyes, a wavering mouth.
    c.fill(stroke({48, kHeadY - 7}, {58, kHeadY - 10}, 2.2f), kLine);
    c.fill(stroke({70, kHeadY - 10}, {80, kHeadY - 7}, 2.2f), kLine);
    eyes(c, 0, 2.6f);
    c.fill(arc(60.5f, kHeadY + 15, 3.5f, 2.5f, 1.8f, false), kLine);
    c.fill(arc(67.5f, kHeadY + 15, 3.5f, 2.5f, 1.8f, true), kLine);
    blush(c);
    // A drop of nervous sweat.
    c.fill(
        [](float x, float y) {
            return std::min(sdCircle(x, y, 92, 52, 3.6f),
                            sdPolygon(x, y, {{88.6f, 51}, {92, 43}, {95.4f, 51}}));
        },
        hex(0xBFE6FF));
    return c;
}

Canvas careful() {
    Canvas c(128, 128);
    drawSitter(c, {hex(0x5E9C76), hex(0xE9E4D6), hex(0x4A3426)});
    // Side-parted hair under a bookkeeper's green eyeshade.
    c.fill(hairCap(kHeadY - 8, kHeadR + 2, kHeadR - 4, kHeadY - 10), hex(0x4A3426));
    c.fill(polygon({{34, 44}, {94, 44}, {102, 56}, {26, 56}}), hex(0x2E8B57, 0.88f));
    c.fill(stroke({34, 44}, {94, 44}, 3.0f), hex(0x1E5E3A));
    c.fill(stroke({48, kHeadY - 6}, {58, kHeadY - 6}, 2.0f), kLine);
    c.fill(stroke({70, kHeadY - 6}, {80, kHeadY - 6}, 2.0f), kLine);
    eyes(c, 1, 2.4f);
    glasses(c, hex(0x3A2A20));
    c.fill(stroke({58, kHeadY + 16}, {70, kHeadY + 16}, 2.0f), kLine);
    // A bow tie at the collar.
    c.fill(polygon({{64, 102}, {54, 96}, {54, 108}}), hex(0x1E5E3A));
    c.fill(polygon({{64, 102}, {74, 96}, {74, 108}}), hex(0x1E5E3A));
    return c;
}

Canvas steady() {
    Canvas c(128, 128);
    drawSitter(c, {hex(0xC9A227), hex(0x6B5B45), hex(0x6B4A2B)});
    // A flat cap with a short peak.
    dome(c, hairCap(kHeadY - 10, kHeadR + 3, kHeadR - 2, kHeadY - 12), hex(0x6B5B45), 4.0f);
    c.fill(ellipse(kHeadX + 10, kHeadY - 12, 22, 4.5f), hex(0x4E4132));
    // Calm half-closed eyes and an easy smile.
    c.fill(arc(54, kHeadY + 1, 4.5f, 2.5f, 2.0f, true), kLine);
    c.fill(arc(74, kHeadY + 1, 4.5f, 2.5f, 2.0f, true), kLine);
    c.fill(stroke({48, kHeadY - 6}, {59, kHeadY - 7}, 2.2f), kLine);
    c.fill(stroke({69, kHeadY - 7}, {80, kHeadY - 6}, 2.2f), kLine);
    c.fill(arc(64, kHeadY + 12, 8, 5, 2.2f, true), kLine);
    return c;
}

Canvas bold() {
    Canvas c(128, 128);
    drawSitter(c, {hex(0xD9773A), hex(0x2F3A4A), hex(0x3B2418)});
    // Swept-back hair and a red headband tied at the side.
    c.fill(hairCap(kHeadY - 6, kHeadR + 3, kHeadR, kHeadY - 12), hex(0x3B2418));
    c.fill(polygon({{35, 46}, {93, 46}, {93, 53}, {35, 53}}), hex(0xC8232C));
    c.fill(polygon({{92, 48}, {104, 42}, {101, 52}}), hex(0xC8232C));
    c.fill(polygon({{92, 51}, {103, 58}, {98, 60}}), hex(0xA51C23));
    // Brows down towards the nose, a wide toothy grin.
    c.fill(stroke({47, kHeadY - 9}, {58, kHeadY - 5}, 2.8f), kLine);
    c.fill(stroke({70, kHeadY - 5}, {81, kHeadY - 9}, 2.8f), kLine);
    eyes(c, 1, 2.8f);
    const Sdf grin = [](float x, float y) {
        return std::max(sdEllipse(x, y, 64, kHeadY + 11, 11, 9), kHeadY + 11 - y);
    };
    c.fill(grin, kLine);
    c.fill([&](float x, float y) { return std::max(grin(x, y) + 1.5f, y - (kHeadY + 15)); },
           kWhite);
    return c;
}

Canvas gambler() {
    Canvas c(128, 128);
    drawSitter(c, {hex(0xA64CA6), hex(0x2A2233), hex(0x2A1A12)});
    // A fedora with a band and a playing card tucked in it.
    c.fill(ellipse(kHeadX, kHeadY - 14, 38, 7), hex(0x2A2233));
    dome(
        c, [](float x, float y) { return sdRoundRect(x, y, kHeadX, kHeadY - 25, 20, 12, 7); },
        hex(0x3A3046), 4.0f);
    c.fill(polygon({{44, 31}, {84, 31}, {84, 24}, {44, 24}}), hex(0xB8323E));
    c.fill([](float x, float y) { return sdRoundRect(x, y, 76, 21, 5, 7.5f, 1.5f); }, kWhite);
    c.fill(circle(76, 21, 2.6f), hex(0xC3141E));
    // One eye winks; a moustache over a sly smile.
    c.fill(circle(54, kHeadY + 1, 2.8f), kLine);
    c.fill(circle(54.8f, kHeadY - 0.2f, 1.0f), kWhite);
    c.fill(arc(74, kHeadY + 2, 4.5f, 2.5f, 2.0f, false), kLine);
    c.fill(stroke({47, kHeadY - 6}, {58, kHeadY - 8}, 2.2f), kLine);
    c.fill(stroke({69, kHeadY - 5}, {80, kHeadY - 4}, 2.2f), kLine);
    c.fill(
        [](float x, float y) {
            return std::min(sdEllipse(x, y, 58, kHeadY + 10, 7, 3.2f),
                            sdEllipse(x, y, 70, kHeadY + 10, 7, 3.2f));
        },
        hex(0x2A1A12));
    c.fill(arc(67, kHeadY + 15, 6, 3, 2.0f, true), kLine);
    return c;
}

Canvas reckless() {
    Canvas c(128, 128);
    drawSitter(c, {hex(0xD23C3C), hex(0x1F1F1F), hex(0xF2B93B)});
    // Wild spiky hair, wide eyes, an open-mouthed laugh.
    c.fill(
        [](float x, float y) {
            const float spikes = sdPolygon(x, y, starPoints(kHeadX, kHeadY - 14, 34, 20, 9, 0.1f));
            return std::max(spikes, y - (kHeadY - 8));
        },
        hex(0xF2B93B));
    c.fill(hairCap(kHeadY - 6, kHeadR + 1, kHeadR - 2, kHeadY - 9), hex(0xE89B2A));
    c.fill(stroke({46, kHeadY - 11}, {58, kHeadY - 6}, 3.0f), kLine);
    c.fill(stroke({70, kHeadY - 6}, {82, kHeadY - 11}, 3.0f), kLine);
    c.fill(circle(54, kHeadY + 1, 5.5f), kWhite);
    c.fill(circle(74, kHeadY + 1, 5.5f), kWhite);
    eyes(c, 1, 2.4f);
    c.fill(ellipse(64, kHeadY + 15, 9, 7), hex(0x5A1010));
    c.fill(ellipse(64, kHeadY + 19, 5, 3), hex(0xE0606A));
    c.fill(polygon({{56, kHeadY + 10}, {72, kHeadY + 10}, {71, kHeadY + 12}, {57, kHeadY + 12}}),
           kWhite);
    // Scars of past busts: a sticking plaster on the cheek.
    c.fill(polygon({{80, 70}, {90, 66}, {92, 70}, {82, 74}}), hex(0xF4D7A8));
    return c;
}

Canvas professor() {
    Canvas c(128, 128);
    drawSitter(c, {hex(0x8C8A84), hex(0x1E2A3A), hex(0xDADAD6)});
    // White hair at the temples and a full beard.
    c.fill(ellipse(38, kHeadY - 2, 6, 10), hex(0xE6E4DE));
    c.fill(ellipse(90, kHeadY - 2, 6, 10), hex(0xE6E4DE));
    c.fill(
        [](float x, float y) {
            return std::max(sdEllipse(x, y, kHeadX, kHeadY + 12, kHeadR - 1, 20), kHeadY + 6 - y);
        },
        hex(0xE6E4DE));
    c.fill(arc(64, kHeadY + 14, 5, 2.5f, 2.0f, true), kLine);
    // A mortarboard with its tassel.
    dome(
        c, [](float x, float y) { return sdRoundRect(x, y, kHeadX, kHeadY - 20, 20, 6, 3); },
        hex(0x22222C), 3.0f);
    c.fill(polygon({{64, 20}, {100, 32}, {64, 44}, {28, 32}}), hex(0x1B1B24));
    c.fill(stroke({64, 32}, {92, 40}, 1.6f), hex(0xF2B93B));
    c.fill(stroke({92, 40}, {92, 54}, 2.0f), hex(0xF2B93B));
    c.fill(ellipse(92, 56, 2.5f, 4), hex(0xF2B93B));
    c.fill(stroke({48, kHeadY - 8}, {59, kHeadY - 9}, 2.6f), hex(0xBDBAB2));
    c.fill(stroke({69, kHeadY - 9}, {80, kHeadY - 8}, 2.6f), hex(0xBDBAB2));
    eyes(c, 1, 2.4f);
    glasses(c, hex(0xC9A227));
    return c;
}

// The brass rim over the picture, and the picture cut to the medallion.
Canvas framed(Canvas picture) {
    picture.maskWith([](float x, float y) {
        return coverage(sdCircle(x + 0.5f, y + 0.5f, kMid, kMid, kMedallion));
    });
    Canvas c(128, 128);
    const Sdf rim = [](float x, float y) {
        return std::fabs(sdCircle(x, y, kMid, kMid, kMedallion + 1.0f)) - 3.5f;
    };
    c.fill(circle(kMid, kMid + 2, kMedallion + 4.0f), hex(0x000000, 0.35f));
    c.draw(picture, 0, 0);
    c.fill(rim, [&](float x, float y) {
        const Rgba brass = mix(palette::kGoldLight, palette::kGoldDeep, clamp01(y / kSize));
        return shade(brass, bevelNormal(rim, x, y, 2.5f, 1.2f), 0.5f, 0.55f, 0.5f, 14.0f);
    });
    return c;
}

} // namespace

std::vector<Sprite> makePortraitSprites() {
    std::vector<Sprite> out;
    out.push_back({"portrait_timid.png", framed(timid())});
    out.push_back({"portrait_careful.png", framed(careful())});
    out.push_back({"portrait_steady.png", framed(steady())});
    out.push_back({"portrait_bold.png", framed(bold())});
    out.push_back({"portrait_gambler.png", framed(gambler())});
    out.push_back({"portrait_reckless.png", framed(reckless())});
    out.push_back({"portrait_professor.png", framed(professor())});
    return out;
}

} // namespace greed::tools

// Interface sprites, all 9-slice with 16 px corners: the text panel and the brass-rimmed buttons.
#include "shapes.hpp"
#include "sprites.hpp"

#include <cmath>

namespace greed::tools {

namespace {

Canvas makePanel() {
    Canvas c(64, 64);
    const Sdf outer = [](float x, float y) {
        return sdRoundRect(x, y, 32.0f, 32.0f, 31.5f, 31.5f, 12.0f);
    };
    c.fill(outer, [&](float x, float y) {
        const float t = clamp01(y / 64.0f);
        Rgba body = mix(hex(0x2A1E15, 0.84f), hex(0x140D09, 0.86f), t);
        // Warm hairline border, a touch brighter along the top where the light falls.
        const float inside = -outer(x, y);
        const float border = 1.0f - smoothstep(1.0f, 2.0f, inside);
        const Rgba line = withAlpha(hex(0xE9C98C), mix(hex(0, 0.45f), hex(0, 0.22f), t).a);
        return mix(body, line, border);
    });
    return c;
}

Canvas makeButton(bool hot) {
    Canvas c(64, 64);
    const Sdf rim = [](float x, float y) {
        return sdRoundRect(x, y, 32.0f, 32.0f, 31.0f, 31.0f, 14.0f);
    };
    const Sdf plate = [](float x, float y) {
        return sdRoundRect(x, y, 32.0f, 32.0f, 26.0f, 26.0f, 10.0f);
    };
    const Rgba brassTop = hot ? hex(0xFFE08A) : hex(0xE0B661);
    const Rgba brassBottom = hot ? hex(0xC58A2C) : hex(0x8C5C22);
    c.fill(rim, [&](float x, float y) {
        const Rgba albedo = mix(brassTop, brassBottom, clamp01(y / 64.0f));
        const Vec3 n = bevelNormal(rim, x, y, 3.5f, 1.2f);
        Rgba lit = shade(albedo, n, 0.45f, 0.6f, 0.5f, 12.0f);
        return mix(scaled(brassBottom, 0.6f), lit, smoothstep(0.0f, 1.2f, -rim(x, y)));
    });
    const Rgba woodTop = hot ? hex(0xB8682F) : hex(0x87461F);
    const Rgba woodBottom = hot ? hex(0x7E3C16) : hex(0x55280F);
    c.fill(plate, [&](float x, float y) {
        Rgba body = mix(woodTop, woodBottom, smoothstep(4.0f, 60.0f, y));
        // Soft gloss across the top half of the plate.
        const float gloss = 0.16f * (1.0f - smoothstep(6.0f, 30.0f, y));
        body = mix(body, hex(0xFFF2DC), gloss);
        const float inside = -plate(x, y);
        // The plate sits a little below the rim: a shaded lip at the top, a lit lip at the bottom.
        const float lip = 1.0f - smoothstep(0.0f, 2.5f, inside);
        const float e = 0.5f;
        const float gx = plate(x + e, y) - plate(x - e, y);
        const float gy = plate(x, y + e) - plate(x, y - e);
        // Outward edge direction against the light: walls facing the light are lit.
        const float facing = clamp01(0.5f + (gx * 0.55f + gy * 0.8f) / (2.0f * e));
        const Rgba lipColour =
            mix(scaled(woodBottom, 0.5f), hex(hot ? 0xFFD27A : 0xD9A55A), facing);
        body = mix(body, lipColour, lip * 0.8f);
        if (hot) {
            // Warm glow from the rim into the plate.
            body = mix(body, hex(0xFFC866), 0.35f * (1.0f - smoothstep(0.0f, 7.0f, inside)));
        }
        return body;
    });
    return c;
}

} // namespace

std::vector<Sprite> makeUiSprites() {
    std::vector<Sprite> out;
    out.push_back({"panel.png", makePanel()});
    out.push_back({"button.png", makeButton(false)});
    out.push_back({"button_hot.png", makeButton(true)});
    return out;
}

} // namespace greed::tools

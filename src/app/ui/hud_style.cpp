// HUD style: layered fills, not a texture: a frame of two wood tones, a leather face whose
// top band is lit (the table's light comes from above), a hairline of highlight inside.
#include "app/ui/hud_style.hpp"

#include "app/ui/palette.hpp"
#include "platform/window_blit.hpp"

#include <algorithm>
#include <string>

namespace greed::app {

namespace {

SDL_Color faded(SDL_Color c, double alpha) {
    return withAlpha(c, static_cast<int>(c.a * std::clamp(alpha, 0.0, 1.0)));
}

} // namespace

namespace {

void paintPanel(const Painter& p, const SDL_Rect& r, HudTone tone, double alpha) {
    if (tone == HudTone::Paper) {
        p.fill({r.x + 2, r.y + 3, r.w, r.h}, faded({0, 0, 0, 90}, alpha)); // drop shadow
        p.fill(r, faded(kHudPaper, alpha));
        p.outline(r, faded({150, 120, 84, 255}, alpha), 1);
        return;
    }
    const int frame = tone == HudTone::Tag ? 1 : std::max(2, std::min(r.h, r.w) / 16);
    p.fill({r.x + 2, r.y + 3, r.w, r.h}, faded({0, 0, 0, 80}, alpha)); // lifted off the felt
    p.fill(r, faded(kHudWoodDark, alpha));
    p.fill({r.x, r.y, r.w, r.h - frame}, faded(kHudWood, alpha));
    const SDL_Rect face = inset(r, frame);
    p.fill(face, faded(kHudLeather, alpha));
    p.fill({face.x, face.y, face.w, std::max(1, face.h / 3)}, faded(kHudLeatherLit, alpha * 0.6));
    if (tone == HudTone::Leather) {
        // Stitching: a faint line just inside the frame.
        p.outline(inset(face, std::max(2, frame)), faded({200, 160, 110, 60}, alpha), 1);
    }
}

} // namespace

void hudPanel(const Painter& p, const SDL_Rect& r, HudTone tone, double alpha) {
    if (r.w <= 0 || r.h <= 0) {
        return;
    }
    if (alpha < 1.0) {
        paintPanel(p, r, tone, alpha); // fading in or out: a few frames, drawn live
        return;
    }
    // Panels are drawn every frame at a few sizes: painted once per size (opaque layers and a
    // black shadow, so exact on a transparent texture) and copied whole, which the software
    // renderer does with its SIMD blitter where blended fills go pixel by pixel.
    const int w = r.w + 2;
    const int h = r.h + 3; // the drop shadow's reach
    const std::string key = "hud" + std::to_string(static_cast<int>(tone)) + "#" +
                            std::to_string(r.w) + "x" + std::to_string(r.h);
    SDL_Texture* tex = p.drawing(key, w, h, [&] { paintPanel(p, {0, 0, r.w, r.h}, tone, 1.0); });
    if (tex == nullptr) {
        paintPanel(p, r, tone, alpha);
        return;
    }
    const SDL_Point shift = p.offset();
    const SDL_Rect dst{r.x + shift.x, r.y + shift.y, w, h};
    SDL_SetTextureAlphaMod(tex, 255);
    platform::copyTexture(p.renderer(), tex, nullptr, &dst);
}

} // namespace greed::app

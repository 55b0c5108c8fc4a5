// HUD style: layered fills, not a texture: a frame of two wood tones, a leather face whose
// top band is lit (the table's light comes from above), a hairline of highlight inside.
#include "app/ui/hud_style.hpp"

#include "app/ui/palette.hpp"

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
    const int frame = tone == HudTone::Tag ? 1 : hudFrame(r.w, r.h);
    p.fill({r.x + 2, r.y + 3, r.w, r.h}, faded({0, 0, 0, 80}, alpha)); // lifted off the felt
    p.fill(r, faded(kHudWoodDark, alpha));
    p.fill({r.x, r.y, r.w, r.h - frame}, faded(kHudWood, alpha));
    const SDL_Rect face = inset(r, frame);
    p.fill(face, faded(kHudLeather, alpha));
    p.fill({face.x, face.y, face.w, std::max(1, face.h / 3)}, faded(kHudLeatherLit, alpha * 0.6));
    if (tone == HudTone::Leather) {
        // Stitching: a faint line just inside the frame.
        p.outline(inset(r, hudStitching(r.w, r.h) - 1), faded({200, 160, 110, 60}, alpha), 1);
    }
}

} // namespace

void hudPanel(const Painter& p, const SDL_Rect& r, HudTone tone, double alpha) {
    if (r.w <= 0 || r.h <= 0) {
        return;
    }
    paintPanel(p, r, tone, alpha);
}

} // namespace greed::app

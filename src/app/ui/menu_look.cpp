// The menus' shared look: backdrop, word mark, titles and ruled captions.
#include "app/ui/menu_look.hpp"

#include "app/ui/dice_look.hpp"
#include "app/ui/palette.hpp"

#include <algorithm>
#include <cmath>

namespace greed::app {

namespace {
constexpr double kPi = 3.14159265358979323846;
constexpr SDL_Color kOutline{58, 30, 10, 255};
constexpr SDL_Color kGoldLight{255, 228, 150, 255};
} // namespace

int screenTitleY(int h) {
    // Just under the wooden rim, as the title of New game sat: the room below is the screen's.
    return std::max(10, h / 45) + MenuType::forHeight(h).title * 6 / 10;
}

int underScreenTitle(int h) {
    const MenuType T = MenuType::forHeight(h);
    return screenTitleY(h) + T.title * 6 / 10 + T.caption;
}

int panelButtonGap(const MenuType& type) {
    return type.control / 3;
}

void drawTableBackdrop(const Painter& p, int w, int h, Uint8 shade) {
    p.clear(kBackdrop);
    const int rim = std::max(10, h / 45);
    const double side = std::max(w, h);
    p.sprite("felt", w / 2.0, h / 2.0, side, side, 0, {shade, shade, shade, 255});
    // The rim: the wood texture along each edge (the sides turned upright), as on the table.
    p.sprite("wood", w / 2.0, rim / 2.0, w, rim, 0.0);
    p.sprite("wood", w / 2.0, h - rim / 2.0, w, rim, 180.0);
    p.sprite("wood", rim / 2.0, h / 2.0, h, rim, 90.0);
    p.sprite("wood", w - rim / 2.0, h / 2.0, h, rim, -90.0);
    // The rim's shadow on the felt, fading inwards.
    const SDL_Rect felt{rim, rim, w - 2 * rim, h - 2 * rim};
    for (int i = 0; i < rim / 2; ++i) {
        const auto a = static_cast<Uint8>(80 * (1.0 - static_cast<double>(i) / (rim / 2.0)));
        p.outline(inset(felt, i), {0, 0, 0, a}, 1);
    }
}

SDL_Rect drawLogo(const Painter& p, const core::Rules& rules, int cx, int cy, int size,
                  double time) {
    const std::string word = "GREED";
    platform::Text& text = p.text();
    TextStyle style{size, false, kGold, Align::Center, VAlign::Middle, true};
    const SDL_Point extent = text.measure(word, style);
    // Two dice lean on the word's ends, rocking gently.
    const double die = size * 0.46;
    for (int s : {-1, 1}) {
        DieDraw d{cx + s * (extent.x / 2.0 + die * 0.72),
                  cy + size * 0.08 + std::sin(time * 1.7 + s) * die * 0.04,
                  die,
                  s * 16.0 + std::sin(time * 1.3 + s) * 2.5,
                  0,
                  -1,
                  {255, 255, 255, 255}};
        drawDieShadow(p, d);
        const core::Face face = s < 0 ? 1 : std::min<core::Face>(5, rules.faceCount);
        drawDie(p, rules, std::min(face, rules.faceCount), d);
    }
    // Depth: a soft drop shadow, then a dark outline all round, then the gold.
    TextStyle dark = style;
    dark.color = {0, 0, 0, 120};
    text.draw(word, cx + size / 22, cy + size / 14, dark);
    dark.color = kOutline;
    const int stroke = std::max(2, size / 30);
    for (int k = 0; k < 16; ++k) {
        const double a = 2 * kPi * k / 16;
        text.draw(word, cx + static_cast<int>(std::lround(stroke * std::cos(a))),
                  cy + static_cast<int>(std::lround(stroke * std::sin(a))), dark);
    }
    const SDL_Rect drawn = p.label(word, cx, cy, style);
    // Metal: the upper part of each letter lighter, cut at the cap line's middle.
    SDL_Rect upper{drawn.x, drawn.y, drawn.w, drawn.h * 45 / 100};
    SDL_RenderSetClipRect(p.renderer(), &upper);
    TextStyle light = style;
    light.color = kGoldLight;
    text.draw(word, cx, cy, light);
    SDL_RenderSetClipRect(p.renderer(), nullptr);
    return drawn;
}

void drawScreenTitle(const Painter& p, const std::string& text, int cx, int cy,
                     const MenuType& type, int width) {
    TextStyle style{type.title, false, {0, 0, 0, 140}, Align::Center, VAlign::Middle, true};
    if (width > 0) {
        style.size = p.text().fitSize(text, style, width);
    }
    p.text().draw(text, cx + style.size / 30 + 1, cy + style.size / 20 + 1, style);
    style.color = kGold;
    p.label(text, cx, cy, style);
}

void drawRuledCaption(const Painter& p, const std::string& text, int cx, int cy, int size,
                      int width) {
    TextStyle style{size, false, kInk, Align::Center, VAlign::Middle, true};
    style.size = p.text().fitSize(text, style, width);
    const SDL_Point extent = p.text().measure(text, style);
    const int gap = style.size;
    const int line = std::max(0, (width - extent.x) / 2 - gap);
    if (line > size) {
        const double y = cy;
        p.line({static_cast<double>(cx - extent.x / 2 - gap - line), y},
               {static_cast<double>(cx - extent.x / 2 - gap), y}, 1.5, withAlpha(kGold, 180));
        p.line({static_cast<double>(cx + extent.x / 2 + gap), y},
               {static_cast<double>(cx + extent.x / 2 + gap + line), y}, 1.5,
               withAlpha(kGold, 180));
    }
    p.label(text, cx, cy, style);
}

void drawWoodFrame(const Painter& p, const SDL_Rect& r, int rim) {
    const double x = r.x - rim;
    const double y = r.y - rim;
    const double w = r.w + 2.0 * rim;
    const double h = r.h + 2.0 * rim;
    p.sprite("wood", x + w / 2, y + rim / 2.0, w, rim, 0.0);
    p.sprite("wood", x + w / 2, y + h - rim / 2.0, w, rim, 180.0);
    p.sprite("wood", x + rim / 2.0, y + h / 2, h, rim, 90.0);
    p.sprite("wood", x + w - rim / 2.0, y + h / 2, h, rim, 270.0);
    p.outline({r.x - 1, r.y - 1, r.w + 2, r.h + 2}, {0, 0, 0, 150}, 2);
}

void drawLeather(const Painter& p, const SDL_Rect& r) {
    p.fill(r, kLeather);
    p.outline(r, withAlpha(kBrass, 200), 1);
    p.outline(inset(r, 3), withAlpha(kBrass, 60), 1);
}

void drawSectionHeading(const Painter& painter, const std::string& text, int x, int cy, int width,
                        const MenuType& type) {
    const int size = painter.text().fitSize(text, type.caption, true, width * 3 / 4);
    painter.label(text, x + type.caption / 2, cy, {size, true, kGold, Align::Left, VAlign::Middle});
    const int ruleX = x + type.caption + painter.text().measure(text, size, true).x;
    painter.fill({ruleX, cy, x + width - ruleX, 1}, withAlpha(kGold, 90));
}

} // namespace greed::app

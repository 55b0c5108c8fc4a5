// The podium's materials: the step's faces as gradients of one colour (vertex colours of
// SDL_RenderGeometry), medals as stacked discs, the winner's light as a feathered disc and a
// fan of thin rays.
#include "app/ui/podium_art.hpp"

#include "app/ui/palette.hpp"

#include <algorithm>
#include <cmath>
#include <string>

namespace greed::app {

namespace {

constexpr double kPi = 3.14159265358979;

SDL_Color scaled(SDL_Color c, double k) {
    auto ch = [k](Uint8 v) {
        return static_cast<Uint8>(std::clamp(v * k, 0.0, 255.0));
    };
    return {ch(c.r), ch(c.g), ch(c.b), c.a};
}

SDL_Color mixed(SDL_Color a, SDL_Color b, double t) {
    auto ch = [t](Uint8 x, Uint8 y) {
        return static_cast<Uint8>(std::lround(x + (y - x) * t));
    };
    return {ch(a.r, b.r), ch(a.g, b.g), ch(a.b, b.b), ch(a.a, b.a)};
}

// A vertex at `q` moved by the painter's shake offset.
SDL_Vertex vertex(const Painter& p, Vec2 q, SDL_Color colour) {
    const SDL_Point o = p.offset();
    return {{static_cast<float>(q.x + o.x), static_cast<float>(q.y + o.y)}, colour, {0, 0}};
}

// A quadrilateral with a colour at each corner (a, b, c, d round the outline).
void shadedQuad(const Painter& p, Vec2 a, Vec2 b, Vec2 c, Vec2 d, SDL_Color ca, SDL_Color cb,
                SDL_Color cc, SDL_Color cd) {
    p.geometry(nullptr, {vertex(p, a, ca), vertex(p, b, cb), vertex(p, c, cc), vertex(p, d, cd)},
               {0, 1, 2, 0, 2, 3});
}

} // namespace

void drawPlinth(const Painter& p, const SDL_Rect& f, int depth, SDL_Color colour) {
    const double x0 = f.x;
    const double x1 = f.x + f.w;
    const double y0 = f.y;
    const double y1 = f.y + f.h;
    const double inset = depth * 0.9;
    // A soft shadow on the floor behind and under the step.
    p.softPolygon({{x0 - depth * 0.3, y1 - depth * 0.4},
                   {x1 + depth * 0.6, y1 - depth * 0.4},
                   {x1 + depth * 0.9, y1 + depth * 0.5},
                   {x0 - depth * 0.1, y1 + depth * 0.5}},
                  {0, 0, 0, 110}, depth * 1.2);
    // The top face, lit: seen from a little above, its far edge narrower.
    const SDL_Color top = mixed(colour, {255, 255, 255, 255}, 0.28);
    shadedQuad(p, {x0, y0}, {x1, y0}, {x1 - inset, y0 - depth}, {x0 + inset, y0 - depth}, top, top,
               mixed(top, colour, 0.5), mixed(top, colour, 0.5));
    // The front face: full colour under the edge, darker towards the floor.
    const SDL_Color high = scaled(colour, 0.92);
    const SDL_Color low = scaled(colour, 0.5);
    shadedQuad(p, {x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}, high, high, low, low);
    // Bevels: a bright lip along the top edge and the left, a shaded one down the right.
    const double b = std::max(2.0, depth * 0.35);
    const SDL_Color lip = mixed(colour, {255, 255, 255, 255}, 0.5);
    shadedQuad(p, {x0, y0}, {x1, y0}, {x1 - b, y0 + b}, {x0 + b, y0 + b}, lip, lip, high, high);
    shadedQuad(p, {x0, y0}, {x0 + b, y0 + b}, {x0 + b, y1}, {x0, y1}, withAlpha(lip, 200),
               withAlpha(high, 200), withAlpha(low, 200), withAlpha(low, 200));
    const SDL_Color dark = scaled(colour, 0.35);
    shadedQuad(p, {x1 - b, y0 + b}, {x1, y0}, {x1, y1}, {x1 - b, y1}, scaled(colour, 0.6),
               scaled(colour, 0.6), dark, dark);
    p.line({x0, y0}, {x1, y0}, 1, withAlpha(kInk, 110));
    p.outline(f, {0, 0, 0, 90}, 1);
}

void drawMedal(const Painter& p, Vec2 c, double r, int place) {
    static const SDL_Color kMetal[3] = {
        {240, 190, 60, 255}, {206, 212, 220, 255}, {205, 127, 62, 255}};
    const SDL_Color metal = kMetal[std::clamp(place, 1, 3) - 1];
    p.disc({c.x + r * 0.08, c.y + r * 0.12}, r * 1.04, {0, 0, 0, 110}); // its shadow
    p.disc(c, r, scaled(metal, 0.62));                                  // the rim
    p.disc(c, r * 0.84, metal);
    p.disc({c.x - r * 0.18, c.y - r * 0.2}, r * 0.5,
           withAlpha(mixed(metal, {255, 255, 255, 255}, 0.5), 120));
    p.ring(c, r * 0.84, std::max(1.0, r * 0.06), scaled(metal, 0.78));
    const std::string numeral = std::to_string(place);
    const int size = std::max(10, static_cast<int>(r * 1.15));
    p.label(numeral, static_cast<int>(std::lround(c.x)), static_cast<int>(std::lround(c.y)),
            {size, false, scaled(metal, 0.3), Align::Center, VAlign::Middle, true});
}

void drawWinnerLight(const Painter& p, Vec2 c, double r, double turn, SDL_Color colour) {
    const SDL_Color warm = mixed(colour, kGold, 0.5);
    // Rays: twelve thin wedges fading outwards.
    const int rays = 12;
    for (int i = 0; i < rays; ++i) {
        const double a = (turn + i * 360.0 / rays) * kPi / 180.0;
        const double half = 0.07;
        const Vec2 tip1{c.x + std::cos(a - half) * r * 1.9, c.y + std::sin(a - half) * r * 1.9};
        const Vec2 tip2{c.x + std::cos(a + half) * r * 1.9, c.y + std::sin(a + half) * r * 1.9};
        p.geometry(nullptr,
                   {vertex(p, c, withAlpha(warm, 90)), vertex(p, tip1, withAlpha(warm, 0)),
                    vertex(p, tip2, withAlpha(warm, 0))},
                   {});
    }
    p.softPolygon(discPath(c, r * 1.05), withAlpha(warm, 110), r * 0.6);
}

} // namespace greed::app

// Confetti: simple air-drag physics (falling pieces approach a terminal speed, thrown pieces
// slow down) so the motion eases by itself; the rain thins out over its last second.
#include "app/ui/confetti.hpp"

#include <algorithm>
#include <cmath>

namespace greed::app {

namespace {
constexpr double kGravity = 520;  // px/s^2 at 720 px high, scaled by the piece size
constexpr double kDrag = 2.2;     // 1/s: how fast velocity relaxes to the terminal one
constexpr double kTerminal = 150; // px/s falling speed of paper at 720 px high
} // namespace

void Confetti::start(const SDL_Rect& area, Vec2 from, SDL_Color colour, double size, core::Rng& rng,
                     double seconds, int perSecond, int burst) {
    m_pieces.clear();
    if (m_reducedMotion) {
        return; // the winner's name and crown still say who won
    }
    m_area = area;
    m_colour = colour;
    m_size = size;
    m_rainLeft = seconds;
    m_perSecond = perSecond;
    m_owed = 0;
    const double scale = area.h / 720.0;
    for (int i = 0; i < burst; ++i) {
        // A fan upwards, wider than high, so the burst opens like a cannon shot.
        const double a = -M_PI / 2 + (rng.unit() - 0.5) * 1.9;
        const double speed = (450 + 650 * rng.unit()) * scale;
        add(from.x, from.y, std::cos(a) * speed, std::sin(a) * speed, rng);
    }
}

SDL_Color Confetti::shade(core::Rng& rng) const {
    // Mostly the winner's colour in lighter and darker shades; one piece in six gold or white
    // paper so the colour reads as a colour and not as a flat wash.
    const double pick = rng.unit();
    if (pick < 0.08) {
        return {255, 214, 90, 255};
    }
    if (pick < 0.16) {
        return {250, 247, 240, 255};
    }
    // Lighter tints (towards white) and slight shades: darkening a light colour much turns
    // yellow to olive and orange to brown.
    const double lift = rng.unit() < 0.5 ? 0.35 * rng.unit() : 0.0;
    const double k = lift > 0 ? 1.0 : 0.82 + 0.18 * rng.unit();
    auto channel = [k, lift](Uint8 v) {
        return static_cast<Uint8>(std::clamp(v * k + (255 - v * k) * lift, 0.0, 255.0));
    };
    return {channel(m_colour.r), channel(m_colour.g), channel(m_colour.b), 255};
}

void Confetti::add(double x, double y, double vx, double vy, core::Rng& rng) {
    Piece p{};
    p.x = x;
    p.y = y;
    p.vx = vx;
    p.vy = vy;
    p.angle = rng.unit() * 360;
    p.spin = (rng.unit() - 0.5) * 400;
    p.flip = rng.unit() * 2 * M_PI;
    p.flipRate = 4 + rng.unit() * 8;
    p.swayPhase = rng.unit() * 2 * M_PI;
    p.sway = (20 + rng.unit() * 40) * m_area.h / 720.0;
    p.w = m_size * (0.8 + 0.6 * rng.unit());
    p.h = p.w * (0.45 + 0.25 * rng.unit());
    p.colour = shade(rng);
    m_pieces.push_back(p);
}

void Confetti::update(double dt, core::Rng& rng) {
    const double scale = m_area.h / 720.0;
    if (m_rainLeft > 0) {
        // Thinning over the last second instead of stopping dead.
        const double rate = m_perSecond * std::min(1.0, m_rainLeft);
        m_owed += rate * dt;
        m_rainLeft -= dt;
        while (m_owed >= 1) {
            m_owed -= 1;
            // Born just above the top edge (wholly outside), anywhere across the width.
            const double x = m_area.x + rng.unit() * m_area.w;
            add(x, m_area.y - m_size * 2, (rng.unit() - 0.5) * 60 * scale, kTerminal * scale * 0.5,
                rng);
        }
    }
    const double relax = 1.0 - std::exp(-kDrag * dt);
    for (auto& p : m_pieces) {
        p.vy += kGravity * scale * dt;
        const double sway = std::sin(p.swayPhase) * p.sway;
        p.vx += (sway - p.vx) * relax;
        p.vy += (kTerminal * scale - p.vy) * relax * (p.vy > kTerminal * scale ? 1.0 : 0.35);
        p.x += p.vx * dt;
        p.y += p.vy * dt;
        p.swayPhase += dt * 2.6;
        p.angle += p.spin * dt;
        p.flip += p.flipRate * dt;
    }
    const double bottom = m_area.y + m_area.h + m_size * 2;
    m_pieces.erase(std::remove_if(m_pieces.begin(), m_pieces.end(),
                                  [bottom](const Piece& p) { return p.y > bottom; }),
                   m_pieces.end());
}

void Confetti::render(const Painter& painter) const {
    for (const auto& p : m_pieces) {
        // Turning paper: narrower as it turns edge-on, darker on its back.
        const double c = std::cos(p.flip);
        const double w = std::max(1.5, p.w * std::abs(c));
        SDL_Color colour = p.colour;
        if (c < 0) {
            colour = {static_cast<Uint8>(colour.r * 0.72), static_cast<Uint8>(colour.g * 0.72),
                      static_cast<Uint8>(colour.b * 0.72), 255};
        }
        const double a = p.angle * M_PI / 180.0;
        const Vec2 u{std::cos(a) * w / 2, std::sin(a) * w / 2};
        const Vec2 v{-std::sin(a) * p.h / 2, std::cos(a) * p.h / 2};
        const Vec2 p0{p.x - u.x - v.x, p.y - u.y - v.y};
        const Vec2 p1{p.x + u.x - v.x, p.y + u.y - v.y};
        const Vec2 p2{p.x + u.x + v.x, p.y + u.y + v.y};
        const Vec2 p3{p.x - u.x + v.x, p.y - u.y + v.y};
        painter.triangle(p0, p1, p2, colour);
        painter.triangle(p0, p2, p3, colour);
    }
}

} // namespace greed::app

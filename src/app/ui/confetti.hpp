// Confetti: the winner's moment on the results screen. Paper pieces in shades of the winner's
// colour rain over the whole window and burst from a point (the winner's plinth); each piece
// flutters (sways and flips) and lives until it has fallen past the bottom edge, so nothing
// vanishes mid-air or is cut off at the top.
#pragma once

#include "app/ui/painter.hpp"
#include "core/rng.hpp"

#include <vector>

namespace greed::app {

class Confetti {
public:
    // Rain over `area` for `seconds`, `perSecond` pieces of about `size` px; a burst of
    // `burst` pieces thrown up from `from`.
    void start(const SDL_Rect& area, Vec2 from, SDL_Color colour, double size, core::Rng& rng,
               double seconds = 4.0, int perSecond = 90, int burst = 110);
    void update(double dt, core::Rng& rng);
    // Reduced motion (Settings): start() throws nothing and pieces in the air are gone.
    void setReducedMotion(bool on) {
        m_reducedMotion = on;
        if (on) {
            m_pieces.clear();
            m_rainLeft = 0;
        }
    }
    void render(const Painter& painter) const;
    bool done() const { return m_pieces.empty() && m_rainLeft <= 0; }
    std::size_t count() const { return m_pieces.size(); }

private:
    struct Piece {
        double x, y, vx, vy;
        double angle, spin;    // degrees, degrees per second
        double flip, flipRate; // the paper turning over: width scales with |cos(flip)|
        double swayPhase, sway;
        double w, h;
        SDL_Color colour;
    };
    void add(double x, double y, double vx, double vy, core::Rng& rng);
    SDL_Color shade(core::Rng& rng) const;

    std::vector<Piece> m_pieces;
    bool m_reducedMotion = false;
    SDL_Rect m_area{};
    SDL_Color m_colour{255, 255, 255, 255};
    double m_size = 10;
    double m_rainLeft = 0;
    double m_perSecond = 0;
    double m_owed = 0; // fractional pieces carried to the next frame
};

} // namespace greed::app

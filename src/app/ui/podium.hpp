// Podium: the top three of a finished game on plinths in their seat colours (first in the
// middle and tallest), the winner crowned; plinths rise one after the other, third first.
#pragma once

#include "app/ui/painter.hpp"
#include "app/ui/type_scale.hpp"

#include <string>
#include <vector>

namespace greed::app {

struct PodiumEntry {
    int seat = 0;
    int place = 1; // 1-based; players with equal scores share a place
    std::string name;
    int score = 0;
    std::string shortName =
        {}; // where the name does not fit (a computer's given name); may be empty
};

struct PodiumSpot {
    PodiumEntry entry;
    SDL_Rect plinth{}; // the block, at full height
    SDL_Rect name{};   // where the name and score are written, above the plinth
};

// Places by score, highest first; equal scores share a place (1, 1, 3, ...).
std::vector<PodiumEntry> rankPlayers(const std::vector<PodiumEntry>& players);

// The name written over a plinth `width` wide: the full name when it fits at about the body
// size, else the short form.
const std::string& podiumName(platform::Text& text, const PodiumEntry& entry, const TypeScale& type,
                              int width);

class Podium {
public:
    // Lays out the first (up to) three of `ranked` inside `area`.
    void layout(const SDL_Rect& area, const std::vector<PodiumEntry>& ranked,
                const TypeScale& type);
    // `time`: seconds since the results appeared (drives the rise and the crown's drop).
    void render(const Painter& painter, double time) const;
    // Reduced motion (Settings): the plinths stand and the crown sits from the first frame.
    void setReducedMotion(bool on) { m_reducedMotion = on; }
    const std::vector<PodiumSpot>& spots() const { return m_spots; }
    // Top centre of the winner's plinth (where the confetti cannon fires from).
    Vec2 winnerTop() const;

private:
    std::vector<PodiumSpot> m_spots;
    TypeScale m_type{14, 15, 20, 28, 44};
    SDL_Rect m_area{};
    bool m_reducedMotion = false;
};

} // namespace greed::app

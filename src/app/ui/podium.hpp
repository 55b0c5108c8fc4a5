// Podium: the first three places of a finished game as steps (second on the left, first in the
// middle and tallest, third on the right), each player's portrait standing on their step with
// the name and score under it, a medal with the place's numeral on the step's face; players
// with equal scores share one step, side by side. The winner is crowned and lit. Everyone
// placed is there from the first frame: the steps grow from a third of their height (the
// third's settles first, the winner's last), the portraits ride on them, the names fade in.
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
    std::string portrait = {}; // the medallion's sprite (portraitSprite)
};

// A name as written under a portrait: one or two lines at `size`.
struct PodiumName {
    std::vector<std::string> lines;
    int size = 14;
};

struct PodiumSpot {
    PodiumEntry entry;
    int step = 0;      // index of the step (0: the first place's) the player stands on
    SDL_Rect plinth{}; // the step's block at full height (shared by the players on it)
    SDL_Rect column{}; // the player's share of the step's width, from the crown to the floor
    SDL_Rect name{};   // the name's lines and the score, under the portrait
    Vec2 portrait{};   // the medallion's centre
    double portraitSize = 0;
    PodiumName shownName;
};

// Places by score, highest first; equal scores share a place (1, 1, 3, ...).
std::vector<PodiumEntry> rankPlayers(const std::vector<PodiumEntry>& players);

// The name written `width` wide: the whole name on one line, or wrapped on two, at the body
// size or a little smaller (to the small size); only then the short form on one line.
PodiumName podiumName(platform::Text& text, const PodiumEntry& entry, const TypeScale& type,
                      int width);

// The places on steps: every player of the first three places, while there is room for a
// whole group of equal scores (at most kMaxOnPodium players, fewer in a narrow panel).
inline constexpr int kMaxOnPodium = 6;

// How many of `ranked` stand on a podium `width` wide (the rest are listed under it).
std::size_t podiumCount(const std::vector<PodiumEntry>& ranked, int width, const TypeScale& type);

// Where a spot is drawn at a moment of the rise (see Podium::pose).
struct PodiumPose {
    SDL_Rect block{};    // the step's front as grown so far
    Vec2 portrait{};     // the medallion's centre, riding on the step
    SDL_Rect name{};     // the name's lines and the score, under the portrait
    int nameAlpha = 255; // the name fading in (never 0: it is read from the first frame)
    double crown = 0;    // the winner's crown: 0 still above, 1 landed (0 for the others)
};

class Podium {
public:
    // Lays out the first places of `ranked` (ranked by rankPlayers) inside `area`.
    void layout(const SDL_Rect& area, const std::vector<PodiumEntry>& ranked, const TypeScale& type,
                platform::Text& text);
    // `time`: seconds since the results appeared (drives the rise and the crown's drop).
    void render(const Painter& painter, double time) const;
    // Reduced motion (Settings): the steps stand and the crown sits from the first frame.
    void setReducedMotion(bool on) { m_reducedMotion = on; }
    // Where `spot` is drawn `time` seconds after the results appeared (reduced motion: at rest).
    PodiumPose pose(const PodiumSpot& spot, double time) const;
    // One spot per player on the podium, in the order of `ranked`.
    const std::vector<PodiumSpot>& spots() const { return m_spots; }
    // Top centre of the winner's portrait (where the confetti cannon fires from).
    Vec2 winnerTop() const;

private:
    void renderSpot(const Painter& painter, const PodiumSpot& spot, const PodiumPose& now,
                    bool firstOnStep) const;

    std::vector<PodiumSpot> m_spots;
    TypeScale m_type{14, 15, 20, 28, 44};
    SDL_Rect m_area{};
    bool m_reducedMotion = false;
};

} // namespace greed::app

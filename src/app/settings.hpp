// Settings: what the player can change at run time (animation speed, pace, sound, hints, text
// size, reduced motion).
#pragma once

#include "i18n/language.hpp"

#include <array>
#include <optional>
#include <string>

namespace greed::app {

struct Settings {
    static constexpr std::array<double, 5> kSpeeds{0.5, 1.0, 1.5, 2.0, 3.0};
    static constexpr std::array<double, 3> kPaces{1.6, 1.0, 0.35}; // x each player's pace
    static constexpr std::array<double, 3> kVolumes{0.0, 0.5, 1.0};
    // Text sizes in per cent of the normal type scale (every screen's text follows it).
    static constexpr std::array<int, 3> kTextSizes{100, 125, 150};

    int speedIndex = 1;
    int paceIndex = 1;
    int volumeIndex = 2;
    bool hints = true;
    // Figures a player checks fairness with or shares a game by (the seed of the dice,
    // p-values, move numbers of a replay); off, the screens show only what playing needs.
    bool details = false;
    // A game controller rumbles on a bust and a win (where it has motors).
    bool rumble = true;
    // For players whom motion troubles: no cup or screen shake, no confetti, and the dice of
    // a throw shown where they land at once. What the motion told (the result, whose turn)
    // is still shown. Other code asks reducedMotion before adding motion of its own.
    bool reducedMotion = false;
    int textSizeIndex = 0;
    // The language chosen in Settings; none = the one the environment asks for.
    std::optional<i18n::Language> language{};
    // The greed-server that Play online meets friends on ("host" or "host:port"); the
    // project runs no public one, so it is empty until the player types one.
    std::string serverAddress;
    // The name this player goes by at network tables (Host a table, Join a table, Play
    // online): the one last typed on any of them; empty until then.
    std::string playerName;

    double speed() const { return kSpeeds[static_cast<std::size_t>(speedIndex)]; }
    double paceFactor() const { return kPaces[static_cast<std::size_t>(paceIndex)]; }
    double volume() const { return kVolumes[static_cast<std::size_t>(volumeIndex)]; }
    double textScale() const { return kTextSizes[static_cast<std::size_t>(textSizeIndex)] / 100.0; }
};

} // namespace greed::app

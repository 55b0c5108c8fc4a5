// Settings: what the player can change at run time (animation speed, pace, sound, hints).
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

    int speedIndex = 1;
    int paceIndex = 1;
    int volumeIndex = 2;
    bool hints = true;
    // Figures a player checks fairness with or shares a game by (the seed of the dice,
    // p-values, move numbers of a replay); off, the screens show only what playing needs.
    bool details = false;
    // A game controller rumbles on a bust and a win (where it has motors).
    bool rumble = true;
    // The language chosen in Settings; none = the one the environment asks for.
    std::optional<i18n::Language> language{};
    // The greed-server that Play online meets friends on ("host" or "host:port"); the
    // project runs no public one, so it is empty until the player types one.
    std::string serverAddress;

    double speed() const { return kSpeeds[static_cast<std::size_t>(speedIndex)]; }
    double paceFactor() const { return kPaces[static_cast<std::size_t>(paceIndex)]; }
    double volume() const { return kVolumes[static_cast<std::size_t>(volumeIndex)]; }
};

} // namespace greed::app

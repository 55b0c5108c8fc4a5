// Finished games for the results tests: seeded computer players (a threshold strategy), with
// optional long names and a player joining and one leaving mid-game.
#pragma once

#include "app/app.hpp"
#include "core/game.hpp"
#include "i18n/language.hpp"

#include <string>
#include <vector>

namespace greed::app::test {

struct GameRecipe {
    std::string rules = "greed";
    int players = 2;
    bool longNames = false;
    bool joinAndLeave = false;
    int turns = -1; // stop after this many turns in all (-1: play to the end)
    std::uint64_t seed = 7;
    // Given: the players themselves (names and personalities), instead of the name lists.
    std::vector<core::PlayerInfo> seats = {};
};

core::Game playGame(const GameRecipe& recipe);

// A game of one round to 500 points among people named `names`: the first throws `first` and
// banks past the target, everyone else busts on 2 3 4 6 2, so all but the winner tie on 0.
// The test window (testOptions) at w x h in `language`.
Options languageOptions(i18n::Language language, int w, int h);

core::Game oneRoundGame(const std::vector<std::string>& names,
                        const std::vector<core::Face>& first = {1, 1, 1, 2, 3});

} // namespace greed::app::test

// Finished games for the results tests: seeded computer players (a threshold strategy), with
// optional long names and a player joining and one leaving mid-game.
#pragma once

#include "core/game.hpp"

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

} // namespace greed::app::test

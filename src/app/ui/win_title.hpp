// The words that crown the winners at the top of the results and of the score graph: "Rex
// wins!", "Ann & Rex share the win!", or "You win!" to the person at this screen, never
// "You wins!" (a person who kept the default name "You" among other people).
#pragma once

#include "core/game.hpp"

#include <string>
#include <vector>

namespace greed::app {

// The title for `winners` (seats), empty when nobody won. Spoken to the player ("You win!")
// when the one winner is the lone person among computers or a person called "You" (in
// English or the language in use), since a name that says "you" takes the verb for "you".
std::string winTitle(const core::Game& game, const std::vector<int>& winners);

} // namespace greed::app

// The hint line over the dice: what a person about to act learns there that the action
// buttons under the table do not say. The buttons name the moves and their keys ("[Space]
// Roll 6 dice", "[B] Bank 450"); the line adds the chances (a bust, a penalty, a win), what
// the next throw puts at stake, what banking now makes of the score, and the thresholds that
// hold banking back. It never repeats a button's words or keys.
#pragma once

#include "ai/hints.hpp"
#include "core/game.hpp"

#include <optional>
#include <string>

namespace greed::app {

// The line for `game` as it stands (a person to act), with `hint` when hints are on (without
// it, only the score and thresholds are said). Empty when there is nothing new to say.
std::string hintLine(const core::Game& game, const std::optional<ai::Hint>& hint);

} // namespace greed::app

// A player's name for a narrow place (the podium, the graph's end labels, the standings) when
// the full one does not fit: a name a person knows the player by, not a cut one.
#pragma once

#include "core/game.hpp"

#include <string>

namespace greed::app {

// A computer player's given name ("Gus" for "Gambling Gus", "Carlos" for "Carlos el Cauto":
// the catalogue's short form, else the last word of the personality's name, as English names
// are "Trait Name"); a person's first word ("Carlos" for "Carlos el Grande"); the name itself
// when it is one word.
std::string narrowName(const core::PlayerInfo& info);

} // namespace greed::app

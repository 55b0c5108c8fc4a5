// The felt at rest: before a throw the dice area is bare (the last throw's dice went back to
// the cup), so a quiet summary of the race stands in its middle for the player about to throw:
// how far the target is, and who leads. It fades in once the turn's plate has gone and goes as
// the cup shakes.
#pragma once

#include <string>
#include <vector>

namespace greed::core {
class Game;
}

namespace greed::app {

// The summary's lines for `player` (the first larger): "1,050 to the target", "Leader: Rex
// (800)" or "Lead: 200"; in the final round what there is to beat. Empty lines are left out.
std::vector<std::string> feltSummary(const core::Game& game, int player,
                                     const std::vector<int>& scores);

} // namespace greed::app

// What the House rules screen's focused option means under the rules being made: the rules
// text's own sentences for it (the end rule for "Play to", the entry rule for "Points to get
// in", a combination's scoring line), so the right pane explains the row the player is on.
#pragma once

#include "app/house/house_options.hpp"

#include <string>
#include <vector>

namespace greed::app {

// The sentences for `option` under `rules` (empty for a greyed option).
std::vector<std::string> houseOptionMeaning(const HouseOption& option, const core::Rules& rules);

} // namespace greed::app

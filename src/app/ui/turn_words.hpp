// Turn words: a turn of the score history told in plain words for the results screen
// ("Rolled 3 3 5 1 3, kept 1 and three 3s: +450", "Bust", "Banked 1,250").
#pragma once

#include "core/game.hpp"
#include "core/rules.hpp"

#include <string>
#include <vector>

namespace greed::app {

// 1250 -> "1,250" (German "1.250"); -500 -> "\u2212500" (a real minus sign); with `sign`, +450
// for positives. In the current language (i18n::formatNumber).
std::string groupedNumber(int value, bool sign = false);
// The dice set aside, counted: {1, 3, 3, 3} -> "1 and three 3s".
std::string keptInWords(const core::Rules& rules, const std::vector<core::Face>& kept);
// One roll: "Rolled 3 3 5 1 3, kept 1 and three 3s: +450" / "Rolled 2 3 4 6 2: nothing scored".
std::string rollInWords(const core::Rules& rules, const core::RollRecord& roll);
// How the turn ended: "Banked 1,250", "Bust", "Penalty: \u2212500", "Left the game", ...
std::string turnEndInWords(const core::Rules& rules, const core::TurnRecord& turn);

} // namespace greed::app

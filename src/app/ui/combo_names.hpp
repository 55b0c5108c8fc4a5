// Combination names for players: "Three 4s", "Four Jacks", "Two 5s", "Straight" instead of
// the engine's terse "Single 5 x2" or "Three Js". Built from the combination's dice and the
// rule set's face labels; named combinations (straights, pairs) keep the rule data's name.
#pragma once

#include "core/rules.hpp"
#include "core/scoring.hpp"

#include <string>
#include <vector>

namespace greed::app {

// A face's name, plural or not: "4"/"4s", "J" -> "Jack"/"Jacks", "A" -> "Ace"/"Aces".
std::string faceName(const core::Rules& rules, core::Face face, bool plural);
std::string comboName(const core::Rules& rules, const core::Combo& combo);
// Several combinations joined with " + ".
std::string comboNames(const core::Rules& rules, const std::vector<core::Combo>& combos);

} // namespace greed::app

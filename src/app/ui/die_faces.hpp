// Die faces: which sprite shows a face of a rule set (pips, poker cards, or a blank face with
// the label drawn on it). Shared by the resting die (dice_look) and the tumbling cube (dice_cube).
#pragma once

#include "core/rules.hpp"

#include <string>

namespace greed::app {

enum class DieStyle { Pips, Poker, Numbered };

DieStyle dieStyle(const core::Rules& rules);
// The sprite of a face ("die_3", "poker_K", or "die_blank" with the label drawn on it).
std::string faceSprite(const core::Rules& rules, core::Face face);

} // namespace greed::app

// The House rules screen's words: each option's name and values in the player's language,
// what changed in the rules text, and what the Professor can make of a rule set.
#pragma once

#include "app/house/house_options.hpp"
#include "app/ui/rules_text.hpp"

#include <string>
#include <vector>

namespace greed::app {

std::string houseOptionLabel(HouseOptionKind kind);
// The option's chosen value for people ("10,000", "None", "Final round", ...).
std::string houseValueText(const HouseOption& option, const core::Rules& base);
// Why a greyed option does nothing ("needs 6 dice").
std::string houseDisabledReason(const HouseOption& option);
// A line of the rules text that the house rules added, or one they took away.
struct ChangedLine {
    std::string text;
    bool removed = false;
};
// The lines of `after` that `before` does not have, then those of `before` gone from `after`,
// each in order (headings and gaps left out).
std::vector<ChangedLine> changedLines(const std::vector<HelpLine>& before,
                                      const std::vector<HelpLine>& after);
// "" when the Professor can work the rules out on this machine, else what it does instead.
std::string professorNote(const core::Rules& rules);

} // namespace greed::app

// The rules of a variant written out for people, generated from the Rules data.
#pragma once

#include "app/ui/help_line.hpp"
#include "core/rules.hpp"

#include <string>
#include <vector>

namespace greed::app {

// The rules as help lines: the rule set's name (a heading the help screen makes its title),
// a first section with the goal, the summary and the dice, then scoring, a turn, an example
// turn, the end and the keys.
std::vector<HelpLine> rulesText(const core::Rules& rules);
// The help screen's title: "Rules: Greed".
std::string rulesTitle(const core::Rules& rules);
// The goal of the game in one sentence (the help's first line).
std::string goalText(const core::Rules& rules);
// One line: dice, target, entry and end rule (setup screen summary).
std::string rulesSummary(const core::Rules& rules);
std::string entryRuleText(const core::Rules& rules);
std::string endRuleText(const core::Rules& rules);
// One scoring line of the rules: a kind ("Three 1s: 1,000"), a combination ("Three pairs
// (3 different faces, 2 of each): 1,500").
std::string kindRuleText(const core::Rules& rules, const core::KindScore& kind);
std::string comboRuleText(const core::Rules& rules, const core::ComboScore& combo);
// The busts-in-a-row rule in one sentence; empty when the rules have none.
std::string bustStreakText(const core::Rules& rules);

} // namespace greed::app

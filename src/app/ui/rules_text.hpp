// The rules of a variant written out for people, generated from the Rules data.
#pragma once

#include "core/rules.hpp"

#include <string>
#include <vector>

namespace greed::app {

struct HelpLine {
    enum class Kind { Heading, Text, Item, Gap, Example };
    HelpLine(Kind kind_, std::string text_, std::vector<core::Face> dice_ = {})
        : kind(kind_), text(std::move(text_)), dice(std::move(dice_)) {}
    Kind kind = Kind::Text;
    std::string text;
    std::vector<core::Face> dice; // pictured before the text (what a scoring line means)
    std::vector<bool> lit;        // Example: which dice score (the rest drawn dimmed)
};

std::vector<HelpLine> rulesText(const core::Rules& rules);
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

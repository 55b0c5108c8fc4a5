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
// The busts-in-a-row rule in one sentence; empty when the rules have none.
std::string bustStreakText(const core::Rules& rules);

} // namespace greed::app

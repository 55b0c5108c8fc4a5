// The rules of a variant written out for people, generated from the Rules data.
#pragma once

#include "core/rules.hpp"

#include <string>
#include <vector>

namespace greed::app {

struct HelpLine {
    enum class Kind { Heading, Text, Item, Gap };
    Kind kind = Kind::Text;
    std::string text;
};

std::vector<HelpLine> rulesText(const core::Rules& rules);
// One line: dice, target, entry and end rule (setup screen summary).
std::string rulesSummary(const core::Rules& rules);
std::string entryRuleText(const core::Rules& rules);
std::string endRuleText(const core::Rules& rules);

} // namespace greed::app

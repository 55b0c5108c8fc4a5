// HelpLine: one line of the help screen's text (a heading, text, a note in quieter ink, an item
// with its dice, a gap, an example roll), made by the rules text (rules_text) and the example turn
// (help_examples).
#pragma once

#include "core/rules.hpp"

#include <string>
#include <utility>
#include <vector>

namespace greed::app {

struct HelpLine {
    enum class Kind { Heading, Text, Note, Item, Gap, Example };
    HelpLine(Kind kind_, std::string text_, std::vector<core::Face> dice_ = {})
        : kind(kind_), text(std::move(text_)), dice(std::move(dice_)) {}
    Kind kind = Kind::Text;
    std::string text;
    std::vector<core::Face> dice; // pictured before the text (what a scoring line means)
    std::vector<bool> lit;        // Example: which dice score (the rest drawn dimmed)
};

} // namespace greed::app

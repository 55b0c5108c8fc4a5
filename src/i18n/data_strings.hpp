// The player-visible strings of the data files (assets/*.json: personality descriptions and
// lines, rule set names, summaries and combination names), listed in English by the generated
// data_strings.cpp so xgettext collects them. The data keeps English; the app translates what
// it shows with tr(std::string).
#pragma once

#include <vector>

namespace greed::i18n {

const std::vector<const char*>& dataStrings();

} // namespace greed::i18n

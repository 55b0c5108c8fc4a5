// How statistics are written for people: percentages, rounded numbers, p-values and names,
// alike in greed-cli and on the statistics screen.
#pragma once

#include <string>

namespace greed::stats {

std::string percentText(double fraction);            // 0.4167 -> "41.7%"
std::string fixedText(double value, int places = 1); // 233.04 -> "233.0"
std::string pValueText(double p);                    // "p = 0.595", "p < 0.001"
// A player name from greed.db as written and shown: repaired (core::repairName), since the file
// may come from an older version or another program; U+FFFD when nothing usable is left.
std::string nameText(const std::string& stored);

} // namespace greed::stats

// How statistics are written for people: percentages, rounded numbers and p-values, alike in
// greed-cli and on the statistics screen.
#pragma once

#include <string>

namespace greed::stats {

std::string percentText(double fraction);            // 0.4167 -> "41.7%"
std::string fixedText(double value, int places = 1); // 233.04 -> "233.0"
std::string pValueText(double p);                    // "p = 0.595", "p < 0.001"

} // namespace greed::stats

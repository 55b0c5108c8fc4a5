// Number formats of the statistics (printf: the locale-free "C" formatting) and names.
#include "stats/format.hpp"

#include "core/player_name.hpp"

#include <cstdio>

namespace greed::stats {

std::string percentText(double fraction) {
    char text[32];
    std::snprintf(text, sizeof text, "%.1f%%", fraction * 100.0);
    return text;
}

std::string fixedText(double value, int places) {
    char text[48];
    std::snprintf(text, sizeof text, "%.*f", places, value);
    return text;
}

std::string pValueText(double p) {
    char text[32];
    std::snprintf(text, sizeof text, p < 0.001 ? "p < 0.001" : "p = %.3f", p);
    return text;
}

std::string nameText(const std::string& stored) {
    std::string name = core::repairName(stored);
    return name.empty() ? "\xEF\xBF\xBD" : name;
}

} // namespace greed::stats

// Numbers written the way the current language writes them: 10,000 and 47.2 in English,
// 10.000 and 47,2 in German and Spanish (Spanish, like CLDR, leaves four-digit numbers
// ungrouped: 1000 but 10.000).
#pragma once

#include "i18n/language.hpp"

#include <string>

namespace greed::i18n {

std::string formatNumber(long long value, Language language);
std::string formatNumber(long long value); // in the current language
// A fixed-point number with `decimals` digits after the language's decimal mark.
std::string formatDecimal(double value, int decimals, Language language);
std::string formatDecimal(double value, int decimals);
// A fraction (0.472) as a percentage with `decimals` digits: "47.2%" in English, "47,2 %" in
// German and Spanish (a no-break space before the sign, as their style guides write it).
std::string formatPercent(double fraction, int decimals, Language language);
std::string formatPercent(double fraction, int decimals);
// A place or rank: "1st", "2nd", "23rd" in English, "1." in German, "1.º" in Spanish.
std::string formatOrdinal(int place, Language language);
std::string formatOrdinal(int place);
// A local time stored as "YYYY-MM-DD" or "YYYY-MM-DD HH:MM[...]" with the date written the
// language's way: as stored in English, "24.11.2026 20:00" in German, "24/11/2026 20:00" in
// Spanish. Text in any other shape is returned as it is.
std::string formatTimestamp(const std::string& stored, Language language);
std::string formatTimestamp(const std::string& stored);

} // namespace greed::i18n

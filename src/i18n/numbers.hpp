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

} // namespace greed::i18n

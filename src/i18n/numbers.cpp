#include "i18n/numbers.hpp"

#include "i18n/translate.hpp"

#include <cmath>
#include <cstdio>
#include <string>

namespace greed::i18n {

namespace {

struct NumberStyle {
    char group;
    char decimal;
    int minimumGroupedDigits; // numbers with fewer digits than this are left ungrouped
};

NumberStyle styleOf(Language language) {
    switch (language) {
    case Language::German:
        return {'.', ',', 4};
    case Language::Spanish:
        return {'.', ',', 5};
    case Language::English:
        break;
    }
    return {',', '.', 4};
}

std::string groupDigits(const std::string& digits, const NumberStyle& style) {
    if (static_cast<int>(digits.size()) < style.minimumGroupedDigits) {
        return digits;
    }
    std::string out;
    const std::size_t first = digits.size() % 3 == 0 ? 3 : digits.size() % 3;
    out += digits.substr(0, first);
    for (std::size_t at = first; at < digits.size(); at += 3) {
        out += style.group;
        out += digits.substr(at, 3);
    }
    return out;
}

} // namespace

std::string formatNumber(long long value, Language language) {
    const bool negative = value < 0;
    // Through unsigned so the most negative value has a magnitude too.
    unsigned long long magnitude = negative ? 0ULL - static_cast<unsigned long long>(value)
                                            : static_cast<unsigned long long>(value);
    std::string text = groupDigits(std::to_string(magnitude), styleOf(language));
    // A true minus sign, as in print; both fonts have it.
    return negative ? "\u2212" + text : text;
}

std::string formatNumber(long long value) {
    return formatNumber(value, currentLanguage());
}

std::string formatDecimal(double value, int decimals, Language language) {
    if (!std::isfinite(value)) {
        return "–";
    }
    if (decimals < 0) {
        decimals = 0;
    }
    char buffer[64];
    // %f follows LC_NUMERIC, which the game never changes from "C": '.' always.
    std::snprintf(buffer, sizeof buffer, "%.*f", decimals, std::fabs(value));
    std::string text = buffer;
    const auto dot = text.find('.');
    const NumberStyle style = styleOf(language);
    std::string whole = groupDigits(text.substr(0, dot), style);
    if (dot != std::string::npos) {
        whole += style.decimal;
        whole += text.substr(dot + 1);
    }
    const bool negative = value < 0 && std::stod(buffer) != 0.0;
    return negative ? "\u2212" + whole : whole;
}

std::string formatDecimal(double value, int decimals) {
    return formatDecimal(value, decimals, currentLanguage());
}

} // namespace greed::i18n

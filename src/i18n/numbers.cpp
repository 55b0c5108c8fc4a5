#include "i18n/numbers.hpp"

#include "i18n/translate.hpp"

#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstdlib>
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

std::string formatPercent(double fraction, int decimals, Language language) {
    const std::string number = formatDecimal(fraction * 100.0, decimals, language);
    return language == Language::English ? number + "%" : number + "\u00A0%";
}

std::string formatPercent(double fraction, int decimals) {
    return formatPercent(fraction, decimals, currentLanguage());
}

std::string formatOrdinal(int place, Language language) {
    const std::string number = formatNumber(place, language);
    switch (language) {
    case Language::German:
        return number + ".";
    case Language::Spanish:
        return number + ".\u00BA"; // the masculine ordinal indicator: 1.º (lugar, puesto)
    case Language::English:
        break;
    }
    const int lastTwo = std::abs(place % 100);
    const int last = lastTwo % 10;
    const char* suffix = "th";
    if (lastTwo < 11 || lastTwo > 13) {
        suffix = last == 1 ? "st" : (last == 2 ? "nd" : (last == 3 ? "rd" : "th"));
    }
    return number + suffix;
}

std::string formatOrdinal(int place) {
    return formatOrdinal(place, currentLanguage());
}

std::string formatTimestamp(const std::string& stored, Language language) {
    // "YYYY-MM-DD", then nothing or a space and the rest (the time), kept as it is.
    const auto digits = [&stored](std::size_t from, std::size_t count) {
        for (std::size_t i = from; i < from + count; ++i) {
            if (std::isdigit(static_cast<unsigned char>(stored[i])) == 0) {
                return false;
            }
        }
        return true;
    };
    const bool dated = stored.size() >= 10 && digits(0, 4) && stored[4] == '-' && digits(5, 2) &&
                       stored[7] == '-' && digits(8, 2) &&
                       (stored.size() == 10 || stored[10] == ' ');
    if (!dated || language == Language::English) {
        return stored;
    }
    const std::string year = stored.substr(0, 4);
    const std::string month = stored.substr(5, 2);
    const std::string day = stored.substr(8, 2);
    const std::string rest = stored.substr(10);
    const char mark = language == Language::German ? '.' : '/';
    return day + mark + month + mark + year + rest;
}

std::string formatTimestamp(const std::string& stored) {
    return formatTimestamp(stored, currentLanguage());
}

} // namespace greed::i18n

#include "i18n/numbers.hpp"

#include <catch2/catch.hpp>

#include <limits>

using greed::i18n::formatDecimal;
using greed::i18n::formatNumber;
using greed::i18n::Language;

TEST_CASE("numbers are grouped the way each language writes them", "[i18n]") {
    CHECK(formatNumber(10000, Language::English) == "10,000");
    CHECK(formatNumber(10000, Language::German) == "10.000");
    CHECK(formatNumber(10000, Language::Spanish) == "10.000");
    CHECK(formatNumber(1000, Language::English) == "1,000");
    CHECK(formatNumber(1000, Language::German) == "1.000");
    // Spanish leaves four digits ungrouped (RAE and CLDR).
    CHECK(formatNumber(1000, Language::Spanish) == "1000");
    CHECK(formatNumber(999, Language::German) == "999");
    CHECK(formatNumber(0, Language::German) == "0");
    CHECK(formatNumber(1234567, Language::English) == "1,234,567");
    CHECK(formatNumber(-2500, Language::German) == "\u22122.500");
    CHECK(formatNumber(std::numeric_limits<long long>::min(), Language::English) ==
          "\u22129,223,372,036,854,775,808");
}

TEST_CASE("decimals use the language's decimal mark", "[i18n]") {
    CHECK(formatDecimal(47.25, 1, Language::English) == "47.2");
    CHECK(formatDecimal(47.26, 1, Language::German) == "47,3");
    CHECK(formatDecimal(12345.5, 1, Language::Spanish) == "12.345,5");
    CHECK(formatDecimal(3.0, 0, Language::German) == "3");
    CHECK(formatDecimal(-0.01, 1, Language::English) == "0.0");
    CHECK(formatDecimal(-1.5, 1, Language::German) == "\u22121,5");
}

TEST_CASE("percentages: German and Spanish put a no-break space before the sign", "[i18n]") {
    using greed::i18n::formatPercent;
    CHECK(formatPercent(0.472, 1, Language::English) == "47.2%");
    CHECK(formatPercent(0.472, 1, Language::German) == "47,2\u00A0%");
    CHECK(formatPercent(0.472, 1, Language::Spanish) == "47,2\u00A0%");
    CHECK(formatPercent(0.25, 0, Language::German) == "25\u00A0%");
    CHECK(formatPercent(1.0, 0, Language::English) == "100%");
}

TEST_CASE("places are ordinals in each language's way", "[i18n]") {
    using greed::i18n::formatOrdinal;
    CHECK(formatOrdinal(1, Language::English) == "1st");
    CHECK(formatOrdinal(2, Language::English) == "2nd");
    CHECK(formatOrdinal(3, Language::English) == "3rd");
    CHECK(formatOrdinal(4, Language::English) == "4th");
    CHECK(formatOrdinal(11, Language::English) == "11th");
    CHECK(formatOrdinal(12, Language::English) == "12th");
    CHECK(formatOrdinal(13, Language::English) == "13th");
    CHECK(formatOrdinal(21, Language::English) == "21st");
    CHECK(formatOrdinal(102, Language::English) == "102nd");
    CHECK(formatOrdinal(1, Language::German) == "1.");
    CHECK(formatOrdinal(3, Language::German) == "3.");
    CHECK(formatOrdinal(1, Language::Spanish) == "1.\u00BA");
    CHECK(formatOrdinal(8, Language::Spanish) == "8.\u00BA");
}

TEST_CASE("stored dates are written day first in German and Spanish", "[i18n]") {
    using greed::i18n::formatTimestamp;
    CHECK(formatTimestamp("2026-11-24 20:05", Language::English) == "2026-11-24 20:05");
    CHECK(formatTimestamp("2026-11-24 20:05", Language::German) == "24.11.2026 20:05");
    CHECK(formatTimestamp("2026-11-24 20:05", Language::Spanish) == "24/11/2026 20:05");
    CHECK(formatTimestamp("2026-11-24", Language::German) == "24.11.2026");
    CHECK(formatTimestamp("2026-11-24", Language::Spanish) == "24/11/2026");
    // Anything else is left as it is.
    CHECK(formatTimestamp("", Language::German).empty());
    CHECK(formatTimestamp("yesterday", Language::German) == "yesterday");
    CHECK(formatTimestamp("2026-11-2x 20:05", Language::Spanish) == "2026-11-2x 20:05");
    CHECK(formatTimestamp("2026-11-24T20:05", Language::German) == "2026-11-24T20:05");
}

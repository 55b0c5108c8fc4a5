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

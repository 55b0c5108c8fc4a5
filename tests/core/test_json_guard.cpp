// Tests of json_guard.hpp: nesting depth and whole numbers checked before anything is cast.
#include "core/json_guard.hpp"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <climits>

using greed::core::jsonDepthFault;
using greed::core::kMaxJsonDepth;
using greed::core::wholeNumberFault;
using nlohmann::json;

TEST_CASE("json guard: nesting up to the limit passes, one level more is refused", "[json]") {
    const std::string ok = std::string(kMaxJsonDepth, '[') + std::string(kMaxJsonDepth, ']');
    CHECK(jsonDepthFault(ok).empty());
    const std::string deep = "{\"a\":" + std::string(kMaxJsonDepth, '[');
    CHECK(jsonDepthFault(deep) ==
          "nested deeper than 64 levels at byte " + std::to_string(5 + kMaxJsonDepth));
    // 100 MB of '[' took 3.8 GB to parse; the check stops at byte 65.
    CHECK(jsonDepthFault(std::string(1000000, '[')) == "nested deeper than 64 levels at byte 65");
    // Brackets inside strings (escaped quotes too) are text, not nesting.
    const std::string quoted =
        "[\"" + std::string(200, '[') + "\\\"" + std::string(200, '{') + "\"]";
    CHECK(jsonDepthFault(quoted).empty());
    // Closers without openers do not lower the count below zero (and so hide nothing).
    CHECK_FALSE(jsonDepthFault(std::string(100, ']') + std::string(65, '[')).empty());
}

TEST_CASE("json guard: whole numbers are range-checked before any cast", "[json]") {
    std::int64_t out = -7;
    CHECK(wholeNumberFault(json::parse("5"), 1, 8, out).empty());
    CHECK(out == 5);
    CHECK(wholeNumberFault(json(-3), -5, 0, out).empty());
    CHECK(out == -3);
    // A double far outside every integer: casting it is undefined behaviour.
    CHECK(wholeNumberFault(json::parse("1e300"), INT_MIN, INT_MAX, out) ==
          "must be a whole number (got 1e+300)");
    CHECK(wholeNumberFault(json::parse("3.0"), 1, 8, out) == "must be a whole number (got 3.0)");
    CHECK(wholeNumberFault(json::parse("-1"), 0, 7, out) == "must be between 0 and 7 (got -1)");
    // 2^63 is stored unsigned; read as signed it would wrap to a negative number and pass.
    CHECK(wholeNumberFault(json::parse("9223372036854775808"), INT64_MIN, INT64_MAX, out) ==
          "must be between " + std::to_string(INT64_MIN) + " and " + std::to_string(INT64_MAX) +
              " (got 9223372036854775808)");
    CHECK(wholeNumberFault(json::parse("\"5\""), 1, 8, out) ==
          "must be a whole number, not string");
    CHECK(wholeNumberFault(json(nullptr), 1, 8, out) == "must be a whole number, not null");
    CHECK(out == -3); // untouched by every refusal
}

TEST_CASE("json guard: seeds take every 64-bit unsigned number and nothing else", "[json]") {
    std::uint64_t seed = 0;
    CHECK(wholeNumberFault(json::parse("18446744073709551615"), seed).empty());
    CHECK(seed == UINT64_MAX);
    CHECK(wholeNumberFault(json(12), seed).empty());
    CHECK(seed == 12);
    CHECK(wholeNumberFault(json::parse("-1"), seed) ==
          "must be between 0 and 18446744073709551615 (got -1)");
    CHECK(wholeNumberFault(json::parse("1e300"), seed) == "must be a whole number (got 1e+300)");
    CHECK(wholeNumberFault(json::parse("true"), seed) == "must be a whole number, not boolean");
    CHECK(seed == 12);
}

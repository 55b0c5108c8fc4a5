// Tests of player_name.hpp: what a typed name may hold, the reasons given for a refusal, and
// the repair of stored names (issue 22 items 6, 12 and 13).
#include "core/player_name.hpp"

#include <catch2/catch.hpp>

#include <string>

using namespace greed::core;

namespace {

std::string repeat(const std::string& piece, int times) {
    std::string out;
    for (int i = 0; i < times; ++i) {
        out += piece;
    }
    return out;
}

const std::string kEmoji = "\xF0\x9F\x8E\xB2"; // U+1F3B2 game die, 4 bytes

} // namespace

TEST_CASE("a typed name is trimmed and its inner blanks become one space", "[name]") {
    const auto c = checkName("  Ann \xC2\xA0  Lee ");
    REQUIRE(c.ok());
    CHECK(c.name == "Ann Lee");
    CHECK(c.length == 7);
}

TEST_CASE("names are counted in characters, not bytes", "[name]") {
    CHECK(checkName(repeat(kEmoji, 16)).ok());
    CHECK(checkName(repeat("\xC3\xA9", 16)).ok()); // é
    const auto emoji = checkName(repeat(kEmoji, 17));
    CHECK(emoji.problem == NameProblem::TooLong);
    CHECK(emoji.length == 17);
    CHECK(checkName(repeat("a", 16)).ok());
    const auto long26 = checkName(repeat("b", 26));
    CHECK(long26.problem == NameProblem::TooLong);
    CHECK(describe(long26) == "has 26 characters (at most 16)");
    CHECK(checkName(repeat("c", 17)).problem == NameProblem::TooLong);
}

TEST_CASE("invalid UTF-8 in a typed name is refused with the byte", "[name]") {
    const auto c = checkName("Bo\xFF"
                             "b");
    CHECK(c.problem == NameProblem::BadUtf8);
    CHECK(describe(c) == "is not valid UTF-8 text (byte 3)");
    // Overlong forms, encoded surrogates and truncated sequences are not UTF-8 either.
    CHECK(checkName("\xC0\xAF").problem == NameProblem::BadUtf8);
    CHECK(checkName("\xED\xA0\x80").problem == NameProblem::BadUtf8);
    CHECK(checkName("Ann\xE2\x82").problem == NameProblem::BadUtf8);
    CHECK(checkName("\xF4\x90\x80\x80").problem == NameProblem::BadUtf8);
}

TEST_CASE("control characters are refused in a typed name", "[name]") {
    for (const std::string& bad :
         {std::string("a\x1b[31mred"), std::string("nul\0x", 5), std::string("tab\there"),
          std::string("del\x7f"), std::string("c1\xC2\x9B"), std::string("line\xE2\x80\xA8")}) {
        const auto c = checkName(bad);
        INFO(bad);
        CHECK(c.problem == NameProblem::Control);
    }
    CHECK(describe(checkName("a\x1b")) == "contains the control character U+001B");
}

TEST_CASE("zero-width, direction and other invisible characters are refused", "[name]") {
    for (const std::string bad :
         {"zero\xE2\x80\x8Bwidth", "joiner\xE2\x80\x8D", "rlo\xE2\x80\xAEnmA", "iso\xE2\x81\xA6x",
          "bom\xEF\xBB\xBF", "soft\xC2\xADhyphen", "tag\xF3\xA0\x80\x81", "filler\xE3\x85\xA4"}) {
        INFO(bad);
        CHECK(checkName(bad).problem == NameProblem::Invisible);
    }
    CHECK(describe(checkName("x\xE2\x80\xAE")) == "contains the invisible character U+202E");
}

TEST_CASE("an empty or blank name is refused", "[name]") {
    CHECK(checkName("").problem == NameProblem::Empty);
    CHECK(checkName("   \xE3\x80\x80").problem == NameProblem::Empty);
}

TEST_CASE("a stored name is repaired, never refused", "[name]") {
    CHECK(repairName("Ann") == "Ann");
    CHECK(repairName("Bo\xFF"
                     "b") == "Bo\xEF\xBF\xBD"
                             "b");
    CHECK(repairName("\x1b[31mRed\x1b[0m") == "[31mRed[0m");
    CHECK(repairName(std::string("N\0U\0L", 5)) == "NUL");
    CHECK(repairName("two\nlines") == "two lines");
    CHECK(repairName("rlo\xE2\x80\xAEnmA") == "rlonmA");
    CHECK(repairName("  spaced   out  ") == "spaced out");
    CHECK(repairName("\x01\x02") == "");
}

TEST_CASE("a repaired name is cut to the limit, never past it", "[name]") {
    const std::string huge = repeat("x", 100000);
    CHECK(repairName(huge) == repeat("x", 16));
    CHECK(repairName(repeat(kEmoji, 30)) == repeat(kEmoji, 16));
    // A cut that lands on a space leaves no space at the end.
    CHECK(repairName("fifteen chars.. and more") == "fifteen chars..");
    for (const std::string& stored : {huge, repeat("\xFF", 40), repeat("ab \x1b", 30)}) {
        const std::string r = repairName(stored);
        CHECK(checkName(r).ok());
        CHECK(checkName(r).name == r);
    }
}

TEST_CASE("visible text has no control byte left", "[name]") {
    const std::string shown = visibleText(std::string("a\x1b]0;title\x07\0b\xFF", 14));
    CHECK(shown.find('\x1b') == std::string::npos);
    CHECK(shown.find('\0') == std::string::npos);
    CHECK(shown.find('\x07') == std::string::npos);
    CHECK(checkName(shown).problem != NameProblem::BadUtf8);
    CHECK(characterCount(shown) == 14);
    CHECK(visibleText("plain \xC3\xA9") == "plain \xC3\xA9");
}

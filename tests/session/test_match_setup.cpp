// Match set-up: the --players spec.
#include "core/rules_io.hpp"
#include "session/match_setup.hpp"

#include <catch2/catch.hpp>

using namespace greed::session;

namespace {
const greed::core::Rules& greedRules() {
    static const auto rules = greed::core::loadPreset("greed");
    return rules;
}
} // namespace

TEST_CASE("players spec: names, kinds and defaults", "[match]") {
    const auto seats =
        parsePlayersSpec("Ann:human, Bot:threshold ,Cy,Dee:computer,Eve:bold", greedRules());
    REQUIRE(seats.size() == 5);
    CHECK(seats[0].name == "Ann");
    CHECK_FALSE(seats[0].computer);
    CHECK(seats[1].computer);
    CHECK(seats[1].strategy == "threshold");
    CHECK_FALSE(seats[2].computer);
    CHECK(seats[3].computer);
    CHECK(seats[4].strategy == "bold");
    CHECK(parsePlayersSpec("A:threshold:400,B", greedRules())[0].strategy == "threshold:400");
}

TEST_CASE("players spec: bad specs are refused with a reason", "[match]") {
    CHECK_THROWS_AS(parsePlayersSpec("Solo", greedRules()), SpecError);
    CHECK_THROWS_AS(parsePlayersSpec("A,,B", greedRules()), SpecError);
    CHECK_THROWS_AS(parsePlayersSpec(":human,B", greedRules()), SpecError);
    CHECK_THROWS_WITH(parsePlayersSpec("A:wizard,B", greedRules()), Catch::Contains("wizard"));
    CHECK_THROWS_AS(parsePlayersSpec("a,b,c,d,e,f,g,h,i", greedRules()), SpecError);
}

TEST_CASE("players spec: the rule set's player limits decide, not a fixed 2 to 8", "[match]") {
    greed::core::Rules rules = greedRules();
    rules.minPlayers = 3;
    rules.maxPlayers = 4;
    CHECK_THROWS_WITH(parsePlayersSpec("A,B", rules), Catch::Contains("3 to 4 players"));
    CHECK(parsePlayersSpec("A,B,C", rules).size() == 3);
    CHECK(parsePlayersSpec("A,B,C,D", rules).size() == 4);
    CHECK_THROWS_AS(parsePlayersSpec("A,B,C,D,E", rules), SpecError);
    rules.minPlayers = 1;
    CHECK(parsePlayersSpec("Solo", rules).size() == 1);
}

TEST_CASE("players spec: names follow the one definition of a name", "[match][name]") {
    // Issue 21: --players took 26 characters where setup stops at 16.
    CHECK(parsePlayersSpec(std::string(16, 'a') + ",B", greedRules())[0].name ==
          std::string(16, 'a'));
    CHECK_THROWS_WITH(parsePlayersSpec(std::string(17, 'a') + ",B", greedRules()),
                      Catch::Contains("player 1's name has 17 characters (at most 16)"));
    CHECK_THROWS_WITH(parsePlayersSpec("A," + std::string(26, 'b'), greedRules()),
                      Catch::Contains("player 2's name has 26 characters"));
    // Issue 22 item 6: not UTF-8.
    CHECK_THROWS_WITH(parsePlayersSpec("Bo\xff"
                                       "b,B",
                                       greedRules()),
                      Catch::Contains("is not valid UTF-8"));
    // Controls and invisible characters.
    CHECK_THROWS_WITH(parsePlayersSpec("A\x1b[2J,B", greedRules()),
                      Catch::Contains("control character U+001B"));
    CHECK_THROWS_WITH(parsePlayersSpec("A\xe2\x80\xae"
                                       "nmA,B",
                                       greedRules()),
                      Catch::Contains("invisible character U+202E"));
    CHECK_THROWS_WITH(parsePlayersSpec("zero\xe2\x80\x8bwidth,B", greedRules()),
                      Catch::Contains("invisible character U+200B"));
    // 16 emoji are 16 characters (64 bytes).
    std::string dice;
    for (int i = 0; i < 16; ++i) {
        dice += "\xf0\x9f\x8e\xb2";
    }
    CHECK(parsePlayersSpec(dice + ",B", greedRules())[0].name == dice);
}

TEST_CASE("a tie-break turn is marked in the turn list", "[match]") {
    greed::core::TurnRecord turn;
    turn.turn = 4;
    turn.end = greed::core::TurnEnd::Banked;
    turn.delta = 350;
    turn.scoreAfter = 10350;
    CHECK(turnLine(turn) == "turn 4: banked 350 -> 10350");
    turn.tieBreak = true;
    CHECK(turnLine(turn) == "turn 4: banked 350 -> 10350 (tie-break)");
}

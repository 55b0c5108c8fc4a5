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

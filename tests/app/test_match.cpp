// Match set-up: the --players spec.
#include "app/match.hpp"

#include <catch2/catch.hpp>

using namespace greed::app;

TEST_CASE("players spec: names, kinds and defaults", "[match]") {
    const auto seats = parsePlayersSpec("Ann:human, Bot:threshold ,Cy,Dee:computer,Eve:bold");
    REQUIRE(seats.size() == 5);
    CHECK(seats[0].name == "Ann");
    CHECK_FALSE(seats[0].computer);
    CHECK(seats[1].computer);
    CHECK(seats[1].strategy == "threshold");
    CHECK_FALSE(seats[2].computer);
    CHECK(seats[3].computer);
    CHECK(seats[4].strategy == "bold");
    CHECK(parsePlayersSpec("A:threshold:400,B")[0].strategy == "threshold:400");
}

TEST_CASE("players spec: bad specs are refused with a reason", "[match]") {
    CHECK_THROWS_AS(parsePlayersSpec("Solo"), SpecError);
    CHECK_THROWS_AS(parsePlayersSpec("A,,B"), SpecError);
    CHECK_THROWS_AS(parsePlayersSpec(":human,B"), SpecError);
    CHECK_THROWS_WITH(parsePlayersSpec("A:wizard,B"), Catch::Contains("wizard"));
    CHECK_THROWS_AS(parsePlayersSpec("a,b,c,d,e,f,g,h,i"), SpecError);
}

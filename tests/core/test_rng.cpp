// Tests of Rng and Driver: the generator is exact xoshiro256**, faces are uniform, the state
// round-trips, and a seed replays a whole game exactly.
#include "helpers.hpp"

#include <array>

using namespace greed;
using namespace greed::test;
using core::Rng;

TEST_CASE("Rng: xoshiro256** from a known state", "[rng]") {
    // State words 1, 2, 3, 4: the generator's published first outputs.
    Rng rng = Rng::fromState("0000000000000001000000000000000200000000000000030000000000000004");
    CHECK(rng.next() == 11520u);
    CHECK(rng.next() == 0u);
    CHECK(rng.next() == 1509978240u);
    CHECK(rng.next() == 1215971899390074240u);
}

TEST_CASE("Rng: a seed gives one sequence, another seed another", "[rng]") {
    Rng a(42);
    Rng b(42);
    Rng c(43);
    bool differs = false;
    for (int i = 0; i < 100; ++i) {
        const auto x = a.next();
        CHECK(x == b.next());
        differs = differs || x != c.next();
    }
    CHECK(differs);
    CHECK(a == b);
}

TEST_CASE("Rng: state text round-trips and continues identically", "[rng]") {
    Rng rng(7);
    for (int i = 0; i < 10; ++i) {
        rng.next();
    }
    const auto text = rng.state();
    CHECK(text.size() == 64);
    Rng copy = Rng::fromState(text);
    CHECK(copy == rng);
    for (int i = 0; i < 20; ++i) {
        CHECK(copy.below(6) == rng.below(6));
    }
    CHECK_THROWS(Rng::fromState("xyz"));
    CHECK_THROWS(Rng::fromState(std::string(64, 'g')));
}

TEST_CASE("Rng: below() is in range and uniform (chi-square)", "[rng]") {
    for (std::uint64_t bound : {2u, 3u, 6u, 11u, 20u}) {
        INFO("bound " << bound);
        Rng rng(2024 + bound);
        const int draws = 12000 * static_cast<int>(bound);
        std::vector<int> counts(bound, 0);
        for (int i = 0; i < draws; ++i) {
            const auto value = rng.below(bound);
            REQUIRE(value < bound);
            ++counts[value];
        }
        const double expected = double(draws) / double(bound);
        double chi = 0;
        for (int n : counts) {
            chi += (n - expected) * (n - expected) / expected;
        }
        // Degrees of freedom bound - 1 <= 19; 3 x df + 20 is far beyond the 99.99% point.
        CHECK(chi < 3.0 * double(bound - 1) + 20.0);
    }
    Rng rng(1);
    CHECK(rng.below(1) == 0u);
}

TEST_CASE("Rng: faces, rolls and unit()", "[rng]") {
    Rng rng(99);
    std::array<int, 7> seen{};
    for (int i = 0; i < 6000; ++i) {
        const int f = rng.face(6);
        REQUIRE((f >= 1 && f <= 6));
        ++seen[static_cast<size_t>(f)];
    }
    for (int f = 1; f <= 6; ++f) {
        CHECK(seen[static_cast<size_t>(f)] > 800);
    }
    const auto faces = rng.roll(5, 11);
    CHECK(faces.size() == 5);
    for (int f : faces) {
        CHECK((f >= 1 && f <= 11));
    }
    double sum = 0;
    for (int i = 0; i < 10000; ++i) {
        const double u = rng.unit();
        REQUIRE(u >= 0.0);
        REQUIRE(u < 1.0);
        sum += u;
    }
    CHECK(sum / 10000 == Approx(0.5).margin(0.02));
}

namespace {

struct Played {
    Game game;
    std::vector<core::Event> events;
};

// A whole game of random legal actions; the dice come from the Driver's seed.
Played playSeeded(const std::string& preset, std::uint64_t seed) {
    Played played{startedGame(core::loadPreset(preset), 3), {}};
    core::Driver driver(seed);
    Rng choices(seed ^ 0x5eedULL);
    for (int step = 0; step < 200000 && played.game.phase() != Phase::GameOver; ++step) {
        const auto actions = played.game.legalActions();
        REQUIRE_FALSE(actions.empty());
        const auto outcome = driver.apply(played.game, actions[choices.below(actions.size())]);
        REQUIRE(outcome.ok);
        played.events.insert(played.events.end(), outcome.events.begin(), outcome.events.end());
    }
    REQUIRE(played.game.phase() == Phase::GameOver);
    return played;
}

} // namespace

TEST_CASE("Driver: a seed replays a game exactly", "[rng][driver]") {
    for (const auto& preset : core::presetNames()) {
        INFO(preset);
        const auto first = playSeeded(preset, 314);
        const auto again = playSeeded(preset, 314);
        CHECK(first.game == again.game);
        REQUIRE(first.events.size() == again.events.size());
        for (size_t i = 0; i < first.events.size(); ++i) {
            CHECK(first.events[i].type == again.events[i].type);
            CHECK(first.events[i].dice == again.events[i].dice);
        }
        const auto other = playSeeded(preset, 315);
        CHECK_FALSE(other.game == first.game);
    }
}

TEST_CASE("Driver: fills in the faces of a roll, and passes other actions on", "[driver]") {
    Game game = startedGame(core::loadPreset("greed"), 2);
    core::Driver driver(5);
    const auto out = driver.apply(game, Action::roll());
    REQUIRE(out.ok);
    const auto rolled = findEvent(out, EventType::Rolled);
    REQUIRE(rolled);
    CHECK(rolled->dice.size() == 5);
    // The same seed throws the same faces.
    Game other = startedGame(core::loadPreset("greed"), 2);
    core::Driver same(5);
    const auto out2 = same.apply(other, Action::roll());
    CHECK(findEvent(out2, EventType::Rolled)->dice == rolled->dice);
    CHECK(other == game);
    CHECK(same.rng() == driver.rng());
    // A refused action stays refused through the Driver.
    Game fresh = startedGame(core::loadPreset("greed"), 2);
    CHECK_FALSE(driver.apply(fresh, Action::bank()).ok);
}

// Computer players: legal on every rule set, fast, different as designed, and the
// Professor stronger than every heuristic personality.
#include "ai/factory.hpp"
#include "ai/tournament.hpp"

#include "core/rules_io.hpp"

#include "test_support.hpp"

#include <catch2/catch.hpp>

#include <ctime>

using namespace greed;

namespace {

std::vector<std::string> allIds() {
    std::vector<std::string> ids;
    for (const auto& p : ai::defaultPersonalities()) {
        ids.push_back(p.id);
    }
    return ids;
}

ai::TournamentResult play(const core::Rules& rules, std::vector<std::string> players,
                          std::uint64_t games, std::uint64_t seed = 1, int threads = 2) {
    ai::TournamentConfig config;
    config.rules = rules;
    config.players = std::move(players);
    config.games = games;
    config.seed = seed;
    config.threads = threads;
    config.strategies.dataDir = test::scratchDataDir();
    return ai::runTournament(config);
}

void requireClean(const ai::TournamentResult& result) {
    CHECK(result.unfinished == 0);
    for (const auto& p : result.players) {
        INFO(p.id);
        CHECK(p.illegal == 0);
        CHECK(p.games == result.games);
    }
}

} // namespace

TEST_CASE("every personality plays every preset legally", "[strategies]") {
    const auto ids = allIds();
    for (const auto& name : core::presetNames()) {
        INFO("rules " << name);
        const core::Rules rules = core::loadPreset(name);
        requireClean(play(rules, ids, 40, 3));
        for (const auto& id : ids) {
            requireClean(play(rules, {id, "threshold"}, 20, 5));
        }
    }
}

TEST_CASE("personalities play unusual rule files legally", "[strategies]") {
    const auto ids = allIds();
    SECTION("adopting points, entry and bank minimum") {
        core::Rules rules = core::loadPreset("zehntausend");
        rules.adoptPoints = true;
        rules.target = 4000;
        requireClean(play(rules, ids, 60, 11));
    }
    SECTION("tie-break, penalties and first-roll entry together") {
        core::Rules rules = core::loadPreset("cubilete");
        rules.tieBreak = true;
        rules.entryRule = core::EntryRule::FirstRoll;
        rules.entryMinimum = 100;
        rules.target = 1500;
        requireClean(play(rules, ids, 60, 12));
        requireClean(play(rules, {"professor", "reckless"}, 100, 13));
    }
    SECTION("a small custom die") {
        const core::Rules rules =
            test::singlesRules(2, 3, {100, 50, 0}, 800, core::EndPolicy::EqualTurns);
        requireClean(play(rules, ids, 60, 14));
    }
}

TEST_CASE("same seed, same tournament; any thread count", "[strategies]") {
    const core::Rules rules = core::loadPreset("greed");
    const auto a = play(rules, {"steady", "bold", "timid"}, 600, 9, 1);
    const auto b = play(rules, {"steady", "bold", "timid"}, 600, 9, 2);
    ai::TournamentConfig config;
    config.rules = rules;
    config.seed = 9;
    CHECK(ai::formatTournament(config, a) == ai::formatTournament(config, b));
    const auto c = play(rules, {"steady", "bold", "timid"}, 600, 10, 2);
    CHECK(ai::formatTournament(config, a) != ai::formatTournament(config, c));
}

TEST_CASE("the reckless busts more and banks bigger than the timid", "[strategies]") {
    for (const char* name : {"greed", "zehntausend", "cubilete"}) {
        INFO(name);
        const auto r = play(core::loadPreset(name), {"timid", "reckless"}, 600, 21);
        const auto& timid = r.players[0];
        const auto& reckless = r.players[1];
        CHECK(reckless.bustRate() > timid.bustRate() + 0.1);
        CHECK(reckless.meanBank() > timid.meanBank() * 1.5);
    }
    // The ladder in between, on greed.
    const auto r = play(core::loadPreset("greed"),
                        {"timid", "careful", "steady", "bold", "gambler", "reckless"}, 600, 22);
    for (size_t i = 1; i < r.players.size(); ++i) {
        INFO(r.players[i - 1].id << " vs " << r.players[i].id);
        CHECK(r.players[i].meanBank() > r.players[i - 1].meanBank());
    }
}

namespace {

double threadCpuSeconds() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

} // namespace

TEST_CASE("decisions take well under a millisecond", "[strategies]") {
    const core::Rules rules = core::loadPreset("greed");
    ai::StrategyOptions options;
    options.dataDir = test::scratchDataDir();
    for (const auto& id : allIds()) {
        INFO(id);
        auto me = ai::makeStrategy(id, rules, options);
        auto other = ai::makeStrategy("steady", rules, options);
        core::Rng minds(1);
        core::Driver driver(2);
        double seconds = 0.0;
        long decisions = 0;
        for (int g = 0; g < 30; ++g) {
            core::Game game(rules);
            game.addPlayer({"A", core::PlayerKind::Computer, id});
            game.addPlayer({"B", core::PlayerKind::Computer, "steady"});
            game.start(g % 2);
            while (game.phase() != core::Phase::GameOver) {
                // CPU time of this thread, not the wall clock: a busy machine must not fail it.
                const double t0 = threadCpuSeconds();
                const core::Action a =
                    (game.currentPlayer() == 0 ? *me : *other).decide(game, minds);
                seconds += threadCpuSeconds() - t0;
                ++decisions;
                REQUIRE(driver.apply(game, a).ok);
            }
        }
        CHECK(seconds / static_cast<double>(decisions) < 1e-3);
    }
}

TEST_CASE("the Professor beats the bolder personalities significantly", "[strategies]") {
    const core::Rules rules = core::loadPreset("greed");
    for (const auto& [id, games] : std::vector<std::pair<std::string, int>>{
             {"timid", 4000}, {"bold", 3000}, {"gambler", 1500}, {"reckless", 1000}}) {
        INFO(id);
        const auto r = play(rules, {"professor", id}, static_cast<std::uint64_t>(games), 31);
        CHECK(r.players[0].winInterval().first > 0.5);
    }
}

TEST_CASE("the Professor beats every heuristic personality significantly", "[strategies][slow]") {
    const core::Rules rules = core::loadPreset("greed");
    for (const auto& id : allIds()) {
        if (id == "professor") {
            continue;
        }
        INFO(id);
        const auto r = play(rules, {"professor", id}, 60000, 41);
        CHECK(r.players[0].winInterval().first > 0.5);
    }
}

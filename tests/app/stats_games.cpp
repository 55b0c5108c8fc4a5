// Recorded games: a seeded match between two computer personalities, saved and recorded.
#include "stats_games.hpp"

#include "app/match.hpp"
#include "core/rules_io.hpp"
#include "session/match_file.hpp"
#include "stats/game_record.hpp"
#include "stats/stats_store.hpp"

#include <catch2/catch.hpp>

namespace greed::app::test {

void recordComputerGame(const std::filesystem::path& data, std::uint64_t seed,
                        const char* players) {
    session::MatchConfig setup;
    setup.rulesSource = "greed";
    setup.rules = core::loadPreset("greed");
    setup.seats = session::parsePlayersSpec(players, setup.rules);
    setup.seed = seed;
    session::MatchSession match(setup);
    const auto file = data / "saves" / "games" / ("g" + std::to_string(seed) + ".greed");
    std::filesystem::create_directories(file.parent_path());
    match.record(std::make_unique<session::MatchWriter>(
        session::MatchWriter::create(file, setup, "2026-11-23 20:00")));
    while (!match.over()) {
        match.step(); // computer players answer at once
    }
    stats::StatsStore store(data / "greed.db");
    REQUIRE(store.record(stats::recordOf(match, "2026-11-23 20:00", file.string())));
}

} // namespace greed::app::test

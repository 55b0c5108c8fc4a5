// Helpers of the statistics tests: games played by the session to record, a fresh folder.
#pragma once

#include "../session/session_helpers.hpp"
#include "session/match_file.hpp"
#include "stats/game_record.hpp"

#include <fstream>
#include <iterator>

namespace greed::stats::test {

// A whole game of computer players (the same for the same seed).
inline GameRecord
playedGame(std::uint64_t seed, const std::string& preset = "greed",
           const std::string& players = "Ann:steady,Rex:reckless,Prof:professor") {
    session::MatchSession match(session::test::setupOf(preset, players, seed));
    session::test::playOn(match);
    return recordOf(match, "2026-11-23 20:00",
                    "saves/games/game-" + std::to_string(seed) + ".greed");
}

// A whole game played with its match file written to `folder` (as the game keeps it in
// saves/games/); returns the file and the record the game makes of it at its end.
inline std::pair<std::filesystem::path, GameRecord> savedGame(const std::filesystem::path& folder,
                                                              std::uint64_t seed) {
    const auto setup = session::test::setupOf("greed", "Ann:steady,Rex:reckless", seed);
    session::MatchSession match(setup);
    const auto file = folder / ("game-" + std::to_string(seed) + ".greed");
    std::filesystem::create_directories(folder);
    match.record(std::make_unique<session::MatchWriter>(
        session::MatchWriter::create(file, setup, "2026-11-23 20:0" + std::to_string(seed % 10))));
    session::test::playOn(match);
    return {file, recordOf(match, matchStarted(file), file.string())};
}

inline std::filesystem::path freshFolder(const std::string& name) {
    return session::test::tempFolder("stats-" + name);
}

inline std::string readBytes(const std::filesystem::path& file) {
    std::ifstream in(file, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

inline void writeBytes(const std::filesystem::path& file, const std::string& bytes) {
    std::ofstream out(file, std::ios::binary | std::ios::trunc);
    out << bytes;
}

} // namespace greed::stats::test

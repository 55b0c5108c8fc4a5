// Helpers of the statistics tests: games played by the session to record, a fresh folder.
#pragma once

#include "../session/session_helpers.hpp"
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

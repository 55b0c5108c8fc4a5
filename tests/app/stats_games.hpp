// Recorded games for the statistics tests: computer players play a whole match headless, kept
// in saves/games and recorded in greed.db, as the game does when a match ends.
#pragma once

#include <cstdint>
#include <filesystem>

namespace greed::app::test {

void recordComputerGame(const std::filesystem::path& data, std::uint64_t seed,
                        const char* players = "Ann:steady,Rex:reckless");

} // namespace greed::app::test

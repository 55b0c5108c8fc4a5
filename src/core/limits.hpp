// The two stated limits that hold every game to a bounded size, whatever its rule set
// (docs/rules.md, "Limits"): scores saturate instead of wrapping, and a game ends after a fixed
// number of rolls, so every match and save file the game writes fits the size it reads back.
#pragma once

#include <cstdint>

namespace greed::core {

// Scores, turn totals and adopted points stay within -kScoreLimit..kScoreLimit: points beyond
// are not counted (the sum saturates). Chosen so that two such values can still be added or
// subtracted in an int (2 x 10^9 < 2^31 - 1) by the solvers, screens and statistics.
constexpr int kScoreLimit = 1'000'000'000;

// a + b, held to -kScoreLimit..kScoreLimit (computed in 64 bits: never wraps).
constexpr int addPoints(std::int64_t a, std::int64_t b) {
    const std::int64_t sum = a + b;
    return static_cast<int>(sum > kScoreLimit ? kScoreLimit
                                              : (sum < -kScoreLimit ? -kScoreLimit : sum));
}

// A game (counted from its start or its last restart) ends once this many rolls have been
// thrown. A match file takes at most about 560 bytes per roll (the roll, a keep, a bank and an
// adopt answer, each with its random states), so 20000 rolls stay under 12 MiB, inside the
// 16 MiB a match file may hold; ordinary games take a few hundred rolls (8 players of
// Zehntausend about 700).
constexpr int kRollLimit = 20000;

} // namespace greed::core

// Can a game under these rules end? The rule-file validator's proof that somebody can bank at
// all: a rule set where no throw scores points, or where the first bank needs a turn total no
// turn reaches (in any but a vanishing share of turns), would play until the roll limit with
// nobody ever reaching the target, so it is refused at load (docs/rules.md, "Limits").
#pragma once

#include "rules.hpp"

#include <cstdint>
#include <optional>
#include <string>

namespace greed::core {

// Below this chance a turn reaching the first bank counts as impossible: even at a million
// turns a second, one success would take longer than the game's roll limit allows by far.
constexpr double kUnreachableChance = 1e-12;

// The throws enumerated to find the chances exactly (odds.hpp's grouped walk), divided by
// 1 + 4 x the number of combos; rule sets with more are judged on the bounds that need no
// enumeration.
constexpr std::uint64_t kReachEnumerationLimit = 20000;
// Nor is anything enumerated when a throw of every die has more distinct outcomes than this
// (the scorer the enumeration needs would table them all first).
constexpr std::uint64_t kReachTableLimit = 5000;

// What the check learnt of the throws (for tests and the fuzz target).
struct ReachFacts {
    bool exact = false;         // the throws were enumerated
    std::int64_t bestThrow = 0; // most points one throw can score (exact, or an upper bound)
    std::int64_t bestFirst = 0; // the same for a throw of every die (a turn's first throw)
    double scoringChance = 1.0; // highest chance, over the dice counts, that a throw scores
    std::int64_t firstBank = 0; // the turn total the game's first bank needs
    double reachChance = 1.0;   // upper bound of the chance one turn gets to firstBank
};

ReachFacts reachFacts(const Rules& rules);

struct EndFault {
    std::string field; // the rule-file field to change
    std::string what;  // why no game could end
};

// Why no game under `rules` (already valid in every other respect) can end, or nothing.
std::optional<EndFault> endlessFault(const Rules& rules);

} // namespace greed::core

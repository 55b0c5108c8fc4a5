// Versus words: the statistics' head-to-head and player bar told for a player, not as a tally
// ("1 won · 1 lost · 3 games" read as a sum that does not add up when a third player won).
#pragma once

#include "stats/queries.hpp"

#include <string>

namespace greed::app {

// The record against one opponent (named on the line above it) in words: "Won 1 of 3 games ·
// Rex won 1 · 1 won by someone else" (the last part only when someone else won any).
std::string versusRecord(const stats::HeadToHead& h, const std::string& opponent);
// The same, short, for a narrow panel: "won 1 of 3".
std::string versusShort(const stats::HeadToHead& h);
// Under the chosen player's name: what they are and where in the list ("Human · player 1 of
// 4", "Computer · Reckless Rex · player 2 of 4"); `persona` empty: none shown.
std::string playerListLine(bool human, const std::string& persona, int place, int count);

} // namespace greed::app

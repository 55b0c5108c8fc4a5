// A person's initials, the letters their portrait medallion shows: from a name in any script,
// in capitals, only with letters the game's faces can draw.
#pragma once

#include <cstdint>
#include <functional>
#include <string>

namespace greed::app {

// Up to two letters: the first letter of the name's first word and of its last word
// ("ana maría" -> "AM", "Carlos el Cauto" -> "CC", "Player 2" -> "P2", "You" -> "Y"; a name
// written without spaces, such as "李小龍", gives its first letter). Letters are raised to
// capitals (Latin, Greek, Cyrillic, Armenian) and keep the accents that follow them.
// Punctuation and symbols before a word's first letter are passed over; a word whose first
// letter `drawable` refuses gives none (never a box), and a name without any gives "".
std::string initialsOf(const std::string& name,
                       const std::function<bool(std::uint32_t)>& drawable = {});

// The capital of a letter, for the scripts above; anything else unchanged.
std::uint32_t capitalOf(std::uint32_t letter);

} // namespace greed::app

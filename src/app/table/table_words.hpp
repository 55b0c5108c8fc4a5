// Words the table writes in several places, in the player's language: key caps, per cents,
// points, and a seat's kind on the scoreboard.
#pragma once

#include "core/game.hpp"

#include <string>

namespace greed::app::table_words {

// Key caps as written on the keyboard (German: Leertaste, Spanish: Espacio).
std::string spaceKey();
std::string escKey();
std::string enterKey();
std::string leftKey();
std::string rightKey();
// 47% (German and Spanish: 47 %), from a fraction 0..1.
std::string percent(double fraction);
// A score or point count as the language writes numbers (10,000 / 10.000).
std::string number(long long value);
// "+450" / "+1.000".
std::string plus(long long value);
// A player's name where a full one may not fit (a seat's plate, the standings): a computer
// player that kept its personality's name gets its given name ("Tilly" for "Timid Tilly", the
// catalogue's short form in Spanish and German, the last word of the English name); anyone else
// keeps the name played.
std::string seatShortName(const core::PlayerInfo& info);
// "Rex's turn" when play passes to a player; "Your turn" for the one person at a table of
// computers (`you`).
std::string turnOf(const std::string& name, bool you);
// Under a BUST or FARKLE! stamp: "300 points lost"; nothing when nothing was lost.
std::string pointsLost(int points);
// Under a penalty's plaque ("Three Jacks −1,000"): "and 450 points of this turn".
std::string turnPointsToo(int points);
// Playback speed: 1.5x (German and Spanish: 1,5x).
std::string speed(double factor);

} // namespace greed::app::table_words

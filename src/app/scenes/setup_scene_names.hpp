// Setup's naming rules: names trimmed and limited (with a message, never cut silently), and
// the fitting default name of a seat whose kind changed and whose name nobody typed.
#pragma once

#include "app/match.hpp"
#include "core/player_name.hpp"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace greed::app {

// The longest name, in characters (UTF-8 code points): the one limit of core::checkName.
inline constexpr int kNameLimit = core::kMaxNameLength;

int nameLength(const std::string& name);
// Spaces (and tabs) off both ends; runs of spaces inside become one.
std::string trimmedName(const std::string& name);
// What became of typed text: all of it taken, or where it stopped and why.
enum class Typed { Taken, TooLong, NotDrawable };
// Which characters the game's faces draw (platform::Text::provides); none: all of them.
using Drawable = std::function<bool(std::uint32_t)>;
// Appends typed text up to `limit` characters, leaving out what no name may hold (controls,
// invisible characters, bytes that are not UTF-8); stops at a character that does not fit or
// that `drawable` refuses (it would be drawn as a box).
Typed appendToName(std::string& name, const std::string& typed, int limit = kNameLimit,
                   const Drawable& drawable = {});
// What the player reads when typing stopped (empty when all was taken).
std::string typedNote(Typed typed, int limit = kNameLimit);
// Removes the last character (a whole UTF-8 sequence).
void eraseLastChar(std::string& name);

// The name a seat gets for its kind: a personality's own name ("Bold Bea"), "You" for the
// first person at the screen or "Player N"; numbered when another seat already has it.
std::string defaultSeatName(const std::vector<SeatSpec>& seats, std::size_t index);
// True when `name` is one setup would have given some seat (so nobody typed it).
bool isDefaultName(const std::string& name);

} // namespace greed::app

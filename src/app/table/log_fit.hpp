// The recent-moves log in its narrow panel: a line too wide gives up letters of the players'
// names first (a computer's given name, then the name ended with "…"), so what happened and
// the points always read whole; only a line that still does not fit is cut at its end.
#pragma once

#include "platform/text.hpp"

#include <string>
#include <vector>

namespace greed::app {

// `line` shortened to `width` at `style`. `names`: the players' names as the log writes them;
// each is shortened where it stands as a word of its own in the line (not inside another word),
// all of them alike, only as far as the line needs.
std::string fitLogLine(platform::Text& text, const std::string& line,
                       const std::vector<std::string>& names, const platform::TextStyle& style,
                       int width);

// The forms a name takes in a narrow line, longest first: the name, its first word, then that
// word shortened a character at a time and ended with "…" (down to one character and "…").
std::vector<std::string> shorterNames(const std::string& name);

} // namespace greed::app

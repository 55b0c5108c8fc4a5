// The recent-moves log in its narrow panel: a line too wide gives up letters of the players'
// names first (the name on the plate, then the name ended with "…"), so what happened and the
// points always read whole; a line that fits no way even so wraps onto a second row.
#pragma once

#include "app/ui/painter.hpp"

#include <string>
#include <vector>

namespace greed::app {

// A player's name as the log writes it, and the given name their plate shows ("Gus" for
// "Gambling Gus"; the same when there is no shorter one).
struct LogName {
    std::string full;
    std::string given;
};

// The forms a name takes in a narrow line, longest first: the name, its given name, that name's
// first word, then that word shortened a character at a time and ended with "…" (down to three
// letters and the "…": a word of up to four letters stays whole, "You" is never "Y…").
std::vector<std::string> shorterNames(const LogName& name);

// `line` in the rows it takes `width` wide at `style`: one row, with the names in it (each
// where it stands as a word of its own) shortened as far as needed, the widest first, so a short
// name keeps its letters while a long one gives way; or, when even the
// shortest names leave it too wide, the line with given names broken at spaces into rows, the
// rows after the first `indent` narrower.
std::vector<std::string> logRows(platform::Text& text, const std::string& line,
                                 const std::vector<LogName>& names,
                                 const platform::TextStyle& style, int width, int indent);

// The newest lines of `log` that fit `area` (rows `rowH` apart) at text `size`, oldest first,
// the older ones dimmer; a wrapped line's later rows are indented. Returns the rows drawn.
int drawLogLines(const Painter& p, const std::vector<std::string>& log,
                 const std::vector<LogName>& names, const SDL_Rect& area, int rowH, int size);

} // namespace greed::app

// Ellipsis: a text shortened with "…" until it fits a width (names in narrow places).
#pragma once

#include "platform/text.hpp"

#include <string>

namespace greed::app {

// `text` itself when it fits `width` at `style`, else its longest prefix (whole UTF-8
// characters, trailing spaces dropped) followed by an ellipsis that fits.
std::string ellipsize(platform::Text& text, const std::string& s, const platform::TextStyle& style,
                      int width);

// A player's name for a narrow place: `full` when it fits `width` at `style`, else
// `shortForm` (a computer player's given name, "Carlos" for "Carlos el Cauto"), itself ended
// with an ellipsis if even that is too wide.
std::string fitName(platform::Text& text, const std::string& full, const std::string& shortForm,
                    const platform::TextStyle& style, int width);

} // namespace greed::app

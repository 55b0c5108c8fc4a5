// Text wrap: a sentence broken at spaces into lines that fit a width (longer words in
// translations must not leave their panel).
#pragma once

#include "platform/text.hpp"

#include <string>
#include <vector>

namespace greed::app {

// `s` in lines no wider than `width` at `style`, broken at spaces; a single word wider than
// `width` ends in an ellipsis. Never empty: "" gives one empty line.
std::vector<std::string> wrapText(platform::Text& text, const std::string& s,
                                  const platform::TextStyle& style, int width);

} // namespace greed::app

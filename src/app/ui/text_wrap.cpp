// Text wrap: greedy, word by word (the first fit is the natural break for short panel lines).
#include "app/ui/text_wrap.hpp"

#include "app/ui/ellipsis.hpp"

#include <sstream>

namespace greed::app {

std::vector<std::string> wrapText(platform::Text& text, const std::string& s,
                                  const platform::TextStyle& style, int width) {
    std::vector<std::string> lines;
    std::istringstream words(s);
    std::string word;
    std::string line;
    while (words >> word) {
        const std::string longer = line.empty() ? word : line + " " + word;
        if (line.empty() || text.measure(longer, style).x <= width) {
            line = longer;
        } else {
            lines.push_back(ellipsize(text, line, style, width));
            line = word;
        }
    }
    lines.push_back(ellipsize(text, line, style, width));
    return lines;
}

} // namespace greed::app

// Ellipsis: binary search over whole UTF-8 characters for the longest prefix that fits.
#include "app/ui/ellipsis.hpp"

#include <vector>

namespace greed::app {

namespace {

// Byte offsets where each UTF-8 character starts, plus the end.
std::vector<std::size_t> characterStarts(const std::string& s) {
    std::vector<std::size_t> starts;
    for (std::size_t i = 0; i < s.size(); ++i) {
        if ((static_cast<unsigned char>(s[i]) & 0xC0) != 0x80) {
            starts.push_back(i);
        }
    }
    starts.push_back(s.size());
    return starts;
}

std::string shortened(const std::string& s, std::size_t bytes) {
    std::string out = s.substr(0, bytes);
    while (!out.empty() && out.back() == ' ') {
        out.pop_back();
    }
    return out + "\u2026";
}

} // namespace

std::string ellipsize(platform::Text& text, const std::string& s, const platform::TextStyle& style,
                      int width) {
    if (text.measure(s, style).x <= width) {
        return s;
    }
    const auto starts = characterStarts(s);
    // Characters kept: the largest n in [0, count) whose shortened form fits.
    std::size_t lo = 0;
    std::size_t hi = starts.size() - 1;
    while (lo < hi) {
        const std::size_t mid = (lo + hi + 1) / 2;
        if (text.measure(shortened(s, starts[mid]), style).x <= width) {
            lo = mid;
        } else {
            hi = mid - 1;
        }
    }
    return shortened(s, starts[lo]);
}

std::string fitName(platform::Text& text, const std::string& full, const std::string& shortForm,
                    const platform::TextStyle& style, int width) {
    if (text.measure(full, style).x <= width || shortForm.empty()) {
        return ellipsize(text, full, style, width);
    }
    return ellipsize(text, shortForm, style, width);
}

} // namespace greed::app

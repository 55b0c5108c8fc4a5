// Shortening a log line by its names: the spans where names stand, then the shortest of the
// names' forms (tried longest first, by halving) at which the line fits.
#include "app/table/log_fit.hpp"

#include "app/ui/ellipsis.hpp"

#include <algorithm>

namespace greed::app {

namespace {

// A byte that may belong to a word: ASCII letters and digits, and every byte of a non-ASCII
// UTF-8 character (letters such as "é" or "ß"; the log's dashes stand between spaces).
bool wordByte(char c) {
    const auto u = static_cast<unsigned char>(c);
    return u >= 0x80 || (u >= '0' && u <= '9') || (u >= 'A' && u <= 'Z') || (u >= 'a' && u <= 'z');
}

struct Span {
    std::size_t at = 0;
    std::size_t length = 0;
    std::vector<std::string> forms; // shorterNames of the name there
};

// Where the names stand in `line` as words of their own, left to right, longer names first
// where they overlap ("Tim" inside "Tim Tam" is Tim Tam's).
std::vector<Span> nameSpans(const std::string& line, std::vector<std::string> names) {
    std::sort(names.begin(), names.end(),
              [](const std::string& a, const std::string& b) { return a.size() > b.size(); });
    std::vector<Span> spans;
    for (const auto& name : names) {
        if (name.empty()) {
            continue;
        }
        for (std::size_t at = line.find(name); at != std::string::npos;
             at = line.find(name, at + 1)) {
            const std::size_t end = at + name.size();
            const bool word = (at == 0 || !wordByte(line[at - 1])) &&
                              (end == line.size() || !wordByte(line[end]));
            const bool free = std::none_of(spans.begin(), spans.end(), [&](const Span& s) {
                return at < s.at + s.length && s.at < end;
            });
            if (word && free) {
                spans.push_back({at, name.size(), shorterNames(name)});
            }
        }
    }
    std::sort(spans.begin(), spans.end(), [](const Span& a, const Span& b) { return a.at < b.at; });
    return spans;
}

// The line with every name in its `step`-th form (or its last, when it has fewer).
std::string withForms(const std::string& line, const std::vector<Span>& spans, std::size_t step) {
    std::string out;
    std::size_t from = 0;
    for (const auto& s : spans) {
        out += line.substr(from, s.at - from);
        out += s.forms[std::min(step, s.forms.size() - 1)];
        from = s.at + s.length;
    }
    return out + line.substr(from);
}

} // namespace

std::vector<std::string> shorterNames(const std::string& name) {
    std::vector<std::string> forms{name};
    const std::string first = name.substr(0, name.find(' '));
    if (!first.empty() && first != name) {
        forms.push_back(first);
    }
    // Character starts of the first word (UTF-8), past the first character.
    std::vector<std::size_t> starts;
    for (std::size_t i = 1; i < first.size(); ++i) {
        if ((static_cast<unsigned char>(first[i]) & 0xC0) != 0x80) {
            starts.push_back(i);
        }
    }
    // "Carlo…", "Carl…", ... "C…"; a name of one or two characters stays whole ("A…" is no
    // narrower than "Al").
    if (starts.size() >= 2) {
        for (auto it = starts.rbegin(); it != starts.rend(); ++it) {
            forms.push_back(first.substr(0, *it) + "\u2026");
        }
    }
    return forms;
}

std::string fitLogLine(platform::Text& text, const std::string& line,
                       const std::vector<std::string>& names, const platform::TextStyle& style,
                       int width) {
    if (text.measure(line, style).x <= width) {
        return line;
    }
    const auto spans = nameSpans(line, names);
    std::size_t steps = 0; // the most forms a name here has, less its full form
    for (const auto& s : spans) {
        steps = std::max(steps, s.forms.size() - 1);
    }
    // The first step (fewest letters given up) at which the line fits.
    std::size_t lo = 1;
    std::size_t hi = steps + 1; // steps + 1: not even the shortest names fit
    while (lo < hi) {
        const std::size_t mid = (lo + hi) / 2;
        if (text.measure(withForms(line, spans, mid), style).x <= width) {
            hi = mid;
        } else {
            lo = mid + 1;
        }
    }
    if (lo <= steps) {
        return withForms(line, spans, lo);
    }
    // Even "C… — …" is too wide: the shortest names, and the line's end cut.
    return ellipsize(text, withForms(line, spans, steps), style, width);
}

} // namespace greed::app

// Fitting a log line by its names: the spans where names stand, then the fewest letters given
// up (the names' forms tried in turn) at which the line fits; wrapping when none does.
#include "app/table/log_fit.hpp"

#include "app/ui/palette.hpp"
#include "app/ui/text_wrap.hpp"

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
    std::size_t given = 0;          // the given name's place among them
};

// Where the names stand in `line` as words of their own, left to right, longer names first
// where they overlap ("Tim" inside "Tim Tam" is Tim Tam's).
std::vector<Span> nameSpans(const std::string& line, std::vector<LogName> names) {
    std::sort(names.begin(), names.end(),
              [](const LogName& a, const LogName& b) { return a.full.size() > b.full.size(); });
    std::vector<Span> spans;
    for (const auto& name : names) {
        if (name.full.empty()) {
            continue;
        }
        for (std::size_t at = line.find(name.full); at != std::string::npos;
             at = line.find(name.full, at + 1)) {
            const std::size_t end = at + name.full.size();
            const bool word = (at == 0 || !wordByte(line[at - 1])) &&
                              (end == line.size() || !wordByte(line[end]));
            const bool free = std::none_of(spans.begin(), spans.end(), [&](const Span& s) {
                return at < s.at + s.length && s.at < end;
            });
            if (word && free) {
                const bool shorter = !name.given.empty() && name.given != name.full;
                spans.push_back({at, name.full.size(), shorterNames(name), shorter ? 1U : 0U});
            }
        }
    }
    std::sort(spans.begin(), spans.end(), [](const Span& a, const Span& b) { return a.at < b.at; });
    return spans;
}

// The line with every name in the form `at` gives it (by span); `given`: each name as given.
std::string withForms(const std::string& line, const std::vector<Span>& spans,
                      const std::vector<std::size_t>& at, bool given = false) {
    std::string out;
    std::size_t from = 0;
    for (std::size_t k = 0; k < spans.size(); ++k) {
        const Span& s = spans[k];
        out += line.substr(from, s.at - from);
        out += s.forms[given ? s.given : std::min(at[k], s.forms.size() - 1)];
        from = s.at + s.length;
    }
    return out + line.substr(from);
}

// The shortest part of a word kept before "…": fewer letters no longer read as the name.
constexpr std::size_t kLeastLetters = 3;

void addForm(std::vector<std::string>& forms, const std::string& form) {
    if (!form.empty() && form != forms.back()) {
        forms.push_back(form);
    }
}

} // namespace

std::vector<std::string> shorterNames(const LogName& name) {
    std::vector<std::string> forms{name.full};
    addForm(forms, name.given);
    const std::string first = forms.back().substr(0, forms.back().find(' '));
    addForm(forms, first);
    // Character starts of the first word (UTF-8), past its first character.
    std::vector<std::size_t> starts;
    for (std::size_t i = 1; i < first.size(); ++i) {
        if ((static_cast<unsigned char>(first[i]) & 0xC0) != 0x80) {
            starts.push_back(i);
        }
    }
    // "Carlo…", "Carl…", "Car…": at least kLeastLetters letters and the "…", so a word of up
    // to four letters stays whole ("Yo…" is no narrower than "You" and reads as another word).
    const std::size_t letters = starts.size() + 1;
    if (letters > kLeastLetters + 1) {
        for (std::size_t keep = letters - 1; keep >= kLeastLetters; --keep) {
            forms.push_back(first.substr(0, starts[keep - 1]) + "\u2026");
        }
    }
    return forms;
}

std::vector<std::string> logRows(platform::Text& text, const std::string& line,
                                 const std::vector<LogName>& names,
                                 const platform::TextStyle& style, int width, int indent) {
    if (text.measure(line, style).x <= width) {
        return {line};
    }
    const auto spans = nameSpans(line, names);
    // The widest name gives up a step at a time, the others only once it is no wider than
    // they are: a short name ("You") is never cut for a long one's sake. The widths do not fall
    // step by step ("Gu…" is wider than "Gus"), so every step is measured.
    std::vector<std::size_t> at(spans.size(), 0);
    for (;;) {
        int widest = -1;
        int widestW = -1;
        for (std::size_t k = 0; k < spans.size(); ++k) {
            if (at[k] + 1 >= spans[k].forms.size()) {
                continue; // as short as it goes
            }
            const int w = text.measure(spans[k].forms[at[k]], style).x;
            if (w > widestW) {
                widestW = w;
                widest = static_cast<int>(k);
            }
        }
        if (widest < 0) {
            break;
        }
        ++at[static_cast<std::size_t>(widest)];
        std::string shorter = withForms(line, spans, at);
        if (text.measure(shorter, style).x <= width) {
            return {shorter};
        }
    }
    // Too long whatever the names: the given names, and the words on the rows they need.
    return wrapText(text, withForms(line, spans, at, true), style, width - indent);
}

int drawLogLines(const Painter& p, const std::vector<std::string>& log,
                 const std::vector<LogName>& names, const SDL_Rect& area, int rowH, int size) {
    const int fit = std::max(0, area.h / std::max(1, rowH));
    const int indent = size;
    // From the newest line back, as many whole lines as there are rows.
    std::vector<std::pair<std::size_t, std::vector<std::string>>> shown;
    int rows = 0;
    for (std::size_t k = log.size(); k-- > 0;) {
        auto parts = logRows(p.text(), log[k], names, {size, false, kInk}, area.w, indent);
        if (rows + static_cast<int>(parts.size()) > fit) {
            break;
        }
        rows += static_cast<int>(parts.size());
        shown.emplace_back(k, std::move(parts));
    }
    int y = area.y;
    for (auto it = shown.rbegin(); it != shown.rend(); ++it) {
        const double age = static_cast<double>(log.size() - 1 - it->first);
        // One size for every line: a long line gives up letters of names or wraps, never shrinks.
        const platform::TextStyle style{
            size, false, withAlpha(kInk, std::max(110, static_cast<int>(255 - age * 20)))};
        for (std::size_t r = 0; r < it->second.size(); ++r) {
            p.label(it->second[r], area.x + (r == 0 ? 0 : indent), y, style);
            y += rowH;
        }
    }
    return rows;
}

} // namespace greed::app

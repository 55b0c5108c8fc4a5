// Player names: a strict UTF-8 reader and the character classes that decide what a name holds.
#include "core/player_name.hpp"

#include <cstdio>
#include <optional>
#include <vector>

namespace greed::core {

namespace {

constexpr std::uint32_t kReplacement = 0xFFFD;

// One code point from `text` at `i`, advancing `i`; nullopt (and one byte skipped) for bytes
// that are not the shortest UTF-8 form of a scalar value: overlong forms, surrogates and
// values past U+10FFFF would otherwise let a name hide characters from the checks below.
std::optional<std::uint32_t> decode(const std::string& text, std::size_t& i) {
    const auto byte = [&](std::size_t k) {
        return static_cast<unsigned char>(text[k]);
    };
    const unsigned char lead = byte(i);
    if (lead < 0x80) {
        ++i;
        return lead;
    }
    int extra = 0;
    std::uint32_t cp = 0;
    std::uint32_t least = 0;
    if ((lead & 0xE0) == 0xC0) {
        extra = 1;
        cp = lead & 0x1Fu;
        least = 0x80;
    } else if ((lead & 0xF0) == 0xE0) {
        extra = 2;
        cp = lead & 0x0Fu;
        least = 0x800;
    } else if ((lead & 0xF8) == 0xF0) {
        extra = 3;
        cp = lead & 0x07u;
        least = 0x10000;
    } else {
        ++i;
        return std::nullopt;
    }
    if (text.size() - i <= static_cast<std::size_t>(extra)) {
        ++i;
        return std::nullopt;
    }
    for (int k = 1; k <= extra; ++k) {
        const unsigned char c = byte(i + static_cast<std::size_t>(k));
        if ((c & 0xC0) != 0x80) {
            ++i;
            return std::nullopt;
        }
        cp = (cp << 6) | (c & 0x3Fu);
    }
    if (cp < least || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) {
        ++i;
        return std::nullopt;
    }
    i += static_cast<std::size_t>(extra) + 1;
    return cp;
}

void append(std::string& out, std::uint32_t cp) {
    if (cp < 0x80) {
        out += static_cast<char>(cp);
    } else if (cp < 0x800) {
        out += static_cast<char>(0xC0 | (cp >> 6));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        out += static_cast<char>(0xE0 | (cp >> 12));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
        out += static_cast<char>(0xF0 | (cp >> 18));
        out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    }
}

bool in(std::uint32_t cp, std::uint32_t low, std::uint32_t high) {
    return cp >= low && cp <= high;
}

// C0, DEL, C1 and the Unicode line and paragraph separators: they move the cursor, colour a
// terminal or end a log line.
bool isControl(std::uint32_t cp) {
    return cp < 0x20 || in(cp, 0x7F, 0x9F) || cp == 0x2028 || cp == 0x2029;
}

// Controls a person would read as a gap between words.
bool isBreak(std::uint32_t cp) {
    return in(cp, 0x09, 0x0D) || cp == 0x85 || cp == 0x2028 || cp == 0x2029;
}

// Format characters (Unicode category Cf: zero-width, joiners, direction marks, overrides and
// isolates, tags), the Hangul fillers that draw as nothing, and noncharacters: all let two
// names look alike or turn the text around them.
bool isInvisible(std::uint32_t cp) {
    constexpr std::uint32_t kRanges[][2] = {
        {0x00AD, 0x00AD},   {0x0600, 0x0605},   {0x061C, 0x061C},   {0x06DD, 0x06DD},
        {0x070F, 0x070F},   {0x0890, 0x0891},   {0x08E2, 0x08E2},   {0x115F, 0x1160},
        {0x180E, 0x180E},   {0x200B, 0x200F},   {0x202A, 0x202E},   {0x2060, 0x2064},
        {0x2066, 0x206F},   {0x3164, 0x3164},   {0xFDD0, 0xFDEF},   {0xFEFF, 0xFEFF},
        {0xFFA0, 0xFFA0},   {0xFFF9, 0xFFFB},   {0x110BD, 0x110BD}, {0x110CD, 0x110CD},
        {0x13430, 0x1343F}, {0x1BCA0, 0x1BCA3}, {0x1D173, 0x1D17A}, {0xE0001, 0xE0001},
        {0xE0020, 0xE007F}};
    for (const auto& r : kRanges) {
        if (in(cp, r[0], r[1])) {
            return true;
        }
    }
    return (cp & 0xFFFE) == 0xFFFE; // U+xxFFFE and U+xxFFFF in every plane
}

// Space separators: trimmed off the ends, and a run of them inside is one plain space.
bool isBlank(std::uint32_t cp) {
    return cp == 0x20 || cp == 0xA0 || cp == 0x1680 || in(cp, 0x2000, 0x200A) || cp == 0x202F ||
           cp == 0x205F || cp == 0x3000;
}

// Builds a name from accepted characters: blanks trimmed and collapsed, counted as it goes.
class NameBuilder {
public:
    void add(std::uint32_t cp) {
        if (isBlank(cp)) {
            m_pendingBlank = !m_text.empty();
            return;
        }
        if (m_pendingBlank) {
            push(' ');
            m_pendingBlank = false;
        }
        push(cp);
    }
    int length() const { return static_cast<int>(m_ends.size()); }
    const std::string& text() const { return m_text; }
    // The first `limit` characters, without a space left dangling at the end.
    std::string cut(int limit) const {
        if (length() <= limit) {
            return m_text;
        }
        std::size_t end = limit > 0 ? m_ends[static_cast<std::size_t>(limit) - 1] : 0;
        if (end > 0 && m_text[end - 1] == ' ') {
            --end;
        }
        return m_text.substr(0, end);
    }

private:
    void push(std::uint32_t cp) {
        append(m_text, cp);
        m_ends.push_back(m_text.size());
    }

    std::string m_text;
    std::vector<std::size_t> m_ends; // where each character ends in m_text
    bool m_pendingBlank = false;
};

std::string codePointText(std::uint32_t cp) {
    char text[16];
    std::snprintf(text, sizeof text, "U+%04X", static_cast<unsigned>(cp));
    return text;
}

} // namespace

bool allowedInName(std::uint32_t codePoint) {
    return !isControl(codePoint) && !isInvisible(codePoint);
}

NameCheck checkName(const std::string& typed) {
    NameCheck check;
    NameBuilder name;
    std::size_t i = 0;
    while (i < typed.size()) {
        const std::size_t at = i;
        const auto cp = decode(typed, i);
        if (!cp) {
            check.problem = NameProblem::BadUtf8;
            check.byte = at;
            return check;
        }
        if (!allowedInName(*cp)) {
            check.problem = isControl(*cp) ? NameProblem::Control : NameProblem::Invisible;
            check.codePoint = *cp;
            return check;
        }
        name.add(*cp);
    }
    check.name = name.text();
    check.length = name.length();
    if (check.name.empty()) {
        check.problem = NameProblem::Empty;
    } else if (check.length > kMaxNameLength) {
        check.problem = NameProblem::TooLong;
    }
    return check;
}

std::string describe(const NameCheck& check) {
    switch (check.problem) {
    case NameProblem::None:
        return {};
    case NameProblem::Empty:
        return "is empty";
    case NameProblem::TooLong:
        return "has " + std::to_string(check.length) + " characters (at most " +
               std::to_string(kMaxNameLength) + ")";
    case NameProblem::BadUtf8:
        return "is not valid UTF-8 text (byte " + std::to_string(check.byte + 1) + ")";
    case NameProblem::Control:
        return "contains the control character " + codePointText(check.codePoint);
    case NameProblem::Invisible:
        return "contains the invisible character " + codePointText(check.codePoint);
    }
    return {};
}

std::string repairName(const std::string& stored) {
    NameBuilder name;
    std::size_t i = 0;
    // Reading stops well past the limit: a 100,000-character name costs no more than a short one.
    while (i < stored.size() && name.length() <= kMaxNameLength) {
        const auto cp = decode(stored, i);
        if (!cp) {
            name.add(kReplacement);
        } else if (isBreak(*cp)) {
            name.add(' ');
        } else if (allowedInName(*cp)) {
            name.add(*cp);
        }
    }
    return name.cut(kMaxNameLength);
}

std::string visibleText(const std::string& text) {
    std::string out;
    out.reserve(text.size());
    std::size_t i = 0;
    while (i < text.size()) {
        const auto cp = decode(text, i);
        append(out, cp && allowedInName(*cp) ? *cp : kReplacement);
    }
    return out;
}

std::string repairUtf8(const std::string& text) {
    std::string out;
    out.reserve(text.size());
    std::size_t i = 0;
    while (i < text.size()) {
        const std::size_t at = i;
        if (decode(text, i)) {
            out.append(text, at, i - at);
        } else {
            append(out, kReplacement);
        }
    }
    return out;
}

std::string withoutForbidden(const std::string& text) {
    std::string out;
    std::size_t i = 0;
    while (i < text.size()) {
        const auto cp = decode(text, i);
        if (cp && allowedInName(*cp)) {
            append(out, *cp);
        }
    }
    return out;
}

int characterCount(const std::string& text) {
    int count = 0;
    std::size_t i = 0;
    while (i < text.size()) {
        decode(text, i);
        ++count;
    }
    return count;
}

std::uint32_t firstCharacter(const std::string& text) {
    std::size_t i = 0;
    return text.empty() ? 0 : decode(text, i).value_or(kReplacement);
}

std::uint32_t nextCharacter(const std::string& text, std::size_t& i) {
    return decode(text, i).value_or(kReplacement);
}

void appendCharacter(std::string& out, std::uint32_t codePoint) {
    append(out, codePoint);
}

} // namespace greed::core

// Initials: words split at spaces, each word's first letter, capitals by table for the scripts
// a player's name is likely to be written in.
#include "app/ui/initials.hpp"

#include "core/player_name.hpp"

#include <vector>

namespace greed::app {

namespace {

bool in(std::uint32_t c, std::uint32_t low, std::uint32_t high) {
    return c >= low && c <= high;
}

bool isSpace(std::uint32_t c) {
    return c == ' ' || c == 0xA0 || in(c, 0x2000, 0x200A) || c == 0x202F || c == 0x3000;
}

// Accents written after their letter (a name typed in decomposed form: "E" + U+0301).
bool isCombining(std::uint32_t c) {
    return in(c, 0x0300, 0x036F) || in(c, 0x1AB0, 0x1AFF) || in(c, 0x1DC0, 0x1DFF) ||
           in(c, 0x20D0, 0x20FF) || in(c, 0xFE20, 0xFE2F);
}

// What can stand for a word: letters and digits of any script, not punctuation, symbols,
// emoji or the replacement character a damaged name carries.
bool isLetter(std::uint32_t c) {
    if (c < 0x80) {
        return in(c, '0', '9') || in(c, 'A', 'Z') || in(c, 'a', 'z');
    }
    if (c < 0xC0) {
        return c == 0xAA || c == 0xB5 || c == 0xBA; // ª µ º among Latin-1's signs
    }
    return c != 0xD7 && c != 0xF7 && !isCombining(c) && !in(c, 0x2000, 0x2BFF) &&
           !in(c, 0x3000, 0x303F) && !in(c, 0xE000, 0xF8FF) && !in(c, 0xFE10, 0xFE6F) &&
           !in(c, 0xFF00, 0xFF0F) && !in(c, 0xFFF0, 0xFFFF) && !in(c, 0x1F000, 0x1FAFF);
}

// Latin Extended-A pairs its letters capital first, from an even or an odd code point.
std::uint32_t latinExtendedCapital(std::uint32_t c) {
    const bool evenPairs = in(c, 0x0100, 0x0137) || in(c, 0x014A, 0x0177);
    const bool oddPairs = in(c, 0x0139, 0x0148) || in(c, 0x0179, 0x017E);
    if ((evenPairs && c % 2 == 1) || (oddPairs && c % 2 == 0)) {
        return c - 1;
    }
    if (c == 0x017F) {
        return 'S'; // long s
    }
    return c == 0x0131 ? 'I' : c; // dotless i
}

std::uint32_t greekCapital(std::uint32_t c) {
    if (c == 0x03C2) {
        return 0x03A3; // final sigma
    }
    if (in(c, 0x03B1, 0x03C9)) {
        return c - 0x20;
    }
    switch (c) {
    case 0x03AC:
        return 0x0386;
    case 0x03AD:
    case 0x03AE:
    case 0x03AF:
        return c - 0x25;
    case 0x03CC:
        return 0x038C;
    case 0x03CD:
    case 0x03CE:
        return c - 0x3F;
    default:
        return c;
    }
}

// The first letter of a word (with its accents), or "" when it has none `drawable` draws.
std::string initialOf(const std::string& word, const std::function<bool(std::uint32_t)>& drawable) {
    const auto draws = [&](std::uint32_t c) {
        return !drawable || drawable(c);
    };
    std::size_t i = 0;
    while (i < word.size()) {
        const std::uint32_t c = core::nextCharacter(word, i);
        if (!isLetter(c)) {
            continue;
        }
        const std::uint32_t capital = capitalOf(c);
        if (!draws(capital)) {
            return "";
        }
        std::string out;
        core::appendCharacter(out, capital);
        while (i < word.size()) {
            std::size_t next = i;
            const std::uint32_t mark = core::nextCharacter(word, next);
            if (!isCombining(mark) || !draws(mark)) {
                break;
            }
            core::appendCharacter(out, mark);
            i = next;
        }
        return out;
    }
    return "";
}

std::vector<std::string> wordsOf(const std::string& name) {
    std::vector<std::string> words(1);
    std::size_t i = 0;
    while (i < name.size()) {
        const std::size_t start = i;
        if (isSpace(core::nextCharacter(name, i))) {
            if (!words.back().empty()) {
                words.emplace_back();
            }
        } else {
            words.back().append(name, start, i - start);
        }
    }
    return words;
}

} // namespace

std::uint32_t capitalOf(std::uint32_t c) {
    if (in(c, 'a', 'z')) {
        return c - 0x20;
    }
    if (in(c, 0xE0, 0xFE) && c != 0xF7) {
        return c - 0x20;
    }
    if (c == 0xFF) {
        return 0x0178;
    }
    if (in(c, 0x0100, 0x017F)) {
        return latinExtendedCapital(c);
    }
    if (in(c, 0x03AC, 0x03CE)) {
        return greekCapital(c);
    }
    if (in(c, 0x0430, 0x044F)) {
        return c - 0x20;
    }
    if (in(c, 0x0450, 0x045F)) {
        return c - 0x50;
    }
    if (in(c, 0x0561, 0x0586)) {
        return c - 0x30;
    }
    return c;
}

std::string initialsOf(const std::string& name,
                       const std::function<bool(std::uint32_t)>& drawable) {
    std::vector<std::string> initials;
    for (const std::string& word : wordsOf(name)) {
        initials.push_back(initialOf(word, drawable));
    }
    // The first word that gives a letter, and the last one after it.
    std::string first;
    std::string last;
    for (const std::string& initial : initials) {
        if (initial.empty()) {
            continue;
        }
        if (first.empty()) {
            first = initial;
        } else {
            last = initial;
        }
    }
    return first + last;
}

} // namespace greed::app

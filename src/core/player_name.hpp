// What a player name is: at most 16 characters of valid UTF-8 without control or invisible
// characters, trimmed; checking typed names and repairing stored ones (docs/game.md).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

namespace greed::core {

// The longest name, in characters (Unicode code points, not bytes), everywhere: the setup
// screen, --players, match files, saves, the network and the statistics.
inline constexpr int kMaxNameLength = 16;

enum class NameProblem : std::uint8_t {
    None,
    Empty,     // nothing left after trimming
    TooLong,   // more than kMaxNameLength characters
    BadUtf8,   // bytes that are not UTF-8 text
    Control,   // C0/C1 controls, DEL, ESC, NUL, line breaks, tabs
    Invisible, // zero-width, direction overrides and other format characters
};

struct NameCheck {
    std::string name; // the name as it will be used: blanks trimmed, inner runs made one space
    NameProblem problem = NameProblem::None;
    int length = 0;              // characters of `name` (TooLong)
    std::size_t byte = 0;        // offset of the first bad byte in the input (BadUtf8)
    std::uint32_t codePoint = 0; // the refused character (Control, Invisible)
    bool ok() const { return problem == NameProblem::None; }
};

// A name someone typed (command line, network hello): refused, with the reason, unless it
// is a name as defined above once trimmed. Never changes what the person meant.
NameCheck checkName(const std::string& typed);
// The reason in English for logs, the command line and the network, e.g. "has 17 characters
// (at most 16)" or "contains the invisible character U+202E"; empty when ok.
std::string describe(const NameCheck& check);

// A name read from a file or database written by someone else or by an older version: bad
// bytes become U+FFFD, line breaks and tabs a space, other controls and invisible characters
// are dropped, then trimmed and cut to kMaxNameLength. Empty when nothing usable is left.
std::string repairName(const std::string& stored);

// Any text safe to print on a terminal or draw: bad bytes and control or invisible
// characters each become U+FFFD, so an ESC or NUL never reaches the output. Not cut.
std::string visibleText(const std::string& text);

// `text` with each byte that is not UTF-8 replaced by U+FFFD and nothing else changed: lets a
// JSON reader read a file whose text was damaged, so the names in it can then be repaired.
std::string repairUtf8(const std::string& text);

// `text` without what no name may hold (bad bytes, controls, invisible characters): a field
// being typed in drops them, as nobody means to type them.
std::string withoutForbidden(const std::string& text);

// Characters (code points) in UTF-8 text; each bad byte counts as one.
int characterCount(const std::string& text);
// The first character of UTF-8 text; U+FFFD when it starts with a bad byte, 0 when empty.
std::uint32_t firstCharacter(const std::string& text);
// True for characters a name may hold (not a control, not invisible).
bool allowedInName(std::uint32_t codePoint);

// The character at byte `i` of UTF-8 text, `i` moved past it; U+FFFD (and one byte passed)
// for a byte that does not start a character. `i` must be inside the text.
std::uint32_t nextCharacter(const std::string& text, std::size_t& i);
// `codePoint` appended to `out` in UTF-8.
void appendCharacter(std::string& out, std::uint32_t codePoint);

} // namespace greed::core

// Turn words: counts of kept faces become "three 3s", numbers get thousands separators.
#include "app/ui/turn_words.hpp"

#include <map>

namespace greed::app {

namespace {

const char* countWord(int n) {
    static const char* words[] = {"no",  "one",   "two",   "three", "four", "five",
                                  "six", "seven", "eight", "nine",  "ten"};
    return n >= 0 && n <= 10 ? words[n] : nullptr;
}

std::string facesText(const core::Rules& rules, const std::vector<core::Face>& faces) {
    std::string out;
    for (core::Face f : faces) {
        out += (out.empty() ? "" : " ") + rules.label(f);
    }
    return out;
}

// "a, b and c"
std::string listText(const std::vector<std::string>& parts) {
    std::string out;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        if (i > 0) {
            out += i + 1 == parts.size() ? " and " : ", ";
        }
        out += parts[i];
    }
    return out;
}

} // namespace

std::string groupedNumber(int value, bool sign) {
    const long long magnitude = value < 0 ? -static_cast<long long>(value) : value;
    std::string digits = std::to_string(magnitude);
    for (int i = static_cast<int>(digits.size()) - 3; i > 0; i -= 3) {
        digits.insert(static_cast<std::size_t>(i), ",");
    }
    if (value < 0) {
        return "\u2212" + digits;
    }
    return (sign && value > 0 ? "+" : "") + digits;
}

std::string keptInWords(const core::Rules& rules, const std::vector<core::Face>& kept) {
    std::map<core::Face, int> counts;
    for (core::Face f : kept) {
        ++counts[f];
    }
    std::vector<std::string> parts;
    for (const auto& [face, n] : counts) {
        const std::string& label = rules.label(face);
        if (n == 1) {
            parts.push_back(label);
        } else {
            const char* word = countWord(n);
            parts.push_back((word ? std::string(word) : std::to_string(n)) + " " + label + "s");
        }
    }
    return listText(parts);
}

std::string rollInWords(const core::Rules& rules, const core::RollRecord& roll) {
    std::string out = "Rolled " + facesText(rules, roll.faces);
    if (roll.points == 0) {
        return out + ": nothing scored";
    }
    if (!roll.kept.empty()) {
        out += roll.points < 0 ? ", " : ", kept ";
        out += keptInWords(rules, roll.kept);
    }
    return out + ": " + groupedNumber(roll.points, true);
}

std::string turnEndInWords(const core::Rules& rules, const core::TurnRecord& turn) {
    switch (turn.end) {
    case core::TurnEnd::Banked:
        return "Banked " + groupedNumber(turn.delta);
    case core::TurnEnd::Bust:
        return turn.turnTotal > 0 ? "Bust, lost " + groupedNumber(turn.turnTotal) : "Bust";
    case core::TurnEnd::Penalty:
        return "Penalty: " + groupedNumber(turn.delta);
    case core::TurnEnd::EntryFailed:
        return "Not in yet: needed " + groupedNumber(rules.entryMinimum) + " to enter";
    case core::TurnEnd::Left:
        return "Left the game";
    }
    return "";
}

} // namespace greed::app

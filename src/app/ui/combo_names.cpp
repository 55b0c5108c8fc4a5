// Combination names: the engine names groups it builds itself ("Three 4s", "Single 5 x2")
// and copies named ones from the rules; only the built ones are reworded here.
#include "app/ui/combo_names.hpp"

#include <algorithm>
#include <array>

namespace greed::app {

namespace {

const char* countName(std::size_t n) {
    static constexpr std::array<const char*, 11> kWords{
        "", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten"};
    return n < kWords.size() ? kWords[n] : "Many";
}

// Poker-dice labels spelled out; numbers stay digits.
std::string spelled(const std::string& label) {
    static const std::array<std::pair<const char*, const char*>, 4> kCards{
        {{"A", "Ace"}, {"K", "King"}, {"Q", "Queen"}, {"J", "Jack"}}};
    for (const auto& [shortName, longName] : kCards) {
        if (label == shortName) {
            return longName;
        }
    }
    return label;
}

bool builtByEngine(const core::Combo& c) {
    // Groups of one face that the engine names: "Single …" or "<Count> <label>s".
    return c.name.rfind("Single ", 0) == 0 || c.name.rfind(countName(c.dice.size()), 0) == 0;
}

} // namespace

std::string faceName(const core::Rules& rules, core::Face face, bool plural) {
    return spelled(rules.label(face)) + (plural ? "s" : "");
}

std::string comboName(const core::Rules& rules, const core::Combo& combo) {
    const auto& d = combo.dice;
    const bool oneFace =
        !d.empty() && std::all_of(d.begin(), d.end(), [&](core::Face f) { return f == d.front(); });
    if (!oneFace || !builtByEngine(combo)) {
        return combo.name; // the rule set's own name ("Straight", "Three pairs")
    }
    if (d.size() == 1) {
        return "Single " + faceName(rules, d.front(), false);
    }
    return std::string(countName(d.size())) + " " + faceName(rules, d.front(), true);
}

std::string comboNames(const core::Rules& rules, const std::vector<core::Combo>& combos) {
    std::string out;
    for (const auto& c : combos) {
        out += (out.empty() ? "" : " + ") + comboName(rules, c);
    }
    return out;
}

} // namespace greed::app

// Combination names: the engine names groups it builds itself ("Three 4s", "Single 5 x2")
// and copies named ones from the rules; the built ones are named again here from their dice,
// in the player's language, and the named ones are translated as data strings.
#include "app/ui/combo_names.hpp"

#include "i18n/numbers.hpp"
#include "i18n/translate.hpp"

#include <algorithm>
#include <iterator>

namespace greed::app {

namespace {

constexpr const char* kCountContext = "count at the start of a line";
constexpr const char* kCounts[] = {
    NP_("count at the start of a line", "One"),   NP_("count at the start of a line", "Two"),
    NP_("count at the start of a line", "Three"), NP_("count at the start of a line", "Four"),
    NP_("count at the start of a line", "Five"),  NP_("count at the start of a line", "Six"),
    NP_("count at the start of a line", "Seven"), NP_("count at the start of a line", "Eight"),
    NP_("count at the start of a line", "Nine"),  NP_("count at the start of a line", "Ten")};

// Counts of dice written out inside a sentence (a handful of dice: up to ten).
const char* const kCountsInSentence[] = {
    // TRANSLATORS: counts of dice written out, as in "three 3s" (a number of dice kept).
    N_("no"),  N_("one"),   N_("two"),   N_("three"), N_("four"), N_("five"),
    N_("six"), N_("seven"), N_("eight"), N_("nine"),  N_("ten")};

// The poker dice faces by name: label, one, several, and one inside a sentence (Spanish writes
// "Cada as suelto" in lower case, but "As" alone as a combination's name).
struct PokerFace {
    const char* label;
    const char* one;
    const char* several;
    const char* oneInSentence;
};
constexpr const char* kFaceContext = "poker die face";
constexpr const char* kFacesContext = "poker dice faces";
constexpr const char* kFaceInSentenceContext = "poker die face, in a sentence";
constexpr PokerFace kPokerFaces[] = {
    {"A", NP_("poker die face", "Ace"), NP_("poker dice faces", "Aces"),
     NP_("poker die face, in a sentence", "Ace")},
    {"K", NP_("poker die face", "King"), NP_("poker dice faces", "Kings"),
     NP_("poker die face, in a sentence", "King")},
    {"Q", NP_("poker die face", "Queen"), NP_("poker dice faces", "Queens"),
     NP_("poker die face, in a sentence", "Queen")},
    {"J", NP_("poker die face", "Jack"), NP_("poker dice faces", "Jacks"),
     NP_("poker die face, in a sentence", "Jack")}};

// A combination of the rule set's own (a straight, pairs, or any group its data names), as
// opposed to a group of one face the engine built and named itself.
bool namedByRules(const core::Rules& rules, const core::Combo& c) {
    return std::any_of(rules.combos.begin(), rules.combos.end(),
                       [&](const core::ComboScore& named) { return named.name == c.name; });
}

// A group of dice of one face that the engine named itself ("Three 4s"), not a named one.
bool builtGroup(const core::Rules& rules, const core::Combo& c) {
    const auto& d = c.dice;
    const bool oneFace =
        !d.empty() && std::all_of(d.begin(), d.end(), [&](core::Face f) { return f == d.front(); });
    return oneFace && !namedByRules(rules, c);
}

} // namespace

std::string countWord(int count) {
    const int words = static_cast<int>(std::size(kCounts));
    return count >= 1 && count <= words ? i18n::trp(kCountContext, kCounts[count - 1])
                                        : i18n::formatNumber(count);
}

std::string countWordInSentence(int count) {
    const int words = static_cast<int>(std::size(kCountsInSentence));
    return count >= 0 && count < words ? i18n::tr(std::string(kCountsInSentence[count]))
                                       : i18n::formatNumber(count);
}

std::string faceName(const core::Rules& rules, core::Face face, int count) {
    const std::string& label = rules.label(face);
    for (const auto& poker : kPokerFaces) {
        if (label == poker.label) {
            return count == 1 ? i18n::trp(kFaceContext, poker.one)
                              : i18n::trp(kFacesContext, poker.several);
        }
    }
    // TRANSLATORS: several dice showing the face {0} (a number or a label): "Three 4s"
    return count == 1 ? label : i18n::trpf("dice faces", "{0}s", label);
}

std::string faceNameInSentence(const core::Rules& rules, core::Face face) {
    const std::string& label = rules.label(face);
    for (const auto& poker : kPokerFaces) {
        if (label == poker.label) {
            return i18n::trp(kFaceInSentenceContext, poker.oneInSentence);
        }
    }
    return label;
}

std::string comboName(const core::Rules& rules, const core::Combo& combo, bool inSentence) {
    const auto& d = combo.dice;
    if (!builtGroup(rules, combo)) {
        return i18n::tr(combo.name); // the rule set's own name ("Straight", "Three pairs")
    }
    if (d.size() == 1) {
        // TRANSLATORS: one die that scores on its own; {0} is its face ("5", "Ace")
        return i18n::trpf("one scoring die", "Single {0}", faceName(rules, d.front(), 1));
    }
    const int count = static_cast<int>(d.size());
    // TRANSLATORS: {0} is a number of dice spelled out ("Three"), {1} the face in the
    // plural ("1s", "Aces"): "Three 1s"
    return i18n::trpf("dice of one face", "{0} {1}",
                      inSentence ? countWordInSentence(count) : countWord(count),
                      faceName(rules, d.front(), count));
}

std::string comboNames(const core::Rules& rules, const std::vector<core::Combo>& combos) {
    std::string out;
    for (const auto& c : combos) {
        out += out.empty() ? comboName(rules, c) : " + " + comboName(rules, c, true);
    }
    return out;
}

std::string comboNamesShort(const core::Rules& rules, const std::vector<core::Combo>& combos) {
    std::string out;
    for (const auto& c : combos) {
        std::string name = i18n::tr(c.name);
        if (builtGroup(rules, c)) {
            const std::string& label = rules.label(c.dice.front());
            name = c.dice.size() == 1
                       ? label
                       : i18n::formatNumber(static_cast<int>(c.dice.size())) + "\u00D7" + label;
        }
        out += (out.empty() ? "" : " + ") + name;
    }
    return out;
}

} // namespace greed::app

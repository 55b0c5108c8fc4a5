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
// "Cada as suelto" in lower case, but "As" alone as a combination's name); then one die of
// the face with its article: scoring alone (a popup), and inside a sentence as its subject and
// as its object (German: "ein König punktet nicht", "lege einen König beiseite").
struct PokerFace {
    const char* label;
    const char* one;
    const char* several;
    const char* oneInSentence;
    const char* alone;
    const char* subject;
    const char* object;
};
constexpr const char* kFaceContext = "poker die face";
constexpr const char* kFacesContext = "poker dice faces";
constexpr const char* kFaceInSentenceContext = "poker die face, in a sentence";
constexpr const char* kAloneContext = "one poker die scoring alone";
constexpr const char* kSubjectContext = "one poker die, subject of a sentence";
constexpr const char* kObjectContext = "one poker die, object of a sentence";
// TRANSLATORS: one poker die with its article: alone as a score's name ("Single Ace": Spanish
// "Un as", German "Ein Ass"); in a sentence as its subject ("an Ace does not score") and as its
// object ("set aside an Ace": German declines it, "einen König").
constexpr PokerFace kPokerFaces[] = {
    {"A", NP_("poker die face", "Ace"), NP_("poker dice faces", "Aces"),
     NP_("poker die face, in a sentence", "Ace"), NP_("one poker die scoring alone", "Single Ace"),
     NP_("one poker die, subject of a sentence", "an Ace"),
     NP_("one poker die, object of a sentence", "an Ace")},
    {"K", NP_("poker die face", "King"), NP_("poker dice faces", "Kings"),
     NP_("poker die face, in a sentence", "King"),
     NP_("one poker die scoring alone", "Single King"),
     NP_("one poker die, subject of a sentence", "a King"),
     NP_("one poker die, object of a sentence", "a King")},
    {"Q", NP_("poker die face", "Queen"), NP_("poker dice faces", "Queens"),
     NP_("poker die face, in a sentence", "Queen"),
     NP_("one poker die scoring alone", "Single Queen"),
     NP_("one poker die, subject of a sentence", "a Queen"),
     NP_("one poker die, object of a sentence", "a Queen")},
    {"J", NP_("poker die face", "Jack"), NP_("poker dice faces", "Jacks"),
     NP_("poker die face, in a sentence", "Jack"),
     NP_("one poker die scoring alone", "Single Jack"),
     NP_("one poker die, subject of a sentence", "a Jack"),
     NP_("one poker die, object of a sentence", "a Jack")}};

const PokerFace* pokerFace(const std::string& label) {
    for (const auto& poker : kPokerFaces) {
        if (label == poker.label) {
            return &poker;
        }
    }
    return nullptr;
}

// English writes "an" before a number said with a vowel first: 8, 11, 18, 80-89, 800-899.
bool vowelSound(const std::string& label) {
    return !label.empty() && (label.front() == '8' || label == "11" || label == "18");
}

// One die of a face inside a sentence, with its article ("a 4", "an 8", "a King").
std::string oneInSentence(const core::Rules& rules, core::Face face, SentenceRole role) {
    const std::string& label = rules.label(face);
    if (const PokerFace* poker = pokerFace(label)) {
        return role == SentenceRole::Subject ? i18n::trp(kSubjectContext, poker->subject)
                                             : i18n::trp(kObjectContext, poker->object);
    }
    // TRANSLATORS: one die showing the number {0}, inside a sentence ("a 4 does not score",
    // "set aside two 1s and a 5"); Spanish "un {0}", German "eine {0}".
    return vowelSound(label) ? i18n::trpf("one die, in a sentence, before a vowel", "an {0}", label)
                             : i18n::trpf("one die, in a sentence", "a {0}", label);
}

// A list in a sentence: "a, b and c".
std::string joinedInSentence(const std::vector<std::string>& parts) {
    std::string out;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        if (i == 0) {
            out = parts[i];
        } else if (i + 1 < parts.size()) {
            out += ", " + parts[i];
        } else {
            // TRANSLATORS: the last two items of a list in a sentence ("two 1s and a 5").
            out = i18n::trpf("list in a sentence", "{0} and {1}", out, parts[i]);
        }
    }
    return out;
}

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

// The shipped rule sets' and house rules' own combinations as a sentence names them ("set
// aside three pairs for 1,500", "a straight"): the names are headings ("Three pairs"), so their
// capital would stand mid-sentence. German keeps its nouns' capitals (drei Paare, eine Straße).
constexpr const char* kNamedContext = "combination, inside a sentence";
struct NamedInSentence {
    const char* name;
    const char* inSentence;
};
constexpr NamedInSentence kNamedInSentence[] = {
    {"Straight", NP_("combination, inside a sentence", "a straight")},
    {"Three pairs", NP_("combination, inside a sentence", "three pairs")},
    {"Two triples", NP_("combination, inside a sentence", "two triples")},
    {"Four of a kind and a pair",
     NP_("combination, inside a sentence", "four of a kind and a pair")}};

// A named combination inside a sentence. Another rule file's name (not in the catalogue) that
// starts with a count ("Three doubles") takes the count as a sentence writes it ("three").
std::string namedInSentence(const std::string& name) {
    for (const auto& known : kNamedInSentence) {
        if (name == known.name) {
            return i18n::trp(kNamedContext, known.inSentence);
        }
    }
    const std::string shown = i18n::tr(name);
    for (int count = 1; count <= 10; ++count) {
        const std::string start = countWord(count) + " ";
        if (shown.rfind(start, 0) == 0) {
            return countWordInSentence(count) + shown.substr(start.size() - 1);
        }
    }
    return shown;
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

std::string singleName(const core::Rules& rules, core::Face face) {
    const std::string& label = rules.label(face);
    if (const PokerFace* poker = pokerFace(label)) {
        return i18n::trp(kAloneContext, poker->alone);
    }
    // TRANSLATORS: one die that scores on its own, named alone (a score's popup): {0} its
    // number (Spanish "Un {0}", German "Eine {0}": the bare number said nothing).
    return i18n::trpf("one scoring die, alone", "Single {0}", label);
}

std::string diceInSentence(const core::Rules& rules, const std::vector<core::Face>& faces,
                           SentenceRole role) {
    std::vector<core::Face> order;
    for (core::Face f : faces) {
        if (std::find(order.begin(), order.end(), f) == order.end()) {
            order.push_back(f);
        }
    }
    std::vector<std::string> parts;
    for (core::Face f : order) {
        const int n = static_cast<int>(std::count(faces.begin(), faces.end(), f));
        parts.push_back(
            n == 1
                ? oneInSentence(rules, f, role)
                : comboName(rules, {"", 0, std::vector<core::Face>(static_cast<std::size_t>(n), f)},
                            true));
    }
    return joinedInSentence(parts);
}

std::string combosInSentence(const core::Rules& rules, const std::vector<core::Combo>& combos,
                             SentenceRole role) {
    std::vector<std::string> parts;
    for (const auto& c : combos) {
        if (!builtGroup(rules, c)) {
            parts.push_back(namedInSentence(c.name));
        } else if (c.dice.size() == 1) {
            parts.push_back(oneInSentence(rules, c.dice.front(), role));
        } else {
            parts.push_back(comboName(rules, c, true));
        }
    }
    return joinedInSentence(parts);
}

std::string sentenceStart(std::string phrase) {
    if (!phrase.empty() && phrase.front() >= 'a' && phrase.front() <= 'z') {
        phrase.front() = static_cast<char>(phrase.front() - 'a' + 'A');
    }
    return phrase;
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
        // In a list one die is its face alone ("Three 4s + 5", "Tres reyes + as"); alone it is
        // singleName ("Single 5").
        return inSentence ? faceNameInSentence(rules, d.front()) : faceName(rules, d.front(), 1);
    }
    const int count = static_cast<int>(d.size());
    // TRANSLATORS: {0} is a number of dice spelled out ("Three"), {1} the face in the
    // plural ("1s", "Aces"): "Three 1s"
    return i18n::trpf("dice of one face", "{0} {1}",
                      inSentence ? countWordInSentence(count) : countWord(count),
                      faceName(rules, d.front(), count));
}

std::string comboNames(const core::Rules& rules, const std::vector<core::Combo>& combos) {
    if (combos.size() == 1 && combos.front().dice.size() == 1 &&
        builtGroup(rules, combos.front())) {
        return singleName(rules, combos.front().dice.front()); // "+50 / Un 5", not a bare "5"
    }
    std::string out;
    for (const auto& c : combos) {
        out += out.empty() ? comboName(rules, c) : " + " + comboName(rules, c, true);
    }
    return out;
}

} // namespace greed::app

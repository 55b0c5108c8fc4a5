// Turn words: counts of kept faces become "three 3s", numbers are grouped the language's way;
// every sentence is one message of the catalogue.
#include "app/ui/turn_words.hpp"

#include "app/ui/combo_names.hpp"
#include "i18n/numbers.hpp"
#include "i18n/translate.hpp"

#include <map>

namespace greed::app {

using i18n::tr;
using i18n::trf;
using i18n::trnf;

namespace {

std::string facesText(const core::Rules& rules, const std::vector<core::Face>& faces) {
    std::string out;
    for (core::Face f : faces) {
        out += (out.empty() ? "" : " ") + rules.label(f);
    }
    return out;
}

// "a, b and c"
std::string listText(const std::vector<std::string>& parts) {
    if (parts.empty()) {
        return "";
    }
    std::string head = parts.front();
    for (std::size_t i = 1; i + 1 < parts.size(); ++i) {
        // TRANSLATORS: joins items of a list before its last ("1, three 2s and 5").
        head = trf("{0}, {1}", head, parts[i]);
    }
    if (parts.size() == 1) {
        return head;
    }
    // TRANSLATORS: joins the last item of a list ("1, three 2s and 5").
    return trf("{0} and {1}", head, parts.back());
}

} // namespace

std::string groupedNumber(int value, bool sign) {
    const std::string text = i18n::formatNumber(value);
    return sign && value > 0 ? "+" + text : text;
}

std::string keptInWords(const core::Rules& rules, const std::vector<core::Face>& kept) {
    std::map<core::Face, int> counts;
    for (core::Face f : kept) {
        ++counts[f];
    }
    std::vector<std::string> parts;
    for (const auto& [face, n] : counts) {
        // The faces are named as the rules and the log name them ("three 3s", "three Queens";
        // German "drei 3er"), so one throw reads the same everywhere. The list always follows
        // other words, so a lone poker face is its mid-sentence name (Spanish "as y rey").
        parts.push_back(n == 1 ? faceNameInSentence(rules, face)
                               // TRANSLATORS: {0} is a number of dice spelled out ("Three", or
                               // "three" inside a sentence), {1} the face in the plural ("1s",
                               // "Aces"): "Three 1s"
                               : i18n::trpf("dice of one face", "{0} {1}", countWordInSentence(n),
                                            faceName(rules, face, n)));
    }
    return listText(parts);
}

std::string rollInWords(const core::Rules& rules, const core::RollRecord& roll) {
    const std::string faces = facesText(rules, roll.faces);
    if (roll.points == 0) {
        // TRANSLATORS: {0} the faces thrown, "3 3 5 1 3".
        return trf("Rolled {0}: nothing scored", faces);
    }
    const std::string points = groupedNumber(roll.points, true);
    if (roll.kept.empty()) {
        // TRANSLATORS: {0} the faces thrown, {1} the points ("+450", "−500").
        return trf("Rolled {0}: {1}", faces, points);
    }
    const std::string kept = keptInWords(rules, roll.kept);
    if (roll.points < 0) {
        // TRANSLATORS: a throw that cost points: {0} the faces thrown, {1} the dice that
        // did it ("three 2s"), {2} the points ("−500").
        return trf("Rolled {0}, {1}: {2}", faces, kept, points);
    }
    // TRANSLATORS: {0} the faces thrown, {1} the dice set aside ("1 and three 3s"), {2} the
    // points they scored ("+400").
    return trf("Rolled {0}, kept {1}: {2}", faces, kept, points);
}

namespace {

std::string endWithoutStreak(const core::Rules& rules, const core::TurnRecord& turn) {
    switch (turn.end) {
    case core::TurnEnd::Banked:
        // TRANSLATORS: how a turn ended: the player banked {0} points.
        return trf("Banked {0}", groupedNumber(turn.delta));
    case core::TurnEnd::Bust:
        // TRANSLATORS: how a turn ended: a throw scored nothing and the turn's {0} points
        // were lost.
        return turn.turnTotal > 0 ? trf("Bust, lost {0}", groupedNumber(turn.turnTotal))
                                  : std::string(i18n::trp("turn end", "Bust"));
    case core::TurnEnd::Penalty:
        // The busts-in-a-row penalty, when paid too, is told apart.
        return trf("Penalty: {0}", groupedNumber(turn.delta + turn.streakPenalty));
    case core::TurnEnd::EntryFailed:
        // TRANSLATORS: the player has not got in yet: {0} points in one turn are needed.
        return trf("Not in yet: needed {0} to enter", groupedNumber(rules.entryMinimum));
    case core::TurnEnd::Left:
        return tr("Left the game");
    }
    return "";
}

} // namespace

std::string turnEndInWords(const core::Rules& rules, const core::TurnRecord& turn) {
    std::string words = endWithoutStreak(rules, turn);
    if (turn.streakPenalty > 0) {
        // TRANSLATORS: how a turn ended, then the busts-in-a-row penalty it cost: {0} how the
        // turn ended ("Bust, lost 350"), {1} how many turns in a row ended with nothing, {2}
        // the points taken ("−1,000").
        const int count = rules.bustStreak.count;
        words = trnf("{0}; {1} bust in a row: {2}", "{0}; {1} busts in a row: {2}",
                     static_cast<unsigned long>(count), words, i18n::formatNumber(count),
                     groupedNumber(-turn.streakPenalty));
    }
    return words;
}

} // namespace greed::app

// Rules text: every sentence comes from a field of Rules, so a rule file explains itself. Each
// sentence is one message with the rule's numbers as arguments, in the player's language.
#include "app/ui/rules_text.hpp"

#include "app/ui/combo_names.hpp"
#include "app/ui/help_examples.hpp"

#include "i18n/numbers.hpp"
#include "i18n/translate.hpp"

#include <algorithm>
#include <iterator>

namespace greed::app {

using i18n::formatNumber;
using i18n::tr;
using i18n::trf;
using i18n::trnf;
using i18n::trp;
using i18n::trpf;

std::string kindRuleText(const core::Rules& r, const core::KindScore& k) {
    const std::string count = countWord(k.count);
    const std::string what =
        k.face == 0
            // TRANSLATORS: {0} is a number of dice spelled out ("Four"): four dice of any one face
            ? trf("{0} of a kind", count)
            // TRANSLATORS: {0} is a number of dice spelled out ("Three"), {1} the face in the
            // plural ("1s", "Aces"): "Three 1s"
            : trpf("dice of one face", "{0} {1}", count, faceName(r, k.face, k.count));
    if (k.points) {
        if (*k.points < 0) {
            // TRANSLATORS: {0} are the dice ("Three Queens"), {1} the (negative) penalty
            return trf("{0}: PENALTY {1}", what, formatNumber(*k.points));
        }
        // TRANSLATORS: {0} are the dice ("Three 1s"), {1} the points they score
        return trpf("points of a scoring line", "{0}: {1}", what, formatNumber(*k.points));
    }
    // TRANSLATORS: {0} are the dice ("Four of a kind"), {1} a factor, {2} one die fewer:
    // "Four of a kind: 2 × the points of 3 of the same face"
    return trnf("{0}: {1} × the points of {2} die of the same face",
                "{0}: {1} × the points of {2} dice of the same face",
                static_cast<unsigned long>(std::max(0, k.count - 1)), what,
                formatNumber(k.multiplier.value_or(1)), formatNumber(k.count - 1));
}

std::string comboRuleText(const core::Rules& r, const core::ComboScore& c) {
    const std::string name = tr(c.name);
    if (c.kind == core::ComboScore::Kind::Straight) {
        std::string faces;
        for (auto f : c.faces) {
            faces += (faces.empty() ? "" : "-") + r.label(f);
        }
        // TRANSLATORS: {0} is the combination's name ("Straight"), {1} its faces ("1-2-3-4-5-6")
        return trpf("points of a straight", "{0} ({1}): {2}", name, faces, formatNumber(c.points));
    }
    if (c.kind == core::ComboScore::Kind::Sets) {
        std::string sizes;
        for (int n : c.sets) {
            sizes += (sizes.empty() ? "" : " + ") + formatNumber(n);
        }
        // TRANSLATORS: {0} is the combination's name ("Four of a kind and a pair"); {1} the
        // sizes of its groups of equal dice ("4 + 2"), each group a different face; {2} its
        // points
        return trf("{0} ({1} dice, each group a different face): {2}", name, sizes,
                   formatNumber(c.points));
    }
    // TRANSLATORS: {0} is the combination's name ("Three pairs"); it takes {1} different faces
    // with {2} dice each; {3} are its points
    return trf("{0} ({1} different faces, {2} of each): {3}", name, formatNumber(c.groups),
               formatNumber(c.size), formatNumber(c.points));
}

namespace {

void addScoring(const core::Rules& r, std::vector<HelpLine>& out) {
    using K = HelpLine::Kind;
    out.push_back({K::Heading, tr("Scoring (combinations count within one roll only)")});
    for (const auto& s : r.singles) {
        // TRANSLATORS: {0} is a face ("1", "Ace"), {1} what one die of it scores on its own
        out.push_back(
            {K::Item,
             trf("Each single {0}: {1}", faceNameInSentence(r, s.face), formatNumber(s.points)),
             {s.face}});
    }
    for (const auto& k : r.kinds) {
        std::vector<core::Face> dice;
        if (k.face != 0) {
            dice.assign(static_cast<std::size_t>(k.count), k.face);
        }
        out.push_back({K::Item, kindRuleText(r, k), dice});
    }
    if (r.hasPenalties()) {
        out.push_back({K::Item, tr("A PENALTY ends the turn: its total is lost and the penalty is "
                                   "taken off the score.")});
    }
    for (const auto& c : r.combos) {
        out.push_back(
            {K::Item, comboRuleText(r, c),
             c.kind == core::ComboScore::Kind::Straight ? c.faces : std::vector<core::Face>{}});
    }
    out.push_back({K::Item, tr("A die counts once. A roll that scores nothing is a BUST: the turn "
                               "ends and its total is lost.")});
    if (r.bustStreak.on()) {
        out.push_back({K::Item, bustStreakText(r)});
    }
}

void addTurn(const core::Rules& r, std::vector<HelpLine>& out) {
    using K = HelpLine::Kind;
    out.push_back({K::Heading, tr("A turn")});
    const bool rerollAll = r.rerollPolicy == core::RerollPolicy::All;
    const bool autoKeep = r.keepPolicy == core::KeepPolicy::Auto;
    if (autoKeep && rerollAll) {
        // One sentence: "set aside" then "throws all the dice again" read as a contradiction.
        // TRANSLATORS: the help of a rule set (Cubilete) where the scoring dice count by
        // themselves and every roll throws every die.
        out.push_back({K::Item, tr("Scoring dice count automatically; every roll throws all "
                                   "the dice again.")});
    } else {
        if (autoKeep) {
            out.push_back({K::Item, tr("Scoring dice are set aside automatically.")});
        } else {
            out.push_back({K::Item, tr("After each roll choose which scoring dice to set aside: "
                                       "at least one, and every die you set aside must score "
                                       "within the set.")});
        }
        if (rerollAll) {
            out.push_back({K::Item, tr("Every roll throws all the dice again.")});
        } else {
            out.push_back({K::Item, tr("Roll the remaining dice or bank the turn total. When "
                                       "every die has scored (hot dice) throw them all again "
                                       "and keep the total.")});
        }
    }
    out.push_back({K::Item, entryRuleText(r)});
    if (r.bankMinimum > 0) {
        out.push_back({K::Item, trf("Banking needs a turn total of at least {0}.",
                                    formatNumber(r.bankMinimum))});
    }
    if (r.adoptPoints) {
        out.push_back({K::Item, tr("Adopt points: when the previous player banked with dice left, "
                                   "you may take over their total and those dice; a bust loses "
                                   "both.")});
    }
}

void addEndAndKeys(const core::Rules& r, std::vector<HelpLine>& out) {
    using K = HelpLine::Kind;
    out.push_back({K::Heading, tr("The end")});
    out.push_back({K::Item, endRuleText(r)});
    out.push_back({K::Item, r.tieBreak ? tr("Tied leaders play extra rounds until one leads.")
                                       : tr("Tied leaders share the win.")});
    out.push_back({K::Gap, ""});
    out.push_back({K::Heading, tr("Keys")});
    out.push_back({K::Item, playKeysText(r)});
    // TRANSLATORS: the keys of the table; the letters are the keys themselves (G, H stay)
    out.push_back({K::Item, tr("G: score graph \u00B7 H: rules \u00B7 Esc: menu \u00B7 F11 or "
                               "Alt+Enter: full screen \u00B7 any key: skip an animation")});
}

} // namespace

std::string entryRuleText(const core::Rules& r) {
    switch (r.entryRule) {
    case core::EntryRule::None:
        return tr("No entry minimum: every bank counts.");
    case core::EntryRule::TurnTotal:
    case core::EntryRule::FirstBank:
        return trf("To get in, a player must bank at least {0} in one turn; until then nothing "
                   "counts.",
                   formatNumber(r.entryMinimum));
    case core::EntryRule::FirstRoll:
        return trf("To get in, the FIRST roll of a turn must score at least {0}, otherwise the "
                   "turn is lost.",
                   formatNumber(r.entryMinimum));
    }
    return "";
}

std::string bustStreakText(const core::Rules& r) {
    if (!r.bustStreak.on()) {
        return "";
    }
    const std::string penalty = formatNumber(r.bustStreak.penalty);
    if (r.bustStreak.count == 1) {
        // TRANSLATORS: the busts-in-a-row rule with a count of one: {0} the points it costs
        return trf("Every turn that ends with nothing also costs {0} points off the score (never "
                   "below 0).",
                   penalty);
    }
    // TRANSLATORS: the busts-in-a-row rule: {0} how many turns in a row (2 or more), {1} the
    // points they cost. A bust, a failed entry roll and a penalty throw all end a turn with
    // nothing.
    return trnf("{0} turn in a row that ends with nothing costs {1} points off the score (never "
                "below 0), and the count starts again. Banking sets the count back to 0.",
                "{0} turns in a row that end with nothing cost {1} points off the score (never "
                "below 0), and the count starts again. Banking sets the count back to 0.",
                static_cast<unsigned long>(r.bustStreak.count), formatNumber(r.bustStreak.count),
                penalty);
}

std::string endRuleText(const core::Rules& r) {
    const std::string t = formatNumber(r.target);
    switch (r.endPolicy) {
    case core::EndPolicy::FinalRound:
        return trf("Reaching {0} starts the final round: every other player has one more turn. "
                   "Highest score wins.",
                   t);
    case core::EndPolicy::EqualTurns:
        return trf("Once someone reaches {0}, the round is completed so all had equal turns. "
                   "Highest score wins.",
                   t);
    case core::EndPolicy::Immediate:
        return trf("The first player to reach {0} wins at once.", t);
    }
    return "";
}

std::string rulesSummary(const core::Rules& r) {
    std::vector<std::string> parts;
    const auto dice = static_cast<unsigned long>(r.diceCount);
    parts.push_back(r.faceCount == 6 ? trnf("{0} die", "{0} dice", dice, r.diceCount)
                                     : trnf("{0} die with {1} faces", "{0} dice with {1} faces",
                                            dice, r.diceCount, r.faceCount));
    // TRANSLATORS: a part of the one-line rules summary: the points that end the game
    parts.push_back(trf("target {0}", formatNumber(r.target)));
    parts.push_back(r.keepPolicy == core::KeepPolicy::Choose
                        ? tr("you choose the dice to keep")
                        : tr("scoring dice kept automatically"));
    if (r.entryRule == core::EntryRule::FirstRoll) {
        parts.push_back(trf("entry {0} on the first roll", formatNumber(r.entryMinimum)));
    } else if (r.entryRule != core::EntryRule::None) {
        parts.push_back(trf("entry {0} in one turn", formatNumber(r.entryMinimum)));
    }
    if (r.bankMinimum > 0) {
        parts.push_back(trf("bank from {0}", formatNumber(r.bankMinimum)));
    }
    switch (r.endPolicy) {
    case core::EndPolicy::FinalRound:
        parts.push_back(tr("final round"));
        break;
    case core::EndPolicy::EqualTurns:
        parts.push_back(tr("equal turns"));
        break;
    case core::EndPolicy::Immediate:
        parts.push_back(tr("first to target wins"));
        break;
    }
    if (r.hasPenalties()) {
        parts.push_back(tr("penalty triples"));
    }
    if (r.bustStreak.on()) {
        // TRANSLATORS: a part of the one-line rules summary: {0} busts in a row cost {1} points
        parts.push_back(trnf("{0} bust in a row: −{1}", "{0} busts in a row: −{1}",
                             static_cast<unsigned long>(r.bustStreak.count),
                             formatNumber(r.bustStreak.count), formatNumber(r.bustStreak.penalty)));
    }
    // The parts are a list, each a message of its own.
    std::string s;
    for (const auto& part : parts) {
        s += (s.empty() ? "" : " \u00B7 ") + part;
    }
    return s;
}

std::string rulesTitle(const core::Rules& r) {
    // TRANSLATORS: the title of the rules (help) screen; {0} is the rule set's name ("Greed")
    return trf("Rules: {0}", tr(r.name));
}

std::string goalText(const core::Rules& r) {
    (void)r; // one goal for every rule set: the numbers follow in the summary and the sections
    // TRANSLATORS: the first sentence of the rules screen: what the game is about
    return tr("Score the most points: roll the dice, and bank the turn's points before a roll "
              "that scores nothing loses them.");
}

std::vector<HelpLine> rulesText(const core::Rules& r) {
    using K = HelpLine::Kind;
    std::vector<HelpLine> out;
    out.push_back({K::Heading, tr(r.name)});
    // The page opens under a heading of its own with the goal in one sentence, then the rules
    // at a glance and the dice.
    // TRANSLATORS: the rules screen's first heading, over the goal of the game
    out.push_back({K::Heading, tr("The game")});
    out.push_back({K::Text, goalText(r)});
    // The summary made from the rules (as New game shows it), not the rule file's own line: its
    // numbers are the rules' own (house rules change them) and written by the game's number
    // format ("3,000" as the text below writes it, not the file's "3000").
    out.push_back({K::Gap, ""});
    out.push_back({K::Note, rulesSummary(r)});
    std::vector<core::Face> faces;
    for (int f = 1; f <= r.faceCount; ++f) {
        faces.push_back(static_cast<core::Face>(f));
    }
    // The summary already says how many dice; this line shows what is on them.
    out.push_back({K::Gap, ""});
    out.push_back({K::Text, trf("Each die has {0} faces", r.faceCount), faces});
    out.push_back({K::Gap, ""});
    addScoring(r, out);
    out.push_back({K::Gap, ""});
    addTurn(r, out);
    out.push_back({K::Gap, ""});
    if (auto example = exampleTurnLines(r); !example.empty()) {
        out.insert(out.end(), example.begin(), example.end());
        out.push_back({K::Gap, ""});
    }
    addEndAndKeys(r, out);
    return out;
}

} // namespace greed::app

// Rules text: every sentence comes from a field of Rules, so a rule file explains itself.
#include "app/ui/rules_text.hpp"

namespace greed::app {

namespace {

const char* countWord(int n) {
    static const char* words[] = {"zero", "one",   "two",   "three", "four", "five",
                                  "six",  "seven", "eight", "nine",  "ten"};
    return n >= 0 && n <= 10 ? words[n] : "many";
}

std::string cap(std::string s) {
    if (!s.empty() && s[0] >= 'a' && s[0] <= 'z') {
        s[0] = static_cast<char>(s[0] - 'a' + 'A');
    }
    return s;
}

std::string kindText(const core::Rules& r, const core::KindScore& k) {
    const std::string what = cap(countWord(k.count)) + " " +
                             (k.face == 0 ? std::string("of a kind") : r.label(k.face) + "s");
    if (k.points) {
        if (*k.points < 0) {
            return what + ": PENALTY " + std::to_string(*k.points) +
                   " (the turn ends, its total is lost and the penalty is taken off the score)";
        }
        return what + ": " + std::to_string(*k.points);
    }
    const std::string fewer = std::string(countWord(k.count - 1)) + " of the same";
    return what + ": " + std::to_string(k.multiplier.value_or(1)) + " x " + fewer;
}

} // namespace

std::string entryRuleText(const core::Rules& r) {
    switch (r.entryRule) {
    case core::EntryRule::None:
        return "No entry minimum: every bank counts.";
    case core::EntryRule::TurnTotal:
    case core::EntryRule::FirstBank:
        return "To get in, a player must bank at least " + std::to_string(r.entryMinimum) +
               " in one turn; until then nothing counts.";
    case core::EntryRule::FirstRoll:
        return "To get in, the FIRST roll of a turn must score at least " +
               std::to_string(r.entryMinimum) + ", otherwise the turn is lost.";
    }
    return "";
}

std::string endRuleText(const core::Rules& r) {
    const std::string t = std::to_string(r.target);
    switch (r.endPolicy) {
    case core::EndPolicy::FinalRound:
        return "Reaching " + t +
               " starts the final round: every other player has one more turn. Highest score wins.";
    case core::EndPolicy::EqualTurns:
        return "Once someone reaches " + t +
               ", the round is completed so all had equal turns. Highest score wins.";
    case core::EndPolicy::Immediate:
        return "The first player to reach " + t + " wins at once.";
    }
    return "";
}

std::string rulesSummary(const core::Rules& r) {
    std::string s = std::to_string(r.diceCount) + " dice";
    if (r.faceCount != 6) {
        s += " with " + std::to_string(r.faceCount) + " faces";
    }
    s += " \u00B7 target " + std::to_string(r.target);
    s += r.keepPolicy == core::KeepPolicy::Choose ? " \u00B7 you choose the dice to keep"
                                                  : " \u00B7 scoring dice kept automatically";
    if (r.entryRule != core::EntryRule::None) {
        s += " \u00B7 entry " + std::to_string(r.entryMinimum) +
             (r.entryRule == core::EntryRule::FirstRoll ? " on the first roll" : " in one turn");
    }
    if (r.bankMinimum > 0) {
        s += " \u00B7 bank from " + std::to_string(r.bankMinimum);
    }
    switch (r.endPolicy) {
    case core::EndPolicy::FinalRound:
        s += " \u00B7 final round";
        break;
    case core::EndPolicy::EqualTurns:
        s += " \u00B7 equal turns";
        break;
    case core::EndPolicy::Immediate:
        s += " \u00B7 first to target wins";
        break;
    }
    if (r.hasPenalties()) {
        s += " \u00B7 penalty triples";
    }
    return s;
}

std::vector<HelpLine> rulesText(const core::Rules& r) {
    using K = HelpLine::Kind;
    std::vector<HelpLine> out;
    out.push_back({K::Heading, r.name});
    if (!r.summary.empty()) {
        out.push_back({K::Text, r.summary});
    }
    std::vector<core::Face> faces;
    for (int f = 1; f <= r.faceCount; ++f) {
        faces.push_back(static_cast<core::Face>(f));
    }
    // The summary already says how many dice; this line shows what is on them.
    const std::string count =
        r.summary.empty() ? std::to_string(r.diceCount) + " dice, each with " : "Each die has ";
    out.push_back({K::Text, count + std::to_string(r.faceCount) + " faces", faces});
    out.push_back({K::Gap, ""});
    out.push_back({K::Heading, "Scoring (combinations count within one roll only)"});
    for (const auto& s : r.singles) {
        out.push_back({K::Item,
                       "Each single " + r.label(s.face) + ": " + std::to_string(s.points),
                       {s.face}});
    }
    for (const auto& k : r.kinds) {
        std::vector<core::Face> dice;
        if (k.face != 0) {
            dice.assign(static_cast<std::size_t>(k.count), k.face);
        }
        out.push_back({K::Item, kindText(r, k), dice});
    }
    for (const auto& c : r.combos) {
        std::string how;
        if (c.kind == core::ComboScore::Kind::Straight) {
            for (auto f : c.faces) {
                how += (how.empty() ? "" : "-") + r.label(f);
            }
        } else {
            how = std::string(countWord(c.groups)) + " different faces, " + countWord(c.size) +
                  " of each";
        }
        out.push_back(
            {K::Item, c.name + " (" + how + "): " + std::to_string(c.points),
             c.kind == core::ComboScore::Kind::Straight ? c.faces : std::vector<core::Face>{}});
    }
    out.push_back({K::Item, "A die counts once. A roll that scores nothing is a BUST: the turn "
                            "ends and its total is lost."});
    out.push_back({K::Gap, ""});
    out.push_back({K::Heading, "A turn"});
    if (r.keepPolicy == core::KeepPolicy::Auto) {
        out.push_back({K::Item, "Scoring dice are set aside automatically."});
    } else {
        out.push_back({K::Item, "After each roll choose which scoring dice to set aside: at least "
                                "one, and every die you set aside must score within the set."});
    }
    if (r.rerollPolicy == core::RerollPolicy::All) {
        out.push_back({K::Item, "Every roll throws all the dice again."});
    } else {
        out.push_back({K::Item, "Roll the remaining dice or bank the turn total. When every die "
                                "has scored (hot dice) throw them all again and keep the total."});
    }
    out.push_back({K::Item, entryRuleText(r)});
    if (r.bankMinimum > 0) {
        out.push_back({K::Item, "Banking needs a turn total of at least " +
                                    std::to_string(r.bankMinimum) + "."});
    }
    if (r.adoptPoints) {
        out.push_back({K::Item, "Adopt points: when the previous player banked with dice left, you "
                                "may take over their total and those dice; a bust loses both."});
    }
    out.push_back({K::Gap, ""});
    out.push_back({K::Heading, "The end"});
    out.push_back({K::Item, endRuleText(r)});
    out.push_back({K::Item, r.tieBreak ? "Tied leaders play extra rounds until one leads."
                                       : "Tied leaders share the win."});
    out.push_back({K::Gap, ""});
    out.push_back({K::Heading, "Keys"});
    out.push_back({K::Item, "Space: roll \u00B7 B: bank \u00B7 1-9, 0: pick dice \u00B7 S: best "
                            "keep \u00B7 A / D: adopt / decline"});
    out.push_back({K::Item, "G: score graph \u00B7 H: rules \u00B7 Esc: menu \u00B7 F11 or "
                            "Alt+Enter: full screen \u00B7 any key: skip an animation"});
    return out;
}

} // namespace greed::app

// The help's example turn and keys, made from the rules (see help_examples.hpp).
#include "app/ui/help_examples.hpp"

#include "core/scoring.hpp"
#include "i18n/numbers.hpp"
#include "i18n/translate.hpp"

#include <cstdint>
#include <functional>

namespace greed::app {

using i18n::formatNumber;
using i18n::tr;
using i18n::trnf;

namespace {

// The search walks rolls with a fixed linear congruential generator, so the example is the
// same on every machine and every visit (no hidden randomness).
class RollWalk {
public:
    std::vector<core::Face> next(int dice, int faces) {
        std::vector<core::Face> roll;
        for (int i = 0; i < dice; ++i) {
            m_state = m_state * 1664525u + 1013904223u;
            roll.push_back(static_cast<core::Face>(1 + (m_state >> 16) % faces));
        }
        return roll;
    }

private:
    std::uint32_t m_state = 20261128u;
};

constexpr int kTries = 4000;

// The first roll of `dice` dice that `wanted` accepts, with which dice score; none: no points.
ExampleRoll findRoll(const core::Scorer& scorer, RollWalk& walk, int dice, int faces,
                     const std::function<bool(const core::ScoreResult&)>& wanted) {
    for (int i = 0; i < kTries; ++i) {
        const auto roll = walk.next(dice, faces);
        const core::ScoreResult score = scorer.best(roll);
        if (!wanted(score)) {
            continue;
        }
        ExampleRoll out{roll, {}, score.points};
        core::Counts left = score.used;
        for (core::Face f : roll) {
            int& n = left[static_cast<std::size_t>(f - 1)];
            out.scores.push_back(n > 0);
            n = std::max(0, n - 1);
        }
        return out;
    }
    return {};
}

} // namespace

int helpDiceSize(HelpLine::Kind kind, const MenuType& type) {
    return kind == HelpLine::Kind::Example ? type.body * 2 : type.body * 8 / 5;
}

SDL_Color helpDiceTint(bool scores) {
    return scores ? SDL_Color{255, 255, 255, 255} : SDL_Color{255, 255, 255, 120};
}

std::vector<ExampleRoll> exampleTurn(const core::Rules& rules) {
    std::vector<ExampleRoll> out;
    const int dice = rules.diceCount;
    const int faces = rules.faceCount;
    if (dice < 1 || faces < 2) {
        return out;
    }
    const bool all = rules.rerollPolicy == core::RerollPolicy::All;
    const core::Scorer scorer(rules);
    RollWalk walk;
    // A first roll that scores (enough to get in where the first roll must) and leaves dice.
    const int firstAtLeast =
        rules.entryRule == core::EntryRule::FirstRoll ? std::max(1, rules.entryMinimum) : 1;
    const ExampleRoll first = findRoll(scorer, walk, dice, faces, [&](const auto& s) {
        return !s.penalty && s.points >= firstAtLeast && s.diceUsed() <= dice - (all ? 1 : 2);
    });
    if (first.dice.empty()) {
        return out;
    }
    out.push_back(first);
    const int left =
        all ? dice
            : dice - static_cast<int>(std::count(first.scores.begin(), first.scores.end(), true));
    const ExampleRoll second = findRoll(scorer, walk, left, faces, [&](const auto& s) {
        return !s.penalty && s.points > 0 && s.diceUsed() < left;
    });
    if (!second.dice.empty()) {
        out.push_back(second);
    }
    const int last =
        all || second.dice.empty()
            ? left
            : left - static_cast<int>(std::count(second.scores.begin(), second.scores.end(), true));
    const ExampleRoll bust =
        findRoll(scorer, walk, last, faces, [](const auto& s) { return s.bust(); });
    if (!bust.dice.empty()) {
        out.push_back(bust);
    }
    return out;
}

std::vector<HelpLine> exampleTurnLines(const core::Rules& rules) {
    using K = HelpLine::Kind;
    std::vector<HelpLine> out;
    const auto rolls = exampleTurn(rules);
    if (rolls.empty()) {
        return out;
    }
    const bool all = rules.rerollPolicy == core::RerollPolicy::All;
    const bool choose = rules.keepPolicy == core::KeepPolicy::Choose;
    // TRANSLATORS: the help's heading over three pictured rolls of one turn
    out.push_back({K::Heading, tr("An example turn")});
    int total = 0;
    int dice = rules.diceCount;
    for (const ExampleRoll& roll : rolls) {
        const int scored =
            static_cast<int>(std::count(roll.scores.begin(), roll.scores.end(), true));
        const int left = all ? rules.diceCount : dice - scored;
        const auto n = static_cast<unsigned long>(left);
        std::string caption;
        if (roll.points == 0) {
            // TRANSLATORS: the help's example turn: {0} the points of the turn that are lost
            caption = i18n::trf("Nothing scores: a BUST. The turn ends and its {0} are lost.",
                                formatNumber(total));
        } else if (total == 0) {
            const std::string pts = formatNumber(roll.points);
            if (all) {
                // TRANSLATORS: the help's example turn, a rule set that throws every die again
                caption =
                    i18n::trf("The bright dice score {0}. Roll all the dice again, or bank.", pts);
            } else if (choose) {
                // TRANSLATORS: the help's example turn; {0} dice left to roll, {1} points
                caption = trnf("Set aside dice that score (the bright ones: {1}), then roll the "
                               "other {0} die again, or bank.",
                               "Set aside dice that score (the bright ones: {1}), then roll the "
                               "other {0} dice again, or bank.",
                               n, left, pts);
            } else {
                // TRANSLATORS: the help's example turn; {0} dice left to roll, {1} points
                caption = trnf("The bright dice score {1} and are set aside. Roll the other {0} "
                               "die again, or bank.",
                               "The bright dice score {1} and are set aside. Roll the other {0} "
                               "dice again, or bank.",
                               n, left, pts);
            }
        } else {
            // TRANSLATORS: the help's example turn, the second roll; {0} the dice left to roll,
            // {1} its points, {2} the turn's total so far
            caption = trnf("{1} more: {2} in this turn. Bank it, or roll the {0} die left.",
                           "{1} more: {2} in this turn. Bank it, or roll the {0} dice left.", n,
                           left, formatNumber(roll.points), formatNumber(total + roll.points));
            if (all) {
                // TRANSLATORS: the help's example turn, the second roll of a rule set that
                // throws every die again; {0} its points, {1} the turn's total so far
                caption = i18n::trf("{0} more: {1} in this turn. Bank it, or roll again.",
                                    formatNumber(roll.points), formatNumber(total + roll.points));
            }
        }
        HelpLine line{K::Example, caption, roll.dice};
        line.lit = roll.scores;
        out.push_back(std::move(line));
        total += roll.points;
        dice = left;
    }
    return out;
}

std::string playKeysText(const core::Rules& rules) {
    std::vector<std::string> parts;
    if (rules.keepPolicy == core::KeepPolicy::Choose) {
        // TRANSLATORS: a key of the table (Space stays a key name): keep the picked dice, roll
        parts.push_back(tr("Space: keep and roll"));
        // TRANSLATORS: a key of the table (B stays): keep the picked dice and bank
        parts.push_back(tr("B: keep and bank"));
        // TRANSLATORS: a key of the table: the number keys pick dice
        parts.push_back(tr("1-9, 0: pick dice"));
        // TRANSLATORS: a key of the table (S stays): pick the keep that scores most
        parts.push_back(tr("S: best keep"));
    } else {
        // TRANSLATORS: a key of the table (Space stays a key name)
        parts.push_back(tr("Space: roll"));
        // TRANSLATORS: a key of the table (B stays)
        parts.push_back(tr("B: bank"));
    }
    if (rules.adoptPoints) {
        // TRANSLATORS: keys of the table (A and D stay): take over or decline the previous
        // player's total
        parts.push_back(tr("A / D: adopt / decline"));
    }
    std::string s;
    for (const auto& part : parts) {
        s += (s.empty() ? "" : " \u00B7 ") + part;
    }
    return s;
}

} // namespace greed::app

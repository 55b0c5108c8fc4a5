// The "can this game end" check: exact throw chances where the throws are few enough to
// enumerate, plain upper bounds otherwise (which can only let a rule set through, never refuse
// one wrongly).
#include "reach.hpp"

#include "odds.hpp"
#include "scoring.hpp"

#include <algorithm>
#include <cmath>

namespace greed::core {

namespace {

bool scoresAnything(const Rules& rules) {
    if (!rules.singles.empty() || !rules.combos.empty()) {
        return true; // both score 1 point or more and fit the dice (the validator checks)
    }
    for (Face face = 1; face <= rules.faceCount; ++face) {
        for (int count = 2; count <= rules.diceCount; ++count) {
            if (kindValue(rules, face, count) > 0) {
                return true;
            }
        }
    }
    return false;
}

// Every throw's points are split into parts (singles, kinds, combos) on distinct dice, so no
// throw of `dice` dice scores more than `dice` times the best points per die of any part.
std::int64_t throwBound(const Rules& rules, int dice) {
    std::int64_t perDie = 0;
    for (const auto& single : rules.singles) {
        perDie = std::max<std::int64_t>(perDie, single.points);
    }
    for (Face face = 1; face <= rules.faceCount; ++face) {
        for (int count = 2; count <= rules.diceCount; ++count) {
            perDie = std::max(perDie, (kindValue(rules, face, count) + count - 1) / count);
        }
    }
    for (const auto& combo : rules.combos) {
        const int used = std::max(1, combo.diceUsed());
        perDie = std::max<std::int64_t>(perDie, (combo.points + used - 1) / used);
    }
    return perDie * dice;
}

std::uint64_t power(std::uint64_t base, int exponent) {
    std::uint64_t result = 1;
    for (int i = 0; i < exponent; ++i) {
        result *= base; // at most 20^10, inside 64 bits
    }
    return result;
}

// The dice counts a throw can have: all of them when every throw throws every die.
int fewestDice(const Rules& rules) {
    return rules.rerollPolicy == RerollPolicy::All ? rules.diceCount : 1;
}

// Distinct throws of `dice` dice (multisets): C(dice + faces - 1, dice), exact in 64 bits here.
std::uint64_t multisets(int dice, int faces) {
    std::uint64_t count = 1;
    for (int i = 1; i <= dice; ++i) {
        count = count * static_cast<std::uint64_t>(faces - 1 + i) / static_cast<std::uint64_t>(i);
    }
    return count;
}

void enumerate(const Rules& rules, ReachFacts& facts) {
    // The Scorer tables every distinct throw of a small rule set when it is made: above this the
    // check would cost a rule file's loading a third of a second (5 dice of 20 faces).
    if (multisets(rules.diceCount, rules.faceCount) > kReachTableLimit) {
        return;
    }
    const auto classes = interchangeableFaces(rules);
    // A combination is a search in every throw (the fuzz target found 10 dice with a combo
    // taking seconds): fewer throws are enumerated the more combinations there are.
    const std::uint64_t limit = kReachEnumerationLimit / (1 + 4 * rules.combos.size());
    std::uint64_t visits = 0;
    for (int dice = fewestDice(rules); dice <= rules.diceCount; ++dice) {
        visits += groupedThrowCount(dice, classes);
        if (visits > limit) {
            return;
        }
    }
    const Scorer scorer(rules);
    facts.exact = true;
    facts.bestThrow = 0;
    facts.scoringChance = 0.0;
    for (int dice = fewestDice(rules); dice <= rules.diceCount; ++dice) {
        std::uint64_t scoring = 0;
        std::int64_t best = 0;
        forEachThrowGrouped(dice, rules.faceCount, classes,
                            [&](const Counts& counts, std::uint64_t ways) {
                                const ScoreResult result = scorer.bestCounts(counts);
                                if (!result.penalty && result.points > 0) {
                                    scoring += ways;
                                    best = std::max<std::int64_t>(best, result.points);
                                }
                            });
        const double chance =
            static_cast<double>(scoring) /
            static_cast<double>(power(static_cast<std::uint64_t>(rules.faceCount), dice));
        facts.scoringChance = std::max(facts.scoringChance, chance);
        facts.bestThrow = std::max(facts.bestThrow, best);
        if (dice == rules.diceCount) {
            facts.bestFirst = best;
        }
    }
}

} // namespace

ReachFacts reachFacts(const Rules& rules) {
    ReachFacts facts;
    const bool entryByBank =
        rules.entryRule == EntryRule::TurnTotal || rules.entryRule == EntryRule::FirstBank;
    facts.firstBank = std::max({1, rules.bankMinimum, entryByBank ? rules.entryMinimum : 0});
    if (!scoresAnything(rules)) {
        facts.bestThrow = 0;
        facts.bestFirst = 0;
        facts.scoringChance = 0.0;
        facts.reachChance = 0.0;
        return facts;
    }
    facts.bestThrow = throwBound(rules, rules.diceCount);
    facts.bestFirst = facts.bestThrow;
    enumerate(rules, facts);
    if (facts.bestThrow <= 0) {
        facts.reachChance = 0.0;
        return facts;
    }
    // Every throw of the turn must score, and each adds at most bestThrow points.
    const std::int64_t throwsNeeded = (facts.firstBank + facts.bestThrow - 1) / facts.bestThrow;
    facts.reachChance = std::pow(facts.scoringChance, static_cast<double>(throwsNeeded));
    return facts;
}

std::optional<EndFault> endlessFault(const Rules& rules) {
    const ReachFacts facts = reachFacts(rules);
    if (facts.bestThrow <= 0) {
        return EndFault{rules.kinds.empty() ? "singles" : "kinds",
                        "no throw scores any points (only penalties or nothing), so nobody "
                        "could ever bank and no game could end"};
    }
    if (rules.entryRule == EntryRule::FirstRoll && facts.bestFirst < rules.entryMinimum) {
        return EndFault{"entry.minimum",
                        std::to_string(rules.entryMinimum) +
                            " is more than a first throw can score (at most " +
                            std::to_string(facts.bestFirst) +
                            "), so nobody could ever get in and no game could end"};
    }
    if (facts.reachChance < kUnreachableChance) {
        const bool byBankMinimum = rules.bankMinimum >= facts.firstBank;
        return EndFault{
            byBankMinimum ? "bankMinimum" : "entry.minimum",
            "a turn reaches " + std::to_string(facts.firstBank) +
                " less than once in 10^12 turns (a throw scores at most " +
                std::to_string(facts.bestThrow) +
                (facts.scoringChance < 1.0 ? " and can miss" : "") +
                "), so nobody would ever bank and no game could end; use a smaller minimum"};
    }
    return std::nullopt;
}

} // namespace greed::core

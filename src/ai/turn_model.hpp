// TurnModel: the exact chances of every throw under one rule set, reduced to what a turn
// decision needs (points in score units, dice thrown next), shared by strategies and solvers.
#pragma once

#include "core/rules.hpp"
#include "core/scoring.hpp"

#include <algorithm>
#include <cstdint>
#include <vector>

namespace greed::ai {

// One way to set dice aside after a scoring throw: points (in units) and the dice the
// next throw would use (hot dice and reroll-all already applied).
struct KeepChoice {
    int points = 0;
    int nextDice = 0;
    bool operator==(const KeepChoice& o) const {
        return points == o.points && nextDice == o.nextDice;
    }
};

// The scoring throws that offer the same choices, with their combined probability. In
// auto-keep rules every set holds exactly one choice. `best` is the highest points offered.
struct ChoiceSet {
    std::vector<KeepChoice> choices;
    double probability = 0.0;
    std::uint64_t ways = 0;
    int best = 0;
};

struct PenaltyOutcome {
    int points = 0; // negative, in units
    double probability = 0.0;
    std::uint64_t ways = 0;
};

// Everything that can happen when `dice` dice are thrown.
struct ThrowTable {
    int dice = 0;
    std::uint64_t total = 0;    // faceCount^dice, or the throws sampled (TurnModel::sampled)
    std::uint64_t bustWays = 0; // throws scoring nothing
    double bust = 0.0;
    std::vector<PenaltyOutcome> penalties;
    std::vector<ChoiceSet> sets;
    double penaltyProbability() const;
    // Ways that a throw fails an entry roll needing `minimumUnits` (bust or too little).
    std::uint64_t failWays(int minimumUnits) const;
};

// A score and bust count (busts in a row) after a turn that ends with nothing: the count-th
// such turn in a row takes `penalty` off the score (never below 0) and starts the count
// again. count 0: no such rule.
struct StreakStep {
    int score = 0;
    int streak = 0;
};
inline StreakStep afterNothing(int score, int streak, int count, int penalty) {
    if (count <= 0) {
        return {score, 0};
    }
    if (streak + 1 < count) {
        return {score, streak + 1};
    }
    return {score - std::min(penalty, std::max(0, score)), 0};
}

class TurnModel {
public:
    explicit TurnModel(const core::Rules& rules);

    const core::Rules& rules() const { return m_rules; }
    const core::Scorer& scorer() const { return m_scorer; }
    // Every point value of the rules is a multiple of unit() (the gcd of all throw scores).
    int unit() const { return m_unit; }
    int diceCount() const { return m_rules.diceCount; }
    const ThrowTable& table(int dice) const { return m_tables.at(static_cast<size_t>(dice)); }
    // Dice the next throw uses after setting `kept` of `thrown` dice aside.
    int nextDice(int thrown, int kept) const;
    // Thresholds in units, rounded up (a total of t units reaches `points` when t >= this).
    int unitsAtLeast(int points) const;
    int maxPoints() const { return m_maxPoints; }   // largest single-throw score, in units
    int maxPenalty() const { return m_maxPenalty; } // largest penalty magnitude, in units
    bool hasPenalties() const { return m_maxPenalty > 0; }
    // Can a player bank a turn total of t units? (bank minimum and, when not entered, entry)
    bool canBank(int t, bool entered) const;
    // Is the first throw of a turn an entry throw that must score the entry minimum?
    bool firstRollEntry(bool entered) const;
    int entryUnits() const { return m_entryUnits; }
    // Busts in a row: the count that costs the penalty (0: no such rule) and the penalty in
    // units (the unit divides it).
    int streakCount() const { return m_rules.bustStreak.on() ? m_rules.bustStreak.count : 0; }
    int streakPenaltyUnits() const {
        return m_rules.bustStreak.on() ? m_rules.bustStreak.penalty / m_unit : 0;
    }
    // Dice counts a throw can use in this rule set (only diceCount when all are rethrown).
    const std::vector<int>& diceCounts() const { return m_diceCounts; }
    // Whether some dice count has more distinct throws than are scored one by one
    // (kExactThrows): its table then stands on a fixed sample of kSampledThrows throws, so
    // its chances are estimates (a standard error under 0.4 %), play on it near-optimal, and
    // the solvers refuse it (no exact solution to claim).
    bool sampled() const { return m_sampled; }
    static constexpr std::uint64_t kExactThrows = 60000;
    static constexpr int kSampledThrows = 20000;
    static constexpr std::uint64_t kSampleSeed = 0x9e3779b97f4a7c15u;

private:
    core::Rules m_rules;
    core::Scorer m_scorer;
    int m_unit = 1;
    int m_maxPoints = 0;
    int m_maxPenalty = 0;
    int m_bankUnits = 0;
    int m_entryUnits = 0;
    std::vector<ThrowTable> m_tables; // by dice thrown, [0] unused
    std::vector<int> m_diceCounts;
    bool m_sampled = false;
};

} // namespace greed::ai

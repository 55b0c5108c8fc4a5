// TurnDp: optimal play within one turn for given values of how the turn can end (bank at
// each total, bust, penalty). Every solver and the optimal players are built on it.
#pragma once

#include "ai/turn_model.hpp"

#include <cstdint>
#include <vector>

namespace greed::ai {

class TurnDp {
public:
    explicit TurnDp(const TurnModel& model);
    // Bytes the tables take for a turn of `length` units (saturating, never overflows).
    static std::uint64_t bytesFor(const TurnModel& model, std::uint64_t length);

    const TurnModel& model() const { return *m_model; }
    // Decides totals 0..length-1 (units); from `length` on the turn banks, so the caller
    // must make banking legal there. Returns the bank-value buffer to fill: index t holds
    // the value of banking t units, for t in [0, length + maxPoints].
    std::vector<double>& prepare(int length);
    // Value of a penalty of `magnitude` units, for magnitude 1..maxPenalty.
    std::vector<double>& penaltyValues() { return m_penalty; }
    void setBustValue(double value) { m_bust = value; }
    // Fills the tables. `entered`: whether the player is in the game (entry rules).
    void run(bool entered);

    int length() const { return m_length; }
    double bankValue(int t) const { return m_bank[static_cast<size_t>(t)]; }
    // Value of the turn's first throw (all dice, entry throw rules applied).
    double start() const { return m_start; }
    // Value of throwing `dice` dice with `t` units in hand, then playing on optimally.
    double rollValue(int t, int dice) const;
    // Value of standing at total t with `dice` to throw, choosing bank or roll optimally.
    double value(int t, int dice) const;
    bool shouldBank(int t, int dice) const;
    // The best of `choices` kept from a throw made at total t (index into choices).
    int bestChoice(int t, const std::vector<KeepChoice>& choices) const;
    double choiceValue(int t, const KeepChoice& choice) const;

private:
    size_t at(int t, int dice) const {
        return static_cast<size_t>(t) * m_stride + static_cast<size_t>(dice);
    }
    double throwValue(int t, int dice, bool entryThrow) const;

    const TurnModel* m_model;
    size_t m_stride;
    bool m_entered = true;
    int m_length = 0;
    double m_bust = 0.0;
    double m_start = 0.0;
    std::vector<double> m_bank;
    std::vector<double> m_penalty;
    std::vector<double> m_best; // A(t, d): bank or roll, whichever is better
    std::vector<double> m_roll; // R(t, d)
};

} // namespace greed::ai

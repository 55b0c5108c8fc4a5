// VectorTurnDp: one turn played to maximise the mover's own chance (component 0), carrying
// every other player's chance and the chance the turn ends with nothing along the same play.
// The N-player solvers are built on it; TurnDp stays the scalar one the players use.
#pragma once

#include "ai/turn_model.hpp"

#include <array>
#include <vector>

namespace greed::ai {

// Chances of the player to move, the next, the one after, and (component 3) of the turn
// ending with nothing (1 in the bust value, 0 in every bank value).
using Chances4 = std::array<double, 4>;

class VectorTurnDp {
public:
    explicit VectorTurnDp(const TurnModel& model);
    const TurnModel& model() const { return *m_model; }
    // Decides totals 0..length-1 (units); from `length` on the turn banks. Returns the bank
    // values to fill, index t for t in [0, length + maxPoints]. The rules have no penalties.
    std::vector<Chances4>& prepare(int length);
    void setBustValue(const Chances4& value) { m_bust = value; }
    void run(bool entered);
    const Chances4& start() const { return m_start; }

private:
    size_t at(int t, int dice) const {
        return static_cast<size_t>(t) * m_stride + static_cast<size_t>(dice);
    }
    Chances4 throwValue(int t, int dice, bool entryThrow) const;

    const TurnModel* m_model;
    size_t m_stride;
    int m_length = 0;
    Chances4 m_bust{};
    Chances4 m_start{};
    std::vector<Chances4> m_bank;
    std::vector<Chances4> m_best; // bank or roll, whichever the mover prefers
};

} // namespace greed::ai

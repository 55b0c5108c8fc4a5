// VectorTurnDp: the same backward induction as TurnDp (ties go the same way: banking on an
// equal value, the first of equal keeps), with four numbers per state instead of one.
#include "ai/vector_turn.hpp"

#include <algorithm>

namespace greed::ai {

namespace {

void addScaled(Chances4& sum, double p, const Chances4& v) {
    for (size_t i = 0; i < sum.size(); ++i) {
        sum[i] += p * v[i];
    }
}

} // namespace

VectorTurnDp::VectorTurnDp(const TurnModel& model)
    : m_model(&model), m_stride(static_cast<size_t>(model.diceCount() + 1)) {}

std::vector<Chances4>& VectorTurnDp::prepare(int length) {
    m_length = std::max(length, 1);
    m_bank.assign(static_cast<size_t>(m_length + m_model->maxPoints() + 1), Chances4{});
    return m_bank;
}

Chances4 VectorTurnDp::throwValue(int t, int dice, bool entryThrow) const {
    const ThrowTable& table = m_model->table(dice);
    Chances4 v{};
    addScaled(v, table.bust, m_bust);
    const int entry = m_model->entryUnits();
    for (const auto& set : table.sets) {
        // An entry throw that scores less than the entry minimum ends the turn like a bust.
        if (entryThrow && set.best < entry) {
            addScaled(v, set.probability, m_bust);
            continue;
        }
        const Chances4* best = nullptr;
        for (const auto& c : set.choices) {
            const Chances4& option = m_best[at(t + c.points, c.nextDice)];
            if (best == nullptr || option[0] > (*best)[0]) {
                best = &option;
            }
        }
        addScaled(v, set.probability, *best);
    }
    return v;
}

void VectorTurnDp::run(bool entered) {
    const int rows = static_cast<int>(m_bank.size());
    m_best.assign(static_cast<size_t>(rows) * m_stride, Chances4{});
    for (int t = m_length; t < rows; ++t) {
        for (int d = 1; d <= m_model->diceCount(); ++d) {
            m_best[at(t, d)] = m_bank[static_cast<size_t>(t)];
        }
    }
    for (int t = m_length - 1; t >= 1; --t) {
        const bool bankable = m_model->canBank(t, entered);
        const Chances4& bank = m_bank[static_cast<size_t>(t)];
        for (int d : m_model->diceCounts()) {
            const Chances4 roll = throwValue(t, d, false);
            m_best[at(t, d)] = bankable && bank[0] >= roll[0] ? bank : roll;
        }
    }
    m_start = throwValue(0, m_model->diceCount(), m_model->firstRollEntry(entered));
}

} // namespace greed::ai

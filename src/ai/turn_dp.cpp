// TurnDp: backward induction over (turn total, dice left); totals only grow within a turn.
#include "ai/turn_dp.hpp"

#include <algorithm>

namespace greed::ai {

TurnDp::TurnDp(const TurnModel& model)
    : m_model(&model), m_stride(static_cast<size_t>(model.diceCount() + 1)),
      m_penalty(static_cast<size_t>(model.maxPenalty() + 1), 0.0) {}

std::uint64_t TurnDp::bytesFor(const TurnModel& model, std::uint64_t length) {
    // Rows of bank, best and roll values: (length + maxPoints + 1) x (1 + 2 x (dice + 1)).
    const std::uint64_t rows = length + static_cast<std::uint64_t>(model.maxPoints()) + 1;
    const std::uint64_t perRow =
        (1 + 2 * static_cast<std::uint64_t>(model.diceCount() + 1)) * sizeof(double);
    return rows > UINT64_MAX / perRow ? UINT64_MAX : rows * perRow;
}

std::vector<double>& TurnDp::prepare(int length) {
    m_length = std::max(length, 1);
    const size_t rows = static_cast<size_t>(m_length + m_model->maxPoints() + 1);
    m_bank.assign(rows, 0.0);
    return m_bank;
}

double TurnDp::throwValue(int t, int dice, bool entryThrow) const {
    const ThrowTable& table = m_model->table(dice);
    double v = table.bust * m_bust;
    for (const auto& pen : table.penalties) {
        v += pen.probability * m_penalty[static_cast<size_t>(-pen.points)];
    }
    const int entry = m_model->entryUnits();
    for (const auto& set : table.sets) {
        // An entry throw that scores less than the entry minimum ends the turn like a bust.
        if (entryThrow && set.best < entry) {
            v += set.probability * m_bust;
            continue;
        }
        double best = m_best[at(t + set.choices.front().points, set.choices.front().nextDice)];
        for (size_t i = 1; i < set.choices.size(); ++i) {
            const auto& c = set.choices[i];
            best = std::max(best, m_best[at(t + c.points, c.nextDice)]);
        }
        v += set.probability * best;
    }
    return v;
}

void TurnDp::run(bool entered) {
    m_entered = entered;
    const int rows = static_cast<int>(m_bank.size());
    m_best.assign(static_cast<size_t>(rows) * m_stride, 0.0);
    m_roll.assign(static_cast<size_t>(rows) * m_stride, 0.0);
    // From `length` on the turn banks.
    for (int t = m_length; t < rows; ++t) {
        for (int d = 1; d <= m_model->diceCount(); ++d) {
            m_best[at(t, d)] = m_bank[static_cast<size_t>(t)];
            m_roll[at(t, d)] = m_bank[static_cast<size_t>(t)];
        }
    }
    const auto& counts = m_model->diceCounts();
    for (int t = m_length - 1; t >= 1; --t) {
        const bool bankable = m_model->canBank(t, entered);
        for (int d : counts) {
            const double r = throwValue(t, d, false);
            m_roll[at(t, d)] = r;
            m_best[at(t, d)] = bankable ? std::max(r, m_bank[static_cast<size_t>(t)]) : r;
        }
    }
    const int n = m_model->diceCount();
    m_start = throwValue(0, n, m_model->firstRollEntry(entered));
    m_roll[at(0, n)] = m_start;
    m_best[at(0, n)] = m_start;
}

double TurnDp::rollValue(int t, int dice) const {
    if (t >= m_length) {
        return throwValue(std::min(t, m_length - 1), dice, false); // beyond the horizon: approx
    }
    return t == 0 ? m_start : m_roll[at(t, dice)];
}

double TurnDp::value(int t, int dice) const {
    if (t >= m_length) {
        return m_bank[static_cast<size_t>(std::min(t, static_cast<int>(m_bank.size()) - 1))];
    }
    return m_best[at(t, dice)];
}

bool TurnDp::shouldBank(int t, int dice) const {
    if (!m_model->canBank(t, m_entered)) {
        return false;
    }
    if (t >= m_length) {
        return true;
    }
    return m_bank[static_cast<size_t>(t)] >= m_roll[at(t, dice)];
}

double TurnDp::choiceValue(int t, const KeepChoice& choice) const {
    const int total = t + choice.points;
    if (total >= m_length) {
        return m_bank[static_cast<size_t>(std::min(total, static_cast<int>(m_bank.size()) - 1))];
    }
    return m_best[at(total, choice.nextDice)];
}

int TurnDp::bestChoice(int t, const std::vector<KeepChoice>& choices) const {
    int best = 0;
    double bestValue = -1e300;
    for (size_t i = 0; i < choices.size(); ++i) {
        const double v = choiceValue(t, choices[i]);
        if (v > bestValue + 1e-12) {
            bestValue = v;
            best = static_cast<int>(i);
        }
    }
    return best;
}

} // namespace greed::ai

// ExpectedPolicy: one TurnDp per entry state, with end values in plain points.
#include "ai/expected_policy.hpp"

#include "ai/memory_limit.hpp"
#include "ai/shared_model.hpp"

#include <algorithm>
#include <cstdint>

namespace greed::ai {

namespace {

// Far enough that no sensible policy is still rolling there: banking is forced beyond.
int horizonUnits(const TurnModel& m) {
    const core::Rules& r = m.rules();
    const int target = m.unitsAtLeast(r.target);
    const int floor = std::max(m.unitsAtLeast(r.bankMinimum), m.entryUnits()) + m.maxPoints();
    // In 64 bits: a huge target must reach the memory check, not overflow on the way.
    const std::int64_t units = std::max<std::int64_t>({4 * static_cast<std::int64_t>(target),
                                                       8 * static_cast<std::int64_t>(m.maxPoints()),
                                                       static_cast<std::int64_t>(floor) + 1, 64});
    return static_cast<int>(std::min<std::int64_t>(units, INT32_MAX / 2));
}

// `bustCost`: units a turn with nothing costs besides its total (the busts-in-a-row penalty).
void fill(TurnDp& dp, const TurnModel& m, bool entered, int bustCost = 0) {
    std::vector<double>& bank = dp.prepare(horizonUnits(m));
    for (size_t t = 0; t < bank.size(); ++t) {
        bank[t] = static_cast<double>(t) * m.unit();
    }
    auto& pen = dp.penaltyValues();
    for (size_t k = 0; k < pen.size(); ++k) {
        pen[k] = -static_cast<double>(k + static_cast<size_t>(bustCost)) * m.unit();
    }
    dp.setBustValue(-static_cast<double>(bustCost) * m.unit());
    dp.run(entered);
}

} // namespace

std::uint64_t expectedTablesBytes(const TurnModel& model) {
    const std::uint64_t tables = model.streakCount() > 0 ? 3 : 2;
    return tables * TurnDp::bytesFor(model, static_cast<std::uint64_t>(horizonUnits(model)));
}

std::string computerPlayRefusal(const core::Rules& rules) {
    return memoryRefusal("the expected-points tables of " + rules.id,
                         expectedTablesBytes(*sharedModel(rules)));
}

ExpectedPolicy::ExpectedPolicy(std::shared_ptr<const TurnModel> model)
    : m_model(std::move(model)), m_entered(*m_model), m_outside(*m_model), m_brink(*m_model),
      m_hasBrink(m_model->streakCount() > 0) {
    requireMemory("the expected-points tables of " + m_model->rules().id,
                  expectedTablesBytes(*m_model));
    fill(m_entered, *m_model, true);
    fill(m_outside, *m_model, false);
    if (m_hasBrink) {
        fill(m_brink, *m_model, true, m_model->streakPenaltyUnits());
    }
    for (int e = 0; e < 3; ++e) {
        const TurnDp& table = dp(e >= 1, e == 2);
        auto& th = m_thresholds[e];
        th.assign(static_cast<size_t>(m_model->diceCount() + 1), table.length());
        for (int d = 1; d <= m_model->diceCount(); ++d) {
            for (int t = 1; t < table.length(); ++t) {
                if (table.shouldBank(t, d)) {
                    th[static_cast<size_t>(d)] = t;
                    break;
                }
            }
        }
    }
}

int ExpectedPolicy::bankThreshold(int dice, bool entered, bool brink) const {
    const auto& th = m_thresholds[!entered ? 0 : (brink && m_hasBrink ? 2 : 1)];
    const int d = std::clamp(dice, 1, m_model->diceCount());
    return th[static_cast<size_t>(d)] * m_model->unit();
}

} // namespace greed::ai

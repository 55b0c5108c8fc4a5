// ExpectedPolicy: one TurnDp per entry state, with end values in plain points.
#include "ai/expected_policy.hpp"

#include "ai/memory_limit.hpp"

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

void fill(TurnDp& dp, const TurnModel& m, bool entered) {
    std::vector<double>& bank = dp.prepare(horizonUnits(m));
    for (size_t t = 0; t < bank.size(); ++t) {
        bank[t] = static_cast<double>(t) * m.unit();
    }
    auto& pen = dp.penaltyValues();
    for (size_t k = 0; k < pen.size(); ++k) {
        pen[k] = -static_cast<double>(k) * m.unit();
    }
    dp.setBustValue(0.0);
    dp.run(entered);
}

} // namespace

ExpectedPolicy::ExpectedPolicy(std::shared_ptr<const TurnModel> model)
    : m_model(std::move(model)), m_entered(*m_model), m_outside(*m_model) {
    requireMemory(
        "the expected-points tables of " + m_model->rules().id,
        2 * TurnDp::bytesFor(*m_model, static_cast<std::uint64_t>(horizonUnits(*m_model))));
    fill(m_entered, *m_model, true);
    fill(m_outside, *m_model, false);
    for (int e = 0; e < 2; ++e) {
        const TurnDp& dp = e ? m_entered : m_outside;
        auto& th = m_thresholds[e];
        th.assign(static_cast<size_t>(m_model->diceCount() + 1), dp.length());
        for (int d = 1; d <= m_model->diceCount(); ++d) {
            for (int t = 1; t < dp.length(); ++t) {
                if (dp.shouldBank(t, d)) {
                    th[static_cast<size_t>(d)] = t;
                    break;
                }
            }
        }
    }
}

int ExpectedPolicy::bankThreshold(int dice, bool entered) const {
    const auto& th = m_thresholds[entered ? 1 : 0];
    const int d = std::clamp(dice, 1, m_model->diceCount());
    return th[static_cast<size_t>(d)] * m_model->unit();
}

} // namespace greed::ai

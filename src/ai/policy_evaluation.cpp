// Policy evaluation by backward induction over (turn total, dice): totals only grow.
#include "ai/policy_evaluation.hpp"

#include <algorithm>

namespace greed::ai {

double expectedTurnPoints(const TurnModel& m, const TurnPolicy& policy, int horizon, bool entered) {
    const int n = m.diceCount();
    const auto stride = static_cast<size_t>(n + 1);
    const int rows = std::max(horizon, 1) + m.maxPoints() + 1;
    std::vector<double> value(static_cast<size_t>(rows) * stride, 0.0);
    auto at = [&](int t, int d) {
        return static_cast<size_t>(t) * stride + static_cast<size_t>(d);
    };
    const double u = m.unit();
    auto throwValue = [&](int t, int d, bool entryThrow) {
        const ThrowTable& table = m.table(d);
        double v = 0.0; // a bust ends the turn with nothing
        for (const auto& pen : table.penalties) {
            v += pen.probability * pen.points * u;
        }
        for (const auto& set : table.sets) {
            if (entryThrow && set.best < m.entryUnits()) {
                continue; // a failed entry throw scores nothing, like a bust
            }
            const KeepChoice& c = set.choices[static_cast<size_t>(policy.keep(t, set.choices))];
            v += set.probability * value[at(t + c.points, c.nextDice)];
        }
        return v;
    };
    for (int t = std::max(horizon, 1); t < rows; ++t) {
        for (int d = 1; d <= n; ++d) {
            value[at(t, d)] = t * u;
        }
    }
    for (int t = std::max(horizon, 1) - 1; t >= 1; --t) {
        for (int d : m.diceCounts()) {
            value[at(t, d)] =
                m.canBank(t, entered) && policy.banks(t, d) ? t * u : throwValue(t, d, false);
        }
    }
    return throwValue(0, n, m.firstRollEntry(entered));
}

} // namespace greed::ai

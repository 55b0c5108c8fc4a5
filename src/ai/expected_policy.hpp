// ExpectedPolicy: the turn policy that maximises expected points per turn (solver part 1),
// for a player in the game and one not yet in it.
#pragma once

#include "ai/turn_dp.hpp"
#include "ai/turn_model.hpp"

#include <memory>
#include <vector>

namespace greed::ai {

class ExpectedPolicy {
public:
    explicit ExpectedPolicy(std::shared_ptr<const TurnModel> model);

    const TurnModel& model() const { return *m_model; }
    std::shared_ptr<const TurnModel> modelPtr() const { return m_model; }
    const TurnDp& dp(bool entered) const { return entered ? m_entered : m_outside; }
    // Expected points of a whole turn under this policy (penalties count negative).
    double expectedPoints(bool entered = true) const { return dp(entered).start(); }
    // Smallest turn total (points) at which the policy banks with `dice` left to throw.
    int bankThreshold(int dice, bool entered = true) const;
    int horizon() const { return m_entered.length(); } // in units

private:
    std::shared_ptr<const TurnModel> m_model;
    TurnDp m_entered;
    TurnDp m_outside;
    std::vector<int> m_thresholds[2];
};

} // namespace greed::ai

// ExpectedPolicy: the turn policy that maximises expected points per turn (solver part 1),
// for a player in the game and one not yet in it.
#pragma once

#include "ai/turn_dp.hpp"
#include "ai/turn_model.hpp"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace greed::ai {

// Bytes the expected-points tables of `model` hold (checked against kMemoryLimitBytes).
std::uint64_t expectedTablesBytes(const TurnModel& model);
// Why computer players cannot play `rules` (their expected-points tables would be over the
// memory limit, memory_limit.hpp), in English; empty when they can. Every computer player
// builds these tables, so a screen asks this before seating one rather than fail on Start.
std::string computerPlayRefusal(const core::Rules& rules);

class ExpectedPolicy {
public:
    explicit ExpectedPolicy(std::shared_ptr<const TurnModel> model);

    const TurnModel& model() const { return *m_model; }
    std::shared_ptr<const TurnModel> modelPtr() const { return m_model; }
    // `brink`: one turn with nothing away from the busts-in-a-row penalty, so a bust costs the
    // penalty too (only for a player in the game; the same tables when the rules have none).
    const TurnDp& dp(bool entered, bool brink = false) const {
        return !entered ? m_outside : (brink && m_hasBrink ? m_brink : m_entered);
    }
    // Expected points of a whole turn under this policy (penalties count negative).
    double expectedPoints(bool entered = true, bool brink = false) const {
        return dp(entered, brink).start();
    }
    // Smallest turn total (points) at which the policy banks with `dice` left to throw.
    int bankThreshold(int dice, bool entered = true, bool brink = false) const;
    int horizon() const { return m_entered.length(); } // in units

private:
    std::shared_ptr<const TurnModel> m_model;
    TurnDp m_entered;
    TurnDp m_outside;
    TurnDp m_brink; // in the game, one bust from the penalty (run only when the rules have one)
    bool m_hasBrink = false;
    std::vector<int> m_thresholds[3]; // outside, entered, brink
};

} // namespace greed::ai

// Exact expected points of one turn played by any fixed turn policy (bank or roll at each
// turn total and dice count, and which keep to take from a throw's choices): the yardstick
// the heuristic personalities are measured and tested against.
#pragma once

#include "ai/turn_model.hpp"

#include <functional>
#include <vector>

namespace greed::ai {

struct TurnPolicy {
    // Banks `t` units with `dice` to throw? Asked only where banking is legal.
    std::function<bool(int t, int dice)> banks;
    // Index into `choices` kept from a throw made at `t` units.
    std::function<int(int t, const std::vector<KeepChoice>& choices)> keep;
};

// Expected points (penalties negative) of a turn under `policy`; totals from `horizon`
// units on bank, as in the expected-points DP.
double expectedTurnPoints(const TurnModel& model, const TurnPolicy& policy, int horizon,
                          bool entered = true);

} // namespace greed::ai

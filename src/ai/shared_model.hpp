// One TurnModel per rule set for the whole process: building one enumerates every throw, so the
// players, the hints, the solvers and the expected-points tables of a rule set share it.
#pragma once

#include "ai/turn_model.hpp"
#include "core/rules.hpp"

#include <memory>

namespace greed::ai {

// The model of `rules`, built at the first call for them (any thread).
std::shared_ptr<const TurnModel> sharedModel(const core::Rules& rules);

} // namespace greed::ai

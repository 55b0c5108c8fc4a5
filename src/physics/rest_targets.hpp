// Where the dice of a throw are meant to come to rest, chosen before it is thrown: scattered
// spots (no rows or columns), each clear to click from every other at the yaws a die may rest
// at. The world throws each die at its spot and steers it there as it settles (throw_world.cpp),
// so one simulation ends apart: no throw is thrown again to find a rest apart (docs/physics.md).
#pragma once

#include "core/rng.hpp"
#include "physics/rest_spacing.hpp"
#include "physics/throw_types.hpp"

#include <vector>

namespace greed::physics {

struct RestTargets {
    std::vector<RestSpot> spots; // one a die, in the order the dice leave the cup
    // A die resting turned further than this (degrees, either way) is steered back to it: the
    // spots are apart for any yaw up to it. 45: any yaw.
    double yawLimit = 45;
    double slack = 0; // how much more than the click spacing the spots keep apart
};

// Deterministic for the same setup and Rng state. Spots lie inside the rest area by the setup's
// margin; two spots are apart by restGap and bodyGap (and a little more) for any yaws within
// yawLimit; a spot shares a row or column (within kRowBand) with as few others as the area
// allows (kRowBand, rest_rows.hpp). The dice that leave the cup first go furthest, mostly.
RestTargets chooseRestTargets(const ThrowSetup& setup, core::Rng& fx);

// True when dice resting on p and q at any yaws within yawLimit are clear to click apart
// with `slack` to spare.
bool spotsApart(const ThrowSetup& setup, double yawLimit, double slack, const RestSpot& p,
                const RestSpot& q);

// A new spot for die `die`, which cannot reach its own (others lie in its way): the nearest to
// `from` (its place now, first) of a few that are apart from every other die's spot; its own
// spot when none is.
RestSpot nearestFreeSpot(const ThrowSetup& setup, const RestTargets& targets, std::size_t die,
                         RestSpot from, core::Rng& fx);

} // namespace greed::physics

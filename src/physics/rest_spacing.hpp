// Resting spots pushed apart until every die's click square is clear of the others and inside
// the rest area: the deterministic nudge after the simulation (docs/physics.md).
#pragma once

#include "physics/throw_types.hpp"

#include <vector>

namespace greed::physics {

struct RestSpot {
    double x = 0;
    double y = 0;
    double yaw = 0; // degrees: how far the body's corners reach
};

// How far a body turned by `yaw` degrees reaches from its centre along x or y.
double bodyReach(double yaw);
// How much further apart two resting dice must be to be clicked apart: their centres
// restGap apart along x or y, and their turned bodies bodyGap apart along the line between
// them (enough for squares not to touch). Zero or less: apart enough.
double shortfall(const RestSpot& a, const RestSpot& b, double restGap, double bodyGap);
// The spots moved as little as it takes to be apart (shortfall <= 0 for every pair), each
// inside [0, restW] x [0, restH] by setup.restMargin or its body's reach. restAt (optional):
// when each came to rest; of two too close, the one that came to rest later moves (both when
// that does not settle it).
std::vector<RestSpot> spaceApart(std::vector<RestSpot> spots, const ThrowSetup& setup,
                                 const std::vector<std::size_t>& restAt = {});

// The last resort when spaceApart cannot part them (a crowded area): each spot moved to the
// nearest free point of a lattice spread over the area, straight (yaw 0), apart by the click
// spacing; as many as the area holds.
std::vector<RestSpot> latticeSpots(const std::vector<RestSpot>& spots, const ThrowSetup& setup);

} // namespace greed::physics

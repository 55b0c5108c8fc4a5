// One run of the throw in a fresh Bullet world, recorded raw (the bodies' own turns).
#pragma once

#include "physics/throw_sim.hpp"

namespace greed::physics {

// A die rests once it has lain still (flat on the felt) this long (seconds).
constexpr double kStillFor = 0.1;

// Steps the world at a fixed rate until every die is still (or a time cap); poses are the
// simulated bodies' as they are, not yet relabelled or bent flat.
Throw runThrow(const ThrowSetup& setup, core::Rng& fx);

} // namespace greed::physics

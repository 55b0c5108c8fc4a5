// The dice throw simulated by Bullet: dice poured from the cup mouth onto the felt, run to rest,
// recorded, and relabelled so the caller can draw any decided face on top (no SDL, no clock).
#pragma once

#include "core/rng.hpp"
#include "physics/throw_types.hpp"

namespace greed::physics {

// Deterministic: the same setup and Rng state give the same throw (fixed steps, one thread).
Throw simulateThrow(const ThrowSetup& setup, core::Rng& fx);

} // namespace greed::physics

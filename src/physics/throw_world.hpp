// One run of the throw in a fresh Bullet world, recorded raw (the bodies' own turns).
#pragma once

#include "core/rng.hpp"
#include "physics/throw_types.hpp"

namespace greed::physics {

// A die rests once it has lain still (flat on the felt) this long (seconds).
constexpr double kStillFor = 0.1;
// A die high in the air by the left rim is drawn bigger, reaching further left, past the felt's
// edge: above a resting die's top the rim leans in, kLean die sizes per die size up.
constexpr double kLean = 0.45;

// Steps the world at a fixed rate until every die is still (or a time cap); poses are the
// simulated bodies' as they are, not yet relabelled or bent flat.
Throw runThrow(const ThrowSetup& setup, core::Rng& fx);

} // namespace greed::physics

// Deterministic randomness for the generator: a seeded generator and lattice value noise.
#pragma once

#include <cstdint>

namespace greed::tools {

// SplitMix64: tiny, fully specified, so the same seed gives the same assets everywhere.
class Random {
public:
    explicit Random(std::uint64_t seed) : m_state(seed) {}
    std::uint64_t next();
    float unit();                    // [0, 1)
    float range(float lo, float hi); // [lo, hi)

private:
    std::uint64_t m_state;
};

// Hash of a lattice point to [0, 1).
float hash2(int x, int y, std::uint32_t seed);
// Smooth value noise in [0, 1]; with periodX > 0 it repeats every periodX lattice cells in x.
float valueNoise(float x, float y, std::uint32_t seed, int periodX = 0);
// Sum of octaves of value noise, normalised to [0, 1].
float fbm(float x, float y, std::uint32_t seed, int octaves, int periodX = 0);

} // namespace greed::tools

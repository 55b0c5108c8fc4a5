// Seeded generator and value noise for textures.
#include "noise.hpp"

#include <cmath>

namespace greed::tools {

std::uint64_t Random::next() {
    m_state += 0x9e3779b97f4a7c15ULL;
    std::uint64_t z = m_state;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

float Random::unit() {
    return static_cast<float>(next() >> 40) / static_cast<float>(1ULL << 24);
}

float Random::range(float lo, float hi) {
    return lo + (hi - lo) * unit();
}

float hash2(int x, int y, std::uint32_t seed) {
    std::uint32_t h = static_cast<std::uint32_t>(x) * 0x8da6b343u ^
                      static_cast<std::uint32_t>(y) * 0xd8163841u ^ seed * 0xcb1ab31fu;
    h ^= h >> 15;
    h *= 0x2c1b3c6du;
    h ^= h >> 12;
    h *= 0x297a2d39u;
    h ^= h >> 15;
    return static_cast<float>(h >> 8) / static_cast<float>(1u << 24);
}

float valueNoise(float x, float y, std::uint32_t seed, int periodX) {
    const float fx = std::floor(x);
    const float fy = std::floor(y);
    int x0 = static_cast<int>(fx);
    int x1 = x0 + 1;
    const int y0 = static_cast<int>(fy);
    if (periodX > 0) {
        x0 = ((x0 % periodX) + periodX) % periodX;
        x1 = ((x1 % periodX) + periodX) % periodX;
    }
    float tx = x - fx;
    float ty = y - fy;
    tx = tx * tx * (3.0f - 2.0f * tx);
    ty = ty * ty * (3.0f - 2.0f * ty);
    const float a = hash2(x0, y0, seed);
    const float b = hash2(x1, y0, seed);
    const float c = hash2(x0, y0 + 1, seed);
    const float d = hash2(x1, y0 + 1, seed);
    const float top = a + (b - a) * tx;
    const float bottom = c + (d - c) * tx;
    return top + (bottom - top) * ty;
}

float fbm(float x, float y, std::uint32_t seed, int octaves, int periodX) {
    float sum = 0.0f;
    float amp = 1.0f;
    float norm = 0.0f;
    int period = periodX;
    for (int i = 0; i < octaves; ++i) {
        sum += amp * valueNoise(x, y, seed + static_cast<std::uint32_t>(i) * 101u, period);
        norm += amp;
        amp *= 0.5f;
        x *= 2.0f;
        y *= 2.0f;
        period *= 2;
    }
    return sum / norm;
}

} // namespace greed::tools

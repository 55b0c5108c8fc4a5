// Rng: xoshiro256** seeded through splitmix64; faces by rejection so every die is fair.
#include "rng.hpp"

#include <cstdio>
#include <stdexcept>

namespace greed::core {

namespace {

std::uint64_t splitmix(std::uint64_t& x) {
    std::uint64_t z = (x += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

std::uint64_t rotl(std::uint64_t x, int k) {
    return (x << k) | (x >> (64 - k));
}

} // namespace

Rng::Rng(std::uint64_t seed) {
    for (auto& word : m_s) {
        word = splitmix(seed);
    }
}

std::uint64_t Rng::next() {
    const std::uint64_t result = rotl(m_s[1] * 5, 7) * 9;
    const std::uint64_t t = m_s[1] << 17;
    m_s[2] ^= m_s[0];
    m_s[3] ^= m_s[1];
    m_s[1] ^= m_s[2];
    m_s[0] ^= m_s[3];
    m_s[2] ^= t;
    m_s[3] = rotl(m_s[3], 45);
    return result;
}

std::uint64_t Rng::below(std::uint64_t bound) {
    // Reject the top partial block so every value is equally likely.
    const std::uint64_t limit = ~std::uint64_t{0} - (~std::uint64_t{0} % bound);
    std::uint64_t value = next();
    while (value >= limit) {
        value = next();
    }
    return value % bound;
}

std::vector<int> Rng::roll(int dice, int faceCount) {
    std::vector<int> faces(static_cast<size_t>(dice));
    for (auto& f : faces) {
        f = face(faceCount);
    }
    return faces;
}

double Rng::unit() {
    return static_cast<double>(next() >> 11) * 0x1.0p-53;
}

std::string Rng::state() const {
    std::string text;
    char buffer[17];
    for (auto word : m_s) {
        std::snprintf(buffer, sizeof buffer, "%016llx", static_cast<unsigned long long>(word));
        text += buffer;
    }
    return text;
}

Rng Rng::fromState(const std::string& text) {
    if (text.size() != 64 || text.find_first_not_of("0123456789abcdef") != std::string::npos) {
        throw std::invalid_argument("random state must be 64 lowercase hex digits");
    }
    Rng rng;
    for (size_t i = 0; i < 4; ++i) {
        rng.m_s[i] = std::stoull(text.substr(i * 16, 16), nullptr, 16);
    }
    return rng;
}

} // namespace greed::core

// Seeded random numbers for dice (xoshiro256**), mapped to faces without std distributions
// so a seed gives the same game on every standard library.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace greed::core {

class Rng {
public:
    explicit Rng(std::uint64_t seed = 0);
    std::uint64_t next();
    // Uniform in [0, bound) by rejection, bound > 0.
    std::uint64_t below(std::uint64_t bound);
    int face(int faceCount) {
        return static_cast<int>(below(static_cast<std::uint64_t>(faceCount))) + 1;
    }
    std::vector<int> roll(int dice, int faceCount);
    double unit(); // [0, 1)

    std::string state() const; // hex text, for save files
    static Rng fromState(const std::string& text);
    bool operator==(const Rng& other) const { return m_s == other.m_s; }

private:
    std::array<std::uint64_t, 4> m_s{};
};

} // namespace greed::core

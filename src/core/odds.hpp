// Exact chances of one throw: enumerates face multisets with their multinomial weights.
#pragma once

#include "scoring.hpp"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace greed::core {

__extension__ using Int128 = __int128; // exact sums of points over up to 20^10 throws

// Calls visit(counts, ways) for every multiset of `dice` dice with `faceCount` faces;
// `ways` is how many of the faceCount^dice ordered throws show that multiset.
void forEachThrow(int dice, int faceCount,
                  const std::function<void(const Counts&, std::uint64_t ways)>& visit);

// As forEachThrow, but faces of one class (from interchangeableFaces) count as alike: visits
// one representative per throw up to swapping faces within a class (a class's dice go to its
// first faces, most dice first), and `ways` counts every ordered throw it stands for. With 20
// faces of which 19 never score, 10 dice take 139 visits instead of 20 million.
void forEachThrowGrouped(int dice, int faceCount, const std::vector<std::vector<Face>>& classes,
                         const std::function<void(const Counts&, std::uint64_t ways)>& visit);

// How many throws forEachThrowGrouped visits for `dice` dice (faces of a class alike): the
// size of an exact throw table, known before building it.
std::uint64_t groupedThrowCount(int dice, const std::vector<std::vector<Face>>& classes);

struct ThrowOdds {
    std::uint64_t total = 0;       // faceCount^dice
    std::uint64_t bustWays = 0;    // throws that score nothing (no penalty either)
    std::uint64_t penaltyWays = 0; // throws with a penalty kind
    Int128 pointsSum = 0;          // sum over all throws of the best score
    double bustProbability() const { return double(bustWays) / double(total); }
    double expected() const { return double(pointsSum) / double(total); }
};

ThrowOdds throwOdds(const Scorer& scorer, int dice);

// "A/B" reduced.
std::string fractionText(std::uint64_t numerator, std::uint64_t denominator);
// Exact decimal of numerator/denominator with `places` digits after the point (rounded
// half up; trailing zeros kept off only when exact).
std::string decimalText(Int128 numerator, std::uint64_t denominator, int places = 12);

} // namespace greed::core

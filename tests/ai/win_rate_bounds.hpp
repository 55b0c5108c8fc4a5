// Win-rate statistics for the strength tests: Wilson's bound and the games a test needs.
#pragma once

#include <cmath>
#include <cstdint>

namespace greed::test {

// z of a two-sided 99% interval: the strength tests claim a win rate above one half when the
// lower end of this interval is.
constexpr double kZ99 = 2.5758293035489;
// z of a one-sided 1e-6 tail: the chance that a test with enough games fails by bad luck.
constexpr double kZMiss = 4.7534243088229;

// Lower end of Wilson's score interval for `wins` out of `games` (a shared win counts 1/2).
inline double wilsonLower(double wins, std::uint64_t games, double z = kZ99) {
    if (games == 0) {
        return 0.0;
    }
    const double n = static_cast<double>(games);
    const double p = wins / n;
    const double z2 = z * z;
    const double centre = p + z2 / (2 * n);
    const double half = z * std::sqrt(p * (1 - p) / n + z2 / (4 * n * n));
    return (centre - half) / (1 + z2 / n);
}

// Games (even, so each player starts half of them) for the lower end of the 99% interval to
// clear one half with probability at least 1 - 1e-6 when the true win rate is `rate`: the
// observed rate must exceed 0.5 + kZ99 * 0.5 / sqrt(n), and it falls kZMiss standard errors
// below `rate` only that rarely. Bernoulli variance is an upper bound: shared wins and
// alternating seats only lower it.
inline std::uint64_t gamesToShow(double rate) {
    const double spread = kZ99 * 0.5 + kZMiss * std::sqrt(rate * (1 - rate));
    const double root = spread / (rate - 0.5);
    const auto n = static_cast<std::uint64_t>(std::ceil(root * root));
    return n + n % 2;
}

} // namespace greed::test

// Exact throw odds by enumerating face multisets weighted by their multinomial counts.
#include "odds.hpp"

#include <numeric>
#include <vector>

namespace greed::core {

void forEachThrow(int dice, int faceCount,
                  const std::function<void(const Counts&, std::uint64_t ways)>& visit) {
    std::vector<std::uint64_t> factorial(static_cast<size_t>(dice) + 1, 1);
    for (size_t i = 1; i < factorial.size(); ++i) {
        factorial[i] = factorial[i - 1] * i;
    }
    Counts counts(static_cast<size_t>(faceCount), 0);
    // ways = dice! / prod(count!) built face by face.
    std::function<void(size_t, int, std::uint64_t)> step = [&](size_t face, int left,
                                                               std::uint64_t divisor) {
        if (face + 1 == counts.size()) {
            counts[face] = left;
            visit(counts, factorial[static_cast<size_t>(dice)] /
                              (divisor * factorial[static_cast<size_t>(left)]));
            counts[face] = 0;
            return;
        }
        for (int n = 0; n <= left; ++n) {
            counts[face] = n;
            step(face + 1, left - n, divisor * factorial[static_cast<size_t>(n)]);
        }
        counts[face] = 0;
    };
    step(0, dice, 1);
}

ThrowOdds throwOdds(const Scorer& scorer, int dice) {
    ThrowOdds odds;
    const int faces = scorer.rules().faceCount;
    forEachThrow(dice, faces, [&](const Counts& counts, std::uint64_t ways) {
        odds.total += ways;
        const int points = scorer.bestPoints(counts);
        if (points < 0) {
            odds.penaltyWays += ways;
        } else if (points == 0) {
            odds.bustWays += ways;
        }
        odds.pointsSum += static_cast<Int128>(points) * static_cast<Int128>(ways);
    });
    return odds;
}

std::string fractionText(std::uint64_t numerator, std::uint64_t denominator) {
    const std::uint64_t g = std::gcd(numerator, denominator);
    if (g > 1) {
        numerator /= g;
        denominator /= g;
    }
    return std::to_string(numerator) + "/" + std::to_string(denominator);
}

std::string decimalText(Int128 numerator, std::uint64_t denominator, int places) {
    std::string text;
    if (numerator < 0) {
        text = "-";
        numerator = -numerator;
    }
    const auto den = static_cast<Int128>(denominator);
    // Round half up at the last place.
    Int128 scale = 1;
    for (int i = 0; i < places; ++i) {
        scale *= 10;
    }
    const Int128 scaled = (numerator * scale * 2 + den) / (den * 2);
    const Int128 whole = scaled / scale;
    Int128 fraction = scaled % scale;
    auto digits = [](Int128 value) {
        std::string s;
        do {
            s.insert(s.begin(), static_cast<char>('0' + static_cast<int>(value % 10)));
            value /= 10;
        } while (value > 0);
        return s;
    };
    text += digits(whole);
    if (places > 0) {
        std::string f = digits(fraction);
        f.insert(f.begin(), static_cast<size_t>(places) - f.size(), '0');
        // Exact values lose their trailing zeros; rounded ones keep every place.
        if (numerator * scale % den == 0) {
            while (!f.empty() && f.back() == '0') {
                f.pop_back();
            }
        }
        if (!f.empty()) {
            text += "." + f;
        }
    }
    return text;
}

} // namespace greed::core

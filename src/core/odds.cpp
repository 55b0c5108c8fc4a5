// Exact throw odds by enumerating face multisets weighted by their multinomial counts.
#include "odds.hpp"

#include <algorithm>
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

namespace {

// Walks, class by class, every way to split the dice left into a non-increasing list of
// per-face counts (at most one entry per face of the class).
class GroupedWalk {
public:
    GroupedWalk(int dice, int faceCount, const std::vector<std::vector<Face>>& classes,
                const std::function<void(const Counts&, std::uint64_t)>& visit)
        : m_dice(dice), m_classes(classes), m_visit(visit),
          m_counts(static_cast<size_t>(faceCount), 0), m_parts(classes.size()) {
        m_factorial.assign(static_cast<size_t>(dice) + 1, 1);
        for (size_t i = 1; i < m_factorial.size(); ++i) {
            m_factorial[i] = m_factorial[i - 1] * i;
        }
    }

    void run() { part(0, 0, m_dice, m_dice, 1, 1); }

private:
    // Chooses the count of face number `slot` of class `cls`, at most `cap` (non-increasing).
    // `divisor` is the product of count! so far (the multinomial's denominator); `assign` the
    // ways the earlier classes' counts land on distinct faces of their classes.
    void part(size_t cls, size_t slot, int left, int cap, std::uint64_t divisor,
              std::uint64_t assign) {
        if (cls == m_classes.size()) {
            if (left == 0) {
                m_visit(m_counts, m_factorial[static_cast<size_t>(m_dice)] / divisor * assign);
            }
            return;
        }
        const auto& faces = m_classes[cls];
        std::vector<int>& parts = m_parts[cls];
        // Close the class here (its other faces show no die) and go on with the next one.
        part(cls + 1, 0, left, left, divisor, assign * placements(parts, faces.size()));
        if (slot == faces.size()) {
            return;
        }
        const auto index = static_cast<size_t>(faces[slot] - 1);
        for (int n = std::min(cap, left); n >= 1; --n) {
            m_counts[index] = n;
            parts.push_back(n);
            part(cls, slot + 1, left - n, n, divisor * m_factorial[static_cast<size_t>(n)], assign);
            parts.pop_back();
        }
        m_counts[index] = 0;
    }

    // Distinct ways to give the (non-increasing) counts to `faces` faces: choose the faces
    // for each run of equal counts in turn.
    static std::uint64_t placements(const std::vector<int>& parts, size_t faces) {
        std::uint64_t ways = 1;
        size_t remaining = faces;
        for (size_t i = 0; i < parts.size();) {
            size_t same = 1;
            while (i + same < parts.size() && parts[i + same] == parts[i]) {
                ++same;
            }
            ways *= binomial(remaining, same);
            remaining -= same;
            i += same;
        }
        return ways;
    }

    static std::uint64_t binomial(size_t n, size_t k) {
        std::uint64_t r = 1;
        for (size_t i = 1; i <= k; ++i) {
            r = r * (n - k + i) / i; // exact at every step
        }
        return r;
    }

    int m_dice;
    const std::vector<std::vector<Face>>& m_classes;
    const std::function<void(const Counts&, std::uint64_t)>& m_visit;
    Counts m_counts;
    std::vector<std::vector<int>> m_parts; // per class, the counts given to its first faces
    std::vector<std::uint64_t> m_factorial;
};

} // namespace

void forEachThrowGrouped(int dice, int faceCount, const std::vector<std::vector<Face>>& classes,
                         const std::function<void(const Counts&, std::uint64_t ways)>& visit) {
    GroupedWalk(dice, faceCount, classes, visit).run();
}

std::uint64_t groupedThrowCount(int dice, const std::vector<std::vector<Face>>& classes) {
    // A class of s faces takes k dice in as many ways as k splits into at most s parts (its
    // faces are alike); the classes share the dice out.
    const auto n = static_cast<std::size_t>(std::max(dice, 0));
    auto partitions = [n](std::size_t parts) {
        // p[k]: partitions of k into parts of size at most `parts` (the same count).
        std::vector<std::uint64_t> p(n + 1, 0);
        p[0] = 1;
        for (std::size_t size = 1; size <= parts && size <= n; ++size) {
            for (std::size_t k = size; k <= n; ++k) {
                p[k] += p[k - size];
            }
        }
        return p;
    };
    std::vector<std::uint64_t> ways(n + 1, 0);
    ways[0] = 1;
    for (const auto& cls : classes) {
        const std::vector<std::uint64_t> p = partitions(cls.size());
        std::vector<std::uint64_t> next(n + 1, 0);
        for (std::size_t used = 0; used <= n; ++used) {
            for (std::size_t k = 0; used + k <= n; ++k) {
                next[used + k] += ways[used] * p[k];
            }
        }
        ways = std::move(next);
    }
    return ways[n];
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

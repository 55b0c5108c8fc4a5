// TurnModel: enumerates every throw once per dice count and groups the outcomes.
#include "ai/turn_model.hpp"

#include "core/odds.hpp"
#include "core/rng.hpp"

#include <algorithm>
#include <map>
#include <numeric>
#include <utility>

namespace greed::ai {

double ThrowTable::penaltyProbability() const {
    double p = 0.0;
    for (const auto& pen : penalties) {
        p += pen.probability;
    }
    return p;
}

std::uint64_t ThrowTable::failWays(int minimumUnits) const {
    std::uint64_t ways = bustWays;
    for (const auto& set : sets) {
        if (set.best < minimumUnits) {
            ways += set.ways;
        }
    }
    return ways;
}

namespace {

struct RawSet {
    std::vector<std::pair<int, int>> choices; // (nextDice, points) sorted
    std::uint64_t ways = 0;
};

struct RawTable {
    std::uint64_t total = 0;
    std::uint64_t bustWays = 0;
    std::map<int, std::uint64_t> penalties;
    std::map<std::vector<std::pair<int, int>>, std::uint64_t> sets;
};

} // namespace

TurnModel::TurnModel(const core::Rules& rules) : m_rules(rules), m_scorer(rules) {
    const int n = rules.diceCount;
    std::vector<RawTable> raw(static_cast<size_t>(n + 1));
    int g = 0;
    // Faces that score alike are enumerated together: large rule sets (10 dice of 20 faces,
    // most of them blank) would otherwise take 20 million scored throws (about 20 s).
    const auto classes = core::interchangeableFaces(rules);
    for (int d = 1; d <= n; ++d) {
        RawTable& table = raw[static_cast<size_t>(d)];
        auto visit = [&](const core::Counts& counts, std::uint64_t ways) {
            table.total += ways;
            const core::ScoreResult best = m_scorer.bestCounts(counts);
            if (best.penalty) {
                table.penalties[best.points] += ways;
                g = std::gcd(g, std::abs(best.points));
                return;
            }
            if (best.bust()) {
                table.bustWays += ways;
                return;
            }
            std::map<int, int> byNext; // nextDice -> best points
            if (rules.keepPolicy == core::KeepPolicy::Auto) {
                byNext[nextDice(d, best.diceUsed())] = best.points;
            } else {
                for (const auto& option : m_scorer.keepOptions(core::facesOf(counts))) {
                    const int kept = std::accumulate(option.counts.begin(), option.counts.end(), 0);
                    int& slot = byNext[nextDice(d, kept)];
                    slot = std::max(slot, option.points);
                }
            }
            std::vector<std::pair<int, int>> key(byNext.begin(), byNext.end());
            for (const auto& [next, points] : key) {
                g = std::gcd(g, points);
            }
            table.sets[key] += ways;
        };
        if (core::groupedThrowCount(d, classes) <= kExactThrows) {
            core::forEachThrowGrouped(d, rules.faceCount, classes, visit);
        } else {
            // Too many distinct throws to score each (10 dice of 20 faces that all score
            // differently: 20 million, a minute and a half): a fixed sample of throws stands
            // for them, the same on every run, each counted once.
            m_sampled = true;
            core::Rng rng(kSampleSeed + static_cast<std::uint64_t>(d));
            core::Counts counts(static_cast<size_t>(rules.faceCount), 0);
            for (int i = 0; i < kSampledThrows; ++i) {
                std::fill(counts.begin(), counts.end(), 0);
                for (int k = 0; k < d; ++k) {
                    ++counts[static_cast<size_t>(rng.face(rules.faceCount) - 1)];
                }
                visit(counts, 1);
            }
        }
    }
    if (rules.bustStreak.on()) {
        g = std::gcd(g, rules.bustStreak.penalty); // the penalty lands on the same grid
    }
    m_unit = g > 0 ? g : 1;
    m_bankUnits = unitsAtLeast(rules.bankMinimum);
    m_entryUnits = rules.entryRule == core::EntryRule::None ? 0 : unitsAtLeast(rules.entryMinimum);

    m_tables.resize(static_cast<size_t>(n + 1));
    for (int d = 1; d <= n; ++d) {
        const RawTable& in = raw[static_cast<size_t>(d)];
        ThrowTable& out = m_tables[static_cast<size_t>(d)];
        const double total = static_cast<double>(in.total);
        out.dice = d;
        out.total = in.total;
        out.bustWays = in.bustWays;
        out.bust = static_cast<double>(in.bustWays) / total;
        for (const auto& [points, ways] : in.penalties) {
            out.penalties.push_back({points / m_unit, static_cast<double>(ways) / total, ways});
            m_maxPenalty = std::max(m_maxPenalty, -points / m_unit);
        }
        for (const auto& [key, ways] : in.sets) {
            ChoiceSet set;
            set.ways = ways;
            set.probability = static_cast<double>(ways) / total;
            for (const auto& [next, points] : key) {
                set.choices.push_back({points / m_unit, next});
                set.best = std::max(set.best, points / m_unit);
                m_maxPoints = std::max(m_maxPoints, points / m_unit);
            }
            // Best choice first: auto-like keeps are tried first and ties resolve alike.
            std::sort(set.choices.begin(), set.choices.end(),
                      [](const KeepChoice& a, const KeepChoice& b) { return a.points > b.points; });
            out.sets.push_back(std::move(set));
        }
    }
    if (rules.rerollPolicy == core::RerollPolicy::All) {
        m_diceCounts = {n};
    } else {
        for (int d = 1; d <= n; ++d) {
            m_diceCounts.push_back(d);
        }
    }
}

int TurnModel::nextDice(int thrown, int kept) const {
    if (m_rules.rerollPolicy == core::RerollPolicy::All) {
        return m_rules.diceCount;
    }
    const int left = thrown - kept;
    return left <= 0 ? m_rules.diceCount : left;
}

int TurnModel::unitsAtLeast(int points) const {
    if (points <= 0) {
        return 0;
    }
    return (points + m_unit - 1) / m_unit;
}

bool TurnModel::canBank(int t, bool entered) const {
    if (t <= 0 || t < m_bankUnits) {
        return false;
    }
    if (!entered && (m_rules.entryRule == core::EntryRule::TurnTotal ||
                     m_rules.entryRule == core::EntryRule::FirstBank)) {
        return t >= m_entryUnits;
    }
    return true;
}

bool TurnModel::firstRollEntry(bool entered) const {
    return !entered && m_rules.entryRule == core::EntryRule::FirstRoll && m_entryUnits > 0;
}

} // namespace greed::ai

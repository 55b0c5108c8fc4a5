// Fairness: the p-value comes from Boost.Math's regularised incomplete gamma function; the
// exact bust chance from the core's enumeration of throws (core/odds).
#include "stats/fairness.hpp"

#include "core/odds.hpp"
#include "core/rules_io.hpp"
#include "i18n/numbers.hpp"
#include "i18n/translate.hpp"

#include <boost/math/special_functions/gamma.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <map>

namespace greed::stats {

namespace {

// Throws of up to this many face multisets are enumerated (a few milliseconds).
constexpr double kMaxMultisets = 200000;
// Dice have 2 to 20 faces (the rule files' limits): a crafted greed.db row with another face
// count is passed over instead of sizing a table by it.
constexpr std::int64_t kMinFaces = 2;
constexpr std::int64_t kMaxFaces = 20;

// Counts come from a file anyone may have written: a negative one counts nothing, and sums
// stop at the largest count rather than overflow.
std::int64_t countFrom(std::int64_t stored) {
    return std::max<std::int64_t>(stored, 0);
}

std::int64_t cappedSum(std::int64_t a, std::int64_t b) {
    const std::int64_t most = std::numeric_limits<std::int64_t>::max();
    return b > most - a ? most : a + b;
}

double multisets(int dice, int faces) {
    // C(dice + faces - 1, dice)
    double c = 1;
    for (int i = 1; i <= dice; ++i) {
        c = c * (faces - 1 + i) / i;
    }
    return c;
}

std::string onceIn(double p) {
    return i18n::formatNumber(std::llround(p > 0 ? 1.0 / p : 1e9));
}

} // namespace

double chiSquarePValue(double x, int degrees) {
    if (degrees <= 0) {
        return 1.0;
    }
    if (x <= 0) {
        return 1.0;
    }
    return boost::math::gamma_q(degrees / 2.0, x / 2.0);
}

ChiSquare chiSquareUniform(const std::vector<std::int64_t>& counts) {
    ChiSquare c;
    for (const auto n : counts) {
        c.total = cappedSum(c.total, countFrom(n));
    }
    c.degrees = static_cast<int>(counts.size()) - 1;
    if (counts.size() < 2 || c.total == 0) {
        return c;
    }
    const double expected = static_cast<double>(c.total) / static_cast<double>(counts.size());
    for (const auto n : counts) {
        const double d = static_cast<double>(countFrom(n)) - expected;
        c.statistic += d * d / expected;
    }
    c.pValue = chiSquarePValue(c.statistic, c.degrees);
    c.enoughData = expected >= 5.0;
    return c;
}

std::string ChiSquare::verdict() const {
    if (!enoughData) {
        // TRANSLATORS: the dice fairness check (a chi-square test) cannot judge yet.
        return i18n::tr("too few dice thrown yet to judge");
    }
    if (pValue >= 0.01) {
        return i18n::tr("consistent with fair dice");
    }
    if (pValue >= 0.001) {
        // TRANSLATORS: {0} a number such as 250: fair dice show counts this uneven once in
        // that many checks.
        return i18n::trf("a little unusual: fair dice do this about once in {0} checks",
                         onceIn(pValue));
    }
    return i18n::trf(
        "not consistent with fair dice: fair dice would do this less than once in {0} checks",
        i18n::formatNumber(1000));
}

std::int64_t FairnessReport::diceThrown() const {
    std::int64_t n = 0;
    for (const auto& f : faces) {
        n = cappedSum(n, f.test.total);
    }
    return n;
}

FairnessReport fairness(const Database& db, std::optional<std::int64_t> game) {
    FairnessReport report;
    // The installation's running totals, or one game's own tallies.
    Statement faces =
        db.prepare(game ? "SELECT r.face_count, f.face, total(f.count), min(r.json), max(r.json) "
                          "FROM dice_faces f JOIN games g ON g.id = f.game "
                          "JOIN rule_sets r ON r.id = g.rule_set WHERE g.id = ?1 "
                          "GROUP BY r.face_count, f.face ORDER BY r.face_count, f.face"
                        : "SELECT t.face_count, t.face, t.count, "
                          "(SELECT min(json) FROM rule_sets r WHERE r.face_count = t.face_count), "
                          "(SELECT max(json) FROM rule_sets r WHERE r.face_count = t.face_count) "
                          "FROM face_totals t ORDER BY t.face_count, t.face");
    if (game) {
        faces.bind(1, *game);
    }
    std::map<int, FaceReport> byFaces;
    while (faces.step()) {
        if (faces.integer(0) < kMinFaces || faces.integer(0) > kMaxFaces) {
            continue;
        }
        const int faceCount = static_cast<int>(faces.integer(0));
        const std::int64_t face = faces.integer(1);
        FaceReport& r = byFaces[faceCount];
        r.faceCount = faceCount;
        r.counts.resize(static_cast<std::size_t>(faceCount), 0);
        if (face >= 1 && face <= faceCount) {
            r.counts[static_cast<std::size_t>(face - 1)] = countFrom(faces.integer(2));
        }
        if (face == 1) {
            // Labels only when every rule set of this many faces names them alike (cubilete's
            // A K Q J 10 9 next to Greed's pips would mislead): otherwise numbers.
            try {
                const auto a =
                    core::rulesFromJson(nlohmann::json::parse(faces.text(3)), "greed.db");
                const auto b =
                    core::rulesFromJson(nlohmann::json::parse(faces.text(4)), "greed.db");
                if (a.faceLabels == b.faceLabels) {
                    r.labels = a.faceLabels;
                }
            } catch (const std::exception&) {
                // Labels are cosmetic: numbers will do.
            }
        }
    }
    for (auto& [n, r] : byFaces) {
        if (r.labels.size() != static_cast<std::size_t>(n)) {
            r.labels.clear();
            for (int f = 1; f <= n; ++f) {
                r.labels.push_back(std::to_string(f));
            }
        }
        r.test = chiSquareUniform(r.counts);
        report.faces.push_back(std::move(r));
    }

    // Busts: per rule set (the exact chance depends on its scoring) and dice thrown.
    Statement throws = db.prepare(
        game ? "SELECT r.id, r.name, r.json, t.dice, t.throws, t.busts FROM dice_throws t "
               "JOIN games g ON g.id = t.game JOIN rule_sets r ON r.id = g.rule_set "
               "WHERE g.id = ?1 ORDER BY t.dice"
             : "SELECT r.id, r.name, r.json, t.dice, t.throws, t.busts FROM throw_totals t "
               "JOIN rule_sets r ON r.id = t.rule_set ORDER BY r.name, r.id, t.dice");
    if (game) {
        throws.bind(1, *game);
    }
    std::map<std::int64_t, std::optional<core::Scorer>> scorers;
    while (throws.step()) {
        BustLine line;
        line.rules = throws.text(1);
        line.dice = static_cast<int>(std::clamp<std::int64_t>(throws.integer(3), 0, 1000));
        line.throws = countFrom(throws.integer(4));
        line.busts = std::min(countFrom(throws.integer(5)), line.throws);
        line.observed = line.throws > 0
                            ? static_cast<double>(line.busts) / static_cast<double>(line.throws)
                            : 0;
        auto found = scorers.find(throws.integer(0));
        if (found == scorers.end()) {
            std::optional<core::Scorer> scorer;
            try {
                scorer.emplace(
                    core::rulesFromJson(nlohmann::json::parse(throws.text(2)), "greed.db"));
            } catch (const std::exception&) {
                // A rule set this version cannot read: no exact chance for it.
            }
            found = scorers.emplace(throws.integer(0), std::move(scorer)).first;
        }
        const auto& scorer = found->second;
        if (scorer && line.dice >= 1 && line.dice <= scorer->rules().diceCount &&
            multisets(line.dice, scorer->rules().faceCount) <= kMaxMultisets) {
            const core::ThrowOdds odds = core::throwOdds(*scorer, line.dice);
            line.exact = odds.bustProbability();
            line.exactText = core::fractionText(odds.bustWays, odds.total);
            const double p = *line.exact;
            const double n = static_cast<double>(line.throws);
            line.enoughData = n * p >= 5 && n * (1 - p) >= 5;
            if (p > 0 && p < 1 && n > 0) {
                const double z =
                    (static_cast<double>(line.busts) - n * p) / std::sqrt(n * p * (1 - p));
                line.pValue = std::erfc(std::fabs(z) / std::sqrt(2.0));
            } else {
                line.pValue = (p == 0 && line.busts == 0) || (p == 1 && line.busts == line.throws)
                                  ? 1.0
                                  : 0.0;
            }
        }
        report.busts.push_back(std::move(line));
    }
    return report;
}

} // namespace greed::stats

// Calibration of the win-chance hints at tables of three and four (issue 23): seeded games of
// Professor and Steady mixes; at every turn start the chance the hint shows the player to
// move is recorded with that player's share of the win at the end. Prints, per table, the
// Brier score (and that of always saying 1/N), the first turn's prediction against the first
// player's results, and predicted against observed by tenths with counts and 95 % intervals.
// Two estimates are followed: the hint as shown ("hint": the exact three-player solution
// where one is held, else the pairwise normalised estimate) and the pairwise normalised
// estimate alone ("pairwise", the hint before the three-player solution). Not a timed test:
//   nice -n 10 build/bench/greed-bench-calibration --games 2000 --threads 2
#include "table_games.hpp"

#include "ai/factory.hpp"
#include "ai/hints.hpp"
#include "ai/optimal_strategy.hpp"
#include "ai/solution_cache.hpp"
#include "ai/table_estimate.hpp"

#include "core/paths.hpp"
#include "core/rules_io.hpp"

#include <array>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <sstream>
#include <string>
#include <vector>

namespace {

using namespace greed;

constexpr int kBuckets = 10;
constexpr int kEstimates = 2; // the hint as shown, the pairwise normalised estimate

// Sums over the turn starts in one tenth of predictions; the per-game sums give an interval
// that allows for the turn starts of one game going together (a cluster-robust variance).
struct Bucket {
    std::uint64_t count = 0;
    double predicted = 0.0;
    double observed = 0.0;
    double gameObserved2 = 0.0; // sum over games of (observed in the game)^2
    double gameCross = 0.0;     // ... of observed x count in the game
    double gameCount2 = 0.0;    // ... of count^2
    std::uint64_t games = 0;    // games with a turn start here
    void add(const Bucket& o) {
        count += o.count;
        predicted += o.predicted;
        observed += o.observed;
        gameObserved2 += o.gameObserved2;
        gameCross += o.gameCross;
        gameCount2 += o.gameCount2;
        games += o.games;
    }
    // The observed mean and the half width of its 95 % interval.
    std::pair<double, double> interval(std::uint64_t allGames) const {
        const double n = static_cast<double>(count);
        const double m = observed / n;
        const double g = static_cast<double>(allGames);
        const double spread = gameObserved2 - 2 * m * gameCross + m * m * gameCount2;
        const double var = g > 1 ? g / (g - 1) * std::max(0.0, spread) / (n * n) : 1.0;
        return {m, 1.959964 * std::sqrt(var)};
    }
};

// Tempered pairwise estimates tried: each player's product of pairwise chances raised to
// this power before the chances are scaled to sum to one (1 = the plain normalised one).
constexpr std::array<double, 7> kPowers{0.5, 0.6, 0.7, 0.8, 0.9, 1.0, 1.2};

struct Calibration {
    std::array<std::array<Bucket, kBuckets>, kEstimates> buckets{};
    std::array<double, kEstimates> brier{};
    std::array<double, kPowers.size()> brierTempered{};
    double brierFlat = 0.0;
    std::uint64_t samples = 0;
    std::array<double, kEstimates> firstPredicted{};
    double firstObserved = 0.0;
    std::uint64_t games = 0;

    void add(const Calibration& o) {
        for (int e = 0; e < kEstimates; ++e) {
            for (int b = 0; b < kBuckets; ++b) {
                buckets[static_cast<size_t>(e)][static_cast<size_t>(b)].add(
                    o.buckets[static_cast<size_t>(e)][static_cast<size_t>(b)]);
            }
            brier[static_cast<size_t>(e)] += o.brier[static_cast<size_t>(e)];
            firstPredicted[static_cast<size_t>(e)] += o.firstPredicted[static_cast<size_t>(e)];
        }
        for (size_t k = 0; k < kPowers.size(); ++k) {
            brierTempered[k] += o.brierTempered[k];
        }
        brierFlat += o.brierFlat;
        samples += o.samples;
        firstObserved += o.firstObserved;
        games += o.games;
    }
};

struct Options {
    std::uint64_t games = 2000;
    int threads = 2;
    std::uint64_t seed = 41;
    std::vector<std::string> rules{"greed", "zehntausend", "farkle"};
    std::vector<std::string> tables{"professor,steady,steady", "professor,professor,steady",
                                    "professor,steady,steady,steady",
                                    "professor,professor,steady,steady"};
};

Options parse(int argc, char** argv) {
    Options o;
    bench::forEachOption(argc, argv, [&](const std::string& key, const std::string& value) {
        if (key == "--tables") {
            o.tables = bench::split(value, ';');
        } else if (!bench::runOption(key, value, o.games, o.threads, o.seed, o.rules)) {
            std::fprintf(stderr, "unknown option %s\n", key.c_str());
            std::exit(2);
        }
    });
    return o;
}

Calibration measure(const Options& o, const core::Rules& rules,
                    const std::vector<std::string>& ids) {
    const core::Scorer scorer(rules);
    const double flat = 1.0 / static_cast<double>(ids.size());
    std::vector<Calibration> parts(static_cast<size_t>(std::max(1, o.threads)));
    bench::shareGames(o.games, o.threads, [&](int thread, std::uint64_t from, std::uint64_t to) {
        ai::StrategyOptions strategies;
        strategies.takeLateSolution = false;
        std::vector<std::unique_ptr<ai::Strategy>> players;
        for (const auto& id : ids) {
            players.push_back(ai::makeStrategy(id, rules, strategies));
        }
        ai::HintAdvisor hint(rules, 0);
        ai::OptimalStrategy pairwise("pairwise", ai::sharedExpectedPolicy(rules),
                                     ai::sharedSolution(rules, 0), {},
                                     ai::TableCombine::Normalised);
        const ai::TableEstimate products(ai::sharedSolution(rules, 0), ai::TableCombine::Product);
        Calibration& c = parts[static_cast<size_t>(thread)];
        struct Sample {
            int player;
            std::array<double, kEstimates> p;
            std::vector<double> products; // every player's, at this turn start
        };
        std::vector<Sample> samples;
        for (std::uint64_t g = from; g < to; ++g) {
            samples.clear();
            const auto share =
                bench::playGame(scorer, ids, players, o.seed, g, [&](const core::Game& game) {
                    if (game.phase() != core::Phase::AwaitRoll || game.rollsThisTurn() != 0) {
                        return;
                    }
                    Sample s{game.currentPlayer(), {}, products.chances(game)};
                    const ai::Hint h = hint.advise(game);
                    bool win = false;
                    const double pair = pairwise.valuesFor(game, win).start();
                    if (!h.winIfRoll || !win) {
                        return;
                    }
                    s.p = {*h.winIfRoll, pair};
                    samples.push_back(s);
                });
            ++c.games;
            std::array<std::array<Bucket, kBuckets>, kEstimates> inGame{};
            for (size_t i = 0; i < samples.size(); ++i) {
                const Sample& s = samples[i];
                const double won = share[static_cast<size_t>(s.player)];
                for (int e = 0; e < kEstimates; ++e) {
                    const double p = s.p[static_cast<size_t>(e)];
                    const int b = std::min(kBuckets - 1, static_cast<int>(p * kBuckets));
                    Bucket& bucket = inGame[static_cast<size_t>(e)][static_cast<size_t>(b)];
                    ++bucket.count;
                    bucket.predicted += p;
                    bucket.observed += won;
                    c.brier[static_cast<size_t>(e)] += (p - won) * (p - won);
                    if (i == 0) {
                        c.firstPredicted[static_cast<size_t>(e)] += p;
                    }
                }
                if (i == 0) {
                    c.firstObserved += won;
                }
                double sum[kPowers.size()] = {};
                for (double q : s.products) {
                    for (size_t k = 0; k < kPowers.size(); ++k) {
                        sum[k] += std::pow(q, kPowers[k]);
                    }
                }
                const double mine = s.products[static_cast<size_t>(s.player)];
                for (size_t k = 0; k < kPowers.size(); ++k) {
                    const double p = sum[k] > 0 ? std::pow(mine, kPowers[k]) / sum[k] : flat;
                    c.brierTempered[k] += (p - won) * (p - won);
                }
                c.brierFlat += (flat - won) * (flat - won);
                ++c.samples;
            }
            for (int e = 0; e < kEstimates; ++e) {
                for (int b = 0; b < kBuckets; ++b) {
                    Bucket& k = inGame[static_cast<size_t>(e)][static_cast<size_t>(b)];
                    if (k.count == 0) {
                        continue;
                    }
                    const double n = static_cast<double>(k.count);
                    k.gameObserved2 = k.observed * k.observed;
                    k.gameCross = k.observed * n;
                    k.gameCount2 = n * n;
                    k.games = 1;
                    c.buckets[static_cast<size_t>(e)][static_cast<size_t>(b)].add(k);
                }
            }
        }
    });
    Calibration total;
    for (const auto& p : parts) {
        total.add(p);
    }
    return total;
}

void print(const std::string& rules, const std::string& table, const Calibration& c) {
    const double n = static_cast<double>(std::max<std::uint64_t>(1, c.samples));
    const double games = static_cast<double>(std::max<std::uint64_t>(1, c.games));
    std::printf("\n%s  %s  games %llu  turn starts %llu  Brier hint %.4f pairwise %.4f "
                "(saying 1/N: %.4f)\n",
                rules.c_str(), table.c_str(), static_cast<unsigned long long>(c.games),
                static_cast<unsigned long long>(c.samples), c.brier[0] / n, c.brier[1] / n,
                c.brierFlat / n);
    std::printf("  Brier of the pairwise products tempered to the power");
    for (size_t k = 0; k < kPowers.size(); ++k) {
        std::printf(" %.1f: %.4f", kPowers[k], c.brierTempered[k] / n);
    }
    std::printf("\n");
    std::printf("  first turn of a game: hint %.4f pairwise %.4f; the first player won %.4f "
                "+- %.4f\n",
                c.firstPredicted[0] / games, c.firstPredicted[1] / games, c.firstObserved / games,
                1.96 * std::sqrt(0.25 / games));
    std::printf("  %-9s | %8s %8s %8s %-17s | %8s %8s %8s %-17s\n", "predicted", "hint n", "mean",
                "observed", "95% interval", "pair n", "mean", "observed", "95% interval");
    for (int b = 0; b < kBuckets; ++b) {
        std::printf("  %.1f-%.1f  ", b / 10.0, (b + 1) / 10.0);
        for (int e = 0; e < kEstimates; ++e) {
            const Bucket& k = c.buckets[static_cast<size_t>(e)][static_cast<size_t>(b)];
            if (k.count == 0) {
                std::printf(" | %8s %8s %8s %-17s", "0", "", "", "");
                continue;
            }
            const auto m = k.interval(c.games);
            std::printf(" | %8llu %8.4f %8.4f [%.4f, %.4f]",
                        static_cast<unsigned long long>(k.count),
                        k.predicted / static_cast<double>(k.count), m.first, m.first - m.second,
                        m.first + m.second);
        }
        std::printf("\n");
    }
    std::fflush(stdout);
}

} // namespace

int main(int argc, char** argv) {
    const Options o = parse(argc, argv);
    for (const auto& name : o.rules) {
        const core::Rules rules = core::loadPreset(name);
        ai::sharedSolution(rules, UINT64_MAX, core::dataDirectory());
        ai::sharedThreeSolution(rules, UINT64_MAX, core::dataDirectory());
        for (const auto& table : o.tables) {
            print(name, table, measure(o, rules, bench::split(table, ',')));
        }
    }
    return 0;
}

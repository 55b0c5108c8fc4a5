// Benchmark of the Professor at tables of three and more (issue 23): its win rate against
// Steadys for each way of valuing the table (the exact three-player solution, the two-player
// solution against the leader, ...), and for the expected-points Professor it replaces, with
// Wilson 95% intervals. Not a timed test: run
//   nice -n 10 build/bench/greed-bench-table --games 4000 --threads 2
// (solutions come from the cache or are solved first, with progress on stderr).
// `--paired A,B` plays every game twice, variant A and then B in the same seat against the
// same dice streams (common random numbers), and prints the paired difference with its 95 %
// interval.
#include "table_games.hpp"

#include "ai/factory.hpp"
#include "ai/personality.hpp"
#include "ai/solution_cache.hpp"
#include "session/tournament.hpp"

#include "core/paths.hpp"
#include "core/rules_io.hpp"

#include <array>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <sstream>
#include <string>
#include <vector>

namespace {

using namespace greed;

// The default personalities plus one Professor per table valuation ("professor-leader" ...).
std::vector<ai::Personality> withVariants(const std::vector<std::string>& variants) {
    std::vector<ai::Personality> all = ai::defaultPersonalities();
    const ai::Personality professor = *ai::findPersonality(all, "professor");
    for (const auto& v : variants) {
        ai::Personality p = professor;
        p.id = "professor-" + v;
        p.play.table = v;
        all.push_back(p);
    }
    return all;
}

struct Options {
    std::uint64_t games = 4000;
    int threads = 2;
    std::uint64_t seed = 23;
    std::vector<std::string> rules{"greed", "zehntausend", "farkle"};
    std::vector<std::string> variants{"exact", "leader", "expected"};
    std::vector<std::string> paired; // --paired A,B
    std::vector<int> sizes{3, 4};
    std::vector<std::string> table; // --players: one mixed table instead, every seat reported
};

Options parse(int argc, char** argv) {
    Options o;
    bench::forEachOption(argc, argv, [&](const std::string& key, const std::string& value) {
        if (bench::runOption(key, value, o.games, o.threads, o.seed, o.rules)) {
            return;
        }
        if (key == "--variants") {
            o.variants = bench::split(value);
        } else if (key == "--paired") {
            o.paired = bench::split(value);
            if (o.paired.size() != 2) {
                std::fprintf(stderr, "--paired wants two variants, e.g. exact,leader\n");
                std::exit(2);
            }
        } else if (key == "--players") {
            o.table = bench::split(value);
        } else if (key == "--sizes") {
            o.sizes.clear();
            for (const auto& s : bench::split(value)) {
                o.sizes.push_back(std::atoi(s.c_str()));
            }
        } else {
            std::fprintf(stderr, "unknown option %s\n", key.c_str());
            std::exit(2);
        }
    });
    return o;
}

} // namespace

void progress(int, double f) {
    std::fprintf(stderr, "\rsolving %3.0f %%", 100.0 * f);
}

session::TournamentResult play(const Options& o, const core::Rules& rules,
                               const std::vector<std::string>& players,
                               const std::vector<ai::Personality>& personalities) {
    session::TournamentConfig config;
    config.rules = rules;
    config.players = players;
    config.games = o.games;
    config.seed = o.seed;
    config.threads = o.threads;
    config.strategies.personalities = &personalities;
    config.strategies.solveUpTo = UINT64_MAX;
    config.solveProgress = progress;
    return session::runTournament(config);
}

void row(const std::string& rules, const std::string& table, const std::string& id,
         const session::PlayerStats& p, double share, double gamesPerSecond) {
    const auto ci = p.winInterval();
    std::printf("%-12s %-7s %-22s %7llu %8.4f  [%.4f, %.4f] %7.4f %9.1f\n", rules.c_str(),
                table.c_str(), id.c_str(), static_cast<unsigned long long>(p.games), p.winRate(),
                ci.first, ci.second, share, gamesPerSecond);
    std::fflush(stdout);
}

// Variant A and then B in seat 0 of the same games (the rest Steady): their win shares and
// the paired difference, each with its 95 % interval.
void paired(const Options& o, const std::string& name, const core::Rules& rules, int size,
            const std::vector<ai::Personality>& personalities) {
    ai::StrategyOptions strategies;
    strategies.personalities = &personalities;
    strategies.takeLateSolution = false;
    const core::Scorer scorer(rules);
    using Sums = std::array<bench::Moments, 3>; // A's share, B's, A's minus B's
    std::vector<Sums> sums(static_cast<size_t>(std::max(1, o.threads)));
    bench::shareGames(o.games, o.threads, [&](int thread, std::uint64_t from, std::uint64_t to) {
        std::vector<std::string> ids[2];
        std::vector<std::unique_ptr<ai::Strategy>> players[2];
        for (int k = 0; k < 2; ++k) {
            ids[k] = {"professor-" + o.paired[static_cast<size_t>(k)]};
            ids[k].resize(static_cast<size_t>(size), "steady");
            for (const auto& id : ids[k]) {
                players[k].push_back(ai::makeStrategy(id, rules, strategies));
            }
        }
        Sums& s = sums[static_cast<size_t>(thread)];
        for (std::uint64_t g = from; g < to; ++g) {
            const double a =
                bench::playGame(scorer, ids[0], players[0], o.seed, g, [](const core::Game&) {})[0];
            const double b =
                bench::playGame(scorer, ids[1], players[1], o.seed, g, [](const core::Game&) {})[0];
            s[0].add(a);
            s[1].add(b);
            s[2].add(a - b);
        }
    });
    Sums t;
    for (const auto& s : sums) {
        for (size_t k = 0; k < t.size(); ++k) {
            t[k].add(s[k]);
        }
    }
    const auto a = t[0].interval();
    const auto b = t[1].interval();
    const auto d = t[2].interval();
    std::printf("%-12s 1+%-5d %-10s %-10s %7llu %7.4f [%.4f, %.4f] %7.4f [%.4f, %.4f] %+8.4f "
                "[%+.4f, %+.4f] %6.1f SE\n",
                name.c_str(), size - 1, o.paired[0].c_str(), o.paired[1].c_str(),
                static_cast<unsigned long long>(o.games), a.first, a.first - a.second,
                a.first + a.second, b.first, b.first - b.second, b.first + b.second, d.first,
                d.first - d.second, d.first + d.second,
                d.second > 0 ? d.first / (d.second / 1.959964) : 0.0);
    std::fflush(stdout);
}

int main(int argc, char** argv) {
    const Options o = parse(argc, argv);
    std::vector<std::string> variants = o.variants;
    variants.insert(variants.end(), o.paired.begin(), o.paired.end());
    const auto personalities = withVariants(variants);
    for (const auto& name : o.rules) {
        // The exact three-player solution where the rules have one (the players only load it).
        const core::Rules rules = core::loadPreset(name);
        if (auto three =
                ai::sharedThreeSolution(rules, UINT64_MAX, core::dataDirectory(), progress)) {
            std::fprintf(stderr, "\r%s: three-player solution, first player %.6f\n", name.c_str(),
                         three->stats().firstPlayerWin);
        }
    }
    if (!o.paired.empty()) {
        std::printf("%-12s %-7s %-10s %-10s %7s %7s %-17s %7s %-17s %8s %-19s\n", "rules", "table",
                    "A", "B", "games", "A win", "95% interval", "B win", "95% interval", "A - B",
                    "95% interval");
        for (const auto& name : o.rules) {
            const core::Rules rules = core::loadPreset(name);
            ai::sharedSolution(rules, UINT64_MAX, core::dataDirectory(), progress);
            for (int size : o.sizes) {
                paired(o, name, rules, size, personalities);
            }
        }
        return 0;
    }
    std::printf("%-12s %-7s %-22s %7s %8s  %-17s %7s %9s\n", "rules", "table", "professor", "games",
                "win", "95% interval", "share", "games/s");
    for (const auto& name : o.rules) {
        const core::Rules rules = core::loadPreset(name);
        if (!o.table.empty()) {
            const auto result = play(o, rules, o.table, personalities);
            const std::string size = std::to_string(o.table.size());
            for (size_t i = 0; i < o.table.size(); ++i) {
                row(name, "mixed" + size, o.table[i], result.players[i],
                    1.0 / static_cast<double>(o.table.size()), result.gamesPerSecond());
            }
            continue;
        }
        for (int size : o.sizes) {
            for (const auto& v : o.variants) {
                std::vector<std::string> players{"professor-" + v};
                players.resize(static_cast<size_t>(size), "steady");
                const auto result = play(o, rules, players, personalities);
                row(name, "1+" + std::to_string(size - 1), players[0], result.players.front(),
                    1.0 / size, result.gamesPerSecond());
            }
        }
    }
    return 0;
}

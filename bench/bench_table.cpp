// Benchmark of the Professor at tables of three and more (issue 23): its win rate against
// Steadys for each way of valuing the table from the two-player solution, and for the
// expected-points Professor it replaces, with Wilson 95% intervals. Not a timed test: run
//   nice -n 10 build/bench/greed-bench-table --games 4000 --threads 2
// (solutions come from the cache or are solved first, with progress on stderr).
#include "ai/personality.hpp"
#include "ai/solution_cache.hpp"
#include "session/tournament.hpp"

#include "core/rules_io.hpp"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <sstream>
#include <string>
#include <vector>

namespace {

using namespace greed;

std::vector<std::string> split(const std::string& text) {
    std::vector<std::string> out;
    std::stringstream in(text);
    for (std::string item; std::getline(in, item, ',');) {
        out.push_back(item);
    }
    return out;
}

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
    std::vector<std::string> variants{"leader", "normalised", "product", "expected"};
    std::vector<int> sizes{3, 4};
    std::vector<std::string> table; // --players: one mixed table instead, every seat reported
};

Options parse(int argc, char** argv) {
    Options o;
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string key = argv[i];
        const std::string value = argv[i + 1];
        if (key == "--games") {
            o.games = std::strtoull(value.c_str(), nullptr, 10);
        } else if (key == "--threads") {
            o.threads = std::atoi(value.c_str());
        } else if (key == "--seed") {
            o.seed = std::strtoull(value.c_str(), nullptr, 10);
        } else if (key == "--rules") {
            o.rules = split(value);
        } else if (key == "--variants") {
            o.variants = split(value);
        } else if (key == "--players") {
            o.table = split(value);
        } else if (key == "--sizes") {
            o.sizes.clear();
            for (const auto& s : split(value)) {
                o.sizes.push_back(std::atoi(s.c_str()));
            }
        } else {
            std::fprintf(stderr, "unknown option %s\n", key.c_str());
            std::exit(2);
        }
    }
    return o;
}

} // namespace

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
    config.solveProgress = [](int, double f) {
        std::fprintf(stderr, "\rsolving %3.0f %%", 100.0 * f);
    };
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

int main(int argc, char** argv) {
    const Options o = parse(argc, argv);
    const auto personalities = withVariants(o.variants);
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

// greed-cli commands over the computer players: personalities, solve, tournament.
#include "cli/commands.hpp"

#include "ai/expected_policy.hpp"
#include "ai/personality.hpp"
#include "ai/solution_cache.hpp"
#include "ai/win_solver.hpp"
#include "session/tournament.hpp"

#include "core/player_name.hpp"
#include "core/rules_io.hpp"

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <memory>
#include <sstream>

#include <sys/resource.h>
#include <unistd.h>

namespace greed::cli {

ai::SolveProgress progressOnStderr(const std::string& ruleId) {
    const bool terminal = isatty(2) != 0;
    const std::string id = core::visibleText(ruleId);         // a rule file's id is the user's text
    auto last = std::make_shared<std::pair<int, int>>(-1, 0); // percent shown, sweep
    return [terminal, id, last](int sweep, double fraction) {
        const int pct = static_cast<int>(fraction * 100.0);
        const int shown = terminal ? pct : pct / 25 * 25;
        if (shown != last->first || sweep != last->second) {
            *last = {shown, sweep};
            std::fprintf(stderr,
                         terminal ? "\rsolving %s: sweep %d %3d%%" : "solving %s: sweep %d %3d%%\n",
                         id.c_str(), sweep, shown);
            std::fflush(stderr);
        }
    };
}

namespace {

void listPersonalities() {
    for (const auto& p : ai::defaultPersonalities()) {
        char colour[8];
        std::snprintf(colour, sizeof colour, "#%02x%02x%02x", p.colour.r, p.colour.g, p.colour.b);
        std::cout << p.id << "\t" << p.name << "\t" << colour << "\t" << p.description << "\n";
    }
}

long peakRssKib() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss;
}

struct SolveArgs {
    std::string rules;
    int threads = 2;
    bool noCache = false;
    int players = 2; // 3: the exact three-player solution
};

// The cache's reading and writing of each kind of solution, so one report serves both.
std::shared_ptr<const ai::WinSolution> loadCached(const ai::WinSolution*,
                                                  std::shared_ptr<const ai::TurnModel> model,
                                                  const std::filesystem::path& dir,
                                                  std::string& refused) {
    return ai::loadSolution(std::move(model), dir, &refused);
}
std::shared_ptr<const ai::ThreeSolution> loadCached(const ai::ThreeSolution*,
                                                    std::shared_ptr<const ai::TurnModel> model,
                                                    const std::filesystem::path& dir,
                                                    std::string& refused) {
    return ai::loadThreeSolution(std::move(model), dir, &refused);
}
bool saveCached(const ai::WinSolution& solution, const std::filesystem::path& dir) {
    return ai::saveSolution(solution, dir);
}
bool saveCached(const ai::ThreeSolution& solution, const std::filesystem::path& dir) {
    return ai::saveThreeSolution(solution, dir);
}

// Solves (or loads) the `Solution` of `rules` and prints its figures and where it is cached.
template <typename Solution>
void solveAndReport(const SolveArgs& args, const core::Rules& rules,
                    const std::shared_ptr<const ai::TurnModel>& model, const char* kind,
                    const std::filesystem::path& cacheFile) {
    const std::string why = Solution::unsupportedReason(*model);
    const std::string shownId = core::visibleText(rules.id);
    if (!why.empty()) {
        throw std::runtime_error(std::string("no ") + kind + " solution for " + shownId + ": " +
                                 why);
    }
    const auto dir = core::dataDirectory();
    std::shared_ptr<const Solution> solution;
    std::string source = "solved";
    const auto t0 = std::chrono::steady_clock::now();
    if (!args.noCache) {
        std::string refused;
        solution = loadCached(static_cast<const Solution*>(nullptr), model, dir, refused);
        if (solution) {
            source = "loaded";
        } else if (!refused.empty()) {
            std::fprintf(stderr, "cache file refused: %s\n", core::visibleText(refused).c_str());
        }
    }
    if (!solution) {
        ai::SolveOptions options;
        options.threads = args.threads;
        options.progress = progressOnStderr(rules.id);
        std::fprintf(stderr, "solving %s for %s (about %llu states)...\n", shownId.c_str(), kind,
                     static_cast<unsigned long long>(Solution::estimateStates(*model)));
        solution = Solution::solve(model, options);
        std::fprintf(stderr, isatty(2) != 0 ? "\rsolving %s: done%20s\n" : "solving %s: done%s\n",
                     shownId.c_str(), "");
    }
    const double elapsed =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    const ai::SolveStats& s = solution->stats();
    char buf[256];
    std::snprintf(buf, sizeof buf, "p1_win %.9f\n", s.firstPlayerWin);
    std::cout << buf;
    std::cout << "states " << s.states << "\n";
    std::snprintf(buf, sizeof buf, "solve_seconds %.3f\n", s.seconds);
    std::cout << buf;
    std::cout << "sweeps " << s.sweeps << "\n";
    if (args.players == 3 && source == "solved") {
        std::cout << "unsettled " << s.unsettled << "\n"; // a loaded file does not know
    }
    std::cout << "memory_bytes " << s.memoryBytes << "\n";
    std::cout << "peak_rss_kib " << peakRssKib() << "\n";
    std::snprintf(buf, sizeof buf, "seconds %.3f\n", elapsed);
    std::cout << buf;
    std::cout << "source " << source << "\n";
    if (source == "solved" && !args.noCache) {
        const bool saved = saveCached(*solution, dir);
        std::cout << "cache " << cacheFile.string() << (saved ? " written" : " not written")
                  << "\n";
    } else if (source == "loaded") {
        std::cout << "cache " << cacheFile.string() << " loaded\n";
    }
}

void solve(const SolveArgs& args) {
    if (args.threads < 1 || args.threads > 256) {
        throw UsageError("--threads must be between 1 and 256 (the solver uses at most " +
                         std::to_string(ai::kMaxSolveThreads) + ")");
    }
    if (args.players != 2 && args.players != 3) {
        throw UsageError("--players must be 2 or 3 (exact solutions exist for two and three "
                         "players; bigger tables play the two-player one against the leader)");
    }
    const core::Rules rules = core::resolveRules(args.rules);
    const auto model = ai::sharedModel(rules);
    const ai::ExpectedPolicy expected(model);
    std::cout << "rules " << core::visibleText(rules.id) << "\n";
    std::cout << "unit " << model->unit() << "\n";
    char buf[256];
    std::snprintf(buf, sizeof buf, "expected_points_per_turn %.6f\n",
                  expected.expectedPoints(true));
    std::cout << buf;
    std::cout << "expected_policy_bank_at";
    for (int d = 1; d <= model->diceCount(); ++d) {
        std::cout << " " << d << ":" << expected.bankThreshold(d);
    }
    std::cout << "\n" << std::flush;

    if (args.players == 3) {
        solveAndReport<ai::ThreeSolution>(args, rules, model, "three-player",
                                          ai::threeSolutionPath(rules, core::dataDirectory()));
    } else {
        solveAndReport<ai::WinSolution>(args, rules, model, "two-player",
                                        ai::solutionPath(rules, core::dataDirectory()));
    }
}

struct TournamentArgs {
    std::string rules;
    std::string players;
    std::uint64_t games = 1000;
    std::uint64_t seed = 1;
    int threads = 1;
    int botTimeoutMs = 2000;
};

void tournament(const TournamentArgs& args) {
    session::TournamentConfig config;
    config.rules = core::resolveRules(args.rules);
    std::stringstream list(args.players);
    for (std::string entry; std::getline(list, entry, ',');) {
        if (entry.empty()) {
            throw UsageError("--players: empty entry in \"" + args.players + "\"");
        }
        config.players.push_back(entry);
    }
    if (args.threads < 1 || args.threads > 256) {
        throw UsageError("--threads must be between 1 and 256");
    }
    if (args.botTimeoutMs < 1) {
        throw UsageError("--bot-timeout must be at least 1 ms");
    }
    config.games = args.games;
    config.seed = args.seed;
    config.threads = args.threads;
    config.bots.timeoutMs = args.botTimeoutMs;
    // The Professor always gets its solution: solved here first (progress on stderr) unless
    // cached, so results never depend on whether `greed-cli solve` ran before.
    config.strategies.solveUpTo = UINT64_MAX;
    config.solveProgress = progressOnStderr(config.rules.id);
    session::TournamentResult result;
    try {
        result = session::runTournament(config);
    } catch (const std::invalid_argument& e) {
        throw UsageError(e.what());
    }
    std::cout << session::formatTournament(config, result) << std::flush;
    if (result.professorSolved) {
        std::fprintf(stderr, "\nsolved %s for the professor (cached for the next run)\n",
                     core::visibleText(config.rules.id).c_str());
    }
    std::fprintf(stderr, "games_per_second %.0f (%llu games in %.3f s)\n", result.gamesPerSecond(),
                 static_cast<unsigned long long>(result.games), result.seconds);
}

} // namespace

void addAiCommands(CLI::App& app) {
    auto* personalities =
        app.add_subcommand("personalities", "List the computer personalities (id first)");
    personalities->callback(listPersonalities);

    auto solveArgs = std::make_shared<SolveArgs>();
    auto* solveCmd = app.add_subcommand(
        "solve", "Solve a rule set: max expected points per turn, and the two-player policy "
                 "that maximises the chance of winning (cached in the data directory)");
    solveCmd->add_option("--rules", solveArgs->rules, "Preset name or rule file")->required();
    solveCmd->add_option("--threads", solveArgs->threads, "Threads to use (default 2)");
    solveCmd->add_flag("--no-cache", solveArgs->noCache, "Neither read nor write the cache");
    solveCmd->add_option("--players", solveArgs->players,
                         "2 (default) or 3: the exact three-player solution (final-round rules)");
    solveCmd->callback([solveArgs] { solve(*solveArgs); });

    auto tArgs = std::make_shared<TournamentArgs>();
    auto* t = app.add_subcommand("tournament", "Play many seeded games between computer players");
    t->add_option("--rules", tArgs->rules, "Preset name or rule file")->required();
    t->add_option("--players", tArgs->players,
                  "Comma-separated: personality ids, threshold[:N], or paths to bot programs")
        ->required();
    t->add_option("--games", tArgs->games, "Number of games (default 1000)");
    t->add_option("--seed", tArgs->seed, "Seed (default 1)");
    t->add_option("--threads", tArgs->threads, "Threads (default 1)");
    t->add_option("--bot-timeout", tArgs->botTimeoutMs,
                  "Milliseconds a bot may think per decision (default 2000)");
    t->callback([tArgs] { tournament(*tArgs); });
}

} // namespace greed::cli

// Tournament runner: games are split into contiguous blocks per thread; every game's dice
// and choices come from streams seeded by (seed, game number), so results do not depend
// on timing. Each game is played by a lean MatchSession, the gate every match goes through.
#include "session/tournament.hpp"

#include "ai/solution_cache.hpp"
#include "session/match_session.hpp"

#include "core/player_name.hpp"

#include <chrono>
#include <cmath>
#include <cstdio>
#include <stdexcept>
#include <system_error>
#include <thread>

#include <unistd.h>

namespace greed::session {

namespace {

std::uint64_t mix(std::uint64_t x) {
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

constexpr std::size_t kMoveLimit = 200000;

struct Block {
    std::vector<PlayerStats> stats;
    std::uint64_t unfinished = 0;
    std::string error;
};

// Plays games [from, to) on one thread: one lean session per first seat (a rematch keeps the
// game's capacity), the players' strategies shared by those sessions.
void playBlock(const TournamentConfig& config, std::uint64_t from, std::uint64_t to, Block& out) {
    const auto n = static_cast<int>(config.players.size());
    std::vector<std::shared_ptr<ai::Strategy>> players;
    for (const auto& entry : config.players) {
        players.push_back(makePlayer(entry, config.rules, config.strategies, config.bots));
    }
    const core::Scorer scorer(config.rules);
    std::vector<std::unique_ptr<MatchSession>> tables(static_cast<size_t>(n));
    out.stats.assign(static_cast<size_t>(n), PlayerStats{});
    for (std::uint64_t g = from; g < to; ++g) {
        const int first = static_cast<int>(g % static_cast<std::uint64_t>(n));
        const std::uint64_t diceSeed = mix(config.seed * 0x100000001b3ULL + g);
        const std::uint64_t mindsSeed = mix(config.seed ^ mix(g + 0x5bd1e995ULL));
        auto& table = tables[static_cast<size_t>(first)];
        if (table) {
            table->rematch(diceSeed, mindsSeed);
        } else {
            core::Game game(scorer);
            std::vector<std::unique_ptr<Seat>> seats;
            for (int p = 0; p < n; ++p) {
                const std::string& entry = config.players[static_cast<size_t>(p)];
                game.addPlayer(
                    {entry + "#" + std::to_string(p + 1), core::PlayerKind::Computer, entry});
                seats.push_back(std::make_unique<StrategySeat>(players[static_cast<size_t>(p)]));
            }
            game.start(first);
            table = MatchSession::lean(std::move(game), std::move(seats), diceSeed, mindsSeed);
        }
        if (!table->playOut(kMoveLimit)) {
            ++out.unfinished;
            continue;
        }
        const core::Game& game = table->game();
        for (int p = 0; p < n; ++p) {
            PlayerStats& s = out.stats[static_cast<size_t>(p)];
            ++s.games;
            if (p == first) {
                ++s.starts;
            }
            s.countTurns(game.players()[static_cast<size_t>(p)].history);
        }
        const auto& winners = game.winners();
        for (int w : winners) {
            out.stats[static_cast<size_t>(w)].wins += 1.0 / static_cast<double>(winners.size());
        }
    }
    for (int p = 0; p < n; ++p) {
        PlayerStats& s = out.stats[static_cast<size_t>(p)];
        for (const auto& table : tables) {
            s.illegal += table ? table->refusedActions(p) : 0;
        }
        if (auto* bot = dynamic_cast<ai::ExternalBot*>(players[static_cast<size_t>(p)].get())) {
            s.forfeits += static_cast<std::uint64_t>(bot->forfeits());
        }
    }
}

} // namespace

std::pair<double, double> PlayerStats::winInterval() const {
    if (games == 0) {
        return {0.0, 1.0};
    }
    const double z = 1.959964;
    const double nn = static_cast<double>(games);
    const double p = winRate();
    const double denom = 1.0 + z * z / nn;
    const double centre = (p + z * z / (2 * nn)) / denom;
    const double half = z * std::sqrt(p * (1 - p) / nn + z * z / (4 * nn * nn)) / denom;
    return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

void PlayerStats::countTurns(const std::vector<core::TurnRecord>& history) {
    for (const auto& turn : history) {
        ++turns;
        points += turn.delta;
        if (turn.end == core::TurnEnd::Banked) {
            ++banks;
            banked += turn.turnTotal;
        } else if (turn.end != core::TurnEnd::Left) {
            ++busts;
        }
    }
}

double PlayerStats::pointsPerTurn() const {
    return turns ? static_cast<double>(points) / static_cast<double>(turns) : 0.0;
}
double PlayerStats::bustRate() const {
    return turns ? static_cast<double>(busts) / static_cast<double>(turns) : 0.0;
}
double PlayerStats::meanBank() const {
    return banks ? static_cast<double>(banked) / static_cast<double>(banks) : 0.0;
}

std::unique_ptr<ai::Strategy> makePlayer(const std::string& entry, const core::Rules& rules,
                                         const ai::StrategyOptions& strategies,
                                         const ai::BotOptions& bots) {
    if (ai::isBotPath(entry)) {
        return std::make_unique<ai::ExternalBot>(entry, rules, bots);
    }
    return ai::makeStrategy(entry, rules, strategies);
}

namespace {
bool playsThree(const TournamentConfig& config) {
    for (const auto& entry : config.players) {
        if (!ai::isBotPath(entry) && ai::playsThreeSolution(entry, config.strategies)) {
            return true;
        }
    }
    return false;
}
} // namespace

std::string prepareProfessor(const TournamentConfig& config, bool* solvedNow) {
    bool professor = false;
    for (const auto& entry : config.players) {
        professor =
            professor || (!ai::isBotPath(entry) && ai::playsSolution(entry, config.strategies));
    }
    if (!professor) {
        return {};
    }
    const std::string fallback = "expected-points policy with the exact last-turn chase";
    const auto model = ai::sharedModel(config.rules);
    if (const std::string why = ai::WinSolution::unsupportedReason(*model); !why.empty()) {
        return fallback + " (no two-player solution: " + why + ")";
    }
    const auto dir =
        config.strategies.dataDir.empty() ? core::dataDirectory() : config.strategies.dataDir;
    const bool held =
        ai::loadSolution(model, dir) != nullptr || ai::heldSolution(config.rules, dir);
    if (ai::sharedSolution(config.rules, config.strategies.solveUpTo, dir, config.solveProgress)) {
        if (solvedNow) {
            *solvedNow = !held;
        }
        if (config.players.size() == 2) {
            return "optimal two-player solution";
        }
        // Larger tables play the same solution against the leading opponent (TableEstimate);
        // a table of three the exact three-player solution where the rules allow one.
        const std::string leader = "two-player solution against the leading opponent (" +
                                   std::to_string(config.players.size()) + " players";
        if (config.players.size() != 3 || !playsThree(config)) {
            return leader + ")";
        }
        if (const std::string why = ai::ThreeSolution::unsupportedReason(*model); !why.empty()) {
            return leader + "; no exact three-player solution: " + why + ")";
        }
        const bool heldThree = ai::cachedThreeSolution(config.rules, dir) != nullptr;
        if (ai::sharedThreeSolution(config.rules, config.strategies.solveUpTo, dir,
                                    config.solveProgress)) {
            if (solvedNow) {
                *solvedNow = *solvedNow || !heldThree;
            }
            return "exact three-player solution";
        }
        return leader + "; the exact three-player solution is over this run's limit)";
    }
    return fallback + " (not solved: cost " + std::to_string(ai::solveCost(*model)) +
           " over this run's limit " + std::to_string(config.strategies.solveUpTo) +
           "; greed-cli solve fills the cache)";
}

TournamentResult runTournament(const TournamentConfig& given) {
    // Players never switch policy mid-run: whatever the Professor has now, it keeps.
    TournamentConfig config = given;
    config.strategies.takeLateSolution = false;
    const auto n = static_cast<int>(config.players.size());
    if (n < std::max(1, config.rules.minPlayers) || n > config.rules.maxPlayers) {
        throw std::invalid_argument("these rules take " + std::to_string(config.rules.minPlayers) +
                                    " to " + std::to_string(config.rules.maxPlayers) +
                                    " players, not " + std::to_string(n));
    }
    for (const auto& entry : config.players) {
        if (ai::isBotPath(entry) && access(entry.c_str(), X_OK) != 0) {
            throw std::invalid_argument("bot program \"" + entry + "\" is not an executable file");
        }
        if (!ai::isBotPath(entry)) {
            ai::StrategyOptions check = config.strategies;
            check.solveUpTo = 0; // only the id is checked here; prepareProfessor solves
            ai::makeStrategy(entry, config.rules, check); // fails early on a bad id
        }
    }
    TournamentResult result;
    result.professorPolicy = prepareProfessor(config, &result.professorSolved);
    const int threads = std::max(1, config.threads);
    std::vector<Block> blocks(static_cast<size_t>(threads));
    const auto started = std::chrono::steady_clock::now();
    std::vector<std::thread> pool;
    for (int t = 0; t < threads; ++t) {
        const std::uint64_t from =
            config.games * static_cast<std::uint64_t>(t) / static_cast<std::uint64_t>(threads);
        const std::uint64_t to =
            config.games * static_cast<std::uint64_t>(t + 1) / static_cast<std::uint64_t>(threads);
        auto job = [&config, from, to, &block = blocks[static_cast<size_t>(t)]] {
            try {
                playBlock(config, from, to, block);
            } catch (const std::exception& e) {
                block.error = e.what();
            }
        };
        if (t + 1 == threads) {
            job();
        } else {
            try {
                pool.emplace_back(job);
            } catch (const std::system_error&) {
                job(); // no thread to be had: play the block here (same games, same result)
            }
        }
    }
    for (auto& th : pool) {
        th.join();
    }
    result.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    result.players.assign(static_cast<size_t>(n), PlayerStats{});
    for (const Block& b : blocks) {
        if (!b.error.empty()) {
            throw std::runtime_error(b.error);
        }
        result.unfinished += b.unfinished;
        for (int p = 0; p < n && p < static_cast<int>(b.stats.size()); ++p) {
            PlayerStats& s = result.players[static_cast<size_t>(p)];
            const PlayerStats& x = b.stats[static_cast<size_t>(p)];
            s.wins += x.wins;
            s.games += x.games;
            s.starts += x.starts;
            s.turns += x.turns;
            s.busts += x.busts;
            s.banks += x.banks;
            s.points += x.points;
            s.banked += x.banked;
            s.illegal += x.illegal;
            s.forfeits += x.forfeits;
        }
    }
    for (int p = 0; p < n; ++p) {
        result.players[static_cast<size_t>(p)].id = config.players[static_cast<size_t>(p)];
    }
    result.games = config.games - result.unfinished;
    return result;
}

std::string formatTournament(const TournamentConfig& config, const TournamentResult& result) {
    std::string out;
    char line[512];
    std::snprintf(line, sizeof line,
                  "tournament rules %s games %llu seed %llu threads %d (first seat rotates)\n",
                  core::visibleText(config.rules.id).c_str(),
                  static_cast<unsigned long long>(result.games),
                  static_cast<unsigned long long>(config.seed), std::max(1, config.threads));
    out += line;
    if (!result.professorPolicy.empty()) {
        out += "professor plays: " + result.professorPolicy + "\n";
    }
    bool illegal = false;
    bool forfeits = false;
    size_t width = 6;
    for (const auto& p : result.players) {
        illegal = illegal || p.illegal > 0;
        forfeits = forfeits || p.forfeits > 0;
        width = std::max(width, p.id.size() + 3);
    }
    std::snprintf(line, sizeof line, "%-*s %10s %8s %17s %9s %9s %9s", static_cast<int>(width),
                  "player", "wins", "win_rate", "95%_interval", "pts/turn", "bust_rate",
                  "mean_bank");
    out += line;
    out += illegal ? "   illegal" : "";
    out += forfeits ? "  forfeits" : "";
    out += "\n";
    for (size_t i = 0; i < result.players.size(); ++i) {
        const PlayerStats& p = result.players[i];
        const auto [lo, hi] = p.winInterval();
        const std::string name = std::to_string(i + 1) + ":" + p.id;
        std::snprintf(line, sizeof line, "%-*s %10.1f %8.4f  [%6.4f,%6.4f] %9.1f %9.4f %9.1f",
                      static_cast<int>(width), name.c_str(), p.wins, p.winRate(), lo, hi,
                      p.pointsPerTurn(), p.bustRate(), p.meanBank());
        out += line;
        if (illegal) {
            out += std::string(10 - std::min<size_t>(10, std::to_string(p.illegal).size()), ' ') +
                   std::to_string(p.illegal);
        }
        if (forfeits) {
            out += std::string(10 - std::min<size_t>(10, std::to_string(p.forfeits).size()), ' ') +
                   std::to_string(p.forfeits);
        }
        out += "\n";
    }
    if (result.unfinished > 0) {
        out += "unfinished " + std::to_string(result.unfinished) + " (move limit reached)\n";
    }
    return out;
}

} // namespace greed::session

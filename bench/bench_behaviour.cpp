// Measured behaviour of each heuristic personality (issue 23): bust rate, mean bank, points
// per turn, and the share of its keeps that differ from the max-expected-points keep
// (Steady's), per preset, each personality at a two-player table against Steady. The
// descriptions in assets/personalities.json are checked against this table (docs/ai.md).
//   nice -n 10 build/bench/greed-bench-behaviour --games 2000
#include "ai/factory.hpp"
#include "ai/personality.hpp"
#include "session/tournament.hpp"

#include "core/game.hpp"
#include "core/rules_io.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

namespace {

using namespace greed;

struct Behaviour {
    session::PlayerStats turns;
    std::uint64_t keeps = 0, differentKeeps = 0;
};

// The faces a Keep action sets aside, sorted: two keeps of the same faces are the same keep.
std::vector<core::Face> keptFaces(const core::Game& game, const core::Action& keep) {
    std::vector<core::Face> faces;
    for (int i : keep.dice) {
        faces.push_back(game.lastRoll()[static_cast<size_t>(i)]);
    }
    std::sort(faces.begin(), faces.end());
    return faces;
}

Behaviour measure(const core::Rules& rules, const std::string& id, std::uint64_t games) {
    ai::StrategyOptions options;
    options.solveUpTo = 0;
    auto player = ai::makeStrategy(id, rules, options);
    auto steady = ai::makeStrategy("steady", rules, options);
    auto reference = ai::makeStrategy("steady", rules, options);
    Behaviour b;
    core::Rng minds(99);
    for (std::uint64_t g = 0; g < games; ++g) {
        core::Game game(rules);
        game.addPlayer({"P", core::PlayerKind::Computer, id});
        game.addPlayer({"S", core::PlayerKind::Computer, "steady"});
        game.start(static_cast<int>(g % 2));
        core::Driver driver(1000 + g);
        for (int moves = 0; game.phase() != core::Phase::GameOver && moves < 100000; ++moves) {
            const bool mine = game.currentPlayer() == 0;
            const core::Action a = (mine ? player : steady)->decide(game, minds);
            if (mine && game.phase() == core::Phase::ChooseKeep && game.keepOptions().size() > 1) {
                ++b.keeps;
                const core::Action best = reference->decide(game, minds);
                b.differentKeeps += keptFaces(game, a) != keptFaces(game, best) ? 1 : 0;
            }
            driver.apply(game, a);
        }
        b.turns.countTurns(game.players()[0].history);
    }
    return b;
}

} // namespace

int main(int argc, char** argv) {
    std::uint64_t games = 2000;
    if (argc > 2 && std::strcmp(argv[1], "--games") == 0) {
        games = std::strtoull(argv[2], nullptr, 10);
    }
    std::printf(
        "| preset | personality | bust rate | mean bank | points/turn | keeps unlike max-EV |\n");
    std::printf("|---|---|---|---|---|---|\n");
    for (const char* preset : {"greed", "spec1989", "zehntausend", "farkle", "cubilete"}) {
        const core::Rules rules = core::loadPreset(preset);
        for (const auto& p : ai::defaultPersonalities()) {
            if (p.play.strategy != "heuristic") {
                continue;
            }
            const Behaviour b = measure(rules, p.id, games);
            const auto share = [](std::uint64_t part, std::uint64_t whole) {
                return whole ? 100.0 * static_cast<double>(part) / static_cast<double>(whole) : 0.0;
            };
            char keeps[32] = "- (auto keep)";
            if (b.keeps > 0) {
                std::snprintf(keeps, sizeof keeps, "%.1f%%", share(b.differentKeeps, b.keeps));
            }
            std::printf("| %s | %s | %.1f%% | %.1f | %.1f | %s |\n", preset, p.id.c_str(),
                        100.0 * b.turns.bustRate(), b.turns.meanBank(), b.turns.pointsPerTurn(),
                        keeps);
            std::fflush(stdout);
        }
    }
    return 0;
}

// Seeded games for the table benchmarks (bench_table.cpp, bench_calibration.cpp): one game
// played to the end with its dice drawn from a stream of (seed, game number), so two runs
// with different players in a seat meet the same dice (common random numbers), and games
// shared out over threads.
#pragma once

#include "ai/strategy.hpp"

#include "core/game.hpp"
#include "core/rng.hpp"

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <sstream>
#include <string>
#include <thread>
#include <utility>
#include <vector>

namespace greed::bench {

inline std::vector<std::string> split(const std::string& text, char by = ',') {
    std::vector<std::string> out;
    std::stringstream in(text);
    for (std::string item; std::getline(in, item, by);) {
        out.push_back(item);
    }
    return out;
}

// The options every table benchmark takes (--games, --threads, --seed, --rules a,b); false
// for any other key.
inline bool runOption(const std::string& key, const std::string& value, std::uint64_t& games,
                      int& threads, std::uint64_t& seed, std::vector<std::string>& rules) {
    if (key == "--games") {
        games = std::strtoull(value.c_str(), nullptr, 10);
    } else if (key == "--threads") {
        threads = std::atoi(value.c_str());
    } else if (key == "--seed") {
        seed = std::strtoull(value.c_str(), nullptr, 10);
    } else if (key == "--rules") {
        rules = split(value);
    } else {
        return false;
    }
    return true;
}

// Calls option(key, value) for each "--key value" pair of the command line.
template <typename Option> void forEachOption(int argc, char** argv, const Option& option) {
    for (int i = 1; i + 1 < argc; i += 2) {
        option(std::string(argv[i]), std::string(argv[i + 1]));
    }
}

inline std::uint64_t mixSeed(std::uint64_t x) {
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

// A fresh game of these players (ids), not started.
inline core::Game newGame(const core::Scorer& scorer, const std::vector<std::string>& ids) {
    core::Game game(scorer);
    game.setDetailedEvents(false);
    for (size_t p = 0; p < ids.size(); ++p) {
        game.addPlayer({ids[p] + "#" + std::to_string(p + 1), core::PlayerKind::Computer, ids[p]});
    }
    return game;
}

// Plays game number `g` (first seat g mod n) to the end; `observe(game)` is called before
// every decision. Returns each seat's share of the win (a win shared by k counts 1/k each).
template <typename Observe>
std::vector<double> playGame(const core::Scorer& scorer, const std::vector<std::string>& ids,
                             std::vector<std::unique_ptr<ai::Strategy>>& players,
                             std::uint64_t seed, std::uint64_t g, const Observe& observe) {
    const auto n = static_cast<int>(ids.size());
    core::Game game = newGame(scorer, ids);
    game.start(static_cast<int>(g % static_cast<std::uint64_t>(n)));
    core::Rng dice(mixSeed(seed * 0x100000001b3ULL + g));
    core::Rng minds(mixSeed(seed ^ mixSeed(g + 0x5bd1e995ULL)));
    const int faces = scorer.rules().faceCount;
    for (int moves = 0; game.phase() != core::Phase::GameOver && moves < 200000; ++moves) {
        observe(game);
        core::Action action =
            players[static_cast<size_t>(game.currentPlayer())]->decide(game, minds);
        if (action.type == core::ActionType::Roll) {
            action.dice.resize(static_cast<size_t>(game.diceToThrow()));
            for (auto& f : action.dice) {
                f = dice.face(faces);
            }
        }
        if (!game.apply(action)) {
            core::Action fallback = game.legalActions().front();
            if (fallback.type == core::ActionType::Roll) {
                fallback.dice = dice.roll(game.diceToThrow(), faces);
            }
            game.apply(fallback);
        }
    }
    std::vector<double> share(static_cast<size_t>(n), 0.0);
    const auto winners = game.winners();
    for (int w : winners) {
        share[static_cast<size_t>(w)] = 1.0 / static_cast<double>(winners.size());
    }
    return share;
}

// work(thread, from, to) for contiguous blocks of [0, games), one per thread.
template <typename Work> void shareGames(std::uint64_t games, int threads, const Work& work) {
    const auto t = static_cast<std::uint64_t>(std::max(1, threads));
    std::vector<std::thread> pool;
    for (std::uint64_t i = 0; i < t; ++i) {
        pool.emplace_back(work, static_cast<int>(i), games * i / t, games * (i + 1) / t);
    }
    for (auto& th : pool) {
        th.join();
    }
}

// Running sums of a sample: its mean and the half width of its 95 % normal interval.
struct Moments {
    double sum = 0.0;
    double squares = 0.0;
    std::uint64_t n = 0;
    void add(double x) {
        sum += x;
        squares += x * x;
        ++n;
    }
    void add(const Moments& o) {
        sum += o.sum;
        squares += o.squares;
        n += o.n;
    }
    std::pair<double, double> interval() const;
};

// Mean and the half width of its 95 % normal interval.
inline std::pair<double, double> meanInterval(double sum, double squares, std::uint64_t n) {
    if (n < 2) {
        return {n ? sum : 0.0, 1.0};
    }
    const double nn = static_cast<double>(n);
    const double mean = sum / nn;
    const double var = std::max(0.0, (squares - nn * mean * mean) / (nn - 1.0));
    return {mean, 1.959964 * std::sqrt(var / nn)};
}

inline std::pair<double, double> Moments::interval() const {
    return meanInterval(sum, squares, n);
}

} // namespace greed::bench

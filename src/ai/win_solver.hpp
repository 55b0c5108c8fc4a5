// WinSolution: the two-player policy that maximises the chance of winning (solver part 2),
// found by value iteration over (seat, both scores with entry flags and bust counts, turn
// total, dice left).
#pragma once

#include "ai/turn_dp.hpp"
#include "ai/turn_model.hpp"
#include "core/fingerprint.hpp"

#include <algorithm>
#include <cstdint>
#include <functional>
#include <iosfwd>
#include <memory>
#include <string>
#include <vector>

namespace greed::ai {

// Solver threads are clamped to 1..kMaxSolveThreads (more only add contention).
constexpr int kMaxSolveThreads = 64;

// Called from the solving thread: sweep number (from 1) and the fraction of it done.
using SolveProgress = std::function<void(int sweep, double fraction)>;

struct SolveOptions {
    int threads = 2;
    double tolerance = 1e-12;
    SolveProgress progress;
};

struct SolveStats {
    double firstPlayerWin = 0.0; // a shared win counts one half
    std::uint64_t states = 0;    // (seat, scores, entry flags, bust counts, turn total, dice)
    double seconds = 0.0;
    std::uint64_t memoryBytes = 0; // tables held while solving
    int sweeps = 0;
    // Three players: sets of rotations whose policy iteration never settled (the players' best
    // responses cycle; docs/ai.md). Counted by a solve, not stored in the cache (0 when read).
    std::uint64_t unsettled = 0;
};

// Chance of winning a last turn that must end strictly above `gap` units more than the
// player's score (a tie counts `tie`): fills and runs `dp`.
// `bustTies`: a bust at gap 0 keeps the tie (false when it would cost the busts-in-a-row
// penalty, which drops the player below).
void prepareChase(TurnDp& dp, int gap, bool entered, double tie = 0.5, bool bustTies = true);

// FNV-1a, 64 bits (core/fingerprint.hpp): the checksum of a cache file's body.
using core::fnv1a64;

class WinSolution {
public:
    // Empty when the rules can be solved for two players, else the reason.
    static std::string unsupportedReason(const TurnModel& model);
    static std::uint64_t estimateStates(const TurnModel& model);
    // Bytes a solve holds with `threads` threads (checked against kMemoryLimitBytes).
    static std::uint64_t estimateBytes(const TurnModel& model, int threads);
    static std::shared_ptr<const WinSolution> solve(std::shared_ptr<const TurnModel> model,
                                                    const SolveOptions& options = {});

    const TurnModel& model() const { return *m_model; }
    std::shared_ptr<const TurnModel> modelPtr() const { return m_model; }
    const SolveStats& stats() const { return m_stats; }
    int seats() const { return m_seats; }

    // Fills and runs `dp` for the turn of the player in `seat` (0 = started the game; only
    // matters when the end policy is EqualTurns). Scores in points; streaks are the players'
    // busts in a row (Game::bustStreak; only under a busts-in-a-row rule).
    void prepareTurn(TurnDp& dp, int seat, int myScore, bool myEntered, int oppScore,
                     bool oppEntered, int myStreak = 0, int oppStreak = 0) const;
    // Winning chance of the player to move at the start of a turn.
    double turnStartValue(int seat, int myScore, bool myEntered, int oppScore, bool oppEntered,
                          int myStreak = 0, int oppStreak = 0) const;
    // Winning chance of a player whose turn has just ended at `myScore` (at or over the
    // target too) with `myStreak` busts in a row, the opponent to move next; `seat` is the
    // player's own seat.
    double turnEndValue(int seat, int myScore, bool myEntered, int oppScore, bool oppEntered,
                        int myStreak = 0, int oppStreak = 0) const;
    int targetPoints() const { return m_target * m_model->unit(); }
    // Units a turn from `myScore` (points) must decide before banking is certain.
    int turnUnits(int myScore) const {
        return turnLength(0, std::max(myScore / m_model->unit(), m_floor));
    }

    // Bytes of the cache file of these rules (write): a file of another size is not theirs.
    static std::uint64_t fileBytes(const TurnModel& model);
    void write(std::ostream& out) const;
    // Reads a solution written by write() for these rules; nullptr when it does not match,
    // fails its checksum, or holds a value that is not a probability.
    static std::shared_ptr<const WinSolution> read(std::istream& in,
                                                   std::shared_ptr<const TurnModel> model);

private:
    explicit WinSolution(std::shared_ptr<const TurnModel> model);
    int slot(int scoreUnits, bool entered, int streak = 0) const;
    int slotScore(int slot) const;
    // The slot after a turn that ends with nothing at `scoreUnits` (the busts-in-a-row rule).
    int nothingSlot(int scoreUnits, bool entered, int streak) const;
    // Whether a bust of the player in slot `b` would cost the busts-in-a-row penalty.
    bool onBrink(int b) const;
    void buildSlots(); // the per-slot tables, once a solve or a read needs them
    size_t index(int seat, int a, int b) const {
        return (static_cast<size_t>(seat) * static_cast<size_t>(m_slots) + static_cast<size_t>(a)) *
                   static_cast<size_t>(m_slots) +
               static_cast<size_t>(b);
    }
    int turnLength(int seat, int myScore) const;
    double endValue(int seat, int total, bool entered, int b, int streak = 0) const;
    void setupTurn(TurnDp& dp, const std::vector<double>& w, int seat, int a, int b) const;
    void buildChaseTable();
    void run(const SolveOptions& options);

    std::shared_ptr<const TurnModel> m_model;
    int m_target = 0; // units: scores below are not final
    int m_floor = 0;  // lowest score kept (penalties push lower scores up to it)
    int m_cap = 0;    // scores at which a turn banks for sure
    int m_seats = 1;
    int m_entered = 0; // score slots for players in the game
    int m_streaks = 1; // bust counts a slot tells apart (the busts-in-a-row count, else 1)
    int m_slots = 0;   // (score, entry flag) slots times m_streaks; streak = slot % m_streaks
    int m_maxGap = 0;
    std::vector<int> m_slotScore;
    std::vector<char> m_slotEntered;
    std::vector<double> m_chase[2];   // last-turn win chance by gap, per entry flag
    std::vector<double> m_chaseBrink; // the same in the game, a bust from the streak penalty
    std::vector<double> m_w;          // winning chance at the start of a turn
    SolveStats m_stats;
};

} // namespace greed::ai

// BackgroundSolve: a win-chance solve on a worker thread that nobody ever waits for (the table
// starts one when a Professor is seated or hints want win chances).
#pragma once

#include "ai/win_solver.hpp"
#include "core/rules.hpp"

#include <atomic>
#include <cstdint>
#include <memory>
#include <mutex>

namespace greed::ai {

// Dropping the last reference never blocks: the worker finishes on its own (the solution is
// also kept by sharedSolution's cache, so the next table finds it). Finished workers are
// joined when the next solve starts; unfinished ones when the process exits.
class BackgroundSolve {
public:
    // Solves `rules` when its cost is at most `maxStates` states (see sharedSolution); at a
    // table of three `players` also the exact three-player game where the rules allow it
    // (sharedThreeSolution), after the two-player one; done() once both are.
    static std::shared_ptr<BackgroundSolve> start(const core::Rules& rules, std::uint64_t maxStates,
                                                  int players = 2);

    // Workers still solving, in the whole process.
    static int running();
    // Tests: while held, workers wait before they solve (to leave a table mid-solve).
    static void holdWorkers(bool held);

    bool done() const;
    // How far the solve is: its sweep (from 1; penalty rules need several) and the fraction
    // of that sweep done, for a progress note (0, 0 before it starts). A three-player solve
    // follows the two-player one as sweep 1 again: it is the longer by far (greed: 0.2 s and
    // about 40 s of CPU).
    int sweep() const { return m_sweep.load(); }
    double fraction() const { return m_fraction.load(); }
    // The solution once done (nullptr before, or when there is none); never blocks.
    std::shared_ptr<const WinSolution> result() const;

private:
    void finish(std::shared_ptr<const WinSolution> solution);

    std::atomic<int> m_sweep{0};
    std::atomic<double> m_fraction{0.0};
    mutable std::mutex m_mutex;
    bool m_done = false;
    std::shared_ptr<const WinSolution> m_result;
};

} // namespace greed::ai

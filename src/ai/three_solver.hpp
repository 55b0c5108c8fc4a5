// ThreeSolution: the three-player game of a final-round rule set, each player's turn a best
// response (maximising their own chance to win) to the others' play (issue 23). An
// equilibrium wherever the solver's policy iteration settles; where best responses cycle (a
// few states of greed) the stored values are those of the last round's play and a player could
// do slightly better (docs/ai.md). Values are kept at turn starts only; a decision recomputes
// its one turn from them, as the two-player WinSolution does.
#pragma once

#include "ai/turn_dp.hpp"
#include "ai/vector_turn.hpp"
#include "ai/win_solver.hpp"

#include <array>
#include <cstdint>
#include <iosfwd>
#include <memory>
#include <string>
#include <vector>

namespace greed::ai {

// Chances of the player to move, the next and the one after.
using Chances3 = std::array<double, 3>;

class ThreeSolution {
public:
    // Empty when the rules can be solved for three players, else the reason.
    static std::string unsupportedReason(const TurnModel& model);
    // Turn-start states times their turn's (total, dice) states: the solve's work.
    static std::uint64_t estimateStates(const TurnModel& model);
    static std::uint64_t estimateBytes(const TurnModel& model, int threads);
    static std::shared_ptr<const ThreeSolution> solve(std::shared_ptr<const TurnModel> model,
                                                      const SolveOptions& options = {});

    const TurnModel& model() const { return *m_model; }
    std::shared_ptr<const TurnModel> modelPtr() const { return m_model; }
    const SolveStats& stats() const { return m_stats; }
    int targetPoints() const { return m_target * m_model->unit(); }

    // Chances at the start of the turn of the player to move; scores in points, in playing
    // order from the mover (all below the target).
    Chances3 turnStart(const std::array<int, 3>& scores, const std::array<bool, 3>& entered) const;
    // Fills and runs `dp` for the mover's turn, every end valued by the mover's own chance.
    void prepareTurn(TurnDp& dp, const std::array<int, 3>& scores,
                     const std::array<bool, 3>& entered) const;
    // A final round begun at `trigger` points: the mover's last turn with one player still to
    // come after it (`last`, `lastEntered`).
    void prepareLastTurn(TurnDp& dp, int trigger, int myScore, bool myEntered, int last,
                         bool lastEntered) const;

    // Bytes of the cache file of these rules (write): a file of another size is not theirs.
    static std::uint64_t fileBytes(const TurnModel& model);
    void write(std::ostream& out) const;
    // nullptr when the file is not a solution of these rules, fails its checksum or holds a
    // value that is not a probability.
    static std::shared_ptr<const ThreeSolution> read(std::istream& in,
                                                     std::shared_ptr<const TurnModel> model);

private:
    explicit ThreeSolution(std::shared_ptr<const TurnModel> model);
    int slot(int scoreUnits, bool entered) const;
    int slotScore(int slot) const { return slot < m_target ? slot : 0; }
    bool slotEntered(int slot) const { return slot < m_target; }
    size_t index(int a, int b, int c) const {
        const auto s = static_cast<size_t>(m_slots);
        return (static_cast<size_t>(a) * s + static_cast<size_t>(b)) * s + static_cast<size_t>(c);
    }
    int turnLength(int scoreUnits) const;
    // The chances (mover, next, after) once the mover's turn ends at `total` units (the
    // mover's slot after it is `entered`), the others in slots b and c.
    Chances4 afterTurn(int total, bool entered, int b, int c) const;
    // A final round begun at x units: (the player at x, b, c) after b's and c's last turns.
    Chances3 finalRound(int x, int b, int c) const;
    // Final scores x (the trigger), y (b's last turn done): (b, c, the trigger) after c's.
    Chances4 lastEnd(int x, int y, int c) const;
    void setupLast(VectorTurnDp& dp, int x, int b, int c) const;
    void setupTurn(VectorTurnDp& dp, int a, int b, int c) const;
    void buildChaseTable();
    void buildFinalTable(int threads);
    void run(const SolveOptions& options);

    std::shared_ptr<const TurnModel> m_model;
    int m_target = 0; // units
    int m_cap = 0;    // a turn banks for sure at this score (twice the target)
    int m_maxFinal = 0;
    int m_slots = 0; // scores 0..target-1 entered, then (with entry rules) 0 not yet in
    int m_gaps = 0;
    // The last player's chase: P(win), P(tie) by [entered][players already at the top - 1]
    // and the gap to beat.
    std::vector<std::array<double, 2>> m_chase;
    std::vector<Chances3> m_final; // by (x - target, b, c)
    std::vector<Chances3> m_w;     // by (a, b, c)
    SolveStats m_stats;
};

} // namespace greed::ai

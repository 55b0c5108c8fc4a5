// OptimalStrategy ("The Professor"): plays the two-player win-maximising policy where a
// solution exists (at larger tables through TableEstimate), an exact last-turn chase in
// final rounds, and the expected-points policy everywhere else.
#pragma once

#include "ai/expected_policy.hpp"
#include "ai/strategy.hpp"
#include "ai/table_estimate.hpp"
#include "ai/three_solver.hpp"
#include "ai/turn_dp.hpp"
#include "ai/win_solver.hpp"

#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace greed::ai {

class OptimalStrategy : public Strategy {
public:
    // Asked at each turn's start while there is no solution (one solved in the background
    // arrives this way); null: play without one.
    using SolutionWatch = std::function<std::shared_ptr<const WinSolution>()>;

    // `table`: how a table of three or more is valued from the two-player solution; none
    // plays expected points there (the Professor before issue 23, kept for benchmarks).
    OptimalStrategy(std::string id, std::shared_ptr<const ExpectedPolicy> policy,
                    std::shared_ptr<const WinSolution> solution, SolutionWatch watch = {},
                    std::optional<TableCombine> table = TableCombine::Leader);
    // The exact three-player solution, played at tables of exactly three (all still in) when
    // a table valuation is set; `watch` is asked at turn starts while there is none.
    using ThreeWatch = std::function<std::shared_ptr<const ThreeSolution>()>;
    void setThreePlayer(std::shared_ptr<const ThreeSolution> three, ThreeWatch watch = {});
    bool hasThreePlayer() const { return m_three != nullptr; }
    core::Action decide(const core::Game& game, core::Rng& rng) override;
    std::string id() const override { return m_id; }
    bool hasSolution() const { return m_solution != nullptr; }

    // The turn values this player uses in the current position of `game` (valid until the
    // next call); whether they are winning chances (true) or expected points (false).
    const TurnDp& valuesFor(const core::Game& game, bool& winChances);

private:
    // Fills m_dp from the three-player solution when it applies here (true), else false.
    bool threePlayerValues(const core::Game& game);

    std::string m_id;
    std::shared_ptr<const ExpectedPolicy> m_policy;
    std::shared_ptr<const WinSolution> m_solution;
    SolutionWatch m_watch;
    std::shared_ptr<const ThreeSolution> m_three;
    ThreeWatch m_threeWatch;
    std::optional<TableCombine> m_table;
    TurnDp m_dp;
    std::vector<int> m_key;
    bool m_keyValid = false;
};

} // namespace greed::ai

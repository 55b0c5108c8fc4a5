// OptimalStrategy ("The Professor"): plays the two-player win-maximising policy where a
// solution exists, an exact last-turn chase in final rounds, and the expected-points
// policy everywhere else.
#pragma once

#include "ai/expected_policy.hpp"
#include "ai/strategy.hpp"
#include "ai/turn_dp.hpp"
#include "ai/win_solver.hpp"

#include <array>
#include <functional>
#include <memory>

namespace greed::ai {

class OptimalStrategy : public Strategy {
public:
    // Asked at each turn's start while there is no solution (one solved in the background
    // arrives this way); null: play without one.
    using SolutionWatch = std::function<std::shared_ptr<const WinSolution>()>;

    OptimalStrategy(std::string id, std::shared_ptr<const ExpectedPolicy> policy,
                    std::shared_ptr<const WinSolution> solution, SolutionWatch watch = {});
    core::Action decide(const core::Game& game, core::Rng& rng) override;
    std::string id() const override { return m_id; }
    bool hasSolution() const { return m_solution != nullptr; }

    // The turn values this player uses in the current position of `game` (valid until the
    // next call); whether they are winning chances (true) or expected points (false).
    const TurnDp& valuesFor(const core::Game& game, bool& winChances);

private:
    std::string m_id;
    std::shared_ptr<const ExpectedPolicy> m_policy;
    std::shared_ptr<const WinSolution> m_solution;
    SolutionWatch m_watch;
    TurnDp m_dp;
    std::array<int, 6> m_key{};
    bool m_keyValid = false;
};

} // namespace greed::ai

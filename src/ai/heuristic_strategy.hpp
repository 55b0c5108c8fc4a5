// HeuristicStrategy: a personality's play. It banks where the expected-points policy would,
// scaled by its risk, which the score gap and its recent busts move up or down, and keeps
// what the expected-points turn model values most, bent by its taste for dice to throw.
#pragma once

#include "ai/expected_policy.hpp"
#include "ai/personality.hpp"
#include "ai/policy_evaluation.hpp"
#include "ai/strategy.hpp"

#include <memory>

namespace greed::ai {

class HeuristicStrategy : public Strategy {
public:
    HeuristicStrategy(std::string id, PlayStyle style,
                      std::shared_ptr<const ExpectedPolicy> policy);
    core::Action decide(const core::Game& game, core::Rng& rng) override;
    std::string id() const override { return m_id; }
    // The turn total (points) at which it would bank now with `dice` to throw.
    double bankThreshold(const core::Game& game, int dice) const;
    // Its risk in the current position (1 = the expected-points optimum).
    double situationRisk(const core::Game& game) const;

    // The decisions of a turn in units, outside a last turn and below the target: whether
    // it banks `t` units with `dice` to throw at `risk`, and which of `choices` it keeps.
    // `brink`: one bust from the busts-in-a-row penalty (the policy that counts its cost).
    bool banksAt(int t, int dice, double risk, bool brink = false) const;
    int keepChoice(int t, const std::vector<KeepChoice>& choices, bool entered,
                   bool brink = false) const;
    // Its turn as a fixed policy at `risk` (for exact evaluation).
    TurnPolicy turnPolicy(double risk, bool entered = true) const;

private:
    core::Action chooseKeep(const core::Game& game) const;
    bool wantsAdopt(const core::Game& game) const;

    std::string m_id;
    PlayStyle m_style;
    std::shared_ptr<const ExpectedPolicy> m_policy;
};

} // namespace greed::ai

// HeuristicStrategy: a personality's play. It banks where the expected-points policy would,
// scaled by its risk, which the score gap and its recent busts move up or down.
#pragma once

#include "ai/expected_policy.hpp"
#include "ai/personality.hpp"
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

private:
    core::Action chooseKeep(const core::Game& game) const;
    bool wantsAdopt(const core::Game& game) const;

    std::string m_id;
    PlayStyle m_style;
    std::shared_ptr<const ExpectedPolicy> m_policy;
};

} // namespace greed::ai

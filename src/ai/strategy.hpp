// Strategy: a computer player's mind. It sees what a player at the table sees (the Game:
// rules, scores, whose turn, turn total, dice left, the roll, the history) and answers
// with the same Actions a human gives.
#pragma once

#include "core/game.hpp"
#include "core/rng.hpp"

#include <memory>
#include <string>

namespace greed::ai {

class Strategy {
public:
    virtual ~Strategy() = default;
    // Called only when `game` is in AdoptOffer, AwaitRoll, ChooseKeep or AwaitDecision and
    // it is `game.currentPlayer()`'s turn. Must return one of game.legalActions() (a Roll
    // with no faces: the caller throws the dice). `rng` is the strategy's own stream, never
    // the dice stream.
    virtual core::Action decide(const core::Game& game, core::Rng& rng) = 0;
    virtual std::string id() const = 0;
};

// The simplest sound computer player: keeps every scoring die, rolls on while the turn
// total is under `threshold` (and while it may not bank yet), banks otherwise; in a final
// round it rolls on until it leads.
class ThresholdStrategy : public Strategy {
public:
    explicit ThresholdStrategy(int threshold = 300) : m_threshold(threshold) {}
    core::Action decide(const core::Game& game, core::Rng& rng) override;
    std::string id() const override { return "threshold"; }

private:
    int m_threshold;
};

} // namespace greed::ai

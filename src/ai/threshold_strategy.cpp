// ThresholdStrategy: bank at a fixed turn total, keep every scoring die.
#include "ai/strategy.hpp"

#include <algorithm>

namespace greed::ai {

namespace {

bool hasAction(const std::vector<core::Action>& actions, core::ActionType type) {
    return std::any_of(actions.begin(), actions.end(),
                       [type](const core::Action& a) { return a.type == type; });
}

// True when banking now would still leave this player behind the leader in a last turn.
bool mustChase(const core::Game& game) {
    const int me = game.currentPlayer();
    if (!game.inFinalRound() && !game.inTieBreak()) {
        return false;
    }
    const auto& players = game.players();
    const int mine = players[me].score + game.turnTotal();
    for (int i = 0; i < game.playerCount(); ++i) {
        if (i != me && !players[i].left && players[i].score >= mine) {
            return true;
        }
    }
    return false;
}

} // namespace

core::Action ThresholdStrategy::decide(const core::Game& game, core::Rng& /*rng*/) {
    const auto actions = game.legalActions();
    switch (game.phase()) {
    case core::Phase::AdoptOffer:
        return game.adoptablePoints() >= m_threshold / 2 ? core::Action::adopt()
                                                         : core::Action::decline();
    case core::Phase::ChooseKeep: {
        // Keep options come best first: take every scoring die.
        return actions.front();
    }
    case core::Phase::AwaitDecision:
        if (hasAction(actions, core::ActionType::Bank) && game.turnTotal() >= m_threshold &&
            !mustChase(game)) {
            return core::Action::bank();
        }
        return hasAction(actions, core::ActionType::Roll) ? core::Action::roll()
                                                          : core::Action::bank();
    default:
        return core::Action::roll();
    }
}

} // namespace greed::ai

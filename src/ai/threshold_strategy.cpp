// ThresholdStrategy: bank at a fixed turn total, keep every scoring die.
#include "ai/strategy.hpp"

#include "ai/play_helpers.hpp"
#include "ai/shared_model.hpp"

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
        // Never an offer whose entry throw cannot succeed (as every computer player).
        return game.adoptablePoints() >= m_threshold / 2 &&
                       adoptCanSucceed(game, *sharedModel(game.rules()))
                   ? core::Action::adopt()
                   : core::Action::decline();
    case core::Phase::ChooseKeep: {
        // Keep options come best first: take every scoring die.
        return actions.front();
    }
    case core::Phase::AwaitDecision: {
        // One bust from the busts-in-a-row penalty a bust costs the turn total plus the
        // penalty: rolling on pays only below a threshold that much lower.
        const int threshold =
            oneBustFromPenalty(game) ? m_threshold - game.rules().bustStreak.penalty : m_threshold;
        if (hasAction(actions, core::ActionType::Bank) && game.turnTotal() >= threshold &&
            !mustChase(game)) {
            return core::Action::bank();
        }
        return hasAction(actions, core::ActionType::Roll) ? core::Action::roll()
                                                          : core::Action::bank();
    }
    default:
        return core::Action::roll();
    }
}

} // namespace greed::ai

// HeuristicStrategy: thresholds from the expected-points policy, bent by character.
#include "ai/heuristic_strategy.hpp"

#include "ai/play_helpers.hpp"

#include <algorithm>

namespace greed::ai {

HeuristicStrategy::HeuristicStrategy(std::string id, PlayStyle style,
                                     std::shared_ptr<const ExpectedPolicy> policy)
    : m_id(std::move(id)), m_style(style), m_policy(std::move(policy)) {}

double HeuristicStrategy::bankThreshold(const core::Game& game, int dice) const {
    const int me = game.currentPlayer();
    const auto& self = game.players()[static_cast<size_t>(me)];
    const double target = std::max(1, game.rules().target);
    const double lead = self.score - bestOtherScore(game, me);
    double risk = m_style.risk;
    if (lead < 0) {
        risk *= 1.0 + m_style.behind * (-lead) / target;
    } else {
        risk *= std::max(0.25, 1.0 - m_style.ahead * lead / target);
    }
    if (m_style.bustMemory > 0 && m_style.bustEffect != 0.0) {
        const int busts = recentBusts(game, me, m_style.bustMemory);
        risk *= std::max(0.2, 1.0 + m_style.bustEffect * busts);
    }
    risk = std::clamp(risk, 0.05, 25.0);
    return risk * m_policy->bankThreshold(dice, true);
}

bool HeuristicStrategy::wantsAdopt(const core::Game& game) const {
    const TurnModel& m = m_policy->model();
    const bool entered = game.players()[static_cast<size_t>(game.currentPlayer())].entered;
    const TurnDp& dp = m_policy->dp(entered);
    const int t = game.adoptablePoints() / m.unit();
    const int dice = std::clamp(game.adoptableDice(), 1, m.diceCount());
    const double adopted = dp.rollValue(std::max(t, 1), dice);
    return m_style.adopt * adopted >= dp.start() && adopted > 0.0;
}

core::Action HeuristicStrategy::chooseKeep(const core::Game& game) const {
    const auto& options = game.keepOptions();
    const auto& roll = game.lastRoll();
    if (options.empty()) {
        return core::Action::keep({});
    }
    size_t pick = 0;
    if (m_style.keep == KeepStyle::Fewer) {
        const TurnModel& m = m_policy->model();
        const int thrown = static_cast<int>(roll.size());
        double best = -1e300;
        for (size_t i = 0; i < options.size(); ++i) {
            const int next = m.nextDice(thrown, keptCount(options[i]));
            const double v = options[i].points + m_style.diceValue * next;
            if (v > best) {
                best = v;
                pick = i;
            }
        }
    }
    return keepAction(roll, options[pick].faces);
}

core::Action HeuristicStrategy::decide(const core::Game& game, core::Rng& /*rng*/) {
    switch (game.phase()) {
    case core::Phase::AdoptOffer:
        return wantsAdopt(game) ? core::Action::adopt() : core::Action::decline();
    case core::Phase::ChooseKeep:
        return chooseKeep(game);
    case core::Phase::AwaitDecision:
        break;
    default:
        return core::Action::roll();
    }
    if (!game.canBank()) {
        return core::Action::roll();
    }
    const int me = game.currentPlayer();
    const int mine = game.players()[static_cast<size_t>(me)].score + game.turnTotal();
    const int best = bestOtherScore(game, me);
    if (isLastTurn(game)) {
        // A last turn is won or lost now: roll on until in the lead (with a margin while
        // others still have their last turn to come).
        const int margin = othersStillToPlay(game, me) ? m_style.lastTurnMargin : 0;
        return mine > best + margin || (mine > best && game.diceToThrow() == 0)
                   ? core::Action::bank()
                   : core::Action::roll();
    }
    if (mine >= game.rules().target) {
        return core::Action::bank();
    }
    return game.turnTotal() >= bankThreshold(game, game.diceToThrow()) ? core::Action::bank()
                                                                       : core::Action::roll();
}

} // namespace greed::ai

// HeuristicStrategy: thresholds and keeps from the expected-points policy, bent by character.
#include "ai/heuristic_strategy.hpp"

#include "ai/play_helpers.hpp"

#include <algorithm>

namespace greed::ai {

HeuristicStrategy::HeuristicStrategy(std::string id, PlayStyle style,
                                     std::shared_ptr<const ExpectedPolicy> policy)
    : m_id(std::move(id)), m_style(style), m_policy(std::move(policy)) {}

double HeuristicStrategy::situationRisk(const core::Game& game) const {
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
    return std::clamp(risk, 0.05, 25.0);
}

double HeuristicStrategy::bankThreshold(const core::Game& game, int dice) const {
    return situationRisk(game) * m_policy->bankThreshold(dice, true, oneBustFromPenalty(game));
}

bool HeuristicStrategy::banksAt(int t, int dice, double risk, bool brink) const {
    return t * m_policy->model().unit() >= risk * m_policy->bankThreshold(dice, true, brink);
}

int HeuristicStrategy::keepChoice(int t, const std::vector<KeepChoice>& choices, bool entered,
                                  bool brink) const {
    const TurnDp& dp = m_policy->dp(entered, brink);
    const double perDie = m_style.keep == KeepStyle::Fewer  ? m_style.diceValue
                          : m_style.keep == KeepStyle::More ? -m_style.diceValue
                                                            : 0.0;
    int pick = 0;
    double best = -1e300;
    for (size_t i = 0; i < choices.size(); ++i) {
        // Hot dice (all kept, all thrown again) count as the dice thrown next, like any keep.
        const double v = dp.choiceValue(t, choices[i]) + perDie * choices[i].nextDice;
        if (v > best + 1e-9) {
            best = v;
            pick = static_cast<int>(i);
        }
    }
    return pick;
}

TurnPolicy HeuristicStrategy::turnPolicy(double risk, bool entered) const {
    TurnPolicy p;
    p.banks = [this, risk](int t, int dice) {
        return banksAt(t, dice, risk);
    };
    p.keep = [this, entered](int t, const std::vector<KeepChoice>& choices) {
        return keepChoice(t, choices, entered);
    };
    return p;
}

bool HeuristicStrategy::wantsAdopt(const core::Game& game) const {
    const TurnModel& m = m_policy->model();
    if (!adoptCanSucceed(game, m)) {
        return false;
    }
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
    const TurnModel& m = m_policy->model();
    const int thrown = static_cast<int>(roll.size());
    std::vector<KeepChoice> choices;
    choices.reserve(options.size());
    for (const auto& option : options) {
        choices.push_back({option.points / m.unit(), m.nextDice(thrown, keptCount(option))});
    }
    const bool entered = game.players()[static_cast<size_t>(game.currentPlayer())].entered;
    const int pick =
        keepChoice(game.turnTotal() / m.unit(), choices, entered, oneBustFromPenalty(game));
    return keepAction(roll, options[static_cast<size_t>(pick)].faces);
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
    return banksAt(game.turnTotal() / m_policy->model().unit(), game.diceToThrow(),
                   situationRisk(game), oneBustFromPenalty(game))
               ? core::Action::bank()
               : core::Action::roll();
}

} // namespace greed::ai

// OptimalStrategy: one TurnDp per position kind, recomputed only when the scores change.
#include "ai/optimal_strategy.hpp"

#include "ai/play_helpers.hpp"

#include <algorithm>

namespace greed::ai {

OptimalStrategy::OptimalStrategy(std::string id, std::shared_ptr<const ExpectedPolicy> policy,
                                 std::shared_ptr<const WinSolution> solution, SolutionWatch watch,
                                 std::optional<TableCombine> table)
    : m_id(std::move(id)), m_policy(std::move(policy)), m_solution(std::move(solution)),
      m_watch(std::move(watch)), m_table(table), m_dp(m_policy->model()) {}

void OptimalStrategy::setThreePlayer(std::shared_ptr<const ThreeSolution> three, ThreeWatch watch) {
    m_three = std::move(three);
    m_threeWatch = std::move(watch);
    m_keyValid = false;
}

bool OptimalStrategy::threePlayerValues(const core::Game& game) {
    // Looked for once a turn at a table of three (the lookup hashes the rules).
    if (!m_three && m_threeWatch && game.playerCount() == 3 &&
        game.phase() == core::Phase::AwaitRoll) {
        m_three = m_threeWatch();
        m_keyValid = m_keyValid && !m_three;
    }
    if (!m_three || !m_table || game.playerCount() != 3 || game.activePlayerCount() != 3 ||
        game.inTieBreak()) {
        return false;
    }
    const int me = game.currentPlayer();
    const auto& players = game.players();
    auto score = [&](int i) {
        return players[static_cast<size_t>(i % 3)].score;
    };
    auto entered = [&](int i) {
        return players[static_cast<size_t>(i % 3)].entered;
    };
    if (!game.inFinalRound()) {
        const std::vector<int> key{4,
                                   score(me),
                                   entered(me) ? 1 : 0,
                                   score(me + 1),
                                   entered(me + 1) ? 1 : 0,
                                   score(me + 2),
                                   entered(me + 2) ? 1 : 0};
        if (!m_keyValid || key != m_key) {
            m_three->prepareTurn(m_dp, {score(me), score(me + 1), score(me + 2)},
                                 {entered(me), entered(me + 1), entered(me + 2)});
            m_key = key;
            m_keyValid = true;
        }
        return true;
    }
    // The middle of a final round: the player who began it, and one still to play after us.
    const int trigger = game.endTriggeredBy();
    const int last = 3 - me - trigger;
    if (trigger == me || trigger < 0 || !game.finalTurnPending(last)) {
        return false; // the last turn of all: the exact chase below
    }
    const std::vector<int> key{5,           score(trigger),       score(me), entered(me) ? 1 : 0,
                               score(last), entered(last) ? 1 : 0};
    if (!m_keyValid || key != m_key) {
        m_three->prepareLastTurn(m_dp, score(trigger), score(me), entered(me), score(last),
                                 entered(last));
        m_key = key;
        m_keyValid = true;
    }
    return true;
}

const TurnDp& OptimalStrategy::valuesFor(const core::Game& game, bool& winChances) {
    if (threePlayerValues(game)) {
        winChances = true;
        return m_dp;
    }
    const TurnModel& m = m_policy->model();
    const int u = m.unit();
    const int me = game.currentPlayer();
    const auto& self = game.players()[static_cast<size_t>(me)];
    if (isLastTurn(game)) {
        const int gap = std::max(0, (bestOtherScore(game, me) - self.score) / u);
        // A bust that pays the busts-in-a-row penalty drops below a tie.
        const bool brink = oneBustFromPenalty(game);
        const std::vector<int> key{1, gap, self.entered ? 1 : 0, brink ? 1 : 0};
        if (!m_keyValid || key != m_key) {
            prepareChase(m_dp, gap, self.entered, 0.5, !brink);
            m_key = key;
            m_keyValid = true;
        }
        winChances = true;
        return m_dp;
    }
    if (m_solution && game.activePlayerCount() == 2 && game.playerCount() == 2) {
        const int opp = 1 - me;
        const auto& other = game.players()[static_cast<size_t>(opp)];
        const int seat = seatOf(game, me);
        const int mine = game.bustStreak(me);
        const int theirs = game.bustStreak(opp);
        const std::vector<int> key{
            2,    seat,  self.score, self.entered ? 1 : 0, other.score, other.entered ? 1 : 0,
            mine, theirs};
        if (!m_keyValid || key != m_key) {
            m_solution->prepareTurn(m_dp, seat, self.score, self.entered, other.score,
                                    other.entered, mine, theirs);
            m_key = key;
            m_keyValid = true;
        }
        winChances = true;
        return m_dp;
    }
    if (m_solution && m_table && game.activePlayerCount() >= 2) {
        // Every score matters, and whose turn it is (pairs are taken in playing order).
        std::vector<int> key{3, me, game.firstPlayer()};
        for (int i = 0; i < game.playerCount(); ++i) {
            const auto& p = game.players()[static_cast<size_t>(i)];
            key.push_back(p.left ? -1 : (p.entered ? 1 : 0));
            key.push_back(p.score);
            key.push_back(game.bustStreak(i));
        }
        if (!m_keyValid || key != m_key) {
            TableEstimate(m_solution, *m_table).prepareTurn(m_dp, game);
            m_key = std::move(key);
            m_keyValid = true;
        }
        winChances = true;
        return m_dp;
    }
    winChances = false;
    return m_policy->dp(self.entered, oneBustFromPenalty(game));
}

core::Action OptimalStrategy::decide(const core::Game& game, core::Rng& /*rng*/) {
    // Looked for once a turn (the lookup hashes the rules).
    if (!m_solution && m_watch && game.phase() == core::Phase::AwaitRoll) {
        m_solution = m_watch();
        m_keyValid = m_keyValid && !m_solution; // values from now on come from the solution
    }

    const TurnModel& m = m_policy->model();
    const int u = m.unit();
    switch (game.phase()) {
    case core::Phase::AdoptOffer: {
        const bool entered = game.players()[static_cast<size_t>(game.currentPlayer())].entered;
        const TurnDp& dp = m_policy->dp(entered);
        const int t = std::max(1, game.adoptablePoints() / u);
        const int dice = std::clamp(game.adoptableDice(), 1, m.diceCount());
        return adoptCanSucceed(game, m) && dp.rollValue(t, dice) > dp.start()
                   ? core::Action::adopt()
                   : core::Action::decline();
    }
    case core::Phase::ChooseKeep: {
        bool win = false;
        const TurnDp& dp = valuesFor(game, win);
        const auto& options = game.keepOptions();
        if (options.empty()) {
            return core::Action::keep({});
        }
        const int thrown = static_cast<int>(game.lastRoll().size());
        const int t = game.turnTotal() / u;
        size_t pick = 0;
        double best = -1e300;
        for (size_t i = 0; i < options.size(); ++i) {
            const KeepChoice c{options[i].points / u, m.nextDice(thrown, keptCount(options[i]))};
            const double v = dp.choiceValue(t, c);
            if (v > best + 1e-12) {
                best = v;
                pick = i;
            }
        }
        return keepAction(game.lastRoll(), options[pick].faces);
    }
    case core::Phase::AwaitDecision: {
        if (!game.canBank()) {
            return core::Action::roll();
        }
        bool win = false;
        const TurnDp& dp = valuesFor(game, win);
        const int me = game.currentPlayer();
        const int mine = game.players()[static_cast<size_t>(me)].score + game.turnTotal();
        if (!win && game.rules().endPolicy == core::EndPolicy::Immediate &&
            mine >= game.rules().target) {
            return core::Action::bank();
        }
        return dp.shouldBank(game.turnTotal() / u, game.diceToThrow()) ? core::Action::bank()
                                                                       : core::Action::roll();
    }
    default:
        return core::Action::roll();
    }
}

} // namespace greed::ai

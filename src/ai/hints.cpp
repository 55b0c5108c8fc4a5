// HintAdvisor: exact odds from the TurnModel, win chances from the Professor's tables.
#include "ai/hints.hpp"

#include "ai/play_helpers.hpp"
#include "ai/solution_cache.hpp"

#include <algorithm>

namespace greed::ai {

namespace {

std::shared_ptr<const WinSolution> findSolution(const core::Rules& rules, std::uint64_t solveUpTo) {
    auto model = sharedModel(rules);
    if (!WinSolution::unsupportedReason(*model).empty()) {
        return nullptr;
    }
    return sharedSolution(rules, solveUpTo);
}

} // namespace

HintAdvisor::HintAdvisor(const core::Rules& rules, std::uint64_t solveUpTo)
    : HintAdvisor(rules, findSolution(rules, solveUpTo)) {}

HintAdvisor::HintAdvisor(const core::Rules& rules, std::shared_ptr<const WinSolution> solution)
    // The shown chances at larger tables are the normalised estimate: they sum to one over
    // the table, where the Professor's own leader-only valuation would not.
    : m_policy(sharedExpectedPolicy(rules)),
      m_player("hints", m_policy, std::move(solution), {}, TableCombine::Normalised) {
    // At three players the exact solution, when this process holds one or it is cached (a
    // background solve arriving later is taken up at the next turn). Looked for at a table of
    // three only: other tables never read its file.
    if (ThreeSolution::unsupportedReason(m_policy->model()).empty()) {
        const auto dir = core::dataDirectory();
        m_player.setThreePlayer(nullptr, [rules, dir] { return cachedThreeSolution(rules, dir); });
    }
}

bool HintAdvisor::wantsThreeSolution(const core::Game& game) const {
    return game.playerCount() == 3 && game.activePlayerCount() == 3 && !m_player.hasThreePlayer() &&
           ThreeSolution::unsupportedReason(m_policy->model()).empty();
}

Hint HintAdvisor::advise(const core::Game& game) {
    Hint hint;
    const TurnModel& m = m_policy->model();
    if (game.phase() == core::Phase::GameOver || game.phase() == core::Phase::Setup) {
        return hint;
    }
    const int me = game.currentPlayer();
    const bool entered = game.players()[static_cast<size_t>(me)].entered;
    int dice = game.diceToThrow();
    if (game.phase() == core::Phase::AdoptOffer) {
        dice = m.diceCount();
    }
    dice = std::clamp(dice, 1, m.diceCount());
    const ThrowTable& table = m.table(dice);
    const bool entryThrow = game.phase() == core::Phase::AwaitRoll && m.firstRollEntry(entered);
    hint.dice = dice;
    hint.totalWays = table.total;
    hint.bustWays = entryThrow ? table.failWays(m.entryUnits()) : table.bustWays;
    for (const auto& pen : table.penalties) {
        hint.penaltyWays += pen.ways;
    }
    hint.bustChance = static_cast<double>(hint.bustWays) / static_cast<double>(table.total);
    hint.penaltyChance = static_cast<double>(hint.penaltyWays) / static_cast<double>(table.total);
    if (oneBustFromPenalty(game)) {
        const int score = game.players()[static_cast<size_t>(me)].score;
        hint.streakPenalty = std::min(game.rules().bustStreak.penalty, score);
    }

    if (game.phase() != core::Phase::AwaitRoll && game.phase() != core::Phase::AwaitDecision) {
        return hint;
    }
    bool winChances = false;
    const TurnDp& dp = m_player.valuesFor(game, winChances);
    if (!winChances) {
        return hint;
    }
    const int t = game.turnTotal() / m.unit();
    if (game.phase() == core::Phase::AwaitRoll && t == 0) {
        hint.winIfRoll = dp.start();
        return hint;
    }
    hint.winIfRoll = dp.rollValue(t, dice);
    if (game.canBank()) {
        hint.winIfBank =
            dp.bankValue(std::min(t, static_cast<int>(dp.length()) - 1 + m.maxPoints()));
    }
    return hint;
}

} // namespace greed::ai

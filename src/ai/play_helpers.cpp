// Table facts shared by the computer players.
#include "ai/play_helpers.hpp"

#include <algorithm>
#include <limits>
#include <numeric>

namespace greed::ai {

int bestOtherScore(const core::Game& game, int me) {
    const auto& players = game.players();
    int best = std::numeric_limits<int>::min();
    for (int i = 0; i < game.playerCount(); ++i) {
        const auto& p = players[static_cast<size_t>(i)];
        if (i != me && !p.left) {
            best = std::max(best, p.score);
        }
    }
    return best == std::numeric_limits<int>::min() ? players[static_cast<size_t>(me)].score : best;
}

bool isLastTurn(const core::Game& game) {
    return game.inFinalRound() || game.inTieBreak();
}

bool othersStillToPlay(const core::Game& game, int me) {
    for (int i = 0; i < game.playerCount(); ++i) {
        if (i != me && !game.players()[static_cast<size_t>(i)].left && game.finalTurnPending(i)) {
            return true;
        }
    }
    return false;
}

int seatOf(const core::Game& game, int player) {
    const int n = std::max(1, game.playerCount());
    return ((player - game.firstPlayer()) % n + n) % n;
}

bool oneBustFromPenalty(const core::Game& game) {
    const core::BustStreak& rule = game.rules().bustStreak;
    const int me = game.currentPlayer();
    return rule.on() && game.bustStreak(me) + 1 >= rule.count &&
           game.players()[static_cast<size_t>(me)].score > 0;
}

int recentBusts(const core::Game& game, int player, int memory) {
    const auto& history = game.players()[static_cast<size_t>(player)].history;
    int busts = 0;
    const int n = static_cast<int>(history.size());
    for (int i = std::max(0, n - memory); i < n; ++i) {
        const auto end = history[static_cast<size_t>(i)].end;
        if (end == core::TurnEnd::Bust || end == core::TurnEnd::Penalty ||
            end == core::TurnEnd::EntryFailed) {
            ++busts;
        }
    }
    return busts;
}

core::Action keepAction(const std::vector<core::Face>& roll, const std::vector<core::Face>& faces) {
    std::vector<int> indices;
    indices.reserve(faces.size());
    std::vector<bool> used(roll.size(), false);
    for (core::Face f : faces) {
        for (size_t i = 0; i < roll.size(); ++i) {
            if (!used[i] && roll[i] == f) {
                used[i] = true;
                indices.push_back(static_cast<int>(i));
                break;
            }
        }
    }
    std::sort(indices.begin(), indices.end());
    return core::Action::keep(std::move(indices));
}

bool adoptCanSucceed(const core::Game& game, const TurnModel& model) {
    const bool entered = game.players()[static_cast<size_t>(game.currentPlayer())].entered;
    if (!model.firstRollEntry(entered)) {
        return true;
    }
    const int dice = std::clamp(game.adoptableDice(), 1, model.diceCount());
    const ThrowTable& table = model.table(dice);
    return table.failWays(model.entryUnits()) < table.total;
}

int keptCount(const core::KeepOption& option) {
    return std::accumulate(option.counts.begin(), option.counts.end(), 0);
}

} // namespace greed::ai

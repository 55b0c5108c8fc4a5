// Game figures: counted from each player's turn records.
#include "app/ui/game_figures.hpp"

#include <algorithm>
#include <cmath>

namespace greed::app {

int PlayerFigures::averageBank() const {
    return banked == 0 ? 0
                       : static_cast<int>(std::lround(static_cast<double>(bankedPoints) / banked));
}

std::vector<PlayerFigures> gameFigures(const core::Game& game) {
    const bool rethrowAll = game.rules().rerollPolicy == core::RerollPolicy::All;
    std::vector<PlayerFigures> out;
    for (int seat = 0; seat < game.playerCount(); ++seat) {
        PlayerFigures f;
        f.seat = seat;
        for (const auto& t : game.players()[static_cast<std::size_t>(seat)].history) {
            if (t.end == core::TurnEnd::Left) {
                continue;
            }
            ++f.turns;
            switch (t.end) {
            case core::TurnEnd::Banked:
                ++f.banked;
                f.bankedPoints += t.turnTotal;
                f.best = std::max(f.best, t.turnTotal);
                break;
            case core::TurnEnd::Bust:
            case core::TurnEnd::EntryFailed:
                ++f.busts;
                break;
            case core::TurnEnd::Penalty:
                ++f.penalties;
                break;
            case core::TurnEnd::Left:
                break;
            }
            // Hot dice: every die of a throw scored (the dice thrown are the dice left).
            for (const auto& r : t.rolls) {
                if (!rethrowAll && !r.faces.empty() && r.kept.size() == r.faces.size()) {
                    ++f.hotDice;
                }
            }
        }
        out.push_back(f);
    }
    return out;
}

FigureColumns figureColumns(const core::Rules& rules) {
    return {rules.rerollPolicy != core::RerollPolicy::All, rules.hasPenalties()};
}

} // namespace greed::app

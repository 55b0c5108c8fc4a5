// TableState from a game: the turn's last throw on the felt, what was set aside from it and
// from the throws before it in the tray, the way the beats leave the table after each event.
#include "app/table/table_state.hpp"

#include <algorithm>

namespace greed::app {

TableState tableStateOf(const core::Game& game) {
    TableState state;
    state.player = game.currentPlayer();
    state.turnTotal = game.turnTotal();
    const core::Phase phase = game.phase();
    // At the start of a turn (or an offer to adopt) the felt is clear: the beat of the turn's
    // start swept the last player's dice away. At the end the last turn's dice stay.
    const bool over = phase == core::Phase::GameOver;
    if (phase != core::Phase::ChooseKeep && phase != core::Phase::AwaitDecision && !over) {
        return state;
    }
    const auto& roll = game.lastRoll();
    const auto& players = game.players();
    const auto last = static_cast<std::size_t>(game.currentPlayer());
    const auto& rolls = !over ? game.turnInProgress().rolls
                        : last < players.size() && !players[last].history.empty()
                            ? players[last].history.back().rolls
                            : game.turnInProgress().rolls;
    // Choose-keep: nothing of this throw is set aside yet. Otherwise the throw's kept faces,
    // equal faces taken left to right (as the automatic keep names them).
    std::vector<core::Face> kept;
    if (phase != core::Phase::ChooseKeep && !rolls.empty() && rolls.back().faces == roll) {
        kept = rolls.back().kept;
    }
    const bool toTray = game.rules().rerollPolicy == core::RerollPolicy::Remaining;
    const auto& aside = game.setAside();
    // Hot dice emptied the set-aside dice: every die of the cycle went back into the cup.
    const bool hot = toTray && !kept.empty() && aside.size() < kept.size();
    const std::size_t earlier = toTray && !hot ? aside.size() - kept.size() : aside.size();
    state.tray.assign(aside.begin(), aside.begin() + static_cast<long>(earlier));
    int slot = static_cast<int>(earlier);
    for (core::Face face : roll) {
        TableDie die;
        die.face = face;
        const auto it = std::find(kept.begin(), kept.end(), face);
        if (it != kept.end()) {
            kept.erase(it);
            die.scoring = true;
            die.backInCup = hot;
            die.inTray = toTray && !hot;
            die.traySlot = die.inTray ? slot++ : 0;
        }
        state.dice.push_back(die);
    }
    return state;
}

std::vector<core::Face> feltFaces(const TableState& state) {
    std::vector<core::Face> out;
    for (const auto& d : state.dice) {
        if (!d.inTray && !d.backInCup) {
            out.push_back(d.face);
        }
    }
    std::sort(out.begin(), out.end());
    return out;
}

std::vector<core::Face> trayFaces(const TableState& state) {
    std::vector<core::Face> out = state.tray;
    for (const auto& d : state.dice) {
        if (d.inTray) {
            out.push_back(d.face);
        }
    }
    std::sort(out.begin(), out.end());
    return out;
}

} // namespace greed::app

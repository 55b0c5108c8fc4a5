// TableState: what the table shows of a match at rest, computed from the game's state alone
// (whose turn, the turn total, the dice in the tray and on the felt), so a table handed a
// match mid-turn (Continue, a replay seek, a late network joiner) shows the true table.
#pragma once

#include "core/game.hpp"

#include <vector>

namespace greed::app {

// A die of the last throw as the table shows it once every beat has played.
struct TableDie {
    core::Face face = 1;
    bool scoring = false;   // set aside from this throw (glows while it rests, or in the tray)
    bool inTray = false;    // set aside into the tray, at `traySlot`
    int traySlot = 0;       // its place in the tray (after the dice of earlier throws)
    bool backInCup = false; // hot dice: every die went back into the cup
};

struct TableState {
    int player = 0;
    int turnTotal = 0;
    std::vector<core::Face> tray; // set aside by earlier throws of this cycle, in slot order
    std::vector<TableDie> dice;   // the last throw, in roll order (Game::lastRoll())
};

TableState tableStateOf(const core::Game& game);

// The faces resting on the felt, and every face in the tray (earlier throws and this one's),
// each sorted: what a player sees, whatever order or place the dice have.
std::vector<core::Face> feltFaces(const TableState& state);
std::vector<core::Face> trayFaces(const TableState& state);

} // namespace greed::app

// Game figures: each player's game in a few numbers (turns, best turn, average bank, busts,
// hot dice, penalties), counted from the turns the game recorded, for the results' details.
#pragma once

#include "core/game.hpp"

#include <string>
#include <vector>

namespace greed::app {

struct PlayerFigures {
    int seat = 0;
    int turns = 0;        // turns played (a turn the player left in is not one)
    int banked = 0;       // turns that ended with a bank
    int bankedPoints = 0; // the points those turns banked
    int best = 0;         // the most points one turn banked (0: none banked)
    int busts = 0;        // turns that scored nothing (a bust, a failed entry roll)
    int penalties = 0;    // turns ended by a penalty throw
    int hotDice = 0;      // throws whose every die scored, so all were thrown again
    // The points of an average banked turn, rounded (0 when none was banked).
    int averageBank() const;
};

// One line per seat, in seat order.
std::vector<PlayerFigures> gameFigures(const core::Game& game);

// Which columns a game's figures table shows: hot dice only where the rules throw the scoring
// dice again, penalties only where a throw can cost points.
struct FigureColumns {
    bool hotDice = true;
    bool penalties = false;
};
FigureColumns figureColumns(const core::Rules& rules);

} // namespace greed::app

// The one state a seat's plate tells beside its score, the most pressing first: decided from the
// game and what the table shows, apart from the words, so tests check it without drawing.
#pragma once

#include "core/game.hpp"

namespace greed::app {

enum class SeatTag {
    None,
    Left,          // left the game
    Playing,       // a person at another screen is choosing
    Thinking,      // the computer is choosing
    ReachedTarget, // reached the target and started the final round
    LastTurn,      // still has a last turn in the final round
    TurnPlayed,    // has played the last turn of the final round (banked or bust)
    NotInYet,      // has not met the entry rule
};

// What the table shows besides the game.
struct SeatTagView {
    bool current = false;     // this seat's turn is the one shown
    bool remoteToAct = false; // a person at another screen acts
    bool humanToAct = false;  // a person at this screen acts
    bool animating = false;
    bool replay = false;
    bool finalRound = false; // the final round's banner has been shown
    bool entered = false;    // as the table shows it (the show lags the game)
};

SeatTag seatTagOf(const core::Game& game, int player, const SeatTagView& view);

} // namespace greed::app

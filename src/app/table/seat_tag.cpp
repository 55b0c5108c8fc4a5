// Seat tags: the order says which state wins when several hold.
#include "app/table/seat_tag.hpp"

namespace greed::app {

SeatTag seatTagOf(const core::Game& game, int player, const SeatTagView& view) {
    const auto& ps = game.players()[static_cast<std::size_t>(player)];
    const bool over = game.phase() == core::Phase::GameOver;
    if (ps.left) {
        return SeatTag::Left;
    }
    if (view.current && view.remoteToAct && !view.animating) {
        return SeatTag::Playing;
    }
    if (view.current && !view.humanToAct && !view.animating && !view.replay && !over) {
        return SeatTag::Thinking;
    }
    if (view.finalRound && game.endTriggeredBy() == player) {
        return SeatTag::ReachedTarget;
    }
    // The table shows a turn after the game has played it: the player whose last turn is
    // still shown is on it, even when the game has moved on.
    if (view.finalRound && (game.finalTurnPending(player) || (view.current && !over))) {
        return SeatTag::LastTurn;
    }
    // A last turn used (a bust too) is not a player still waiting to get in.
    if (view.finalRound && !over) {
        return SeatTag::TurnPlayed;
    }
    if (game.rules().entryRule != core::EntryRule::None && !view.entered) {
        return SeatTag::NotInYet;
    }
    return SeatTag::None;
}

} // namespace greed::app

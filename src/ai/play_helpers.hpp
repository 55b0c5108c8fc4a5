// Small facts about the table that every computer player asks for.
#pragma once

#include "ai/turn_model.hpp"

#include "core/game.hpp"

#include <vector>

namespace greed::ai {

// Highest score among the other players still in the game (or the own score if alone).
int bestOtherScore(const core::Game& game, int me);
// True when the current player's turn is a last chance: a final round or a tie-break.
bool isLastTurn(const core::Game& game);
// True when some other player still has a final turn to come.
bool othersStillToPlay(const core::Game& game, int me);
// The seat of `player` counted from the game's first player.
int seatOf(const core::Game& game, int player);
// True when the current player's next turn with nothing would cost the busts-in-a-row penalty
// and they have points it could take.
bool oneBustFromPenalty(const core::Game& game);
// Own turns among the last `memory` that ended with nothing or a penalty.
int recentBusts(const core::Game& game, int player, int memory);
// The Keep action taking exactly the dice of `faces` (ascending) from `roll`.
core::Action keepAction(const std::vector<core::Face>& roll, const std::vector<core::Face>& faces);
// Can taking over the points on offer (AdoptOffer) lead anywhere? Not when the player is not
// yet in and the rules want the turn's first throw to score the entry: the adopted dice must
// then make it alone (one die never scores 200).
bool adoptCanSucceed(const core::Game& game, const TurnModel& model);
// Number of dice in a keep option.
int keptCount(const core::KeepOption& option);

} // namespace greed::ai

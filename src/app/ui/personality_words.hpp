// The words for computer players and default seats in the player's language: a personality's
// name, its kind label (agreeing with the name's gender) and the seats a quick game starts with.
#pragma once

#include "core/game.hpp"
#include "session/match_setup.hpp"

#include <string>
#include <vector>

namespace greed::app {

// The set-up's names as the rest of app/ says them (app/match.hpp, which ui may not include).
using session::SeatSpec;
using session::StrategyChoice;

// "Timid Tilly" in English, her own name in another language (trp("personality", ...)).
std::string personalityName(const StrategyChoice& choice);
// The same by personality id; empty for an id no personality has.
std::string personalityName(const std::string& id);
// The short form of a computer player's name where space is scarce (the table's log): its given
// name in the player's language ("Tilly", "Zilli"); the full name where the language gives no
// short form (English).
std::string personalityShortName(const StrategyChoice& choice);
// A player's name where space is scarce: a computer player that kept its personality's name
// gets the short form ("Carlos" for "Carlos el Cauto"); anyone else keeps the name played.
std::string shortPlayerName(const core::PlayerInfo& info);
// The seat's kind as the setup picker names it: "Human", or the personality's trait ("Timid"),
// in the gender of the personality's name.
std::string kindLabel(const SeatSpec& seat);
// session::defaultSeats with the names in the player's language: "You" (or "Player N") for
// the people, each personality's own translated name for the computers.
std::vector<SeatSpec> localDefaultSeats(int humans, int computers);
// The seat of the one person playing against computers only (the player at this screen, who
// is spoken to: "You win!", "You leave"), or -1 when there are more people or none.
int lonePerson(const core::Game& game);

} // namespace greed::app

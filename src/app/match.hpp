// The app's names for the match set-up, which lives in the session layer.
#pragma once

#include "session/match_setup.hpp"

namespace greed::app {

using session::checkPlayerCount;
using session::createGame;
using session::defaultSeats;
using session::findStrategy;
using session::makeStrategy;
using session::MatchConfig;
using session::parsePlayersSpec;
using session::playerInfo;
using session::seatDetail;
using session::SeatSpec; // one seat of a set-up (session::Seat is where its moves come from)
using session::SpecError;
using session::StrategyChoice;
using session::strategyChoices;
using session::strategyName;

} // namespace greed::app

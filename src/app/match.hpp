// The app's names for the match set-up, which lives in the session layer.
#pragma once

#include "session/match_setup.hpp"

namespace greed::app {

using Seat = session::SeatSpec;
using session::checkPlayerCount;
using session::createGame;
using session::defaultSeats;
using session::findStrategy;
using session::makeStrategy;
using session::MatchConfig;
using session::parsePlayersSpec;
using session::playerInfo;
using session::seatDetail;
using session::SpecError;
using session::StrategyChoice;
using session::strategyChoices;
using session::strategyName;

} // namespace greed::app

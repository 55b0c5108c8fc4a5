// Game history: records games in the statistics database as they end or are abandoned and keeps
// a finished match's file, from the match session (never from the screen). Problems become the
// title's notice, once.
#pragma once

#include "session/match_session.hpp"

#include <filesystem>
#include <memory>
#include <string>

namespace greed::app {

struct Services;

// A match starts: the statistics file is opened now rather than at its end.
void prepareHistory(Services& s);
// A match that ended: recorded as finished (or abandoned when it is not over), linked to its
// kept match file for the replay.
void recordGame(Services& s, const session::MatchSession& match,
                const std::filesystem::path& matchFile);
// At the end of a played match: the match file is kept among the finished games (when saving)
// and recorded; the record is returned for the results' "Watch replay".
std::shared_ptr<const session::MatchRecord> finishMatch(Services& s, session::MatchSession& match);
// Before a new match replaces an unfinished one: keeps that one among the finished games and
// records it as abandoned.
void recordAbandonedCurrent(Services& s);

} // namespace greed::app

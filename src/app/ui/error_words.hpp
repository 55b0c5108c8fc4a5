// What the player is told when something fails below the app: the session, file and network
// layers explain in English (for logs); the screen says it in the player's language.
#pragma once

#include "core/rules.hpp"

#include <stdexcept>
#include <string>

namespace greed::app {

// An error whose message the app already wrote in the player's language (e.g. "Port 24816
// cannot be opened"): shown as it is.
class ShownError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// The words for `error` on screen: a ShownError's own message, else `fallback` (a translated
// sentence for what failed). The English detail goes to the log (stderr) either way.
std::string shownError(const std::exception& error, const std::string& fallback);
// Logs an English detail from a lower layer that the screen does not show.
void logDetail(const std::string& detail);
// "" when computer players can play `rules`; else why not, in the player's language (the
// English detail, with the memory their tables would take, goes to the log). Asked before a
// computer is seated, so rules too large for them are refused on the screen, never by quitting.
std::string computerRefusal(const core::Rules& rules);

} // namespace greed::app

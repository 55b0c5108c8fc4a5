// Where the turns of a recorded match begin, so a replay can step by turn (forward and back).
#pragma once

#include "session/match_file.hpp"

#include <cstddef>
#include <vector>

namespace greed::session {

// Move counts after which a turn has just begun (ascending; the first is 0). Rebuilding the
// match from the record up to such a count shows the table at the start of that turn.
// Throws MatchFileError when the record does not replay.
std::vector<std::size_t> turnStarts(const MatchRecord& record);

// The turn start before `position` (a little into a turn steps back to its own start only when
// at least `slack` moves of it were played), and the one after it; clamped to the record.
std::size_t previousTurnStart(const std::vector<std::size_t>& starts, std::size_t position,
                              std::size_t slack = 1);
std::size_t nextTurnStart(const std::vector<std::size_t>& starts, std::size_t position,
                          std::size_t end);

} // namespace greed::session

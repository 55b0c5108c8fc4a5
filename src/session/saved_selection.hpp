// SavedSelection: the dice a person had picked (marked, not yet set aside) when the match was
// last saved, so Continue shows them picked again. Presentation state of a human seat, not a
// move: an optional field of a match file's header ("selection"), true only for the match after
// exactly `moves` moves. Readers that do not know it ignore it; this one reads it defensively.
#pragma once

#include "core/game.hpp"

#include <nlohmann/json_fwd.hpp>

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace greed::session {

struct SavedSelection {
    std::size_t moves = 0; // how many moves the match had when the dice were picked
    std::vector<int> dice; // indices into the throw (Game::lastRoll()), ascending
    bool operator==(const SavedSelection& o) const { return moves == o.moves && dice == o.dice; }
    bool operator!=(const SavedSelection& o) const { return !(*this == o); }
};

nlohmann::json selectionToJson(const SavedSelection& selection);
// The header's "selection" field. Never throws: a field that cannot be read gives nullopt and
// `why` says what was wrong (the match loads as if it had none); a die that is not a whole
// number is left out and named in `why`.
std::optional<SavedSelection> selectionFromJson(const nlohmann::json& field, std::string& why);

// The dice of `selection` a person may have picked in `game`, the match after `moves` moves:
// none when it was saved after another move (a stale field: quietly) or when no person is
// choosing dice now; else each index of a die of the throw, once, ascending. What is dropped
// besides a stale field is said in `why` (empty when nothing was).
std::vector<int> selectionFor(const SavedSelection& selection, const core::Game& game,
                              std::size_t moves, std::string& why);

} // namespace greed::session

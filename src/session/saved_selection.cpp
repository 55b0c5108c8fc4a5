// SavedSelection <-> JSON, and what of it still fits the game it is restored into.
#include "session/saved_selection.hpp"

#include "core/json_guard.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <climits>

namespace greed::session {

using nlohmann::json;

namespace {

void note(std::string& why, const std::string& what) {
    why += (why.empty() ? "" : "; ") + what;
}

} // namespace

json selectionToJson(const SavedSelection& selection) {
    return json{{"moves", selection.moves}, {"dice", selection.dice}};
}

std::optional<SavedSelection> selectionFromJson(const json& field, std::string& why) {
    why.clear();
    if (!field.is_object()) {
        why = std::string("field 'selection' must be an object, not ") + field.type_name();
        return std::nullopt;
    }
    SavedSelection selection;
    std::int64_t moves = 0;
    const auto movesField = field.find("moves");
    const std::string movesFault = movesField == field.end()
                                       ? "is missing"
                                       : core::wholeNumberFault(*movesField, 0, INT_MAX, moves);
    if (!movesFault.empty()) {
        why = "field 'selection.moves' " + movesFault;
        return std::nullopt;
    }
    selection.moves = static_cast<std::size_t>(moves);
    const auto dice = field.find("dice");
    if (dice == field.end() || !dice->is_array()) {
        why = std::string("field 'selection.dice' must be a list, not ") +
              (dice == field.end() ? "missing" : dice->type_name());
        return std::nullopt;
    }
    for (const json& die : *dice) {
        std::int64_t index = 0;
        const std::string fault = core::wholeNumberFault(die, INT_MIN, INT_MAX, index);
        if (!fault.empty()) {
            note(why, "a die of field 'selection.dice' " + fault + ", left out");
            continue;
        }
        selection.dice.push_back(static_cast<int>(index));
    }
    return selection;
}

std::vector<int> selectionFor(const SavedSelection& selection, const core::Game& game,
                              std::size_t moves, std::string& why) {
    why.clear();
    std::vector<int> dice;
    if (selection.moves != moves) {
        return dice; // picked before later moves: they ended that choice
    }
    const auto& players = game.players();
    const int current = game.currentPlayer();
    const bool person =
        current >= 0 && current < static_cast<int>(players.size()) &&
        players[static_cast<std::size_t>(current)].info.kind == core::PlayerKind::Human;
    if (game.phase() != core::Phase::ChooseKeep || !person) {
        if (!selection.dice.empty()) {
            why = "dice were picked where no person chooses dice; none are picked";
        }
        return dice;
    }
    const int thrown = static_cast<int>(game.lastRoll().size());
    for (const int index : selection.dice) {
        if (index < 0 || index >= thrown) {
            note(why, "die " + std::to_string(index) + " is not one of the " +
                          std::to_string(thrown) + " thrown, left out");
        } else if (std::find(dice.begin(), dice.end(), index) != dice.end()) {
            note(why, "die " + std::to_string(index) + " is picked twice, once kept");
        } else {
            dice.push_back(index);
        }
    }
    std::sort(dice.begin(), dice.end());
    return dice;
}

} // namespace greed::session

// Move <-> JSON: one short object per line of a match file.
#include "session/move.hpp"

#include "core/json_guard.hpp"
#include "core/player_name.hpp"

#include <nlohmann/json.hpp>

#include <climits>

namespace greed::session {

using nlohmann::json;

namespace {

const char* actionName(core::ActionType type) {
    return core::toString(type);
}

core::ActionType actionFrom(const std::string& name, const std::string& where) {
    for (auto type :
         {core::ActionType::Roll, core::ActionType::Keep, core::ActionType::Bank,
          core::ActionType::Adopt, core::ActionType::Decline, core::ActionType::Restart}) {
        if (name == actionName(type)) {
            return type;
        }
    }
    throw MatchFileError(where + ": unknown action '" + name + "'");
}

// Seats are numbered from 0; no rule set seats more than 8.
constexpr std::int64_t kLastSeat = 7;

// The dice of an action as numbers the game can judge (it refuses indices that are not dice).
std::vector<int> diceFrom(const json& list, const std::string& where) {
    if (!list.is_array()) {
        throw MatchFileError(where + ": field 'dice' must be a list, not " + list.type_name());
    }
    std::vector<int> dice;
    for (const json& die : list) {
        std::int64_t value = 0;
        const std::string fault = core::wholeNumberFault(die, INT_MIN, INT_MAX, value);
        if (!fault.empty()) {
            throw MatchFileError(where + ": field 'dice' " + fault);
        }
        dice.push_back(static_cast<int>(value));
    }
    return dice;
}

} // namespace

std::int64_t wholeNumberField(const json& object, const char* field, std::int64_t low,
                              std::int64_t high, const std::string& where) {
    if (!object.contains(field)) {
        throw MatchFileError(where + ": field '" + field + "' is missing");
    }
    std::int64_t value = 0;
    const std::string fault = core::wholeNumberFault(object.at(field), low, high, value);
    if (!fault.empty()) {
        throw MatchFileError(where + ": field '" + field + "' " + fault);
    }
    return value;
}

std::string textField(const json& object, const char* field, const std::string& where) {
    if (!object.is_object()) {
        throw MatchFileError(where + ": must be an object, not " + object.type_name());
    }
    const auto it = object.find(field);
    if (it == object.end()) {
        throw MatchFileError(where + ": field '" + field + "' is missing");
    }
    if (!it->is_string()) {
        throw MatchFileError(where + ": field '" + field + "' must be a string, not " +
                             it->type_name());
    }
    return it->get<std::string>();
}

bool Move::operator==(const Move& o) const {
    return kind == o.kind && player == o.player && action == o.action && joiner == o.joiner &&
           diceRng == o.diceRng && aiRng == o.aiRng;
}

json seatToJson(const SeatSpec& seat) {
    json j{{"name", seat.name}, {"kind", seat.computer ? "computer" : "human"}};
    if (seat.computer) {
        j["strategy"] = seat.strategy;
        if (!seat.policy.empty()) {
            j["policy"] = seat.policy;
        }
    }
    return j;
}

SeatSpec seatFromJson(const json& j, const std::string& where) {
    try {
        SeatSpec seat;
        // Files written before names were checked (or by hand) may hold any text: repaired so
        // old matches still load and nothing unprintable reaches a screen or terminal.
        seat.name = core::repairName(textField(j, "name", where));
        const auto kind = textField(j, "kind", where);
        if (kind != "human" && kind != "computer") {
            throw MatchFileError(where + ": unknown seat kind '" + kind + "'");
        }
        seat.computer = kind == "computer";
        if (seat.computer) {
            seat.strategy = textField(j, "strategy", where);
            if (j.contains("policy")) {
                seat.policy = core::visibleText(textField(j, "policy", where));
            }
        }
        if (seat.name.empty()) {
            throw MatchFileError(where + ": a seat without a usable name");
        }
        return seat;
    } catch (const json::exception& e) {
        throw MatchFileError(where + ": " + e.what());
    }
}

json moveToJson(const Move& move) {
    json j;
    switch (move.kind) {
    case MoveKind::Act:
        j["act"] = actionName(move.action.type);
        j["player"] = move.player;
        if (!move.action.dice.empty()) {
            j["dice"] = move.action.dice;
        }
        break;
    case MoveKind::Join:
        j["join"] = seatToJson(move.joiner);
        j["player"] = move.player;
        break;
    case MoveKind::Leave:
        j["leave"] = move.player;
        break;
    }
    if (!move.diceRng.empty()) {
        j["rng"] = move.diceRng;
    }
    if (!move.aiRng.empty()) {
        j["ai"] = move.aiRng;
    }
    return j;
}

Move moveFromJson(const json& j, const std::string& where) {
    if (!j.is_object()) {
        throw MatchFileError(where + ": not a move");
    }
    // Every field is read through textField and wholeNumberField, which name it; the catch
    // below is for the unforeseen, so that even then the message names the line.
    try {
        Move m;
        if (j.contains("act")) {
            m.kind = MoveKind::Act;
            m.action.type = actionFrom(textField(j, "act", where), where);
            m.player = static_cast<int>(wholeNumberField(j, "player", 0, kLastSeat, where));
            if (j.contains("dice")) {
                m.action.dice = diceFrom(j.at("dice"), where);
            }
        } else if (j.contains("join")) {
            m.kind = MoveKind::Join;
            m.joiner = seatFromJson(j.at("join"), where);
            m.player = static_cast<int>(wholeNumberField(j, "player", 0, kLastSeat, where));
        } else if (j.contains("leave")) {
            m.kind = MoveKind::Leave;
            m.player = static_cast<int>(wholeNumberField(j, "leave", 0, kLastSeat, where));
        } else {
            throw MatchFileError(where + ": neither an action, a join nor a leave");
        }
        if (j.contains("rng")) {
            m.diceRng = textField(j, "rng", where);
        }
        if (j.contains("ai")) {
            m.aiRng = textField(j, "ai", where);
        }
        return m;
    } catch (const json::exception& e) {
        throw MatchFileError(where + ": " + e.what());
    }
}

} // namespace greed::session

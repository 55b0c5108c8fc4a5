// Move <-> JSON: one short object per line of a match file.
#include "session/move.hpp"

#include "core/player_name.hpp"

#include <nlohmann/json.hpp>

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

} // namespace

bool Move::operator==(const Move& o) const {
    return kind == o.kind && player == o.player && action == o.action && joiner == o.joiner &&
           diceRng == o.diceRng && aiRng == o.aiRng;
}

json seatToJson(const SeatSpec& seat) {
    json j{{"name", seat.name}, {"kind", seat.computer ? "computer" : "human"}};
    if (seat.computer) {
        j["strategy"] = seat.strategy;
    }
    return j;
}

SeatSpec seatFromJson(const json& j, const std::string& where) {
    try {
        SeatSpec seat;
        // Files written before names were checked (or by hand) may hold any text: repaired so
        // old matches still load and nothing unprintable reaches a screen or terminal.
        seat.name = core::repairName(j.at("name").get<std::string>());
        const auto kind = j.at("kind").get<std::string>();
        if (kind != "human" && kind != "computer") {
            throw MatchFileError(where + ": unknown seat kind '" + kind + "'");
        }
        seat.computer = kind == "computer";
        if (seat.computer) {
            seat.strategy = j.at("strategy").get<std::string>();
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
    try {
        Move m;
        if (j.contains("act")) {
            m.kind = MoveKind::Act;
            m.action.type = actionFrom(j.at("act").get<std::string>(), where);
            m.player = j.at("player").get<int>();
            if (j.contains("dice")) {
                m.action.dice = j.at("dice").get<std::vector<int>>();
            }
        } else if (j.contains("join")) {
            m.kind = MoveKind::Join;
            m.joiner = seatFromJson(j.at("join"), where);
            m.player = j.at("player").get<int>();
        } else if (j.contains("leave")) {
            m.kind = MoveKind::Leave;
            m.player = j.at("leave").get<int>();
        } else {
            throw MatchFileError(where + ": neither an action, a join nor a leave");
        }
        if (j.contains("rng")) {
            m.diceRng = j.at("rng").get<std::string>();
        }
        if (j.contains("ai")) {
            m.aiRng = j.at("ai").get<std::string>();
        }
        return m;
    } catch (const json::exception& e) {
        throw MatchFileError(where + ": " + e.what());
    }
}

} // namespace greed::session

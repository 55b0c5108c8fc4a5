// Move: one entry of a match's action log (an action by a player, a join or a leave), and
// its JSON form in match files.
#pragma once

#include "core/game.hpp"
#include "session/match_setup.hpp"

#include <nlohmann/json_fwd.hpp>

#include <stdexcept>
#include <string>

namespace greed::session {

// A match file (or one of its lines) that cannot be trusted; the message says where and why.
class MatchFileError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

enum class MoveKind { Act, Join, Leave };

struct Move {
    MoveKind kind = MoveKind::Act;
    int player = -1;     // Act: who acts; Leave: who leaves; Join: the newcomer's seat
    core::Action action; // Act: a Roll carries the faces thrown
    SeatSpec joiner;     // Join
    // Random stream states after the move, so a resumed match continues both streams:
    std::string diceRng; // after a roll
    std::string aiRng;   // after a computer player's decision
    bool operator==(const Move& o) const;
    bool operator!=(const Move& o) const { return !(*this == o); }

    static Move act(int player, core::Action action) {
        Move m;
        m.player = player;
        m.action = std::move(action);
        return m;
    }
    static Move join(SeatSpec seat) {
        Move m;
        m.kind = MoveKind::Join;
        m.joiner = std::move(seat);
        return m;
    }
    static Move leave(int player) {
        Move m;
        m.kind = MoveKind::Leave;
        m.player = player;
        return m;
    }
};

nlohmann::json moveToJson(const Move& move);
// Throws MatchFileError naming `where` when a field is missing or wrong.
Move moveFromJson(const nlohmann::json& json, const std::string& where);

// The whole number in `object[field]`, from `low` to `high`, checked before any conversion;
// else MatchFileError "WHERE: field 'FIELD' must be a whole number (got 1e+300)" and the like.
std::int64_t wholeNumberField(const nlohmann::json& object, const char* field, std::int64_t low,
                              std::int64_t high, const std::string& where);

// The string in `object[field]`; else MatchFileError "WHERE: field 'FIELD' must be a string, not
// number" (or "is missing").
std::string textField(const nlohmann::json& object, const char* field, const std::string& where);

nlohmann::json seatToJson(const SeatSpec& seat);
SeatSpec seatFromJson(const nlohmann::json& json, const std::string& where);

} // namespace greed::session

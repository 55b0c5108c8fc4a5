// Why the game refuses an action, as data: a code and the numbers or faces it needs. The app
// turns a Refusal into the player's language (app/ui/refusal_words); describe() gives the
// English text used in logs, errors and the network protocol, never on a player's screen.
#pragma once

#include "core/rules.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace greed::core {

enum class RefusalCode : std::uint8_t {
    None,
    Other,            // a text only (a session or file error): see Outcome::error
    UnknownAction,    //
    NotYourTurn,      //
    AddAfterStart,    //
    RemoveAfterStart, //
    AlreadyStarted,   //
    NotStarted,       //
    GameIsOver,       //
    TableFull,        // count = the most players the rules allow
    TooFewPlayers,    // count = the fewest players the rules allow
    NeedsName,        //
    NoSuchPlayer,     // count = the seat asked for (0-based)
    NotAtTable,       // count = the seat asked for (0-based)
    LeaveBeforeStart, //
    JoinBeforeStart,  //
    FinalRoundBegun,  //
    CannotRollNow,    //
    WrongDiceCount,   // count = dice the roll throws, value = faces given
    FaceNotOnDie,     // value = the face, count = faces on a die
    NothingToBank,    //
    BankNeedsTotal,   // count = the turn total banking needs
    NoOffer,          //
    NothingToKeep,    //
    KeepEmpty,        //
    DieNotInRoll,     // count = the die asked for (1-based)
    KeepNotScoring    // faces = the dice of the selection that score nothing
};

struct Refusal {
    RefusalCode code = RefusalCode::None;
    int count = 0;
    int value = 0;
    std::vector<Face> faces;

    Refusal() = default;
    Refusal(RefusalCode why, int count_ = 0, int value_ = 0, std::vector<Face> faces_ = {})
        : code(why), count(count_), value(value_), faces(std::move(faces_)) {}
    explicit operator bool() const { return code != RefusalCode::None; }
    bool operator==(const Refusal& other) const {
        return code == other.code && count == other.count && value == other.value &&
               faces == other.faces;
    }
    bool operator!=(const Refusal& other) const { return !(*this == other); }
};

// A code's name in files and messages ("bank-needs-total"), and back (nullopt: unknown name).
const char* toString(RefusalCode code);
std::optional<RefusalCode> refusalCodeFrom(const std::string& name);

// The English text of a refusal (faces named by the rules' labels); empty for None and Other.
std::string describe(const Refusal& refusal, const Rules& rules);

} // namespace greed::core

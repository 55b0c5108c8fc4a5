// The English words of the core's refusals: for logs, error messages and the protocol. What a
// player reads comes from the app, which words each code in the chosen language.
#include "core/refusal.hpp"

#include <cstddef>

namespace greed::core {

namespace {

std::string n(int value) {
    return std::to_string(value);
}

// In the order of RefusalCode.
constexpr const char* kCodeNames[] = {"none",
                                      "other",
                                      "unknown-action",
                                      "not-your-turn",
                                      "add-after-start",
                                      "remove-after-start",
                                      "already-started",
                                      "not-started",
                                      "game-is-over",
                                      "table-full",
                                      "too-few-players",
                                      "needs-name",
                                      "no-such-player",
                                      "not-at-table",
                                      "leave-before-start",
                                      "join-before-start",
                                      "final-round-begun",
                                      "cannot-roll-now",
                                      "wrong-dice-count",
                                      "face-not-on-die",
                                      "nothing-to-bank",
                                      "bank-needs-total",
                                      "no-offer",
                                      "nothing-to-keep",
                                      "keep-empty",
                                      "die-not-in-roll",
                                      "keep-not-scoring"};
constexpr std::size_t kCodeCount = sizeof(kCodeNames) / sizeof(kCodeNames[0]);
static_assert(kCodeCount == static_cast<std::size_t>(RefusalCode::KeepNotScoring) + 1,
              "a name for every refusal code");

} // namespace

const char* toString(RefusalCode code) {
    const auto i = static_cast<std::size_t>(code);
    return i < kCodeCount ? kCodeNames[i] : "other";
}

std::optional<RefusalCode> refusalCodeFrom(const std::string& name) {
    for (std::size_t i = 0; i < kCodeCount; ++i) {
        if (name == kCodeNames[i]) {
            return static_cast<RefusalCode>(i);
        }
    }
    return std::nullopt;
}

std::string describe(const Refusal& r, const Rules& rules) {
    switch (r.code) {
    case RefusalCode::None:
    case RefusalCode::Other:
        return {};
    case RefusalCode::UnknownAction:
        return "unknown action";
    case RefusalCode::NotYourTurn:
        return "it is not your turn";
    case RefusalCode::AddAfterStart:
        return "players can only be added before the game starts";
    case RefusalCode::RemoveAfterStart:
        return "players can only be removed before the game starts; use leave()";
    case RefusalCode::AlreadyStarted:
        return "the game has already started";
    case RefusalCode::NotStarted:
        return "the game has not started";
    case RefusalCode::GameIsOver:
        return "the game is over";
    case RefusalCode::TableFull:
        return "the table is full: at most " + n(r.count) + " players";
    case RefusalCode::TooFewPlayers:
        return "this rule set needs at least " + n(r.count) + " players";
    case RefusalCode::NeedsName:
        return "a player needs a name";
    case RefusalCode::NoSuchPlayer:
        return "no player " + n(r.count);
    case RefusalCode::NotAtTable:
        return "no player " + n(r.count) + " at the table";
    case RefusalCode::LeaveBeforeStart:
        return "before the game starts, remove the player instead";
    case RefusalCode::JoinBeforeStart:
        return "before the game starts, add the player instead";
    case RefusalCode::FinalRoundBegun:
        return "nobody can join once the final round has begun";
    case RefusalCode::CannotRollNow:
        return "cannot roll now";
    case RefusalCode::WrongDiceCount:
        return "this roll throws " + n(r.count) + " dice, not " + n(r.value);
    case RefusalCode::FaceNotOnDie:
        return "face " + n(r.value) + " is not on a die of " + n(r.count) + " faces";
    case RefusalCode::NothingToBank:
        return "there is nothing to bank now";
    case RefusalCode::BankNeedsTotal:
        return "banking needs a turn total of at least " + n(r.count);
    case RefusalCode::NoOffer:
        return "there are no points on offer";
    case RefusalCode::NothingToKeep:
        return "there is nothing to set aside now";
    case RefusalCode::KeepEmpty:
        return "set aside at least one scoring die";
    case RefusalCode::DieNotInRoll:
        return "die " + n(r.count) + " is not in this roll";
    case RefusalCode::KeepNotScoring:
        return "every die set aside must score: " + labelsText(rules, r.faces) +
               (r.faces.size() == 1 ? " scores" : " score") + " nothing here";
    }
    return {};
}

} // namespace greed::core

// Game: the turn and game state machine of one match under one rule set (no randomness:
// the caller supplies the faces of every roll).
#pragma once

#include "limits.hpp"
#include "refusal.hpp"
#include "rng.hpp"
#include "rules.hpp"
#include "scoring.hpp"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace greed::core {

enum class PlayerKind { Human, Computer };

struct PlayerInfo {
    std::string name;
    PlayerKind kind = PlayerKind::Human;
    std::string personality; // personality id for computer players, empty for humans
    bool operator==(const PlayerInfo& o) const {
        return name == o.name && kind == o.kind && personality == o.personality;
    }
};

struct RollRecord {
    std::vector<Face> faces; // as thrown
    std::vector<Face> kept;  // set aside (scoring) from this roll, ascending
    int points = 0;          // points this roll added (negative for a penalty)
    bool operator==(const RollRecord& o) const {
        return faces == o.faces && kept == o.kept && points == o.points;
    }
};

enum class TurnEnd { Banked, Bust, Penalty, EntryFailed, Left };

struct TurnRecord {
    int turn = 0; // this player's turn number, from 1
    std::vector<RollRecord> rolls;
    int adopted = 0;   // points taken over from the previous player
    int turnTotal = 0; // turn total when the turn ended (lost on bust)
    int delta = 0;     // change of the score by this turn
    TurnEnd end = TurnEnd::Banked;
    int scoreAfter = 0;
    bool tieBreak = false; // played as an extra tie-break turn
    // Points the busts-in-a-row penalty took at the end of this turn (part of delta; 0: none).
    int streakPenalty = 0;
    bool operator==(const TurnRecord& o) const;
};

struct PlayerState {
    PlayerInfo info;
    int score = 0;
    bool entered = false; // has met the entry rule
    bool left = false;    // left mid-game: skipped from then on
    std::vector<TurnRecord> history;
    // Game::turnsPlayed() when the player joined (0: from the start) and when they left
    // (-1: still at the table, or an old save that did not record it).
    int joinedAtTurn = 0;
    int leftAtTurn = -1;
    bool operator==(const PlayerState& o) const;
};

enum class Phase {
    Setup,         // adding and removing players
    AdoptOffer,    // start of a turn with the previous player's points on offer
    AwaitRoll,     // start of a turn: roll
    ChooseKeep,    // choose-keep variants: pick the dice to set aside
    AwaitDecision, // after a scoring roll: roll on or bank
    GameOver
};

enum class ActionType { Roll, Keep, Bank, Adopt, Decline, Restart };

struct Action {
    ActionType type = ActionType::Roll;
    // Roll: the faces thrown (empty in legalActions(): the caller or a Driver fills them).
    // Keep: indices into lastRoll() of the dice to set aside.
    std::vector<int> dice;

    static Action roll(std::vector<Face> faces = {}) {
        return {ActionType::Roll, std::move(faces)};
    }
    static Action keep(std::vector<int> indices) { return {ActionType::Keep, std::move(indices)}; }
    static Action bank() { return {ActionType::Bank, {}}; }
    static Action adopt() { return {ActionType::Adopt, {}}; }
    static Action decline() { return {ActionType::Decline, {}}; }
    static Action restart() { return {ActionType::Restart, {}}; }
    bool operator==(const Action& o) const { return type == o.type && dice == o.dice; }
};

enum class EventType {
    GameStarted,
    TurnStarted,       // player
    AdoptOffered,      // player, points = on offer, total = dice left
    Adopted,           // player, points, total = dice left
    Rolled,            // player, dice = faces
    Scored,            // player, points, total = turn total, combos, dice = dice set aside
    HotDice,           // player: all dice scored, all are thrown again
    Bust,              // player, points = turn total lost
    Penalty,           // player, points = penalty (negative), total = score after
    EntryFailed,       // player, points = what the entry roll scored
    Banked,            // player, points = turn total, total = score after
    Entered,           // player
    FinalRoundStarted, // player = who triggered it
    TieBreakStarted,   // players = tied players
    GameOver,          // players = winners
    PlayerLeft,        // player
    Restarted,
    PlayerJoined, // player = the new seat
    // player, points = what the busts-in-a-row penalty took (0 or negative), total = score
    // after, players = {the bust count that cost it}
    StreakPenalty
};

struct Event {
    EventType type = EventType::Rolled;
    int player = -1;
    int points = 0;
    int total = 0;
    std::vector<Face> dice;
    std::vector<Combo> combos;
    std::vector<int> players;
    // Scored: indices into lastRoll() of the dice set aside, ascending (choose-keep: the dice
    // the player kept; automatic keep: the scoring dice, equal faces taken left to right).
    // Like dice and combos, left empty when detailed events are off.
    std::vector<int> indices;
};

// The answer to an action: refused with a reason, or accepted with what happened.
struct Outcome {
    bool ok = false;
    std::string error; // the refusal in English, for logs and errors (describe())
    std::vector<Event> events;
    Refusal refusal; // the refusal as data, for the player's words

    Outcome() = default;
    Outcome(bool ok_, std::string error_, std::vector<Event> events_, Refusal refusal_ = {})
        : ok(ok_), error(std::move(error_)), events(std::move(events_)),
          refusal(std::move(refusal_)) {}
    explicit operator bool() const { return ok; }
    // A refusal known only as a text (a session or file error).
    static Outcome refuse(std::string reason) {
        return {false, std::move(reason), {}, {RefusalCode::Other, 0, 0, {}}};
    }
    static Outcome refuse(Refusal why, const Rules& rules) {
        std::string text = describe(why, rules);
        return {false, std::move(text), {}, std::move(why)};
    }
};

// What setting aside some dice of the roll would do (Game::evaluateKeep).
struct KeepVerdict {
    bool valid = false; // apply(Action::keep(indices)) would be accepted
    int points = 0;     // what the selection scores when valid
    std::vector<Combo> combos;
    bool canBankAfter = false; // banking is allowed right after this keep
    std::string bankRefusal;   // why banking right after this keep would be refused
    Refusal bankWhy;           // the same as data
    bool canRollAfter = false; // rolling on is allowed right after this keep
    // The dice of the selection that score nothing (indices into lastRoll(), ascending): what is
    // left after the best scoring part of it. Empty when valid or when the indices are bad.
    std::vector<int> nonScoring;
    std::string reason; // why the keep would be refused (check()'s text); empty when valid
    Refusal why;        // the same as data
};

const char* toString(Phase value);
const char* toString(ActionType value);
const char* toString(EventType value);
const char* toString(TurnEnd value);

class Game {
public:
    explicit Game(Rules rules);
    // Shares the scorer's tables: much cheaper when many games use one rule set.
    explicit Game(Scorer scorer);

    // Setup (phase Setup only).
    Outcome addPlayer(PlayerInfo info);
    Outcome removePlayer(int index);
    Outcome start(int firstPlayer = 0);

    // A player leaves mid-game; if it is their turn, the turn ends with nothing scored.
    Outcome leave(int index);
    // A player joins a game in progress (until the end is triggered): a new seat after the last,
    // 0 points, first playing when the turn order reaches that seat.
    Outcome join(PlayerInfo info);
    // Why nobody could join now (join()'s reason), or no refusal when someone could.
    Refusal whyNoJoin() const;

    // The moves of the player to act. Restart is always accepted by apply() but not listed.
    std::vector<Action> legalActions() const;
    Outcome apply(const Action& action);
    // Whether apply(action) would be accepted, with apply()'s refusal text; never any events.
    // A Roll without faces asks whether rolling is allowed now (the Driver fills the faces).
    Outcome check(const Action& action) const;
    // ChooseKeep: what setting aside these dice (indices into lastRoll()) would score and allow.
    KeepVerdict evaluateKeep(const std::vector<int>& indices) const;

    const Rules& rules() const { return m_scorer.rules(); }
    const Scorer& scorer() const { return m_scorer; }
    Phase phase() const { return m_phase; }
    const std::vector<PlayerState>& players() const { return m_players; }
    int playerCount() const { return static_cast<int>(m_players.size()); }
    int activePlayerCount() const;
    int turnsPlayed() const; // turns completed in the whole game, by every player
    // Rolls thrown in this game (since its start or last restart); it ends at kRollLimit.
    int rollsPlayed() const { return m_rollsPlayed; }
    // Over because kRollLimit rolls were thrown (docs/rules.md, "Limits"), not by the target.
    bool endedByRollLimit() const {
        return m_phase == Phase::GameOver && m_rollsPlayed >= kRollLimit;
    }
    int currentPlayer() const { return m_current; }
    int firstPlayer() const { return m_first; }
    int turnTotal() const { return m_turnTotal; }
    int diceToThrow() const { return m_diceLeft; } // dice the next roll throws
    int rollsThisTurn() const { return m_rollsThisTurn; }
    const std::vector<Face>& lastRoll() const { return m_lastRoll; }
    const std::vector<Face>& setAside() const { return m_setAside; } // since the last full throw
    // The turn being played: its rolls so far, with what each set aside (empty between turns).
    const TurnRecord& turnInProgress() const { return m_turn; }
    const std::vector<KeepOption>& keepOptions() const { return m_keepOptions; } // ChooseKeep
    // Turns in a row that `player` ended with nothing since their last bank or last busts-in-a-row
    // penalty (always 0 when the rules have no such penalty). Read from the history, so saves
    // and replays need not keep it.
    int bustStreak(int player) const;
    int adoptablePoints() const { return m_offerPoints; }
    int adoptableDice() const { return m_offerDice; }
    bool canBank() const;
    // The turn total the current player needs before banking is allowed (bank minimum,
    // and the entry minimum while not yet in the game).
    int bankThreshold() const;
    bool inFinalRound() const { return m_endTriggered && !m_tieBreak; }
    bool inTieBreak() const { return m_tieBreak; }
    int endTriggeredBy() const { return m_trigger; }
    bool finalTurnPending(int player) const;
    std::vector<int> winners() const { return m_winners; } // set at GameOver
    // Over because everyone else left before anyone reached the target (the end was never
    // triggered): the one left is the last at the table, which screens and statistics do
    // not count as a win.
    bool endedEarly() const;
    std::vector<int> leaders() const; // players with the highest score now

    // Simulations may drop the dice and combos from events (the history keeps them).
    void setDetailedEvents(bool detailed) { m_detailedEvents = detailed; }

    bool operator==(const Game& other) const;
    bool operator!=(const Game& other) const { return !(*this == other); }

private:
    friend struct GameAccess; // save/load

    // The checks of apply(): a refusal reason, or empty when the action would be accepted.
    Refusal rollRefusal(const std::vector<Face>& faces, bool checkFaces) const;
    Refusal bankRefusal() const;
    Refusal adoptRefusal() const;
    Refusal restartRefusal() const;
    Outcome refused(Refusal why) const { return Outcome::refuse(std::move(why), rules()); }
    struct KeepMatch {
        Refusal refusal;
        int option = -1;             // index into m_keepOptions when accepted
        std::vector<int> nonScoring; // when refused for dice that do not score
    };
    KeepMatch matchKeep(const std::vector<int>& indices) const;
    std::vector<int> rollIndicesOf(const std::vector<Face>& faces) const;

    Outcome applyRoll(const std::vector<Face>& faces);
    Outcome applyKeep(const std::vector<int>& indices);
    Outcome applyBank();
    Outcome applyAdopt(bool accept);
    Outcome applyRestart();
    void setAsideDice(const std::vector<Face>& kept, std::vector<int> indices, int points,
                      const std::vector<Combo>& combos, std::vector<Event>& events);
    void markOwedFinalTurns();
    // `streakCounts` false: the turn cut off by the roll limit costs no busts-in-a-row penalty.
    void endTurn(TurnEnd end, int delta, std::vector<Event>& events, bool streakCounts = true);
    // After the game's last roll (kRollLimit): ends a turn it left open with nothing, then the
    // game, whose leaders win (no tie-break rounds: they would need more rolls).
    void endAtRollLimit(std::vector<Event>& events);
    int countRolls() const; // from the histories and the turn in progress (loading a save)
    void beginTurn(int player, std::vector<Event>& events);
    void advance(std::vector<Event>& events);
    void checkEnd(std::vector<Event>& events);
    void finish(std::vector<Event>& events);
    int nextSeat(int from, bool pendingOnly) const;
    void resetTurn();

    Scorer m_scorer;
    std::vector<PlayerState> m_players;
    Phase m_phase = Phase::Setup;
    int m_first = 0;
    int m_current = 0;
    int m_turnTotal = 0;
    int m_diceLeft = 0;
    int m_rollsThisTurn = 0;
    std::vector<Face> m_lastRoll;
    std::vector<Face> m_setAside;
    std::vector<KeepOption> m_keepOptions;
    TurnRecord m_turn;     // the turn in progress
    int m_offerPoints = 0; // adopt points on offer
    int m_offerDice = 0;
    bool m_endTriggered = false;
    int m_trigger = -1;
    bool m_tieBreak = false;
    std::vector<bool> m_pending; // players still owed a turn once the end is triggered
    std::vector<int> m_winners;
    bool m_detailedEvents = true;
    int m_rollsPlayed = 0; // kept with the histories: every roll is in one of them or in m_turn
};

// Fills in the faces of Roll actions from a seeded Rng, so a seed replays a game.
class Driver {
public:
    explicit Driver(std::uint64_t seed) : m_rng(seed) {}
    Outcome apply(Game& game, Action action);
    Rng& rng() { return m_rng; }
    const Rng& rng() const { return m_rng; }

private:
    Rng m_rng;
};

} // namespace greed::core

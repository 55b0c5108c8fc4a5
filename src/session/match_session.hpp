// MatchSession: one match, headless. It owns the Game, the dice Driver, the computer players'
// random stream, the seats and the action log; every change to the match goes through it and
// is logged (and appended to the match file when one is attached).
#pragma once

#include "core/game.hpp"
#include "session/match_file.hpp"
#include "session/match_setup.hpp"
#include "session/move.hpp"
#include "session/seat.hpp"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace greed::session {

class MatchSession {
public:
    // Starts a new match with a seat for every player of `setup` (human or computer).
    // Throws std::runtime_error (SpecError for an unknown computer player).
    explicit MatchSession(MatchConfig setup);
    // The match of a record after its first `moves` moves (all by default), with fresh seats.
    // Throws MatchFileError when a move does not apply (a damaged or foreign file); a record
    // made before the roll limit that plays past it stops at the limit.
    static std::unique_ptr<MatchSession>
    fromRecord(const MatchRecord& record, std::size_t moves = static_cast<std::size_t>(-1));
    // A lean session: a match nobody watches (tournaments). It plays `game` (players added,
    // started) with `seats` through the same gate, but keeps no log, writes no file and tells
    // the seats nothing (a strategy reads the game). Its streams start from `diceSeed` and
    // `aiSeed` as given.
    static std::unique_ptr<MatchSession> lean(core::Game game,
                                              std::vector<std::unique_ptr<Seat>> seats,
                                              std::uint64_t diceSeed, std::uint64_t aiSeed);

    const core::Game& game() const { return m_game; }
    // The set-up as the match began; players who joined later are in seats().
    const MatchConfig& setup() const { return m_setup; }
    const std::vector<SeatSpec>& seats() const { return m_seatSpecs; }
    const std::vector<Move>& moves() const { return m_moves; }
    bool over() const { return m_game.phase() == core::Phase::GameOver; }

    // Would `player` acting `action` now be accepted? (Not their turn is refused too, and so
    // is a roll that names its dice.)
    core::Outcome check(int player, const core::Action& action) const;
    // The one way in for a person's intent (the table's clicks and keys, a network player's
    // messages): refused when check() refuses it or when nobody who takes intents sits in the
    // player's seat (a computer player, a replay); else queued to the seat and played at once.
    // No player chooses the dice: a Roll that names faces is refused, the dice stream throws.
    core::Outcome submit(int player, core::Action action);
    // A player joins mid-game (or leaves). The newcomer gets a seat of their kind.
    core::Outcome join(const SeatSpec& seat);
    core::Outcome leave(int player);
    // Applies a logged move as it was (resuming, replays, a network client's mirror of the
    // host's match): the one path where a roll brings its own faces.
    core::Outcome applyLogged(const Move& move);

    // Asks the seat whose turn it is for its move and applies it; also applies the joins and
    // leaves of a replay when they come up. True when something was applied. The session has
    // no clock: a seat answers when asked, and whoever shows or hosts the match decides when to
    // ask (TablePace and ComputerClock at the table, the room's clock at a network host).
    bool step();
    // The seat whose turn it is decides its move now without playing it (a computer player,
    // whose pick is shown before it moves; step() then plays it). Null for a seat that waits
    // for someone (a person) or has nothing to decide before it is asked.
    const core::Action* prepare();
    // Steps until the game is over or `moveLimit` seat answers were played; for a table of
    // seats that never wait (computer players). True when the game is over.
    bool playOut(std::size_t moveLimit);
    // Lean sessions only (std::logic_error otherwise): the next game at this table, same
    // players and same first player, with both streams started afresh.
    void rematch(std::uint64_t diceSeed, std::uint64_t aiSeed);
    bool isLean() const { return m_lean; }

    Seat* seat(int player) const;
    template <typename T> T* seatAs(int player) const { return dynamic_cast<T*>(seat(player)); }
    void setSeat(int player, std::unique_ptr<Seat> seat);
    // Replays: every seat reads the cursor (joins and leaves come from it too).
    void replayFrom(std::shared_ptr<ReplayCursor> cursor);
    const std::shared_ptr<ReplayCursor>& replay() const { return m_replay; }

    // Every move from now on is appended to `writer`'s file.
    void record(std::unique_ptr<MatchWriter> writer);
    // Records into `writer` starting behind (its file could not be written: `why`).
    void recordBehind(std::unique_ptr<MatchWriter> writer, const MatchWriteError& why);
    MatchWriter* recorder() const { return m_writer.get(); }
    // Saving is behind: a write failed (a full disk, a read-only or failing one) and the file
    // holds the match only up to an earlier move. The match goes on; every following move
    // tries to write the whole match again, and the first that gets through catches the file
    // up. writeError() says why (empty while saving is up to date), writeFailure() is the
    // system's error number (ENOSPC: the disk is full).
    bool savingBehind() const { return !m_writeError.empty(); }
    const std::string& writeError() const { return m_writeError; }
    int writeFailure() const { return m_writeFailure; }
    // One more try to catch a file that is behind up now (the match's end). True when the
    // file holds the whole match (or nothing is recorded).
    bool catchUpSave();
    // Actions act() refused so far. Seats and the table check before they act, so any
    // refusal means an illegal move got as far as the game (the monkey test asserts none).
    std::size_t refusedActions() const { return m_refused; }
    // The same, of one player's seat (a tournament's illegal-move count).
    std::size_t refusedActions(int player) const;
    // The dice a person at this screen has picked now (not yet set aside), from the table at
    // each change: kept with the match and, when it is recorded, written into its file's
    // header (the whole file rewritten as after a full disk: atomically, once per change), so
    // Continue shows them picked again. Not a move: replays and network peers never see it.
    void saveSelection(std::vector<int> dice);
    // The dice picked in the match as it stands: those saved since the last move, or those the
    // record was read with (checked against the game: selectionFor); empty after a later move.
    std::vector<int> selection() const;
    // What fromRecord() left out of the record's selection, for a log line (empty: nothing).
    const std::string& selectionNote() const { return m_selectionNote; }

    const core::Rng& diceRng() const { return m_driver.rng(); }
    const core::Rng& aiRng() const { return m_aiRng; }

private:
    struct LeanTag {};
    MatchSession(core::Game game, std::vector<std::unique_ptr<Seat>> seats, std::uint64_t diceSeed,
                 std::uint64_t aiSeed, LeanTag);
    // Plays an action of `player` (a seat's answer): a Roll is thrown by the dice stream.
    core::Outcome act(int player, core::Action action);
    core::Outcome commit(Move move, core::Outcome outcome);
    void countRefusal(int player);
    // Appends `move`, or writes the whole match when saving is behind (or `move` is null).
    void save(const Move* move);
    void addSeat(const SeatSpec& spec);

    MatchConfig m_setup;
    std::vector<SeatSpec> m_seatSpecs;
    core::Game m_game;
    core::Driver m_driver; // the dice stream: decides every die
    core::Rng m_aiRng;     // the computer players' own stream
    core::Rng m_aiLogged;  // its state as last written to the log
    std::vector<std::unique_ptr<Seat>> m_seats;
    std::vector<Move> m_moves;
    std::shared_ptr<ReplayCursor> m_replay;
    std::unique_ptr<MatchWriter> m_writer;
    std::string m_writeError;
    int m_writeFailure = 0;
    std::size_t m_refused = 0;
    std::vector<std::size_t> m_refusedBy; // per player
    bool m_lean = false;
    core::Outcome m_last;       // of the last move applied
    SavedSelection m_selection; // the dice picked after m_selection.moves moves
    std::string m_selectionNote;
};

// Applies a logged move (an action with its faces, a join or a leave) to a game: the one place
// a move becomes a change of the game, for the session and for anything that follows a match
// from its log (the table's view of it). Out-of-turn actions and rolls without faces are refused.
core::Outcome applyMove(core::Game& game, const Move& move);

// The computer players' stream of a match: derived from the seed, apart from the dice.
std::uint64_t aiSeed(std::uint64_t seed);

} // namespace greed::session

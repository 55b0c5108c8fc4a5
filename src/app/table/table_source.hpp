// TableSource: where the table's match comes from, behind one interface: the session played at
// this screen, a network host's match mirrored here, or a recorded match replayed. TableMatch
// asks it for the match as it stands, hands it a person's moves and asks it to play on; what
// differs between the three lives in their own small classes (local_source.cpp,
// mirror_source.cpp, replay_source.cpp), built by the scene factories.
#pragma once

#include "core/game.hpp"
#include "session/match_session.hpp"

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace greed::app {

struct Services;
class ReplaySource;

class TableSource {
public:
    virtual ~TableSource() = default;

    // The match as it stands; nullptr once it is gone (a network host's table closed).
    virtual const session::MatchSession* match() const = 0;
    // The session this table owns (a match played or replayed here: the pause menu's joins
    // and leaves, the refusal count); null for a network table.
    virtual session::MatchSession* owned() const { return nullptr; }
    // Whether a person at this screen plays `player`'s seat.
    virtual bool personHere(int player) const = 0;
    // The moves are decided at another screen (a network host's table): a seat not played
    // here is a person or a computer player there.
    virtual bool decidedElsewhere() const { return false; }
    // A person's moves in order (a keep with the roll or bank after it, or one move), already
    // checked against the shown game. False when the first was refused.
    virtual bool play(int player, std::vector<core::Action> moves) = 0;
    // Lets `dt` seconds of the table's time pass and asks the seat whose turn it is to play
    // when its time is up (a computer player's thinking, a replay's pause: the source keeps that
    // time, the session has none). True when a move was applied. A network table's moves come
    // from its host, so it plays nothing here.
    virtual bool step(double dt) {
        (void)dt;
        return false;
    }
    // A key while a computer player here thinks: it decides now.
    virtual void hurry() {}
    // What the computer player whose turn it is picked and has not played yet (a keep is shown
    // first); null when there is none.
    virtual const core::Action* preview() const { return nullptr; }
    // The match ended: what is kept of it (statistics, the match file) and its record for the
    // results screen's replay.
    virtual std::shared_ptr<const session::MatchRecord>
    finish(const session::MatchRecord& shown) = 0;
    // The dice a person here picked when the match was left at this very position (Continue)
    // and each change of them; only a match played here keeps them.
    virtual std::vector<int> savedSelection() const { return {}; }
    virtual void keepSelection(const std::vector<int>& dice) { (void)dice; }
    // A replay's controls and status (null for a played or mirrored match).
    virtual ReplaySource* replay() { return nullptr; }
    virtual const ReplaySource* replay() const { return nullptr; }
};

// A match played at this screen: a new one or one continued (recorded when saving is on).
std::unique_ptr<TableSource> playedHere(Services& services,
                                        std::unique_ptr<session::MatchSession> match);
// `record` replayed from move `fromMove` at `speed` (see ReplaySource). Throws
// session::MatchFileError when a move does not apply.
std::unique_ptr<TableSource> replayedHere(Services& services,
                                          std::shared_ptr<const session::MatchRecord> record,
                                          std::size_t fromMove, double speed, bool paused);
// A match decided elsewhere (a network table): `source` gives the match as it stands (nullptr
// once it is gone), `personHere` says which players sit at this screen, and their moves (a keep
// and the roll or bank after it together) go to `forward` for the host to play; they come back
// as the host's moves.
using MatchFeed = std::function<const session::MatchSession*()>;
using ForwardMoves = std::function<void(int player, std::vector<core::Action> moves)>;
std::unique_ptr<TableSource> mirrored(Services& services, MatchFeed source,
                                      std::function<bool(int)> personHere, ForwardMoves forward);

} // namespace greed::app

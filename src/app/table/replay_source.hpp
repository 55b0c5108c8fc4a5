// ReplaySource: a recorded match replayed at the table: its session (every seat reads the log),
// the replay's controls (pause, a turn back or forward, speed, exit), their buttons and the
// status line. Stepping to another turn rebuilds the table at that turn's start from the record
// (the core replays a whole match in well under a millisecond).
#pragma once

#include "app/table/replay_bar.hpp"
#include "app/table/table_exits.hpp"
#include "app/table/table_input.hpp"
#include "app/table/table_pace.hpp"
#include "app/table/table_source.hpp"

#include <cstddef>
#include <memory>
#include <string>
#include <vector>

namespace greed::app {

class ReplaySource final : public TableSource {
public:
    // `record` from move `fromMove` on, at `speed` (1 = normal). Throws
    // session::MatchFileError when a move does not apply.
    ReplaySource(Services& services, std::shared_ptr<const session::MatchRecord> record,
                 std::size_t fromMove, double speed, bool paused);

    const session::MatchSession* match() const override { return m_match.get(); }
    session::MatchSession* owned() const override { return m_match.get(); }
    bool personHere(int player) const override {
        (void)player;
        return false; // nobody plays a replay
    }
    bool play(int player, std::vector<core::Action> moves) override;
    bool step(double dt) override;
    std::shared_ptr<const session::MatchRecord> finish(const session::MatchRecord& shown) override;
    ReplaySource* replay() override { return this; }
    const ReplaySource* replay() const override { return this; }

    // Replay speed (1 = normal), and whether it is paused.
    double speed() const;
    bool paused() const { return m_pace.paused; }
    // A control (ReplayToggle ... ReplayDetails). Returns what went wrong, for the message
    // line (empty: nothing); a turn back or forward and exit replace the table through `exits`.
    std::string control(IntentType type, TableExits& exits);
    // The status line: the speed, the move (a detail), paused or the end of the recording.
    std::string status(const core::Game& shown) const;
    std::vector<Button> buttons() const;
    // The turn shown of the recording's turns (0 of 0 when the recording does not replay).
    ReplayProgress progress() const;
    // The table at the start of the turn at `fraction` of the timeline (0 first, 1 last), in
    // this one's place through `exits`. Returns what went wrong, as control() does.
    std::string seek(double fraction, TableExits& exits);

private:
    std::string restartAt(std::size_t position, TableExits& exits);
    // Where the recording's turns begin, found once (empty when it does not replay).
    const std::vector<std::size_t>& turnStarts() const;

    Services& m_s;
    std::shared_ptr<const session::MatchRecord> m_record; // the whole match
    std::unique_ptr<session::MatchSession> m_match;
    std::shared_ptr<session::ReplayCursor> m_cursor; // the next move of m_record to play
    ReplayPace m_pace;
    mutable std::vector<std::size_t> m_turnStarts; // where turns begin, once asked for
    mutable bool m_turnsKnown = false;
};

} // namespace greed::app

// ShownMatch: the match as the table shows it: a game of the table's own, advanced move by move
// from whichever match makes the moves (the session at this screen, a network mirror, a
// replay's session). Its starting point is the source as it stands when the table opens, so a
// table handed a match mid-way (Continue, a replay seek, a late network joiner) starts from the
// true state instead of having to watch the match from its first move.
#pragma once

#include "core/game.hpp"
#include "session/match_session.hpp"

#include <vector>

namespace greed::app {

class ShownMatch {
public:
    // The match `source` as it stands now: its moves so far count as shown.
    explicit ShownMatch(const session::MatchSession& source);

    const core::Game& game() const { return m_game; }
    // The set-up and the moves shown so far (a replay of the table, the log's lines).
    const session::MatchRecord& record() const { return m_record; }
    std::size_t position() const { return m_record.moves.size(); }

    struct Pulled {
        std::vector<core::Event> events; // of the moves newly shown, in order
        bool retaken = false;            // the source no longer continued ours: taken whole
    };
    // Shows the source's moves not shown yet; afterwards game() equals the source's game.
    // A source whose log does not continue the shown one (a rejoin handed over a new mirror) is
    // taken over as it stands, and `retaken` says the table must be rebuilt from the state.
    Pulled pull(const session::MatchSession& source);

private:
    void retake(const session::MatchSession& source);

    core::Game m_game; // never reassigned as a whole object: the show keeps a reference
    session::MatchRecord m_record;
};

} // namespace greed::app

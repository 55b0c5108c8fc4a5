// ComputerClock: how long a computer player seems to take over its move, kept by whoever paces
// a match (the table, a network room), never by the session, whose seats answer when asked. It
// lets the player's thinking time pass (its personality's, scaled by a pace; a little longer for
// the first decision of a turn), has the seat decide, shows a keep for a moment, then plays it.
#pragma once

#include "core/game.hpp"
#include "session/match_session.hpp"

namespace greed::session {

class ComputerClock {
public:
    // The pause a keep is shown for before it is played, in seconds at speed 1.
    static constexpr double kKeepShown = 0.5;

    // pace: multiplies the thinking time (0 = at once, no keep shown); speed: the animation
    // speed, which shortens the showing of a keep.
    void setTiming(double pace, double speed) {
        m_pace = pace;
        m_speed = speed;
    }
    // Lets `dt` seconds pass at `match`: a computer player whose turn it is plays once its time
    // is up; any other seat is asked at once. True when a move was applied.
    bool step(MatchSession& match, double dt);
    // A key while a computer player thinks: it decides now.
    void hurry() { m_hurry = true; }

private:
    const Seat* m_seat = nullptr; // the computer player timed now
    double m_think = 0;
    double m_shownLeft = 0;
    bool m_hurry = false;
    double m_pace = 1.0;
    double m_speed = 1.0;
};

} // namespace greed::session

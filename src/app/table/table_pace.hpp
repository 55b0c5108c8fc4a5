// TablePace: how fast the table plays, decided in one place for every kind of match: the show's
// beats (the animation setting, a replay's chosen speed, catching up with a feed that ran ahead),
// the computer players' thinking (the pace setting) and the pause between a replay's moves.
// The time is kept here, in presentation: the session's seats answer when asked and the replay
// cursor steps when told.
#pragma once

#include "app/settings.hpp"
#include "session/computer_clock.hpp"

#include <cstddef>

namespace greed::app {

class TablePace {
public:
    // The pause between two moves of a replay, in seconds at speed 1.
    static constexpr double kReplayGap = 0.5;
    // Beats queued beyond this many (a network host that played on while this screen was
    // covered) are played faster, up to kCatchUpMax times, so the table never lags for long.
    static constexpr std::size_t kBacklog = 12;
    static constexpr double kCatchUpMax = 4.0;

    explicit TablePace(const Settings& settings) : m_settings(settings) {}

    // How many seconds of beats play per second: the animation setting times a replay's speed
    // (1 for a match played or followed), faster while `queued` beats wait.
    double beats(double replaySpeed, std::size_t queued) const;
    // Gives the computer players' clock the pace setting (0 = at once) and the animation speed.
    void time(session::ComputerClock& clock) const;

private:
    const Settings& m_settings;
};

// A replay's own time: paused or not, its speed, and the pause before its next move.
class ReplayPace {
public:
    bool paused = false;
    double speed = 1.0;

    // Lets `dt` seconds pass; true once the pause before the next move is over (the first
    // move comes at once).
    bool due(double dt);
    // A move was played: the next waits a full pause (TablePace::kReplayGap at speed 1).
    void played() { m_wait = TablePace::kReplayGap; }

private:
    double m_wait = 0;
};

} // namespace greed::app

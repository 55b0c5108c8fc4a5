// TablePace: how fast the table plays, decided in one place for every kind of match: the show's
// beats (the animation setting, a replay's chosen speed, catching up with a feed that ran ahead),
// the computer players' thinking (the pace setting) and the pause between a replay's moves.
// The seats and the replay cursor only count down what it gives them.
#pragma once

#include "app/settings.hpp"
#include "session/seat.hpp"

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
    // Gives the computer player about to act its thinking time (0 = at once).
    void time(session::ComputerSeat& computer) const;
    // Gives a replay its pause between moves.
    void time(session::ReplayCursor& replay) const;

private:
    const Settings& m_settings;
};

} // namespace greed::app

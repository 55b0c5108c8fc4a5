// TablePace: the settings and a replay's controls turned into the table's timings.
#include "app/table/table_pace.hpp"

#include <algorithm>

namespace greed::app {

double TablePace::beats(double replaySpeed, std::size_t queued) const {
    double pace = m_settings.speed() * replaySpeed;
    if (queued > kBacklog) {
        pace *= std::min(kCatchUpMax, static_cast<double>(queued) / kBacklog);
    }
    return pace;
}

void TablePace::time(session::ComputerClock& clock) const {
    clock.setTiming(m_settings.paceFactor(), m_settings.speed());
}

bool ReplayPace::due(double dt) {
    if (paused) {
        return false;
    }
    m_wait -= dt * speed;
    return m_wait <= 0;
}

} // namespace greed::app

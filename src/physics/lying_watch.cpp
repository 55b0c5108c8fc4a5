#include "physics/lying_watch.hpp"

#include <cmath>

namespace greed::physics {

void LyingWatch::add(double t, double x, double y) {
    m_seen.push_back({t, x, y});
    // Keep the newest place older than the span, so a full span can be reported.
    while (m_seen.size() > 2 && m_seen[1].t <= t - m_span) {
        m_seen.pop_front();
    }
}

double LyingWatch::lyingFor() const {
    if (m_seen.empty()) {
        return 0;
    }
    const Seen now = m_seen.back();
    double since = now.t;
    for (auto it = m_seen.rbegin(); it != m_seen.rend(); ++it) {
        if (std::hypot(it->x - now.x, it->y - now.y) > m_within) {
            break;
        }
        since = it->t;
    }
    return std::fmin(m_span, now.t - since);
}

} // namespace greed::physics

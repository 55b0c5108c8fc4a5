// Token buckets and log throttles on the host's own clock.
#include "net/peer_guard.hpp"

#include <algorithm>

namespace greed::net {

bool TokenBucket::take(double now) {
    if (m_rate <= 0) {
        return true;
    }
    m_tokens = std::min(m_burst, m_tokens + std::max(0.0, now - m_last) * m_rate);
    m_last = now;
    if (m_tokens < 1) {
        return false;
    }
    m_tokens -= 1;
    return true;
}

bool LogThrottle::admit(std::size_t limit) {
    if (limit == 0 || m_written < limit) {
        ++m_written;
        return true;
    }
    ++m_held;
    return false;
}

std::size_t LogThrottle::restart(double now) {
    const std::size_t held = m_held;
    m_start = now;
    m_written = 0;
    m_held = 0;
    return held;
}

std::string groupedNumber(std::size_t n) {
    std::string digits = std::to_string(n);
    for (auto at = static_cast<std::ptrdiff_t>(digits.size()) - 3; at > 0; at -= 3) {
        digits.insert(static_cast<std::size_t>(at), ",");
    }
    return digits;
}

} // namespace greed::net

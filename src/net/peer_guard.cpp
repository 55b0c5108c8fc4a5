// Token buckets and log throttles on the host's own clock.
#include "net/peer_guard.hpp"

#include <algorithm>
#include <iterator>

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

bool MeterBook::take(const std::string& key, double now) {
    if (m_rate <= 0) {
        return true;
    }
    auto it = m_meters.try_emplace(key, Meter{TokenBucket(m_rate, m_burst), now}).first;
    it->second.last = now;
    return it->second.bucket.take(now);
}

bool MeterBook::peek(const std::string& key, double now) const {
    const auto it = m_meters.find(key);
    if (m_rate <= 0 || it == m_meters.end()) {
        return true;
    }
    TokenBucket copy = it->second.bucket; // a copy: looking takes nothing
    return copy.take(now);
}

bool MeterBook::usedWithin(const std::string& key, double now, double seconds) const {
    const auto it = m_meters.find(key);
    return it != m_meters.end() && now - it->second.last < seconds;
}

void MeterBook::prune(double now) {
    // A bucket untouched for as long as it takes to fill from empty is full: forget it.
    // (Kept for m_keep at least: usedWithin() looks that far back.)
    const double refill = std::max(m_keep, m_rate > 0 ? m_burst / m_rate : 0);
    for (auto it = m_meters.begin(); it != m_meters.end();) {
        it = now - it->second.last > refill ? m_meters.erase(it) : std::next(it);
    }
}

bool LogGate::admit(const std::string& key, double now) {
    if (m_keys.size() < kMaxKeys || m_keys.count(key) != 0) {
        if (!m_keys.try_emplace(key, now).first->second.admit(m_perKey)) {
            return false;
        }
    }
    return m_all.admit(m_total);
}

std::vector<std::string> LogGate::summaries(double now) {
    std::vector<std::string> lines;
    for (auto it = m_keys.begin(); it != m_keys.end();) {
        if (!it->second.windowOver(now, m_window)) {
            ++it;
            continue;
        }
        if (const std::size_t held = it->second.restart(now)) {
            lines.push_back("\u2026 and " + groupedNumber(held) +
                            " more lines about connections from " + it->first);
        }
        it = m_keys.erase(it);
    }
    if (m_all.windowOver(now, m_window)) {
        if (const std::size_t held = m_all.restart(now)) {
            lines.push_back("\u2026 and " + groupedNumber(held) +
                            " more lines about connections (over the server's limit of " +
                            groupedNumber(m_total) + ")");
        }
    }
    return lines;
}

std::string groupedNumber(std::size_t n) {
    std::string digits = std::to_string(n);
    for (auto at = static_cast<std::ptrdiff_t>(digits.size()) - 3; at > 0; at -= 3) {
        digits.insert(static_cast<std::size_t>(at), ",");
    }
    return digits;
}

} // namespace greed::net

// TableQuota: tables by creator address and network, creation rates, the strangers' share.
#include "net/table_quota.hpp"

#include "net/address_group.hpp"

#include <cmath>

namespace greed::net {

namespace {

void decrement(std::map<std::string, std::size_t>& counts, const std::string& key) {
    const auto it = counts.find(key);
    if (it != counts.end() && --it->second == 0) {
        counts.erase(it);
    }
}

} // namespace

TableQuota::TableQuota(const OnlineLimits& limits)
    : m_limits(limits), m_hostCreates(limits.createsPerMinute / 60.0, limits.createBurst),
      m_networkCreates(limits.networkCreatesPerMinute / 60.0, limits.networkCreatesPerMinute) {}

std::size_t TableQuota::countOf(const std::map<std::string, std::size_t>& counts,
                                const std::string& key) {
    const auto it = counts.find(key);
    return it == counts.end() ? 0 : it->second;
}

bool TableQuota::crowded(std::size_t live, std::size_t most) const {
    const auto kept = static_cast<std::size_t>(
        std::floor(static_cast<double>(most) * std::max(0.0, m_limits.strangerShare)));
    return kept != 0 && live + kept >= most;
}

std::string TableQuota::mayCreate(const std::string& host, std::size_t live, std::size_t most,
                                  double now) {
    if (live >= most) {
        return "the server has no room for another table";
    }
    const std::string network = networkOf(host);
    const std::size_t mine = countOf(m_byHost, host);
    const std::size_t ours = countOf(m_byNetwork, network);
    if (m_limits.roomsPerAddress != 0 && mine >= m_limits.roomsPerAddress) {
        return "your address has many tables open already: play one of them first";
    }
    if (m_limits.roomsPerNetwork != 0 && ours >= m_limits.roomsPerNetwork) {
        return "your network has many tables open already: play one of them first";
    }
    if (crowded(live, most) && (mine != 0 || ours != 0)) {
        return "the server is busy: its last tables are kept for players who have none";
    }
    if (!m_hostCreates.peek(host, now)) {
        return "too many new tables from your address: try again in a minute";
    }
    if (!m_networkCreates.peek(network, now)) {
        return "too many new tables from your network: try again in a minute";
    }
    m_hostCreates.take(host, now);
    m_networkCreates.take(network, now);
    return {};
}

void TableQuota::opened(const std::string& room, const std::string& host) {
    if (!m_creators.emplace(room, host).second) {
        return;
    }
    ++m_byHost[host];
    ++m_byNetwork[networkOf(host)];
}

void TableQuota::closed(const std::string& room) {
    const auto it = m_creators.find(room);
    if (it == m_creators.end()) {
        return;
    }
    decrement(m_byHost, it->second);
    decrement(m_byNetwork, networkOf(it->second));
    m_creators.erase(it);
}

void TableQuota::prune(double now) {
    m_hostCreates.prune(now);
    m_networkCreates.prune(now);
}

} // namespace greed::net

// TableQuota: what each address and network may hold of a server's tables. Every table a
// client makes (by room code or by name) counts against the address and the network (IPv4
// /24, IPv6 /64) that made it, at a rate and in number, and the last share of the server's
// tables is kept for players who have none yet, so one client or a small group can never
// take all of them (docs/network.md, "Limits of the whole server").
#pragma once

#include "net/online_board.hpp"
#include "net/peer_guard.hpp"

#include <map>
#include <string>

namespace greed::net {

class TableQuota {
public:
    explicit TableQuota(const OnlineLimits& limits);

    // Empty when `host` may make a table now, `live` of the server's `most` tables being
    // open (and counts the creation against its rates); else the refusal, one of the fixed
    // sentences a screen translates.
    std::string mayCreate(const std::string& host, std::size_t live, std::size_t most, double now);
    void opened(const std::string& room, const std::string& host);
    void closed(const std::string& room);
    // Past the strangers' line: the server keeps its last tables for those with none.
    bool crowded(std::size_t live, std::size_t most) const;
    void prune(double now);

private:
    static std::size_t countOf(const std::map<std::string, std::size_t>& counts,
                               const std::string& key);

    OnlineLimits m_limits;
    std::map<std::string, std::string> m_creators; // table -> the address that made it
    std::map<std::string, std::size_t> m_byHost;
    std::map<std::string, std::size_t> m_byNetwork;
    MeterBook m_hostCreates;
    MeterBook m_networkCreates;
};

} // namespace greed::net

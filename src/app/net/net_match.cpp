// NetMatch: the queue of a local player's moves (sent one at a time, each once the host has
// played the one before) and the address a player types.
#include "app/net/net_match.hpp"

#include "net/protocol.hpp"

#include <charconv>

namespace greed::app {

void NetMatch::update(double dt) {
    pump(dt);
    const session::MatchSession* match = source();
    if (match == nullptr) {
        m_outbox.clear();
        m_waiting = false;
        return;
    }
    if (m_waiting) {
        if (match->moves().size() <= m_sentAt) {
            return; // the last move is still on its way to the host
        }
        m_waiting = false;
    }
    if (m_outbox.empty()) {
        return;
    }
    const Pending next = m_outbox.front();
    m_outbox.pop_front();
    if (match->over() || match->game().currentPlayer() != next.player ||
        !match->check(next.player, next.action)) {
        m_outbox.clear(); // the table moved on: what was queued no longer applies
        return;
    }
    m_sentAt = match->moves().size();
    if (send(next.player, next.action)) {
        m_waiting = true;
    } else {
        m_outbox.clear();
    }
}

void NetMatch::queue(int player, std::vector<core::Action> actions) {
    if (m_waiting || !m_outbox.empty()) {
        return; // a second press while the first is on its way
    }
    for (auto& action : actions) {
        m_outbox.push_back({player, std::move(action)});
    }
}

void NetMatch::dropQueue() {
    m_outbox.clear();
    m_waiting = false;
}

std::vector<net::Notice> NetMatch::takeNotices() {
    std::vector<net::Notice> out;
    out.swap(m_notices);
    return out;
}

bool parseAddress(const std::string& text, std::string& host, std::uint16_t& port) {
    port = net::kDefaultPort;
    const auto colon = text.rfind(':');
    host = text.substr(0, colon);
    if (colon != std::string::npos) {
        const std::string digits = text.substr(colon + 1);
        unsigned value = 0;
        const auto [end, error] =
            std::from_chars(digits.data(), digits.data() + digits.size(), value);
        if (digits.empty() || error != std::errc() || end != digits.data() + digits.size() ||
            value == 0 || value > 65535) {
            return false;
        }
        port = static_cast<std::uint16_t>(value);
    }
    return !host.empty();
}

} // namespace greed::app

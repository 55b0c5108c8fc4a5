// OnlineBoard: room codes, their expiry and the per-address limits of creating and guessing.
#include "net/online_board.hpp"

#include <algorithm>

namespace greed::net {

OnlineBoard::OnlineBoard(OnlineLimits limits, std::uint64_t seed)
    : m_limits(limits), m_codes(seed) {}

bool OnlineBoard::take(std::map<std::string, Meter>& meters, const std::string& host, double rate,
                       double burst, double now) {
    auto it = meters.try_emplace(host, Meter{TokenBucket(rate / 60.0, burst), now}).first;
    it->second.last = now;
    return it->second.bucket.take(now);
}

std::string OnlineBoard::mayCreate(const std::string& host, double now) {
    const auto live = m_perHost.find(host);
    if (m_limits.roomsPerAddress != 0 && live != m_perHost.end() &&
        live->second >= m_limits.roomsPerAddress) {
        return "your address has many tables open already: play one of them first";
    }
    if (!take(m_creates, host, m_limits.createsPerMinute, m_limits.createBurst, now)) {
        return "too many new tables from your address: try again in a minute";
    }
    return {};
}

std::string OnlineBoard::newCode() {
    // 3.2 million codes and a few thousand in use or remembered: a free one comes at once;
    // the bound only keeps a full board from spinning.
    for (int i = 0; i < 1000; ++i) {
        std::string code = m_codes.next();
        if (m_rooms.count(code) == 0 && m_closedIndex.count(code) == 0) {
            return code;
        }
    }
    return {};
}

void OnlineBoard::add(const std::string& code, CodeRoom room, double now) {
    room.emptySince = now;
    room.order = ++m_made;
    ++m_perHost[room.host];
    m_rooms[code] = std::move(room);
}

const CodeRoom* OnlineBoard::find(const std::string& code) const {
    const auto it = m_rooms.find(code);
    return it == m_rooms.end() ? nullptr : &it->second;
}

bool OnlineBoard::closedLately(const std::string& code) const {
    return m_closedIndex.count(code) != 0;
}

bool OnlineBoard::mayGuess(const std::string& host, double now) const {
    const auto it = m_guesses.find(host);
    if (it == m_guesses.end()) {
        return true;
    }
    TokenBucket peek = it->second.bucket; // a copy: looking takes nothing
    return peek.take(now);
}

void OnlineBoard::wrongGuess(const std::string& host, double now) {
    take(m_guesses, host, m_limits.wrongCodesPerMinute, m_limits.wrongCodeBurst, now);
}

bool OnlineBoard::expired(const std::string& code, bool occupied, double now) {
    const auto it = m_rooms.find(code);
    if (it == m_rooms.end()) {
        return false;
    }
    if (occupied) {
        it->second.emptySince = now;
        return false;
    }
    return now - it->second.emptySince >= m_limits.idleSeconds;
}

void OnlineBoard::remove(const std::string& code, double now) {
    const auto it = m_rooms.find(code);
    if (it == m_rooms.end()) {
        return;
    }
    const auto count = m_perHost.find(it->second.host);
    if (count != m_perHost.end() && --count->second == 0) {
        m_perHost.erase(count);
    }
    m_rooms.erase(it);
    m_closed.emplace_back(code, now);
    m_closedIndex[code] = now;
    prune(now);
}

std::vector<std::string> OnlineBoard::listedCodes() const {
    std::vector<std::pair<std::uint64_t, std::string>> listed;
    for (const auto& [code, room] : m_rooms) {
        if (room.listed) {
            listed.emplace_back(room.order, code);
        }
    }
    std::sort(listed.begin(), listed.end());
    std::vector<std::string> out;
    for (auto& entry : listed) {
        out.push_back(std::move(entry.second));
    }
    return out;
}

void OnlineBoard::prune(double now) {
    while (!m_closed.empty() && (m_closed.size() > m_limits.closedMemory ||
                                 now - m_closed.front().second >= m_limits.closedMemorySeconds)) {
        const auto index = m_closedIndex.find(m_closed.front().first);
        // A code closed twice is indexed under its later time: only that entry frees it.
        if (index != m_closedIndex.end() && index->second == m_closed.front().second) {
            m_closedIndex.erase(index);
        }
        m_closed.pop_front();
    }
    // A meter untouched for longer than its bucket takes to refill is full: forget it.
    for (auto* meters : {&m_creates, &m_guesses}) {
        for (auto it = meters->begin(); it != meters->end();) {
            it = now - it->second.last > 60.0 * 2 ? meters->erase(it) : std::next(it);
        }
    }
}

} // namespace greed::net

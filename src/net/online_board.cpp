// OnlineBoard: room codes, their expiry and the per-address limits of creating and guessing.
#include "net/online_board.hpp"

#include "net/address_group.hpp"

#include <algorithm>

namespace greed::net {

namespace {

const std::string kServer = "*";

} // namespace

OnlineBoard::OnlineBoard(OnlineLimits limits, std::uint64_t seed)
    : m_limits(limits), m_codes(seed),
      m_hostGuesses(limits.wrongCodesPerMinute / 60.0, limits.wrongCodeBurst,
                    limits.guessMemorySeconds),
      m_networkGuesses(limits.networkWrongCodesPerMinute / 60.0, limits.networkWrongCodesPerMinute,
                       limits.guessMemorySeconds),
      m_serverGuesses(limits.serverWrongCodesPerMinute / 60.0, limits.serverWrongCodesPerMinute,
                      limits.guessMemorySeconds) {}

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
    m_rooms[code] = std::move(room);
}

const CodeRoom* OnlineBoard::find(const std::string& code) const {
    const auto it = m_rooms.find(code);
    return it == m_rooms.end() ? nullptr : &it->second;
}

bool OnlineBoard::closedLately(const std::string& code) const {
    return m_closedIndex.count(code) != 0;
}

std::string OnlineBoard::mayGuess(const std::string& host, double now) const {
    const std::string network = networkOf(host);
    if (!m_hostGuesses.peek(host, now)) {
        return "too many wrong room codes from your address: wait a minute";
    }
    if (!m_networkGuesses.peek(network, now)) {
        return "too many wrong room codes from your network: wait a minute";
    }
    // Many addresses guessing at once: whoever guessed wrong lately waits until the server's
    // rate allows again; an address that never guessed wrong (a player with the right code)
    // is never held up by the others.
    const double memory = m_limits.guessMemorySeconds;
    if (!m_serverGuesses.peek(kServer, now) &&
        (m_hostGuesses.usedWithin(host, now, memory) ||
         m_networkGuesses.usedWithin(network, now, memory))) {
        return "too many wrong room codes lately: wait a few minutes";
    }
    return {};
}

void OnlineBoard::wrongGuess(const std::string& host, double now) {
    m_hostGuesses.take(host, now);
    m_networkGuesses.take(networkOf(host), now);
    m_serverGuesses.take(kServer, now);
}

bool OnlineBoard::expired(const std::string& code, bool occupied, double now, bool crowded) {
    const auto it = m_rooms.find(code);
    if (it == m_rooms.end()) {
        return false;
    }
    if (occupied) {
        it->second.emptySince = now;
        return false;
    }
    return now - it->second.emptySince >=
           (crowded ? std::min(m_limits.idleSeconds, m_limits.crowdedIdleSeconds)
                    : m_limits.idleSeconds);
}

void OnlineBoard::remove(const std::string& code, double now) {
    const auto it = m_rooms.find(code);
    if (it == m_rooms.end()) {
        return;
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
    for (auto* meters : {&m_hostGuesses, &m_networkGuesses, &m_serverGuesses}) {
        meters->prune(now);
    }
}

} // namespace greed::net

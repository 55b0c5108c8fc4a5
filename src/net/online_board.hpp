// OnlineBoard: what a server keeps about the tables made by room code: who made each (for the
// per-address limits), whether it is listed publicly and in which language, since when it is
// empty (it expires), and the codes of tables closed lately (never handed out again soon, and
// a late friend is told the table closed rather than that the code is wrong).
#pragma once

#include "net/peer_guard.hpp"
#include "net/room_code.hpp"

#include <cstdint>
#include <deque>
#include <functional>
#include <map>
#include <string>
#include <vector>

namespace greed::net {

// The limits of tables made by clients (by room code or by name) and of guessing codes
// (docs/network.md, "Limits of the whole server"); per IP address where said, a network is
// an IPv4 /24 or an IPv6 /64.
struct OnlineLimits {
    double idleSeconds = 600;            // a table by code with nobody in it goes away after this
    double crowdedIdleSeconds = 60;      // ... once the server is past the strangers' line
    double createsPerMinute = 6;         // tables one address may create (sustained)
    double createBurst = 6;              // ... at once
    std::size_t roomsPerAddress = 8;     // live tables one address created
    double networkCreatesPerMinute = 24; // tables one network may create (24 at once)
    std::size_t roomsPerNetwork = 32;    // live tables one network created
    // The share of --max-tables kept for addresses and networks that have no table: past the
    // line, one that has a table already may not make another.
    double strangerShare = 0.25;
    double wrongCodesPerMinute = 10; // wrong codes one address may try (guessing is slow)
    double wrongCodeBurst = 10;
    double networkWrongCodesPerMinute = 30; // ... one network (30 at once)
    // ... all addresses together (30 at once); past it, an address or network that tried a
    // wrong code in the last `guessMemorySeconds` may try none until the rate allows.
    double serverWrongCodesPerMinute = 30;
    double guessMemorySeconds = 600;
    double listsPerSecond = 1; // public list pages one connection may ask for
    double listBurst = 4;
    std::size_t pageSize = 12;         // tables per page of the public list
    std::size_t listCap = 240;         // tables the public list shows at most
    double closedMemorySeconds = 3600; // how long a closed table's code is remembered
    std::size_t closedMemory = 4096;   // ... and how many at most
};

struct CodeRoom {
    std::string host; // the creator's IP address
    bool listed = false;
    std::string language;
    double emptySince = 0;
    std::uint64_t order = 0; // creation order: the public list shows the oldest first
};

class OnlineBoard {
public:
    OnlineBoard(OnlineLimits limits, std::uint64_t seed);

    const OnlineLimits& limits() const { return m_limits; }
    // A code that is not live and was not closed lately.
    std::string newCode();
    void add(const std::string& code, CodeRoom room, double now);
    const CodeRoom* find(const std::string& code) const;
    bool closedLately(const std::string& code) const;
    // Empty when `host` may try a code now; else the refusal: it (or its network, or the
    // whole server) tried too many wrong codes lately, so it may not try any code now (not
    // even a right one, or guessing would only be slowed, not stopped).
    std::string mayGuess(const std::string& host, double now) const;
    void wrongGuess(const std::string& host, double now);
    // Marks a room occupied or not; true when it has been empty for the idle time (the short
    // one when the server is `crowded`).
    bool expired(const std::string& code, bool occupied, double now, bool crowded = false);
    void remove(const std::string& code, double now);
    // Live codes of listed tables, oldest first.
    std::vector<std::string> listedCodes() const;
    // Forgets old closed codes and full buckets (bounded memory).
    void prune(double now);
    std::size_t size() const { return m_rooms.size(); }

private:
    OnlineLimits m_limits;
    RoomCodeSource m_codes;
    std::map<std::string, CodeRoom> m_rooms;
    MeterBook m_hostGuesses;
    MeterBook m_networkGuesses;
    MeterBook m_serverGuesses;                           // one key: the whole server
    std::deque<std::pair<std::string, double>> m_closed; // code, closed at; oldest first
    std::map<std::string, double> m_closedIndex;
    std::uint64_t m_made = 0;
};

} // namespace greed::net

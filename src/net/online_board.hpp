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

// The limits of play by room code (docs/network.md, "Room codes"); per IP address where said.
struct OnlineLimits {
    double idleSeconds = 600;        // a table by code with nobody in it goes away after this
    double createsPerMinute = 6;     // tables one address may create (sustained)
    double createBurst = 6;          // ... at once
    std::size_t roomsPerAddress = 8; // live tables by code one address created
    double wrongCodesPerMinute = 10; // wrong codes one address may try (guessing is slow)
    double wrongCodeBurst = 10;
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
    // Empty when `host` may create a table now (and counts it); else the refusal.
    std::string mayCreate(const std::string& host, double now);
    // A code that is not live and was not closed lately.
    std::string newCode();
    void add(const std::string& code, CodeRoom room, double now);
    const CodeRoom* find(const std::string& code) const;
    bool closedLately(const std::string& code) const;
    // False when `host` tried too many wrong codes lately: it may not try any code now (not
    // even a right one, or guessing would only be slowed, not stopped).
    bool mayGuess(const std::string& host, double now) const;
    void wrongGuess(const std::string& host, double now);
    // Marks a room occupied or not; true when it has been empty for the idle time.
    bool expired(const std::string& code, bool occupied, double now);
    void remove(const std::string& code, double now);
    // Live codes of listed tables, oldest first.
    std::vector<std::string> listedCodes() const;
    // Forgets old closed codes and full buckets (bounded memory).
    void prune(double now);
    std::size_t size() const { return m_rooms.size(); }

private:
    struct Meter {
        TokenBucket bucket;
        double last = 0;
    };
    static bool take(std::map<std::string, Meter>& meters, const std::string& host, double rate,
                     double burst, double now);

    OnlineLimits m_limits;
    RoomCodeSource m_codes;
    std::map<std::string, CodeRoom> m_rooms;
    std::map<std::string, std::size_t> m_perHost; // live tables by creator address
    std::map<std::string, Meter> m_creates;
    std::map<std::string, Meter> m_guesses;
    std::deque<std::pair<std::string, double>> m_closed; // code, closed at; oldest first
    std::map<std::string, double> m_closedIndex;
    std::uint64_t m_made = 0;
};

} // namespace greed::net

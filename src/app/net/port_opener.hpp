// PortOpener: Host a table asks the home router to forward its port (UPnP-IGD, miniupnpc) on
// a thread of its own, so no frame ever waits on the network; the lobby reads the result and
// says it in words. The mapping is removed when the table closes.
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <thread>

namespace greed::app {

struct PortResult {
    enum class Kind { Trying, Opened, NoRouter, Refused };
    Kind kind = Kind::Trying;
    std::string publicAddress; // Opened: the router's address on the internet ("203.0.113.7")
    std::string detail;        // Refused: the router's reason, for the log
    // Opened: removes the mapping (run by the opener's thread when the table closes).
    std::function<void()> undo;
    // Opened with a lease: asks the router again, every `renewSeconds`, so the mapping lasts
    // while the table is open and lapses by itself if the game dies without giving it back.
    std::function<void()> renew;
    double renewSeconds = 0;
};

// One attempt to open `port` (UDP); it may take seconds. `cancelled` turns true when the
// table closed meanwhile. The opener's thread then holds what the attempt opened: it renews
// the lease while the table is open and gives the port back when it closes.
using PortAttempt =
    std::function<PortResult(std::uint16_t port, const std::atomic<bool>& cancelled)>;

// The attempt through the router: discovery (2 s), the IGD, its public address, the mapping.
PortResult upnpAttempt(std::uint16_t port, const std::atomic<bool>& cancelled);

class PortOpener {
public:
    PortOpener(std::uint16_t port, PortAttempt attempt = upnpAttempt);
    // Never waits: the thread is told the table closed and left to end by itself (giving the
    // port back if it had it; waitForRouter waits for that at the program's end).
    ~PortOpener();
    PortOpener(const PortOpener&) = delete;
    PortOpener& operator=(const PortOpener&) = delete;

    PortResult::Kind kind() const;
    std::string publicAddress() const;
    std::uint16_t port() const { return m_port; }

private:
    struct Shared {
        std::mutex mutex;
        std::condition_variable wake; // the table closed
        PortResult result;            // what the lobby reads (kind, address)
        std::atomic<bool> cancelled{false};
    };
    std::uint16_t m_port;
    std::shared_ptr<Shared> m_shared;
    std::thread m_thread;
};

// Waits, at most `limit`, until every attempt and every mapping being given back has reached
// the router: the program calls it as it ends, so a table closed just before quitting does not
// leave its port open on the router (those threads are detached and would die with the
// process). True when nothing is left in flight.
bool waitForRouter(std::chrono::milliseconds limit);

// How long the lobby says it is asking the router: a router that has not answered by then
// (some take a minute over a mapping) is said plainly, while the attempt goes on.
inline constexpr double kRouterPatienceSeconds = 4.0;

// The lobby's line for the result, in the player's language; `waited`: seconds since the
// table opened (an attempt still Trying past kRouterPatienceSeconds says so).
std::string portLine(PortResult::Kind kind, const std::string& publicAddress, std::uint16_t port,
                     double waited = 0);

} // namespace greed::app

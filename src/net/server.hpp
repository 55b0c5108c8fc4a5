// Server: the host side of the network. One ENet host, many rooms by name; it checks the
// envelope of every packet (size, JSON, protocol version, rule hash), routes peers to their
// room and logs one line per event that matters. The game's "Host a table" is a Server with
// one room of its own; greed-server is one that lets clients create rooms.
#pragma once

#include "net/enet_link.hpp"
#include "net/online_board.hpp"
#include "net/peer_guard.hpp"
#include "net/room.hpp"
#include "net/table_quota.hpp"

#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace greed::net {

struct ServerOptions {
    std::string bindAddress;           // "" = every interface
    std::uint16_t port = kDefaultPort; // 0 = any free port
    std::size_t maxPeers = 512;
    PeerTimeouts timeouts;
    PeerLimits limits;       // what one connection may cost (docs/network.md, "Limits")
    OnlineLimits online;     // tables by room code: expiry, creation, guesses, the public list
    bool allowCreate = true; // a hello may create a room ("table" object)
    std::size_t maxRooms = 1000;
    std::uint64_t seed = 0; // dice seeds of created rooms: seed + n; 0 = unpredictable
    double rejoinSeconds = 60;
    std::string takeover = "steady";
    double computerPace = 1.0;
    std::filesystem::path saveDir; // created rooms save their matches here; empty: not saved
    std::function<void(const std::string&)> log;
};

struct ServerStats {
    std::size_t messagesIn = 0;
    std::size_t messagesOut = 0;
    std::size_t bytesIn = 0;
    std::size_t bytesOut = 0;
    std::size_t refused = 0; // envelope refusals (rooms count their own)
    std::size_t cut = 0;     // connections ended for breaking a limit
};

class Server {
public:
    // Listens at once. Throws NetError.
    explicit Server(ServerOptions options);
    ~Server();

    std::uint16_t port() const { return m_link.port(); }
    // A room made by the host itself (its seats may be Local). Throws std::runtime_error if
    // the name is taken or invalid.
    Room& createRoom(const std::string& name, RoomConfig config);
    Room* room(const std::string& name);
    std::size_t roomCount() const { return m_rooms.size(); }
    // The tables made by room code (codes, listing, expiry).
    const OnlineBoard& board() const { return m_board; }
    // Connections at once, and how many of them are not seated at a table.
    std::size_t connectionCount() const { return m_guards.size(); }
    std::size_t unseatedCount() const { return m_unseated; }

    // Handles every packet that arrived (waiting up to `waitMs` for the first), then lets the
    // rooms advance by `dt` seconds, then sends what they queued.
    void update(double dt, std::uint32_t waitMs = 0);
    // Says goodbye to everyone with `reason`, closes every room (their match files stay) and
    // gives the goodbyes up to `graceMs` to leave.
    void stop(const std::string& reason, std::uint32_t graceMs = 500);
    const ServerStats& stats() const { return m_stats; }

private:
    // What the host keeps about one connection to hold it to its limits.
    struct Guard {
        std::string address;    // "ip:port", for the log
        std::string host;       // "ip", for the per-address count
        std::string network;    // its /24 or /64, for the per-network counts
        double connectedAt = 0; // since then without a seat (a list asked for moves it on)
        bool greeted = false;   // it was seated at a table once: no hello deadline
        TokenBucket messages;
        TokenBucket syncs;
        bool syncWaiting = false; // a sync over its rate, answered when the rate allows
        std::size_t queued = 0;   // bytes queued to it (an estimate that only overcounts)
        LogThrottle refusals;
        TokenBucket lists; // pages of the public list it may ask for
    };

    void onConnect(PeerId peer);
    // Why a new connection from `host` is turned away at the door; empty when it may stay.
    std::string doorRefusal(const std::string& host, const std::string& network);
    // When the server's share of unseated connections is full, the oldest unseated
    // connection of the network that holds most of them makes room for a newcomer of another
    // network; false when there is no room for one of `network`.
    bool makeRoomForNewcomer(const std::string& network);
    void seated(Guard& guard);
    // A line about a connection, under the log's per-network and server-wide limits.
    void logAbout(const std::string& network, const std::string& line);
    void onReceive(PeerId peer, const std::string& data);
    void onSync(PeerId peer, Room& room);
    void guardTick();
    // Ends a connection that broke a limit, with a log line; safe at any time (it happens
    // between events, never inside a room's call).
    void condemn(PeerId peer, const std::string& why);
    void cutCondemned();
    void forget(PeerId peer);
    void logRefusal(PeerId peer, const std::string& line);
    std::string addressOf(PeerId peer) const;
    void onHello(PeerId peer, const Message& message);
    // A hello with "create": a new table by room code, the peer seated as its creator.
    void onCreate(PeerId peer, const Message& message);
    // The room a hello names, or nullptr after refusing the peer (wrong or closed code).
    Room* roomForHello(PeerId peer, const std::string& name, const nlohmann::json& body);
    Room& openRoom(const std::string& name, RoomConfig config);
    // Seats a greeted peer at `room` (checking the rule hash it expects).
    void seat(PeerId peer, Room& room, const nlohmann::json& body);
    void onList(PeerId peer, const Message& message);
    void refuse(PeerId peer, const std::string& reason, bool fatal);
    void send(PeerId peer, const std::string& data);
    RoomLink linkFor();
    void log(const std::string& line) const;
    void dropFinishedRooms();
    // Why a room is to go now ("game over", "empty", ...); empty while it stays.
    std::string whyRemove(const std::string& name, const Room& r, bool crowded);

    ServerOptions m_options;
    EnetLink m_link;
    std::map<std::string, std::unique_ptr<Room>> m_rooms;
    std::map<std::string, bool> m_hostRooms; // made by createRoom: kept when empty
    std::unordered_map<PeerId, std::string> m_peerRoom;
    std::unordered_map<PeerId, Guard> m_guards;
    std::map<std::string, std::size_t> m_perHost;    // connections by IP address
    std::map<std::string, std::size_t> m_perNetwork; // ... by network (/24, /64)
    std::map<std::string, std::size_t> m_unseatedBy; // unseated connections by IP address
    std::size_t m_unseated = 0;                      // ... of the whole server
    MeterBook m_connects;                            // new connections by IP address
    LogGate m_logGate;
    std::vector<std::pair<PeerId, std::string>> m_condemned;
    double m_time = 0; // the host's clock: the sum of update()'s dt
    std::uint64_t m_roomsMade = 0;
    OnlineBoard m_board;
    TableQuota m_quota; // every table made by a client, by code or by name
    double m_nextPrune = 0;
    ServerStats m_stats;
    bool m_stopped = false;
};

} // namespace greed::net

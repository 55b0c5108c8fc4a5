// EnetLink: an ENet host (listening or connecting) behind a small owning wrapper. Peers are
// named by ids that are never reused, so a stale id can never reach a newer connection.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <vector>

struct _ENetHost;
struct _ENetPeer;

namespace greed::net {

using PeerId = std::uint32_t;

class NetError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

struct LinkEvent {
    // Oversized: the peer began a packet longer than the link accepts; ENet never assembles
    // it (`size` says how long it claimed to be).
    enum class Kind { Connected, Received, Disconnected, Oversized } kind = Kind::Received;
    PeerId peer = 0;
    std::string data;     // Received: the packet
    std::size_t size = 0; // Oversized: its announced length
};

// Decides, before ENet spends a peer slot on it, whether a new connection from an IP address
// ("203.0.113.7") is let in; false: its handshake is dropped unanswered.
using ConnectGate = std::function<bool(const std::string& host)>;

// How long a silent peer may stay before ENet declares it gone (milliseconds).
struct PeerTimeouts {
    std::uint32_t minimum = 3000;
    std::uint32_t maximum = 10000;
};

class EnetLink {
public:
    // A host others connect to, bound to `bindAddress` ("" = every interface) and `port`
    // (0 = any free port, see port()). It accepts packets of at most `maxReceive` bytes (ENet
    // drops longer ones before assembling them) and sends up to `maxSend`. Throws NetError.
    static EnetLink listen(const std::string& bindAddress, std::uint16_t port, std::size_t maxPeers,
                           std::size_t maxReceive, std::size_t maxSend, PeerTimeouts timeouts);
    // A host with one peer: the connection to `address:port` (under way; Connected follows),
    // sent from the local address `from` ("" = the system's choice; tests use 127.0.0.x).
    static EnetLink connect(const std::string& address, std::uint16_t port, std::size_t maxPacket,
                            PeerTimeouts timeouts, const std::string& from = "");

    EnetLink(EnetLink&& other) noexcept;
    EnetLink& operator=(EnetLink&& other) noexcept;
    EnetLink(const EnetLink&) = delete;
    EnetLink& operator=(const EnetLink&) = delete;
    ~EnetLink(); // drops every connection without a word (like a crash, seen from outside)

    // The next event, waiting at most `waitMs` for one; sends what is queued.
    std::optional<LinkEvent> service(std::uint32_t waitMs = 0);
    // Queues a reliable packet; false when the peer is gone.
    bool send(PeerId peer, const std::string& data);
    // Sends what is queued now.
    void flush();
    // Asks the peer to disconnect once queued packets are delivered.
    void disconnect(PeerId peer);
    // Forgets the peer at once (it learns by its own time-out).
    void drop(PeerId peer);
    // Sends what is queued, tells the peer it is disconnected and frees its slot at once (no
    // Disconnected event follows): for peers that are not to be waited for.
    void cut(PeerId peer);
    // A listening host's gate for new connections (see ConnectGate); none lets all in.
    void setConnectGate(ConnectGate gate) { m_connectGate = std::move(gate); }
    // Bytes queued or in flight to the peer, not yet acknowledged.
    std::size_t queuedBytes(PeerId peer) const;

    std::uint16_t port() const;
    std::string peerAddress(PeerId peer) const; // "ip:port"
    std::string peerHost(PeerId peer) const;    // "ip"

    std::size_t peerCount() const { return m_peers.size(); }
    // The one peer of a connecting link (0 before it exists).
    PeerId serverPeer() const { return m_server; }

private:
    EnetLink(_ENetHost* host, PeerTimeouts timeouts, std::size_t maxSend)
        : m_host(host), m_timeouts(timeouts), m_maxSend(maxSend) {}
    PeerId adopt(_ENetPeer* peer);
    _ENetPeer* find(PeerId peer) const;
    void destroy();

    _ENetHost* m_host = nullptr;
    PeerTimeouts m_timeouts;
    std::size_t m_maxSend = 0;
    std::vector<LinkEvent> m_oversized; // found by the receive filter, reported by service()
    ConnectGate m_connectGate;
    std::unordered_map<PeerId, _ENetPeer*> m_peers;
    PeerId m_nextId = 1;
    PeerId m_server = 0;
};

} // namespace greed::net

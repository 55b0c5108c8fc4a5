// EnetLink: an ENet host (listening or connecting) behind a small owning wrapper. Peers are
// named by ids that are never reused, so a stale id can never reach a newer connection.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <unordered_map>

struct _ENetHost;
struct _ENetPeer;

namespace greed::net {

using PeerId = std::uint32_t;

class NetError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

struct LinkEvent {
    enum class Kind { Connected, Received, Disconnected } kind = Kind::Received;
    PeerId peer = 0;
    std::string data; // Received: the packet
};

// How long a silent peer may stay before ENet declares it gone (milliseconds).
struct PeerTimeouts {
    std::uint32_t minimum = 3000;
    std::uint32_t maximum = 10000;
};

class EnetLink {
public:
    // A host others connect to, bound to `bindAddress` ("" = every interface) and `port`
    // (0 = any free port, see port()). Throws NetError.
    static EnetLink listen(const std::string& bindAddress, std::uint16_t port, std::size_t maxPeers,
                           std::size_t maxPacket, PeerTimeouts timeouts);
    // A host with one peer: the connection to `address:port` (under way; Connected follows).
    static EnetLink connect(const std::string& address, std::uint16_t port, std::size_t maxPacket,
                            PeerTimeouts timeouts);

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

    std::uint16_t port() const;
    std::string peerAddress(PeerId peer) const;
    std::size_t peerCount() const { return m_peers.size(); }
    // The one peer of a connecting link (0 before it exists).
    PeerId serverPeer() const { return m_server; }

private:
    EnetLink(_ENetHost* host, PeerTimeouts timeouts) : m_host(host), m_timeouts(timeouts) {}
    PeerId adopt(_ENetPeer* peer);
    _ENetPeer* find(PeerId peer) const;
    void destroy();

    _ENetHost* m_host = nullptr;
    PeerTimeouts m_timeouts;
    std::unordered_map<PeerId, _ENetPeer*> m_peers;
    PeerId m_nextId = 1;
    PeerId m_server = 0;
};

} // namespace greed::net

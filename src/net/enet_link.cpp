// EnetLink: ENet's hosts, peers and packets behind ids and strings.
#include "net/enet_link.hpp"

#include <enet/enet.h>

#include <algorithm>
#include <cstddef>
#include <cstdlib>
#include <cstring>
#include <mutex>

namespace greed::net {

namespace {

// ENet needs one global initialisation per process (a no-op on Unix, but it is the contract).
void initialiseEnet() {
    static std::once_flag once;
    std::call_once(once, [] {
        if (enet_initialize() != 0) {
            throw NetError("ENet could not start");
        }
        std::atexit(enet_deinitialize);
    });
}

ENetAddress resolve(const std::string& address, std::uint16_t port) {
    ENetAddress out{};
    out.host = ENET_HOST_ANY;
    out.port = port;
    if (!address.empty() && enet_address_set_host(&out, address.c_str()) != 0) {
        throw NetError("cannot find the address '" + address + "'");
    }
    return out;
}

PeerId idOf(const ENetPeer* peer) {
    return static_cast<PeerId>(reinterpret_cast<std::uintptr_t>(peer->data));
}

// Where the receive filter reports oversized packets: the link whose service() is running on
// this thread (ENet's callback carries no pointer of ours).
thread_local std::vector<LinkEvent>* t_oversized = nullptr;
thread_local const ConnectGate* t_connectGate = nullptr;

// Points the receive filter at a link for the length of one service() call.
struct FilterScope {
    FilterScope(std::vector<LinkEvent>* to, const ConnectGate* gate) {
        t_oversized = to;
        t_connectGate = gate != nullptr && *gate ? gate : nullptr;
    }
    ~FilterScope() {
        t_oversized = nullptr;
        t_connectGate = nullptr;
    }
    FilterScope(const FilterScope&) = delete;
    FilterScope& operator=(const FilterScope&) = delete;
};

template <typename T> T readAt(const enet_uint8* data, std::size_t at) {
    T out;
    std::memcpy(&out, data + at, sizeof out);
    return out;
}

// ENet's receive filter on a listening host. It walks the commands of each datagram (ENet's
// wire format, enet/protocol.h) and drops a datagram that starts a packet longer than the host
// accepts: ENet would drop it too, but without a word, and the peer could go on sending it.
// Anything it does not understand it leaves to ENet, which checks everything again.
// A datagram that opens a connection is shown to the link's connect gate first: one the gate
// turns away is dropped before ENet gives it a peer slot, so a flood of new connections from
// one address cannot hold the host's slots with half-made handshakes.
int ENET_CALLBACK screenDatagram(ENetHost* host, ENetEvent*) {
    const enet_uint8* data = host->receivedData;
    const std::size_t length = host->receivedDataLength;
    if (data == nullptr || length < sizeof(enet_uint16)) {
        return 0;
    }
    const auto field = ENET_NET_TO_HOST_16(readAt<enet_uint16>(data, 0));
    const unsigned flags = field & ENET_PROTOCOL_HEADER_FLAG_MASK;
    const std::size_t index =
        field & ~(ENET_PROTOCOL_HEADER_FLAG_MASK | ENET_PROTOCOL_HEADER_SESSION_MASK);
    if ((flags & ENET_PROTOCOL_HEADER_FLAG_COMPRESSED) != 0) {
        return 0;
    }
    std::size_t at = (flags & ENET_PROTOCOL_HEADER_FLAG_SENT_TIME) != 0
                         ? sizeof(ENetProtocolHeader)
                         : offsetof(ENetProtocolHeader, sentTime);
    at += host->checksum != nullptr ? sizeof(enet_uint32) : 0;
    if (index == ENET_PROTOCOL_MAXIMUM_PEER_ID) {
        const bool opens =
            at < length && (data[at] & ENET_PROTOCOL_COMMAND_MASK) == ENET_PROTOCOL_COMMAND_CONNECT;
        if (opens && t_connectGate != nullptr) {
            char text[64] = {};
            enet_address_get_host_ip(&host->receivedAddress, text, sizeof text);
            return (*t_connectGate)(text) ? 0 : 1;
        }
        return 0;
    }
    if (index >= host->peerCount) {
        return 0;
    }
    const ENetPeer& peer = host->peers[index];
    if (peer.data == nullptr || peer.address.host != host->receivedAddress.host ||
        peer.address.port != host->receivedAddress.port) {
        return 0;
    }
    while (at + sizeof(ENetProtocolCommandHeader) <= length) {
        const enet_uint8 command = data[at];
        const std::size_t size = enet_protocol_command_size(command);
        if (size < sizeof(enet_uint16) || at + size > length) {
            return 0;
        }
        // Every command that carries data ends with its 16-bit length.
        std::size_t carried = 0;
        switch (command & ENET_PROTOCOL_COMMAND_MASK) {
        case ENET_PROTOCOL_COMMAND_SEND_FRAGMENT:
        case ENET_PROTOCOL_COMMAND_SEND_UNRELIABLE_FRAGMENT: {
            const auto fragment = readAt<ENetProtocolSendFragment>(data, at);
            const std::size_t total = ENET_NET_TO_HOST_32(fragment.totalLength);
            if (total > host->maximumPacketSize) {
                if (t_oversized != nullptr) {
                    t_oversized->push_back(
                        LinkEvent{LinkEvent::Kind::Oversized, idOf(&peer), {}, total});
                }
                return 1; // dropped here: nothing of it is buffered
            }
            carried = ENET_NET_TO_HOST_16(fragment.dataLength);
            break;
        }
        case ENET_PROTOCOL_COMMAND_SEND_RELIABLE:
        case ENET_PROTOCOL_COMMAND_SEND_UNRELIABLE:
        case ENET_PROTOCOL_COMMAND_SEND_UNSEQUENCED:
            carried = ENET_NET_TO_HOST_16(readAt<enet_uint16>(data, at + size - 2));
            break;
        default:
            break;
        }
        at += size + carried;
    }
    return 0;
}

} // namespace

EnetLink EnetLink::listen(const std::string& bindAddress, std::uint16_t port, std::size_t maxPeers,
                          std::size_t maxReceive, std::size_t maxSend, PeerTimeouts timeouts) {
    initialiseEnet();
    const ENetAddress address = resolve(bindAddress, port);
    // No bandwidth limits: ENet would only slow honest peers with them (a hostile one ignores
    // the window it is told); the host's own limits are per message (see Server).
    ENetHost* host = enet_host_create(&address, maxPeers, 1, 0, 0);
    if (host == nullptr) {
        throw NetError("cannot listen on port " + std::to_string(port) +
                       " (in use, or not allowed)");
    }
    // ENet's limit holds both ways; send() lifts it for its own packets. A peer's packets
    // waiting to be read are bounded too (ENet's default lets each one buffer 32 MiB).
    host->maximumPacketSize = maxReceive;
    host->maximumWaitingData = std::max<std::size_t>(1024 * 1024, 64 * maxReceive);
    host->intercept = screenDatagram;
    return EnetLink(host, timeouts, maxSend);
}

EnetLink EnetLink::connect(const std::string& address, std::uint16_t port, std::size_t maxPacket,
                           PeerTimeouts timeouts, const std::string& from) {
    initialiseEnet();
    const ENetAddress to = resolve(address.empty() ? "127.0.0.1" : address, port);
    const ENetAddress local = resolve(from, 0);
    ENetHost* host = enet_host_create(from.empty() ? nullptr : &local, 1, 1, 0, 0);
    if (host == nullptr) {
        throw NetError("cannot open a network socket");
    }
    host->maximumPacketSize = maxPacket;
    EnetLink link(host, timeouts, maxPacket);
    ENetPeer* peer = enet_host_connect(host, &to, 1, 0);
    if (peer == nullptr) {
        throw NetError("cannot start a connection to " + address);
    }
    link.m_server = link.adopt(peer);
    return link;
}

EnetLink::EnetLink(EnetLink&& other) noexcept
    : m_host(other.m_host), m_timeouts(other.m_timeouts), m_maxSend(other.m_maxSend),
      m_oversized(std::move(other.m_oversized)), m_connectGate(std::move(other.m_connectGate)),
      m_peers(std::move(other.m_peers)), m_nextId(other.m_nextId), m_server(other.m_server) {
    other.m_host = nullptr;
    other.m_peers.clear();
}

EnetLink& EnetLink::operator=(EnetLink&& other) noexcept {
    if (this != &other) {
        destroy();
        m_host = other.m_host;
        m_timeouts = other.m_timeouts;
        m_maxSend = other.m_maxSend;
        m_oversized = std::move(other.m_oversized);
        m_connectGate = std::move(other.m_connectGate);
        m_peers = std::move(other.m_peers);
        m_nextId = other.m_nextId;
        m_server = other.m_server;
        other.m_host = nullptr;
        other.m_peers.clear();
    }
    return *this;
}

EnetLink::~EnetLink() {
    destroy();
}

void EnetLink::destroy() {
    if (m_host != nullptr) {
        enet_host_destroy(m_host);
        m_host = nullptr;
    }
    m_peers.clear();
}

PeerId EnetLink::adopt(ENetPeer* peer) {
    const PeerId id = m_nextId++;
    peer->data = reinterpret_cast<void*>(static_cast<std::uintptr_t>(id));
    enet_peer_timeout(peer, 0, m_timeouts.minimum, m_timeouts.maximum);
    m_peers[id] = peer;
    return id;
}

ENetPeer* EnetLink::find(PeerId peer) const {
    const auto it = m_peers.find(peer);
    return it == m_peers.end() ? nullptr : it->second;
}

std::optional<LinkEvent> EnetLink::service(std::uint32_t waitMs) {
    if (m_host == nullptr) {
        return std::nullopt;
    }
    // Oversized packets found while servicing are reported first, by the next call.
    const auto report = [this]() -> std::optional<LinkEvent> {
        while (!m_oversized.empty()) {
            LinkEvent out = m_oversized.front();
            m_oversized.erase(m_oversized.begin());
            if (find(out.peer) != nullptr) {
                return out;
            }
        }
        return std::nullopt;
    };
    if (auto early = report()) {
        return early;
    }
    FilterScope scope(&m_oversized, &m_connectGate);
    ENetEvent event;
    while (enet_host_service(m_host, &event, waitMs) > 0) {
        switch (event.type) {
        case ENET_EVENT_TYPE_CONNECT: {
            // A connecting link adopted its one peer when it asked to connect.
            const PeerId id = event.peer->data != nullptr ? idOf(event.peer) : adopt(event.peer);
            return LinkEvent{LinkEvent::Kind::Connected, id, {}};
        }
        case ENET_EVENT_TYPE_RECEIVE: {
            if (event.peer->data == nullptr) {
                enet_packet_destroy(event.packet); // from a peer that was cut
                break;
            }
            LinkEvent out{LinkEvent::Kind::Received, idOf(event.peer),
                          std::string(reinterpret_cast<const char*>(event.packet->data),
                                      event.packet->dataLength)};
            enet_packet_destroy(event.packet);
            return out;
        }
        case ENET_EVENT_TYPE_DISCONNECT: {
            if (event.peer->data == nullptr) {
                break; // a connection that never completed: nobody knew it
            }
            const PeerId id = idOf(event.peer);
            m_peers.erase(id);
            event.peer->data = nullptr;
            return LinkEvent{LinkEvent::Kind::Disconnected, id, {}};
        }
        case ENET_EVENT_TYPE_NONE:
            break;
        }
    }
    return report();
}

bool EnetLink::send(PeerId peer, const std::string& data) {
    ENetPeer* to = find(peer);
    if (to == nullptr || m_host == nullptr) {
        return false;
    }
    ENetPacket* packet = enet_packet_create(data.data(), data.size(), ENET_PACKET_FLAG_RELIABLE);
    if (packet == nullptr) {
        return false;
    }
    // ENet checks the host's one limit when a packet is queued and when one arrives: lift it
    // to the sending limit for this call only (one thread per link).
    const std::size_t receiveLimit = m_host->maximumPacketSize;
    m_host->maximumPacketSize = std::max(receiveLimit, m_maxSend);
    const int sent = enet_peer_send(to, 0, packet);
    m_host->maximumPacketSize = receiveLimit;
    if (sent != 0) {
        enet_packet_destroy(packet);
        return false;
    }
    return true;
}

void EnetLink::flush() {
    if (m_host != nullptr) {
        enet_host_flush(m_host);
    }
}

void EnetLink::disconnect(PeerId peer) {
    if (ENetPeer* p = find(peer)) {
        enet_peer_disconnect_later(p, 0);
    }
}

void EnetLink::drop(PeerId peer) {
    if (ENetPeer* p = find(peer)) {
        p->data = nullptr;
        enet_peer_reset(p);
        m_peers.erase(peer);
    }
}

void EnetLink::cut(PeerId peer) {
    if (ENetPeer* p = find(peer)) {
        enet_host_flush(m_host); // what was queued for it (a refusal) goes first
        p->data = nullptr;
        enet_peer_disconnect_now(p, 0);
        m_peers.erase(peer);
    }
}

std::size_t EnetLink::queuedBytes(PeerId peer) const {
    const ENetPeer* p = find(peer);
    if (p == nullptr) {
        return 0;
    }
    std::size_t total = 0;
    for (const ENetList* list : {&p->outgoingCommands, &p->sentReliableCommands}) {
        for (auto it = enet_list_begin(list); it != enet_list_end(list); it = enet_list_next(it)) {
            total += reinterpret_cast<const ENetOutgoingCommand*>(it)->fragmentLength;
        }
    }
    return total;
}

std::uint16_t EnetLink::port() const {
    return m_host != nullptr ? m_host->address.port : 0;
}

std::string EnetLink::peerAddress(PeerId peer) const {
    const ENetPeer* p = find(peer);
    if (p == nullptr) {
        return "?";
    }
    char text[64] = "?";
    enet_address_get_host_ip(&p->address, text, sizeof text);
    return std::string(text) + ":" + std::to_string(p->address.port);
}

std::string EnetLink::peerHost(PeerId peer) const {
    const ENetPeer* p = find(peer);
    char text[64] = "?";
    if (p != nullptr) {
        enet_address_get_host_ip(&p->address, text, sizeof text);
    }
    return text;
}

} // namespace greed::net

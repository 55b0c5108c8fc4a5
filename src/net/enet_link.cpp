// EnetLink: ENet's hosts, peers and packets behind ids and strings.
#include "net/enet_link.hpp"

#include <enet/enet.h>

#include <cstdlib>
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

} // namespace

EnetLink EnetLink::listen(const std::string& bindAddress, std::uint16_t port, std::size_t maxPeers,
                          std::size_t maxPacket, PeerTimeouts timeouts) {
    initialiseEnet();
    const ENetAddress address = resolve(bindAddress, port);
    ENetHost* host = enet_host_create(&address, maxPeers, 1, 0, 0);
    if (host == nullptr) {
        throw NetError("cannot listen on port " + std::to_string(port) +
                       " (in use, or not allowed)");
    }
    host->maximumPacketSize = maxPacket;
    return EnetLink(host, timeouts);
}

EnetLink EnetLink::connect(const std::string& address, std::uint16_t port, std::size_t maxPacket,
                           PeerTimeouts timeouts) {
    initialiseEnet();
    const ENetAddress to = resolve(address.empty() ? "127.0.0.1" : address, port);
    ENetHost* host = enet_host_create(nullptr, 1, 1, 0, 0);
    if (host == nullptr) {
        throw NetError("cannot open a network socket");
    }
    host->maximumPacketSize = maxPacket;
    EnetLink link(host, timeouts);
    ENetPeer* peer = enet_host_connect(host, &to, 1, 0);
    if (peer == nullptr) {
        throw NetError("cannot start a connection to " + address);
    }
    link.m_server = link.adopt(peer);
    return link;
}

EnetLink::EnetLink(EnetLink&& other) noexcept
    : m_host(other.m_host), m_timeouts(other.m_timeouts), m_peers(std::move(other.m_peers)),
      m_nextId(other.m_nextId), m_server(other.m_server) {
    other.m_host = nullptr;
    other.m_peers.clear();
}

EnetLink& EnetLink::operator=(EnetLink&& other) noexcept {
    if (this != &other) {
        destroy();
        m_host = other.m_host;
        m_timeouts = other.m_timeouts;
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
    ENetEvent event;
    while (enet_host_service(m_host, &event, waitMs) > 0) {
        switch (event.type) {
        case ENET_EVENT_TYPE_CONNECT: {
            // A connecting link adopted its one peer when it asked to connect.
            const PeerId id = event.peer->data != nullptr ? idOf(event.peer) : adopt(event.peer);
            return LinkEvent{LinkEvent::Kind::Connected, id, {}};
        }
        case ENET_EVENT_TYPE_RECEIVE: {
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
    return std::nullopt;
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
    if (enet_peer_send(to, 0, packet) != 0) {
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

} // namespace greed::net

// Server: packets in, envelope checks, rooms by name, packets out.
#include "net/server.hpp"

#include <random>

namespace greed::net {

using nlohmann::json;

namespace {

constexpr int kMaxEventsPerUpdate = 20000; // a flood cannot starve the rooms forever

} // namespace

Server::Server(ServerOptions options)
    : m_options(std::move(options)),
      m_link(EnetLink::listen(m_options.bindAddress, m_options.port, m_options.maxPeers,
                              // ENet has one limit for both ways: the host's full states are
                              // long; decode() holds clients to kMaxClientMessage.
                              kMaxHostMessage, m_options.timeouts)) {
    log("listening on port " + std::to_string(m_link.port()));
}

Server::~Server() = default;

void Server::log(const std::string& line) const {
    if (m_options.log) {
        m_options.log(line);
    }
}

void Server::send(PeerId peer, const std::string& data) {
    if (m_link.send(peer, data)) {
        ++m_stats.messagesOut;
        m_stats.bytesOut += data.size();
    }
}

RoomLink Server::linkFor() {
    return RoomLink{[this](PeerId peer, const std::string& data) { send(peer, data); },
                    [this](PeerId peer) { m_link.disconnect(peer); },
                    [this](const std::string& line) {
                        log(line);
                    }};
}

Room& Server::createRoom(const std::string& name, RoomConfig config) {
    if (!validRoomName(name) || m_rooms.count(name) != 0) {
        throw std::runtime_error("the table name '" + name + "' is taken or not allowed");
    }
    auto room = std::make_unique<Room>(name, std::move(config), linkFor());
    Room& out = *room;
    m_rooms[name] = std::move(room);
    m_hostRooms[name] = true;
    log("table " + name + " opened by the host");
    return out;
}

Room* Server::room(const std::string& name) {
    const auto it = m_rooms.find(name);
    return it == m_rooms.end() ? nullptr : it->second.get();
}

void Server::refuse(PeerId peer, const std::string& reason, bool fatal) {
    ++m_stats.refused;
    json out{{"t", "refused"}, {"reason", reason}};
    if (fatal) {
        out["fatal"] = true;
    }
    send(peer, encode(out));
    log("refused " + m_link.peerAddress(peer) + ": " + reason);
    if (fatal) {
        m_link.disconnect(peer);
    }
}

void Server::update(double dt, std::uint32_t waitMs) {
    for (int i = 0; i < kMaxEventsPerUpdate; ++i) {
        const auto event = m_link.service(i == 0 ? waitMs : 0);
        if (!event) {
            break;
        }
        switch (event->kind) {
        case LinkEvent::Kind::Connected:
            log("connection from " + m_link.peerAddress(event->peer));
            break;
        case LinkEvent::Kind::Received:
            ++m_stats.messagesIn;
            m_stats.bytesIn += event->data.size();
            onReceive(event->peer, event->data);
            break;
        case LinkEvent::Kind::Disconnected: {
            const auto it = m_peerRoom.find(event->peer);
            if (it != m_peerRoom.end()) {
                if (Room* r = room(it->second)) {
                    r->lost(event->peer);
                }
                m_peerRoom.erase(it);
            }
            break;
        }
        }
    }
    for (auto& entry : m_rooms) {
        entry.second->update(dt);
    }
    dropFinishedRooms();
    m_link.flush();
}

void Server::dropFinishedRooms() {
    for (auto it = m_rooms.begin(); it != m_rooms.end();) {
        Room& r = *it->second;
        const bool abandoned = !r.hasPeers() && (r.over() || !r.started());
        if (abandoned && m_hostRooms.count(it->first) == 0) {
            log("table " + it->first + " removed (" + (r.over() ? "game over" : "empty") + ")");
            it = m_rooms.erase(it);
        } else {
            ++it;
        }
    }
}

void Server::onReceive(PeerId peer, const std::string& data) {
    std::string error;
    const auto message = decode(data, kMaxClientMessage, error);
    if (!message) {
        refuse(peer, error, false);
        return;
    }
    if (message->type == "hello") {
        onHello(peer, *message);
        return;
    }
    const auto it = m_peerRoom.find(peer);
    Room* r = it == m_peerRoom.end() ? nullptr : room(it->second);
    if (r == nullptr) {
        refuse(peer, "say hello first", false);
        return;
    }
    r->receive(peer, *message);
}

void Server::onHello(PeerId peer, const Message& message) {
    const json& body = message.body;
    if (m_stopped) {
        refuse(peer, "the server is stopping", true);
        return;
    }
    if (m_peerRoom.count(peer) != 0) {
        refuse(peer, "hello twice", false);
        return;
    }
    const auto version = intField(body, "v");
    if (version != kProtocolVersion) {
        refuse(peer,
               "protocol version " + (version ? std::to_string(*version) : std::string("?")) +
                   " is not spoken here (this host speaks " + std::to_string(kProtocolVersion) +
                   ")",
               true);
        return;
    }
    const auto roomName = stringField(body, "room");
    if (!roomName || !validRoomName(*roomName)) {
        refuse(peer, "a table name of 1 to 32 letters, digits, - or _, please", true);
        return;
    }
    Room* r = room(*roomName);
    if (r == nullptr) {
        if (!m_options.allowCreate || !body.contains("table")) {
            refuse(peer, "there is no table named " + *roomName, true);
            return;
        }
        if (m_rooms.size() >= m_options.maxRooms) {
            refuse(peer, "the server has no room for another table", true);
            return;
        }
        RoomConfig config;
        try {
            config = tableFromJson(body.at("table"));
        } catch (const std::exception& e) {
            refuse(peer, std::string("bad table: ") + e.what(), true);
            return;
        }
        ++m_roomsMade;
        config.seed = m_options.seed != 0
                          ? m_options.seed + m_roomsMade
                          : (std::uint64_t{std::random_device{}()} << 32) ^ std::random_device{}();
        config.rejoinSeconds = m_options.rejoinSeconds;
        config.takeover = m_options.takeover;
        config.computerPace = m_options.computerPace;
        config.saveDir = m_options.saveDir;
        config.autoStart = true;
        auto made = std::make_unique<Room>(*roomName, std::move(config), linkFor());
        r = made.get();
        m_rooms[*roomName] = std::move(made);
        log("table " + *roomName + " created by " + m_link.peerAddress(peer) + ": " +
            tableToJson(r->config()).dump());
    }
    const auto rules = stringField(body, "rules");
    if (rules && *rules != rulesHash(r->config().rules)) {
        refuse(peer,
               "this table plays another rule set (hash " + rulesHash(r->config().rules) + ")",
               true);
        return;
    }
    m_peerRoom[peer] = *roomName;
    const auto token = stringField(body, "token");
    r->admit(peer, stringField(body, "name").value_or(""), token);
    if (!r->holds(peer)) {
        m_peerRoom.erase(peer); // refused: the room already said why
    }
}

void Server::stop(const std::string& reason, std::uint32_t graceMs) {
    if (m_stopped) {
        return;
    }
    m_stopped = true;
    log("stopping: " + reason);
    for (auto& entry : m_rooms) {
        entry.second->close(reason);
    }
    m_link.flush();
    // Let the goodbyes and disconnects through; whoever does not answer is dropped.
    for (std::uint32_t waited = 0; waited < graceMs && m_link.peerCount() > 0; waited += 10) {
        while (m_link.service(10)) {
        }
    }
    log("stopped");
}

} // namespace greed::net

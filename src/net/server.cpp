// Server: packets in, envelope checks, rooms by name, packets out.
#include "net/server.hpp"

#include <algorithm>
#include <cstdio>
#include <random>

namespace greed::net {

using nlohmann::json;

namespace {

constexpr int kMaxEventsPerUpdate = 20000; // a flood cannot starve the rooms forever

// "2.5" or "5": seconds and rates as the log and the refusals say them.
std::string shortNumber(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%g", value);
    return text;
}

// The line that stands for the log lines a throttle held back.
std::string heldLine(std::size_t held, const std::string& what, const std::string& from) {
    return "\u2026 and " + groupedNumber(held) + " more " + what + " from " + from;
}

} // namespace

Server::Server(ServerOptions options)
    : m_options(std::move(options)),
      // Clients' packets are short: ENet drops longer ones before assembling them; the host's
      // full states are long.
      m_link(EnetLink::listen(m_options.bindAddress, m_options.port, m_options.maxPeers,
                              kMaxClientMessage, kMaxHostMessage, m_options.timeouts)),
      m_board(m_options.online, m_options.seed) {
    log("listening on port " + std::to_string(m_link.port()));
}

Server::~Server() = default;

void Server::log(const std::string& line) const {
    if (m_options.log) {
        m_options.log(line);
    }
}

void Server::send(PeerId peer, const std::string& data) {
    const auto guard = m_guards.find(peer);
    const std::size_t cap = m_options.limits.maxQueuedBytes;
    if (guard != m_guards.end() && cap != 0) {
        // The estimate only grows between looks at ENet's queue, so it is looked at only
        // when the estimate passes the cap.
        std::size_t& queued = guard->second.queued;
        queued += data.size();
        if (queued > cap) {
            queued = m_link.queuedBytes(peer) + data.size();
        }
        if (queued > cap) {
            condemn(peer, "more than " + groupedNumber(cap / 1024) +
                              " KiB waiting to be sent to it (it does not read, or asks too much)");
            return;
        }
    }
    if (m_link.send(peer, data)) {
        ++m_stats.messagesOut;
        m_stats.bytesOut += data.size();
    }
}

RoomLink Server::linkFor() {
    return RoomLink{[this](PeerId peer, const std::string& data) { send(peer, data); },
                    [this](PeerId peer) { m_link.disconnect(peer); },
                    [this](const std::string& line) { log(line); },
                    [this](PeerId peer, const std::string& line) {
                        logRefusal(peer, line + " (" + addressOf(peer) + ")");
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
    logRefusal(peer, "refused " + addressOf(peer) + ": " + reason);
    if (fatal) {
        m_link.disconnect(peer);
    }
}

void Server::update(double dt, std::uint32_t waitMs) {
    m_time += std::max(0.0, dt);
    for (int i = 0; i < kMaxEventsPerUpdate; ++i) {
        const auto event = m_link.service(i == 0 ? waitMs : 0);
        if (!event) {
            break;
        }
        switch (event->kind) {
        case LinkEvent::Kind::Connected:
            onConnect(event->peer);
            break;
        case LinkEvent::Kind::Received: {
            ++m_stats.messagesIn;
            m_stats.bytesIn += event->data.size();
            const auto guard = m_guards.find(event->peer);
            if (guard == m_guards.end()) {
                break; // refused at the door, on its way out
            }
            if (!guard->second.messages.take(m_time)) {
                condemn(event->peer, "flooding (more than " +
                                         shortNumber(m_options.limits.messagesPerSecond) +
                                         " messages a second)");
                break;
            }
            onReceive(event->peer, event->data);
            break;
        }
        case LinkEvent::Kind::Disconnected:
            forget(event->peer);
            break;
        case LinkEvent::Kind::Oversized:
            ++m_stats.refused;
            condemn(event->peer, "a packet of " + groupedNumber(event->size) +
                                     " bytes (the limit is " + groupedNumber(kMaxClientMessage) +
                                     ")");
            break;
        }
        cutCondemned();
    }
    guardTick();
    cutCondemned();
    for (auto& entry : m_rooms) {
        entry.second->update(dt);
    }
    cutCondemned();
    dropFinishedRooms();
    m_link.flush();
}

std::string Server::addressOf(PeerId peer) const {
    const auto guard = m_guards.find(peer);
    return guard != m_guards.end() ? guard->second.address : m_link.peerAddress(peer);
}

void Server::onConnect(PeerId peer) {
    const PeerLimits& limits = m_options.limits;
    const std::string host = m_link.peerHost(peer);
    std::size_t& count = m_perHost[host];
    if (limits.perAddress != 0 && count >= limits.perAddress) {
        ++m_stats.refused;
        const std::string reason =
            "more than " + std::to_string(limits.perAddress) + " connections from " + host;
        LogThrottle& throttle = m_hostRefusals.try_emplace(host, m_time).first->second;
        if (throttle.admit(limits.logLines)) {
            log("refused " + m_link.peerAddress(peer) + ": " + reason);
        }
        m_link.send(peer, encode(json{{"t", "refused"}, {"reason", reason}, {"fatal", true}}));
        // After the refusal is delivered (a player behind a crowded address learns why);
        // until then nothing it sends is read.
        m_link.disconnect(peer);
        return;
    }
    ++count;
    Guard guard{m_link.peerAddress(peer),
                host,
                m_time,
                false,
                TokenBucket(limits.messagesPerSecond, limits.messageBurst),
                TokenBucket(limits.syncsPerSecond, limits.syncBurst),
                false,
                0,
                LogThrottle(m_time),
                TokenBucket(m_options.online.listsPerSecond, m_options.online.listBurst)};
    log("connection from " + guard.address);
    m_guards.emplace(peer, std::move(guard));
}

void Server::guardTick() {
    const PeerLimits& limits = m_options.limits;
    for (auto& [peer, guard] : m_guards) {
        if (!guard.greeted && limits.helloSeconds > 0 &&
            m_time - guard.connectedAt >= limits.helloSeconds) {
            condemn(peer, "no hello within " + shortNumber(limits.helloSeconds) + " s");
        }
        if (guard.syncWaiting && guard.syncs.take(m_time)) {
            guard.syncWaiting = false;
            const auto at = m_peerRoom.find(peer);
            if (Room* r = at == m_peerRoom.end() ? nullptr : room(at->second)) {
                r->receive(peer, Message{"sync", json{{"t", "sync"}}});
            }
        }
        if (guard.refusals.windowOver(m_time, limits.logWindowSeconds)) {
            if (const std::size_t held = guard.refusals.restart(m_time)) {
                log(heldLine(held, "refused", guard.address));
            }
        }
    }
    if (m_time >= m_nextPrune) {
        m_board.prune(m_time);
        m_nextPrune = m_time + 10;
    }
    for (auto it = m_hostRefusals.begin(); it != m_hostRefusals.end();) {
        if (!it->second.windowOver(m_time, limits.logWindowSeconds)) {
            ++it;
            continue;
        }
        if (const std::size_t held = it->second.restart(m_time)) {
            log(heldLine(held, "connections refused", it->first));
        }
        it = m_hostRefusals.erase(it);
    }
}

void Server::condemn(PeerId peer, const std::string& why) {
    const bool known = std::any_of(m_condemned.begin(), m_condemned.end(),
                                   [peer](const auto& entry) { return entry.first == peer; });
    if (!known && m_guards.count(peer) != 0) {
        m_condemned.emplace_back(peer, why);
    }
}

void Server::cutCondemned() {
    // forget() tells the room, whose notices to the others may condemn another peer.
    while (!m_condemned.empty()) {
        const auto [peer, why] = m_condemned.front();
        m_condemned.erase(m_condemned.begin());
        if (m_guards.count(peer) == 0) {
            continue; // gone meanwhile
        }
        ++m_stats.cut;
        log("disconnected " + addressOf(peer) + ": " + why);
        m_link.cut(peer);
        forget(peer);
    }
}

void Server::forget(PeerId peer) {
    const auto guard = m_guards.find(peer);
    if (guard != m_guards.end()) {
        if (const std::size_t held = guard->second.refusals.restart(m_time)) {
            log(heldLine(held, "refused", guard->second.address));
        }
        const auto count = m_perHost.find(guard->second.host);
        if (count != m_perHost.end() && --count->second == 0) {
            m_perHost.erase(count);
        }
        m_guards.erase(guard);
    }
    const auto it = m_peerRoom.find(peer);
    if (it != m_peerRoom.end()) {
        const std::string name = it->second;
        m_peerRoom.erase(it);
        if (Room* r = room(name)) {
            r->lost(peer);
        }
    }
}

void Server::logRefusal(PeerId peer, const std::string& line) {
    const auto guard = m_guards.find(peer);
    if (guard == m_guards.end() || guard->second.refusals.admit(m_options.limits.logLines)) {
        log(line);
    }
}

void Server::dropFinishedRooms() {
    for (auto it = m_rooms.begin(); it != m_rooms.end();) {
        Room& r = *it->second;
        if (m_board.find(it->first) != nullptr) {
            // A table by code waits for its players while it is empty (a friend may be
            // typing the code); a finished one goes when the last player leaves.
            const bool idle = m_board.expired(it->first, r.hasPeers(), m_time);
            if ((r.over() && !r.hasPeers()) || idle) {
                log("table " + it->first + " removed (" +
                    (r.over() ? std::string("game over")
                              : "empty for " + shortNumber(m_board.limits().idleSeconds) + " s") +
                    ")");
                m_board.remove(it->first, m_time);
                it = m_rooms.erase(it);
            } else {
                ++it;
            }
            continue;
        }
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
    if (message->type == "list") {
        onList(peer, *message);
        return;
    }
    const auto it = m_peerRoom.find(peer);
    Room* r = it == m_peerRoom.end() ? nullptr : room(it->second);
    if (r == nullptr) {
        refuse(peer, "say hello first", false);
        return;
    }
    if (message->type == "sync") {
        // A full state is the costliest answer: over its rate a sync waits (many become one).
        const auto guard = m_guards.find(peer);
        if (guard != m_guards.end() && !guard->second.syncs.take(m_time)) {
            guard->second.syncWaiting = true;
            return;
        }
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
    if (body.contains("create")) {
        onCreate(peer, message);
        return;
    }
    const auto roomName = stringField(body, "room");
    if (!roomName || !validRoomName(*roomName)) {
        refuse(peer, "a table name of 1 to 32 letters, digits, - or _, please", true);
        return;
    }
    if (Room* r = roomForHello(peer, *roomName, body)) {
        seat(peer, *r, body);
    }
}

Room* Server::roomForHello(PeerId peer, const std::string& name, const json& body) {
    const std::string code = normalRoomCode(name);
    if (code.empty() || m_board.find(code) == nullptr) {
        if (Room* r = room(name)) {
            return r; // a table by name (a host's own, or made by a "table" hello)
        }
    }
    if (!code.empty()) {
        // A code typed in small letters is still the code; a wrong one counts against the
        // address, so codes cannot be guessed at any speed.
        const std::string host = m_link.peerHost(peer);
        if (!m_board.mayGuess(host, m_time)) {
            refuse(peer, "too many wrong room codes from your address: wait a minute", true);
            return nullptr;
        }
        if (Room* r = room(code)) {
            return r;
        }
        m_board.wrongGuess(host, m_time);
        // Fixed sentences (the code is the player's own), so a screen can translate them.
        refuse(peer,
               m_board.closedLately(code) ? "the table with this code has closed"
                                          : "no table has this code: check the letters",
               true);
        return nullptr;
    }
    if (!m_options.allowCreate || !body.contains("table")) {
        refuse(peer, "there is no table named " + name, true);
        return nullptr;
    }
    if (m_rooms.size() >= m_options.maxRooms) {
        refuse(peer, "the server has no room for another table", true);
        return nullptr;
    }
    RoomConfig config;
    try {
        config = tableFromJson(body.at("table"));
    } catch (const std::exception& e) {
        refuse(peer, std::string("bad table: ") + e.what(), true);
        return nullptr;
    }
    Room& r = openRoom(name, std::move(config));
    log("table " + name + " created by " + m_link.peerAddress(peer) + ": " +
        tableToJson(r.config()).dump());
    return &r;
}

void Server::onCreate(PeerId peer, const Message& message) {
    const json& create = message.body.at("create");
    if (!m_options.allowCreate) {
        refuse(peer, "this host does not make tables by room code", true);
        return;
    }
    if (m_rooms.size() >= m_options.maxRooms) {
        refuse(peer, "the server has no room for another table", true);
        return;
    }
    // The creator sits down at once: a name the room would refuse makes no table.
    const core::NameCheck check = core::checkName(stringField(message.body, "name").value_or(""));
    if (!check.ok()) {
        refuse(peer, nameRefusal(check), true);
        return;
    }
    RoomConfig config;
    try {
        config = tableFromJson(create);
    } catch (const std::exception& e) {
        refuse(peer, std::string("bad table: ") + e.what(), true);
        return;
    }
    CodeRoom entry;
    entry.host = m_link.peerHost(peer);
    if (const std::string no = m_board.mayCreate(entry.host, m_time); !no.empty()) {
        refuse(peer, no, true);
        return;
    }
    const std::string code = m_board.newCode();
    if (code.empty()) {
        refuse(peer, "the server has no room for another table", true);
        return;
    }
    const auto listed = create.find("public");
    entry.listed = listed != create.end() && listed->is_boolean() && listed->get<bool>();
    const std::string language = stringField(create, "lang").value_or("");
    entry.language = validLanguage(language) ? language : std::string();
    Room& r = openRoom(code, std::move(config));
    log("table " + code + " created by " + m_link.peerAddress(peer) +
        (entry.listed ? " (public" + (entry.language.empty() ? "" : ", " + entry.language) + ")"
                      : std::string(" (by code only)")) +
        ": " + tableToJson(r.config()).dump());
    m_board.add(code, std::move(entry), m_time);
    seat(peer, r, message.body);
    r.setCreator(peer);
}

Room& Server::openRoom(const std::string& name, RoomConfig config) {
    ++m_roomsMade;
    config.seed = m_options.seed != 0
                      ? m_options.seed + m_roomsMade
                      : (std::uint64_t{std::random_device{}()} << 32) ^ std::random_device{}();
    config.rejoinSeconds = m_options.rejoinSeconds;
    config.takeover = m_options.takeover;
    config.computerPace = m_options.computerPace;
    config.saveDir = m_options.saveDir;
    config.autoStart = true;
    auto made = std::make_unique<Room>(name, std::move(config), linkFor());
    Room& out = *made;
    m_rooms[name] = std::move(made);
    return out;
}

void Server::seat(PeerId peer, Room& r, const json& body) {
    const auto rules = stringField(body, "rules");
    if (rules && *rules != rulesHash(r.config().rules)) {
        refuse(peer, "this table plays another rule set (hash " + rulesHash(r.config().rules) + ")",
               true);
        return;
    }
    m_peerRoom[peer] = r.name();
    const auto token = stringField(body, "token");
    r.admit(peer, stringField(body, "name").value_or(""), token);
    if (!r.holds(peer)) {
        m_peerRoom.erase(peer); // refused: the room already said why
    } else if (const auto guard = m_guards.find(peer); guard != m_guards.end()) {
        guard->second.greeted = true;
    }
}

void Server::onList(PeerId peer, const Message& message) {
    const auto guard = m_guards.find(peer);
    if (guard == m_guards.end()) {
        return;
    }
    if (!guard->second.lists.take(m_time)) {
        refuse(peer, "the list of tables is sent once a second at most", false);
        return;
    }
    // A screen that browses the list is not a silent connection: each page it asks for
    // keeps it past the hello deadline (it asks every few seconds while it is open).
    if (!guard->second.greeted) {
        guard->second.connectedAt = m_time;
    }
    const OnlineLimits& limits = m_board.limits();
    json open = json::array();
    for (const auto& code : m_board.listedCodes()) {
        const Room* r = room(code);
        // Only tables someone waits at: an empty one is on its way out (it expires).
        if (r == nullptr || r->started() || !r->hasPeers() || open.size() >= limits.listCap) {
            continue;
        }
        int free = 0;
        for (const auto& slot : r->slots()) {
            free += slot.seat.kind == RoomSeat::Kind::Remote && slot.status == SlotStatus::Open;
        }
        if (free == 0) {
            continue;
        }
        const CodeRoom* entry = m_board.find(code);
        const int creator = r->creatorSlot();
        open.push_back(
            json{{"code", code},
                 {"rules", r->config().rulesSource},
                 {"seats", r->slots().size()},
                 {"free", free},
                 {"lang", entry != nullptr ? entry->language : std::string()},
                 {"host", creator >= 0 ? r->slots()[static_cast<std::size_t>(creator)].name
                                       : std::string()}});
    }
    const std::size_t size = std::max<std::size_t>(1, limits.pageSize);
    const std::size_t pages = std::max<std::size_t>(1, (open.size() + size - 1) / size);
    const auto asked = intField(message.body, "page").value_or(0);
    const auto page = static_cast<std::size_t>(
        std::clamp<std::int64_t>(asked, 0, static_cast<std::int64_t>(pages) - 1));
    json tables = json::array();
    for (std::size_t i = page * size; i < open.size() && i < (page + 1) * size; ++i) {
        tables.push_back(open[i]);
    }
    send(peer, encode(json{{"t", "tables"},
                           {"page", page},
                           {"pages", pages},
                           {"total", open.size()},
                           {"tables", tables}}));
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

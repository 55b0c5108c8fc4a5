// Server: packets in, envelope checks, rooms by name, packets out.
#include "net/server.hpp"

#include "net/address_group.hpp"

#include <algorithm>
#include <cmath>
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
      m_connects(m_options.limits.connectsPerMinute / 60.0, m_options.limits.connectBurst),
      m_logGate(m_options.limits.networkLogLines, m_options.limits.serverLogLines,
                m_options.limits.logWindowSeconds),
      m_board(m_options.online, m_options.seed), m_quota(m_options.online) {
    // New connections are counted before ENet gives them a slot: past its rate an address's
    // handshakes go unanswered, so reconnecting in a loop holds no slot and costs little.
    m_link.setConnectGate([this](const std::string& host) {
        if (m_connects.take(host, m_time)) {
            return true;
        }
        ++m_stats.refused;
        logAbout(networkOf(host), "refused a new connection from " + host + ": more than " +
                                      shortNumber(m_options.limits.connectsPerMinute) +
                                      " a minute");
        return false;
    });
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

std::string Server::doorRefusal(const std::string& host, const std::string& network) {
    const PeerLimits& limits = m_options.limits;
    const auto countOf = [](const std::map<std::string, std::size_t>& counts,
                            const std::string& key) {
        const auto it = counts.find(key);
        return it == counts.end() ? std::size_t{0} : it->second;
    };
    if (limits.perAddress != 0 && countOf(m_perHost, host) >= limits.perAddress) {
        return "more than " + std::to_string(limits.perAddress) + " connections from " + host;
    }
    if (limits.perNetwork != 0 && countOf(m_perNetwork, network) >= limits.perNetwork) {
        return "more than " + std::to_string(limits.perNetwork) + " connections from " + network;
    }
    if (limits.unseatedPerAddress != 0 &&
        countOf(m_unseatedBy, host) >= limits.unseatedPerAddress) {
        return "more than " + std::to_string(limits.unseatedPerAddress) + " connections from " +
               host + " that are not at a table";
    }
    return {};
}

void Server::onConnect(PeerId peer) {
    const PeerLimits& limits = m_options.limits;
    const std::string host = m_link.peerHost(peer);
    const std::string network = networkOf(host);
    std::string reason = doorRefusal(host, network);
    if (reason.empty() && !makeRoomForNewcomer(network)) {
        reason = "the server is busy: too many connections from " + network + " are not at a table";
    }
    if (!reason.empty()) {
        ++m_stats.refused;
        logAbout(network, "refused " + m_link.peerAddress(peer) + ": " + reason);
        m_link.send(peer, encode(json{{"t", "refused"}, {"reason", reason}, {"fatal", true}}));
        // After the refusal is delivered (a player behind a crowded address learns why);
        // until then nothing it sends is read.
        m_link.disconnect(peer);
        return;
    }
    ++m_perHost[host];
    ++m_perNetwork[network];
    ++m_unseatedBy[host];
    ++m_unseated;
    Guard guard{m_link.peerAddress(peer),
                host,
                network,
                m_time,
                false,
                TokenBucket(limits.messagesPerSecond, limits.messageBurst),
                TokenBucket(limits.syncsPerSecond, limits.syncBurst),
                false,
                0,
                LogThrottle(m_time),
                TokenBucket(m_options.online.listsPerSecond, m_options.online.listBurst)};
    logAbout(network, "connection from " + guard.address);
    m_guards.emplace(peer, std::move(guard));
}

bool Server::makeRoomForNewcomer(const std::string& network) {
    const double share = m_options.limits.unseatedShare;
    if (share <= 0) {
        return true;
    }
    const auto cap = std::max<std::size_t>(
        std::max<std::size_t>(1, m_options.limits.unseatedFloor),
        static_cast<std::size_t>(std::floor(static_cast<double>(m_options.maxPeers) * share)));
    if (m_unseated < cap) {
        return true;
    }
    // The network with the most unseated connections gives up its oldest one. (Nothing is
    // condemned here: cutCondemned() runs after every event, so the counts are current.)
    std::map<std::string, std::size_t> byNetwork;
    for (const auto& entry : m_guards) {
        if (!entry.second.greeted) {
            ++byNetwork[entry.second.network];
        }
    }
    const auto most =
        std::max_element(byNetwork.begin(), byNetwork.end(),
                         [](const auto& a, const auto& b) { return a.second < b.second; });
    // Only for a newcomer of a network that holds fewer: a crowd cannot push out its own.
    const auto own = byNetwork.find(network);
    if (most == byNetwork.end() || (own != byNetwork.end() && own->second >= most->second)) {
        return false;
    }
    PeerId oldest = 0; // ids grow with each connection: the smallest is the oldest
    for (const auto& [peer, guard] : m_guards) {
        if (!guard.greeted && guard.network == most->first && (oldest == 0 || peer < oldest)) {
            oldest = peer;
        }
    }
    condemn(oldest, "making room: the oldest of " + std::to_string(most->second) +
                        " connections from " + most->first + " that are not at a table");
    cutCondemned();
    return true;
}

void Server::seated(Guard& guard) {
    if (guard.greeted) {
        return;
    }
    guard.greeted = true;
    const auto count = m_unseatedBy.find(guard.host);
    if (count != m_unseatedBy.end() && --count->second == 0) {
        m_unseatedBy.erase(count);
    }
    --m_unseated;
}

void Server::logAbout(const std::string& network, const std::string& line) {
    if (m_logGate.admit(network, m_time)) {
        log(line);
    }
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
        m_quota.prune(m_time);
        m_connects.prune(m_time);
        m_nextPrune = m_time + 10;
    }
    for (const auto& line : m_logGate.summaries(m_time)) {
        log(line);
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
        logAbout(m_guards.at(peer).network, "disconnected " + addressOf(peer) + ": " + why);
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
        seated(guard->second); // no longer counted as waiting for a seat
        for (auto [counts, key] : {std::pair{&m_perHost, guard->second.host},
                                   std::pair{&m_perNetwork, guard->second.network}}) {
            const auto count = counts->find(key);
            if (count != counts->end() && --count->second == 0) {
                counts->erase(count);
            }
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
    if (guard == m_guards.end()) {
        logAbout(networkOf(m_link.peerHost(peer)), line);
    } else if (guard->second.refusals.admit(m_options.limits.logLines)) {
        logAbout(guard->second.network, line);
    }
}

void Server::dropFinishedRooms() {
    const bool crowded = m_quota.crowded(m_rooms.size(), m_options.maxRooms);
    for (auto it = m_rooms.begin(); it != m_rooms.end();) {
        Room& r = *it->second;
        const std::string why = whyRemove(it->first, r, crowded);
        if (why.empty()) {
            ++it;
            continue;
        }
        log("table " + it->first + " removed (" + why + ")");
        if (r.abandoned()) {
            r.close("everyone left the table");
        }
        m_board.remove(it->first, m_time);
        m_quota.closed(it->first);
        it = m_rooms.erase(it);
    }
}

std::string Server::whyRemove(const std::string& name, const Room& r, bool crowded) {
    if (m_hostRooms.count(name) != 0) {
        return {}; // the host's own table stays as long as the host wants it
    }
    if (r.abandoned()) {
        // Nobody plays and no dropped seat waits: computers nobody watches do not play on.
        return "everyone left: the game is not played out by computers alone";
    }
    const bool empty = !r.hasPeers();
    if (empty && r.over()) {
        return "game over";
    }
    if (m_board.find(name) != nullptr) {
        // A table by code waits for its players while it is empty (a friend may be typing the
        // code), shorter while the server is crowded.
        if (m_board.expired(name, !empty, m_time, crowded)) {
            return "empty for " +
                   shortNumber(crowded ? std::min(m_board.limits().idleSeconds,
                                                  m_board.limits().crowdedIdleSeconds)
                                       : m_board.limits().idleSeconds) +
                   " s";
        }
        return {};
    }
    return empty && !r.started() ? "empty" : "";
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
        if (const std::string no = m_board.mayGuess(host, m_time); !no.empty()) {
            refuse(peer, no, true);
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
    RoomConfig config;
    try {
        config = tableFromJson(body.at("table"));
    } catch (const std::exception& e) {
        refuse(peer, std::string("bad table: ") + e.what(), true);
        return nullptr;
    }
    // A table by name costs the server as much as one by code: the same limits.
    const std::string host = m_link.peerHost(peer);
    if (const std::string no = m_quota.mayCreate(host, m_rooms.size(), m_options.maxRooms, m_time);
        !no.empty()) {
        refuse(peer, no, true);
        return nullptr;
    }
    Room& r = openRoom(name, std::move(config));
    m_quota.opened(name, host);
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
    if (const std::string no =
            m_quota.mayCreate(entry.host, m_rooms.size(), m_options.maxRooms, m_time);
        !no.empty()) {
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
    m_quota.opened(code, entry.host);
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
    config.endWhenAbandoned = true;
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
        seated(guard->second);
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

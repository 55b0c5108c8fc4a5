// Room: the lobby, the authority over one match, and its fault handling.
#include "net/room.hpp"

#include "net/remote_seat.hpp"
#include "session/match_file.hpp"

#include <algorithm>
#include <cstdio>
#include <random>

namespace greed::net {

using nlohmann::json;

namespace {

constexpr std::size_t kMaxKeepDice = 20;
constexpr double kEmoteGapSeconds = 1.0;
constexpr int kMaxStepsPerUpdate = 256; // computer moves played in one update at most

const char* kindName(RoomSeat::Kind kind) {
    switch (kind) {
    case RoomSeat::Kind::Remote:
        return "remote";
    case RoomSeat::Kind::Local:
        return "local";
    case RoomSeat::Kind::Computer:
        return "computer";
    }
    return "?";
}

// The seat as it is before anyone sits down.
Slot openSlot(const RoomSeat& seat) {
    Slot slot;
    slot.seat = seat;
    return slot;
}

} // namespace

const char* toString(SlotStatus status) {
    switch (status) {
    case SlotStatus::Open:
        return "open";
    case SlotStatus::Connected:
        return "connected";
    case SlotStatus::Dropped:
        return "dropped";
    case SlotStatus::Computer:
        return "computer";
    case SlotStatus::Local:
        return "local";
    }
    return "?";
}

Room::Room(std::string name, RoomConfig config, RoomLink link)
    : m_name(std::move(name)), m_config(std::move(config)), m_link(std::move(link)),
      m_rulesHash(rulesHash(m_config.rules)), m_tokenSalt(std::random_device{}()) {
    for (const auto& seat : m_config.seats) {
        Slot slot;
        slot.seat = seat;
        slot.name = seat.name;
        if (seat.kind == RoomSeat::Kind::Local) {
            slot.status = SlotStatus::Local;
        } else if (seat.kind == RoomSeat::Kind::Computer) {
            slot.status = SlotStatus::Computer;
        }
        m_slots.push_back(slot);
    }
}

Room::~Room() = default;

void Room::log(const std::string& line) const {
    if (m_link.log) {
        m_link.log("[" + m_name + "] " + line);
    }
}

std::string Room::newToken() {
    // Not a secret against an eavesdropper (the protocol is not encrypted); it only keeps one
    // player from taking another's seat by guessing a small number.
    std::seed_seq seq{m_tokenSalt, ++m_tokenCounter, static_cast<std::uint64_t>(m_slots.size())};
    std::mt19937_64 gen(seq);
    char text[33];
    std::snprintf(text, sizeof text, "%016llx%016llx", static_cast<unsigned long long>(gen()),
                  static_cast<unsigned long long>(gen() ^ std::random_device{}()));
    return text;
}

Slot* Room::slotOf(PeerId peer) {
    for (auto& slot : m_slots) {
        if (slot.peer == peer && peer != 0) {
            return &slot;
        }
    }
    return nullptr;
}

const Slot* Room::slotOf(PeerId peer) const {
    return const_cast<Room*>(this)->slotOf(peer);
}

bool Room::hasPeers() const {
    for (const auto& slot : m_slots) {
        if (slot.peer != 0) {
            return true;
        }
    }
    return false;
}

bool Room::anyonePlays() const {
    return std::any_of(m_slots.begin(), m_slots.end(), [](const Slot& slot) {
        return slot.status == SlotStatus::Connected || slot.status == SlotStatus::Local;
    });
}

bool Room::abandoned() const {
    if (!m_config.endWhenAbandoned || !started() || over() || anyonePlays()) {
        return false;
    }
    return std::none_of(m_slots.begin(), m_slots.end(), [this](const Slot& slot) {
        return slot.status == SlotStatus::Dropped && m_time < slot.dropDeadline;
    });
}

RemoteSeat* Room::remoteSeat(const Slot& slot) const {
    return m_session && slot.player >= 0 ? m_session->seatAs<RemoteSeat>(slot.player) : nullptr;
}

void Room::sendTo(PeerId peer, const json& message) {
    if (peer != 0 && m_link.send) {
        m_link.send(peer, encode(message));
    }
}

void Room::broadcast(const json& message) {
    if (m_watcher) {
        m_watcher(message);
    }
    const std::string text = encode(message);
    for (const auto& slot : m_slots) {
        if (slot.peer != 0 && m_link.send) {
            m_link.send(slot.peer, text);
        }
    }
}

void Room::refuse(PeerId peer, const json& seq, const std::string& reason, bool fatal,
                  const json& why) {
    ++m_refusals;
    json out{{"t", "refused"}, {"reason", reason}};
    if (!why.is_null()) {
        out["why"] = why;
    }
    if (!seq.is_null()) {
        out["seq"] = seq;
    }
    if (fatal) {
        out["fatal"] = true;
    }
    sendTo(peer, out);
    const std::string line = "refused peer " + std::to_string(peer) +
                             (seq.is_null() ? "" : " #" + seq.dump()) + ": " + reason;
    if (m_link.logRefusal) {
        m_link.logRefusal(peer, "[" + m_name + "] " + line);
    } else {
        log(line);
    }
    if (fatal && m_link.disconnect) {
        m_link.disconnect(peer);
    }
}

void Room::sendLobby() {
    json seats = json::array();
    for (const auto& slot : m_slots) {
        seats.push_back(json{{"name", slot.name},
                             {"kind", kindName(slot.seat.kind)},
                             {"status", toString(slot.status)},
                             {"player", slot.player}});
    }
    json lobby{{"t", "lobby"}, {"room", m_name}, {"started", started()}, {"seats", seats}};
    if (m_creator >= 0) {
        lobby["creator"] = m_creator;
    }
    broadcast(lobby);
}

void Room::sendWelcome(const Slot& slot) {
    sendTo(slot.peer, json{{"t", "welcome"},
                           {"v", kProtocolVersion},
                           {"room", m_name},
                           {"slot", &slot - m_slots.data()},
                           {"token", slot.token},
                           {"rules", m_rulesHash}});
}

void Room::sendState(const Slot& slot) {
    json moves = json::array();
    for (const auto& move : m_session->moves()) {
        moves.push_back(session::moveToJson(move));
    }
    sendTo(slot.peer, json{{"t", "start"},
                           {"you", slot.player},
                           {"rules", m_rulesHash},
                           {"match", m_header},
                           {"moves", moves}});
}

void Room::seatNotice(const Slot& slot, const std::string& what) {
    json out{{"t", "seat"}, {"player", slot.player}, {"name", slot.name}, {"status", what}};
    if (what == "computer") {
        out["personality"] = m_config.takeover;
    }
    broadcast(out);
    log(slot.name + " (player " + std::to_string(slot.player) + "): " + what);
}

void Room::admit(PeerId peer, const std::string& name, const std::optional<std::string>& token) {
    if (m_closed) {
        refuse(peer, nullptr, "the table is closing", true);
        return;
    }
    if (token) {
        for (auto& slot : m_slots) {
            if (slot.token.empty() || slot.token != *token) {
                continue;
            }
            if (slot.status == SlotStatus::Computer) {
                refuse(peer, nullptr, "your seat was given to a computer player", true);
                return;
            }
            if (slot.peer != 0 && slot.peer != peer && m_link.disconnect) {
                // The old connection is a ghost the host has not noticed yet.
                m_link.disconnect(slot.peer);
            }
            slot.peer = peer;
            slot.status = SlotStatus::Connected;
            slot.lastSeq = -1;
            sendWelcome(slot);
            if (auto* remote = remoteSeat(slot)) {
                remote->setConnected(true);
            }
            sendLobby();
            if (started()) {
                sendState(slot);
                seatNotice(slot, "back");
            }
            return;
        }
        refuse(peer, nullptr, "unknown seat token", true);
        return;
    }
    if (started()) {
        refuse(peer, nullptr, "the game at this table has started", true);
        return;
    }
    const core::NameCheck check = core::checkName(name);
    if (!check.ok()) {
        refuse(peer, nullptr, nameRefusal(check), true);
        return;
    }
    for (auto& slot : m_slots) {
        if (slot.seat.kind != RoomSeat::Kind::Remote || slot.status != SlotStatus::Open) {
            continue;
        }
        slot.peer = peer;
        slot.status = SlotStatus::Connected;
        slot.name = check.name;
        slot.token = newToken();
        slot.lastSeq = -1;
        sendWelcome(slot);
        log(check.name + " sat down");
        sendLobby();
        const bool full = std::none_of(m_slots.begin(), m_slots.end(),
                                       [](const Slot& s) { return s.status == SlotStatus::Open; });
        std::string why;
        if (m_config.autoStart && full && !start(why)) {
            log("cannot start: " + why);
        }
        return;
    }
    refuse(peer, nullptr, "the table is full", true);
}

bool Room::start(std::string& why) {
    if (started()) {
        why = "the game has started already";
        return false;
    }
    session::MatchConfig setup;
    setup.rulesSource = m_config.rulesSource;
    setup.rules = m_config.rules;
    setup.seed = m_config.seed;
    for (auto& slot : m_slots) {
        slot.player = -1;
        if (slot.status == SlotStatus::Open) {
            continue; // nobody came: the game is played without this seat
        }
        slot.player = static_cast<int>(setup.seats.size());
        session::SeatSpec spec;
        spec.name = slot.name;
        spec.computer = slot.seat.kind == RoomSeat::Kind::Computer;
        spec.strategy = slot.seat.strategy;
        setup.seats.push_back(spec);
    }
    try {
        session::checkPlayerCount(setup.seats.size(), setup.rules);
        m_session = std::make_unique<session::MatchSession>(setup);
        m_sent = 0;
        m_clock = session::ComputerClock();
        m_clock.setTiming(m_config.computerPace, 1.0);
    } catch (const std::exception& e) {
        why = e.what();
        return false;
    }
    const std::string created = session::localTimeText();
    m_header = session::matchHeaderLine(setup, created);
    for (const auto& slot : m_slots) {
        if (slot.player < 0) {
            continue;
        }
        if (slot.seat.kind == RoomSeat::Kind::Remote) {
            auto seat = std::make_unique<RemoteSeat>();
            seat->setConnected(slot.status == SlotStatus::Connected);
            m_session->setSeat(slot.player, std::move(seat));
        }
    }
    if (!m_config.saveDir.empty()) {
        try {
            std::filesystem::create_directories(m_config.saveDir);
            const auto path = m_config.saveDir /
                              (m_name + "-" + session::localTimeText("%Y%m%d-%H%M%S") + ".greed");
            m_session->record(std::make_unique<session::MatchWriter>(
                session::MatchWriter::create(path, setup, created)));
            log("saving to " + path.string());
        } catch (const std::exception& e) {
            log(std::string("not saved: ") + e.what());
        }
    }
    std::string names;
    for (const auto& seat : setup.seats) {
        names += (names.empty() ? "" : ", ") + seat.name;
    }
    log("game started: " + setup.rulesSource + ", seed " + std::to_string(setup.seed) + ", " +
        names);
    sendLobby();
    for (const auto& slot : m_slots) {
        if (slot.peer != 0) {
            sendState(slot);
        }
    }
    return true;
}

void Room::sendMoves() {
    if (!m_session) {
        return;
    }
    const auto& moves = m_session->moves();
    for (; m_sent < moves.size(); ++m_sent) {
        broadcast(json{{"t", "move"}, {"n", m_sent}, {"move", session::moveToJson(moves[m_sent])}});
    }
}

core::Outcome Room::play(int player, core::Action action) {
    if (!m_session) {
        return core::Outcome::refuse("the game has not started");
    }
    core::Outcome out = m_session->submit(player, std::move(action));
    sendMoves();
    return out;
}

void Room::receive(PeerId peer, const Message& message) {
    Slot* slot = slotOf(peer);
    if (slot == nullptr) {
        refuse(peer, nullptr, "you have no seat at this table");
        return;
    }
    if (message.type == "intent") {
        handleIntent(*slot, message);
    } else if (message.type == "emote") {
        handleEmote(*slot, message);
    } else if (message.type == "sync") {
        if (started()) {
            sendState(*slot);
        } else {
            sendLobby();
        }
    } else if (message.type == "leave") {
        handleLeave(*slot);
    } else if (message.type == "start") {
        handleStart(*slot);
    } else if (message.type == "again") {
        handleAgain(*slot);
    } else {
        refuse(peer, message.body.value("seq", json()), "unknown message '" + message.type + "'");
    }
}

void Room::handleIntent(Slot& slot, const Message& message) {
    const json& body = message.body;
    const auto seq = intField(body, "seq");
    if (!seq) {
        refuse(slot.peer, nullptr, "an intent needs an integer \"seq\"");
        return;
    }
    if (*seq <= slot.lastSeq) {
        refuse(slot.peer, *seq, "replayed message (seq " + std::to_string(*seq) + ")");
        return;
    }
    // lastSeq (from -1) only grows by accepted steps, so it stays far below INT64_MAX and
    // adding the step cannot overflow (subtracting it from seq could).
    if (*seq > slot.lastSeq + kMaxSeqStep) {
        refuse(slot.peer, *seq,
               "seq out of range (at most " + std::to_string(slot.lastSeq + kMaxSeqStep) + ")");
        return;
    }
    slot.lastSeq = *seq;
    if (!started() || over()) {
        refuse(slot.peer, *seq, started() ? "the game is over" : "the game has not started");
        return;
    }
    if (body.contains("player") && intField(body, "player") != slot.player) {
        refuse(slot.peer, *seq, "you can only act for your own seat");
        return;
    }
    const auto at = intField(body, "at");
    const auto act = stringField(body, "act");
    const auto type = act ? actionFromName(*act) : std::nullopt;
    if (!at || !type) {
        refuse(slot.peer, *seq, "an intent needs \"at\" and a known \"act\"");
        return;
    }
    if (*at != static_cast<std::int64_t>(m_session->moves().size())) {
        refuse(slot.peer, *seq,
               "stale intent: the table is at move " + std::to_string(m_session->moves().size()));
        return;
    }
    core::Action action;
    action.type = *type;
    if (body.contains("dice")) {
        const json& dice = body.at("dice");
        if (!dice.is_array() || dice.size() > kMaxKeepDice ||
            !std::all_of(dice.begin(), dice.end(),
                         [](const json& d) { return d.is_number_integer(); })) {
            refuse(slot.peer, *seq, "\"dice\" must be a short list of integers");
            return;
        }
        for (const auto& d : dice) {
            const auto value = d.get<std::int64_t>();
            action.dice.push_back(value < -1 || value > 1000 ? -1 : static_cast<int>(value));
        }
    }
    if (action.type == core::ActionType::Restart) {
        refuse(slot.peer, *seq, "a shared game cannot be restarted");
        return;
    }
    if (remoteSeat(slot) == nullptr) {
        refuse(slot.peer, *seq, "a computer player has this seat");
        return;
    }
    // The session's gate checks the intent (the turn, the game's rules, and that no player
    // names the dice) and plays it.
    const core::Outcome verdict = m_session->submit(slot.player, std::move(action));
    sendMoves();
    if (!verdict) {
        const core::Refusal& r = verdict.refusal;
        const json why = r.code == core::RefusalCode::Other ? json()
                                                            : json{{"code", core::toString(r.code)},
                                                                   {"count", r.count},
                                                                   {"value", r.value},
                                                                   {"faces", r.faces}};
        refuse(slot.peer, *seq, verdict.error, false, why);
    }
}

void Room::handleEmote(Slot& slot, const Message& message) {
    const auto id = stringField(message.body, "id");
    if (!id || emoteText(*id).empty()) {
        refuse(slot.peer, nullptr, "unknown emote");
        return;
    }
    if (m_time - slot.lastEmote < kEmoteGapSeconds) {
        refuse(slot.peer, nullptr, "one emote a second, please");
        return;
    }
    slot.lastEmote = m_time;
    broadcast(json{{"t", "emote"}, {"player", slot.player}, {"name", slot.name}, {"id", *id}});
}

bool Room::localEmote(std::size_t index, const std::string& id) {
    if (index >= m_slots.size() || emoteText(id).empty()) {
        return false;
    }
    Slot& slot = m_slots[index];
    if (slot.seat.kind != RoomSeat::Kind::Local || m_time - slot.lastEmote < kEmoteGapSeconds) {
        return false;
    }
    slot.lastEmote = m_time;
    broadcast(json{{"t", "emote"}, {"player", slot.player}, {"name", slot.name}, {"id", id}});
    return true;
}

void Room::handleLeave(Slot& slot) {
    const PeerId peer = slot.peer;
    slot.peer = 0;
    if (!started()) {
        log(slot.name + " left the lobby");
        slot = openSlot(slot.seat);
        sendLobby();
    } else if (!over()) {
        log(slot.name + " left the game");
        slot.token.clear();
        slot.status = SlotStatus::Open;
        m_session->leave(slot.player);
        sendMoves();
    }
    if (m_link.disconnect) {
        m_link.disconnect(peer);
    }
}

void Room::setCreator(PeerId peer) {
    if (const Slot* slot = slotOf(peer)) {
        m_creator = static_cast<int>(slot - m_slots.data());
        sendLobby();
    }
}

void Room::handleStart(Slot& slot) {
    if (m_creator < 0 || &slot - m_slots.data() != m_creator) {
        refuse(slot.peer, nullptr, "only the player who made the table starts the game");
        return;
    }
    std::string why;
    if (!start(why)) {
        refuse(slot.peer, nullptr, why);
    }
}

void Room::handleAgain(Slot& slot) {
    if (m_creator < 0 || &slot - m_slots.data() != m_creator) {
        refuse(slot.peer, nullptr, "only the player who made the table starts the game");
        return;
    }
    std::string why;
    if (!again(why)) {
        refuse(slot.peer, nullptr, why);
    }
}

bool Room::again(std::string& why) {
    if (!over()) {
        why = started() ? "the game is not over" : "the game has not started";
        return false;
    }
    if (m_session->recorder() != nullptr) {
        m_session->recorder()->close();
    }
    m_session.reset();
    m_header.clear();
    m_announcedEnd = false;
    ++m_config.seed; // another game, other dice
    bool full = true;
    for (auto& slot : m_slots) {
        slot.player = -1;
        if (slot.seat.kind != RoomSeat::Kind::Remote) {
            continue;
        }
        if (slot.status == SlotStatus::Connected && slot.peer != 0) {
            slot.lastSeq = -1;
            continue;
        }
        if (slot.peer != 0 && m_link.disconnect) {
            m_link.disconnect(slot.peer); // a seat a computer took: its old player is let go
        }
        slot = openSlot(slot.seat);
        full = false;
    }
    log("another game");
    sendLobby();
    return !full || start(why);
}

void Room::lost(PeerId peer) {
    Slot* slot = slotOf(peer);
    if (slot == nullptr) {
        return;
    }
    slot->peer = 0;
    if (!started()) {
        log(slot->name + " went away before the start");
        *slot = openSlot(slot->seat);
        sendLobby();
        return;
    }
    if (over() || slot->status != SlotStatus::Connected) {
        return;
    }
    slot->status = SlotStatus::Dropped;
    slot->dropDeadline = m_time + m_config.rejoinSeconds;
    if (auto* remote = remoteSeat(*slot)) {
        remote->setConnected(false);
    }
    seatNotice(*slot, "dropped");
}

void Room::takeOver(Slot& slot) {
    slot.status = SlotStatus::Computer;
    session::SeatSpec spec{slot.name, true, m_config.takeover};
    auto seat = session::makeSeat(spec, slot.player, m_config.rules);
    m_session->setSeat(slot.player, std::move(seat));
    seatNotice(slot, "computer");
}

void Room::update(double dt) {
    m_time += dt;
    if (!started() || m_closed) {
        return;
    }
    sendMoves(); // any played since (a person at the host's screen through session())
    // Computers do not play on alone at a server's table: they wait for a person to come
    // back (the server closes the table once nobody is waited for).
    const bool paused = m_config.endWhenAbandoned && !anyonePlays();
    if (!over() && !paused) {
        for (auto& slot : m_slots) {
            if (slot.status == SlotStatus::Dropped && m_time >= slot.dropDeadline) {
                takeOver(slot);
            }
        }
        // The room keeps the computer players' time; the session's seats answer when asked.
        double step = dt;
        for (int i = 0; i < kMaxStepsPerUpdate && m_clock.step(*m_session, step); ++i) {
            step = 0.0;
            sendMoves();
        }
    }
    if (over() && !m_announcedEnd) {
        m_announcedEnd = true;
        std::string winners;
        for (int p : m_session->game().winners()) {
            winners += (winners.empty() ? "" : ", ") +
                       m_session->game().players()[static_cast<std::size_t>(p)].info.name;
        }
        log("game over after " + std::to_string(m_session->moves().size()) + " moves; won by " +
            (winners.empty() ? std::string("nobody") : winners));
    }
}

void Room::close(const std::string& reason) {
    if (m_closed) {
        return;
    }
    m_closed = true;
    broadcast(json{{"t", "bye"}, {"reason", reason}});
    for (auto& slot : m_slots) {
        if (slot.peer != 0 && m_link.disconnect) {
            m_link.disconnect(slot.peer);
        }
        slot.peer = 0;
    }
    if (m_session && m_session->recorder() != nullptr) {
        m_session->recorder()->close();
    }
    log("closed: " + reason);
}

} // namespace greed::net

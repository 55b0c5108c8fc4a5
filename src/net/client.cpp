// TableClient: hello, lobby, the mirror of the match, intents and notices.
#include "net/client.hpp"

#include "session/match_file.hpp"

#include <algorithm>

namespace greed::net {

using nlohmann::json;

namespace {

// The "why" of a host's refusal: a known code with small numbers and faces; anything else
// (an older or hostile host) is left out and the reason's text is shown instead.
std::optional<core::Refusal> refusalFrom(const json& body) {
    const auto why = body.find("why");
    if (why == body.end() || !why->is_object()) {
        return std::nullopt;
    }
    const auto code = core::refusalCodeFrom(stringField(*why, "code").value_or(""));
    if (!code || *code == core::RefusalCode::None || *code == core::RefusalCode::Other) {
        return std::nullopt;
    }
    auto small = [&](const char* key) {
        const auto v = intField(*why, key).value_or(0);
        return static_cast<int>(std::clamp<std::int64_t>(v, -1000000, 1000000));
    };
    core::Refusal out(*code, small("count"), small("value"));
    const auto faces = why->find("faces");
    if (faces != why->end() && faces->is_array() && faces->size() <= 20) {
        for (const auto& f : *faces) {
            if (!f.is_number_integer() || f.get<std::int64_t>() < 1 ||
                f.get<std::int64_t>() > 100) {
                return std::nullopt;
            }
            out.faces.push_back(static_cast<core::Face>(f.get<int>()));
        }
    }
    return out;
}

} // namespace

TableClient::TableClient(ClientOptions options)
    : m_options(std::move(options)),
      m_link(EnetLink::connect(m_options.address, m_options.port, kMaxHostMessage,
                               m_options.timeouts, m_options.source)),
      m_room(m_options.room) {}

TableClient::~TableClient() = default;

void TableClient::send(const json& message) {
    m_link.send(m_link.serverPeer(), encode(message));
}

void TableClient::sendRaw(const std::string& text) {
    m_link.send(m_link.serverPeer(), text);
    m_link.flush();
}

void TableClient::end(const std::string& reason, EndCause cause) {
    if (m_state == ClientState::Ended) {
        return;
    }
    m_state = ClientState::Ended;
    m_endReason = reason;
    m_endCause = cause;
    if (m_match && m_match->recorder() != nullptr) {
        m_match->recorder()->close();
    }
    m_link.disconnect(m_link.serverPeer());
    m_link.flush();
}

void TableClient::update(std::uint32_t waitMs) {
    for (int i = 0; i < 10000; ++i) {
        const auto event = m_link.service(i == 0 ? waitMs : 0);
        if (!event) {
            break;
        }
        switch (event->kind) {
        case LinkEvent::Kind::Connected: {
            json hello{{"t", "hello"}, {"v", kProtocolVersion}, {"name", m_options.name}};
            if (m_options.create) {
                hello["create"] = *m_options.create;
            } else {
                hello["room"] = m_options.room;
            }
            if (m_options.token) {
                hello["token"] = *m_options.token;
            }
            if (m_options.rulesHash) {
                hello["rules"] = *m_options.rulesHash;
            }
            if (m_options.table) {
                hello["table"] = *m_options.table;
            }
            send(hello);
            break;
        }
        case LinkEvent::Kind::Received: {
            std::string error;
            const auto message = decode(event->data, kMaxHostMessage, error);
            if (!message) {
                end("the host sent something unreadable: " + error, EndCause::Broken);
                return;
            }
            onMessage(*message);
            break;
        }
        case LinkEvent::Kind::Disconnected:
            if (m_state == ClientState::Connecting) {
                end("cannot reach the host", EndCause::Unreachable);
            } else {
                end("the connection to the host was lost", EndCause::Lost);
            }
            return;
        case LinkEvent::Kind::Oversized:
            break; // only a listening link screens packets
        }
        if (m_state == ClientState::Ended) {
            return;
        }
    }
    m_link.flush();
}

void TableClient::onMessage(const Message& message) {
    const json& body = message.body;
    if (message.type == "welcome") {
        m_token = stringField(body, "token").value_or("");
        m_slot = static_cast<int>(intField(body, "slot").value_or(-1));
        if (const auto room = stringField(body, "room"); room && validRoomName(*room)) {
            m_room = *room;
        }
        if (m_state == ClientState::Connecting) {
            m_state = ClientState::Lobby;
        }
    } else if (message.type == "lobby") {
        m_lobby.clear();
        m_creatorSlot = static_cast<int>(intField(body, "creator").value_or(-1));
        const auto started = body.find("started");
        if (m_state == ClientState::Over && started != body.end() && started->is_boolean() &&
            !started->get<bool>()) {
            // The table is a lobby again after the end (another game): the finished match
            // stays the mirror until the next one starts.
            m_state = ClientState::Lobby;
        }
        const auto seats = body.find("seats");
        if (seats != body.end() && seats->is_array()) {
            for (const auto& s : *seats) {
                if (s.is_object()) {
                    // The host is another program: its names are repaired like a file's.
                    m_lobby.push_back({core::repairName(stringField(s, "name").value_or("")),
                                       stringField(s, "kind").value_or(""),
                                       stringField(s, "status").value_or("")});
                }
            }
        }
    } else if (message.type == "start") {
        onStart(body);
    } else if (message.type == "move") {
        onMove(body);
    } else if (auto notice = noticeFrom(message)) {
        m_notices.push_back(*notice);
    } else if (message.type == "refused") {
        ++m_refusals;
        const std::string reason = stringField(body, "reason").value_or("refused");
        m_notices.push_back({Notice::Kind::Refused, m_player, "", reason, "", refusalFrom(body)});
        if (body.value("fatal", false)) {
            end(reason, EndCause::Refused);
        }
    } else if (message.type == "bye") {
        end("the host closed the table: " + stringField(body, "reason").value_or("goodbye"),
            EndCause::HostClosed);
    }
    // Unknown types are skipped: a newer host may send more than this client knows.
}

void TableClient::onStart(const json& body) {
    // The full state: the match file's header and every move so far, rebuilt here by replaying
    // them exactly as a saved game is read back.
    const auto header = stringField(body, "match");
    const auto moves = body.find("moves");
    if (!header || moves == body.end() || !moves->is_array()) {
        end("the host's game state is incomplete", EndCause::Broken);
        return;
    }
    try {
        const session::MatchRecord record = session::parseMatchText(*header + "\n", "host");
        const std::string expected = stringField(body, "rules").value_or("");
        if (rulesHash(record.setup.rules) != expected) {
            end("this game reads the host's rule set differently (hash " +
                    rulesHash(record.setup.rules) + ", host " + expected + ")",
                EndCause::Broken);
            return;
        }
        auto mirror = session::MatchSession::fromRecord(record, 0);
        if (!m_options.saveDir.empty()) {
            std::string created = record.created;
            std::replace_if(
                created.begin(), created.end(), [](char c) { return c == ' ' || c == ':'; }, '-');
            std::filesystem::create_directories(m_options.saveDir);
            m_savePath = m_options.saveDir / (m_room + "-" + created + ".greed");
            mirror->record(std::make_unique<session::MatchWriter>(
                session::MatchWriter::create(m_savePath, record.setup, record.created)));
        }
        for (std::size_t i = 0; i < moves->size(); ++i) {
            const auto move = session::moveFromJson((*moves)[i], "host move " + std::to_string(i));
            if (!mirror->applyLogged(move)) {
                throw session::MatchFileError("host move " + std::to_string(i) + " does not apply");
            }
        }
        m_match = std::move(mirror);
    } catch (const std::exception& e) {
        end(std::string("cannot follow the host's game: ") + e.what(), EndCause::Broken);
        return;
    }
    m_player = static_cast<int>(intField(body, "you").value_or(-1));
    m_state = m_match->over() ? ClientState::Over : ClientState::Playing;
}

void TableClient::onMove(const json& body) {
    if (!m_match) {
        return; // a move before the state: the state that follows contains it
    }
    const auto n = intField(body, "n");
    const auto movesHere = static_cast<std::int64_t>(m_match->moves().size());
    if (!n || *n < movesHere) {
        return; // already in the mirror (the state carried it)
    }
    if (*n > movesHere || !body.contains("move")) {
        send(json{{"t", "sync"}}); // out of step: ask for the whole state again
        m_match.reset();
        return;
    }
    try {
        const auto move = session::moveFromJson(body.at("move"), "host move");
        if (!m_match->applyLogged(move)) {
            end("the host's move " + std::to_string(*n) + " does not apply here", EndCause::Broken);
            return;
        }
    } catch (const std::exception& e) {
        end(std::string("the host sent a bad move: ") + e.what(), EndCause::Broken);
        return;
    }
    if (m_match->over()) {
        m_state = ClientState::Over;
    }
}

bool TableClient::myTurn() const {
    return m_match && m_state == ClientState::Playing && !m_match->over() &&
           m_match->game().currentPlayer() == m_player;
}

bool TableClient::act(const core::Action& action) {
    if (!myTurn() || !m_match->check(m_player, action)) {
        return false;
    }
    json intent{{"t", "intent"},
                {"seq", nextSeq()},
                {"at", m_match->moves().size()},
                {"act", actionName(action.type)}};
    if (action.type != core::ActionType::Roll && !action.dice.empty()) {
        intent["dice"] = action.dice;
    }
    send(intent);
    m_link.flush();
    return true;
}

void TableClient::emote(const std::string& id) {
    send(json{{"t", "emote"}, {"id", id}});
}

void TableClient::leave() {
    if (m_state != ClientState::Ended) {
        send(json{{"t", "leave"}});
        end("you left the table", EndCause::Left);
    }
}

void TableClient::startGame() {
    if (m_state == ClientState::Lobby) {
        send(json{{"t", "start"}});
        m_link.flush();
    }
}

void TableClient::playAgain() {
    if (m_state == ClientState::Over) {
        send(json{{"t", "again"}});
        m_link.flush();
    }
}

std::optional<Notice> noticeFrom(const Message& message) {
    if (message.type != "seat" && message.type != "emote") {
        return std::nullopt;
    }
    const json& body = message.body;
    Notice notice;
    notice.kind = message.type == "seat" ? Notice::Kind::Seat : Notice::Kind::Emote;
    notice.player = static_cast<int>(intField(body, "player").value_or(-1));
    notice.name = core::repairName(stringField(body, "name").value_or(""));
    if (notice.kind == Notice::Kind::Seat) {
        notice.text = stringField(body, "status").value_or("");
    } else {
        notice.id = stringField(body, "id").value_or("");
        notice.text = emoteText(notice.id);
    }
    return notice;
}

std::vector<Notice> TableClient::takeNotices() {
    std::vector<Notice> out;
    out.swap(m_notices);
    return out;
}

} // namespace greed::net

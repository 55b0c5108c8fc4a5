// The host's NetMatch: a net::Server with one room of its own. The room's session is the match;
// local seats are HumanSeats in it, fed from this screen; the room's broadcasts reach this
// screen's notices too, so the host sees drops, take-overs and emotes like everyone else.
#include "app/net/net_match.hpp"
#include "app/net/port_opener.hpp"
#include "app/ui/error_words.hpp"

#include "i18n/translate.hpp"
#include "net/server.hpp"

namespace greed::app {

namespace {

const char* kindWord(net::RoomSeat::Kind kind) {
    switch (kind) {
    case net::RoomSeat::Kind::Remote:
        return "remote";
    case net::RoomSeat::Kind::Local:
        return "local";
    case net::RoomSeat::Kind::Computer:
        return "computer";
    }
    return "remote";
}

net::ServerOptions serverOptions(const HostOptions& o) {
    net::ServerOptions out;
    out.port = o.port == 0 ? net::kDefaultPort : o.port;
    out.allowCreate = false; // only this table, the one set up on this screen
    out.maxPeers = 16;
    out.rejoinSeconds = o.rejoinSeconds;
    out.computerPace = o.computerPace;
    return out;
}

net::RoomConfig roomConfig(const HostOptions& o) {
    net::RoomConfig config;
    config.rulesSource = o.rulesSource;
    config.rules = o.rules;
    config.seats = o.seats;
    config.seed = o.seed;
    config.autoStart = false; // the host presses Start
    config.rejoinSeconds = o.rejoinSeconds;
    config.computerPace = o.computerPace;
    config.saveDir = o.saveDir;
    return config;
}

class HostMatch : public NetMatch {
public:
    explicit HostMatch(const HostOptions& options)
        : m_rejoinSeconds(options.rejoinSeconds), m_server(serverOptions(options)),
          m_room(&m_server.createRoom("table", roomConfig(options))) {
        if (options.openRouterPort) {
            m_opener = std::make_unique<PortOpener>(m_server.port());
        }
        m_room->watch([this](const nlohmann::json& message) {
            const net::Message m{message.value("t", ""), message};
            if (auto notice = net::noticeFrom(m)) {
                m_notices.push_back(*notice);
            }
        });
    }
    ~HostMatch() override {
        // The words are the protocol's: each player's game says it in its own language.
        m_server.stop("the host has left the game", 200);
    }

    bool hosting() const override { return true; }
    NetState state() const override {
        if (!m_room->started()) {
            return NetState::Lobby;
        }
        return m_room->over() ? NetState::Over : NetState::Playing;
    }
    std::string endText() const override { return {}; }
    std::vector<NetSeat> seats() const override {
        std::vector<NetSeat> out;
        for (const auto& slot : m_room->slots()) {
            out.push_back({slot.name, kindWord(slot.seat.kind), net::toString(slot.status)});
        }
        return out;
    }
    const session::MatchSession* source() const override { return m_room->session(); }
    bool isLocal(int player) const override {
        for (const auto& slot : m_room->slots()) {
            if (slot.player == player && slot.seat.kind == net::RoomSeat::Kind::Local) {
                return true;
            }
        }
        return false;
    }
    void emote(const std::string& id) override {
        const auto& slots = m_room->slots();
        for (std::size_t i = 0; i < slots.size(); ++i) {
            if (slots[i].seat.kind == net::RoomSeat::Kind::Local) {
                m_room->localEmote(i, id);
                return;
            }
        }
    }
    bool start(std::string& why) override { return m_room->start(why); }
    bool playAgain(std::string& why) override { return m_room->again(why); }
    std::uint16_t port() const override { return m_server.port(); }
    double rejoinSeconds() const override { return m_rejoinSeconds; }
    std::string reachLine() const override {
        return m_opener
                   ? portLine(m_opener->kind(), m_opener->publicAddress(), m_server.port(), m_open)
                   : std::string();
    }

protected:
    void pump(double dt) override {
        m_open += dt;
        m_server.update(dt, 0);
    }
    bool send(int player, const core::Action& action) override {
        return static_cast<bool>(m_room->play(player, action));
    }

private:
    double m_rejoinSeconds;
    net::Server m_server;
    net::Room* m_room;
    std::unique_ptr<PortOpener> m_opener; // gives the port back to the router when it goes
    double m_open = 0;                    // seconds the table has been open
};

} // namespace

std::unique_ptr<NetMatch> hostTable(const HostOptions& options) {
    try {
        return std::make_unique<HostMatch>(options);
    } catch (const net::NetError&) {
        throw ShownError(i18n::trf("Port {0} cannot be opened (is another table open on it?)",
                                   options.port == 0 ? net::kDefaultPort : options.port));
    }
}

} // namespace greed::app

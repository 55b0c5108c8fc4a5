// The guest's NetMatch (a player who joined a network table): a net::TableClient. Its mirror
// of the match is the match; the one local player is the client's own seat.
#include "app/net/net_match.hpp"
#include "app/ui/error_words.hpp"

#include "app/ui/refusal_words.hpp"
#include "i18n/translate.hpp"
#include "net/room_code.hpp"

#include <memory>

namespace greed::app {

using i18n::tr;

namespace {

// The host's refusals a player may meet when joining, in the host's (protocol) words; they
// are translated where shown (tr of the same words), and words not in this list are shown
// as the host sent them.
[[maybe_unused]] const char* const kHostWords[] = {
    N_("the table is full"),
    N_("the game at this table has started"),
    N_("a name of 1 to 16 characters, please"),
    N_("a name must be UTF-8 text"),
    N_("a name cannot hold control characters"),
    N_("a name cannot hold invisible characters"),
    N_("the table is closing"),
    N_("your seat was given to a computer player"),
    N_("unknown seat token"),
    // Play online: the server's words about room codes.
    N_("no table has this code: check the letters"),
    N_("the table with this code has closed"),
    N_("too many wrong room codes from your address: wait a minute"),
    N_("too many new tables from your address: try again in a minute"),
    N_("your address has many tables open already: play one of them first"),
    N_("the server has no room for another table"),
    // ... and its limits per network and for the whole server (issue 38).
    N_("too many wrong room codes from your network: wait a minute"),
    N_("too many wrong room codes lately: wait a few minutes"),
    N_("too many new tables from your network: try again in a minute"),
    N_("your network has many tables open already: play one of them first"),
    N_("the server is busy: its last tables are kept for players who have none"),
    N_("only the player who made the table starts the game"),
};

class JoinMatch : public NetMatch {
public:
    explicit JoinMatch(const JoinOptions& options)
        : m_options(clientOptions(options)),
          m_client(std::make_unique<net::TableClient>(m_options)) {}
    ~JoinMatch() override {
        if (m_client) {
            m_client->leave();
        }
    }

    bool hosting() const override { return false; }
    NetState state() const override {
        if (!m_client) {
            return NetState::Ended;
        }
        switch (m_client->state()) {
        case net::ClientState::Connecting:
            return NetState::Connecting;
        case net::ClientState::Lobby:
            return NetState::Lobby;
        case net::ClientState::Playing:
            return NetState::Playing;
        case net::ClientState::Over:
            return NetState::Over;
        case net::ClientState::Ended:
            return NetState::Ended;
        }
        return NetState::Ended;
    }
    std::string endText() const override {
        switch (endCause()) {
        case net::EndCause::None:
            return {};
        case net::EndCause::Unreachable:
            if (online()) {
                return tr("The server cannot be reached. Check its address in Settings.");
            }
            return tr("The host cannot be reached. Check the address and that the table is open.");
        case net::EndCause::Lost:
            return tr("The connection to the host was lost.");
        case net::EndCause::HostClosed:
            return tr("The host has left the game.");
        case net::EndCause::Left:
            return tr("You left the table.");
        case net::EndCause::Refused:
            if (online()) {
                return i18n::trf("The server turned you away: {0}", tr(m_client->endReason()));
            }
            return i18n::trf("The host turned you away: {0}", tr(m_client->endReason()));
        case net::EndCause::Broken:
            break;
        }
        // The English reason (a protocol fault) is for the log; the player hears what it means.
        logDetail(m_client->endReason());
        // TRANSLATORS: the connection ended because the messages from the host made no sense.
        return tr("The game cannot follow the host: it may be another version of Greed.");
    }
    std::vector<NetSeat> seats() const override {
        std::vector<NetSeat> out;
        if (!m_client) {
            return out;
        }
        for (const auto& e : m_client->lobby()) {
            out.push_back({e.name, e.kind, e.status});
        }
        return out;
    }
    const session::MatchSession* source() const override {
        return m_client ? m_client->match() : nullptr;
    }
    bool isLocal(int player) const override { return player >= 0 && player == m_seat; }
    void emote(const std::string& id) override {
        if (m_client) {
            m_client->emote(id);
        }
    }

    bool startsGame() const override { return m_client && m_client->creator(); }
    bool start(std::string& why) override {
        why.clear();
        if (!startsGame()) {
            return false;
        }
        m_client->startGame(); // the lobby follows when the server has started it
        return true;
    }
    bool playAgain(std::string& why) override {
        why.clear();
        if (startsGame()) {
            m_client->playAgain(); // the server's table answers with its lobby, or the start
        }
        return m_client != nullptr;
    }
    std::string roomCode() const override {
        const std::string room = m_client ? m_client->room() : m_options.room;
        return net::isRoomCode(room) ? room : std::string();
    }

    bool canRejoin() const override {
        const net::EndCause cause = endCause();
        return m_seat >= 0 && !m_token.empty() && state() == NetState::Ended &&
               (cause == net::EndCause::Lost || cause == net::EndCause::Unreachable);
    }
    void rejoin() override {
        if (!canRejoin()) {
            return;
        }
        dropQueue();
        net::ClientOptions again = m_options;
        again.token = m_token;
        // A table made here is taken back by its code, never made a second time.
        again.room = m_room;
        again.create.reset();
        try {
            m_client = std::make_unique<net::TableClient>(again);
        } catch (const net::NetError&) {
            m_client.reset(); // no socket: said as a lost connection, to be tried again
        }
    }
    void dropConnection() override {
        remember();
        m_client.reset(); // no goodbye: the host finds out by the time-out, or by the rejoin
    }

protected:
    void pump(double dt) override {
        (void)dt;
        if (!m_client) {
            return;
        }
        m_client->update(0);
        remember();
        for (auto& notice : m_client->takeNotices()) {
            if (notice.kind == net::Notice::Kind::Refused) {
                dropQueue();
                wordRefusal(notice);
            }
            m_notices.push_back(std::move(notice));
        }
    }
    bool send(int player, const core::Action& action) override {
        return m_client && player == m_client->player() && m_client->act(action);
    }

private:
    // The seat and its token outlive a lost connection: they are what a rejoin asks for.
    void remember() {
        if (m_client && m_client->player() >= 0 && !m_client->token().empty()) {
            m_seat = m_client->player();
            m_token = m_client->token();
            m_room = m_client->room();
        }
    }
    // The game's reason in this screen's language when the host sent it as data.
    void wordRefusal(net::Notice& notice) const {
        const session::MatchSession* match = m_client ? m_client->match() : nullptr;
        if (!notice.why || match == nullptr) {
            return;
        }
        const core::Rules& rules = match->game().rules();
        for (core::Face f : notice.why->faces) {
            if (f < 1 || f > rules.faceCount) {
                return; // not faces of this game: the host's text stands
            }
        }
        notice.text = explain(*notice.why, rules);
    }
    // A table on a server by code (made or joined), not a host's own table.
    bool online() const { return m_options.create.has_value() || m_options.room != "table"; }
    net::EndCause endCause() const { return m_client ? m_client->endCause() : net::EndCause::Lost; }

    static net::ClientOptions clientOptions(const JoinOptions& o) {
        net::ClientOptions out;
        out.address = o.address;
        out.port = o.port == 0 ? net::kDefaultPort : o.port;
        out.room = o.room;
        out.create = o.create;
        out.name = o.name;
        out.saveDir = o.saveDir;
        return out;
    }

    net::ClientOptions m_options;
    std::unique_ptr<net::TableClient> m_client; // null: the connection is gone
    int m_seat = -1;
    std::string m_token;
    std::string m_room = "table";
};

} // namespace

std::unique_ptr<NetMatch> joinTable(const JoinOptions& options) {
    try {
        return std::make_unique<JoinMatch>(options);
    } catch (const net::NetError&) {
        throw ShownError(
            tr("The host cannot be reached. Check the address and that the table is open."));
    }
}

} // namespace greed::app

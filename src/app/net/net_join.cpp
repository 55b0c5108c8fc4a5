// The joining player's NetMatch: a net::TableClient. Its mirror of the match is the match;
// the one local player is the client's own seat.
#include "app/net/net_match.hpp"

#include "i18n/translate.hpp"

namespace greed::app {

using i18n::tr;

namespace {

// The host's refusals a player may meet when joining, in the host's (protocol) words; they
// are translated where shown (tr of the same words), and words not in this list are shown
// as the host sent them.
[[maybe_unused]] const char* const kHostWords[] = {
    N_("the table is full"),
    N_("the game at this table has started"),
    N_("a name of 1 to 24 printable characters, please"),
    N_("the table is closing"),
    N_("your seat was given to a computer player"),
    N_("unknown seat token"),
};

class JoinMatch : public NetMatch {
public:
    explicit JoinMatch(const JoinOptions& options) : m_client(clientOptions(options)) {}
    ~JoinMatch() override { m_client.leave(); }

    bool hosting() const override { return false; }
    NetState state() const override {
        switch (m_client.state()) {
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
        switch (m_client.endCause()) {
        case net::EndCause::None:
            return {};
        case net::EndCause::Unreachable:
            return tr("The host cannot be reached. Check the address and that the table is open.");
        case net::EndCause::Lost:
            return tr("The connection to the host was lost.");
        case net::EndCause::HostClosed:
            return tr("The host has left the game.");
        case net::EndCause::Left:
            return tr("You left the table.");
        case net::EndCause::Refused:
            return i18n::trf("The host turned you away: {0}", tr(m_client.endReason()));
        case net::EndCause::Broken:
            break;
        }
        return i18n::trf("The game cannot follow the host: {0}", m_client.endReason());
    }
    std::vector<NetSeat> seats() const override {
        std::vector<NetSeat> out;
        for (const auto& e : m_client.lobby()) {
            out.push_back({e.name, e.kind, e.status});
        }
        return out;
    }
    const session::MatchSession* source() const override { return m_client.match(); }
    bool isLocal(int player) const override { return player >= 0 && player == m_client.player(); }
    void emote(const std::string& id) override { m_client.emote(id); }

protected:
    void pump(double dt) override {
        (void)dt;
        m_client.update(0);
        for (auto& notice : m_client.takeNotices()) {
            if (notice.kind == net::Notice::Kind::Refused) {
                dropQueue();
            }
            m_notices.push_back(std::move(notice));
        }
    }
    bool send(int player, const core::Action& action) override {
        return player == m_client.player() && m_client.act(action);
    }

private:
    static net::ClientOptions clientOptions(const JoinOptions& o) {
        net::ClientOptions out;
        out.address = o.address;
        out.port = o.port == 0 ? net::kDefaultPort : o.port;
        out.room = "table";
        out.name = o.name;
        return out;
    }

    net::TableClient m_client;
};

} // namespace

std::unique_ptr<NetMatch> joinTable(const JoinOptions& options) {
    try {
        return std::make_unique<JoinMatch>(options);
    } catch (const net::NetError&) {
        throw std::runtime_error(
            tr("The host cannot be reached. Check the address and that the table is open."));
    }
}

} // namespace greed::app

// NetMatch: the game's side of a network table, the same for the host and for a player who
// joined. It pumps the connection every frame (the App calls update() whatever screen is on
// top), says who sits where in the lobby, gives the table the match as the host decides it
// (the host's own session, or the client's mirror of it) and takes the local players' moves
// and emotes to the host. docs/network.md ("In the game") describes the screens over it.
#pragma once

#include "core/game.hpp"
#include "core/paths.hpp"
#include "net/client.hpp"
#include "net/room_config.hpp"
#include "session/match_session.hpp"

#include <cstdint>
#include <deque>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace greed::app {

// A seat as the lobby shows it (the protocol's words: kind remote/local/computer, status
// open/connected/dropped/computer/local).
struct NetSeat {
    std::string name;
    std::string kind;
    std::string status;
};

enum class NetState { Connecting, Lobby, Playing, Over, Ended };

class NetMatch {
public:
    virtual ~NetMatch() = default;
    virtual bool hosting() const = 0;
    // The port the table listens on (host; 0 for a player who joined).
    virtual std::uint16_t port() const { return 0; }
    // How long the host keeps a lost player's seat (0: not known at this screen).
    virtual double rejoinSeconds() const { return 0; }
    // Handles the network (and, at the host, the table's clock) for `dt` seconds, then sends
    // the next queued move of a local player once the host has played the one before.
    void update(double dt);
    virtual NetState state() const = 0;
    // Why the table ended (Ended only), as a sentence in the player's language.
    virtual std::string endText() const = 0;
    virtual std::vector<NetSeat> seats() const = 0;
    // The match as the host decides it (nullptr before the start).
    virtual const session::MatchSession* source() const = 0;
    // Whether `player` is a person at this screen.
    virtual bool isLocal(int player) const = 0;
    // Queues moves of a local player to be sent one after the other (a keep, then its roll).
    // Ignored while earlier moves are still on their way.
    void queue(int player, std::vector<core::Action> actions);
    virtual void emote(const std::string& id) = 0;
    std::vector<net::Notice> takeNotices();
    // A player who joined and lost the connection during the game may take the seat back
    // while the host keeps it (docs/network.md, Faults): true when that can be tried now.
    virtual bool canRejoin() const { return false; }
    // Connects again with the seat's token; the table follows once the host sent the state.
    virtual void rejoin() {}
    // The connection goes at once without a word, as when the network fails (tests).
    virtual void dropConnection() {}
    // The host starts the game with the seats taken (open remote seats are left out).
    virtual bool start(std::string& why) {
        why.clear();
        return false;
    }
    // After the game's end, asks for another game at this table (the host, or the creator of
    // a table by room code; others wait for it): the players still seated play again at once,
    // else the table is a lobby again. False and `why` when the table cannot (the game is
    // not over, or the table has ended).
    virtual bool playAgain(std::string& why) {
        why.clear();
        return true;
    }
    // Whether this screen starts the game: the host, or the creator of a table by room code.
    virtual bool startsGame() const { return hosting(); }
    // Host: whether friends outside this network can reach the table (the router's port, see
    // PortOpener), in words; empty elsewhere.
    virtual std::string reachLine() const { return {}; }
    // The room code friends join with (a table on a server made by code; empty otherwise).
    virtual std::string roomCode() const { return {}; }

protected:
    virtual void pump(double dt) = 0;
    // Sends one move of a local player now; false when it cannot be sent.
    virtual bool send(int player, const core::Action& action) = 0;
    // The host refused a move: what was queued after it is dropped too.
    void dropQueue();
    std::vector<net::Notice> m_notices;

private:
    struct Pending {
        int player;
        core::Action action;
    };
    std::deque<Pending> m_outbox;
    std::size_t m_sentAt = 0; // the host's move count when the last move was sent
    bool m_waiting = false;   // a sent move has not come back yet
};

// A seat of a table being set up to host: remote (open to a player elsewhere), a person at
// this screen, or a computer player.
using HostSeat = net::RoomSeat;

struct HostOptions {
    std::uint16_t port = 0; // 0: net::kDefaultPort
    std::string rulesSource = core::kDefaultPreset;
    core::Rules rules;
    std::vector<HostSeat> seats;
    std::uint64_t seed = 1;
    double computerPace = 1.0;
    double rejoinSeconds = 60;
    std::filesystem::path saveDir; // the match file is written here move by move; empty: not
    bool openRouterPort = true;    // ask the home router to forward the port (UPnP)
};

struct JoinOptions {
    std::string address;
    std::uint16_t port = 0; // 0: net::kDefaultPort
    std::string name;
    // Play online (a greed-server): the room code to join, or the table to create there
    // ({"rules", "seats", "public", "lang"}, see net::ClientOptions::create).
    std::string room = "table";
    std::optional<nlohmann::json> create;
    std::filesystem::path saveDir; // the mirror's match file is written here; empty: not
};

// Opens the table at the port (throws std::runtime_error with a sentence when it cannot).
std::unique_ptr<NetMatch> hostTable(const HostOptions& options);
// Starts connecting to a host (throws std::runtime_error when no socket can be opened).
std::unique_ptr<NetMatch> joinTable(const JoinOptions& options);

// "host:port" or "host" (the default port): false when the port is not a number 1..65535.
bool parseAddress(const std::string& text, std::string& host, std::uint16_t& port);

} // namespace greed::app

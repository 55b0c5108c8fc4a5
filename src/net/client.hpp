// TableClient: a player's side of a network table. It says hello, follows the lobby, keeps a
// mirror MatchSession rebuilt from the host's moves (so every side holds the same history),
// sends intents for its own seat only, and reports seat changes, emotes and refusals.
#pragma once

#include "net/enet_link.hpp"
#include "net/protocol.hpp"
#include "session/match_session.hpp"

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace greed::net {

struct ClientOptions {
    std::string address = "127.0.0.1";
    std::uint16_t port = kDefaultPort;
    std::string room = "table";
    std::string name;
    std::optional<std::string> token;     // to take one's seat back after a drop
    std::optional<std::string> rulesHash; // refuse a table with another rule set
    std::optional<nlohmann::json> table;  // create the room with this table (servers)
    // Make a table by room code (servers): {"rules", "seats", "public", "lang"}; `room` is
    // then unused and the code comes back in the welcome (room()).
    std::optional<nlohmann::json> create;
    std::filesystem::path saveDir; // keep the match file here; empty: not saved
    PeerTimeouts timeouts;
    std::string source; // the local address to send from ("": the system's choice)
};

enum class ClientState { Connecting, Lobby, Playing, Over, Ended };

// Something to show: a seat's status changed, an emote, a refusal.
struct Notice {
    enum class Kind { Seat, Emote, Refused };
    Kind kind = Kind::Seat;
    int player = -1;
    std::string name;
    std::string text; // seat: dropped/back/computer; emote: its words; refused: the reason
    std::string id;   // emote: its id (a screen shows the words of its own language)
    std::optional<core::Refusal> why; // refused by the game's rules: the reason as data
};

// A "seat" or "emote" message of the host as a notice (nullopt for other messages); the
// host's own screen reads its table's broadcasts with it too.
std::optional<Notice> noticeFrom(const Message& message);

// Why the table ended for a client, for a screen to say in its language.
enum class EndCause { None, Unreachable, Lost, HostClosed, Refused, Left, Broken };

struct LobbyEntry {
    std::string name;
    std::string kind;   // remote, local, computer
    std::string status; // open, connected, dropped, computer, local
};

class TableClient {
public:
    // Starts connecting. Throws NetError when no socket can be opened.
    explicit TableClient(ClientOptions options);
    ~TableClient();

    // Handles what arrived (waiting up to `waitMs` for the first) and sends what is queued.
    void update(std::uint32_t waitMs = 0);

    // Sends an intent of this player's own seat for the table as the mirror sees it now.
    // False (nothing sent) when the game is not running or the action is not legal here.
    bool act(const core::Action& action);
    void emote(const std::string& id);
    // Leaves politely (the seat is freed in the lobby; mid-game the player leaves the game).
    void leave();
    // The creator of a table by code starts the game before every seat is taken.
    void startGame();
    // After the end, the creator of a table by code asks for another game at it (the host's
    // Room::again: the seats still taken play again at once, else the lobby again).
    void playAgain();

    ClientState state() const { return m_state; }
    // Why the table ended for us (host quit, refused, connection lost); empty while it runs.
    const std::string& endReason() const { return m_endReason; }
    EndCause endCause() const { return m_endCause; }
    int player() const { return m_player; } // -1 before the start
    const std::string& token() const { return m_token; }
    // The table's name or room code, as the host's welcome says it.
    const std::string& room() const { return m_room; }
    int slot() const { return m_slot; } // this player's seat in the lobby list (-1 before)
    bool creator() const { return m_slot >= 0 && m_slot == m_creatorSlot; }
    const std::vector<LobbyEntry>& lobby() const { return m_lobby; }
    // The mirror of the match (nullptr before the start).
    session::MatchSession* match() { return m_match.get(); }
    const session::MatchSession* match() const { return m_match.get(); }
    bool myTurn() const;
    std::vector<Notice> takeNotices();
    std::size_t refusals() const { return m_refusals; }
    // Where the mirror's match file is written (empty: not saved).
    const std::filesystem::path& savePath() const { return m_savePath; }

    // Sends raw text as it is (tests of hostile clients).
    void sendRaw(const std::string& text);
    std::int64_t nextSeq() { return ++m_seq; }

private:
    void onMessage(const Message& message);
    void onStart(const nlohmann::json& body);
    void onMove(const nlohmann::json& body);
    void end(const std::string& reason, EndCause cause);
    void send(const nlohmann::json& message);

    ClientOptions m_options;
    EnetLink m_link;
    ClientState m_state = ClientState::Connecting;
    std::string m_endReason;
    EndCause m_endCause = EndCause::None;
    std::string m_token;
    std::string m_room;
    int m_slot = -1;
    int m_creatorSlot = -1;
    int m_player = -1;
    std::int64_t m_seq = 0;
    std::vector<LobbyEntry> m_lobby;
    std::unique_ptr<session::MatchSession> m_match;
    std::vector<Notice> m_notices;
    std::size_t m_refusals = 0;
    std::filesystem::path m_savePath;
};

} // namespace greed::net

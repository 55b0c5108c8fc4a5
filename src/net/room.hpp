// Room: one table at the host. Before the game it is a lobby of seats; then it owns the
// MatchSession (and so the dice stream), checks every intent of a remote player, plays it
// through their RemoteSeat and sends each applied move to everyone at the table. It knows
// peers only by id: the transport is the Server's.
#pragma once

#include "net/enet_link.hpp"
#include "net/protocol.hpp"
#include "net/room_config.hpp"
#include "session/computer_clock.hpp"
#include "session/match_session.hpp"

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace greed::net {

class RemoteSeat;

// What a Room needs from the host's transport.
struct RoomLink {
    std::function<void(PeerId, const std::string&)> send;
    std::function<void(PeerId)> disconnect; // after what was sent is delivered
    std::function<void(const std::string&)> log;
    // A refusal's line: the host limits how many one peer may cause (empty: plain log).
    std::function<void(PeerId, const std::string&)> logRefusal = {};
};

enum class SlotStatus { Open, Connected, Dropped, Computer, Local };
const char* toString(SlotStatus status);

// A seat as the lobby and the table see it.
struct Slot {
    RoomSeat seat;
    SlotStatus status = SlotStatus::Open;
    std::string name;
    int player = -1; // the player index once the game started (-1: left out)
    PeerId peer = 0;
    std::string token;         // proves a returning player's identity
    std::int64_t lastSeq = -1; // intents must count up (a replayed message is refused)
    double dropDeadline = 0;   // room time when a dropped player's seat goes to a computer
    double lastEmote = -1e9;
};

class Room {
public:
    Room(std::string name, RoomConfig config, RoomLink link);
    ~Room();

    // A hello for this room: a new player takes the first open remote seat; a returning one
    // (token) gets their seat back with the full state. Refusals are sent to the peer.
    void admit(PeerId peer, const std::string& name, const std::optional<std::string>& token);
    // Any other message of a peer admitted here.
    void receive(PeerId peer, const Message& message);
    // The peer's connection is gone.
    void lost(PeerId peer);
    // Advances room time: fault timers, computer players, the game.
    void update(double dt);
    // Starts the game with the seats taken (open remote seats are left out). False and `why`
    // when there are too few players or it already started.
    bool start(std::string& why);
    // After the game's end: the table is a lobby again for another game with new dice. The
    // players still connected keep their seats (and tokens); a seat whose player left or
    // dropped opens again, one a computer took over goes back to waiting for a player. It
    // starts at once when every remote seat is still taken, else the host (or the creator)
    // starts it as before. False and `why` while the game is not over.
    bool again(std::string& why);
    // Ends the table for everyone: a goodbye with `reason`, then disconnects.
    void close(const std::string& reason);
    // The host's own screen: sees every message sent to the whole table (seat changes,
    // emotes, moves), and lets a local seat send an emote (slot index; false when that slot
    // is not a local seat or it sent one less than a second ago).
    void watch(std::function<void(const nlohmann::json&)> watcher) {
        m_watcher = std::move(watcher);
    }
    bool localEmote(std::size_t slot, const std::string& id);
    // A person at the host's screen plays `action` for `player` (the session's gate checks it);
    // the table hears of the move at once.
    core::Outcome play(int player, core::Action action);
    // The table was made by this peer (a room by code): its slot is the creator's, who may
    // start the game before every seat is taken ("start"). The lobby names that slot.
    void setCreator(PeerId peer);
    int creatorSlot() const { return m_creator; }

    const std::string& name() const { return m_name; }
    const RoomConfig& config() const { return m_config; }
    const std::vector<Slot>& slots() const { return m_slots; }
    bool started() const { return m_session != nullptr; }
    bool over() const { return m_session && m_session->over(); }
    bool hasPeers() const;
    // Someone plays here: a remote player connected, or a person at the host's screen.
    bool anyonePlays() const;
    // A started game nobody plays or waits for (endWhenAbandoned tables): close it.
    bool abandoned() const;
    bool holds(PeerId peer) const { return slotOf(peer) != nullptr; }
    // The match; a move made on it from outside (play() is the way) reaches the table at the
    // next update.
    session::MatchSession* session() { return m_session.get(); }
    const session::MatchSession* session() const { return m_session.get(); }
    std::size_t refusals() const { return m_refusals; }

private:
    Slot* slotOf(PeerId peer);
    const Slot* slotOf(PeerId peer) const;
    RemoteSeat* remoteSeat(const Slot& slot) const;
    void handleIntent(Slot& slot, const Message& message);
    void handleEmote(Slot& slot, const Message& message);
    void handleLeave(Slot& slot);
    void handleStart(Slot& slot);
    void handleAgain(Slot& slot);
    // `why`: the game's own refusal as data ({"code", "count", "value", "faces"}), or null.
    void refuse(PeerId peer, const nlohmann::json& seq, const std::string& reason,
                bool fatal = false, const nlohmann::json& why = nullptr);
    void sendTo(PeerId peer, const nlohmann::json& message);
    void broadcast(const nlohmann::json& message);
    void sendLobby();
    void sendWelcome(const Slot& slot);
    void sendState(const Slot& slot);
    void seatNotice(const Slot& slot, const std::string& what);
    void takeOver(Slot& slot);
    // Sends the table the moves of the match it has not been sent yet (each with its number).
    void sendMoves();
    void log(const std::string& line) const;
    std::string newToken();

    std::string m_name;
    RoomConfig m_config;
    RoomLink m_link;
    std::function<void(const nlohmann::json&)> m_watcher;
    std::string m_rulesHash;
    std::vector<Slot> m_slots;
    std::unique_ptr<session::MatchSession> m_session;
    std::size_t m_sent = 0;         // moves of m_session sent to the table
    session::ComputerClock m_clock; // the computer players' time at this table
    std::string m_header;           // the match file's header line, sent with the full state
    double m_time = 0;
    bool m_announcedEnd = false;
    bool m_closed = false;
    std::size_t m_refusals = 0;
    int m_creator = -1; // the creator's slot (rooms by code), -1: the host starts
    std::uint64_t m_tokenCounter = 0;
    std::uint64_t m_tokenSalt = 0;
};

} // namespace greed::net

// RemoteSeat: a player at another machine. The host's table checks their intents and queues
// them here; the session plays them when it is that player's turn, like a HumanSeat's.
#pragma once

#include "session/seat.hpp"

namespace greed::net {

class RemoteSeat : public session::Seat {
public:
    session::SeatKind kind() const override { return session::SeatKind::Remote; }
    bool takesIntents() const override { return true; }
    void queueIntent(core::Action action) override { m_intents.queueIntent(std::move(action)); }
    std::optional<core::Action> poll(const core::Game& game, core::Rng& aiRng) override {
        return m_intents.poll(game, aiRng);
    }

    // Whether the player's connection is up (a dropped player keeps the seat for a while).
    bool connected() const { return m_connected; }
    void setConnected(bool connected) {
        m_connected = connected;
        if (!connected) {
            m_intents = {}; // intents of a lost connection are not played later
        }
    }

private:
    // Not a HumanSeat itself: the local table submits to HumanSeats and must never find this.
    session::HumanSeat m_intents;
    bool m_connected = true;
};

} // namespace greed::net

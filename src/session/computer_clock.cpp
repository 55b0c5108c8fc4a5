// ComputerClock: a computer player's thinking time and the showing of its keep, counted down.
#include "session/computer_clock.hpp"

namespace greed::session {

bool ComputerClock::step(MatchSession& match, double dt) {
    const core::Game& game = match.game();
    auto* computer = match.over() ? nullptr : match.seatAs<ComputerSeat>(game.currentPlayer());
    if (computer == nullptr) {
        return match.step(); // a person's intent, a replay, a remote player: asked at once
    }
    if (computer != m_seat) {
        m_seat = computer; // another player's turn (or a seat taken over): time starts afresh
        m_think = 0;
        m_shownLeft = 0;
    }
    if (!computer->preview()) {
        m_think += dt;
        // The first decision of a turn reads the situation a little longer.
        const double wait =
            computer->thinkSeconds() * m_pace * (game.rollsThisTurn() == 0 ? 0.8 : 1.0);
        if (m_think < wait && !m_hurry) {
            return false;
        }
        m_hurry = false;
        const core::Action* pick = match.prepare();
        // Show which dice it picks before they move.
        m_shownLeft = pick != nullptr && pick->type == core::ActionType::Keep && m_pace > 0
                          ? kKeepShown
                          : 0.0;
        dt = 0.0;
    }
    m_shownLeft -= dt * m_speed;
    if (m_shownLeft > 0 && !m_hurry) {
        return false;
    }
    m_think = 0;
    m_hurry = false;
    m_seat = nullptr; // its next move is timed afresh
    return match.step();
}

} // namespace greed::session

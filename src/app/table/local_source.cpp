// The match played at this screen as a table source: a person's moves go through the session's
// gate, its seats play the rest (the computer players in the time TablePace gives them), and the
// finished match is kept (statistics, the match file).
#include "app/game_history.hpp"
#include "app/services.hpp"
#include "app/table/table_pace.hpp"
#include "app/table/table_source.hpp"
#include "session/computer_clock.hpp"

#include <cstdlib>
#include <iostream>

namespace greed::app {

namespace {

class LocalSource final : public TableSource {
public:
    LocalSource(Services& services, std::unique_ptr<session::MatchSession> match)
        : m_s(services), m_match(std::move(match)), m_pace(services.settings),
          m_traced(m_match->moves().size()),
          m_trace(std::getenv("GREED_TRACE_MOVES") != nullptr && m_match->recorder() != nullptr) {}

    const session::MatchSession* match() const override { return m_match.get(); }
    session::MatchSession* owned() const override { return m_match.get(); }
    bool personHere(int player) const override {
        const session::Seat* seat = m_match->seat(player);
        return seat != nullptr && seat->kind() == session::SeatKind::Human;
    }
    bool play(int player, std::vector<core::Action> moves) override {
        // A person's move takes the same path as every seat's: their seat hands it to the
        // session when it asks. The table checked the moves, so one refused after the first
        // was played is dropped.
        bool played = false;
        for (auto& move : moves) {
            if (!m_match->submit(player, std::move(move))) {
                break;
            }
            played = true;
        }
        trace();
        return played;
    }
    bool step(double dt) override {
        m_pace.time(m_clock); // the settings may have changed (the pause menu)
        const bool played = m_clock.step(*m_match, dt);
        trace();
        return played;
    }
    void hurry() override {
        if (const session::ComputerSeat* computer = thinking(); computer && !computer->preview()) {
            m_clock.hurry();
        }
    }
    const core::Action* preview() const override {
        const session::ComputerSeat* computer = thinking();
        return computer != nullptr && computer->preview() ? &*computer->preview() : nullptr;
    }
    std::shared_ptr<const session::MatchRecord> finish(const session::MatchRecord& shown) override {
        (void)shown; // the same moves: the table has shown them all
        return finishMatch(m_s, *m_match);
    }
    std::vector<int> savedSelection() const override { return m_match->selection(); }
    void keepSelection(const std::vector<int>& dice) override { m_match->saveSelection(dice); }

private:
    // Tests (GREED_TRACE_MOVES): a line once a move is on disk (the session appends each move
    // as it applies it), to count what a kill may lose.
    void trace() {
        for (; m_trace && m_traced < m_match->moves().size(); ++m_traced) {
            std::cout << "recorded " << m_traced + 1 << std::endl;
        }
    }
    // The computer player whose turn it is (null: a person's turn, or the game is over).
    const session::ComputerSeat* thinking() const {
        return m_match->over()
                   ? nullptr
                   : m_match->seatAs<session::ComputerSeat>(m_match->game().currentPlayer());
    }

    Services& m_s;
    std::unique_ptr<session::MatchSession> m_match;
    TablePace m_pace;
    session::ComputerClock m_clock;
    std::size_t m_traced; // moves traced so far
    bool m_trace;
};

} // namespace

std::unique_ptr<TableSource> playedHere(Services& services,
                                        std::unique_ptr<session::MatchSession> match) {
    return std::make_unique<LocalSource>(services, std::move(match));
}

} // namespace greed::app

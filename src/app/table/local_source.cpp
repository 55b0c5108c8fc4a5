// The match played at this screen as a table source: a person's moves go through the session's
// gate, its seats play the rest, and the finished match is kept (statistics, the match file).
#include "app/scenes/scenes.hpp"
#include "app/services.hpp"
#include "app/table/table_source.hpp"

namespace greed::app {

namespace {

class LocalSource final : public TableSource {
public:
    LocalSource(Services& services, std::unique_ptr<session::MatchSession> match)
        : m_s(services), m_match(std::move(match)) {}

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
        return played;
    }
    bool step(double dt) override { return m_match->step(dt); }
    std::shared_ptr<const session::MatchRecord> finish(const session::MatchRecord& shown) override {
        (void)shown; // the same moves: the table has shown them all
        return finishMatch(m_s, *m_match);
    }
    std::vector<int> savedSelection() const override { return m_match->selection(); }
    void keepSelection(const std::vector<int>& dice) override { m_match->saveSelection(dice); }

private:
    Services& m_s;
    std::unique_ptr<session::MatchSession> m_match;
};

} // namespace

std::unique_ptr<TableSource> playedHere(Services& services,
                                        std::unique_ptr<session::MatchSession> match) {
    return std::make_unique<LocalSource>(services, std::move(match));
}

} // namespace greed::app

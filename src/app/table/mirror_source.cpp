// A match decided elsewhere (a network table) as a table source: the match is the host's (its
// own session, or this screen's mirror of it), a person's moves are forwarded to the host and
// come back as the host's moves, and the finished match is only recorded in the statistics.
#include "app/game_history.hpp"
#include "app/table/table_source.hpp"

#include <stdexcept>

namespace greed::app {

namespace {

class MirrorSource final : public TableSource {
public:
    MirrorSource(Services& services, MatchFeed feed, std::function<bool(int)> personHere,
                 ForwardMoves forward)
        : m_s(services), m_feed(std::move(feed)), m_personHere(std::move(personHere)),
          m_forward(std::move(forward)) {}

    const session::MatchSession* match() const override { return m_feed ? m_feed() : nullptr; }
    bool personHere(int player) const override { return m_personHere && m_personHere(player); }
    bool decidedElsewhere() const override { return true; }
    bool play(int player, std::vector<core::Action> moves) override {
        // Both moves of a keep go together: the host plays the second once the first is in.
        if (m_forward) {
            m_forward(player, std::move(moves));
        }
        return true;
    }
    std::shared_ptr<const session::MatchRecord> finish(const session::MatchRecord& shown) override {
        auto record = std::make_shared<session::MatchRecord>(shown);
        if (const session::MatchSession* source = match()) {
            recordGame(m_s, *source, {});
        }
        return record;
    }

private:
    Services& m_s;
    MatchFeed m_feed;
    std::function<bool(int)> m_personHere;
    ForwardMoves m_forward;
};

} // namespace

std::unique_ptr<TableSource> mirrored(Services& services, MatchFeed source,
                                      std::function<bool(int)> personHere, ForwardMoves forward) {
    auto out = std::make_unique<MirrorSource>(services, std::move(source), std::move(personHere),
                                              std::move(forward));
    if (out->match() == nullptr) {
        throw std::runtime_error("the table was opened without a match");
    }
    return out;
}

} // namespace greed::app

// Turn starts of a recorded match, found by replaying it once.
#include "session/replay_index.hpp"

#include "session/match_session.hpp"

#include <algorithm>

namespace greed::session {

std::vector<std::size_t> turnStarts(const MatchRecord& record) {
    std::vector<std::size_t> starts{0};
    auto match = MatchSession::fromRecord(record, 0);
    for (std::size_t i = 0; i < record.moves.size(); ++i) {
        const auto out = match->applyLogged(record.moves[i]);
        if (!out) {
            throw MatchFileError("move " + std::to_string(i + 1) + " does not apply: " + out.error);
        }
        const bool began = std::any_of(out.events.begin(), out.events.end(), [](const auto& e) {
            return e.type == core::EventType::TurnStarted;
        });
        if (began && i + 1 < record.moves.size()) {
            starts.push_back(i + 1);
        }
    }
    return starts;
}

std::size_t previousTurnStart(const std::vector<std::size_t>& starts, std::size_t position,
                              std::size_t slack) {
    std::size_t best = 0;
    for (std::size_t s : starts) {
        if (s + slack <= position) {
            best = s;
        }
    }
    return best;
}

std::size_t nextTurnStart(const std::vector<std::size_t>& starts, std::size_t position,
                          std::size_t end) {
    for (std::size_t s : starts) {
        if (s > position) {
            return s;
        }
    }
    return end;
}

} // namespace greed::session

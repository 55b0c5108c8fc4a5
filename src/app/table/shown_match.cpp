// ShownMatch: the shown game follows the source's move log through session::applyMove.
#include "app/table/shown_match.hpp"

namespace greed::app {

ShownMatch::ShownMatch(const session::MatchSession& source) : m_game(source.game()) {
    m_record.setup = source.setup();
    m_record.moves = source.moves();
}

void ShownMatch::retake(const session::MatchSession& source) {
    m_game = source.game();
    m_record.setup = source.setup();
    m_record.moves = source.moves();
}

ShownMatch::Pulled ShownMatch::pull(const session::MatchSession& source) {
    Pulled out;
    const auto& moves = source.moves();
    if (moves.size() < position() ||
        (position() > 0 && moves[position() - 1] != m_record.moves.back())) {
        retake(source);
        out.retaken = true;
        return out;
    }
    while (position() < moves.size()) {
        const session::Move& move = moves[position()];
        core::Outcome applied = session::applyMove(m_game, move);
        if (!applied) {
            retake(source);
            out.retaken = true;
            out.events.clear();
            return out;
        }
        m_record.moves.push_back(move);
        out.events.insert(out.events.end(), applied.events.begin(), applied.events.end());
    }
    return out;
}

} // namespace greed::app

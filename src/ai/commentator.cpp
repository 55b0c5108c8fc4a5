// Commentator: events of the seat itself, plus lead changes after any score change.
#include "ai/commentator.hpp"

#include <algorithm>

namespace greed::ai {

int Commentator::bigRollPoints(const core::Rules& rules) {
    return std::max(500, rules.target / 6);
}

std::vector<LineEvent> Commentator::react(const core::Game& game,
                                          const std::vector<core::Event>& events) {
    std::vector<LineEvent> out;
    bool scoresChanged = false;
    const int big = bigRollPoints(game.rules());
    for (const auto& e : events) {
        const bool mine = e.player == m_seat;
        switch (e.type) {
        case core::EventType::Scored:
            if (mine && e.points >= big) {
                out.push_back(LineEvent::BigRoll);
            }
            break;
        case core::EventType::Bust:
        case core::EventType::EntryFailed:
            if (mine) {
                out.push_back(LineEvent::Bust);
            }
            break;
        case core::EventType::Penalty:
            scoresChanged = true;
            if (mine) {
                out.push_back(LineEvent::Bust);
            }
            break;
        case core::EventType::Banked:
            scoresChanged = true;
            if (mine) {
                out.push_back(LineEvent::Bank);
            }
            break;
        case core::EventType::FinalRoundStarted:
            out.push_back(LineEvent::FinalRound);
            break;
        case core::EventType::GameOver:
            out.push_back(std::find(e.players.begin(), e.players.end(), m_seat) != e.players.end()
                              ? LineEvent::Win
                              : LineEvent::Lose);
            return out;
        case core::EventType::Restarted:
            m_leading = false;
            break;
        default:
            break;
        }
    }
    if (scoresChanged && m_seat >= 0 && m_seat < game.playerCount()) {
        const auto& players = game.players();
        const int mineScore = players[static_cast<size_t>(m_seat)].score;
        bool leading = true;
        for (int i = 0; i < game.playerCount(); ++i) {
            if (i != m_seat && !players[static_cast<size_t>(i)].left &&
                players[static_cast<size_t>(i)].score >= mineScore) {
                leading = false;
            }
        }
        if (leading && !m_leading) {
            out.push_back(LineEvent::TakeLead);
        } else if (!leading && m_leading) {
            out.push_back(LineEvent::FallBehind);
        }
        m_leading = leading;
    }
    return out;
}

} // namespace greed::ai

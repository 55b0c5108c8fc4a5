// Seats: human (queued intents), computer (strategy + pace + lines), replay (the log).
#include "session/seat.hpp"

#include <algorithm>

namespace greed::session {

std::optional<core::Action> HumanSeat::poll(const core::Game& game, core::Rng& aiRng, double dt) {
    (void)game;
    (void)aiRng;
    (void)dt;
    if (m_queue.empty()) {
        return std::nullopt;
    }
    core::Action next = std::move(m_queue.front());
    m_queue.pop_front();
    return next;
}

ComputerSeat::ComputerSeat(int player, std::unique_ptr<ai::Strategy> strategy,
                           std::string personality, double thinkSeconds)
    : m_player(player), m_strategy(std::move(strategy)), m_personality(std::move(personality)),
      m_thinkSeconds(thinkSeconds), m_commentator(player) {}

std::optional<core::Action> ComputerSeat::poll(const core::Game& game, core::Rng& aiRng,
                                               double dt) {
    if (m_decided) {
        m_previewLeft -= dt * m_speed;
        if (m_previewLeft > 0 && !m_hurry) {
            return std::nullopt;
        }
        core::Action out = std::move(*m_decided);
        m_decided.reset();
        m_think = 0;
        m_hurry = false;
        return out;
    }
    m_think += dt;
    // The first decision of a turn reads the situation a little longer.
    const double wait = m_thinkSeconds * m_pace * (game.rollsThisTurn() == 0 ? 0.8 : 1.0);
    if (m_think < wait && !m_hurry) {
        return std::nullopt;
    }
    m_hurry = false;
    m_decided = m_strategy->decide(game, aiRng);
    // Show which dice it picks before they move.
    m_previewLeft = m_decided->type == core::ActionType::Keep && m_pace > 0 ? 0.5 : 0.0;
    return poll(game, aiRng, 0.0);
}

void ComputerSeat::observe(const core::Game& game, const std::vector<core::Event>& events) {
    const auto said = m_commentator.react(game, events);
    if (!said.empty()) {
        m_lines.push_back(said.front());
    }
}

std::vector<ai::LineEvent> ComputerSeat::takeLines() {
    std::vector<ai::LineEvent> out;
    out.swap(m_lines);
    return out;
}

bool ReplayCursor::ready(double dt) {
    if (paused) {
        return false;
    }
    m_wait -= dt * speed;
    return m_wait <= 0;
}

std::optional<core::Action> ReplaySeat::poll(const core::Game& game, core::Rng& aiRng, double dt) {
    (void)game;
    (void)aiRng;
    m_played = nullptr;
    const Move* next = m_cursor->peek();
    if (next == nullptr || next->kind != MoveKind::Act || next->player != m_player ||
        !m_cursor->ready(dt)) {
        return std::nullopt;
    }
    core::Action action = next->action;
    m_played = next; // the cursor's moves never change, so the pointer stays good
    m_cursor->advance();
    m_cursor->hold();
    return action;
}

std::unique_ptr<Seat> makeSeat(const SeatSpec& spec, int player, const core::Rules& rules) {
    if (!spec.computer) {
        return std::make_unique<HumanSeat>();
    }
    const StrategyChoice* choice = findStrategy(spec.strategy);
    return std::make_unique<ComputerSeat>(player, makeStrategy(spec.strategy, rules), spec.strategy,
                                          choice != nullptr ? choice->thinkSeconds : 0.75);
}

} // namespace greed::session

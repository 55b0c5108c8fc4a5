// Seats: human (queued intents), computer (strategy and lines), replay (the log).
#include "session/seat.hpp"

#include <algorithm>

namespace greed::session {

std::optional<core::Action> HumanSeat::poll(const core::Game& game, core::Rng& aiRng) {
    (void)game;
    (void)aiRng;
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

const core::Action* ComputerSeat::prepare(const core::Game& game, core::Rng& aiRng) {
    if (!m_decided) {
        m_decided = m_strategy->decide(game, aiRng);
    }
    return &*m_decided;
}

std::optional<core::Action> ComputerSeat::poll(const core::Game& game, core::Rng& aiRng) {
    prepare(game, aiRng);
    std::optional<core::Action> out;
    out.swap(m_decided);
    return out;
}

void ComputerSeat::observe(const core::Game& game, const std::vector<core::Event>& events) {
    const auto said = m_commentator.react(game, events);
    if (!said.empty()) {
        m_lines.push_back(said.front());
        if (m_lines.size() > kKeptLines) {
            m_lines.erase(m_lines.begin());
        }
    }
}

std::vector<ai::LineEvent> ComputerSeat::takeLines() {
    std::vector<ai::LineEvent> out;
    out.swap(m_lines);
    return out;
}

std::optional<core::Action> ReplaySeat::poll(const core::Game& game, core::Rng& aiRng) {
    (void)game;
    (void)aiRng;
    m_played = nullptr;
    const Move* next = m_cursor->peek();
    if (next == nullptr || next->kind != MoveKind::Act || next->player != m_player) {
        return std::nullopt;
    }
    core::Action action = next->action;
    m_played = next; // the cursor's moves never change, so the pointer stays good
    m_cursor->advance();
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

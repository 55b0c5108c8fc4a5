// Commentator: which personality lines a seat would say for the events of a move
// (big roll, bust, bank, falling behind, taking the lead, final round, win, lose).
#pragma once

#include "ai/personality.hpp"

#include "core/game.hpp"

#include <vector>

namespace greed::ai {

class Commentator {
public:
    explicit Commentator(int seat) : m_seat(seat) {}
    // `game` is the state after `events` happened.
    std::vector<LineEvent> react(const core::Game& game, const std::vector<core::Event>& events);
    // A scoring throw at least this big (points) earns a "big roll" line.
    static int bigRollPoints(const core::Rules& rules);

private:
    int m_seat;
    bool m_leading = false;
};

} // namespace greed::ai

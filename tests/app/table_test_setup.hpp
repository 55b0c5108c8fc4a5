#pragma once
// Set-ups shared by the table's HUD and big-moment tests: a window of a given size, and an
// event of player 0 to push into a TableShow.

#include "app_harness.hpp"

#include "core/game.hpp"

#include <string>

namespace greed::app::test {

inline Options sized(const std::string& rules, const std::string& players, int w, int h) {
    Options o = testOptions(rules, players);
    o.width = w;
    o.height = h;
    return o;
}

// An event of player 0 (totals 0: no score counter moves).
inline core::Event eventOf(core::EventType type, int points = 0) {
    core::Event e;
    e.type = type;
    e.player = 0;
    e.points = points;
    return e;
}

} // namespace greed::app::test

#pragma once
// Set-ups shared by the table's HUD and big-moment tests: a window of a given size, and an
// event of player 0 to push into a TableShow.

#include "app_harness.hpp"

#include "app/table/table_show.hpp"
#include "core/game.hpp"

#include <SDL.h>

#include <algorithm>
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

// Whether a big word containing `word` shows on the table now (BUST, HOT DICE, a turn's plate).
inline bool hasWord(const TableShow& show, const std::string& word) {
    const auto words = show.effects().bigWords();
    return std::any_of(words.begin(), words.end(),
                       [&](const std::string& w) { return w.find(word) != std::string::npos; });
}

// The upright cup's body.
inline SDL_Rect cupBody(const TableLayout& L) {
    const int w = static_cast<int>(L.cupW);
    const int h = static_cast<int>(L.cupH);
    return {static_cast<int>(L.cupCentre.x) - w / 2, static_cast<int>(L.cupCentre.y) - h / 2, w, h};
}

inline bool meets(const SDL_Rect& a, const SDL_Rect& b) {
    return SDL_HasIntersection(&a, &b) == SDL_TRUE;
}

} // namespace greed::app::test

// TableLayout: where the table, dice area, cup, tray, scoreboard and buttons go for a size.
#pragma once

#include "app/painter.hpp"
#include "app/services.hpp"

namespace greed::app {

struct TableLayout {
    int width = 0;
    int height = 0;
    TypeScale type{14, 15, 20, 28, 44};
    bool sideBoard = true; // scoreboard at the right (wide) or at the bottom (narrow)
    SDL_Rect table{};      // wooden rim, outer edge
    SDL_Rect felt{};
    SDL_Rect diceArea{}; // where thrown dice come to rest
    SDL_Rect tray{};
    SDL_Rect board{};  // scoreboard panel
    SDL_Rect bar{};    // action buttons
    SDL_Rect status{}; // turn total box (top-left of the felt)
    double dieSize = 96;
    double trayDieSize = 64;
    Vec2 cupCentre{}; // upright cup at rest
    double cupW = 100;
    double cupH = 125;
    int rim = 16;

    static TableLayout compute(int width, int height, int diceCount);
    Vec2 toPixels(Vec2 n) const {
        return {diceArea.x + n.x * diceArea.w, diceArea.y + n.y * diceArea.h};
    }
    Vec2 toNormal(Vec2 p) const {
        return {(p.x - diceArea.x) / diceArea.w, (p.y - diceArea.y) / diceArea.h};
    }
    Vec2 traySlot(int slot, int slots) const;
};

} // namespace greed::app

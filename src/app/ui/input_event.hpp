// Input events: what a key, click or wheel means to a scene or a widget, independent of the
// device (app/input.hpp turns SDL's events into them).
#pragma once

#include <SDL.h>

#include <string>

namespace greed::app {

enum class Command {
    None,
    Up,
    Down,
    Left,
    Right,
    Next,    // Tab
    Prev,    // Shift+Tab
    Confirm, // Enter
    Back,    // Esc
    Roll,    // Space, R
    Bank,    // B
    Adopt,   // A
    Decline, // D, N
    Die,     // 1..9, 0: index in `index`
    Best,    // S: select the best keep
    Graph,   // G
    Help,    // H, F1
    Delete,  // Delete
    Click,   // left mouse button released... pressed at (x, y)
    Motion,  // mouse moved to (x, y)
    Wheel,   // index = +1 up / -1 down
    Key,     // any other key (raw keycode in `key`)
    Text,    // typed text (UTF-8 in `text`)
    // A game controller's right stick and trigger (no key stands for them):
    DieCursor, // moves the table's die cursor by `index` (-1 / +1)
    DiePick,   // picks (or puts back) the die under the cursor
};

struct InputEvent {
    Command command = Command::None;
    int index = 0;
    int x = 0;
    int y = 0;
    SDL_Keycode key = SDLK_UNKNOWN;
    SDL_Keymod mod = KMOD_NONE;
    std::string text;
    bool isKey() const { return key != SDLK_UNKNOWN; }
    bool isPointer() const { return command == Command::Click; }
};

} // namespace greed::app

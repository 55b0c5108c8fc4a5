// Input: the keyboard and mouse bindings that turn SDL's events into input events
// (app/ui/input_event.hpp).
#pragma once

#include "app/ui/input_event.hpp"

#include <SDL.h>

#include <optional>

namespace greed::app {

// Keyboard and mouse bindings. Window-level keys (F11, Alt+Enter, F12) are taken by the App
// before this map sees them.
class InputMap {
public:
    std::optional<InputEvent> translate(const SDL_Event& event) const;
    // What a press of `key` (no modifiers) means: a pad's button standing for a key.
    InputEvent pressed(SDL_Keycode key) const;
};

} // namespace greed::app

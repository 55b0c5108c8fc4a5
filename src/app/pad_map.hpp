// PadMap: what a game controller's buttons and sticks mean, as the keys they stand for, so every
// screen understands a pad without knowing about it. PadRepeat turns a held direction (D-pad or
// left stick) into repeated moves, like a held arrow key.
#pragma once

#include "app/input.hpp"

#include <SDL.h>

#include <optional>
#include <vector>

namespace greed::app {

// The keys of the pad, by SDL's GameController names (A is the bottom face button on Xbox
// and PlayStation pads, the right one on Nintendo's, as SDL labels them).
//   D-pad, left stick: arrows      A: Enter        B: Esc        X: Space (roll)   Y: B (bank)
//   RB: S (best keep)  LB: H (rules)   Back/Select: G (graph)    Start: Esc at the table
//   (pause) and in the pause menu, Enter elsewhere
//   Right stick: the die cursor;  RT or right stick click: pick that die;  LT: Delete (removes
//   the focused seat in setup)
struct PadMap {
    // The keyboard key a button stands for, or SDLK_UNKNOWN for none. `startPauses`: the
    // screen on top is the table or its pause menu.
    static SDL_Keycode keyFor(SDL_GameControllerButton button, bool startPauses);
    // The table's die cursor commands (DieCursor with index -1/+1, DiePick) from the right
    // stick's click and the right trigger.
    static std::optional<InputEvent> dieCommandFor(SDL_GameControllerButton button);
};

// Dead zones of the sticks, as a fraction of the full throw: a direction starts past kPress
// and ends below kRelease (the gap stops a stick resting near the edge from chattering).
struct StickZone {
    static constexpr double kPress = 0.5;
    static constexpr double kRelease = 0.3;
    // The direction of a stick (Up/Down/Left/Right, None in the dead zone): the larger axis
    // wins; `held` is the direction held so far (released only below kRelease).
    static Command direction(double x, double y, Command held);
};

// A held direction repeats like a key: once at once, again after kFirst, then every kNext.
class PadRepeat {
public:
    static constexpr double kFirst = 0.40;
    static constexpr double kNext = 0.12;

    // The direction held now (None: released). Returns the move to make at once, if any.
    std::optional<Command> hold(Command direction);
    Command held() const { return m_held; }
    // The repeats due after `dt` seconds.
    std::vector<Command> update(double dt);

private:
    Command m_held = Command::None;
    double m_wait = 0;
};

} // namespace greed::app

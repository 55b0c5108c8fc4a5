// PadMap: the pad's buttons as keys; StickZone and PadRepeat: sticks and held directions.
#include "app/pad_map.hpp"

#include <cmath>

namespace greed::app {

SDL_Keycode PadMap::keyFor(SDL_GameControllerButton button, bool startPauses) {
    switch (button) {
    case SDL_CONTROLLER_BUTTON_A:
        return SDLK_RETURN;
    case SDL_CONTROLLER_BUTTON_B:
        return SDLK_ESCAPE;
    case SDL_CONTROLLER_BUTTON_X:
        return SDLK_SPACE;
    case SDL_CONTROLLER_BUTTON_Y:
        return SDLK_b;
    case SDL_CONTROLLER_BUTTON_RIGHTSHOULDER:
        return SDLK_s;
    case SDL_CONTROLLER_BUTTON_LEFTSHOULDER:
        return SDLK_h;
    case SDL_CONTROLLER_BUTTON_BACK:
        return SDLK_g;
    case SDL_CONTROLLER_BUTTON_START:
        return startPauses ? SDLK_ESCAPE : SDLK_RETURN;
    case SDL_CONTROLLER_BUTTON_DPAD_UP:
        return SDLK_UP;
    case SDL_CONTROLLER_BUTTON_DPAD_DOWN:
        return SDLK_DOWN;
    case SDL_CONTROLLER_BUTTON_DPAD_LEFT:
        return SDLK_LEFT;
    case SDL_CONTROLLER_BUTTON_DPAD_RIGHT:
        return SDLK_RIGHT;
    default:
        return SDLK_UNKNOWN;
    }
}

std::optional<InputEvent> PadMap::dieCommandFor(SDL_GameControllerButton button) {
    if (button != SDL_CONTROLLER_BUTTON_RIGHTSTICK) {
        return std::nullopt;
    }
    InputEvent e;
    e.command = Command::DiePick;
    return e;
}

Command StickZone::direction(double x, double y, Command held) {
    const double ax = std::fabs(x);
    const double ay = std::fabs(y);
    const double reach = std::max(ax, ay);
    if (reach < kRelease || (held == Command::None && reach < kPress)) {
        return Command::None;
    }
    if (reach < kPress) {
        return held; // between the two thresholds: keep what is held
    }
    if (ax >= ay) {
        return x < 0 ? Command::Left : Command::Right;
    }
    return y < 0 ? Command::Up : Command::Down;
}

std::optional<Command> PadRepeat::hold(Command direction) {
    if (direction == m_held) {
        return std::nullopt;
    }
    m_held = direction;
    m_wait = kFirst;
    if (direction == Command::None) {
        return std::nullopt;
    }
    return direction;
}

std::vector<Command> PadRepeat::update(double dt) {
    std::vector<Command> out;
    if (m_held == Command::None) {
        return out;
    }
    m_wait -= dt;
    while (m_wait <= 0) {
        out.push_back(m_held);
        m_wait += kNext;
    }
    return out;
}

} // namespace greed::app

// Gamepads: opening and closing pads as SDL reports them, their events as the keys' input, and
// rumble. SDL sends SDL_CONTROLLERDEVICEADDED for pads present at start-up too, so there is one
// way in for every pad.
#include "app/gamepads.hpp"

#include <algorithm>
#include <cmath>
#include <system_error>

namespace greed::app {

namespace {

// Axes as fractions of the full throw.
double fraction(Sint16 value) {
    return std::clamp(static_cast<double>(value) / 32767.0, -1.0, 1.0);
}

InputEvent dieCursor(Command direction) {
    InputEvent e;
    e.command = Command::DieCursor;
    e.index = direction == Command::Left || direction == Command::Up ? -1 : 1;
    return e;
}

// True when a trigger is pulled past half way now and was not before; `held` follows it.
bool pulled(bool& held, double pull) {
    const bool now = held ? pull > StickZone::kRelease : pull > StickZone::kPress;
    const bool edge = now && !held;
    held = now;
    return edge;
}

SDL_Keycode arrowKey(Command direction) {
    switch (direction) {
    case Command::Up:
        return SDLK_UP;
    case Command::Down:
        return SDLK_DOWN;
    case Command::Left:
        return SDLK_LEFT;
    default:
        return SDLK_RIGHT;
    }
}

bool isDpad(SDL_GameControllerButton b) {
    return b == SDL_CONTROLLER_BUTTON_DPAD_UP || b == SDL_CONTROLLER_BUTTON_DPAD_DOWN ||
           b == SDL_CONTROLLER_BUTTON_DPAD_LEFT || b == SDL_CONTROLLER_BUTTON_DPAD_RIGHT;
}

Command dpadDirection(SDL_GameControllerButton b) {
    switch (b) {
    case SDL_CONTROLLER_BUTTON_DPAD_UP:
        return Command::Up;
    case SDL_CONTROLLER_BUTTON_DPAD_DOWN:
        return Command::Down;
    case SDL_CONTROLLER_BUTTON_DPAD_LEFT:
        return Command::Left;
    default:
        return Command::Right;
    }
}

} // namespace

Gamepads::Gamepads(const std::vector<std::filesystem::path>& mappingFiles) {
    if (SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER) != 0) {
        SDL_LogWarn(SDL_LOG_CATEGORY_INPUT, "game controllers are off: %s", SDL_GetError());
        return;
    }
    m_ready = true;
    for (const auto& file : mappingFiles) {
        loadMappings(file);
    }
}

Gamepads::~Gamepads() {
    for (auto& pad : m_pads) {
        SDL_GameControllerClose(pad.controller);
    }
    if (m_ready) {
        SDL_QuitSubSystem(SDL_INIT_GAMECONTROLLER);
    }
}

void Gamepads::loadMappings(const std::filesystem::path& file) {
    std::error_code code;
    if (!std::filesystem::is_regular_file(file, code)) {
        return; // none there: SDL's own database and the environment variable are enough
    }
    const int added = SDL_GameControllerAddMappingsFromFile(file.string().c_str());
    if (added < 0) {
        SDL_LogWarn(SDL_LOG_CATEGORY_INPUT, "%s: the controller mappings could not be read (%s)",
                    file.string().c_str(), SDL_GetError());
        return;
    }
    if (added == 0 && std::filesystem::file_size(file, code) > 0) {
        SDL_LogWarn(SDL_LOG_CATEGORY_INPUT,
                    "%s: no controller mapping in this file was usable (lines like those of "
                    "SDL_GameControllerDB expected)",
                    file.string().c_str());
        return;
    }
    m_mappingsAdded += added;
    SDL_LogInfo(SDL_LOG_CATEGORY_INPUT, "%s: %d controller mappings", file.string().c_str(), added);
}

bool Gamepads::isPadEvent(const SDL_Event& e) {
    switch (e.type) {
    case SDL_CONTROLLERDEVICEADDED:
    case SDL_CONTROLLERDEVICEREMOVED:
    case SDL_CONTROLLERBUTTONDOWN:
    case SDL_CONTROLLERBUTTONUP:
    case SDL_CONTROLLERAXISMOTION:
        return true;
    default:
        return false;
    }
}

PadFamily Gamepads::familyOf(SDL_GameControllerType type) {
    switch (type) {
    case SDL_CONTROLLER_TYPE_PS3:
    case SDL_CONTROLLER_TYPE_PS4:
    case SDL_CONTROLLER_TYPE_PS5:
        return PadFamily::PlayStation;
    case SDL_CONTROLLER_TYPE_NINTENDO_SWITCH_PRO:
    case SDL_CONTROLLER_TYPE_NINTENDO_SWITCH_JOYCON_LEFT:
    case SDL_CONTROLLER_TYPE_NINTENDO_SWITCH_JOYCON_RIGHT:
    case SDL_CONTROLLER_TYPE_NINTENDO_SWITCH_JOYCON_PAIR:
        return PadFamily::Nintendo;
    default:
        return PadFamily::Xbox;
    }
}

Gamepads::Pad* Gamepads::find(SDL_JoystickID id) {
    const auto it =
        std::find_if(m_pads.begin(), m_pads.end(), [id](const Pad& p) { return p.id == id; });
    return it == m_pads.end() ? nullptr : &*it;
}

void Gamepads::open(int deviceIndex) {
    SDL_GameController* controller = SDL_GameControllerOpen(deviceIndex);
    if (controller == nullptr) {
        SDL_LogWarn(SDL_LOG_CATEGORY_INPUT, "a game controller could not be opened: %s",
                    SDL_GetError());
        return;
    }
    const SDL_JoystickID id = SDL_JoystickInstanceID(SDL_GameControllerGetJoystick(controller));
    if (find(id) != nullptr) {
        SDL_GameControllerClose(controller); // reported twice: already open
        return;
    }
    Pad pad;
    pad.controller = controller;
    pad.id = id;
    m_pads.push_back(pad);
    const char* name = SDL_GameControllerName(controller);
    SDL_LogInfo(SDL_LOG_CATEGORY_INPUT, "game controller connected: %s",
                name != nullptr ? name : "(unnamed)");
}

bool Gamepads::close(SDL_JoystickID id) {
    Pad* pad = find(id);
    if (pad == nullptr) {
        return false;
    }
    SDL_GameControllerClose(pad->controller);
    m_pads.erase(m_pads.begin() + (pad - m_pads.data()));
    if (m_last == id) {
        m_last = -1;
        m_repeat.hold(Command::None);
        m_dieRepeat.hold(Command::None);
    }
    SDL_LogInfo(SDL_LOG_CATEGORY_INPUT, "game controller disconnected");
    return true;
}

PadEvents Gamepads::handle(const SDL_Event& e, const InputMap& keys, bool startPauses) {
    PadEvents out;
    switch (e.type) {
    case SDL_CONTROLLERDEVICEADDED:
        open(e.cdevice.which);
        return out;
    case SDL_CONTROLLERDEVICEREMOVED:
        out.lost = close(e.cdevice.which);
        return out;
    default:
        break;
    }
    const SDL_JoystickID id = e.type == SDL_CONTROLLERAXISMOTION ? e.caxis.which : e.cbutton.which;
    Pad* pad = find(id);
    if (pad == nullptr) {
        return out;
    }
    if (e.type == SDL_CONTROLLERAXISMOTION) {
        axis(*pad, e.caxis, keys, out);
        return out;
    }
    const auto button = static_cast<SDL_GameControllerButton>(e.cbutton.button);
    const bool down = e.type == SDL_CONTROLLERBUTTONDOWN;
    if (down) {
        m_last = id;
        m_family = familyOf(SDL_GameControllerGetType(pad->controller));
        out.used = true;
    }
    if (isDpad(button)) {
        const Command direction = dpadDirection(button);
        if (down) {
            if (const auto now = m_repeat.hold(direction)) {
                out.inputs.push_back(keys.pressed(arrowKey(*now)));
            }
        } else if (m_repeat.held() == direction) {
            m_repeat.hold(Command::None);
        }
        return out;
    }
    if (!down) {
        return out;
    }
    if (const auto die = PadMap::dieCommandFor(button)) {
        out.inputs.push_back(*die);
    } else if (const SDL_Keycode key = PadMap::keyFor(button, startPauses); key != SDLK_UNKNOWN) {
        out.inputs.push_back(keys.pressed(key));
    }
    return out;
}

void Gamepads::axis(Pad& pad, const SDL_ControllerAxisEvent& e, const InputMap& keys,
                    PadEvents& out) {
    SDL_GameController* c = pad.controller;
    const auto value = [c](SDL_GameControllerAxis a) {
        return fraction(SDL_GameControllerGetAxis(c, a));
    };
    const auto axisId = static_cast<SDL_GameControllerAxis>(e.axis);
    const Command before = pad.stick;
    const Command rightBefore = pad.right;
    if (axisId == SDL_CONTROLLER_AXIS_LEFTX || axisId == SDL_CONTROLLER_AXIS_LEFTY) {
        pad.stick = StickZone::direction(value(SDL_CONTROLLER_AXIS_LEFTX),
                                         value(SDL_CONTROLLER_AXIS_LEFTY), pad.stick);
    } else if (axisId == SDL_CONTROLLER_AXIS_RIGHTX || axisId == SDL_CONTROLLER_AXIS_RIGHTY) {
        pad.right = StickZone::direction(value(SDL_CONTROLLER_AXIS_RIGHTX),
                                         value(SDL_CONTROLLER_AXIS_RIGHTY), pad.right);
    } else if (axisId == SDL_CONTROLLER_AXIS_TRIGGERRIGHT) {
        if (pulled(pad.rightTrigger, value(axisId))) {
            InputEvent pick;
            pick.command = Command::DiePick;
            out.inputs.push_back(pick);
            out.used = true;
        }
    } else if (axisId == SDL_CONTROLLER_AXIS_TRIGGERLEFT) {
        if (pulled(pad.leftTrigger, value(axisId))) {
            out.inputs.push_back(keys.pressed(SDLK_DELETE)); // removes the focused seat
            out.used = true;
        }
    }
    if (pad.stick != before) {
        out.used = out.used || pad.stick != Command::None;
        if (const auto now = m_repeat.hold(pad.stick)) {
            out.inputs.push_back(keys.pressed(arrowKey(*now)));
        }
    }
    if (pad.right != rightBefore) {
        out.used = out.used || pad.right != Command::None;
        if (const auto now = m_dieRepeat.hold(pad.right)) {
            out.inputs.push_back(dieCursor(*now));
        }
    }
    if (out.used) {
        m_last = pad.id;
        m_family = familyOf(SDL_GameControllerGetType(c));
    }
}

std::vector<InputEvent> Gamepads::update(double dt, const InputMap& keys) {
    std::vector<InputEvent> out;
    for (Command c : m_repeat.update(dt)) {
        out.push_back(keys.pressed(arrowKey(c)));
    }
    for (Command c : m_dieRepeat.update(dt)) {
        out.push_back(dieCursor(c));
    }
    return out;
}

void Gamepads::rumble(double strength, Uint32 ms) {
    Pad* pad = find(m_last);
    if (pad == nullptr && !m_pads.empty()) {
        pad = &m_pads.front();
    }
    if (pad == nullptr) {
        return;
    }
    const auto level = static_cast<Uint16>(std::lround(std::clamp(strength, 0.0, 1.0) * 65535));
    // -1 when the pad has no motors: nothing to feel, nothing to report.
    SDL_GameControllerRumble(pad->controller, level, level, ms);
}

} // namespace greed::app

// VirtualPad: a virtual joystick with every button and axis of a game controller, and the
// mapping that names them as SDL's GameController enums (button i is SDL button i).
#include "virtual_pad.hpp"

#include <catch2/catch.hpp>

#include <string>

namespace greed::app::test {

namespace {

std::string identityMapping(SDL_JoystickGUID guid, const char* name) {
    char text[64];
    SDL_JoystickGetGUIDString(guid, text, sizeof text);
    std::string m = std::string(text) + "," + name + ",";
    for (int b = 0; b < SDL_CONTROLLER_BUTTON_MISC1; ++b) {
        const char* id =
            SDL_GameControllerGetStringForButton(static_cast<SDL_GameControllerButton>(b));
        m += std::string(id) + ":b" + std::to_string(b) + ",";
    }
    for (int a = 0; a < SDL_CONTROLLER_AXIS_MAX; ++a) {
        const char* id = SDL_GameControllerGetStringForAxis(static_cast<SDL_GameControllerAxis>(a));
        m += std::string(id) + ":a" + std::to_string(a) + ",";
    }
    return m;
}

} // namespace

VirtualPad::VirtualPad(const PadModel& model) {
    // Pad input reaches a window without keyboard focus (the tests' hidden window) only so.
    SDL_SetHint(SDL_HINT_JOYSTICK_ALLOW_BACKGROUND_EVENTS, "1");
    SDL_VirtualJoystickDesc desc{};
    desc.version = SDL_VIRTUAL_JOYSTICK_DESC_VERSION;
    desc.type = SDL_JOYSTICK_TYPE_GAMECONTROLLER;
    desc.naxes = SDL_CONTROLLER_AXIS_MAX;
    desc.nbuttons = SDL_CONTROLLER_BUTTON_MISC1;
    desc.vendor_id = model.vendor;
    desc.product_id = model.product;
    desc.name = model.name;
    desc.userdata = this;
    desc.Rumble = &VirtualPad::onRumble;
    const int index = SDL_JoystickAttachVirtualEx(&desc);
    REQUIRE(index >= 0);
    const std::string mapping = identityMapping(SDL_JoystickGetDeviceGUID(index), model.name);
    REQUIRE(SDL_GameControllerAddMapping(mapping.c_str()) >= 0);
    m_joystick = SDL_JoystickOpen(index);
    REQUIRE(m_joystick != nullptr);
    // The mapping reads the triggers' full throw: at rest they are at its bottom.
    setAxis(SDL_CONTROLLER_AXIS_TRIGGERLEFT, -32768);
    setAxis(SDL_CONTROLLER_AXIS_TRIGGERRIGHT, -32768);
}

VirtualPad::~VirtualPad() {
    unplug();
}

void VirtualPad::unplug() {
    if (m_joystick == nullptr) {
        return;
    }
    const SDL_JoystickID id = SDL_JoystickInstanceID(m_joystick);
    SDL_JoystickClose(m_joystick);
    m_joystick = nullptr;
    for (int i = 0; i < SDL_NumJoysticks(); ++i) {
        if (SDL_JoystickGetDeviceInstanceID(i) == id) {
            SDL_JoystickDetachVirtual(i);
            return;
        }
    }
}

void VirtualPad::setButton(SDL_GameControllerButton button, bool down) {
    REQUIRE(m_joystick != nullptr);
    SDL_JoystickSetVirtualButton(m_joystick, button, down ? SDL_PRESSED : SDL_RELEASED);
}

void VirtualPad::setAxis(SDL_GameControllerAxis axis, Sint16 value) {
    REQUIRE(m_joystick != nullptr);
    SDL_JoystickSetVirtualAxis(m_joystick, axis, value);
}

int VirtualPad::onRumble(void* self, Uint16 low, Uint16 /*high*/) {
    static_cast<VirtualPad*>(self)->m_rumbles.push_back(low);
    return 0;
}

void press(App& app, VirtualPad& pad, SDL_GameControllerButton button) {
    pad.setButton(button, true);
    app.frame();
    pad.setButton(button, false);
    app.frame();
}

} // namespace greed::app::test

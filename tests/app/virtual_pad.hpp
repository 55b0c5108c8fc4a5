// VirtualPad: a game controller made of software (SDL 2.26's virtual joysticks), made a game
// controller by a mapping of its own, so tests press its buttons and move its sticks the way a
// player's pad would, through SDL's event queue. Needs SDL's game controller subsystem running
// (an App is).
#pragma once

#include "app/app.hpp"

#include <SDL.h>

#include <vector>

namespace greed::app::test {

struct PadModel {
    Uint16 vendor;
    Uint16 product;
    const char* name;
};
// Vendor and product ids SDL knows the layout of.
inline constexpr PadModel kXboxPad{0x045e, 0x02ea, "Greed test pad (Xbox)"};
inline constexpr PadModel kPlayStationPad{0x054c, 0x09cc, "Greed test pad (PlayStation)"};
inline constexpr PadModel kNintendoPad{0x057e, 0x2009, "Greed test pad (Nintendo)"};

class VirtualPad {
public:
    // Plugs the pad in (the App sees it at its next frame).
    explicit VirtualPad(const PadModel& model = kXboxPad);
    ~VirtualPad();
    VirtualPad(const VirtualPad&) = delete;
    VirtualPad& operator=(const VirtualPad&) = delete;

    // Pulls it out (the App sees it at its next frame).
    void unplug();
    bool plugged() const { return m_joystick != nullptr; }
    void setButton(SDL_GameControllerButton button, bool down);
    void setAxis(SDL_GameControllerAxis axis, Sint16 value);
    // Rumbles asked of this pad so far (low-frequency strengths).
    const std::vector<Uint16>& rumbles() const { return m_rumbles; }

private:
    static int onRumble(void* self, Uint16 low, Uint16 high);
    SDL_Joystick* m_joystick = nullptr;
    std::vector<Uint16> m_rumbles;
};

// Presses a button as a player does: down for a frame, then up for a frame.
void press(App& app, VirtualPad& pad, SDL_GameControllerButton button);

} // namespace greed::app::test

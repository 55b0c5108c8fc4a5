// Gamepads: the game controllers plugged in, through SDL's GameController API. Opens each pad
// SDL reports (at start-up and when plugged in later), lets go of it when it is pulled, turns
// its buttons and sticks into the same input the keys give (PadMap), and rumbles it.
#pragma once

#include "app/input.hpp"
#include "app/pad_map.hpp"
#include "app/ui/key_caps.hpp"

#include <SDL.h>

#include <filesystem>
#include <string>
#include <vector>

namespace greed::app {

// What one SDL event from a pad means to the game.
struct PadEvents {
    std::vector<InputEvent> inputs; // for the screen on top, in order
    bool used = false;              // a button or stick of a pad moved: caps show the pad's
    bool lost = false;              // a pad was pulled out
};

class Gamepads {
public:
    // Starts SDL's controller support and reads the extra mappings (SDL itself reads the
    // SDL_GAMECONTROLLERCONFIG variable). `mappingFiles`: gamecontrollerdb.txt files to add,
    // those that do not exist skipped; one that cannot be read is logged, never fatal.
    explicit Gamepads(const std::vector<std::filesystem::path>& mappingFiles);
    ~Gamepads();
    Gamepads(const Gamepads&) = delete;
    Gamepads& operator=(const Gamepads&) = delete;

    static bool isPadEvent(const SDL_Event& event);
    // `startPauses`: Start means Esc here (the table, its pause menu), else Enter.
    PadEvents handle(const SDL_Event& event, const InputMap& keys, bool startPauses);
    // The repeats of a held direction due after `dt` seconds.
    std::vector<InputEvent> update(double dt, const InputMap& keys);
    // Rumbles the pad used last (if it can): `strength` 0..1 for `ms` milliseconds.
    void rumble(double strength, Uint32 ms);

    int count() const { return static_cast<int>(m_pads.size()); }
    // The button layout of the pad used last (Xbox when none was).
    PadFamily family() const { return m_family; }
    // Mappings added from files (tests; the log says it too).
    int mappingsAdded() const { return m_mappingsAdded; }

    static PadFamily familyOf(SDL_GameControllerType type);

private:
    struct Pad {
        SDL_GameController* controller = nullptr;
        SDL_JoystickID id = -1;
        Command stick = Command::None; // left stick direction held
        Command right = Command::None; // right stick direction held (the die cursor)
        bool rightTrigger = false;     // past half way (with the sticks' hysteresis)
        bool leftTrigger = false;
    };
    void open(int deviceIndex);
    bool close(SDL_JoystickID id);
    Pad* find(SDL_JoystickID id);
    void axis(Pad& pad, const SDL_ControllerAxisEvent& e, const InputMap& keys, PadEvents& out);
    void loadMappings(const std::filesystem::path& file);

    bool m_ready = false;
    std::vector<Pad> m_pads;
    SDL_JoystickID m_last = -1;
    PadFamily m_family = PadFamily::Xbox;
    PadRepeat m_repeat;
    PadRepeat m_dieRepeat;
    int m_mappingsAdded = 0;
};

} // namespace greed::app

// App: owns the SDL objects and the scene stack and runs the fixed-step loop.
#pragma once

#include "app/dev/start_ledger.hpp"
#include "app/gamepads.hpp"
#include "app/input.hpp"
#include "app/options.hpp"
#include "app/scenes/scene.hpp"
#include "app/services.hpp"
#include "app/settings.hpp"
#include "app/ui/pad_keyboard.hpp"
#include "app/ui/painter.hpp"
#include "platform/asset_cache.hpp"
#include "platform/audio.hpp"
#include "platform/clock.hpp"
#include "platform/sdl_context.hpp"
#include "platform/sprite_decoder.hpp"
#include "platform/text.hpp"
#include "platform/window.hpp"

#include <cstddef>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

namespace greed::app {

class FrameDriver;

// Every sprite the game draws: loaded at start-up so a missing file is reported at once.
const std::vector<std::string>& requiredSprites();

class App {
public:
    static constexpr double kStep = 1.0 / 120.0; // logic rate
    static constexpr double kMaxFrame = 0.25;    // catch-up cap after a stall
    static constexpr long kTraceEvery = 3600;    // frames between memory trace lines

    // `clock` drives the loop; with options that ask for a stepped run (headless, script,
    // frame limit) the App uses its own clock advancing 1/60 s per frame instead.
    App(const Options& options, platform::Clock& clock);
    ~App();
    App(const App&) = delete;
    App& operator=(const App&) = delete;
    // Hands the loop a driver that steps it every frame before events are polled (a script:
    // driveByScript, app/dev/script.hpp); its error ends the run.
    void drive(std::unique_ptr<FrameDriver> driver);

    int run();
    // One frame: events, fixed updates, render, present. False once the App should stop.
    bool frame();

    Services& services() { return m_services; }
    Gamepads& gamepads() { return m_pads; }
    // The keyboard drawn for typing with a pad (open while a field typed into from the pad is).
    const PadKeyboard& padKeyboard() const { return m_keyboard; }
    SceneStack& scenes() { return m_scenes; }
    // The match played at this screen's table, under any menu on it (Scene::playedMatch of the
    // topmost screen that has one); null when there is none.
    session::MatchSession* playedMatch() const;
    Scene& top() { return m_scenes.top(); }
    platform::Renderer& renderer() { return m_renderer; }
    platform::Window& window() { return m_window; }
    long frameCount() const { return m_frames; }
    bool stopped() const { return m_stop; }
    int exitCode() const { return m_exitCode; }
    // Saves the next rendered frame to `file`.
    void requestShot(const std::filesystem::path& file) { m_shots.push_back(file); }
    const std::string& screenshotDir() const { return m_options.screenshotDir; }
    void fail(const std::string& message);
    void stop() { m_stop = true; }
    // Draws the current scenes again and reads the pixels back (tests), without presenting.
    platform::SurfacePtr renderAndCapture();
    // Delivers one event now, as if SDL had reported it (tests, scripts).
    void dispatch(const SDL_Event& event);
    // Draws and presents only one frame in `n` (the others still take input, update and lay
    // out): for tests that play many games, where drawing every frame on the software
    // renderer is most of their time. Frames that save a screenshot are always drawn.
    void drawOnlyEvery(int n) { m_drawEvery = n < 1 ? 1 : n; }

private:
    void traceMemory() const;
    // The frame's two steps: every visible scene places its widgets for the window's size
    // (layout), then draws (render, which changes nothing).
    void layoutScenes();
    void renderScenes();
    void startResumed();
    // Switches the words to the language of the settings (or the environment) when it
    // changed; Settings changes it at run time and the next frame is drawn in it.
    void applyLanguage();
    // Game controllers (app_pads.cpp): an event of a pad, the repeats of a held direction,
    // the keyboard taking over the caps again, and a pad pulled out during a person's turn.
    void dispatchPad(const SDL_Event& event);
    void deliverPadRepeats(double dt);
    void keyboardUsed();
    void pauseForLostPad();
    // The on-screen keyboard: takes the pad's input while open, types into the field on top,
    // and is placed clear of the field (and closed once the field stops taking text).
    void keyboardPad(const SDL_Event& event, const PadEvents& out);
    void typeFromPad(const KeyboardPress& press);
    void placePadKeyboard();
    void feel(const std::string& sound);

    Options m_options;
    // Decodes the start-up's sprites while the window and renderer are made.
    platform::SpriteDecoder m_spriteDecoding;
    platform::SdlContext m_sdl;
    platform::Window m_window;
    startup::Marker m_windowMade{"window"};
    platform::Renderer m_renderer;
    startup::Marker m_rendererMade{"renderer"};
    platform::AssetCache m_assets;
    platform::Text m_text;
    startup::Marker m_fontsOpened{"fonts"};
    platform::Audio m_audio;
    startup::Marker m_soundsLoaded{"sounds"};
    Painter m_painter;
    Settings m_settings;
    Settings m_savedSettings;       // as read at start: written back only when changed
    bool m_persistSettings = false; // interactive runs only: tests and demos leave no file
    bool m_languageApplied = false;
    SceneStack m_scenes;
    core::Rng m_fxRng;
    Services m_services;
    InputMap m_input;
    Gamepads m_pads;
    PadKeyboard m_keyboard;
    platform::Clock* m_clock;
    platform::ManualClock m_stepClock;
    bool m_stepped = false;
    // GREED_MEMORY_TRACE=1: the resident size and the caches printed once a minute of frames.
    bool m_memoryTrace = false;
    std::unique_ptr<FrameDriver> m_driver; // a script (--script), or none
    double m_last = 0;
    double m_started = 0; // the clock when the first scene was shown
    double m_accumulator = 0;
    long m_frames = 0;
    int m_drawEvery = 1;
    bool m_hidden = false;
    bool m_stop = false;
    int m_exitCode = 0;
    double m_resultsTime = -1;
    std::vector<std::filesystem::path> m_shots;
};

} // namespace greed::app

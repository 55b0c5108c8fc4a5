// App: start-up order, the loop (fixed 120 Hz logic with an accumulator), window events,
// full-screen keys, screenshots and the demo / script / frame-limit modes.
#include "app/app.hpp"
#include "app/house/user_rules.hpp"
#include "app/ui/personality_words.hpp"
#include "platform/resident.hpp"

#include "app/net/net_match.hpp"

#include "ai/solution_cache.hpp"
#include "app/settings_store.hpp"
#include "i18n/translate.hpp"

#include "app/frame_driver.hpp"
#include "app/scenes/scenes.hpp"
#include "app/ui/error_words.hpp"
#include "core/paths.hpp"
#include "core/rules_io.hpp"

#include <SDL_image.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <iostream>

namespace greed::app {

namespace {

platform::WindowOptions windowOptions(const Options& o) {
    platform::WindowOptions w;
    w.width = o.width;
    w.height = o.height;
    w.fullscreen = o.fullscreen && !o.windowed;
    w.hidden = o.hidden;
    w.minWidth = kMinWindowWidth;
    w.minHeight = kMinWindowHeight;
    return w;
}

// Linear filtering for scaled sprites. SDL stops batching draw calls for a renderer asked for
// by name (in case the program draws with OpenGL itself, which the game never does): batching
// stays on for every choice.
platform::RenderDriver prepareRenderer(const Options& o) {
    SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "1");
    SDL_SetHint(SDL_HINT_RENDER_BATCHING, "1");
    return o.renderer;
}

// Players' frames wait for the display; tests (hidden windows) and benchmarks draw back to back.
bool wantsVsync(const Options& o) {
    return !o.hidden && o.benchFrames == 0;
}

// Says which renderer draws: the first thing to know about a slow or wrong picture.
void logRenderer(const platform::Renderer& renderer) {
    SDL_LogInfo(SDL_LOG_CATEGORY_APPLICATION, "renderer: %s%s", renderer.name().c_str(),
                renderer.vsync() ? " (vsync)" : "");
}

// A match from the command line, or the setup screen when its computers cannot play its rules
// (the screen says why): the game never quits over a valid rule file.
std::unique_ptr<Scene> makeMatchOrSetup(Services& services, const MatchConfig& config) {
    const bool computers = std::any_of(config.seats.begin(), config.seats.end(),
                                       [](const SeatSpec& seat) { return seat.computer; });
    if (computers && !computerRefusal(config.rules).empty()) {
        services.match = config;
        return makeSetupScene(services);
    }
    return makeMatchScene(services, config);
}

} // namespace

const std::vector<std::string>& requiredSprites() {
    static const std::vector<std::string> names = [] {
        std::vector<std::string> n{"die_blank",   "shadow",     "glow",   "cup",        "felt",
                                   "wood",        "tray",       "spark",  "confetti",   "star",
                                   "crown",       "panel",      "button", "button_hot", "plaque",
                                   "ribbon_tail", "plaque_dark"};
        for (int f = 1; f <= 6; ++f) {
            n.push_back("die_" + std::to_string(f));
        }
        for (const char* l : {"A", "K", "Q", "J", "10", "9"}) {
            n.push_back(std::string("poker_") + l);
        }
        for (int k = 0; k < 8; ++k) {
            n.push_back("tumble_" + std::to_string(k));
        }
        return n;
    }();
    return names;
}

App::App(const Options& options, platform::Clock& clock)
    : m_options(options), m_spriteDecoding(core::assetDirectory() / "sprites", requiredSprites()),
      m_sdl(), m_window(windowOptions(options)),
      m_renderer(m_window, prepareRenderer(options), wantsVsync(options)),
      m_assets(m_renderer.get(), core::assetDirectory() / "sprites"),
      m_text(m_renderer.get(), {GREED_FONT_REGULAR, GREED_FONT_BOLD, GREED_FONT_DISPLAY}),
      m_audio(core::assetDirectory() / "sounds"), m_painter(m_renderer.get(), m_assets, m_text),
      m_fxRng(options.match.seed * 2654435761ULL + 17), m_services{{m_window, m_renderer, m_assets,
                                                                    m_text, m_audio, m_painter,
                                                                    m_fxRng},
                                                                   m_settings,
                                                                   m_scenes,
                                                                   options.match,
                                                                   {},
                                                                   options.demo,
                                                                   false,
                                                                   false,
                                                                   std::nullopt,
                                                                   std::string(),
                                                                   nullptr,
                                                                   nullptr},
      m_pads({core::dataDirectory() / "gamecontrollerdb.txt"}), m_clock(&clock) {
    logRenderer(m_renderer);
    // SDL starts with text input on; a field turns it on when it takes typing (so a pad's A
    // that starts typing is seen by the text input turning on: app_pads.cpp).
    SDL_StopTextInput();
    m_services.feel = [this](const std::string& sound) {
        feel(sound);
    };
    m_services.padsConnected = [this] {
        return m_pads.count();
    };
    m_assets.preload(requiredSprites(), m_spriteDecoding.take());
    startup::mark("sprites");
    if (m_assets.exists("icon")) {
        platform::SurfacePtr icon(IMG_Load((m_assets.directory() / "icon.png").string().c_str()));
        if (icon) {
            SDL_SetWindowIcon(m_window.get(), icon.get());
        }
    }
    m_persistSettings = !(options.stepped || options.demo || !options.script.empty() ||
                          options.frames > 0 || platform::SdlContext::headless());
    if (m_persistSettings) {
        std::string warning;
        m_settings = loadSettings(settingsPath(), warning);
        if (!warning.empty()) {
            std::cerr << "greed: " << warning << "\n";
        }
        m_savedSettings = m_settings;
    }
    if (options.language) {
        m_settings.language = options.language;
    }
    applyLanguage();
    m_services.solveInBackground = m_persistSettings;
    m_services.rejoinSeconds = options.rejoinSeconds;
    if (m_persistSettings) {
        // The player's own rule files, offered in setup after the presets.
        for (const auto& file : userRuleFiles()) {
            m_services.ruleFiles.push_back(file);
        }
    }
    if (options.speed > 0) {
        // The nearest speed step of the settings.
        int best = 0;
        for (int i = 0; i < static_cast<int>(Settings::kSpeeds.size()); ++i) {
            if (std::abs(Settings::kSpeeds[static_cast<std::size_t>(i)] - options.speed) <
                std::abs(Settings::kSpeeds[static_cast<std::size_t>(best)] - options.speed)) {
                best = i;
            }
        }
        m_settings.speedIndex = best;
    }
    for (std::size_t i = 0; i < Settings::kTextSizes.size(); ++i) {
        if (Settings::kTextSizes[i] == options.textSize) {
            m_settings.textSizeIndex = static_cast<int>(i);
        }
    }
    m_settings.reducedMotion = m_settings.reducedMotion || options.reducedMotion;
    setTextScale(m_settings.textScale());
    if (!options.rules.empty() && !std::filesystem::path(options.rules).extension().empty()) {
        m_services.ruleFiles.push_back(options.rules);
    }
    const char* trace = std::getenv("GREED_MEMORY_TRACE");
    m_memoryTrace = trace != nullptr && *trace != '\0' && *trace != '0';
    m_stepped = options.stepped || platform::SdlContext::headless() || !options.script.empty() ||
                options.frames > 0;
    if (m_stepped) {
        m_clock = &m_stepClock;
    }
    if (!options.noSave && (options.forceSave || options.resume || m_persistSettings)) {
        m_services.saves.emplace(session::SaveStore::standard());
        // Statistics are kept where the saves are, and only when they are.
        m_services.stats = std::make_shared<stats::StatsStore>(stats::StatsStore::standardPath());
    }
    if (options.replayRecord) {
        m_scenes.reset(makeReplayScene(m_services, options.replayRecord));
    } else if (options.resume) {
        startResumed();
    } else if (options.demo) {
        MatchConfig config = m_services.match;
        if (config.seats.empty()) {
            config.seats = localDefaultSeats(0, 3);
        }
        for (auto& s : config.seats) {
            s.computer = true;
        }
        m_services.match = config;
        m_scenes.reset(makeMatchOrSetup(m_services, config));
    } else if (!m_services.match.seats.empty()) {
        m_scenes.reset(makeMatchOrSetup(m_services, m_services.match));
    } else {
        m_scenes.reset(makeTitleScene(m_services));
    }
    m_scenes.applyPending();
    startup::mark("first scene");
    m_last = m_clock->now();
    m_started = m_last;
}

session::MatchSession* App::playedMatch() const {
    for (std::size_t i = m_scenes.size(); i-- > 0;) {
        if (session::MatchSession* match = m_scenes.at(i).playedMatch()) {
            return match;
        }
    }
    return nullptr;
}

void App::startResumed() {
    if (!m_services.saves) {
        m_services.notice = i18n::tr("Saving is off: there is no game to continue");
        m_scenes.reset(makeTitleScene(m_services));
        return;
    }
    std::string problem;
    const auto saved = m_services.saves->loadCurrent(problem);
    if (!problem.empty()) {
        std::cerr << "greed: the saved game could not be read: " << problem << "\n";
        m_services.notice = i18n::trf("The saved game could not be read: {0}", problem);
    } else if (!saved) {
        std::cerr << "greed: there is no game in progress to continue\n";
        m_services.notice = i18n::tr("There is no game in progress to continue");
    }
    if (saved) {
        try {
            m_scenes.reset(makeResumedScene(m_services, *saved));
            return;
        } catch (const std::exception& e) {
            std::cerr << "greed: the saved game could not be continued: " << e.what() << "\n";
        }
    }
    m_scenes.reset(makeTitleScene(m_services));
}

void App::applyLanguage() {
    const auto wanted = m_settings.language.value_or(
        i18n::languageFromEnvironment(i18n::LocaleEnvironment::fromProcess()));
    if (!m_languageApplied || wanted != i18n::currentLanguage()) {
        i18n::setLanguage(wanted);
        m_languageApplied = true;
    }
}

void App::drive(std::unique_ptr<FrameDriver> driver) {
    m_driver = std::move(driver);
}

App::~App() {
    // The scenes go first: a network table or lobby closes its connection through the
    // services (declared after the scene stack, so they would otherwise die before it).
    m_scenes.clear();
    Settings kept = m_settings;
    if (m_options.language && kept.language == m_options.language) {
        kept.language = m_savedSettings.language; // --language chose it for this run only
    }
    if (m_persistSettings && kept != m_savedSettings) {
        std::string error;
        if (!saveSettings(kept, settingsPath(), error)) {
            std::cerr << "greed: " << error << "\n";
        }
    }
}

void App::fail(const std::string& message) {
    std::cerr << "greed: " << message << "\n";
    m_exitCode = 1;
    m_stop = true;
}

void App::dispatch(const SDL_Event& ev) {
    switch (ev.type) {
    case SDL_QUIT:
        m_stop = true;
        return;
    case SDL_RENDER_DEVICE_RESET:
        // Every texture is gone (a graphics driver restarted): sprites and strings are made
        // again when next drawn, render targets repainted.
        m_assets.dropTextures();
        m_text.dropTextures();
        m_painter.targetsLost();
        return;
    case SDL_RENDER_TARGETS_RESET:
        m_painter.targetsLost(); // render targets lost their pixels: repainted when next drawn
        return;
    case SDL_WINDOWEVENT:
        switch (ev.window.event) {
        case SDL_WINDOWEVENT_HIDDEN:
            if (m_stepped) {
                return; // headless drivers report their windows hidden: nobody watches anyway
            }
            [[fallthrough]];
        case SDL_WINDOWEVENT_MINIMIZED:
            // Before the first frame it is the window being mapped (e.g. going full-screen at
            // start), not the player leaving: nothing to pause yet.
            if (!m_hidden && m_frames > 0 && !m_scenes.empty() && top().id() == SceneId::Table) {
                // Nobody is watching: stop the game where it is.
                m_scenes.push(makePauseScene(m_services, top().playedMatch()));
            }
            m_hidden = true;
            return;
        case SDL_WINDOWEVENT_RESTORED:
        case SDL_WINDOWEVENT_SHOWN:
        case SDL_WINDOWEVENT_EXPOSED:
        case SDL_WINDOWEVENT_MAXIMIZED:
            m_hidden = false;
            return;
        default:
            return;
        }
    case SDL_KEYDOWN: {
        keyboardUsed();
        const SDL_Keycode key = ev.key.keysym.sym;
        const bool alt = (ev.key.keysym.mod & KMOD_ALT) != 0;
        if (key == SDLK_F11 || (alt && (key == SDLK_RETURN || key == SDLK_KP_ENTER))) {
            if (ev.key.repeat == 0) {
                m_window.toggleFullscreen();
            }
            return;
        }
        if (key == SDLK_F12) {
            const std::filesystem::path dir =
                m_options.screenshotDir.empty() ? "." : m_options.screenshotDir;
            char name[64];
            std::snprintf(name, sizeof name, "greed_%06ld.png", m_frames);
            requestShot(dir / name);
            return;
        }
        break;
    }
    default:
        if (Gamepads::isPadEvent(ev)) {
            dispatchPad(ev);
            return;
        }
        break;
    }
    if (const auto input = m_input.translate(ev)) {
        if (!m_scenes.empty()) {
            top().handle(*input);
        }
    }
}

void App::traceMemory() const {
    constexpr double kMB = 1024.0 * 1024.0;
    const platform::DrawCounters& c = m_painter.counters();
    std::printf("memory: frame %ld, %.1f min of play: resident %.1f MB; text %.1f MB; "
                "%ld textures made, %.1f MB uploaded so far\n",
                m_frames, (m_clock->now() - m_started) / 60.0,
                static_cast<double>(platform::residentBytes()) / kMB,
                static_cast<double>(m_text.cachedBytes()) / kMB, c.texturesCreated,
                static_cast<double>(c.bytesUploaded) / kMB);
    std::fflush(stdout);
}

bool App::frame() {
    if (m_stop) {
        return false;
    }
    if (m_stepped) {
        m_stepClock.advance(1.0 / 60.0);
    }
    if (m_driver) {
        m_driver->step(*this);
    }
    SDL_Event ev;
    while (SDL_PollEvent(&ev) != 0) {
        dispatch(ev);
        m_scenes.applyPending();
        if (m_stop || m_scenes.empty()) {
            break;
        }
    }
    const double now = m_clock->now();
    const double dt = std::min(kMaxFrame, std::max(0.0, now - m_last));
    m_last = now;
    if (m_services.net) {
        m_services.net->update(dt);
    }
    if (m_hidden) {
#ifndef __EMSCRIPTEN__
        // (A browser calls no frames of a hidden page, and a wait there would only spin.)
        if (!m_stepped) {
            SDL_Delay(20);
        }
#endif
        return !m_stop;
    }
    deliverPadRepeats(dt);
    m_accumulator += dt;
    while (m_accumulator >= kStep && !m_scenes.empty()) {
        top().update(kStep);
        m_accumulator -= kStep;
        m_scenes.applyPending();
    }
    if (m_services.quit || m_scenes.empty()) {
        m_stop = true;
        return false;
    }
    startup::mark("events and logic");
    applyLanguage();
    setTextScale(m_settings.textScale()); // a change in Settings shows from this frame on
    m_renderer.refreshSize();
    layoutScenes();
    startup::mark("layout");
    if (m_options.screenshotEvery > 0 && m_frames % m_options.screenshotEvery == 0) {
        char name[64];
        std::snprintf(name, sizeof name, "frame_%06ld.png", m_frames);
        m_shots.push_back(std::filesystem::path(m_options.screenshotDir) / name);
    }
    if (m_frames % m_drawEvery == 0 || !m_shots.empty()) {
        renderScenes();
        startup::mark("draw calls");
        for (const auto& file : m_shots) {
            m_renderer.savePng(file);
        }
        m_shots.clear();
        m_renderer.present();
        startup::mark("present");
    }
    ++m_frames;
    if (m_memoryTrace && m_frames % kTraceEvery == 0) {
        traceMemory();
    }

    // Demo: once the results are up, a headless run ends after a few seconds of celebration.
    if (m_options.demo && top().id() == SceneId::Results) {
        if (m_resultsTime < 0) {
            m_resultsTime = now;
            std::cout << "demo: game over after " << m_frames << " frames\n";
        } else if ((m_stepped && !m_driver) && now - m_resultsTime > 3.0) {
            m_stop = true;
        }
    }
    if (m_options.frames > 0 && m_frames >= m_options.frames) {
        m_stop = true;
    }
    if (m_driver && m_driver->finished() && !m_driver->error().empty()) {
        fail(m_driver->error());
    }
    return !m_stop;
}

void App::layoutScenes() {
    const int w = m_renderer.width();
    const int h = m_renderer.height();
    for (std::size_t i = m_scenes.firstVisible(); i < m_scenes.size(); ++i) {
        m_scenes.at(i).layout(w, h);
    }
    placePadKeyboard();
}

void App::renderScenes() {
    m_painter.setOffset(0, 0);
    for (std::size_t i = m_scenes.firstVisible(); i < m_scenes.size(); ++i) {
        m_scenes.at(i).render();
    }
    m_keyboard.draw(m_painter);
}

platform::SurfacePtr App::renderAndCapture() {
    m_renderer.refreshSize();
    layoutScenes();
    renderScenes();
    return m_renderer.capture();
}

int App::run() {
    while (frame()) {
    }
    return m_exitCode;
}

} // namespace greed::app

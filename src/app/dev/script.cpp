// ScriptRunner: the command language and its translation into SDL events.
#include "app/dev/script.hpp"

#include "core/save.hpp"
#include "core/small_file.hpp"

#include "app/app.hpp"
#include "app/options.hpp"
#include "app/table/table_scene.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <fstream>
#include <memory>
#include <optional>
#include <sstream>
#include <stdexcept>

namespace greed::app {

namespace {

// Verbs and how many arguments they take (min, max); -1 = the rest of the line.
struct Verb {
    const char* name;
    int min;
    int max;
};
constexpr Verb kVerbs[] = {{"wait", 1, 1},  {"frames", 1, 1},     {"key", 1, 16},   {"type", 1, -1},
                           {"click", 1, 2}, {"move", 2, 2},       {"shot", 1, 1},   {"until", 1, 2},
                           {"idle", 0, 1},  {"resize", 2, 2},     {"expect", 1, 1}, {"state", 1, 1},
                           {"quit", 0, 0},  {"fullscreen", 0, 0}, {"skip", 0, 0}};

bool parseKey(const std::string& spec, SDL_Keycode& key, Uint16& mod) {
    mod = KMOD_NONE;
    std::string rest = spec;
    for (;;) {
        const auto plus = rest.find('+');
        if (plus == std::string::npos || plus == rest.size() - 1) {
            break;
        }
        std::string m = rest.substr(0, plus);
        std::transform(m.begin(), m.end(), m.begin(),
                       [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
        if (m == "alt") {
            mod |= KMOD_LALT;
        } else if (m == "ctrl") {
            mod |= KMOD_LCTRL;
        } else if (m == "shift") {
            mod |= KMOD_LSHIFT;
        } else {
            return false;
        }
        rest = rest.substr(plus + 1);
    }
    std::string lower = rest;
    std::transform(lower.begin(), lower.end(), lower.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    if (lower == "enter") {
        rest = "Return";
    } else if (lower == "esc") {
        rest = "Escape";
    }
    key = SDL_GetKeyFromName(rest.c_str());
    return key != SDLK_UNKNOWN;
}

void pushKey(App& app, SDL_Keycode key, Uint16 mod) {
    SDL_Event ev{};
    ev.type = SDL_KEYDOWN;
    ev.key.windowID = app.window().id();
    ev.key.state = SDL_PRESSED;
    ev.key.keysym.sym = key;
    ev.key.keysym.scancode = SDL_GetScancodeFromKey(key);
    ev.key.keysym.mod = mod;
    SDL_PushEvent(&ev);
    ev.type = SDL_KEYUP;
    ev.key.state = SDL_RELEASED;
    SDL_PushEvent(&ev);
}

void pushClick(App& app, int x, int y) {
    SDL_Event ev{};
    ev.type = SDL_MOUSEMOTION;
    ev.motion.windowID = app.window().id();
    ev.motion.x = x;
    ev.motion.y = y;
    SDL_PushEvent(&ev);
    ev = SDL_Event{};
    ev.type = SDL_MOUSEBUTTONDOWN;
    ev.button.windowID = app.window().id();
    ev.button.button = SDL_BUTTON_LEFT;
    ev.button.state = SDL_PRESSED;
    ev.button.clicks = 1;
    ev.button.x = x;
    ev.button.y = y;
    SDL_PushEvent(&ev);
    ev.type = SDL_MOUSEBUTTONUP;
    ev.button.state = SDL_RELEASED;
    SDL_PushEvent(&ev);
}

// Longest a script may wait in one command: a day of frames at 60 per second.
constexpr double kMaxSeconds = 86400.0;
constexpr long kMaxFrames = 86400L * 60;
// A pixel may lie outside the window (a click that must miss), not beyond any screen.
constexpr long kMaxPixel = 100000;
// An `until` or `idle` without a time gives up after five minutes.
constexpr long kDefaultWaitFrames = 60L * 300;

// A whole decimal number in [low, high], else nothing ("1e3", "7.5", "nan" are not whole).
std::optional<long> wholeNumber(const std::string& text, long low, long high) {
    long value = 0;
    const auto [end, fault] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (fault != std::errc() || end != text.data() + text.size() || value < low || value > high) {
        return std::nullopt;
    }
    return value;
}

// Seconds as frames at 60 per second: a finite number from 0 to a day, else nothing.
std::optional<long> secondsAsFrames(const std::string& text) {
    char* end = nullptr;
    const double seconds = std::strtod(text.c_str(), &end);
    if (text.empty() || end != text.c_str() + text.size() || !std::isfinite(seconds) ||
        seconds < 0.0 || seconds > kMaxSeconds) {
        return std::nullopt;
    }
    return std::lround(seconds * 60.0);
}

// Checks a command's numeric arguments and stores them in `c.numbers`; empty when they are
// fine, else what is wrong.
std::string readNumbers(ScriptRunner::Command& c) {
    const std::string& v = c.verb;
    const std::size_t n = c.args.size();
    auto seconds = [&](std::size_t i) {
        const auto frames = secondsAsFrames(c.args[i]);
        c.numbers.push_back(frames.value_or(0));
        return frames ? std::string()
                      : "'" + v + "' wants seconds from 0 to 86400, got '" + c.args[i] + "'";
    };
    auto whole = [&](std::size_t i, long low, long high) {
        const auto value = wholeNumber(c.args[i], low, high);
        c.numbers.push_back(value.value_or(0));
        return value ? std::string()
                     : "'" + v + "' wants whole numbers from " + std::to_string(low) + " to " +
                           std::to_string(high) + ", got '" + c.args[i] + "'";
    };
    if (v == "wait") {
        return seconds(0);
    }
    if (v == "until" || v == "idle") {
        const std::size_t at = v == "until" ? 1 : 0;
        if (n > at) {
            return seconds(at);
        }
        c.numbers.push_back(kDefaultWaitFrames);
        return {};
    }
    if (v == "frames") {
        return whole(0, 0, kMaxFrames);
    }
    if (v == "move" || (v == "click" && n == 2)) {
        std::string fault = whole(0, -kMaxPixel, kMaxPixel);
        return fault.empty() ? whole(1, -kMaxPixel, kMaxPixel) : fault;
    }
    if (v == "resize") {
        std::string fault = whole(0, 1, kMaxPixel);
        fault = fault.empty() ? whole(1, 1, kMaxPixel) : fault;
        if (fault.empty() && !windowSizeAllowed(c.numbers[0], c.numbers[1], fault)) {
            fault = "'resize' " + fault;
        }
        return fault;
    }
    return {};
}

} // namespace

ScriptRunner ScriptRunner::load(const std::filesystem::path& file) {
    try {
        return parse(core::readSmallFile(file, core::FileKind::Script), file.string());
    } catch (const core::FileReadError& error) {
        throw std::runtime_error(std::string("cannot read script: ") + error.what());
    }
}

ScriptRunner ScriptRunner::parse(const std::string& text, const std::string& source) {
    ScriptRunner r;
    r.m_source = source;
    std::istringstream in(text);
    std::string line;
    int number = 0;
    while (std::getline(in, line)) {
        ++number;
        const auto hash = line.find('#');
        if (hash != std::string::npos) {
            line = line.substr(0, hash);
        }
        std::istringstream words(line);
        Command c;
        c.line = number;
        if (!(words >> c.verb)) {
            continue;
        }
        const auto verb = std::find_if(std::begin(kVerbs), std::end(kVerbs),
                                       [&](const Verb& v) { return c.verb == v.name; });
        if (verb == std::end(kVerbs)) {
            throw std::runtime_error(source + ":" + std::to_string(number) + ": unknown command '" +
                                     c.verb + "'");
        }
        if (verb->max == -1) {
            std::string rest;
            std::getline(words >> std::ws, rest);
            c.args.push_back(rest);
        } else {
            std::string a;
            while (words >> a) {
                c.args.push_back(a);
            }
        }
        const int n = static_cast<int>(c.args.size());
        if (n < verb->min || (verb->max >= 0 && n > verb->max)) {
            throw std::runtime_error(source + ":" + std::to_string(number) +
                                     ": wrong number of arguments for '" + c.verb + "'");
        }
        if (const std::string fault = readNumbers(c); !fault.empty()) {
            throw std::runtime_error(source + ":" + std::to_string(number) + ": " + fault);
        }
        if ((c.verb == "until" || c.verb == "expect") && !sceneFromName(c.args[0])) {
            throw std::runtime_error(source + ":" + std::to_string(number) + ": no screen '" +
                                     c.args[0] + "'");
        }
        if (c.verb == "key") {
            for (const auto& k : c.args) {
                SDL_Keycode key;
                Uint16 mod;
                if (!parseKey(k, key, mod)) {
                    throw std::runtime_error(source + ":" + std::to_string(number) +
                                             ": unknown key '" + k + "'");
                }
            }
        }
        r.m_commands.push_back(std::move(c));
    }
    return r;
}

void ScriptRunner::failAt(const Command& c, const std::string& what) {
    m_error = m_source + ":" + std::to_string(c.line) + ": " + what;
}

void ScriptRunner::step(App& app) {
    while (!finished()) {
        if (!run(app, m_commands[m_pc])) {
            return;
        }
        ++m_pc;
        m_waitFrames = -1;
        m_untilFrames = -1;
        if (m_pc >= m_commands.size()) {
            return;
        }
        // Inputs take effect in this frame's event poll and shots in this frame's render: one
        // such command per frame keeps a script's order visible on screen.
        const std::string& v = m_commands[m_pc - 1].verb;
        if (v == "key" || v == "click" || v == "type" || v == "resize" || v == "move" ||
            v == "fullscreen" || v == "shot") {
            return;
        }
    }
}

bool ScriptRunner::run(App& app, const Command& c) {
    const std::string& v = c.verb;
    if (v == "wait" || v == "frames") {
        if (m_waitFrames < 0) {
            m_waitFrames = c.numbers[0];
        }
        return m_waitFrames-- <= 0;
    }
    if (v == "key") {
        for (const auto& k : c.args) {
            SDL_Keycode key;
            Uint16 mod;
            parseKey(k, key, mod);
            pushKey(app, key, mod);
        }
        return true;
    }
    if (v == "type") {
        SDL_Event ev{};
        ev.type = SDL_TEXTINPUT;
        ev.text.windowID = app.window().id();
        std::snprintf(ev.text.text, sizeof ev.text.text, "%s", c.args[0].c_str());
        SDL_PushEvent(&ev);
        return true;
    }
    if (v == "click") {
        if (c.args.size() == 2) {
            pushClick(app, static_cast<int>(c.numbers[0]), static_cast<int>(c.numbers[1]));
            return true;
        }
        for (const auto& b : app.top().buttons()) {
            if (b.id == c.args[0]) {
                if (!b.enabled) {
                    failAt(c, "button '" + b.id + "' is disabled");
                    return true;
                }
                const SDL_Point at = clickPoint(b);
                pushClick(app, at.x, at.y);
                return true;
            }
        }
        failAt(c, "no button '" + c.args[0] + "' on the " + app.top().name() + " screen");
        return true;
    }
    if (v == "move") {
        SDL_Event ev{};
        ev.type = SDL_MOUSEMOTION;
        ev.motion.windowID = app.window().id();
        ev.motion.x = static_cast<int>(c.numbers[0]);
        ev.motion.y = static_cast<int>(c.numbers[1]);
        SDL_PushEvent(&ev);
        return true;
    }
    if (v == "shot") {
        const std::filesystem::path dir = app.screenshotDir().empty() ? "." : app.screenshotDir();
        app.requestShot(dir / (c.args[0] + ".png"));
        return true;
    }
    if (v == "until" || v == "idle") {
        if (m_untilFrames < 0) {
            m_untilFrames = c.numbers[0];
        }
        bool ok;
        if (v == "until") {
            ok = sceneFromName(c.args[0]) == app.top().id();
        } else {
            ok = !app.top().busy();
        }
        if (ok) {
            return true;
        }
        if (m_untilFrames-- <= 0) {
            failAt(c, "timed out waiting (" + v + (v == "until" ? " " + c.args[0] : "") +
                          "), the screen is " + app.top().name());
            return true;
        }
        return false;
    }
    if (v == "resize") {
        app.window().setSize(static_cast<int>(c.numbers[0]), static_cast<int>(c.numbers[1]));
        return true;
    }
    if (v == "fullscreen") {
        app.window().toggleFullscreen();
        return true;
    }
    if (v == "skip") {
        if (auto* table = dynamic_cast<TableScene*>(&app.top())) {
            table->skipAnimation();
        }
        return true;
    }
    if (v == "expect") {
        if (sceneFromName(c.args[0]) != app.top().id()) {
            failAt(c,
                   std::string("expected the ") + c.args[0] + " screen, found " + app.top().name());
        }
        return true;
    }
    if (v == "state") {
        // The match at the table as a save text (tests compare it with the match file's).
        const session::MatchSession* match = app.playedMatch();
        if (match == nullptr) {
            failAt(c, "no match at the table");
            return true;
        }
        std::ofstream out(c.args[0], std::ios::binary);
        out << core::saveGameText(match->game());
        if (!out) {
            failAt(c, "cannot write " + c.args[0]);
        }
        return true;
    }
    if (v == "quit") {
        app.stop();
        return true;
    }
    return true;
}

void driveByScript(App& app, const Options& options) {
    if (!options.script.empty()) {
        app.drive(std::make_unique<ScriptRunner>(ScriptRunner::load(options.script)));
    }
}

} // namespace greed::app

// ScriptRunner: the command language and its translation into SDL events.
#include "app/dev/script.hpp"

#include "core/save.hpp"

#include "app/app.hpp"
#include "app/table/table_scene.hpp"

#include <algorithm>
#include <cmath>
#include <fstream>
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

long framesFor(const std::string& seconds) {
    return std::lround(std::stod(seconds) * 60.0);
}

} // namespace

ScriptRunner ScriptRunner::load(const std::filesystem::path& file) {
    std::ifstream in(file);
    if (!in) {
        throw std::runtime_error("cannot read script " + file.string());
    }
    std::stringstream text;
    text << in.rdbuf();
    return parse(text.str(), file.string());
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
        try {
            if (c.verb == "wait" || c.verb == "frames" || c.verb == "resize" || c.verb == "move" ||
                (c.verb == "click" && n == 2) || (c.verb == "until" && n == 2) ||
                (c.verb == "idle" && n == 1)) {
                for (std::size_t i = c.verb == "until" ? 1 : 0; i < c.args.size(); ++i) {
                    (void)std::stod(c.args[i]);
                }
            }
        } catch (const std::exception&) {
            throw std::runtime_error(source + ":" + std::to_string(number) + ": '" + c.verb +
                                     "' needs numbers");
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
            m_waitFrames = v == "wait" ? framesFor(c.args[0]) : std::stol(c.args[0]);
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
            pushClick(app, std::stoi(c.args[0]), std::stoi(c.args[1]));
            return true;
        }
        for (const auto& b : app.top().buttons()) {
            if (b.id == c.args[0]) {
                if (!b.enabled) {
                    failAt(c, "button '" + b.id + "' is disabled");
                    return true;
                }
                pushClick(app, b.rect.x + b.rect.w / 2, b.rect.y + b.rect.h / 2);
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
        ev.motion.x = std::stoi(c.args[0]);
        ev.motion.y = std::stoi(c.args[1]);
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
            const std::size_t at = v == "until" ? 1 : 0;
            m_untilFrames = c.args.size() > at ? framesFor(c.args[at]) : 60L * 300;
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
        app.window().setSize(std::stoi(c.args[0]), std::stoi(c.args[1]));
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
        const session::MatchSession* match = app.services().activeMatch;
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

} // namespace greed::app

// Test harness: events go through SDL's queue, exactly as a player's would.
#include "app_harness.hpp"
#include "renderer_under_test.hpp"

#include "app/table/table_scene.hpp"
#include "core/rules_io.hpp"

#include <catch2/catch.hpp>

#include <cstdlib>
#include <unistd.h>

namespace greed::app::test {

Options testOptions(const std::string& rules, const std::string& players) {
    Options o;
    o.hidden = true;
    o.renderer = rendererUnderTest();
    o.stepped = true;
    o.width = 1280;
    o.height = 720;
    o.rules = rules;
    o.match.rulesSource = rules;
    o.match.rules = core::resolveRules(rules);
    if (!players.empty()) {
        o.match.seats = parsePlayersSpec(players, o.match.rules);
    }
    o.seed = 42;
    o.match.seed = 42;
    // English whatever the machine's locale says; language tests choose theirs.
    o.language = i18n::Language::English;
    return o;
}

Harness::Harness(const Options& options) : m_app(std::make_unique<App>(options, m_clock)) {
    frames(1);
}

void Harness::frames(int n) {
    for (int i = 0; i < n; ++i) {
        m_app->frame();
    }
}

void Harness::key(SDL_Keycode k, Uint16 mod) {
    SDL_Event ev{};
    ev.type = SDL_KEYDOWN;
    ev.key.windowID = m_app->window().id();
    ev.key.keysym.sym = k;
    ev.key.keysym.scancode = SDL_GetScancodeFromKey(k);
    ev.key.keysym.mod = mod;
    SDL_PushEvent(&ev);
    ev.type = SDL_KEYUP;
    SDL_PushEvent(&ev);
    frames(1);
}

void Harness::text(const std::string& t) {
    SDL_Event ev{};
    ev.type = SDL_TEXTINPUT;
    SDL_strlcpy(ev.text.text, t.c_str(), sizeof ev.text.text);
    SDL_PushEvent(&ev);
    frames(1);
}

void Harness::clickAt(int x, int y) {
    SDL_Event ev{};
    ev.type = SDL_MOUSEBUTTONDOWN;
    ev.button.windowID = m_app->window().id();
    ev.button.button = SDL_BUTTON_LEFT;
    ev.button.x = x;
    ev.button.y = y;
    SDL_PushEvent(&ev);
    ev.type = SDL_MOUSEBUTTONUP;
    SDL_PushEvent(&ev);
    frames(1);
}

void Harness::click(const std::string& id) {
    for (const auto& b : m_app->top().buttons()) {
        if (b.id == id) {
            INFO("button " << id << " on " << scene());
            REQUIRE(b.enabled);
            clickAt(b.rect.x + b.rect.w / 2, b.rect.y + b.rect.h / 2);
            return;
        }
    }
    FAIL("no button " << id << " on the " << scene() << " screen");
}

void openNetScreen(Harness& h, const std::string& button) {
    if (h.scene() == "title") {
        h.click("online");
        h.frames(2);
    }
    REQUIRE(h.scene() == "online");
    h.click(button);
    h.frames(2);
}

void openHostTable(Harness& host, std::uint16_t port) {
    openNetScreen(host, "host");
    REQUIRE(host.scene() == "host");
    if (buttonOf(host, "name").value.empty()) { // no name used before: the form asks for one
        host.click("name");
        host.text("Host");
        host.key(SDLK_RETURN);
    }
    host.click("more"); // the port is among the more options
    host.click("port");
    for (int i = 0; i < 6; ++i) {
        host.key(SDLK_BACKSPACE);
    }
    host.text(std::to_string(port));
    host.key(SDLK_RETURN);
    host.click("open");
    host.frames(2);
    REQUIRE(host.scene() == "lobby");
}

bool Harness::waitFor(const std::string& name, int limit) {
    for (int i = 0; i < limit && scene() != name; ++i) {
        frames(1);
    }
    return scene() == name;
}

SDL_Color Harness::pixel(const SDL_Surface& s, int x, int y) {
    const auto* row = static_cast<const Uint8*>(s.pixels) + y * s.pitch;
    const Uint8* p = row + x * 4; // RGBA32
    return {p[0], p[1], p[2], p[3]};
}

bool near(SDL_Color a, SDL_Color b, int tolerance) {
    return std::abs(a.r - b.r) <= tolerance && std::abs(a.g - b.g) <= tolerance &&
           std::abs(a.b - b.b) <= tolerance;
}

Button buttonOf(Harness& h, const std::string& id) {
    for (const auto& b : h.app().top().buttons()) {
        if (b.id == id) {
            return b;
        }
    }
    FAIL("no button " << id);
    return {};
}

TempDataDir::TempDataDir(const std::string& name)
    : m_dir(std::filesystem::temp_directory_path() /
            ("greed-test-" + name + "-" + std::to_string(::getpid()))) {
    if (const char* dir = std::getenv("GREED_DATA_DIR")) {
        m_saved = dir;
    }
    std::filesystem::remove_all(m_dir);
    std::filesystem::create_directories(m_dir);
    setenv("GREED_DATA_DIR", m_dir.string().c_str(), 1);
}

TempDataDir::~TempDataDir() {
    if (m_saved) {
        setenv("GREED_DATA_DIR", m_saved->c_str(), 1);
    } else {
        unsetenv("GREED_DATA_DIR");
    }
    std::error_code ignored;
    std::filesystem::remove_all(m_dir, ignored);
}

TableScene& topTable(Harness& h) {
    auto* table = dynamic_cast<TableScene*>(&h.app().top());
    REQUIRE(table != nullptr);
    return *table;
}

std::vector<Uint32> readBack(SDL_Renderer* r, int w, int h) {
    std::vector<Uint32> px(static_cast<std::size_t>(w) * static_cast<std::size_t>(h));
    SDL_RenderReadPixels(r, nullptr, SDL_PIXELFORMAT_ARGB8888, px.data(), w * 4);
    return px;
}

} // namespace greed::app::test

// Test harness: an App on the dummy video driver, stepped frame by frame, with synthetic input.
#pragma once

#include "app/app.hpp"
#include "i18n/translate.hpp"

#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace greed::app {
class TableScene;
}

namespace greed::app::test {

// Hidden 1280x720 window, the renderer under test (renderer_under_test.hpp: software unless
// GREED_TEST_RENDERER says otherwise), stepped clock, seed 42, rules greed.
Options testOptions(const std::string& rules = "greed", const std::string& players = "");

class Harness {
public:
    explicit Harness(const Options& options = testOptions());
    App& app() { return *m_app; }
    std::string scene() { return m_app->top().name(); }
    void frames(int n = 1);
    void key(SDL_Keycode key, Uint16 mod = KMOD_NONE);
    void text(const std::string& text);
    // Clicks the centre of the top scene's button `id`; fails the test when it is missing.
    void click(const std::string& id);
    void clickAt(int x, int y);
    // Steps frames until the top scene is `name` (at most `limit` frames); true when reached.
    bool waitFor(const std::string& name, int limit = 600);
    SDL_Color pixel(const SDL_Surface& surface, int x, int y);

private:
    platform::ManualClock m_clock;
    std::unique_ptr<App> m_app;
};

bool near(SDL_Color a, SDL_Color b, int tolerance);

// The top scene's button `id` as laid out now; fails the test when there is none.
Button buttonOf(Harness& h, const std::string& id);

// Opens Host a table ("host") or Join a table ("join-friend") the way a player does: from the
// title through Play online (the title names network play once), or from Play online itself.
void openNetScreen(Harness& h, const std::string& button);

// Opens a table on this machine at `port` as a player does (Host a table, "Host" typed as the
// name when the form offers none, the port typed under More options, Open) and waits in its
// lobby.
void openHostTable(Harness& host, std::uint16_t port);

// The top scene as the table; fails the test when it is another.
TableScene& topTable(Harness& h);
// The renderer's w x h pixels as 32-bit ARGB, read back.
std::vector<Uint32> readBack(SDL_Renderer* r, int w, int h);

// GREED_DATA_DIR points at a fresh folder while this lives; the old value comes back and the
// folder goes when it ends.
class TempDataDir {
public:
    explicit TempDataDir(const std::string& name);
    ~TempDataDir();
    TempDataDir(const TempDataDir&) = delete;
    TempDataDir& operator=(const TempDataDir&) = delete;
    const std::filesystem::path& path() const { return m_dir; }

private:
    std::filesystem::path m_dir;
    std::optional<std::string> m_saved;
};

// The catalogues are switched for one test and English comes back after it.
class InLanguage {
public:
    explicit InLanguage(i18n::Language language) { i18n::setLanguage(language); }
    ~InLanguage() { i18n::setLanguage(i18n::Language::English); }
    InLanguage(const InLanguage&) = delete;
    InLanguage& operator=(const InLanguage&) = delete;
};

} // namespace greed::app::test

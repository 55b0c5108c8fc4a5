// Game controllers: the pad's meaning (PadMap, dead zones, repeats) and a virtual pad driving
// the real App headless through every kind of screen, hot-plug, the caps on buttons and rumble.
#include "app_harness.hpp"
#include "play_keys.hpp"
#include "virtual_pad.hpp"

#include "app/gamepads.hpp"
#include "app/scenes/menu_scene.hpp"
#include "app/settings_store.hpp"
#include "app/table/table_scene.hpp"
#include "app/ui/key_caps.hpp"
#include "app/ui/pad_keyboard.hpp"
#include "app/ui/text_size.hpp"

#include <catch2/catch.hpp>

#include <SDL_image.h>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>

#include <unistd.h>

using namespace greed::app;
using greed::app::test::Harness;
using greed::app::test::kNintendoPad;
using greed::app::test::kPlayStationPad;
using greed::app::test::TempDataDir;
using greed::app::test::VirtualPad;

namespace {

// The pad's buttons standing for the keys play_keys.hpp presses.
struct PadPlayer {
    Harness& h;
    VirtualPad& pad;
    App& app() { return h.app(); }
    void press(SDL_GameControllerButton b) { greed::app::test::press(h.app(), pad, b); }
    void key(SDL_Keycode k) {
        switch (k) {
        case SDLK_s:
            press(SDL_CONTROLLER_BUTTON_RIGHTSHOULDER);
            return;
        case SDLK_b:
            press(SDL_CONTROLLER_BUTTON_Y);
            return;
        case SDLK_SPACE:
            press(SDL_CONTROLLER_BUTTON_X);
            return;
        case SDLK_d:
            declineOffer();
            return;
        default:
            press(SDL_CONTROLLER_BUTTON_A); // skips an animation, hurries a computer
            return;
        }
    }
    void frames(int n) { h.frames(n); }
    // The offer's Decline button, reached along the bar with the D-pad.
    void declineOffer() {
        for (int i = 0; i < 8; ++i) {
            press(SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
            if (greed::app::test::topTable(h).input().bar().focused() == "decline") {
                press(SDL_CONTROLLER_BUTTON_A);
                return;
            }
        }
        FAIL("the D-pad never reached Decline");
    }
};

// Plugs the pad in and lets the App take it up.
void plugIn(Harness& h) {
    h.frames(2);
    REQUIRE(h.app().gamepads().count() == 1);
}

// Walks a menu's focus with the D-pad to `id` and presses A.
void choose(Harness& h, VirtualPad& pad, const std::string& id) {
    for (int i = 0; i < 16; ++i) {
        auto* menu = dynamic_cast<MenuScene*>(&h.app().top());
        REQUIRE(menu != nullptr);
        if (menu->focused() == id) {
            greed::app::test::press(h.app(), pad, SDL_CONTROLLER_BUTTON_A);
            return;
        }
        greed::app::test::press(h.app(), pad, SDL_CONTROLLER_BUTTON_DPAD_DOWN);
    }
    FAIL("the D-pad never reached " << id);
}

void playToResults(Harness& h, VirtualPad& pad, int stepLimit) {
    PadPlayer player{h, pad};
    for (int i = 0; i < stepLimit && h.scene() == "table"; ++i) {
        greed::app::test::playStep(player);
    }
}

} // namespace

TEST_CASE("pad: a stick's dead zone and hold, and a held direction's repeats", "[pad]") {
    CHECK(StickZone::direction(0.2, 0.1, Command::None) == Command::None);
    CHECK(StickZone::direction(0.45, 0.0, Command::None) == Command::None);
    CHECK(StickZone::direction(0.6, 0.2, Command::None) == Command::Right);
    CHECK(StickZone::direction(-0.1, -0.9, Command::None) == Command::Up);
    // Between release and press a held direction stays; below release it ends.
    CHECK(StickZone::direction(0.4, 0.0, Command::Right) == Command::Right);
    CHECK(StickZone::direction(0.2, 0.0, Command::Right) == Command::None);

    PadRepeat repeat;
    CHECK(repeat.hold(Command::Down) == Command::Down);
    CHECK_FALSE(repeat.hold(Command::Down).has_value());
    CHECK(repeat.update(PadRepeat::kFirst - 0.01).empty());
    CHECK(repeat.update(0.02).size() == 1);
    CHECK(repeat.update(PadRepeat::kNext * 3).size() == 3);
    CHECK_FALSE(repeat.hold(Command::None).has_value());
    CHECK(repeat.update(5.0).empty());
}

TEST_CASE("pad: the buttons stand for the game's keys", "[pad]") {
    CHECK(PadMap::keyFor(SDL_CONTROLLER_BUTTON_A, false) == SDLK_RETURN);
    CHECK(PadMap::keyFor(SDL_CONTROLLER_BUTTON_B, false) == SDLK_ESCAPE);
    CHECK(PadMap::keyFor(SDL_CONTROLLER_BUTTON_X, true) == SDLK_SPACE);
    CHECK(PadMap::keyFor(SDL_CONTROLLER_BUTTON_Y, true) == SDLK_b);
    CHECK(PadMap::keyFor(SDL_CONTROLLER_BUTTON_BACK, true) == SDLK_g);
    CHECK(PadMap::keyFor(SDL_CONTROLLER_BUTTON_START, true) == SDLK_ESCAPE);
    CHECK(PadMap::keyFor(SDL_CONTROLLER_BUTTON_START, false) == SDLK_RETURN);
    // Every cap a button shows a glyph for is a key that button gives.
    const std::pair<const char*, SDL_Keycode> caps[] = {
        {"Enter", SDLK_RETURN}, {"Esc", SDLK_ESCAPE}, {"Space", SDLK_SPACE}, {"B", SDLK_b},
        {"S", SDLK_s},          {"H", SDLK_h},        {"G", SDLK_g}};
    for (const auto& [cap, key] : caps) {
        INFO(cap);
        const SDL_GameControllerButton b = padButtonForCap(cap);
        REQUIRE(b != SDL_CONTROLLER_BUTTON_INVALID);
        CHECK(PadMap::keyFor(b, false) == key);
        CHECK_FALSE(padGlyphSprite(PadFamily::Xbox, b).empty());
    }
    CHECK(padButtonForCap("Q") == SDL_CONTROLLER_BUTTON_INVALID);
    CHECK(Gamepads::familyOf(SDL_CONTROLLER_TYPE_PS5) == PadFamily::PlayStation);
    CHECK(Gamepads::familyOf(SDL_CONTROLLER_TYPE_NINTENDO_SWITCH_PRO) == PadFamily::Nintendo);
    CHECK(Gamepads::familyOf(SDL_CONTROLLER_TYPE_XBOXONE) == PadFamily::Xbox);
}

TEST_CASE("pad: a whole game from the title to the results with the controller alone",
          "[pad][fullgame]") {
    Harness h;
    h.app().services().settings.speedIndex = 4;
    VirtualPad pad;
    plugIn(h);
    REQUIRE(h.scene() == "title");
    choose(h, pad, "new");
    REQUIRE(h.scene() == "setup");
    greed::app::test::press(h.app(), pad, SDL_CONTROLLER_BUTTON_START);
    REQUIRE(h.scene() == "table");
    playToResults(h, pad, 20000);
    REQUIRE(h.scene() == "results");
    greed::app::test::press(h.app(), pad, SDL_CONTROLLER_BUTTON_A); // Play again
    CHECK(h.scene() == "table");
}

TEST_CASE("pad: setup, pause, statistics, host and join screens open and close by pad", "[pad]") {
    TempDataDir data("pad-screens");
    auto options = greed::app::test::testOptions();
    options.forceSave = true;
    Harness h(options);
    VirtualPad pad;
    plugIn(h);
    using greed::app::test::press;
    for (const char* id : {"online", "settings", "help"}) {
        INFO(id);
        REQUIRE(h.scene() == "title");
        choose(h, pad, id);
        CHECK(h.scene() != "title");
        if (h.scene() == "online") { // Host and Join a table are on Play online
            for (const char* net : {"host", "join-friend"}) {
                INFO(net);
                choose(h, pad, net);
                CHECK(h.scene() == (std::string(net) == "host" ? "host" : "join-table"));
                press(h.app(), pad, SDL_CONTROLLER_BUTTON_B);
                REQUIRE(h.scene() == "online");
            }
        }
        press(h.app(), pad, SDL_CONTROLLER_BUTTON_B);
        CHECK(h.scene() == "title");
    }
    press(h.app(), pad, SDL_CONTROLLER_BUTTON_RIGHTSHOULDER); // S: statistics
    CHECK(h.scene() == "stats");
    press(h.app(), pad, SDL_CONTROLLER_BUTTON_B);
    REQUIRE(h.scene() == "title");
    choose(h, pad, "new");
    REQUIRE(h.scene() == "setup");
    press(h.app(), pad, SDL_CONTROLLER_BUTTON_B);
    REQUIRE(h.scene() == "title");
    choose(h, pad, "new");
    press(h.app(), pad, SDL_CONTROLLER_BUTTON_START); // Start game
    REQUIRE(h.scene() == "table");
    press(h.app(), pad, SDL_CONTROLLER_BUTTON_START);
    CHECK(h.scene() == "pause");
    press(h.app(), pad, SDL_CONTROLLER_BUTTON_START);
    CHECK(h.scene() == "table");
    press(h.app(), pad, SDL_CONTROLLER_BUTTON_BACK);
    CHECK(h.scene() == "graph");
    press(h.app(), pad, SDL_CONTROLLER_BUTTON_B);
    CHECK(h.scene() == "table");
}

TEST_CASE("pad: in setup the left trigger removes the focused seat", "[pad]") {
    Harness h;
    VirtualPad pad;
    plugIn(h);
    choose(h, pad, "new");
    REQUIRE(h.scene() == "setup");
    const auto seats = [&] {
        int n = 0;
        for (const auto& b : h.app().top().buttons()) {
            n += b.id.rfind("name", 0) == 0 ? 1 : 0;
        }
        return n;
    };
    h.click("add"); // a third seat, so one can go
    const int before = seats();
    REQUIRE(before >= 3);
    // Down along the screen until a seat has the focus and the trigger removes it.
    for (int i = 0; i < 6 && seats() == before; ++i) {
        greed::app::test::press(h.app(), pad, SDL_CONTROLLER_BUTTON_DPAD_DOWN);
        pad.setAxis(SDL_CONTROLLER_AXIS_TRIGGERLEFT, 32767);
        h.frames(1);
        pad.setAxis(SDL_CONTROLLER_AXIS_TRIGGERLEFT, -32768);
        h.frames(1);
    }
    CHECK(seats() == before - 1);
}

TEST_CASE("pad: pulled out during a person's turn the game pauses, plugged in again it plays on",
          "[pad][hotplug]") {
    Harness h(greed::app::test::testOptions("greed", "You,Bot:steady"));
    auto pad = std::make_unique<VirtualPad>();
    plugIn(h);
    REQUIRE(h.scene() == "table");
    for (int i = 0; i < 600 && !greed::app::test::topTable(h).humanToAct(); ++i) {
        h.frames(1);
    }
    REQUIRE(greed::app::test::topTable(h).humanToAct());
    pad->unplug();
    h.frames(2);
    CHECK(h.app().gamepads().count() == 0);
    CHECK(h.scene() == "pause");
    pad = std::make_unique<VirtualPad>();
    plugIn(h);
    greed::app::test::press(h.app(), *pad, SDL_CONTROLLER_BUTTON_START);
    CHECK(h.scene() == "table");
}

TEST_CASE("pad: a pad pulled out while a computer plays does not pause", "[pad][hotplug]") {
    Harness h(greed::app::test::testOptions("greed", "Bot:steady,You"));
    VirtualPad pad;
    plugIn(h);
    REQUIRE(h.scene() == "table");
    REQUIRE_FALSE(greed::app::test::topTable(h).humanToAct());
    pad.unplug();
    h.frames(2);
    CHECK(h.scene() == "table");
}

TEST_CASE("pad: the caps on buttons turn to the pad's after a press and back after a key",
          "[pad][caps]") {
    Harness h(greed::app::test::testOptions("greed", "You,Bot:steady"));
    setCapStyle({});
    VirtualPad pad(kPlayStationPad);
    plugIn(h);
    REQUIRE(h.scene() == "table");
    for (int i = 0; i < 600 && !greed::app::test::topTable(h).humanToAct(); ++i) {
        h.frames(1);
    }
    const Button roll = greed::app::test::buttonOf(h, "roll");
    const auto before = h.app().renderAndCapture();
    CHECK_FALSE(capStyle().pad);
    // The left stick past its dead zone is a use of the pad too.
    pad.setAxis(SDL_CONTROLLER_AXIS_LEFTX, 30000);
    h.frames(1);
    pad.setAxis(SDL_CONTROLLER_AXIS_LEFTX, 0);
    h.frames(1);
    CHECK(capStyle().pad);
    CHECK(capStyle().family == PadFamily::PlayStation);
    const auto padShot = h.app().renderAndCapture();
    // The Roll button's left part (its cap) changed; "[Space]" became the square glyph.
    int changed = 0;
    for (int y = roll.rect.y + roll.rect.h / 3; y < roll.rect.y + roll.rect.h * 2 / 3; ++y) {
        for (int x = roll.rect.x; x < roll.rect.x + roll.rect.w; ++x) {
            const SDL_Color a = h.pixel(*before, x, y);
            const SDL_Color b = h.pixel(*padShot, x, y);
            changed += greed::app::test::near(a, b, 24) ? 0 : 1;
        }
    }
    CHECK(changed > 50);
    h.key(SDLK_LEFT);
    CHECK_FALSE(capStyle().pad);
    setCapStyle({});
}

TEST_CASE("pad: a Nintendo pad shows its own glyphs", "[pad][caps]") {
    Harness h;
    setCapStyle({});
    VirtualPad pad(kNintendoPad);
    plugIn(h);
    greed::app::test::press(h.app(), pad, SDL_CONTROLLER_BUTTON_DPAD_DOWN);
    CHECK(capStyle().pad);
    CHECK(capStyle().family == PadFamily::Nintendo);
    CHECK(padGlyphSprite(PadFamily::Nintendo, SDL_CONTROLLER_BUTTON_A) == "pad_nintendo_a");
    CHECK(h.app().services().assets.exists("pad_nintendo_a"));
    setCapStyle({});
}

TEST_CASE("pad: rumble on a bust and a win, never when switched off", "[pad][rumble]") {
    Harness h;
    VirtualPad pad;
    plugIn(h);
    h.app().services().sound("bust");
    h.app().services().sound("win");
    h.app().services().sound("click");
    h.frames(1);
    REQUIRE(pad.rumbles().size() >= 2);
    CHECK(pad.rumbles()[0] < pad.rumbles()[1]); // a win shakes harder than a bust
    const auto count = pad.rumbles().size();
    h.app().services().settings.rumble = false;
    h.app().services().sound("bust");
    h.frames(1);
    CHECK(pad.rumbles().size() == count);
}

TEST_CASE("pad: the right stick moves the die cursor and the trigger picks that die", "[pad]") {
    // Farkle: the player picks the dice to keep.
    Harness h(greed::app::test::testOptions("farkle", "You,Bot:steady"));
    VirtualPad pad;
    plugIn(h);
    auto& table = greed::app::test::topTable(h);
    const auto choosing = [&] {
        return table.humanToAct() && !table.animating() &&
               table.game().phase() == greed::core::Phase::ChooseKeep;
    };
    for (int i = 0; i < 3000 && !choosing(); ++i) {
        if (table.humanToAct() && !table.animating()) {
            greed::app::test::press(h.app(), pad, SDL_CONTROLLER_BUTTON_X); // roll
        } else {
            h.frames(1);
        }
    }
    REQUIRE(choosing());
    pad.setAxis(SDL_CONTROLLER_AXIS_RIGHTX, 32000);
    h.frames(1);
    pad.setAxis(SDL_CONTROLLER_AXIS_RIGHTX, 0);
    h.frames(1);
    CHECK(table.input().dieCursor() == 0);
    pad.setAxis(SDL_CONTROLLER_AXIS_RIGHTX, 32000);
    h.frames(1);
    pad.setAxis(SDL_CONTROLLER_AXIS_RIGHTX, 0);
    h.frames(1);
    CHECK(table.input().dieCursor() == 1);
    const auto selectedBefore = table.selectedIndices();
    pad.setAxis(SDL_CONTROLLER_AXIS_TRIGGERRIGHT, 32767);
    h.frames(1);
    pad.setAxis(SDL_CONTROLLER_AXIS_TRIGGERRIGHT, -32768); // a trigger's rest
    h.frames(1);
    CHECK(table.selectedIndices() != selectedBefore);
}

TEST_CASE("pad: a damaged mappings file is reported and not fatal, a good one is read", "[pad]") {
    TempDataDir data("pad-mappings");
    {
        std::ofstream bad(data.path() / "gamecontrollerdb.txt");
        bad << "this is not a mapping\n\x01\x02 nor this\n";
    }
    {
        Harness h;
        CHECK(h.app().gamepads().mappingsAdded() == 0);
        CHECK(h.scene() == "title");
    }
    {
        std::ofstream good(data.path() / "gamecontrollerdb.txt");
        good << "# a comment\n"
                "03000000aaaa0000bbbb000000000000,Greed mapping test,a:b0,b:b1,x:b2,y:b3,"
                "platform:Linux,\n";
    }
    Harness h;
    CHECK(h.app().gamepads().mappingsAdded() == 1);
}

TEST_CASE("pad: the rumble setting is saved and read back", "[pad][settings]") {
    TempDataDir data("pad-settings");
    Settings s;
    CHECK(s.rumble);
    s.rumble = false;
    std::string error;
    REQUIRE(saveSettings(s, data.path() / "settings.json", error));
    std::string warning;
    const Settings back = loadSettings(data.path() / "settings.json", warning);
    CHECK(warning.empty());
    CHECK_FALSE(back.rumble);
    CHECK(back == s);
}

// Not a check: screenshots of screens with pad glyphs for a person to look at. Run with
//   GREED_PAD_SHOTS=DIR greed_app_tests "[.pad-shots]"
TEST_CASE("pad: screenshots of the screens with pad glyphs", "[.pad-shots]") {
    const char* dir = std::getenv("GREED_PAD_SHOTS");
    REQUIRE(dir != nullptr);
    const auto save = [&](Harness& h, const std::string& name) {
        const auto shot = h.app().renderAndCapture();
        IMG_SavePNG(shot.get(), (std::filesystem::path(dir) / (name + ".png")).string().c_str());
    };
    const std::pair<int, int> sizes[] = {{1280, 720}, {1920, 1080}};
    for (const auto& [w, hgt] : sizes) {
        const std::string size = std::to_string(w) + "x" + std::to_string(hgt);
        const std::pair<const char*, greed::app::test::PadModel> pads[] = {
            {"xbox", greed::app::test::kXboxPad},
            {"ps", kPlayStationPad},
            {"nintendo", kNintendoPad}};
        for (const auto& [family, model] : pads) {
            auto options = greed::app::test::testOptions("greed", "You,Bot:steady");
            options.width = w;
            options.height = hgt;
            Harness h(options);
            VirtualPad pad(model);
            plugIn(h);
            auto& table = greed::app::test::topTable(h);
            for (int i = 0; i < 600 && !table.humanToAct(); ++i) {
                h.frames(1);
            }
            pad.setAxis(SDL_CONTROLLER_AXIS_LEFTY, 0);
            greed::app::test::press(h.app(), pad, SDL_CONTROLLER_BUTTON_X); // roll
            for (int i = 0; i < 900 && !(table.humanToAct() && !table.animating()); ++i) {
                h.frames(1);
            }
            pad.setAxis(SDL_CONTROLLER_AXIS_RIGHTX, 32000);
            h.frames(1);
            pad.setAxis(SDL_CONTROLLER_AXIS_RIGHTX, 0);
            h.frames(1);
            save(h, "table_" + std::string(family) + "_" + size);
            greed::app::test::press(h.app(), pad, SDL_CONTROLLER_BUTTON_START);
            save(h, "pause_" + std::string(family) + "_" + size);
        }
        {
            // Farkle: the die cursor over dice to choose from.
            auto options = greed::app::test::testOptions("farkle", "You,Bot:steady");
            options.width = w;
            options.height = hgt;
            Harness f(options);
            VirtualPad pad;
            plugIn(f);
            auto& table = greed::app::test::topTable(f);
            for (int i = 0; i < 3000 && !(table.humanToAct() && !table.animating() &&
                                          table.game().phase() == greed::core::Phase::ChooseKeep);
                 ++i) {
                if (table.humanToAct() && !table.animating()) {
                    greed::app::test::press(f.app(), pad, SDL_CONTROLLER_BUTTON_X);
                } else {
                    f.frames(1);
                }
            }
            for (int i = 0; i < 2; ++i) {
                pad.setAxis(SDL_CONTROLLER_AXIS_RIGHTX, 32000);
                f.frames(1);
                pad.setAxis(SDL_CONTROLLER_AXIS_RIGHTX, 0);
                f.frames(1);
            }
            save(f, "farkle_cursor_xbox_" + size);
        }
        {
            auto options = greed::app::test::testOptions();
            options.width = w;
            options.height = hgt;
            Harness t(options);
            VirtualPad pad;
            plugIn(t);
            greed::app::test::press(t.app(), pad, SDL_CONTROLLER_BUTTON_DPAD_DOWN);
            greed::app::test::press(t.app(), pad, SDL_CONTROLLER_BUTTON_DPAD_UP);
            save(t, "title_xbox_" + size);
            choose(t, pad, "new");
            save(t, "setup_xbox_" + size);
            greed::app::test::press(t.app(), pad, SDL_CONTROLLER_BUTTON_B);
            choose(t, pad, "settings");
            save(t, "settings_xbox_" + size);
        }
    }
    setCapStyle({});
}

namespace {

// The focusable controls of the top screen (its enabled buttons; headings are never focused).
std::set<std::string> usableIds(Harness& h) {
    std::set<std::string> ids;
    for (const auto& b : h.app().top().buttons()) {
        if (b.enabled) {
            ids.insert(b.id);
        }
    }
    return ids;
}

const std::string& focusOf(Harness& h) {
    auto* menu = dynamic_cast<MenuScene*>(&h.app().top());
    REQUIRE(menu != nullptr);
    return menu->focused();
}

// Moves the focus by `step` (a press, a stick's push) until it comes back where it started:
// the controls it went through.
template <typename Step> std::set<std::string> walkRound(Harness& h, Step step) {
    const std::string start = focusOf(h);
    std::set<std::string> seen{start};
    for (int i = 0; i < 40; ++i) {
        step();
        if (focusOf(h) == start) {
            return seen;
        }
        seen.insert(focusOf(h));
    }
    FAIL("the focus never came back to " << start);
    return seen;
}

// Every control of the top screen reached by the D-pad down, up, and the left stick down.
void checkEveryControlReached(Harness& h, VirtualPad& pad) {
    using greed::app::test::press;
    const auto usable = usableIds(h);
    INFO(h.scene());
    REQUIRE(usable.size() >= 2);
    CHECK(walkRound(h, [&] { press(h.app(), pad, SDL_CONTROLLER_BUTTON_DPAD_DOWN); }) == usable);
    CHECK(walkRound(h, [&] { press(h.app(), pad, SDL_CONTROLLER_BUTTON_DPAD_UP); }) == usable);
    CHECK(walkRound(h, [&] {
              pad.setAxis(SDL_CONTROLLER_AXIS_LEFTY, 32000);
              h.frames(1);
              pad.setAxis(SDL_CONTROLLER_AXIS_LEFTY, 0);
              h.frames(1);
          }) == usable);
}

// Walks the focus down to `id` (which must be reachable) without pressing it.
void focusOn(Harness& h, VirtualPad& pad, const std::string& id) {
    for (int i = 0; i < 40 && focusOf(h) != id; ++i) {
        greed::app::test::press(h.app(), pad, SDL_CONTROLLER_BUTTON_DPAD_DOWN);
    }
    REQUIRE(focusOf(h) == id);
}

// On a form with a text field: A starts typing into it, B ends the typing and stays.
void checkFieldByPad(Harness& h, VirtualPad& pad, const std::string& field) {
    using greed::app::test::press;
    const std::string scene = h.scene();
    focusOn(h, pad, field);
    // A field being typed into shows a caret after its value.
    const auto caretShown = [&] {
        const auto b = greed::app::test::buttonOf(h, field);
        return b.caret || (!b.value.empty() && b.value.back() == '_');
    };
    press(h.app(), pad, SDL_CONTROLLER_BUTTON_A);
    CHECK(caretShown());
    press(h.app(), pad, SDL_CONTROLLER_BUTTON_B);
    CHECK_FALSE(caretShown());
    CHECK(h.scene() == scene);
}

} // namespace

// Play online, and Host a table and Join a friend's table opened from it, with the pad alone:
// every control reachable by the D-pad (both ways) and the left stick, A confirms (opens a
// screen, flips a toggle, turns to typing in a field), B goes back (out of a field first).
TEST_CASE("pad: Play online, and Host and Join from it, walked with the pad alone",
          "[pad][online]") {
    using greed::app::test::press;
    for (const char* server : {"", "127.0.0.1:1"}) {
        INFO("server \"" << server << "\"");
        TempDataDir data("pad-online");
        Harness h;
        h.app().services().settings.serverAddress = server;
        VirtualPad pad;
        plugIn(h);
        REQUIRE(h.scene() == "title");
        choose(h, pad, "online");
        REQUIRE(h.scene() == "online");
        checkEveryControlReached(h, pad);
        const auto usable = usableIds(h);
        const bool hasServer = std::string(server).size() > 0;
        // Without a server Create and Join with the code are greyed (not in the walk); with one
        // they are there, with the name, the code and the public toggle.
        for (const char* id : {"create", "join", "name", "code", "public"}) {
            INFO(id);
            CHECK(usable.count(id) == (hasServer ? 1U : 0U));
        }
        for (const char* id : {"host", "join-friend", "server", "back"}) {
            INFO(id);
            CHECK(usable.count(id) == 1U);
        }
        checkFieldByPad(h, pad, "server");
        if (hasServer) {
            // A flips the public toggle.
            focusOn(h, pad, "public");
            const int before = greed::app::test::buttonOf(h, "public").index;
            press(h.app(), pad, SDL_CONTROLLER_BUTTON_A);
            CHECK(greed::app::test::buttonOf(h, "public").index != before);
            checkFieldByPad(h, pad, "code");
        }

        // Host a table: its every control, a spinner turned by the D-pad, back with B.
        focusOn(h, pad, "host");
        press(h.app(), pad, SDL_CONTROLLER_BUTTON_A);
        REQUIRE(h.scene() == "host");
        checkEveryControlReached(h, pad);
        focusOn(h, pad, "players");
        const std::string players = greed::app::test::buttonOf(h, "players").value;
        press(h.app(), pad, SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
        CHECK(greed::app::test::buttonOf(h, "players").value != players);
        checkFieldByPad(h, pad, "name");
        press(h.app(), pad, SDL_CONTROLLER_BUTTON_B);
        REQUIRE(h.scene() == "online");
        CHECK(focusOf(h) == "host"); // back where the player left

        // Join a friend's table: its every control, its fields, back with B.
        focusOn(h, pad, "join-friend");
        press(h.app(), pad, SDL_CONTROLLER_BUTTON_A);
        REQUIRE(h.scene() == "join-table");
        checkEveryControlReached(h, pad);
        checkFieldByPad(h, pad, "name");
        press(h.app(), pad, SDL_CONTROLLER_BUTTON_B);
        REQUIRE(h.scene() == "online");
        CHECK(focusOf(h) == "join-friend");

        // B leaves Play online for the title.
        press(h.app(), pad, SDL_CONTROLLER_BUTTON_B);
        CHECK(h.scene() == "title");
    }
}

// The settings for players who see or move differently, set with the pad alone: every row
// reachable, the D-pad turns the text size, A switches reduced motion and the rumble.
TEST_CASE("pad: text size, reduced motion and rumble set in Settings with the pad alone",
          "[pad][access]") {
    using greed::app::test::press;
    TempDataDir data("pad-settings-rows");
    Harness h;
    VirtualPad pad;
    plugIn(h);
    choose(h, pad, "settings");
    REQUIRE(h.scene() == "settings");
    checkEveryControlReached(h, pad);
    Settings& st = h.app().services().settings;
    focusOn(h, pad, "textsize");
    const int size = st.textSizeIndex;
    press(h.app(), pad, SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
    CHECK(st.textSizeIndex == size + 1);
    press(h.app(), pad, SDL_CONTROLLER_BUTTON_DPAD_LEFT);
    CHECK(st.textSizeIndex == size);
    for (const auto& [row, value] :
         {std::pair{"motion", &st.reducedMotion}, {"rumble", &st.rumble}}) {
        INFO(row);
        focusOn(h, pad, row);
        const bool before = *value;
        press(h.app(), pad, SDL_CONTROLLER_BUTTON_A);
        CHECK(*value != before);
    }
    press(h.app(), pad, SDL_CONTROLLER_BUTTON_B);
    CHECK(h.scene() == "title");
    setTextScale(1.0);
}

// The keyboard drawn for the pad (app/ui/pad_keyboard.hpp): typing a name and a friend's
// address with the controller alone.
namespace {

const PadKeyboard& panel(Harness& h) {
    return h.app().padKeyboard();
}

// Moves the panel's cursor with the D-pad to the key that types `c` and presses A (Y for a
// space; LB first when the case of a letter needs the other Shift).
void typeChar(Harness& h, VirtualPad& pad, char c) {
    using greed::app::test::press;
    if (c == ' ') {
        press(h.app(), pad, SDL_CONTROLLER_BUTTON_Y);
        return;
    }
    const bool upper = c >= 'A' && c <= 'Z';
    const std::string glyph(1, upper ? static_cast<char>(c - 'A' + 'a') : c);
    const auto& keys = panel(h).keys();
    const auto target = std::find_if(keys.begin(), keys.end(),
                                     [&](const PadKeyboard::Key& k) { return k.glyph == glyph; });
    REQUIRE(target != keys.end());
    for (int i = 0; i < PadKeyboard::kRows && panel(h).focusedKey().row != target->row; ++i) {
        press(h.app(), pad, SDL_CONTROLLER_BUTTON_DPAD_DOWN);
    }
    for (int i = 0; i < PadKeyboard::kColumns && panel(h).focusedKey().glyph != glyph; ++i) {
        press(h.app(), pad, SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
    }
    REQUIRE(panel(h).focusedKey().glyph == glyph);
    if (std::isalpha(static_cast<unsigned char>(c)) != 0 && panel(h).shift() != upper) {
        press(h.app(), pad, SDL_CONTROLLER_BUTTON_LEFTSHOULDER);
    }
    press(h.app(), pad, SDL_CONTROLLER_BUTTON_A);
}

void typeByPad(Harness& h, VirtualPad& pad, const std::string& text) {
    for (char c : text) {
        INFO("typing '" << c << "' of " << text);
        typeChar(h, pad, c);
    }
}

bool overlaps(const SDL_Rect& a, const SDL_Rect& b) {
    return SDL_HasIntersection(&a, &b) == SDL_TRUE;
}

} // namespace

TEST_CASE("pad: the keyboard panel's keys: every character once, moving round its edges",
          "[pad][keyboard]") {
    PadKeyboard k;
    k.open();
    CHECK(k.focusedKey().glyph == "q");
    CHECK(k.shift());
    std::set<std::string> glyphs;
    for (const auto& key : k.keys()) {
        CHECK(glyphs.insert(key.glyph + std::to_string(static_cast<int>(key.special))).second);
    }
    for (const char* needed : {"a", "z", "0", "9", ".", ":", "-", " "}) {
        INFO(needed);
        CHECK(std::any_of(k.keys().begin(), k.keys().end(),
                          [&](const PadKeyboard::Key& key) { return key.glyph == needed; }));
    }
    // Round a row and round the columns: back where it started.
    for (Command d : {Command::Left, Command::Right}) {
        for (int i = 0; i < PadKeyboard::kColumns; ++i) {
            k.move(d);
        }
        CHECK(k.focusedKey().glyph == "q");
    }
    for (int i = 0; i < PadKeyboard::kRows; ++i) {
        k.move(Command::Down);
    }
    CHECK(k.focusedKey().glyph == "q");
    // Up from the top row reaches the last row's wide keys, and a letter with Shift is a capital
    // once: Shift lets go after it.
    k.move(Command::Up);
    CHECK(k.focusedKey().glyph == "1");
    k.move(Command::Up);
    CHECK(k.focusedKey().special == PadKeyboard::Special::Shift);
    k.move(Command::Down);
    CHECK(k.focusedKey().glyph == "1");
    k.move(Command::Down);
    KeyboardPress p = k.activate();
    CHECK(p.kind == KeyboardPress::Kind::Text);
    CHECK(p.text == "Q");
    CHECK(k.activate().text == "q");
}

// A name typed in New game with the pad: X on a seat starts typing, the panel opens, letters
// from it replace the default name, X erases, B ends the typing and closes the panel.
TEST_CASE("pad: a name typed in New game on the keyboard panel, erased and done",
          "[pad][keyboard]") {
    using greed::app::test::press;
    Harness h;
    VirtualPad pad;
    plugIn(h);
    choose(h, pad, "new");
    REQUIRE(h.scene() == "setup");
    press(h.app(), pad, SDL_CONTROLLER_BUTTON_DPAD_DOWN);
    press(h.app(), pad, SDL_CONTROLLER_BUTTON_DPAD_DOWN); // the first seat
    CHECK_FALSE(panel(h).isOpen());
    press(h.app(), pad, SDL_CONTROLLER_BUTTON_X);
    REQUIRE(panel(h).isOpen());
    CHECK(greed::app::test::buttonOf(h, "name1").kind == ButtonKind::Field);
    // The panel leaves the field typed into uncovered.
    h.frames(1);
    CHECK_FALSE(overlaps(panel(h).rect(), greed::app::test::buttonOf(h, "name1").rect));
    typeByPad(h, pad, "Ann");
    press(h.app(), pad, SDL_CONTROLLER_BUTTON_X); // erases the last n
    typeByPad(h, pad, "na Lee");
    CHECK(greed::app::test::buttonOf(h, "name1").label == "Anna Lee");
    press(h.app(), pad, SDL_CONTROLLER_BUTTON_B);
    CHECK_FALSE(panel(h).isOpen());
    CHECK(h.scene() == "setup"); // B ended the typing, not the screen
    CHECK(greed::app::test::buttonOf(h, "name1").label == "Anna Lee");
    CHECK(h.app().services().match.seats.at(0).name == "Anna Lee");
}

// Keyboard players never see the panel: a field started from the keyboard has none, and a key
// pressed while the panel is up closes it (the typing goes on from the keyboard).
TEST_CASE("pad: the keyboard panel is for the pad only and a key closes it", "[pad][keyboard]") {
    using greed::app::test::press;
    TempDataDir data("pad-keyboard-keys");
    Harness h;
    VirtualPad pad;
    plugIn(h);
    choose(h, pad, "online");
    focusOn(h, pad, "join-friend");
    press(h.app(), pad, SDL_CONTROLLER_BUTTON_A);
    REQUIRE(h.scene() == "join-table");
    h.click("address");
    h.frames(1);
    CHECK_FALSE(panel(h).isOpen()); // started by the mouse
    h.key(SDLK_ESCAPE);
    focusOn(h, pad, "address");
    press(h.app(), pad, SDL_CONTROLLER_BUTTON_A);
    REQUIRE(panel(h).isOpen());
    h.key(SDLK_1);
    h.text("1");
    h.frames(1);
    CHECK_FALSE(panel(h).isOpen());
    CHECK(greed::app::test::buttonOf(h, "address").value == "1"); // still typing, by keys
    CHECK(greed::app::test::buttonOf(h, "address").caret);
    // Start ends typing too, as B does, and the screen stays.
    h.key(SDLK_ESCAPE);
    press(h.app(), pad, SDL_CONTROLLER_BUTTON_A);
    REQUIRE(panel(h).isOpen());
    press(h.app(), pad, SDL_CONTROLLER_BUTTON_START);
    CHECK_FALSE(panel(h).isOpen());
    CHECK(h.scene() == "join-table");
}

// The panel fits the window and is never over the field typed into, at 800x600 and 1280x720,
// at text size 100 % and 150 %, on Join a friend's table (address) and in New game (a name).
// Where the form leaves a tall enough gap it covers no control (Join at 100 %); the controls it
// covers elsewhere are listed (warnings).
TEST_CASE("pad: the keyboard panel fits, never over the field, at 800x600 and 1280x720, 100 and "
          "150 %",
          "[pad][keyboard]") {
    using greed::app::test::press;
    std::map<std::string, std::string> coveredBy; // where the form has no room for the panel
    for (const auto& [w, hgt] : {std::pair{800, 600}, {1280, 720}}) {
        for (int sizeIndex : {0, 2}) {
            INFO(w << "x" << hgt << ", text size " << sizeIndex);
            TempDataDir data("pad-keyboard-fit");
            auto options = greed::app::test::testOptions();
            options.width = w;
            options.height = hgt;
            if (const char* language = std::getenv("GREED_PAD_SHOTS_LANGUAGE")) {
                options.language = greed::i18n::parseLanguage(language); // shots in others
            }
            Harness h(options);
            h.app().services().settings.textSizeIndex = sizeIndex;
            VirtualPad pad;
            plugIn(h);
            const auto check = [&] {
                h.frames(1);
                REQUIRE(panel(h).isOpen());
                const SDL_Rect r = panel(h).rect();
                INFO(h.scene() << ": panel " << r.x << "," << r.y << " " << r.w << "x" << r.h);
                CHECK(r.x >= 0);
                CHECK(r.y >= 0);
                CHECK(r.x + r.w <= w);
                CHECK(r.y + r.h <= hgt);
                std::string covered;
                for (const auto& b : h.app().top().buttons()) {
                    if (overlaps(r, b.rect)) {
                        REQUIRE(b.kind != ButtonKind::Field); // never over the field typed in
                        covered += " " + b.id;
                    }
                }
                coveredBy[h.scene() + " " + std::to_string(w) + "x" + std::to_string(hgt) + " " +
                          std::to_string(sizeIndex)] = covered;
                for (const auto& k : panel(h).keys()) {
                    CHECK(overlaps(r, k.rect));
                }
                if (const char* dir = std::getenv("GREED_PAD_SHOTS")) { // for people to look at
                    const auto shot = h.app().renderAndCapture();
                    const std::string name = h.scene() + "_keyboard_" + std::to_string(w) + "x" +
                                             std::to_string(hgt) + "_" + std::to_string(sizeIndex) +
                                             ".png";
                    IMG_SavePNG(shot.get(), (std::filesystem::path(dir) / name).string().c_str());
                }
            };
            choose(h, pad, "online");
            focusOn(h, pad, "join-friend");
            press(h.app(), pad, SDL_CONTROLLER_BUTTON_A);
            REQUIRE(h.scene() == "join-table");
            focusOn(h, pad, "address");
            press(h.app(), pad, SDL_CONTROLLER_BUTTON_A);
            check();
            press(h.app(), pad, SDL_CONTROLLER_BUTTON_B);
            press(h.app(), pad, SDL_CONTROLLER_BUTTON_B);
            press(h.app(), pad, SDL_CONTROLLER_BUTTON_B);
            REQUIRE(h.scene() == "title");
            choose(h, pad, "new");
            press(h.app(), pad, SDL_CONTROLLER_BUTTON_DPAD_DOWN);
            press(h.app(), pad, SDL_CONTROLLER_BUTTON_DPAD_DOWN);
            press(h.app(), pad, SDL_CONTROLLER_BUTTON_X);
            check();
        }
    }
    setTextScale(1.0);
    for (const auto& [where, ids] : coveredBy) {
        WARN(where << ": the panel covers" << (ids.empty() ? " nothing" : ids));
    }
    // Join a friend's table has room beside its fields at 100 %: nothing covered there.
    CHECK(coveredBy["join-table 1280x720 0"].empty());
    CHECK(coveredBy["join-table 800x600 0"].empty());
}

// Joining a friend's table by its address with the controller alone: a host opens a table on
// this machine; the guest walks Play online to Join a friend's table, types "127.0.0.1:<port>"
// and a name on the keyboard panel, and A on Join seats it in the host's lobby.
TEST_CASE("pad: join a friend's table by address with the pad alone", "[pad][keyboard][net]") {
    using greed::app::test::press;
    TempDataDir data("pad-keyboard-join");
    const auto port = static_cast<std::uint16_t>(31000 + (getpid() % 1000) * 4);
    // Apps of one process share SDL, which an App shuts down when it ends: the host lives on
    // to the end of the process (as in the net play tests). It is opened before the pad is
    // plugged in, so the pad is the guest's alone.
    Harness& host = *new Harness();
    greed::app::test::openHostTable(host, port);

    Harness& guest = *new Harness();
    VirtualPad pad;
    plugIn(guest);
    choose(guest, pad, "online");
    focusOn(guest, pad, "join-friend");
    press(guest.app(), pad, SDL_CONTROLLER_BUTTON_A);
    REQUIRE(guest.scene() == "join-table");
    focusOn(guest, pad, "address");
    press(guest.app(), pad, SDL_CONTROLLER_BUTTON_A);
    REQUIRE(panel(guest).isOpen());
    const std::string address = "127.0.0.1:" + std::to_string(port);
    typeByPad(guest, pad, address);
    press(guest.app(), pad, SDL_CONTROLLER_BUTTON_B);
    CHECK_FALSE(panel(guest).isOpen());
    CHECK(greed::app::test::buttonOf(guest, "address").value == address);
    focusOn(guest, pad, "name");
    press(guest.app(), pad, SDL_CONTROLLER_BUTTON_A);
    REQUIRE(panel(guest).isOpen());
    for (int i = 0; i < 24; ++i) {
        press(guest.app(), pad, SDL_CONTROLLER_BUTTON_X);
    }
    CHECK(greed::app::test::buttonOf(guest, "name").value.empty());
    CHECK(greed::app::test::buttonOf(guest, "name").caret);
    typeByPad(guest, pad, "Bea");
    press(guest.app(), pad, SDL_CONTROLLER_BUTTON_START);
    CHECK(greed::app::test::buttonOf(guest, "name").value == "Bea");
    focusOn(guest, pad, "join");
    press(guest.app(), pad, SDL_CONTROLLER_BUTTON_A);
    bool seated = false;
    for (int i = 0; i < 600 && !seated; ++i) {
        host.frames(1);
        guest.frames(1);
        seated = guest.scene() == "lobby";
    }
    CHECK(seated);
}

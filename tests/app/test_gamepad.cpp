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

#include <catch2/catch.hpp>

#include <SDL_image.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>

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

// Scene transitions driven by synthetic keys and by clicks on the real buttons' rectangles.
#include "app_harness.hpp"

#include "app/table/table_scene.hpp"

#include <catch2/catch.hpp>

using namespace greed::app;
using greed::app::test::Harness;

namespace {
std::string label(Harness& h, const std::string& id) {
    for (const auto& b : h.app().top().buttons()) {
        if (b.id == id) {
            return b.label;
        }
    }
    return "";
}
int countButtons(Harness& h, const std::string& prefix) {
    int n = 0;
    for (const auto& b : h.app().top().buttons()) {
        n += b.id.rfind(prefix, 0) == 0 ? 1 : 0;
    }
    return n;
}
} // namespace

TEST_CASE("title menu: keyboard and mouse reach every screen and come back", "[scenes]") {
    Harness h;
    REQUIRE(h.scene() == "title");
    h.key(SDLK_RETURN); // focus starts on New game
    CHECK(h.scene() == "setup");
    h.key(SDLK_ESCAPE);
    CHECK(h.scene() == "title");
    h.click("new");
    CHECK(h.scene() == "setup");
    h.click("back");
    CHECK(h.scene() == "title");
    h.click("help");
    CHECK(h.scene() == "help");
    h.click("back");
    CHECK(h.scene() == "title");
    h.click("settings");
    REQUIRE(h.scene() == "settings");
    const int speed = h.app().services().settings.speedIndex;
    h.key(SDLK_RIGHT); // focus starts on Animation speed
    CHECK(h.app().services().settings.speedIndex == speed + 1);
    // A click on the row's label steps it; a click on the slider's track sets it there.
    const SDL_Rect row = h.app().top().buttons().front().rect;
    h.clickAt(row.x + row.h / 2, row.y + row.h / 2);
    CHECK(h.app().services().settings.speedIndex == speed + 2);
    h.clickAt(row.x + row.w - row.h, row.y + row.h / 2);
    CHECK(h.app().services().settings.speedIndex == static_cast<int>(Settings::kSpeeds.size()) - 1);
    h.key(SDLK_ESCAPE);
    CHECK(h.scene() == "title");
    h.key(SDLK_ESCAPE); // Esc on the title quits
    CHECK(h.app().stopped());
}

TEST_CASE("setup: add, remove and rename players, then start a game", "[scenes]") {
    Harness h;
    h.click("new");
    REQUIRE(h.scene() == "setup");
    const int seats = countButtons(h, "name");
    h.click("add");
    CHECK(countButtons(h, "name") == seats + 1);
    h.click("remove" + std::to_string(seats + 1));
    CHECK(countButtons(h, "name") == seats);
    h.click("name1");
    h.text("Zed"); // the name is selected when editing starts: typing replaces it
    h.key(SDLK_RETURN);
    CHECK(label(h, "name1") == "Zed");
    // Keyboard: row 2 (one below the name just edited) to a human and back to a computer.
    h.key(SDLK_DOWN);
    for (int i = 0; i < 12 && label(h, "kind2") != "Human"; ++i) {
        h.key(SDLK_RIGHT);
    }
    CHECK(label(h, "kind2") == "Human");
    h.key(SDLK_LEFT);
    CHECK(label(h, "kind2") != "Human");
    // Rules spinner by mouse: the right two thirds turn forward.
    const std::string before = h.app().services().match.rules.id;
    h.click("rules");
    CHECK(h.app().services().match.rules.id != before);
    h.click("start");
    REQUIRE(h.scene() == "table");
    auto* table = dynamic_cast<TableScene*>(&h.app().top());
    REQUIRE(table != nullptr);
    CHECK(table->game().players()[0].info.name == "Zed");
}

TEST_CASE("table: pause, graph and rules open over the game and return to it", "[scenes]") {
    Harness h(greed::app::test::testOptions("greed", "Ann,Bob"));
    REQUIRE(h.scene() == "table");
    h.key(SDLK_ESCAPE);
    REQUIRE(h.scene() == "pause");
    h.click("resume");
    CHECK(h.scene() == "table");
    h.key(SDLK_g);
    CHECK(h.scene() == "graph");
    h.click("back");
    CHECK(h.scene() == "table");
    h.click("help");
    CHECK(h.scene() == "help");
    h.key(SDLK_ESCAPE);
    CHECK(h.scene() == "table");
    // Minimising pauses the game.
    SDL_Event ev{};
    ev.type = SDL_WINDOWEVENT;
    ev.window.event = SDL_WINDOWEVENT_MINIMIZED;
    SDL_PushEvent(&ev);
    ev.window.event = SDL_WINDOWEVENT_RESTORED;
    SDL_PushEvent(&ev);
    h.frames(1);
    CHECK(h.scene() == "pause");
    h.click("title");
    CHECK(h.scene() == "title");
}

TEST_CASE("table: only legal actions are offered, an illegal key is explained", "[scenes]") {
    Harness h(greed::app::test::testOptions("greed", "Ann,Bob"));
    auto* table = dynamic_cast<TableScene*>(&h.app().top());
    REQUIRE(table != nullptr);
    h.frames(30);
    REQUIRE(table->humanToAct());
    CHECK(countButtons(h, "roll") == 1);
    CHECK(countButtons(h, "bank") == 0);
    h.key(SDLK_b);
    CHECK_FALSE(table->message().empty());
    h.click("roll");
    CHECK(table->animating());
    h.key(SDLK_x); // any key skips
    CHECK_FALSE(table->animating());
}

TEST_CASE("resizing and full-screen mid-animation keep the game going", "[scenes]") {
    Harness h(greed::app::test::testOptions("zehntausend", "Ann,Bob"));
    auto* table = dynamic_cast<TableScene*>(&h.app().top());
    h.frames(30);
    h.key(SDLK_SPACE);
    h.frames(40); // mid-tumble
    h.app().window().setSize(1024, 768);
    h.frames(2);
    h.key(SDLK_F11);
    h.frames(2);
    h.key(SDLK_F11);
    h.app().window().setSize(1920, 1080);
    h.frames(200);
    CHECK(h.scene() == "table");
    CHECK_FALSE(table->animating());
    CHECK(table->humanToAct());
}

TEST_CASE("setup: what no name may hold is left out as it is typed", "[scenes][name]") {
    Harness h;
    h.click("new");
    REQUIRE(h.scene() == "setup");
    h.click("name1");
    for (int i = 0; i < 20; ++i) {
        h.key(SDLK_BACKSPACE);
    }
    // An ESC sequence, a zero-width space and a right-to-left override, as a paste could bring.
    h.text("Z\x1b[2J\xe2\x80\x8b"
           "e\xe2\x80\xae"
           "d");
    h.key(SDLK_RETURN);
    CHECK(label(h, "name1") == "Z[2Jed");
    // A character of several bytes counts as one (a euro sign is three): 16 fit, the 17th does
    // not. (An emoji the game's font cannot draw is refused outright: test_menus.)
    h.click("name1");
    for (int i = 0; i < 20; ++i) {
        h.key(SDLK_BACKSPACE);
    }
    for (int i = 0; i < 17; ++i) {
        h.text("\xe2\x82\xac");
    }
    h.key(SDLK_RETURN);
    std::string euros;
    for (int i = 0; i < 16; ++i) {
        euros += "\xe2\x82\xac";
    }
    CHECK(label(h, "name1") == euros);
}

// The menus' order of importance: Play online leads with what works without a server, the
// network forms ask for the player's own name and keep the port out of the way, Settings keeps
// what few players change under an Advanced heading and offers rumble only with a controller,
// and the title's entries all carry a key and speak a player's words.
#include "app/scenes/menu_scene.hpp"
#include "app/scenes/net_form.hpp"
#include "app/ui/menu_look.hpp"
#include "app_harness.hpp"
#include "text_fit.hpp"

#include <catch2/catch.hpp>

#include <algorithm>

namespace greed::app {

using test::buttonOf;
using test::Harness;
using test::labelsOfTop;
using test::openNetScreen;

namespace {

Harness sized(int w, int h) {
    Options o = test::testOptions();
    o.width = w;
    o.height = h;
    return Harness(o);
}

// The middle of the label `text` the top screen draws (-1: none).
int labelMiddle(Harness& h, const std::string& text) {
    for (const auto& l : labelsOfTop(h)) {
        if (l.text == text) {
            return l.rect.y + l.rect.h / 2;
        }
    }
    return -1;
}

bool has(Harness& h, const std::string& id) {
    const auto buttons = h.app().top().buttons();
    return std::any_of(buttons.begin(), buttons.end(), [&](const Button& b) { return b.id == id; });
}

std::vector<std::string> idsOf(Harness& h) {
    std::vector<std::string> ids;
    for (const auto& b : h.app().top().buttons()) {
        ids.push_back(b.id);
    }
    return ids;
}

void typeInto(Harness& h, const std::string& id, const std::string& text) {
    h.click(id);
    for (int i = 0; i < 24; ++i) {
        h.key(SDLK_BACKSPACE);
    }
    h.text(text);
    h.key(SDLK_RETURN);
}

} // namespace

// The bug: without a server Play online showed two large greyed buttons (Create a table, Join
// with the code) beside Back, which then looked as chosen as the focused Host a table.
TEST_CASE("play online: without a server only what works is offered, with one focus",
          "[menus][net]") {
    for (const auto& [w, ht] : {std::pair{800, 600}, std::pair{1280, 720}, std::pair{1920, 1080}}) {
        INFO(w << "x" << ht);
        Harness h = sized(w, ht);
        h.click("online");
        h.frames(2);
        REQUIRE(h.scene() == "online");
        CHECK_FALSE(has(h, "create"));
        CHECK_FALSE(has(h, "join"));
        for (const auto& b : h.app().top().buttons()) {
            INFO(b.id);
            CHECK(b.enabled); // nothing greyed competes with what can be used
            CHECK_FALSE(b.primary);
        }
        CHECK(h.app().top().buttons().back().id == "back"); // alone under the panel
        // One line says how to get the server's actions.
        CHECK(labelMiddle(h, "Type a Greed server's address above to create a table or join "
                             "one by its code") > 0);
        // Host and Join say under their words how friends meet; the line is taller for it.
        CHECK(buttonOf(h, "host").note == "Friends join you at your address");
        CHECK(buttonOf(h, "host").rect.h > buttonOf(h, "server").rect.h);
        // The panel starts close under the title: no band of bare felt.
        const MenuType T = MenuType::forHeight(ht);
        CHECK(buttonOf(h, "host").rect.y - underScreenTitle(ht) < T.control * 2);

        // A server typed: its actions appear, usable.
        typeInto(h, "server", "127.0.0.1:1");
        h.frames(2);
        CHECK(buttonOf(h, "create").enabled);
        CHECK(buttonOf(h, "join").enabled);
    }
}

// The bug: Host a table offered "Host" and Join a table "Guest" as the player's name, and the
// Port field stood among the rows every player fills in.
TEST_CASE("host and join: the name is the player's own, the port behind More options",
          "[menus][net]") {
    Harness h = sized(1280, 720);
    REQUIRE(h.app().services().settings.playerName.empty());
    openNetScreen(h, "host");
    REQUIRE(h.scene() == "host");
    const Button name = buttonOf(h, "name");
    CHECK(name.value.empty()); // no "Host": the field asks for the player's name
    CHECK(name.placeholder == "The name your friends see");
    CHECK(dynamic_cast<MenuScene&>(h.app().top()).focused() == "name");
    // Opening without a name asks for it, and types into the field at once.
    h.click("open");
    h.frames(2);
    CHECK(h.scene() == "host");
    CHECK(labelMiddle(h, "Type your name first") > 0);
    h.text("Ann");
    h.key(SDLK_RETURN);
    CHECK(buttonOf(h, "name").value == "Ann");
    CHECK(labelMiddle(h, "Type your name first") < 0);

    // The port only under More options, by mouse and by keyboard.
    CHECK_FALSE(has(h, "port"));
    h.click("more");
    CHECK(has(h, "port"));
    CHECK(buttonOf(h, "port").value == "24816");
    h.key(SDLK_RETURN); // Enter on the switch turns it, it does not open the table
    h.frames(2);
    CHECK(h.scene() == "host");
    CHECK_FALSE(has(h, "port"));
    h.key(SDLK_ESCAPE);
    h.frames(2);

    // Join a table offers the name now; with none it would ask as Host does.
    openNetScreen(h, "join-friend");
    REQUIRE(h.scene() == "join-table");
    CHECK(buttonOf(h, "name").value == "Ann");
    CHECK(buttonOf(h, "name").placeholder == "The name your friends see");
}

// A name typed for the first person in New game is the one the network screens offer next (the
// settings keep it for the next run).
TEST_CASE("host: the name typed in New game is offered, and kept in the settings", "[menus][net]") {
    Harness h = sized(1280, 720);
    h.click("new");
    REQUIRE(h.scene() == "setup");
    typeInto(h, "name1", "Carla");
    h.click("start");
    h.frames(2);
    REQUIRE(h.scene() == "table");
    CHECK(h.app().services().settings.playerName == "Carla");
    // A default name ("You") is no name to offer: it is never kept.
    Harness quick = sized(1280, 720);
    quick.key(SDLK_q);
    quick.frames(2);
    REQUIRE(quick.scene() == "table");
    CHECK(quick.app().services().settings.playerName.empty());
}

// The bug: "Show seeds and dice fairness" and the server sat among the player's settings, and
// "Controller rumble" showed with no controller plugged in.
TEST_CASE("settings: advanced rows under their heading, rumble only with a controller", "[menus]") {
    for (const auto& [w, ht] : {std::pair{800, 600}, std::pair{1280, 720}, std::pair{1920, 1080}}) {
        INFO(w << "x" << ht);
        Harness h = sized(w, ht);
        h.click("settings");
        REQUIRE(h.scene() == "settings");
        const auto ids = idsOf(h);
        CHECK(std::find(ids.begin(), ids.end(), "rumble") == ids.end()); // no pad in the tests
        REQUIRE(ids.size() >= 3);
        CHECK(std::vector<std::string>(ids.end() - 3, ids.end()) ==
              std::vector<std::string>{"details", "server", "back"});
        // "Advanced" stands between the player's rows and the advanced ones, clear of both.
        const int heading = labelMiddle(h, "Advanced");
        REQUIRE(heading > 0);
        const SDL_Rect above = buttonOf(h, ids[ids.size() - 4]).rect;
        const SDL_Rect details = buttonOf(h, "details").rect;
        CHECK(heading > above.y + above.h);
        CHECK(heading < details.y);
        const SDL_Rect back = buttonOf(h, "back").rect;
        CHECK(back.y + back.h <= ht * 97 / 100);
        // Still reached by keyboard: Down walks through the heading to the details.
        const auto& menu = dynamic_cast<MenuScene&>(h.app().top());
        for (int i = 0; i < 16 && menu.focused() != "details"; ++i) {
            h.key(SDLK_DOWN);
        }
        CHECK(menu.focused() == "details");
        h.key(SDLK_DOWN);
        CHECK(menu.focused() == "server");
    }
}

// The bug: the greyed Statistics said "No history in this run" (a developer's note), and Play
// online was the only way to play without a key.
TEST_CASE("title: Statistics speaks a player's words, Play online has its key", "[menus]") {
    Harness h = sized(1280, 720);
    REQUIRE(h.scene() == "title");
    CHECK(buttonOf(h, "stats").reason == "No games played yet");
    CHECK(buttonOf(h, "online").key == "O");
    h.key(SDLK_o);
    h.frames(2);
    CHECK(h.scene() == "online");
}

} // namespace greed::app

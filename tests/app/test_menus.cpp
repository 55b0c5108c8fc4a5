// Menu screens at every window size: every text inside its widget and the window, no text over
// other text; setup's naming rules; help's scrolling stopping at the end.
#include "app_harness.hpp"
#include "text_fit.hpp"

#include "app/scenes/setup_scene_names.hpp"
#include "app/settings_store.hpp"
#include "app/ui/menu_look.hpp"
#include "app/ui/rules_text.hpp"
#include "app/ui/setting_controls.hpp"
#include "app/ui/type_scale.hpp"
#include "core/rules_io.hpp"
#include "i18n/translate.hpp"

#include <catch2/catch.hpp>

using namespace greed::app;
using greed::app::test::buttonOf;
using greed::app::test::checkText;
using greed::app::test::Harness;
using greed::app::test::labelsOfTop;
using greed::app::test::openNetScreen;

namespace {

Harness sized(int w, int h, const std::string& players = "",
              greed::i18n::Language language = greed::i18n::Language::English) {
    Options o = greed::app::test::testOptions("greed", players);
    o.width = w;
    o.height = h;
    o.language = language;
    return Harness(o);
}

std::string label(Harness& h, const std::string& id) {
    for (const auto& b : h.app().top().buttons()) {
        if (b.id == id) {
            return b.label;
        }
    }
    return "";
}

bool drawn(const std::vector<DrawnLabel>& labels, const std::string& text) {
    for (const auto& l : labels) {
        if (l.text == text) {
            return true;
        }
    }
    return false;
}

void clickRightOf(Harness& h, const std::string& id) {
    for (const auto& b : h.app().top().buttons()) {
        if (b.id == id) {
            h.clickAt(b.rect.x + b.rect.w - b.rect.h / 2, b.rect.y + b.rect.h / 2);
            return;
        }
    }
    FAIL("no button " << id);
}

// From the table: the in-game menu, then the pickers of a player joining or leaving mid-game.
void checkInGameMenus(Harness& h, int w, int ht) {
    h.frames(30);
    h.key(SDLK_ESCAPE);
    REQUIRE(h.scene() == "pause");
    checkText(h, w, ht);
    h.click("join");
    REQUIRE(h.scene() == "join");
    checkText(h, w, ht);
    h.key(SDLK_ESCAPE);
    h.click("leave");
    REQUIRE(h.scene() == "leave");
    checkText(h, w, ht);
}

} // namespace

TEST_CASE("menus: every text stays inside its widget and the window at every size", "[menus]") {
    const std::pair<int, int> sizes[] = {{800, 600}, {1024, 768}, {1280, 720}, {1920, 1080}};
    for (const auto& [w, ht] : sizes) {
        Harness h = sized(w, ht);
        REQUIRE(h.scene() == "title");
        checkText(h, w, ht);
        h.click("settings");
        REQUIRE(h.scene() == "settings");
        checkText(h, w, ht);
        h.click("back");
        h.click("new");
        REQUIRE(h.scene() == "setup");
        for (int seats = 2; seats <= 8; ++seats) {
            checkText(h, w, ht);
            if (seats < 8) {
                h.click("add");
            }
        }
        h.key(SDLK_h);
        REQUIRE(h.scene() == "help");
        checkText(h, w, ht);
        for (int i = 0; i < 60; ++i) {
            h.key(SDLK_DOWN);
        }
        checkText(h, w, ht);
        h.key(SDLK_ESCAPE);
        for (int seat = 8; seat > 2; --seat) {
            h.click("remove" + std::to_string(seat));
        }
        h.click("start");
        REQUIRE(h.scene() == "table");
        checkInGameMenus(h, w, ht);
    }
}

TEST_CASE("setup: a seat's name follows its kind unless the player typed one", "[menus]") {
    Harness h;
    h.click("new");
    REQUIRE(h.scene() == "setup");
    REQUIRE(label(h, "name2") == "Steady Sam");
    const auto& seats = h.app().services().match.seats;
    for (int turn = 0; turn < 4; ++turn) {
        clickRightOf(h, "kind2");
        REQUIRE(seats.size() >= 2);
        if (seats[1].computer) {
            CHECK(label(h, "name2") == strategyName(seats[1].strategy));
        } else {
            // A second person at the screen: "You" is taken.
            CHECK(label(h, "name2") == "Player 2");
        }
    }
    h.click("name2");
    for (int i = 0; i < 20; ++i) {
        h.key(SDLK_BACKSPACE);
    }
    h.text("Zed");
    h.key(SDLK_RETURN);
    REQUIRE(label(h, "name2") == "Zed");
    clickRightOf(h, "kind2");
    clickRightOf(h, "kind2");
    CHECK(label(h, "name2") == "Zed");
}

TEST_CASE("setup: names are trimmed, and the limit is shown, not cut silently", "[menus]") {
    Harness h;
    h.click("new");
    h.click("name1");
    h.key(SDLK_BACKSPACE); // the default name is selected: one key clears it
    h.text("  Ann   Lee ");
    auto labels = labelsOfTop(h);
    CHECK(drawn(labels, std::to_string(nameLength("  Ann   Lee ")) + "/" +
                            std::to_string(kNameLimit))); // the counter while typing
    h.key(SDLK_RETURN);
    CHECK(label(h, "name1") == "Ann Lee");

    h.click("name1");
    h.text("abcdefghijklmnopqrstuvwxyz");
    labels = labelsOfTop(h);
    CHECK(drawn(labels, "Names are at most " + std::to_string(kNameLimit) + " characters"));
    h.key(SDLK_RETURN);
    CHECK(
        label(h, "name1") ==
        std::string("abcdefghijklmnopqrstuvwxyz").substr(0, static_cast<std::size_t>(kNameLimit)));
}

TEST_CASE("setup: a character the game's font cannot draw is refused while typing, with the "
          "reason, and drawn text never shows a box",
          "[menus]") {
    // The bug: a typed 李小龍 was taken and drawn as three boxes on setup, the plates and the
    // standings.
    Harness h;
    h.click("new");
    h.click("name1");
    h.key(SDLK_BACKSPACE);
    h.text("Li \u674E\u5C0F\u9F8D"); // Li 李小龍
    CHECK(drawn(labelsOfTop(h), "The game's font has no such letter: use other letters in names"));
    h.key(SDLK_RETURN);
    CHECK(label(h, "name1") == "Li");
    // Greek and Cyrillic are in the font: taken.
    h.click("name1");
    h.key(SDLK_BACKSPACE);
    h.text("\u0396\u03C9\u03AE \u0416\u0435\u043D\u044F"); // Ζωή Женя
    h.key(SDLK_RETURN);
    CHECK(label(h, "name1") == "\u0396\u03C9\u03AE \u0416\u0435\u043D\u044F");

    // A name from a file or the network is drawn with U+FFFD in place of what the font lacks:
    // it measures as the replacement character does, never as the font's box.
    auto& text = h.app().services().text;
    CHECK_FALSE(text.provides(0x674E));
    CHECK(text.provides(0x0416));
    CHECK(text.provides(0xFFFD));
    CHECK(text.measure("A\u674E", 20, false).x == text.measure("A\uFFFD", 20, false).x);
    // The display face (banners, the winner's title) falls back to bold for a Greek name.
    CHECK(text.measure("\u0396\u03C9\u03AE", 40, greed::platform::Face::Display).x ==
          text.measure("\u0396\u03C9\u03AE", 40, greed::platform::Face::Bold).x);
}

TEST_CASE("setup: editing a name starts with it selected, so typing replaces it", "[menus]") {
    for (auto language : {greed::i18n::Language::English, greed::i18n::Language::Spanish,
                          greed::i18n::Language::German}) {
        const greed::app::test::InLanguage back(language); // English again afterwards
        Harness h = sized(1280, 720, "", language);
        h.click("new");
        const std::string before = label(h, "name2");
        h.click("name1");
        h.text("Bartholomew H");
        h.key(SDLK_RETURN);
        CHECK(label(h, "name1") == "Bartholomew H"); // not "YouBartholomew H"
        // An arrow keeps the name and puts the caret after it: typing then appends.
        h.click("name2");
        h.key(SDLK_RIGHT);
        h.text("!");
        h.key(SDLK_RETURN);
        CHECK(label(h, "name2") == before + "!");
    }
}

TEST_CASE("setup names: trimming, UTF-8 limits and default names", "[menus]") {
    CHECK(trimmedName("  a  b ") == "a b");
    CHECK(trimmedName("\tBo\t") == "Bo");
    CHECK(trimmedName("   ").empty());
    std::string name = "\u00C9mile";
    CHECK(nameLength(name) == 5);
    CHECK(appendToName(name, "\u00E9\u00E9\u00E9\u00E9\u00E9\u00E9\u00E9\u00E9\u00E9\u00E9"
                             "\u00E9") == Typed::Taken);
    CHECK(nameLength(name) == kNameLimit);
    CHECK(appendToName(name, "x") == Typed::TooLong);
    eraseLastChar(name);
    CHECK(nameLength(name) == kNameLimit - 1);
    CHECK(isDefaultName("You"));
    CHECK(isDefaultName("Player 3"));
    CHECK(isDefaultName("Bold Bea 2"));
    CHECK_FALSE(isDefaultName("Player One"));
    CHECK_FALSE(isDefaultName("Zed"));
    std::vector<SeatSpec> seats{{"You", false, "steady"}, {"x", true, "bold"}, {"y", true, "bold"}};
    CHECK(defaultSeatName(seats, 1) == "Bold Bea");
    seats[1].name = "Bold Bea";
    CHECK(defaultSeatName(seats, 2) == "Bold Bea 2");
    seats[2].computer = false;
    CHECK(defaultSeatName(seats, 2) == "Player 3");
}

TEST_CASE("help: scrolling stops at the end, with the last line in view", "[menus]") {
    Harness h;
    h.click("help");
    REQUIRE(h.scene() == "help");
    const auto first = labelsOfTop(h);
    REQUIRE(drawn(first, "Each single 1: 100"));
    for (int i = 0; i < 200; ++i) {
        h.key(SDLK_DOWN);
    }
    const auto end = labelsOfTop(h);
    // The last words of the rules are shown and the view is still full of text.
    bool lastShown = false;
    for (const auto& l : end) {
        lastShown = lastShown || l.text.find("animation") != std::string::npos;
    }
    CHECK(lastShown);
    CHECK(end.size() >= first.size() / 2);
    h.key(SDLK_DOWN);
    const auto after = labelsOfTop(h);
    REQUIRE(after.size() == end.size());
    for (std::size_t i = 0; i < end.size(); ++i) {
        CHECK(after[i].text == end[i].text);
        CHECK(after[i].rect.y == end[i].rect.y);
    }
    for (int i = 0; i < 200; ++i) {
        h.key(SDLK_UP);
    }
    CHECK(drawn(labelsOfTop(h), "Each single 1: 100"));
}

TEST_CASE("help: a wrapped rule is shown whole or not at all, at every scroll step", "[menus]") {
    // The bug: the view ended at whatever row fitted, so a rule was cut mid-sentence at the
    // fold ("...When every die has scored (hot dice) throw"). Every rule of the text whose
    // piece is on screen must be on screen whole, in every view and at every size.
    const std::pair<int, int> sizes[] = {{800, 600}, {1280, 720}, {1920, 1080}};
    for (const auto& [w, ht] : sizes) {
        greed::app::Options o = greed::app::test::testOptions("greed");
        o.width = w;
        o.height = ht;
        Harness h(o);
        h.click("help");
        REQUIRE(h.scene() == "help");
        std::vector<std::string> rules;
        for (const auto& line : rulesText(greed::core::loadPreset("greed"))) {
            rules.push_back(line.text);
        }
        for (int step = 0; step < 80; ++step) {
            std::string shown;
            std::vector<std::string> pieces;
            for (const auto& l : labelsOfTop(h)) {
                shown += l.text + " ";
                pieces.push_back(l.text);
            }
            for (const auto& rule : rules) {
                for (const auto& piece : pieces) {
                    const bool partOf = piece.size() >= 12 && piece != rule &&
                                        rule.find(piece) != std::string::npos;
                    if (partOf) {
                        INFO(w << "x" << ht << " step " << step << ": " << rule);
                        CHECK(shown.find(rule) != std::string::npos);
                    }
                }
            }
            h.key(SDLK_DOWN);
        }
    }
}

TEST_CASE("settings: sliders, the choice and switches work by keyboard and mouse", "[menus]") {
    Harness h;
    h.click("settings");
    REQUIRE(h.scene() == "settings");
    Settings& st = h.app().services().settings;
    // The speed slider stops at its ends instead of going round.
    for (int i = 0; i < 10; ++i) {
        h.key(SDLK_RIGHT);
    }
    CHECK(st.speedIndex == static_cast<int>(Settings::kSpeeds.size()) - 1);
    for (int i = 0; i < 10; ++i) {
        h.key(SDLK_LEFT);
    }
    CHECK(st.speedIndex == 0);
    // The pace choice: a click on a segment picks it.
    Button pace;
    for (const auto& b : h.app().top().buttons()) {
        if (b.id == "pace") {
            pace = b;
        }
    }
    REQUIRE(pace.kind == ButtonKind::Choice);
    const SDL_Rect control = controlRect(pace);
    h.clickAt(control.x + control.w - control.w / 6, control.y + control.h / 2);
    CHECK(st.paceIndex == 2);
    h.clickAt(control.x + control.w / 6, control.y + control.h / 2);
    CHECK(st.paceIndex == 0);
    // The hints switch flips by click and by Enter.
    const bool hints = st.hints;
    h.click("hints");
    CHECK(st.hints != hints);
    h.key(SDLK_RETURN);
    CHECK(st.hints == hints);
}

// The bug: the chosen segment's gold pill was 6 px shorter than its track and shorter than
// its words ("Normal" touched the pill's top and bottom).
TEST_CASE("settings: a choice's chosen pill is as tall as its track and holds its words",
          "[menus]") {
    const std::pair<int, int> sizes[] = {{800, 600}, {1280, 720}, {1920, 1080}};
    for (const auto language : {greed::i18n::Language::English, greed::i18n::Language::Spanish,
                                greed::i18n::Language::German}) {
        for (const auto& [w, ht] : sizes) {
            Harness h = sized(w, ht, "", language);
            h.click("settings");
            REQUIRE(h.scene() == "settings");
            const auto labels = labelsOfTop(h);
            int checked = 0;
            for (const auto& b : h.app().top().buttons()) {
                if (b.kind != ButtonKind::Choice) {
                    continue;
                }
                const SDL_Rect track = controlRect(b);
                const SDL_Rect pill = choicePill(b, b.index);
                const std::string& chosen = b.options[static_cast<std::size_t>(b.index)];
                INFO(w << "x" << ht << " " << b.id << " \"" << chosen << "\" track " << track.h
                       << " pill " << pill.h);
                CHECK(pill.h >= track.h - 4);
                for (const auto& l : labels) {
                    if (l.text == chosen && greed::app::test::inside(l.rect, track, 0)) {
                        INFO("words " << l.rect.y << "+" << l.rect.h << " pill " << pill.y << "+"
                                      << pill.h);
                        // The words' line (ascent to descent) inside the pill: the letters have
                        // room above and below.
                        CHECK(greed::app::test::inside(l.rect, pill, 0));
                        ++checked;
                    }
                }
            }
            CHECK(checked == 3);
        }
    }
}

namespace {

using greed::i18n::Language;

// Words each menu screen must show in a language, and the English it must not show.
struct Words {
    Language language;
    const char* title;    // a title-screen button
    const char* settings; // the language row's label
    const char* setup;    // setup's start button
    const char* kind;     // a human seat's kind
};
const Words kWords[] = {
    {Language::English, "New game", "Language", "Start game", "Human"},
    {Language::Spanish, "Nueva partida", "Idioma", "Empezar partida", "Humano"},
    {Language::German, "Neue Partie", "Sprache", "Partie starten", "Mensch"},
};

} // namespace

TEST_CASE("menus: every menu screen fits in English, Spanish and German at every size",
          "[menus][i18n]") {
    // From the smallest window the game opens (800x600) up.
    const std::pair<int, int> sizes[] = {{800, 600}, {1024, 768}, {1280, 720}, {1920, 1080}};
    for (const Words& words : kWords) {
        for (const auto& [w, ht] : sizes) {
            Harness h = sized(w, ht, "", words.language);
            REQUIRE(h.scene() == "title");
            checkText(h, w, ht);
            CHECK(drawn(labelsOfTop(h), words.title));
            h.click("settings");
            REQUIRE(h.scene() == "settings");
            checkText(h, w, ht);
            CHECK(drawn(labelsOfTop(h), words.settings));
            h.key(SDLK_ESCAPE);
            h.click("new");
            REQUIRE(h.scene() == "setup");
            CHECK(drawn(labelsOfTop(h), words.setup));
            CHECK(label(h, "kind1").find(words.kind) != std::string::npos);
            // Every number of seat cards, the add card with them, and the greyed add card
            // of a full table.
            for (int seats = 2; seats <= 8; ++seats) {
                checkText(h, w, ht);
                if (seats < 8) {
                    h.click("add");
                }
            }
            // House rules: greyed rows saying why, then six dice with every combination on,
            // and the changes and an example roll beside them.
            h.click("house");
            REQUIRE(h.scene() == "house-rules");
            checkText(h, w, ht);
            for (const char* row : {"dice", "pairs", "triples", "straight", "entry"}) {
                clickRightOf(h, row);
            }
            checkText(h, w, ht);
            h.key(SDLK_ESCAPE);
            REQUIRE(h.scene() == "setup");
            // A name being typed up to the limit, with its counter.
            h.click("name1");
            h.text("abcdefghijklmnopqrstuvwxyz");
            checkText(h, w, ht);
            h.key(SDLK_RETURN);
            for (int seat = 8; seat > 2; --seat) {
                h.click("remove" + std::to_string(seat));
            }
            h.click("start");
            REQUIRE(h.scene() == "table");
            checkInGameMenus(h, w, ht);
        }
    }
}

TEST_CASE("menus: Spanish and German screens show no English menu words", "[menus][i18n]") {
    for (const Words& words : kWords) {
        if (words.language == Language::English) {
            continue;
        }
        Harness h = sized(1280, 720, "", words.language);
        for (const char* english : {"New game", "Quick game vs computer", "Statistics", "Quit"}) {
            CHECK_FALSE(drawn(labelsOfTop(h), english));
        }
        h.click("settings");
        for (const char* english : {"Language", "Animation speed", "Sound", "On", "Off"}) {
            CHECK_FALSE(drawn(labelsOfTop(h), english));
        }
        // Each language is offered by its own name whatever the language in use.
        const Button row = buttonOf(h, "language");
        CHECK(row.options == std::vector<std::string>{"English", "Espa\u00F1ol", "Deutsch"});
        h.key(SDLK_ESCAPE);
        h.click("new");
        for (const char* english : {"Back", "Start game", "Add player", "Human", "NEW GAME"}) {
            CHECK_FALSE(drawn(labelsOfTop(h), english));
        }
    }
}

TEST_CASE("settings: choosing Deutsch speaks German from the next frame and is saved",
          "[menus][i18n]") {
    Harness h;
    h.click("settings");
    REQUIRE(h.scene() == "settings");
    REQUIRE(drawn(labelsOfTop(h), "Language"));
    Settings& st = h.app().services().settings;
    // The third segment of the language choice.
    const SDL_Rect control = controlRect(buttonOf(h, "language"));
    h.clickAt(control.x + control.w * 5 / 6, control.y + control.h / 2);
    REQUIRE(st.language == Language::German);
    const auto labels = labelsOfTop(h);
    CHECK(drawn(labels, "Sprache"));
    CHECK(drawn(labels, "Animationstempo"));
    CHECK_FALSE(drawn(labels, "Language"));
    CHECK(label(h, "back") == "Zur\u00FCck");
    // Round and round by keyboard: Right from Deutsch goes to English.
    h.key(SDLK_RIGHT);
    CHECK(st.language == Language::English);
    CHECK(drawn(labelsOfTop(h), "Language"));
    h.key(SDLK_LEFT);
    CHECK(st.language == Language::German);

    // What the settings file keeps of it.
    greed::app::test::TempDataDir dir("menus-language");
    std::string error;
    REQUIRE(saveSettings(st, dir.path() / "settings.json", error));
    std::string warning;
    CHECK(loadSettings(dir.path() / "settings.json", warning).language == Language::German);
    CHECK(warning.empty());
}

TEST_CASE("join a table: Enter after typing moves on to Join, a second Enter joins",
          "[menus][net]") {
    // The bug: Enter ended the typing but left the focus on the field, so the next Enter
    // opened the field again instead of joining.
    Harness h = sized(1280, 720);
    openNetScreen(h, "join-friend");
    REQUIRE(h.scene() == "join-table");
    h.click("address");
    h.text("nowhere:x");
    h.key(SDLK_RETURN);
    h.key(SDLK_RETURN); // joins: the address is refused with the way to write it
    h.text("y");        // typing goes nowhere: no field is open
    CHECK(buttonOf(h, "address").value == "nowhere:x");
    CHECK(
        drawn(labelsOfTop(h), "Type the host's address, e.g. 192.168.1.20 or 192.168.1.20:24816"));
}

TEST_CASE("setup: Host this table takes the rules and seats to the host screen", "[menus][net]") {
    Harness h = sized(1280, 720);
    h.click("new");
    REQUIRE(h.scene() == "setup");
    clickRightOf(h, "rules"); // another rule set than the default
    const std::string rules = h.app().services().match.rules.name;
    // You, Steady Sam and a second person.
    h.click("add");
    const auto& seats = h.app().services().match.seats;
    for (int i = 0; i < 12 && (seats.size() < 3 || seats[2].computer); ++i) {
        clickRightOf(h, "kind3");
    }
    REQUIRE(seats.size() == 3);
    REQUIRE_FALSE(seats[2].computer);
    REQUIRE(seats[1].computer);
    const std::string computer = strategyName(seats[1].strategy);
    h.click("host");
    REQUIRE(h.scene() == "host");
    const Button rulesButton = buttonOf(h, "rules");
    CHECK(rulesButton.value == rules);
    // You host; the computer stays the same one; the other person plays elsewhere.
    CHECK(buttonOf(h, "seat2").value.find(computer) != std::string::npos);
    CHECK(buttonOf(h, "seat3").value == "Player elsewhere");
    CHECK(buttonOf(h, "open").enabled);
    h.key(SDLK_ESCAPE);
    REQUIRE(h.scene() == "setup");

    SECTION("with nobody else to play elsewhere, a seat is added for a friend") {
        h.click("remove3");
        h.click("host");
        REQUIRE(h.scene() == "host");
        CHECK(buttonOf(h, "seat2").value.find(computer) != std::string::npos);
        CHECK(buttonOf(h, "seat3").value == "Player elsewhere");
        CHECK(buttonOf(h, "open").enabled);
    }
}

TEST_CASE("title: with Continue and Statistics the menu keeps tall buttons and its shape",
          "[menus]") {
    greed::app::test::TempDataDir data("title-shape");
    const auto titleButtons = [](bool saving) {
        Options o = greed::app::test::testOptions("greed", "");
        o.forceSave = saving;
        Harness h(o);
        REQUIRE(h.scene() == "title");
        return h.app().top().buttons();
    };
    // A match in progress, so the saving run offers Continue (and keeps history: Statistics).
    {
        Options o = greed::app::test::testOptions("greed", "Ann,Rex:reckless");
        o.forceSave = true;
        Harness h(o);
        REQUIRE(h.waitFor("table"));
        h.frames(120);
    }
    const auto saving = titleButtons(true);
    const auto headless = titleButtons(false);
    const auto has = [](const std::vector<Button>& bs, const std::string& id) {
        for (const auto& b : bs) {
            if (b.id == id) {
                return b.enabled;
            }
        }
        return false;
    };
    REQUIRE(has(saving, "continue"));
    REQUIRE(has(saving, "stats"));
    // Ten entries at 1280x720: no bar thinner than a comfortable touch and text height.
    for (const auto& b : saving) {
        INFO(b.id);
        if (b.id != "fullscreen") { // the footer's small key hint
            CHECK(b.rect.h >= 36);
        }
    }
    // Without a history database Statistics stays in its place, greyed with the reason.
    std::vector<std::string> savingIds;
    std::vector<std::string> headlessIds;
    for (const auto& b : saving) {
        if (b.id != "continue") {
            savingIds.push_back(b.id);
        }
    }
    for (const auto& b : headless) {
        headlessIds.push_back(b.id);
    }
    CHECK(savingIds == headlessIds);
    for (const auto& b : headless) {
        if (b.id == "stats") {
            CHECK_FALSE(b.enabled);
            CHECK_FALSE(b.reason.empty());
        }
    }
}

// The bug: what Continue continues was printed under the whole menu, eight entries away from
// [C] Continue, and seven identical bars gave the main action no weight.
TEST_CASE("title: Continue says what it continues on its own button, the main action is "
          "taller than the rest",
          "[menus]") {
    greed::app::test::TempDataDir data("title-continue");
    {
        Options o = greed::app::test::testOptions("greed", "Ann,Rex:reckless");
        o.forceSave = true;
        Harness h(o);
        REQUIRE(h.waitFor("table"));
        h.frames(120);
    }
    for (const bool saving : {true, false}) {
        Options o = greed::app::test::testOptions("greed", "");
        o.forceSave = saving;
        Harness h(o);
        REQUIRE(h.scene() == "title");
        const auto buttons = h.app().top().buttons();
        const Button main = buttons.front();
        INFO(main.id);
        CHECK(main.id == (saving ? "continue" : "new"));
        CHECK(main.primary);
        for (const auto& b : buttons) {
            if (b.id != main.id && b.id != "fullscreen") {
                INFO(b.id);
                CHECK_FALSE(b.primary);
                CHECK(main.rect.h >= b.rect.h * 4 / 3);
            }
        }
        if (saving) {
            bool summary = false;
            for (const auto& l : labelsOfTop(h)) {
                if (l.text.find("Ann") != std::string::npos &&
                    l.text.find("round") != std::string::npos) {
                    summary = true;
                    INFO(l.text);
                    CHECK(greed::app::test::inside(l.rect, main.rect, 0));
                }
            }
            CHECK(summary);
        }
    }
}

// The bug: the title listed Play online, Host a table and Join a table, and Play online offered
// hosting and joining again: nine buttons that read like a debug menu. Now network play is one
// entry leading to host, join and the server; with or without a history database the entries
// keep their places and sizes.
TEST_CASE("title: network play is one entry, and the menu keeps its shape with statistics",
          "[menus]") {
    const auto titleButtons = [](bool keepsHistory) {
        greed::app::test::TempDataDir data(keepsHistory ? "title-calm-db" : "title-calm");
        Options o = greed::app::test::testOptions("greed", "");
        o.forceSave = keepsHistory;
        Harness h(o);
        REQUIRE(h.scene() == "title");
        return h.app().top().buttons();
    };
    const auto withHistory = titleButtons(true);
    const auto without = titleButtons(false);
    std::vector<std::string> ids;
    for (const auto& b : without) {
        ids.push_back(b.id);
    }
    CHECK(ids == std::vector<std::string>{"new", "quick", "online", "help", "stats", "settings",
                                          "quit", "fullscreen"});
    REQUIRE(withHistory.size() == without.size());
    for (std::size_t i = 0; i < without.size(); ++i) {
        INFO(without[i].id);
        CHECK(withHistory[i].id == without[i].id);
        CHECK(withHistory[i].rect.x == without[i].rect.x);
        CHECK(withHistory[i].rect.y == without[i].rect.y);
        CHECK(withHistory[i].rect.w == without[i].rect.w);
        CHECK(withHistory[i].rect.h == without[i].rect.h);
    }
    // Play online leads to hosting, joining by address and the server's part.
    Harness h = sized(1280, 720);
    for (const auto& [button, screen] :
         {std::pair<std::string, std::string>{"host", "host"}, {"join-friend", "join-table"}}) {
        openNetScreen(h, button);
        CHECK(h.scene() == screen);
        h.key(SDLK_ESCAPE);
        h.frames(2);
        REQUIRE(h.scene() == "online");
    }
    CHECK(buttonOf(h, "server").kind == ButtonKind::Field);
}

namespace {

// The middle of the label `text` the top screen draws (-1: none).
int labelMiddle(Harness& h, const std::string& text) {
    for (const auto& l : labelsOfTop(h)) {
        if (l.text == text) {
            return l.rect.y + l.rect.h / 2;
        }
    }
    return -1;
}

bool drawsLabel(Harness& h, const std::string& text) {
    return labelMiddle(h, text) >= 0;
}

} // namespace

// The bug: Settings, Play online, Host and Join put their titles at y≈75 (1280x720) while New
// game, House rules and the rules stood at y≈45: the title jumped moving between them.
TEST_CASE("menus: every screen's title stands at one height", "[menus]") {
    for (const auto& [w, ht] : {std::pair{800, 600}, std::pair{1280, 720}, std::pair{1920, 1080}}) {
        INFO(w << "x" << ht);
        Harness h = sized(w, ht);
        std::vector<std::pair<std::string, int>> titles;
        const auto visit = [&](const std::string& button, const std::string& title) {
            h.click(button);
            h.frames(2);
            titles.emplace_back(title, labelMiddle(h, title));
        };
        const auto back = [&](int screens) {
            for (int i = 0; i < screens; ++i) {
                h.key(SDLK_ESCAPE);
                h.frames(2);
            }
        };
        visit("settings", "SETTINGS");
        back(1);
        visit("online", "PLAY ONLINE");
        visit("host", "HOST A TABLE");
        back(1);
        visit("join-friend", "JOIN A TABLE");
        back(2);
        visit("new", "NEW GAME");
        visit("house", "HOUSE RULES");
        back(1);
        visit("help", "Rules: Greed");
        REQUIRE(titles.size() == 7);
        for (const auto& [title, y] : titles) {
            INFO(title);
            CHECK(y == screenTitleY(ht));
        }
    }
}

// The bug: Settings' Back button stood about 4 px under the panel of rows (other screens leave
// a third of a button); the Server field was an empty black bar.
TEST_CASE("settings: Back stands clear of the panel, the empty Server field shows an example",
          "[menus]") {
    for (const auto& [w, ht] : {std::pair{800, 600}, std::pair{1280, 720}, std::pair{1920, 1080}}) {
        INFO(w << "x" << ht);
        Harness h = sized(w, ht);
        h.click("settings");
        REQUIRE(h.scene() == "settings");
        const MenuType T = MenuType::forHeight(ht);
        const auto& buttons = h.app().top().buttons();
        REQUIRE(buttons.back().id == "back");
        const SDL_Rect last = buttons[buttons.size() - 2].rect; // the last row, Server
        const SDL_Rect back = buttons.back().rect;
        // The panel reaches a third of a button under the last row; Back the screens' gap below.
        CHECK(back.y - (last.y + last.h) == T.control / 3 + panelButtonGap(T));
        CHECK(back.y + back.h <= ht * 97 / 100);
        CHECK(drawsLabel(h, "e.g. example.org"));
        // The row that shows the seeds and the dice's fairness says so in a player's words.
        CHECK(buttonOf(h, "details").label == "Show seeds and dice fairness");
    }
}

// The bug: the focused empty address field of Join a table showed no caret and no example, and
// Play online's greyed buttons squeezed "Type a server's address above" under their labels.
TEST_CASE("network forms: empty fields show an example, the server's actions wait for one",
          "[menus][net]") {
    Harness h = sized(1280, 720);
    openNetScreen(h, "join-friend");
    REQUIRE(h.scene() == "join-table");
    CHECK(drawsLabel(h, "e.g. 192.168.1.20:24816"));
    h.click("address");
    h.text("10.0.0.7");
    h.frames(1);
    CHECK_FALSE(drawsLabel(h, "e.g. 192.168.1.20:24816")); // a typed value replaces it
    CHECK(drawsLabel(h, "10.0.0.7"));
    h.key(SDLK_ESCAPE);
    h.key(SDLK_ESCAPE);
    h.frames(2);
    REQUIRE(h.scene() == "online");
    CHECK(drawsLabel(h, "e.g. example.org"));
    const std::string why =
        "Type a Greed server's address above to create a table or join one by its code";
    CHECK(drawsLabel(h, why));
    // Without a server its actions are not offered (greyed, they outweighed what works): the
    // line above says how to get them (test_menu_order.cpp).
    for (const char* id : {"create", "join"}) {
        INFO(id);
        for (const auto& b : h.app().top().buttons()) {
            CHECK(b.id != id);
        }
    }
    // A server typed: the room code's field shows an example code.
    h.click("server");
    h.text("127.0.0.1:1");
    h.key(SDLK_RETURN);
    h.frames(2);
    CHECK(drawsLabel(h, "e.g. BCDFG"));
}

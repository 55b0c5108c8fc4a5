// Setup's seat cards: names and kinds at 14 px or more with eight seats, four seats in two
// rows of two (not three over one and the add card), a 16-character name inside its field at
// the smallest window, remove buttons large enough to hit, a narrow add card beside one row,
// and every part inside the window with 1 to 8 seats in every language.
#include "app_harness.hpp"
#include "text_fit.hpp"

#include "core/paths.hpp"
#include "core/small_file.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <map>

using greed::app::test::Harness;
using greed::app::test::InLanguage;
using greed::app::test::inside;
using greed::app::test::labelsOfTop;

namespace {

Harness setupAt(int w, int h) {
    greed::app::Options o = greed::app::test::testOptions("greed");
    o.width = w;
    o.height = h;
    o.language = greed::i18n::Language::English;
    Harness harness(o);
    harness.click("new");
    REQUIRE(harness.scene() == "setup");
    return harness;
}

void nameFirstSeat(Harness& h, const std::string& name) {
    h.click("name1");
    h.key(SDLK_BACKSPACE); // the default name is selected: one key clears it
    h.text(name);
    h.key(SDLK_RETURN);
}

} // namespace

TEST_CASE("setup: eight cards keep names and kinds at 14 px or more", "[menus][setup]") {
    for (auto [w, ht] : {std::pair{1280, 720}, {800, 600}, {1920, 1080}}) {
        Harness h = setupAt(w, ht);
        nameFirstSeat(h, "WWWWWWWWWWWWWWWW"); // the widest name there is
        for (int seats = 2; seats < 8; ++seats) {
            h.click("add");
        }
        h.frames(1);
        auto& text = h.app().services().text;
        const int least = text.measure("Ag", 14, true).y;
        const auto labels = labelsOfTop(h);
        int checked = 0;
        for (const auto& b : h.app().top().buttons()) {
            if (b.id.rfind("name", 0) != 0 && b.id.rfind("kind", 0) != 0) {
                continue;
            }
            for (const auto& l : labels) {
                if (inside(l.rect, b.rect, 2)) {
                    INFO(w << "x" << ht << " " << b.id << ": \"" << l.text << "\" " << l.rect.h
                           << " px high, 14 px text is " << least);
                    CHECK(l.rect.h >= least);
                    ++checked;
                }
            }
        }
        CHECK(checked >= 16);
    }
}

TEST_CASE("setup: four seats sit two by two, the add card beside them", "[menus][setup]") {
    for (auto [w, ht] : {std::pair{1280, 720}, {800, 600}, {1920, 1080}}) {
        Harness h = setupAt(w, ht);
        while (h.app().services().match.seats.size() < 4) {
            h.click("add");
        }
        REQUIRE(h.app().services().match.seats.size() == 4);
        std::map<int, int> perRow; // seat cards by the top of their name field
        for (int i = 1; i <= 4; ++i) {
            ++perRow[greed::app::test::buttonOf(h, "name" + std::to_string(i)).rect.y];
        }
        INFO(w << "x" << ht);
        CHECK(perRow.size() == 2);
        for (const auto& [y, n] : perRow) {
            CHECK(n == 2);
        }
        // The add card is right of the seats, between the two rows.
        const SDL_Rect add = greed::app::test::buttonOf(h, "add").rect;
        const SDL_Rect second = greed::app::test::buttonOf(h, "kind2").rect;
        CHECK(add.x > second.x + second.w);
        CHECK(add.y > greed::app::test::buttonOf(h, "name1").rect.y - add.h);
    }
}

TEST_CASE("setup: a 16-character name stays inside its field at every size", "[menus][setup]") {
    for (auto [w, ht] : {std::pair{800, 600}, {1280, 720}}) {
        for (int seats : {2, 4, 8}) {
            Harness h = setupAt(w, ht);
            nameFirstSeat(h, "WWWWWWWWWWWWWWWW");
            while (static_cast<int>(h.app().services().match.seats.size()) < seats) {
                h.click("add");
            }
            const SDL_Rect field = greed::app::test::buttonOf(h, "name1").rect;
            bool found = false;
            for (const auto& l : labelsOfTop(h)) {
                if (l.text.rfind("WWW", 0) == 0) {
                    found = true;
                    INFO(w << "x" << ht << ", " << seats << " seats: \"" << l.text << "\" at "
                           << l.rect.x << "+" << l.rect.w << " in " << field.x << "+" << field.w);
                    CHECK(inside(l.rect, field, 0));
                }
            }
            CHECK(found);
        }
    }
}

namespace {

Harness setupIn(int w, int h, greed::i18n::Language language, const std::string& rules = "greed") {
    greed::app::Options o = greed::app::test::testOptions(rules);
    o.width = w;
    o.height = h;
    o.language = language;
    Harness harness(o);
    harness.click("new");
    REQUIRE(harness.scene() == "setup");
    return harness;
}

// The size `l` was drawn at: the size its drawn width is (bold words).
int drawnSize(Harness& h, const greed::app::DrawnLabel& l) {
    auto& text = h.app().services().text;
    int size = 6;
    while (size < 60 && text.measure(l.text, size, true).x < l.rect.w) {
        ++size;
    }
    return size;
}

} // namespace

// The bug: "Gus el Aposta…" and "◀ Glücksrit… ▶" on eight cards at 800x600, with height to
// spare on the cards.
TEST_CASE("setup: eight cards at 800x600 show every default name and kind whole", "[setup]") {
    using greed::i18n::Language;
    for (Language language : {Language::Spanish, Language::German, Language::English}) {
        Harness h = setupIn(800, 600, language);
        for (int seats = 2; seats < 8; ++seats) {
            h.click("add");
        }
        h.frames(1);
        const auto labels = labelsOfTop(h);
        int names = 0;
        for (const auto& b : h.app().top().buttons()) {
            const bool name = b.id.rfind("name", 0) == 0;
            if (!name && b.id.rfind("kind", 0) != 0) {
                continue;
            }
            for (const auto& l : labels) {
                if (inside(l.rect, b.rect, 0) && l.text != "\u25C0" && l.text != "\u25B6") {
                    INFO(greed::i18n::languageCode(language)
                         << " " << b.id << ": \"" << l.text << "\", given \"" << b.label << "\"");
                    CHECK(l.text.find("\u2026") == std::string::npos);
                    if (name) {
                        CHECK(l.text == b.label);
                        ++names;
                    }
                }
            }
        }
        CHECK(names == 8);
    }
}

// The bug: the rule set's picker was a wide bar with "Rules: ◀ Greed ▶" crammed at its left,
// and "Reglas de la casa" was written smaller than "[H] Ver reglas" beside it.
TEST_CASE("setup: the rules picker is a row with its value centred between its arrows, its "
          "buttons' words at one size",
          "[setup]") {
    using greed::i18n::Language;
    for (Language language : {Language::Spanish, Language::German, Language::English}) {
        for (auto [w, ht] : {std::pair{800, 600}, {1280, 720}, {1920, 1080}}) {
            Harness h = setupIn(w, ht, language);
            const greed::app::Button rules = greed::app::test::buttonOf(h, "rules");
            INFO(greed::i18n::languageCode(language) << " " << w << "x" << ht);
            CHECK(rules.row);
            const SDL_Rect control = greed::app::controlRect(rules);
            const auto labels = labelsOfTop(h);
            bool value = false;
            int help = 0;
            int house = 0;
            for (const auto& l : labels) {
                if (l.text == "Greed" && inside(l.rect, control, 0)) {
                    value = true;
                    CHECK(std::abs(l.rect.x + l.rect.w / 2 - (control.x + control.w / 2)) <= 2);
                }
                if (inside(l.rect, greed::app::test::buttonOf(h, "help").rect, 0) &&
                    l.text == greed::app::test::buttonOf(h, "help").label) {
                    help = drawnSize(h, l);
                }
                if (inside(l.rect, greed::app::test::buttonOf(h, "house").rect, 0)) {
                    house = drawnSize(h, l);
                }
            }
            CHECK(value);
            CHECK(help > 0);
            CHECK(help == house);
        }
    }
}

namespace {

// The seats setup shows (a name field each).
int seatsShown(Harness& h) {
    int n = 0;
    for (const auto& b : h.app().top().buttons()) {
        n += b.id.rfind("name", 0) == 0 ? 1 : 0;
    }
    return n;
}

// Setup in `language` at w x h with `seats` seats (one: a rule set for a single player).
Harness setupWith(int w, int h, greed::i18n::Language language, int seats) {
    std::string rules = "greed";
    if (seats == 1) {
        const auto solo = std::filesystem::temp_directory_path() / "greed-setup-solo.json";
        std::string text = greed::core::readSmallFile(
            greed::core::assetDirectory() / "rules" / "greed.json", greed::core::FileKind::Rules);
        const auto at = text.find("\"min\": 2");
        REQUIRE(at != std::string::npos);
        text.replace(at, 8, "\"min\": 1");
        std::ofstream(solo) << text;
        rules = solo.string();
    }
    Harness harness = setupIn(w, h, language, rules);
    while (seatsShown(harness) > seats) {
        harness.click("remove" + std::to_string(seatsShown(harness)));
    }
    while (seatsShown(harness) < seats) {
        harness.click("add");
    }
    REQUIRE(seatsShown(harness) == seats);
    harness.frames(1);
    return harness;
}

} // namespace

// The bug: eight cards had ✕ buttons of 22 to 25 px with a speck of a cross in them.
TEST_CASE("setup: every remove button is a comfortable target", "[setup]") {
    for (auto [w, ht] : {std::pair{800, 600}, {1280, 720}, {1920, 1080}}) {
        for (int seats : {2, 4, 8}) {
            Harness h = setupWith(w, ht, greed::i18n::Language::English, seats);
            for (int i = 1; i <= seats; ++i) {
                const SDL_Rect rm =
                    greed::app::test::buttonOf(h, "remove" + std::to_string(i)).rect;
                INFO(w << "x" << ht << ", " << seats << " seats: remove" << i << " " << rm.w << "x"
                       << rm.h);
                CHECK(rm.w == rm.h);
                CHECK(rm.w >= (w >= 1280 ? 28 : 24));
            }
        }
    }
}

// The bug: with two seats the empty "Add player" card was as large as a seat's, a third of the
// screen.
TEST_CASE("setup: beside seats in one row the add card is a narrow column", "[setup]") {
    for (auto [w, ht] : {std::pair{800, 600}, {1280, 720}, {1920, 1080}}) {
        for (int seats : {1, 2, 3, 4}) {
            Harness h = setupWith(w, ht, greed::i18n::Language::English, seats);
            const SDL_Rect add = greed::app::test::buttonOf(h, "add").rect;
            const SDL_Rect name = greed::app::test::buttonOf(h, "name1").rect;
            INFO(w << "x" << ht << ", " << seats << " seats: add " << add.w << " wide, a name "
                   << name.w);
            CHECK(add.w * 10 <= name.w * 6);
            // Right of the last seat's fields.
            const SDL_Rect last =
                greed::app::test::buttonOf(h, "kind" + std::to_string(seats)).rect;
            CHECK(add.x > last.x + last.w);
        }
    }
}

TEST_CASE("setup: with 1, 2, 4 and 8 seats every button and word is inside the window and "
          "nothing overlaps",
          "[setup]") {
    using greed::i18n::Language;
    for (Language language : {Language::English, Language::Spanish, Language::German}) {
        for (auto [w, ht] : {std::pair{800, 600}, {1280, 720}, {1920, 1080}}) {
            for (int seats : {1, 2, 4, 8}) {
                Harness h = setupWith(w, ht, language, seats);
                INFO(greed::i18n::languageCode(language)
                     << " " << w << "x" << ht << ", " << seats << " seats");
                greed::app::test::checkText(h, w, ht);
                const auto buttons = h.app().top().buttons();
                for (std::size_t i = 0; i < buttons.size(); ++i) {
                    INFO(buttons[i].id);
                    CHECK(inside(buttons[i].rect, {0, 0, w, ht}, 0));
                    for (std::size_t k = i + 1; k < buttons.size(); ++k) {
                        SDL_Rect overlap{};
                        INFO("and " << buttons[k].id);
                        CHECK_FALSE(
                            SDL_IntersectRect(&buttons[i].rect, &buttons[k].rect, &overlap));
                    }
                }
            }
        }
    }
}

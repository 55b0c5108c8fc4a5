// Accessibility settings: reduced motion (no shake, no confetti, a throw that lands at once),
// the text size (every screen's words fit at 125 % and 150 % at 1280x720), and the marks that
// tell the graph's lines apart without colour (dash patterns and shapes per seat).
#include "app_harness.hpp"
#include "results_games.hpp"
#include "stats_games.hpp"
#include "text_fit.hpp"

#include "app/scenes/scenes.hpp"

#include "app/settings.hpp"
#include "app/table/table_scene.hpp"
#include "app/ui/confetti.hpp"
#include "app/ui/effects.hpp"
#include "app/ui/palette.hpp"
#include "app/ui/podium.hpp"
#include "app/ui/seat_marks.hpp"
#include "app/ui/text_size.hpp"
#include "app/ui/type_scale.hpp"

#include <SDL_image.h>
#include <catch2/catch.hpp>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <functional>
#include <map>
#include <set>
#include <tuple>

using namespace greed::app;
using greed::app::test::checkText;
using greed::app::test::Harness;

namespace {

Harness withAccess(int textSize, bool reducedMotion, const std::string& players = "",
                   greed::i18n::Language language = greed::i18n::Language::English) {
    Options o = greed::app::test::testOptions("greed", players);
    o.textSize = textSize;
    o.reducedMotion = reducedMotion;
    o.language = language;
    return Harness(o);
}

// Frames from a press of Space on Ann's first turn until the dice lie still, with the
// largest screen-shake offset seen on the way.
struct Throw {
    int frames = 0;
    int shake = 0;
    std::size_t dice = 0;
};

Throw throwOnce(bool reducedMotion) {
    Harness h = withAccess(100, reducedMotion, "Ann,Sam:steady");
    TableScene& table = greed::app::test::topTable(h);
    for (int i = 0; i < 120 && !table.humanToAct(); ++i) {
        h.frames(1);
    }
    REQUIRE(table.humanToAct());
    h.key(SDLK_SPACE);
    Throw t;
    while (table.show().roll() != nullptr && t.frames < 600) {
        const SDL_Point s = table.show().effects().shakeOffset();
        t.shake = std::max({t.shake, std::abs(s.x), std::abs(s.y)});
        h.frames(1);
        ++t.frames;
    }
    t.dice = table.show().dice().size();
    return t;
}

// What one screen draws at a text size: `open` brings the harness to the screen.
std::vector<DrawnLabel> labelsAtSize(int textSize, const std::function<void(Harness&)>& open,
                                     const std::string& players = "") {
    // Saving on (into the test's data folder): the statistics screen reads its games there.
    Options o = greed::app::test::testOptions("greed", players);
    o.textSize = textSize;
    o.forceSave = true;
    Harness h(o);
    open(h);
    if (const char* dir = std::getenv("GREED_TEST_SHOTS")) {
        const auto shot = h.app().renderAndCapture();
        const std::string name =
            std::string(dir) + "/" + h.scene() + "-" + std::to_string(textSize) + ".png";
        IMG_SavePNG(shot.get(), name.c_str());
    }
    return greed::app::test::labelsOfTop(h);
}

// Icons drawn as text (the steppers' arrows, a remove cross) take their control's size, and a
// human's initials (one or two capitals or digits: "Y", "P2") are their portrait's picture:
// neither is reading text.
bool isIcon(const std::string& text) {
    const bool monogram = text.size() <= 2 && std::all_of(text.begin(), text.end(), [](char c) {
                              return std::isupper(static_cast<unsigned char>(c)) != 0 ||
                                     std::isdigit(static_cast<unsigned char>(c)) != 0;
                          });
    return monogram || std::none_of(text.begin(), text.end(), [](char c) {
               return std::isalnum(static_cast<unsigned char>(c)) != 0;
           });
}

// The reading text of a screen at 150 % against 100 %, matched by its words: every label in
// the reading sizes (at most a heading's line at 100 %) is drawn at least 1.25 times as tall
// (a heading or name shrunk to fit its panel may give up some of the 1.5), or at least as
// tall as the body text at 150 %. Display type (titles, big numbers) keeps its size and is
// left out, and so are icons.
void checkTextGrows(const std::string& screen, const std::function<void(Harness&)>& open,
                    const std::string& players = "") {
    const auto normal = labelsAtSize(100, open, players);
    const auto large = labelsAtSize(150, open, players);
    setTextScale(1.0);
    const int readingMax = MenuType::forHeight(720).heading * 3 / 2; // its line, with leading
    setTextScale(1.5);
    const int bodyLarge = TypeScale::forHeight(720).body; // a line is taller than the size
    setTextScale(1.0);
    std::multimap<std::string, SDL_Rect> big;
    for (const auto& l : large) {
        big.emplace(l.text, l.rect);
    }
    int compared = 0;
    for (const auto& l : normal) {
        const auto at = big.find(l.text);
        if (l.rect.h > readingMax || at == big.end() || isIcon(l.text)) {
            continue;
        }
        ++compared;
        INFO(screen << ": \"" << l.text << "\" " << l.rect.h << " px tall at 100 %, "
                    << at->second.h << " px at 150 %");
        CHECK((at->second.h * 4 >= l.rect.h * 5 || at->second.h > bodyLarge));
        big.erase(at);
    }
    INFO(screen);
    CHECK(compared >= 3);
}

} // namespace

TEST_CASE("text size 150 %: the reading text of every screen grows", "[access]") {
    using greed::app::test::topTable;
    const greed::app::test::TempDataDir data("access-grows");
    for (std::uint64_t seed = 1; seed <= 2; ++seed) {
        greed::app::test::recordComputerGame(data.path(), seed);
    }
    checkTextGrows("settings", [](Harness& h) { h.click("settings"); });
    checkTextGrows("setup", [](Harness& h) {
        h.click("new");
        h.click("add");
    });
    checkTextGrows("house rules", [](Harness& h) {
        h.click("new");
        h.click("house");
    });
    const auto atTable = [](Harness& h) {
        TableScene& table = topTable(h);
        for (int i = 0; i < 240 && !table.humanToAct(); ++i) {
            h.frames(1);
        }
    };
    checkTextGrows("table", atTable, "Ann,Sam:steady,Bea:bold");
    checkTextGrows("table of eight", atTable,
                   "Ann,Sam:steady,Bea:bold,Tim:timid,Rex:reckless,Prof:professor,Cat:careful,"
                   "Gus:gambler");
    checkTextGrows("setup of eight", [](Harness& h) {
        h.click("new");
        for (int i = 0; i < 5; ++i) {
            h.click("add");
        }
    });
    checkTextGrows(
        "score graph",
        [&](Harness& h) {
            atTable(h);
            h.key(SDLK_g);
            h.frames(2);
            REQUIRE(h.scene() == "graph");
        },
        "Ann,Sam:steady,Bea:bold");
    const auto game = greed::app::test::playGame({"greed", 4});
    checkTextGrows("results", [&](Harness& h) {
        auto& s = h.app().services();
        s.scenes.reset(makeResultsScene(s, game, ResultsView::Finished, nullptr));
        h.frames(150);
    });
    checkTextGrows("statistics", [](Harness& h) {
        h.click("stats");
        h.frames(2);
        REQUIRE(h.scene() == "stats");
    });
}

TEST_CASE("reduced motion: no screen shake and no confetti", "[access]") {
    greed::core::Rng rng(7);
    for (bool reduced : {false, true}) {
        INFO("reduced motion " << reduced);
        Effects fx;
        fx.setReducedMotion(reduced);
        fx.shake(20, 0.5);
        fx.update(0.05);
        const SDL_Point s = fx.shakeOffset();
        CHECK((s.x != 0 || s.y != 0) == !reduced);
        fx.confetti({0, 0, 400, 300}, 40, 8, kGold, rng);
        CHECK(fx.empty() == reduced);

        Confetti confetti;
        confetti.setReducedMotion(reduced);
        confetti.start({0, 0, 1280, 720}, {640, 500}, kGold, 12, rng);
        confetti.update(0.1, rng);
        CHECK((confetti.count() == 0) == reduced);
        CHECK(confetti.done() == reduced);
    }
    // Turned on while a shake is under way: it stops at once.
    Effects fx;
    fx.shake(20, 1.0);
    fx.update(0.05);
    fx.setReducedMotion(true);
    CHECK(fx.shakeOffset().x == 0);
    CHECK(fx.shakeOffset().y == 0);
}

TEST_CASE("reduced motion: a throw shows its dice at once, with no cup shake", "[access]") {
    const Throw normal = throwOnce(false);
    const Throw reduced = throwOnce(true);
    // The cup alone shakes for 0.6 s (36 frames) before the dice tumble out.
    CHECK(normal.frames > 36);
    CHECK(reduced.frames <= 2);
    CHECK(reduced.shake == 0);
    // The result stays: the same number of dice on the felt.
    CHECK(reduced.dice == normal.dice);
    CHECK(reduced.dice == 5);
}

TEST_CASE("settings: reduced motion and the text size are rows that change the settings",
          "[access][menus]") {
    Harness h = withAccess(100, false);
    h.click("settings");
    REQUIRE(h.scene() == "settings");
    Settings& st = h.app().services().settings;
    REQUIRE_FALSE(st.reducedMotion);
    h.click("motion");
    CHECK(st.reducedMotion);
    const int before = MenuType::forHeight(720).body;
    // The choice's last segment (150 %) is at the row's right end, the first at its middle.
    const SDL_Rect row = greed::app::test::buttonOf(h, "textsize").rect;
    h.clickAt(row.x + row.w - row.h, row.y + row.h / 2);
    CHECK(st.textSizeIndex == 2);
    h.frames(1);
    CHECK(textScale() == Approx(1.5));
    CHECK(MenuType::forHeight(720).body > before);
    h.key(SDLK_RIGHT); // a choice goes round: back to 100 %
    CHECK(st.textSizeIndex == 0);
    h.frames(1);
    CHECK(textScale() == Approx(1.0));
}

TEST_CASE("text size: the reading sizes grow by the setting, titles keep theirs", "[access]") {
    setTextScale(1.5);
    const MenuType big = MenuType::forHeight(720);
    const TypeScale bigTable = TypeScale::forHeight(720);
    setTextScale(1.0);
    const MenuType normal = MenuType::forHeight(720);
    const TypeScale normalTable = TypeScale::forHeight(720);
    CHECK(big.body == normal.body * 3 / 2);
    CHECK(big.caption == normal.caption * 3 / 2);
    CHECK(big.title == normal.title);
    CHECK(bigTable.small == normalTable.small * 3 / 2);
    CHECK(bigTable.huge == normalTable.huge);
    setTextScale(9.0); // clamped: never more than twice
    CHECK(textScale() == 2.0);
    setTextScale(1.0);
}

TEST_CASE("text size 125 % and 150 %: every menu screen's words fit at 1280x720",
          "[access][menus]") {
    for (int size : {125, 150}) {
        for (auto language : {greed::i18n::Language::English, greed::i18n::Language::German}) {
            INFO("text size " << size << " %");
            const greed::app::test::InLanguage back(language);
            Harness h = withAccess(size, false, "", language);
            REQUIRE(h.scene() == "title");
            checkText(h, 1280, 720);
            // The title's own screens, each in turn and back.
            for (const auto& [button, screen] :
                 {std::pair{"settings", "settings"}, {"help", "help"}, {"online", "online"}}) {
                h.click(button);
                REQUIRE(h.scene() == std::string(screen));
                checkText(h, 1280, 720);
                h.key(SDLK_ESCAPE);
            }
            // Host and Join open from Play online (Esc comes back to it, then to the title).
            for (const auto& [button, screen] :
                 {std::pair{"host", "host"}, {"join-friend", "join-table"}}) {
                openNetScreen(h, button);
                REQUIRE(h.scene() == std::string(screen));
                checkText(h, 1280, 720);
                h.key(SDLK_ESCAPE);
                h.frames(2);
                REQUIRE(h.scene() == "online");
                h.key(SDLK_ESCAPE);
                h.frames(2);
                REQUIRE(h.scene() == "title");
            }
            h.click("new");
            REQUIRE(h.scene() == "setup");
            for (int seats = 2; seats <= 8; ++seats) {
                checkText(h, 1280, 720);
                if (seats < 8) {
                    h.click("add");
                }
            }
            h.click("house");
            REQUIRE(h.scene() == "house-rules");
            checkText(h, 1280, 720);
            h.key(SDLK_ESCAPE);
            for (int seat = 8; seat > 2; --seat) {
                h.click("remove" + std::to_string(seat));
            }
            h.click("start");
            REQUIRE(h.scene() == "table");
            h.frames(30);
            h.key(SDLK_ESCAPE);
            REQUIRE(h.scene() == "pause");
            checkText(h, 1280, 720);
        }
    }
    setTextScale(1.0);
}

TEST_CASE("seat marks: eight seats, eight shapes and eight dash patterns", "[access][graph]") {
    std::set<SeatShape> shapes;
    std::set<std::vector<double>> dashes;
    for (int seat = 0; seat < 8; ++seat) {
        shapes.insert(seatShape(seat));
        dashes.insert(seatDashes(seat));
    }
    CHECK(shapes.size() == 8);
    CHECK(dashes.size() == 8);
    CHECK(seatDashes(0).empty()); // the first seat's line is solid
    CHECK(seatShape(8) == seatShape(0));
}

TEST_CASE("seat marks: a dash pattern runs on round the corners of a step line",
          "[access][graph]") {
    // 10 px across, 10 down, 10 across with dashes of 4 on, 2 off: the pen is in a gap at
    // each corner's start or mid-dash, never restarting the pattern.
    const std::vector<Vec2> path{{0, 0}, {10, 0}, {10, 10}, {20, 10}};
    const auto pieces = dashPieces(path, {4, 2});
    double inked = 0;
    for (const auto& [a, b] : pieces) {
        inked += std::hypot(b.x - a.x, b.y - a.y);
    }
    // 30 px of path: 5 whole periods of 6, 4 px of each inked.
    CHECK(inked == Approx(20.0));
    // The second dash (from 6 to 10) ends at the corner; the third starts at 12, i.e. 2 px
    // down the second piece, not at the corner.
    REQUIRE(pieces.size() >= 3);
    CHECK(pieces[1].second.x == Approx(10.0));
    CHECK(pieces[2].first.y == Approx(2.0));
    // No pattern: the path itself.
    CHECK(dashPieces(path, {}).size() == 3);
}

TEST_CASE("seat marks: every shape is drawn whole and symmetric, the diamond too",
          "[access][graph]") {
    // A diamond drawn as a fan round its centre came out with a square corner and a missing
    // one: the renderer took the fan's right triangles for rectangles.
    Harness h;
    const Painter& p = h.app().services().painter;
    const int w = h.app().renderer().width();
    const Vec2 at{100, 100};
    const double radius = 20;
    for (int seat = 0; seat < 8; ++seat) {
        INFO("seat " << seat);
        p.clear({0, 0, 0, 255});
        drawSeatShape(p, seat, at, radius, {255, 255, 255, 255}, {0, 0, 0, 255});
        const auto px = greed::app::test::readBack(p.renderer(), w, h.app().renderer().height());
        auto white = [&](int x, int y) {
            return (px[static_cast<std::size_t>(y * w + x)] & 0xFF) > 128;
        };
        int left = 0;
        int right = 0;
        for (int y = 60; y < 140; ++y) {
            for (int x = 60; x < 140; ++x) {
                // Pixel column 99 covers 99..100 and mirrors column 100 (100..101).
                if (white(x, y)) {
                    ++(x < 100 ? left : right);
                }
            }
        }
        CHECK(left > 100);
        CHECK(std::abs(left - right) <= (left + right) / 20);
        if (seatShape(seat) == SeatShape::Diamond) {
            CHECK_FALSE(white(100 - 14, 100 + 14)); // outside: |dx| + |dy| > 25
            CHECK(white(100 + 8, 100 + 8));         // inside
        }
    }
}

namespace {

// The box round everything drawn that differs from the black background.
SDL_Rect inkBox(Harness& h) {
    const int w = h.app().renderer().width();
    const int ht = h.app().renderer().height();
    const auto px = greed::app::test::readBack(h.app().services().painter.renderer(), w, ht);
    int x0 = w, y0 = ht, x1 = -1, y1 = -1;
    for (int y = 0; y < ht; ++y) {
        for (int x = 0; x < w; ++x) {
            if ((px[static_cast<std::size_t>(y * w + x)] & 0xFFFFFF) != 0) {
                x0 = std::min(x0, x);
                y0 = std::min(y0, y);
                x1 = std::max(x1, x);
                y1 = std::max(y1, y);
            }
        }
    }
    return {x0, y0, x1 - x0 + 1, y1 - y0 + 1};
}

// The distinct boxes an effect is drawn in over frames 6 to 26 (after any fade-in, before
// any fade-out), 1/60 s apart.
std::set<std::tuple<int, int, int, int>> boxesOver(Harness& h, Effects& fx) {
    const Painter& p = h.app().services().painter;
    std::set<std::tuple<int, int, int, int>> boxes;
    for (int frame = 0; frame <= 26; ++frame) {
        fx.update(1.0 / 60);
        if (frame >= 6) {
            p.clear({0, 0, 0, 255});
            fx.render(p);
            const SDL_Rect r = inkBox(h);
            boxes.insert({r.x, r.y, r.w, r.h});
        }
    }
    return boxes;
}

} // namespace

TEST_CASE("reduced motion: popups, stamps, banners and falling numbers are drawn still, where "
          "they come to rest, and no sparks",
          "[access]") {
    Harness h;
    const SDL_Rect area{200, 150, 600, 300};
    for (bool reduced : {false, true}) {
        for (int kind = 0; kind < 4; ++kind) {
            INFO("reduced motion " << reduced << ", effect " << kind);
            Effects fx;
            fx.setReducedMotion(reduced);
            switch (kind) {
            case 0:
                fx.popup("+350", 500, 300, 40, kGold, 0.8, 60);
                break;
            case 1:
                fx.stamp("BUST", area, 90, kGold);
                break;
            case 2:
                fx.banner("HOT DICE", area, 60, kGold);
                break;
            default:
                fx.stamp("-500", area, 60, kGold, 1.3, Landing::Drop);
                break;
            }
            const auto boxes = boxesOver(h, fx);
            // Moving, it is drawn somewhere else frame after frame; still, always in one box.
            CHECK((boxes.size() == 1) == reduced);
            if (reduced && kind == 0) {
                // Where the popup would have drifted to: 60 px above where it was asked for.
                const auto [x, y, w, ht] = *boxes.begin();
                CHECK(y + ht / 2 == Approx(240).margin(4));
            }
        }
        Effects fx;
        fx.setReducedMotion(reduced);
        greed::core::Rng rng(3);
        fx.burst("spark", 400, 300, 10, 20, 200, kGold, 0.9, 100, rng);
        CHECK(fx.empty() == reduced);
    }
    // Turned on mid-flight: the popup stops where it was going, the sparks go.
    Effects fx;
    greed::core::Rng rng(3);
    fx.popup("+350", 500, 300, 40, kGold, 0.8, 60);
    fx.burst("spark", 400, 300, 10, 20, 200, kGold, 0.9, 100, rng);
    fx.update(0.1);
    fx.setReducedMotion(true);
    CHECK(boxesOver(h, fx).size() == 1);
}

TEST_CASE("reduced motion: the podium stands from the first frame, winner and points shown",
          "[access][results]") {
    Harness h;
    const Painter& p = h.app().services().painter;
    Podium podium;
    const auto ranked = rankPlayers({{0, 1, "Ann", 3150}, {1, 1, "Sam", 2750}, {2, 1, "Bea", 900}});
    podium.layout({100, 100, 600, 400}, ranked, TypeScale::forHeight(720), p.text());
    for (bool reduced : {false, true}) {
        INFO("reduced motion " << reduced);
        podium.setReducedMotion(reduced);
        std::set<std::tuple<int, int, int, int>> boxes;
        std::set<std::string> words;
        for (double time : {0.3, 0.8, 1.3, 3.0}) {
            p.clear({0, 0, 0, 255});
            std::vector<DrawnLabel> log;
            p.recordLabels(&log);
            podium.render(p, time);
            p.recordLabels(nullptr);
            const SDL_Rect r = inkBox(h);
            boxes.insert({r.x, r.y, r.w, r.h});
            if (time == 0.3) {
                for (const auto& l : log) {
                    words.insert(l.text);
                }
            }
        }
        CHECK((boxes.size() == 1) == reduced);
        // Who won and the points, from the first frame on (with motion too: the names fade in
        // from there, findings v3).
        CHECK(words.count("Ann") == 1U);
        CHECK(words.count("3,150") == 1U);
    }
}

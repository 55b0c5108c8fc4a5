// The results screen's first moments and its details, checked frame by frame: the podium is
// there from the first frame (every placed player's portrait and name), the words under each
// portrait are that player's, and Details lists each player's figures.
// [.results-frames] (hidden) saves frame sequences for people: GREED_RESULTS_SHOTS=DIR.
#include "app_harness.hpp"
#include "results_games.hpp"
#include "text_fit.hpp"

#include "app/scenes/scenes.hpp"
#include "app/ui/game_figures.hpp"
#include "app/ui/podium.hpp"
#include "app/ui/turn_words.hpp"
#include "core/rules_io.hpp"
#include "i18n/language.hpp"
#include "i18n/translate.hpp"

#include <SDL_image.h>
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdlib>
#include <map>
#include <set>
#include <string>

using namespace greed::app;
using greed::app::test::GameRecipe;
using greed::app::test::Harness;

namespace {

// A game of `players` where the person in the first seat wins (`personWins`) or a computer
// does: the first seed of the recipe that ends that way.
greed::core::Game gameWonBy(int players, bool personWins) {
    for (std::uint64_t seed = 1; seed < 200; ++seed) {
        GameRecipe recipe{"greed", players};
        recipe.seed = seed;
        recipe.seats = {{"You", greed::core::PlayerKind::Human, ""},
                        {"Rex", greed::core::PlayerKind::Computer, "reckless"},
                        {"Sam", greed::core::PlayerKind::Computer, "steady"},
                        {"Tilly", greed::core::PlayerKind::Computer, "timid"},
                        {"Carlos", greed::core::PlayerKind::Computer, "careful"},
                        {"Gus", greed::core::PlayerKind::Computer, "gambler"},
                        {"Bea", greed::core::PlayerKind::Computer, "bold"},
                        {"Prof", greed::core::PlayerKind::Computer, "professor"}};
        recipe.seats.resize(static_cast<std::size_t>(players));
        auto game = greed::app::test::playGame(recipe);
        const auto winners = game.winners();
        if (winners.size() == 1 && (winners.front() == 0) == personWins) {
            return game;
        }
    }
    FAIL("no seed ends the way asked");
    return greed::core::Game(greed::core::loadPreset("greed"));
}

} // namespace

TEST_CASE("results frames for people", "[.results-frames]") {
    using greed::i18n::Language;
    const char* dir = std::getenv("GREED_RESULTS_SHOTS");
    if (dir == nullptr) { // ctest lists hidden cases too: it writes only when asked
        WARN("GREED_RESULTS_SHOTS is not set: no shots written");
        return;
    }
    struct Shot {
        int players;
        bool personWins;
        Language language;
        int w, h;
    };
    for (const Shot& shot :
         {Shot{4, true, Language::English, 1280, 720}, Shot{4, false, Language::English, 1280, 720},
          Shot{2, false, Language::Spanish, 1920, 1080}, Shot{8, true, Language::German, 800, 600},
          Shot{8, false, Language::English, 1280, 720},
          Shot{4, false, Language::German, 1920, 1080},
          Shot{2, true, Language::English, 800, 600}}) {
        const auto game = gameWonBy(shot.players, shot.personWins);
        const std::string code(greed::i18n::languageCode(shot.language));
        const std::string name = std::to_string(shot.players) + "p-" +
                                 (shot.personWins ? "person" : "computer") + "-" + code + "-" +
                                 std::to_string(shot.w) + "x" + std::to_string(shot.h);
        for (bool details : {false, true}) {
            Harness harness(greed::app::test::languageOptions(shot.language, shot.w, shot.h));
            auto& s = harness.app().services();
            s.settings.details = details;
            s.scenes.reset(makeResultsScene(s, game, ResultsView::Finished, nullptr));
            int at = 0;
            for (int frame : details ? std::vector<int>{150}
                                     : std::vector<int>{1, 6, 15, 30, 45, 60, 90, 150}) {
                harness.frames(frame - at);
                at = frame;
                const auto picture = harness.app().renderAndCapture();
                const std::string file = std::string(dir) + "/" + name +
                                         (details ? "-details" : "") + "-f" +
                                         std::to_string(frame) + ".png";
                IMG_SavePNG(picture.get(), file.c_str());
            }
        }
    }
}

namespace {

// One round: the first of `names` throws 1 1 1 5 5 (every die scores: hot dice) and banks
// 1,100; everyone else busts.
greed::core::Game oneRound(const std::vector<std::string>& names) {
    return greed::app::test::oneRoundGame(names, {1, 1, 1, 5, 5});
}

bool sameColour(Uint32 px, SDL_Color c) {
    return ((px >> 16) & 0xff) == c.r && ((px >> 8) & 0xff) == c.g && (px & 0xff) == c.b;
}

} // namespace

// Findings v3: for about a second the podium's panel was an empty box, then one portrait on one
// step while the row under it named another player (the names faded in late, the steps rose
// one after the other). Now every placed player stands, with their name under their portrait,
// from the first frame.
TEST_CASE("podium: every placed player's portrait and name from the first frame on",
          "[podium][results]") {
    Harness harness;
    auto& s = harness.app().services();
    const Painter& p = s.painter;
    SDL_Renderer* r = p.renderer();
    const int w = s.width();
    const TypeScale type = TypeScale::forHeight(s.height());
    const SDL_Rect area{20, 100, 384, 440};
    std::vector<PodiumEntry> players;
    const char* names[] = {"Ann", "Rex", "Sam", "Tilly"};
    for (int i = 0; i < 4; ++i) {
        players.push_back({i, 0, names[i], 3000 - i * 700});
    }
    Podium podium;
    podium.layout(area, rankPlayers(players), type, p.text());
    REQUIRE(podium.spots().size() == 3);
    const SDL_Color clear{255, 0, 255, 255};
    for (double t : {1.0 / 60, 0.1, 0.25, 0.5, 0.75, 1.0, 1.5}) {
        SDL_SetRenderDrawColor(r, clear.r, clear.g, clear.b, 255);
        SDL_RenderClear(r);
        std::vector<DrawnLabel> labels;
        p.recordLabels(&labels);
        podium.render(p, t);
        p.recordLabels(nullptr);
        const auto px = greed::app::test::readBack(r, w, s.height());
        for (const auto& spot : podium.spots()) {
            INFO(spot.entry.name << " at " << t << " s");
            // The name drawn, inside its own column, and nobody else's name there.
            const auto mine = std::find_if(labels.begin(), labels.end(), [&](const DrawnLabel& l) {
                return l.text == spot.entry.name;
            });
            REQUIRE(mine != labels.end());
            const int cx = mine->rect.x + mine->rect.w / 2;
            CHECK(std::abs(cx - (spot.column.x + spot.column.w / 2)) <= 2);
            for (const auto& l : labels) {
                const int lx = l.rect.x + l.rect.w / 2;
                if (l.text != spot.entry.name && lx > spot.column.x &&
                    lx < spot.column.x + spot.column.w && l.rect.y > mine->rect.y - 4) {
                    CHECK((l.text == groupedNumber(spot.entry.score) || l.text.size() == 1));
                }
            }
            // The portrait right above it.
            const int py = mine->rect.y - static_cast<int>(spot.portraitSize / 2) - 2;
            REQUIRE(py > 0);
            CHECK_FALSE(sameColour(px[static_cast<std::size_t>(py * w + cx)], clear));
            // Its step under it, standing.
            const int sy = mine->rect.y + mine->rect.h + type.small * 2;
            CHECK_FALSE(sameColour(px[static_cast<std::size_t>(sy * w + cx)], clear));
        }
    }
}

TEST_CASE("results: the podium's names are there on the first frame", "[results]") {
    const auto game = oneRound({"Ann", "Bea", "Cy"});
    for (auto [w, h] : {std::pair{800, 600}, {1280, 720}, {1920, 1080}}) {
        Harness harness(greed::app::test::languageOptions(greed::i18n::Language::English, w, h));
        auto& s = harness.app().services();
        s.scenes.reset(makeResultsScene(s, game, ResultsView::Finished, nullptr));
        harness.frames(1);
        INFO(w << "x" << h);
        // In the podium's panel (the left third; the graph names everyone at its lines' ends).
        std::set<std::string> drawn;
        for (const auto& l : greed::app::test::labelsOfTop(harness)) {
            if (l.rect.x + l.rect.w < std::max(240, w * 30 / 100) + h / 40) {
                drawn.insert(l.text);
            }
        }
        for (const char* name : {"Ann", "Bea", "Cy"}) {
            CHECK(drawn.count(name) == 1);
        }
    }
}

TEST_CASE("game figures: turns, best turn, average bank, busts and hot dice per player",
          "[results]") {
    const auto game = oneRound({"Ann", "Bea", "Cy"});
    const auto figures = gameFigures(game);
    REQUIRE(figures.size() == 3);
    CHECK(figures[0].turns == 1);
    CHECK(figures[0].banked == 1);
    CHECK(figures[0].best == 1100);
    CHECK(figures[0].averageBank() == 1100);
    CHECK(figures[0].busts == 0);
    CHECK(figures[0].hotDice == 1);
    for (std::size_t i : {1u, 2u}) {
        CHECK(figures[i].turns == 1);
        CHECK(figures[i].banked == 0);
        CHECK(figures[i].best == 0);
        CHECK(figures[i].averageBank() == 0);
        CHECK(figures[i].busts == 1);
        CHECK(figures[i].hotDice == 0);
    }
    const auto columns = figureColumns(game.rules());
    CHECK(columns.hotDice);
    CHECK_FALSE(columns.penalties);
    CHECK(figureColumns(greed::core::loadPreset("cubilete")).penalties);
}

// Findings v3: Details added only the seed to the subtitle. Now it lists each player's figures
// in a table under the graph, in the standings' order, at every size and in every language.
TEST_CASE("results: Details lists each player's figures", "[results]") {
    using greed::i18n::Language;
    const auto game = oneRound({"Ann", "Bea", "Cy", "Dee"});
    for (Language language : {Language::English, Language::Spanish, Language::German}) {
        for (auto [w, h] : {std::pair{800, 600}, {1280, 720}, {1920, 1080}}) {
            Harness harness(greed::app::test::languageOptions(language, w, h));
            auto& s = harness.app().services();
            s.settings.details = true;
            s.scenes.reset(makeResultsScene(s, game, ResultsView::Finished, nullptr));
            harness.frames(2);
            INFO(greed::i18n::languageCode(language) << " at " << w << "x" << h);
            const auto labels = greed::app::test::labelsOfTop(harness);
            const SDL_Rect window{0, 0, w, h};
            std::map<std::string, int> count;
            for (const auto& l : labels) {
                ++count[l.text];
                CHECK(greed::app::test::inside(l.rect, window, 0));
                CHECK(l.text.find("\u2026") == std::string::npos);
            }
            // Every word of every heading drawn (whole or wrapped over lines in its column).
            for (const char* heading :
                 {"Turns", "Best turn", "Average bank", "Busts", "Hot dice"}) {
                const std::string words = greed::i18n::tr(heading);
                std::size_t at = 0;
                while (at < words.size()) {
                    const std::size_t end = std::min(words.find(' ', at), words.size());
                    const std::string word = words.substr(at, end - at);
                    INFO(heading << ": " << word);
                    CHECK(std::any_of(labels.begin(), labels.end(), [&](const auto& l) {
                        return l.text.find(word) != std::string::npos;
                    }));
                    at = end + 1;
                }
            }
            // The winner's best turn and average bank (1,100), the others' dashes.
            CHECK(count[groupedNumber(1100)] >= 2);
            CHECK(count["\u2013"] >= 6);
            // Every player named in the table as well as on the podium or in the rows.
            for (const char* name : {"Ann", "Bea", "Cy", "Dee"}) {
                CHECK(count[name] >= 2);
            }
            // Without details, no table.
            s.settings.details = false;
            harness.app().top().layout(w, h);
            for (const auto& l : greed::app::test::labelsOfTop(harness)) {
                CHECK(l.text != greed::i18n::tr("Turns"));
            }
        }
    }
}

// The whole name on a narrow podium: a single word too long for its column breaks with a
// hyphen (at 800x600 with 8 players "Maximiliano" showed as "Maxi…").
TEST_CASE("podium: a single long name breaks with a hyphen rather than an ellipsis", "[podium]") {
    Harness harness;
    auto& text = harness.app().services().painter.text();
    for (auto [w, h] : {std::pair{800, 600}, {1280, 720}}) {
        const TypeScale type = TypeScale::forHeight(h);
        const SDL_Rect area{23, 100, std::max(240, w * 30 / 100) - 20, h * 40 / 100};
        const char* names[] = {"Maximiliano", "Christopher", "Bartholomew", "Wilhelmina",
                               "Ann",         "Bob",         "Cy",          "Di"};
        std::vector<PodiumEntry> players;
        for (int i = 0; i < 8; ++i) {
            players.push_back({i, 0, names[i], 1000 - i * 100, names[i]});
        }
        Podium podium;
        podium.layout(area, rankPlayers(players), type, text);
        REQUIRE(podium.spots().size() == 3);
        for (const auto& s : podium.spots()) {
            INFO(s.entry.name << " at " << w << "x" << h);
            std::string shown;
            for (const auto& line : s.shownName.lines) {
                CHECK(text.measure(line, s.shownName.size, true).x <= s.name.w);
                shown += line;
            }
            CHECK(s.shownName.size >= type.small);
            if (s.shownName.lines.size() == 2) {
                CHECK(shown == s.shownName.lines[0].substr(0, s.shownName.lines[0].size() - 1) +
                                   "-" + s.shownName.lines[1]);
                shown.erase(shown.find('-'), 1);
            }
            CHECK(shown == s.entry.name);
        }
    }
}

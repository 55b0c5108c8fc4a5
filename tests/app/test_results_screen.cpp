// The results screen rendered for real at three window sizes with 2, 4 and 8 players: every
// action is there and inside the window, the podium and the graph stay inside their panels,
// the winner's confetti falls. GREED_RESULTS_SHOTS=DIR saves each screen as a PNG.
#include "app_harness.hpp"
#include "results_games.hpp"
#include "text_fit.hpp"

#include "app/scenes/scenes.hpp"
#include "app/ui/narrow_name.hpp"
#include "app/ui/palette.hpp"
#include "app/ui/personality_words.hpp"
#include "core/rules_io.hpp"
#include "i18n/language.hpp"
#include "i18n/numbers.hpp"
#include "i18n/translate.hpp"

#include <SDL_image.h>
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdlib>
#include <set>

using namespace greed::app;
using greed::app::test::GameRecipe;
using greed::app::test::Harness;
using greed::app::test::languageOptions;

namespace {

bool inside(const SDL_Rect& outer, const SDL_Rect& r) {
    return r.x >= outer.x && r.y >= outer.y && r.x + r.w <= outer.x + outer.w &&
           r.y + r.h <= outer.y + outer.h;
}

void save(Harness& h, const std::string& name) {
    const char* dir = std::getenv("GREED_RESULTS_SHOTS");
    if (dir != nullptr && *dir != '\0') {
        const auto shot = h.app().renderAndCapture();
        IMG_SavePNG(shot.get(), (std::string(dir) + "/" + name + ".png").c_str());
    }
}

// Shows `game`'s results in a fresh window of w x h and lets `seconds` of animation pass.
std::unique_ptr<Harness> showResults(const greed::core::Game& game, int w, int h,
                                     double seconds = 2.5) {
    auto o = greed::app::test::testOptions(game.rules().name == "Cubilete" ? "cubilete" : "greed");
    o.width = w;
    o.height = h;
    auto harness = std::make_unique<Harness>(o);
    auto& s = harness->app().services();
    s.scenes.reset(makeResultsScene(s, game, ResultsView::Finished, nullptr));
    harness->frames(static_cast<int>(seconds * 60));
    return harness;
}

} // namespace

TEST_CASE("results: every size and player count keeps its actions inside the window",
          "[results][pixels][every-size]") {
    for (int players : {2, 4, 8}) {
        const auto game = greed::app::test::playGame({"greed", players, players == 8});
        REQUIRE(game.phase() == greed::core::Phase::GameOver);
        for (auto [w, h] : {std::pair{800, 600}, {1024, 768}, {1280, 720}, {1920, 1080}}) {
            INFO(players << " players at " << w << "x" << h);
            auto harness = showResults(game, w, h);
            REQUIRE(harness->scene() == "results");
            std::set<std::string> ids;
            const SDL_Rect window{0, 0, w, h};
            for (const auto& b : harness->app().top().buttons()) {
                ids.insert(b.id);
                CHECK(inside(window, b.rect));
            }
            for (const char* id : {"again", "setup", "title", "quit"}) {
                CHECK(ids.count(id) == 1);
            }
            const auto shot = harness->app().renderAndCapture();
            // The winner's title in gold near the top, centred.
            int gold = 0;
            for (int x = w / 4; x < w * 3 / 4; x += 2) {
                for (int y = 0; y < h / 10; y += 2) {
                    gold += greed::app::test::near(harness->pixel(*shot, x, y), kGold, 30) ? 1 : 0;
                }
            }
            CHECK(gold > 20);
            save(*harness, "results-" + std::to_string(players) + "p-" + std::to_string(w) + "x" +
                               std::to_string(h));
        }
    }
}

TEST_CASE("results: a cubilete game with a join, a leave, busts and penalties",
          "[results][pixels]") {
    GameRecipe recipe{"cubilete", 4};
    recipe.joinAndLeave = true;
    recipe.seed = 11;
    const auto game = greed::app::test::playGame(recipe);
    REQUIRE(game.phase() == greed::core::Phase::GameOver);
    auto harness = showResults(game, 1280, 720);
    REQUIRE(harness->scene() == "results");
    save(*harness, "results-cubilete-join-leave");
}

TEST_CASE("results: no turns played shows a short message, not an empty chart", "[results]") {
    GameRecipe recipe{"greed", 3};
    recipe.turns = 0;
    const auto game = greed::app::test::playGame(recipe);
    auto harness = showResults(game, 1280, 720, 0.5);
    save(*harness, "results-empty");
    CHECK(harness->scene() == "results");
}

TEST_CASE("results: a game everyone else left before its end is no win", "[results]") {
    // The guest of a network table quits before the first round is over: the host is the
    // last at the table with 0 points, as is the one who left.
    GameRecipe recipe{"greed", 2};
    recipe.turns = 0;
    auto game = greed::app::test::playGame(recipe);
    REQUIRE(game.leave(1).ok);
    REQUIRE(game.endedEarly());
    auto harness = showResults(game, 1280, 720, 2.5);
    save(*harness, "results-ended-early");
    bool early = false;
    for (const auto& l : greed::app::test::labelsOfTop(*harness)) {
        CHECK(l.text.find("wins") == std::string::npos);
        early = early || l.text.find("Ended early") != std::string::npos;
    }
    CHECK(early);
}

namespace {

// Computer players under their personalities' own names in the harness' language, the longest
// first ("Carlos el Cauto", "Uwe Umsichtig").
std::vector<greed::core::PlayerInfo> personalitySeats(int count) {
    std::vector<greed::core::PlayerInfo> seats;
    for (const char* id : {"careful", "gambler", "reckless", "timid", "steady", "bold"}) {
        const StrategyChoice* choice = findStrategy(id);
        REQUIRE(choice != nullptr);
        seats.push_back({personalityName(*choice), greed::core::PlayerKind::Computer, id});
    }
    std::stable_sort(seats.begin(), seats.end(),
                     [](const auto& a, const auto& b) { return a.name.size() > b.name.size(); });
    seats.resize(static_cast<std::size_t>(count));
    return seats;
}

// No label the screen draws is one of the seats' names cut short with an ellipsis.
void checkNoNameCut(Harness& harness, const std::vector<greed::core::PlayerInfo>& seats) {
    const std::string ellipsis = "\u2026";
    for (const auto& l : greed::app::test::labelsOfTop(harness)) {
        if (l.text.size() <= ellipsis.size() ||
            l.text.compare(l.text.size() - ellipsis.size(), ellipsis.size(), ellipsis) != 0) {
            continue;
        }
        const std::string cut = l.text.substr(0, l.text.size() - ellipsis.size());
        for (const auto& seat : seats) {
            INFO("\"" << l.text << "\" cut from \"" << seat.name << "\"");
            CHECK(seat.name.rfind(cut, 0) != 0);
        }
    }
}

} // namespace

// The catalogue's short forms of the personalities in Spanish and German (English below).
TEST_CASE("results: computer names that do not fit give their short form, not an ellipsis",
          "[results]") {
    using greed::i18n::Language;
    for (Language language : {Language::Spanish, Language::German}) {
        for (auto [w, h] : {std::pair{800, 600}, {1280, 720}}) {
            Harness harness(languageOptions(language, w, h));
            auto& s = harness.app().services();
            GameRecipe recipe;
            recipe.players = 6;
            recipe.seats = personalitySeats(6);
            const auto game = greed::app::test::playGame(recipe);
            REQUIRE(game.phase() == greed::core::Phase::GameOver);
            s.scenes.reset(makeResultsScene(s, game, ResultsView::Finished, nullptr));
            harness.frames(150);
            const std::string code(greed::i18n::languageCode(language));
            save(harness, "names-" + code + "-" + std::to_string(w) + "x" + std::to_string(h));
            INFO(code << " at " << w << "x" << h);
            checkNoNameCut(harness, recipe.seats);
        }
    }
}

TEST_CASE("results: the action buttons share one text size in every language", "[results]") {
    using greed::i18n::Language;
    const auto game = greed::app::test::playGame({"greed", 3});
    for (Language language : {Language::German, Language::Spanish, Language::English}) {
        for (auto [w, h] : {std::pair{800, 600}, {1024, 768}, {1280, 720}}) {
            Harness harness(languageOptions(language, w, h));
            auto& s = harness.app().services();
            s.scenes.reset(makeResultsScene(s, game, ResultsView::Finished, nullptr));
            harness.frames(2);
            const auto labels = greed::app::test::labelsOfTop(harness);
            std::set<int> heights;
            for (const auto& b : harness.app().top().buttons()) {
                if (b.id == "details") {
                    continue;
                }
                // The label's own words as drawn on the button (the key cap is drawn apart).
                for (const auto& l : labels) {
                    if (l.text == b.label && inside(b.rect, l.rect)) {
                        heights.insert(l.rect.h);
                    }
                }
            }
            INFO(greed::i18n::languageCode(language) << " at " << w << "x" << h);
            CHECK(heights.size() == 1);
        }
    }
}

// The bug: in English (no short forms in the catalogue) and for people's long names, the
// podium and the graph cut names ("Carlos el Ca…", "Gambli…") at 800x600: now a given name.
TEST_CASE("results: long names that do not fit give a short name in English too", "[results]") {
    using greed::i18n::Language;
    for (Language language : {Language::English, Language::Spanish, Language::German}) {
        for (auto [w, h] : {std::pair{800, 600}, {1280, 720}}) {
            Harness harness(languageOptions(language, w, h));
            auto& s = harness.app().services();
            GameRecipe recipe;
            recipe.players = 6;
            recipe.seats = personalitySeats(5);
            recipe.seats.insert(recipe.seats.begin(),
                                {"Carlos el Grande", greed::core::PlayerKind::Human, ""});
            const auto game = greed::app::test::playGame(recipe);
            REQUIRE(game.phase() == greed::core::Phase::GameOver);
            s.scenes.reset(makeResultsScene(s, game, ResultsView::Finished, nullptr));
            harness.frames(150);
            const std::string code(greed::i18n::languageCode(language));
            INFO(code << " at " << w << "x" << h);
            checkNoNameCut(harness, recipe.seats);
        }
    }
}

TEST_CASE("results: short names of people and personalities", "[results]") {
    greed::app::test::InLanguage english(greed::i18n::Language::English);
    using greed::core::PlayerKind;
    CHECK(greed::app::narrowName({"Carlos el Grande", PlayerKind::Human, ""}) == "Carlos");
    CHECK(greed::app::narrowName({"Gambling Gus", PlayerKind::Computer, "gambler"}) == "Gus");
    CHECK(greed::app::narrowName({"The Professor", PlayerKind::Computer, "professor"}) ==
          "Professor");
    CHECK(greed::app::narrowName({"Ann", PlayerKind::Human, ""}) == "Ann");
    greed::app::test::InLanguage spanish(greed::i18n::Language::Spanish);
    CHECK(greed::app::narrowName({personalityName("careful"), PlayerKind::Computer, "careful"}) ==
          "Carlos");
}

// The bug: the score graph opened before any turn ranked everyone "1st" with 0, said "no turns
// yet" twice (the chart's card and the strip under it) and shrank the card's line to about
// 9 px in Spanish at 800x600. Then (findings v2): "0 rounds" under the title, a dash for
// every place and a tall empty standings panel beside a small card. Now: one card with the
// message at the body size and the players at the table, the rule set's target under the title.
TEST_CASE("results: the graph before any turn ranks nobody and says so once", "[results]") {
    using greed::i18n::Language;
    GameRecipe recipe{"greed", 4};
    recipe.turns = 0;
    const auto game = greed::app::test::playGame(recipe);
    for (Language language : {Language::Spanish, Language::German, Language::English}) {
        for (auto [w, h] : {std::pair{800, 600}, {1280, 720}, {1920, 1080}}) {
            Harness harness(languageOptions(language, w, h));
            auto& s = harness.app().services();
            s.scenes.reset(makeResultsScene(s, game, ResultsView::DuringGame, nullptr));
            harness.frames(2);
            const std::string code(greed::i18n::languageCode(language));
            INFO(code << " at " << w << "x" << h);
            save(harness,
                 "graph-no-turns-" + code + "-" + std::to_string(w) + "x" + std::to_string(h));
            const auto labels = greed::app::test::labelsOfTop(harness);
            int told = 0;
            std::set<std::string> names;
            const std::string noRounds =
                greed::i18n::trnf("{0} \u00B7 {1} round", "{0} \u00B7 {1} rounds", 0UL,
                                  greed::i18n::tr(game.rules().name), greed::i18n::formatNumber(0));
            bool target = false;
            const SDL_Rect window{0, 0, w, h};
            for (const auto& l : labels) {
                CHECK(l.text != "\u2013");
                CHECK(l.text != greed::i18n::formatOrdinal(1));
                CHECK(l.text != noRounds);
                CHECK(inside(window, l.rect));
                target = target || l.text.find(greed::i18n::formatNumber(game.rules().target)) !=
                                       std::string::npos;
                CHECK(l.text.find(
                          greed::i18n::tr("No turns played yet: the turns will be told here.")) ==
                      std::string::npos);
                const std::string line =
                    greed::i18n::tr("The scores draw themselves here as the game goes on.");
                // The card's line, whole or wrapped: every part at the body size at least.
                if (!l.text.empty() && line.find(l.text) != std::string::npos) {
                    ++told;
                    CHECK(l.rect.h >= s.type().body);
                }
                names.insert(l.text);
            }
            CHECK(told >= 1);
            CHECK(target);
            // The players at the table, each named once, and no standings heading.
            for (const auto& p : game.players()) {
                CHECK(names.count(p.info.name) == 1);
            }
            CHECK(names.count(greed::i18n::tr("Standings")) == 0);
        }
    }
}

// Findings v2: a one-round win showed the winner on a slab, the second of a tie on a slab and
// the third "2nd" on a line under the podium. Now everyone tied stands on one step, when
// the panel has room for them; else none of them does.
TEST_CASE("results: a one-round game puts everyone tied on one step", "[results]") {
    using greed::i18n::Language;
    const auto four = greed::app::test::oneRoundGame(
        {"You", "Carlos el Cauteloso", "Bea Beherzt", "Zilli Zögerlich"});
    const auto eight = greed::app::test::oneRoundGame(
        {"You", "Rex", "Sam", "Tilly", "Bea", "Carl", "Gus", "Prof"});
    for (Language language : {Language::English, Language::German}) {
        for (auto [w, h] : {std::pair{800, 600}, {1280, 720}, {1920, 1080}}) {
            for (const auto* game : {&four, &eight}) {
                Harness harness(languageOptions(language, w, h));
                auto& s = harness.app().services();
                s.scenes.reset(makeResultsScene(s, *game, ResultsView::Finished, nullptr));
                harness.frames(150);
                const std::string code(greed::i18n::languageCode(language));
                const std::string name = "one-round-" + std::to_string(game->playerCount()) + "p-" +
                                         code + "-" + std::to_string(w) + "x" + std::to_string(h);
                INFO(name);
                save(harness, name);
                // The tied players: on the podium all of them or none; never as a place row.
                int rows = 0;
                for (const auto& l : greed::app::test::labelsOfTop(harness)) {
                    rows += l.text == greed::i18n::formatOrdinal(2) ? 1 : 0;
                }
                CHECK((rows == 0 || rows == game->playerCount() - 1));
                if (game == &four && w >= 1280) {
                    CHECK(rows == 0);
                    std::vector<greed::core::PlayerInfo> seats;
                    for (const auto& p : game->players()) {
                        seats.push_back(p.info);
                    }
                    checkNoNameCut(harness, seats);
                }
            }
            // The same game's graph while it was being played: everyone on 0 but the first.
            Harness harness(languageOptions(language, w, h));
            auto& s = harness.app().services();
            s.scenes.reset(makeResultsScene(s, eight, ResultsView::DuringGame, nullptr));
            harness.frames(2);
            save(harness, "one-round-graph-8p-" + std::string(greed::i18n::languageCode(language)) +
                              "-" + std::to_string(w) + "x" + std::to_string(h));
        }
    }
}

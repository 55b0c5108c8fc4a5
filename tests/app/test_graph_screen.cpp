// The score graph screen opened in play (and the results' title it shares): Details only once
// there is something to detail, and the winner's title in the right grammar for a person, a
// computer, a tie and a person called "You", in English, Spanish and German.
#include "app_harness.hpp"
#include "results_games.hpp"
#include "text_fit.hpp"

#include "app/scenes/scenes.hpp"
#include "core/rules_io.hpp"
#include "i18n/translate.hpp"

#include <SDL_image.h>
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdlib>

using namespace greed::app;
using greed::app::test::Harness;

namespace {

bool hasButton(Harness& h, const std::string& id) {
    const auto buttons = h.app().top().buttons();
    return std::any_of(buttons.begin(), buttons.end(), [&](const Button& b) { return b.id == id; });
}

// A game of greed to 500 where `winner` banks 1,000 in the first round (and with `tie` the
// last seat too) and everyone else busts; `computers` marks the seats the computer plays.
greed::core::Game wonBy(const std::vector<std::string>& names, std::size_t winner,
                        const std::vector<bool>& computers = {}, bool tie = false) {
    auto rules = greed::core::loadPreset("greed");
    rules.target = 500;
    greed::core::Game game(rules);
    for (std::size_t i = 0; i < names.size(); ++i) {
        const bool computer = i < computers.size() && computers[i];
        game.addPlayer(
            {names[i],
             computer ? greed::core::PlayerKind::Computer : greed::core::PlayerKind::Human,
             computer ? "steady" : ""});
    }
    REQUIRE(game.start(0));
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (i == winner || (tie && i + 1 == names.size())) {
            REQUIRE(game.apply(greed::core::Action::roll({1, 1, 1, 2, 3})));
            REQUIRE(game.apply(greed::core::Action::bank()));
        } else {
            REQUIRE(game.apply(greed::core::Action::roll({2, 3, 4, 6, 2})));
        }
    }
    // Those before the winner have their last turn: a bust each.
    for (std::size_t i = 0; i < winner && game.phase() != greed::core::Phase::GameOver; ++i) {
        REQUIRE(game.apply(greed::core::Action::roll({2, 3, 4, 6, 2})));
    }
    REQUIRE(game.phase() == greed::core::Phase::GameOver);
    return game;
}

// The title the results screen shows for `game`, in `language`.
std::string titleOf(const greed::core::Game& game, greed::i18n::Language language) {
    auto o = greed::app::test::testOptions();
    o.language = language;
    Harness h(o);
    auto& s = h.app().services();
    s.scenes.reset(makeResultsScene(s, game, ResultsView::Finished, nullptr));
    h.frames(40);
    // The title is the first label at the top centre of the window.
    for (const auto& l : greed::app::test::labelsOfTop(h)) {
        if (l.rect.y < s.height() / 10 && l.rect.x < s.width() / 2 &&
            l.rect.x + l.rect.w > s.width() / 2) {
            return l.text;
        }
    }
    return {};
}

} // namespace

// Findings v3 (defect 10): before any turn the graph screen offered "[I] Details" with nothing
// to detail. It comes once a turn is played; I before then changes nothing.
TEST_CASE("graph screen: Details is hidden until a turn is played", "[graph][results]") {
    Harness h;
    auto& s = h.app().services();
    greed::core::Game game(greed::core::loadPreset("greed"));
    game.addPlayer({"Ann", greed::core::PlayerKind::Human, ""});
    game.addPlayer({"Bob", greed::core::PlayerKind::Human, ""});
    REQUIRE(game.start(0));
    s.scenes.reset(makeGraphScene(s, game));
    h.frames(2);
    REQUIRE(h.scene() == "graph");
    CHECK_FALSE(hasButton(h, "details"));
    const bool before = s.settings.details;
    h.key(SDLK_i);
    h.frames(2);
    CHECK(s.settings.details == before);
    CHECK(hasButton(h, "back"));

    REQUIRE(game.apply(greed::core::Action::roll({1, 1, 1, 2, 3})));
    REQUIRE(game.apply(greed::core::Action::bank()));
    s.scenes.reset(makeGraphScene(s, game));
    h.frames(2);
    CHECK(hasButton(h, "details"));
}

// The lead's check (issue 37): a game of people only whose first kept the default name "You"
// titled its end "You wins!" ("¡Gana Tú!", "Sieg: Du!").
TEST_CASE("results title: the winner's words agree for a person, a computer and a tie",
          "[graph][results]") {
    using greed::i18n::Language;
    for (Language language : {Language::English, Language::Spanish, Language::German}) {
        greed::app::test::InLanguage in(language);
        INFO(greed::i18n::languageCode(language));
        const std::string you = greed::i18n::tr("You");
        const std::string youWin = greed::i18n::tr("You win!");
        // People only: the one called "You" (in English or the language played) is spoken to.
        CHECK(titleOf(wonBy({"You", "Ann"}, 0), language) == youWin);
        CHECK(titleOf(wonBy({"Ann", you}, 1), language) == youWin);
        // People only, a name: about them.
        CHECK(titleOf(wonBy({"Ann", "You"}, 0), language) == greed::i18n::trf("{0} wins!", "Ann"));
        // The one person at a table of computers is spoken to, whatever their name.
        CHECK(titleOf(wonBy({"Ann", "Rex"}, 0, {false, true}), language) == youWin);
        // A computer wins.
        CHECK(titleOf(wonBy({"Ann", "Rex"}, 1, {false, true}), language) ==
              greed::i18n::trf("{0} wins!", "Rex"));
        // A tie.
        CHECK(titleOf(wonBy({"Ann", "Bob", "Rex"}, 0, {}, true), language) ==
              greed::i18n::trf("{0} share the win!", "Ann & Rex"));
    }
}

// The graph screen in play with 2, 4 and 8 players, before any turn and after two rounds, at
// the three sizes: every word inside the window and clear of the others (the target's label
// on its rule, the names at the lines' ends, the waiting words). GREED_RESULTS_SHOTS=DIR
// saves each screen as a PNG.
TEST_CASE("graph screen: 2 4 and 8 players fit at every size before any turn and in play",
          "[graph][results][every-size]") {
    for (int players : {2, 4, 8}) {
        for (int turns : {0, 2 * players}) {
            greed::app::test::GameRecipe recipe{"greed", players};
            recipe.turns = turns;
            recipe.seed = 5;
            const auto game = greed::app::test::playGame(recipe);
            for (auto [w, h] : {std::pair{800, 600}, {1280, 720}, {1920, 1080}}) {
                auto o = greed::app::test::testOptions();
                o.width = w;
                o.height = h;
                Harness harness(o);
                auto& s = harness.app().services();
                s.scenes.reset(makeGraphScene(s, game));
                harness.frames(2);
                const std::string name = "graph-" + std::to_string(players) + "p-" +
                                         std::to_string(turns) + "t-" + std::to_string(w) + "x" +
                                         std::to_string(h);
                INFO(name);
                greed::app::test::checkText(harness, w, h);
                if (const char* dir = std::getenv("GREED_RESULTS_SHOTS"); dir && *dir) {
                    const auto shot = harness.app().renderAndCapture();
                    IMG_SavePNG(shot.get(), (std::string(dir) + "/" + name + ".png").c_str());
                }
            }
        }
    }
}

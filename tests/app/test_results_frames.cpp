// The results screen's first moments and its details, checked frame by frame: the podium is
// there from the first frame (every placed player's portrait and name), the words under each
// portrait are that player's, and Details lists each player's figures.
// [.results-frames] (hidden) saves frame sequences for people: GREED_RESULTS_SHOTS=DIR.
#include "app_harness.hpp"
#include "results_games.hpp"

#include "app/scenes/scenes.hpp"
#include "app/ui/podium.hpp"
#include "core/rules_io.hpp"
#include "i18n/language.hpp"

#include <SDL_image.h>
#include <catch2/catch.hpp>

#include <cstdlib>
#include <string>

using namespace greed::app;
using greed::app::test::GameRecipe;
using greed::app::test::Harness;

namespace {

Options sized(greed::i18n::Language language, int w, int h) {
    Options o = greed::app::test::testOptions();
    o.width = w;
    o.height = h;
    o.language = language;
    return o;
}

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
    REQUIRE(dir != nullptr);
    struct Shot {
        int players;
        bool personWins;
        Language language;
        int w, h;
    };
    for (const Shot& shot : {Shot{4, true, Language::English, 1280, 720},
                             Shot{4, false, Language::English, 1280, 720},
                             Shot{2, false, Language::Spanish, 1920, 1080},
                             Shot{8, true, Language::German, 800, 600},
                             Shot{8, false, Language::English, 1280, 720},
                             Shot{4, false, Language::German, 1920, 1080},
                             Shot{2, true, Language::English, 800, 600}}) {
        const auto game = gameWonBy(shot.players, shot.personWins);
        const std::string code(greed::i18n::languageCode(shot.language));
        const std::string name = std::to_string(shot.players) + "p-" +
                                 (shot.personWins ? "person" : "computer") + "-" + code + "-" +
                                 std::to_string(shot.w) + "x" + std::to_string(shot.h);
        for (bool details : {false, true}) {
            Harness harness(sized(shot.language, shot.w, shot.h));
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

// The results screen (podium, standings, score graph, the picked turn in words), the score
// graph shown during a game, and the statistics screen, in English, Spanish and German at
// 1024x768, 1280x720 and 1920x1080: every word inside its window, panel and button and clear
// of the others, and the words really in the language (numbers, places and dates too).
// GREED_RESULTS_SHOTS=DIR saves each screen as a PNG.
#include "app_harness.hpp"
#include "results_games.hpp"
#include "stats_games.hpp"
#include "text_fit.hpp"

#include "app/scenes/scenes.hpp"
#include "i18n/language.hpp"

#include <SDL_image.h>
#include <catch2/catch.hpp>

#include <cstdlib>
#include <regex>
#include <string>
#include <vector>

using namespace greed::app;
using greed::app::test::checkText;
using greed::app::test::GameRecipe;
using greed::app::test::Harness;
using greed::app::test::labelsOfTop;
using greed::i18n::Language;

namespace {

const std::pair<int, int> kSizes[] = {{1024, 768}, {1280, 720}, {1920, 1080}};

// Words the screens must show in each language (so an untranslated screen fails).
struct Words {
    Language language;
    std::vector<std::string> results; // on the results of a finished game (places under the
                                      // podium as ordinals; on it, medals with numerals)
    std::vector<std::string> graph;   // on the score graph during a game
    std::vector<std::string> stats;   // on the statistics screen
    std::string date;                 // how the past games' dates read (a pattern)
};

const Words kWords[] = {
    {Language::English,
     {"Play again", "4th", "5th", "Banked"},
     {"Standings", "Back to the game"},
     {"Statistics", "FIGURES", "%"},
     R"(^\d{4}-\d\d-\d\d \d\d:\d\d$)"},
    {Language::Spanish,
     {"Jugar otra vez", "4.\u00BA", "5.\u00BA", "turno", "anotados"},
     {"Clasificación", "Volver a la partida"},
     {"Estadísticas", "CIFRAS", "\u00A0%"},
     R"(^\d\d/\d\d/\d{4} \d\d:\d\d$)"},
    {Language::German,
     {"Nochmal spielen", "4.", "5.", "Zug", "notiert"},
     {"Rangliste", "Zurück zur Partie"},
     {"Statistik", "KENNZAHLEN", "\u00A0%"},
     R"(^\d\d\.\d\d\.\d{4} \d\d:\d\d$)"},
};

std::string sizeName(int w, int h) {
    return std::to_string(w) + "x" + std::to_string(h);
}

void save(Harness& h, const std::string& name) {
    const char* dir = std::getenv("GREED_RESULTS_SHOTS");
    if (dir != nullptr && *dir != '\0') {
        const auto shot = h.app().renderAndCapture();
        IMG_SavePNG(shot.get(), (std::string(dir) + "/" + name + ".png").c_str());
    }
}

Options optionsFor(Language language, int w, int h) {
    Options o = greed::app::test::testOptions();
    o.width = w;
    o.height = h;
    o.language = language;
    return o;
}

// Every expected word appears in (a part of) some label of the top scene.
void checkWords(Harness& h, const std::vector<std::string>& words) {
    const auto labels = labelsOfTop(h);
    for (const auto& word : words) {
        bool found = false;
        for (const auto& l : labels) {
            found = found || l.text.find(word) != std::string::npos;
        }
        INFO("\"" << word << "\" on " << h.scene());
        CHECK(found);
    }
}

void checkResults(const Words& words) {
    // Five players, one joining and one leaving: the podium, rows with notes, every marker.
    const auto finished = greed::app::test::playGame({"greed", 5, false, true});
    REQUIRE(finished.phase() == greed::core::Phase::GameOver);
    const auto longNames = greed::app::test::playGame({"greed", 8, true});
    const auto midGame = greed::app::test::playGame({"greed", 4, false, false, 14});
    const std::string code(greed::i18n::languageCode(words.language));
    for (auto [w, ht] : kSizes) {
        INFO(code << " at " << sizeName(w, ht));
        {
            Harness h(optionsFor(words.language, w, ht));
            auto& s = h.app().services();
            s.scenes.reset(makeResultsScene(s, finished, ResultsView::Finished, nullptr));
            h.frames(100); // the plinths risen, the names shown, the crown on
            REQUIRE(h.scene() == "results");
            checkText(h, w, ht);
            checkWords(h, words.results);
            // The action buttons keep their words near the body size: two rows rather than
            // one crammed edge to edge (German at 800x600 fell to 9 px).
            for (const auto& b : h.app().top().buttons()) {
                if (b.id != "details") {
                    INFO(b.id << " at " << b.textSize << " of " << s.type().body);
                    CHECK(b.textSize >= s.type().body * 5 / 6);
                }
            }
            save(h, "results-" + code + "-" + sizeName(w, ht));
            s.scenes.reset(makeResultsScene(s, longNames, ResultsView::Finished, nullptr));
            h.frames(100);
            checkText(h, w, ht);
            save(h, "results-long-" + code + "-" + sizeName(w, ht));
            // The score graph during a game (no podium: the standings as rows).
            s.scenes.reset(makeResultsScene(s, midGame, ResultsView::DuringGame, nullptr));
            h.frames(2);
            REQUIRE(h.scene() == "graph");
            checkText(h, w, ht);
            checkWords(h, words.graph);
            save(h, "graph-" + code + "-" + sizeName(w, ht));
        }
    }
}

void checkStats(const Words& words) {
    const std::string code(greed::i18n::languageCode(words.language));
    greed::app::test::TempDataDir data("stats-language-" + code);
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
        greed::app::test::recordComputerGame(data.path(), seed);
    }
    for (auto [w, ht] : kSizes) {
        INFO(code << " at " << sizeName(w, ht));
        Options o = optionsFor(words.language, w, ht);
        o.forceSave = true;
        Harness h(o);
        h.app().services().scenes.push(makeStatsScene(h.app().services()));
        h.frames(2);
        REQUIRE(h.scene() == "stats");
        checkText(h, w, ht);
        checkWords(h, words.stats);
        // The past games' dates, written the language's way.
        int dates = 0;
        for (const auto& l : labelsOfTop(h)) {
            dates += std::regex_match(l.text, std::regex(words.date)) ? 1 : 0;
        }
        CHECK(dates == 4);
        save(h, "stats-" + code + "-" + sizeName(w, ht));
    }
}

} // namespace

TEST_CASE("results and score graph in English fit at every size", "[results][language]") {
    checkResults(kWords[0]);
}

TEST_CASE("results and score graph in Spanish fit at every size", "[results][language]") {
    checkResults(kWords[1]);
}

TEST_CASE("results and score graph in German fit at every size", "[results][language]") {
    checkResults(kWords[2]);
}

TEST_CASE("the statistics in English fit at every size", "[stats][language]") {
    checkStats(kWords[0]);
}

TEST_CASE("the statistics in Spanish fit at every size", "[stats][language]") {
    checkStats(kWords[1]);
}

TEST_CASE("the statistics in German fit at every size", "[stats][language]") {
    checkStats(kWords[2]);
}

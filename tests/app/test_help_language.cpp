// The help screen of every preset and of a custom rule file, in every language at every
// window size: scrolled from the first line to the last, every text stays inside its widget
// and the window and clear of the others, and the words are the language's own.
#include "app_harness.hpp"
#include "text_fit.hpp"

#include "core/rules_io.hpp"
#include "i18n/translate.hpp"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

using namespace greed;
using greed::app::test::checkText;
using greed::app::test::Harness;
using greed::app::test::labelsOfTop;

namespace {

std::vector<std::string> ruleSources() {
    std::vector<std::string> all = core::presetNames();
    all.push_back(std::string(GREED_TEST_FIXTURES) + "/rules/custom-everything.json");
    return all;
}

// Opens help from the title screen, checks every view while scrolling to the end, and returns
// every text shown on the way.
std::string scrollThroughHelp(i18n::Language language, const std::string& rules, int w, int h) {
    app::Options o = app::test::testOptions(rules);
    o.width = w;
    o.height = h;
    o.language = language;
    Harness harness(o);
    harness.click("help");
    REQUIRE(harness.scene() == "help");
    std::string seen;
    std::string before;
    for (int step = 0; step < 60; ++step) {
        INFO(rules);
        checkText(harness, w, h);
        std::string now;
        for (const auto& l : labelsOfTop(harness)) {
            now += l.text + "\n";
        }
        if (now == before) {
            break; // the end: scrolling stops
        }
        seen += now;
        before = now;
        for (int k = 0; k < 4; ++k) {
            harness.key(SDLK_DOWN);
        }
    }
    return seen;
}

bool has(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

void checkLanguage(i18n::Language language, const std::vector<std::string>& ownWords,
                   const std::vector<std::string>& englishWords) {
    const std::pair<int, int> sizes[] = {{1024, 768}, {1280, 720}, {1920, 1080}};
    for (const auto& rules : ruleSources()) {
        for (const auto& [w, h] : sizes) {
            const std::string seen = scrollThroughHelp(language, rules, w, h);
            INFO(rules << " at " << w << "x" << h);
            for (const auto& word : ownWords) {
                CHECK(has(seen, word));
            }
            for (const auto& word : englishWords) {
                CHECK_FALSE(has(seen, word));
            }
        }
    }
}

} // namespace

TEST_CASE("help language: English at every size, every rule set", "[help][i18n]") {
    checkLanguage(i18n::Language::English, {"Scoring", "A turn", "Keys", "Back"}, {});
}

TEST_CASE("help language: German at every size, every rule set", "[help][i18n]") {
    checkLanguage(i18n::Language::German, {"Wertung (", "Der Zug", "Spielende", "Tasten", "Zurück"},
                  {"Scoring", "A turn", "The end", "Keys", "Back", "Highest score", "Space:"});
}

TEST_CASE("help language: Spanish at every size, every rule set", "[help][i18n]") {
    checkLanguage(i18n::Language::Spanish,
                  {"Puntuación", "El turno", "Fin de la partida", "Teclas", "Volver"},
                  {"Scoring", "A turn", "The end", "Keys", "Back", "Highest score", "Space:"});
}

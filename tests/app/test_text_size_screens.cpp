// Large text on the busy screens: at 100, 125 and 150 % at 1280x720 every word of the table
// (three and eight seats), the score graph in play, the results and the statistics fits its
// place; what the defects hid shows again: every head-to-head opponent, three lines of recent
// moves beside eight players, setup portraits of a size to recognise; and the recent-moves log
// at 800x600 in Spanish and German gives up letters of names, never of what happened.
#include "app_harness.hpp"
#include "results_games.hpp"
#include "stats_games.hpp"
#include "text_fit.hpp"

#include "app/scenes/scenes.hpp"
#include "app/scenes/setup_scene_cards.hpp"
#include "app/settings.hpp"
#include "app/table/log_fit.hpp"
#include "app/table/table_scene.hpp"
#include "app/ui/text_size.hpp"
#include "app/ui/type_scale.hpp"
#include "i18n/translate.hpp"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace greed::app;
using greed::app::test::Harness;
using greed::app::test::InLanguage;
using greed::app::test::inside;
using greed::app::test::labelsOfTop;
using greed::i18n::Language;

namespace {

constexpr const char* kEightEnglish =
    "Timid Tilly:timid,Careful Carl:careful,Steady Sam:steady,Bold Bea:bold,Gambling "
    "Gus:gambler,Reckless Rex:reckless,The Professor:professor,Ann:steady";
constexpr const char* kEightSpanish =
    "Tilly la Tímida:timid,Carlos el Cauto:careful,Sam el Sereno:steady,Bea la Brava:bold,Gus el "
    "Apostador:gambler,Rex el Temerario:reckless,El Profesor:professor,Ana:steady";
constexpr const char* kEightGerman =
    "Zilli Zögerlich:timid,Uwe Umsichtig:careful,Stefan Stetig:steady,Bea Beherzt:bold,Gus "
    "Glücksritter:gambler,Rex Riskant:reckless,Professor Pasch:professor,Anna:steady";

Options sized(int w, int h, int textSize, Language language, const std::string& players = "") {
    Options o = test::testOptions("greed", players);
    o.width = w;
    o.height = h;
    o.textSize = textSize;
    o.language = language;
    o.forceSave = true; // the statistics screen reads the test's data folder
    return o;
}

// Computers only, as fast as they go: steps (any key hurries them) until the log holds
// `lines` lines or the game is over.
void playUntilLog(Harness& h, std::size_t lines) {
    h.app().services().settings.speedIndex = static_cast<int>(Settings::kSpeeds.size()) - 1;
    h.app().services().settings.paceIndex = static_cast<int>(Settings::kPaces.size()) - 1;
    for (int guard = 0; guard < 4000 && h.scene() == "table"; ++guard) {
        if (test::topTable(h).show().log().size() >= lines) {
            return;
        }
        h.key(SDLK_x);
        h.frames(2);
    }
}

// The labels drawn inside `box`.
std::vector<DrawnLabel> labelsIn(const std::vector<DrawnLabel>& labels, const SDL_Rect& box) {
    std::vector<DrawnLabel> out;
    std::copy_if(labels.begin(), labels.end(), std::back_inserter(out),
                 [&](const DrawnLabel& l) { return inside(l.rect, box, 0); });
    return out;
}

// The recent moves drawn now: the labels under the box's title.
std::vector<DrawnLabel> logLabels(Harness& h) {
    const TableLayout& L = test::topTable(h).tableLayout();
    const SDL_Rect lines{L.recentBox.x, L.recentTop, L.recentBox.w, L.recentBottom - L.recentTop};
    return labelsIn(labelsOfTop(h), lines);
}

bool endsWithEllipsis(const std::string& s) {
    const std::string dots = "\u2026";
    return s.size() >= dots.size() && s.compare(s.size() - dots.size(), dots.size(), dots) == 0;
}

} // namespace

TEST_CASE("log lines: names give up their letters, the words after them stay whole",
          "[access][hud][log]") {
    Harness h;
    auto& text = h.app().services().text;
    const greed::platform::TextStyle style{14, false, {255, 255, 255, 255}};
    const std::vector<LogName> names{
        {"Bartholomew", "Bartholomew"}, {"Gambling Gus", "Gus"}, {"Tú", "Tú"}};

    // A name keeps three letters before its "…" (a word of up to four letters stays whole).
    CHECK(shorterNames({"Gambling Gus", "Gus"}) == std::vector<std::string>{"Gambling Gus", "Gus"});
    CHECK(shorterNames({"Carlos", "Carlos"}).size() == 4); // Carlos, Carlo…, Carl…, Car…
    CHECK(shorterNames({"Al", "Al"}) == std::vector<std::string>{"Al"});

    // Wide enough for the line with a shortened name, not for the whole line.
    const std::string line = "Bartholomew \u2014 +350 \u2192 1.200";
    const std::string tail = " \u2014 +350 \u2192 1.200";
    const int full = text.measure(line, style).x;
    const int least = text.measure("Bar\u2026" + tail, style).x;
    REQUIRE(least < full - 8);
    for (int width = least; width < full; width += 2) {
        INFO("width " << width);
        const auto rows = logRows(text, line, names, style, width, 14);
        REQUIRE(rows.size() == 1);
        CHECK(text.measure(rows[0], style).x <= width);
        CHECK(rows[0].size() > tail.size());
        CHECK(rows[0].compare(rows[0].size() - tail.size(), tail.size(), tail) == 0);
        CHECK(rows[0].rfind("Bar", 0) == 0);
    }
    // A computer's full name gives way to the name on its plate first.
    const std::string gus = "Gambling Gus \u2014 banked 350 (1,200)";
    const int gusW = text.measure("Gus \u2014 banked 350 (1,200)", style).x;
    CHECK(logRows(text, gus, names, style, gusW, 14) ==
          std::vector<std::string>{"Gus \u2014 banked 350 (1,200)"});
    // A name inside another word is that word's: "Tú" in "Tútú" stays.
    const std::string inWord = "Tútú \u2014 banked 350 (1,200)";
    const auto rows = logRows(text, inWord, names, style, text.measure(inWord, style).x - 4, 14);
    CHECK(rows.front().rfind("Tútú", 0) == 0);
    // Too wide whatever the names: the line wraps, every word whole, the given names in it.
    const std::string throwLine = "Gambling Gus \u2014 throw: 1 5 3 2 6";
    const int narrow = text.measure("Gus \u2014 throw: 1", style).x + 14;
    const auto wrapped = logRows(text, throwLine, names, style, narrow, 14);
    REQUIRE(wrapped.size() >= 2);
    std::string joined;
    for (const auto& r : wrapped) {
        CHECK(text.measure(r, style).x <= narrow - 14);
        joined += (joined.empty() ? "" : " ") + r;
    }
    CHECK(joined == "Gus \u2014 throw: 1 5 3 2 6");
    // A name with no shorter given form wraps whole ("Yo…" was written before the fix).
    const auto you = logRows(text, "Tú \u2014 throw: 1 5 3 2 6", names, style,
                             text.measure("Tú \u2014 throw: 1", style).x + 14, 14);
    REQUIRE(you.size() >= 2);
    CHECK(you.front().rfind("Tú \u2014", 0) == 0);
}

TEST_CASE("log at 800x600 in Spanish and German: six-letter and longer names give way, the "
          "moves stay whole",
          "[access][hud][log][i18n]") {
    for (const auto& [language, players] :
         {std::pair{Language::Spanish, kEightSpanish}, std::pair{Language::German, kEightGerman}}) {
        const InLanguage in(language);
        Harness h(sized(800, 600, 100, language, players));
        REQUIRE(h.scene() == "table");
        int shortened = 0;
        int seen = 0;
        h.app().services().settings.speedIndex = static_cast<int>(Settings::kSpeeds.size()) - 1;
        h.app().services().settings.paceIndex = static_cast<int>(Settings::kPaces.size()) - 1;
        // Look at the panel every few frames for a while: lines come and go.
        for (int step = 0; step < 50 && h.scene() == "table"; ++step) {
            for (int k = 0; k < 6; ++k) {
                h.key(SDLK_x);
                h.frames(2);
            }
            if (h.scene() != "table") {
                break; // the game is over
            }
            const auto& log = test::topTable(h).show().log();
            for (const auto& l : logLabels(h)) {
                ++seen;
                INFO(greed::i18n::languageCode(language) << ": \"" << l.text << "\"");
                // Never cut at its end: the points and what happened are whole.
                CHECK_FALSE(endsWithEllipsis(l.text));
                const bool whole = std::find(log.begin(), log.end(), l.text) != log.end();
                shortened += whole ? 0 : 1;
            }
        }
        INFO(greed::i18n::languageCode(language));
        CHECK(seen > 60);
        CHECK(shortened > 0); // the panel was too narrow for some line: the case in question
    }
}

TEST_CASE("eight players at 150 %: the recent moves keep three lines and two moves",
          "[access][hud][log]") {
    for (int size : {125, 150}) {
        INFO("text size " << size);
        Harness h(sized(1280, 720, size, Language::English, kEightEnglish));
        playUntilLog(h, 12);
        const auto lines = logLabels(h);
        CHECK(lines.size() >= 3);
        // The newest two moves are there, whole or wrapped onto rows of their own.
        const auto& log = test::topTable(h).show().log();
        REQUIRE(log.size() >= 2);
        std::string drawn;
        for (const auto& l : lines) {
            drawn += l.text + " ";
        }
        for (std::size_t k = log.size() - 2; k < log.size(); ++k) {
            const std::string last = log[k].substr(log[k].rfind(' ') + 1);
            INFO("\"" << log[k] << "\" in \"" << drawn << "\"");
            CHECK(drawn.find(last) != std::string::npos);
        }
        test::checkText(h, 1280, 720);
    }
    setTextScale(1.0);
}

TEST_CASE("text size 100, 125 and 150 %: the statistics show every head-to-head opponent",
          "[access][stats]") {
    const test::TempDataDir data("access-versus");
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
        test::recordComputerGame(data.path(), seed, "Ann:steady,Rex:reckless,Tim:timid,Bea:bold");
    }
    struct Case {
        int w, h, size;
        Language language;
    };
    for (const Case c :
         {Case{1280, 720, 100, Language::English}, Case{1280, 720, 125, Language::English},
          Case{1280, 720, 150, Language::English}, Case{1280, 720, 150, Language::German},
          Case{800, 600, 100, Language::Spanish}, Case{800, 600, 100, Language::German}}) {
        const InLanguage in(c.language);
        INFO(c.w << "x" << c.h << " at " << c.size << " % in "
                 << greed::i18n::languageCode(c.language));
        Harness h(sized(c.w, c.h, c.size, c.language));
        h.click("stats");
        h.frames(2);
        REQUIRE(h.scene() == "stats");
        test::checkText(h, c.w, c.h);
        const auto labels = labelsOfTop(h);
        for (const char* rival : {"Rex", "Tim", "Bea"}) {
            const std::string who = greed::i18n::trf("vs {0}", rival);
            INFO(who);
            CHECK(std::any_of(labels.begin(), labels.end(),
                              [&](const DrawnLabel& l) { return l.text.rfind(who, 0) == 0; }));
        }
    }
    setTextScale(1.0);
}

TEST_CASE("text size 125 and 150 %: eight setup cards keep portraits to recognise",
          "[access][setup]") {
    for (int size : {100, 125, 150}) {
        for (auto [w, ht] : {std::pair{1280, 720}, {1920, 1080}, {1280, 800}}) {
            setTextScale(size / 100.0);
            const MenuType T = MenuType::forHeight(ht);
            // The card area setup gives its cards (SetupScene::layout): between the rules'
            // summary and the key hint, at most 16:9 of the height wide.
            const int rim = std::max(10, ht / 45);
            const int width = std::min(w - 2 * rim - w / 16, ht * 16 / 9);
            const int top = rim + T.title * 6 / 10 + T.title * 55 / 100 + T.control + T.caption * 3;
            const int hint = ht - rim - T.control - ht / 40 - T.caption * 2;
            const SDL_Rect area{(w - width) / 2, top, width, hint - T.caption - top};
            for (int count = 2; count <= 8; ++count) {
                INFO(w << "x" << ht << " at " << size << " %, " << count << " cards in " << area.x
                       << "," << area.y << " " << area.w << "x" << area.h);
                const auto cards = layoutSeatCards(area, count, T);
                REQUIRE(static_cast<int>(cards.size()) == count);
                for (std::size_t i = 0; i < cards.size(); ++i) {
                    const SeatCard& c = cards[i];
                    CHECK(inside(c.card, area, 0));
                    CHECK(c.portrait.w >= 48);
                    // Room for a name of a dozen letters at the card text's least size.
                    CHECK(c.name.w >= kCardTextLeast * 7);
                    for (const SDL_Rect* part : {&c.portrait, &c.name, &c.kind, &c.remove}) {
                        CHECK(inside(*part, c.card, 0));
                    }
                    SDL_Rect overlap{};
                    CHECK_FALSE(SDL_IntersectRect(&c.portrait, &c.name, &overlap));
                    CHECK_FALSE(SDL_IntersectRect(&c.portrait, &c.kind, &overlap));
                    CHECK_FALSE(SDL_IntersectRect(&c.remove, &c.name, &overlap));
                    for (std::size_t k = i + 1; k < cards.size(); ++k) {
                        CHECK_FALSE(SDL_IntersectRect(&c.card, &cards[k].card, &overlap));
                    }
                }
            }
        }
    }
    setTextScale(1.0);
}

TEST_CASE("text size 100, 125 and 150 %: the table, the score graph and the results fit at "
          "1280x720",
          "[access][hud][slow]") {
    for (int size : {100, 125, 150}) {
        INFO("text size " << size << " %");
        for (const char* players : {"Ann:steady,Sam:steady,Bea:bold", kEightEnglish}) {
            Harness h(sized(1280, 720, size, Language::English, players));
            playUntilLog(h, 8);
            REQUIRE(h.scene() == "table");
            test::checkText(h, 1280, 720);
            h.key(SDLK_g);
            h.frames(2);
            REQUIRE(h.scene() == "graph");
            test::checkText(h, 1280, 720);
        }
        Harness h(sized(1280, 720, size, Language::English));
        const auto game = test::playGame({"greed", 4});
        auto& s = h.app().services();
        s.scenes.reset(makeResultsScene(s, game, ResultsView::Finished, nullptr));
        h.frames(150);
        test::checkText(h, 1280, 720);
    }
    setTextScale(1.0);
}

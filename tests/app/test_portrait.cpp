// Portraits: a computer player's medallion is its personality's face; a person's is their
// initials on their seat's colour in the same brass frame (the faceless silhouette read as a
// missing picture), on the setup card, at the table and on the results' podium; initials from
// names in any script, never a box.
#include "app/scenes/scenes.hpp"
#include "app/ui/initials.hpp"
#include "app/ui/portrait.hpp"
#include "app_harness.hpp"
#include "core/paths.hpp"
#include "platform/asset_cache.hpp"
#include "results_games.hpp"
#include "text_fit.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <string>

using greed::app::initialsOf;
using greed::app::portraitSprite;
using greed::app::test::Harness;
using greed::app::test::labelsOfTop;
using greed::platform::AssetCache;

namespace {

// Which characters DejaVu draws, as far as these tests need: no Chinese.
bool noChinese(std::uint32_t c) {
    return c < 0x2E80 || c > 0x9FFF;
}

// The labels `h`'s top screen draws with exactly `text`.
int drawnCount(Harness& h, const std::string& text) {
    int n = 0;
    for (const auto& l : labelsOfTop(h)) {
        n += l.text == text ? 1 : 0;
    }
    return n;
}

} // namespace

TEST_CASE("initials: the first letters of the first and last words, in capitals", "[portrait]") {
    CHECK(initialsOf("ana maría") == "AM");
    CHECK(initialsOf("Ana María López") == "AL");
    CHECK(initialsOf("Carlos el Cauto") == "CC");
    CHECK(initialsOf("Player 2") == "P2");
    CHECK(initialsOf("You") == "Y");
    CHECK(initialsOf("Jean-Luc Picard") == "JP");
    CHECK(initialsOf("  émile   zola ") == "ÉZ");
    CHECK(initialsOf("ølaf ßtrand") == "Øß");
    CHECK(initialsOf("łukasz żak") == "ŁŻ");
    CHECK(initialsOf("анна петрова") == "АП");
    CHECK(initialsOf("σοφία") == "Σ");
    CHECK(initialsOf("ήλιος ωmega") == "ΉΩ");
    // An accent typed after its letter stays with it.
    CHECK(initialsOf("e\u0301lodie") == "E\u0301");
    // Punctuation and symbols before a word's first letter are passed over.
    CHECK(initialsOf("(Bob) \u2605Star") == "BS");
    CHECK(initialsOf("\u2605\u2605\u2605").empty());
    CHECK(initialsOf("").empty());
    CHECK(initialsOf("   ").empty());
}

TEST_CASE("initials: a name in a script the font lacks gives none of its letters, never a box",
          "[portrait]") {
    CHECK(initialsOf("李小龍") == "李"); // written without spaces: its first letter
    CHECK(initialsOf("李小龍", noChinese).empty());
    CHECK(initialsOf("李小龍 Lee", noChinese) == "L");
    CHECK(initialsOf("Bruce 李", noChinese) == "B");
}

TEST_CASE("the medallion writes a smile where the font draws none of a name's letters",
          "[portrait]") {
    Harness h;
    auto& text = h.app().services().text;
    CHECK(greed::app::medallionLetters(text, "ana maría") == "AM");
    CHECK(greed::app::medallionLetters(text, "李小龍") == "\u263A");
    CHECK(greed::app::medallionLetters(text, "") == "\u263A");
    CHECK(text.provides(0x263A));
}

TEST_CASE("a person's portrait is the initials frame, a computer's its personality's face",
          "[portrait]") {
    const AssetCache assets(nullptr, greed::core::assetDirectory() / "sprites");
    // The bug: a faceless silhouette ("portrait_person_<n>") beside seven faces.
    CHECK(portraitSprite(assets, false, "") == "portrait_person");
    CHECK(assets.exists("portrait_person"));
    CHECK_FALSE(assets.exists("portrait_person_1"));
    CHECK(portraitSprite(assets, true, "steady") == "portrait_steady");
    CHECK(portraitSprite(assets, true, "no-such-one").empty());
}

TEST_CASE("without the generator's art every player gets initials", "[portrait]") {
    const std::filesystem::path empty = std::filesystem::temp_directory_path() / "greed-no-art";
    std::filesystem::create_directories(empty);
    const AssetCache assets(nullptr, empty);
    CHECK(portraitSprite(assets, false, "").empty());
    CHECK(portraitSprite(assets, true, "steady").empty());
    std::filesystem::remove(empty);
}

TEST_CASE("a person's initials are drawn on setup, at the table and on the podium",
          "[portrait][setup]") {
    SECTION("setup: on the first card, above its name") {
        Harness h;
        h.click("new");
        REQUIRE(h.scene() == "setup");
        h.click("name1");
        h.key(SDLK_BACKSPACE);
        h.text("ana maría");
        h.key(SDLK_RETURN);
        h.frames(1);
        const SDL_Rect name = greed::app::test::buttonOf(h, "name1").rect;
        int above = 0;
        for (const auto& l : labelsOfTop(h)) {
            if (l.text == "AM") {
                CHECK(l.rect.y + l.rect.h < name.y);
                CHECK(std::abs(l.rect.x + l.rect.w / 2 - (name.x + name.w / 2)) < name.w / 4);
                ++above;
            }
        }
        CHECK(above == 1);
    }
    SECTION("the table: on the person's plate only") {
        Harness h(greed::app::test::testOptions("greed", "ana maría,Rex:reckless,Bo Zed"));
        REQUIRE(h.scene() == "table");
        h.frames(2);
        CHECK(drawnCount(h, "AM") == 1);
        CHECK(drawnCount(h, "BZ") == 1);
        CHECK(drawnCount(h, "R") == 0); // Rex has his face
    }
    SECTION("the results' podium") {
        greed::app::test::GameRecipe recipe;
        recipe.seats = {{"ana maría", greed::core::PlayerKind::Human, ""},
                        {"Rex", greed::core::PlayerKind::Computer, "reckless"}};
        const auto game = greed::app::test::playGame(recipe);
        REQUIRE(game.phase() == greed::core::Phase::GameOver);
        Harness h;
        auto& s = h.app().services();
        s.scenes.reset(
            greed::app::makeResultsScene(s, game, greed::app::ResultsView::Finished, nullptr));
        h.frames(150);
        CHECK(drawnCount(h, "AM") == 1);
    }
}

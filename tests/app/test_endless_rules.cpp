// Rule sets the game cannot play with computers, or that would never end (issue 38), through
// the real App: a valid rule file whose computer players' tables are over the memory limit is
// refused on the setup screen and in the add-a-player picker in the player's language, and the
// game never quits over it; the House rules screen estimates how long games run.
#include "app_harness.hpp"

#include "app/house/game_length.hpp"
#include "app/table/table_scene.hpp"
#include "app/ui/error_words.hpp"
#include "core/rules_io.hpp"

#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>

using namespace greed::app;
using greed::app::test::buttonOf;
using greed::app::test::Harness;
using greed::app::test::InLanguage;
using greed::app::test::TempDataDir;
namespace core = greed::core;

namespace {

// Valid, but the computer players' expected-points tables would need about 2.7 GiB: the file
// of the report (target 3,000,000, points 101, 50 and 333).
std::filesystem::path writeTooBig(const std::filesystem::path& dir) {
    nlohmann::json rules = core::rulesToJson(core::loadPreset("greed"));
    rules["id"] = "too-big";
    rules["name"] = "Too big";
    rules["target"] = 3000000;
    rules["singles"] = {{{"face", 1}, {"points", 101}}, {{"face", 5}, {"points", 50}}};
    rules["kinds"] = {{{"face", "any"}, {"count", 3}, {"points", 333}}};
    std::filesystem::create_directories(dir / "rules");
    const auto path = dir / "rules" / "too-big.json";
    std::ofstream(path) << rules.dump(1);
    return path;
}

} // namespace

TEST_CASE("rules too large for computers: refused in words, never quitting", "[endless]") {
    TempDataDir data("too-big-words");
    const core::Rules rules = core::loadRulesFile(writeTooBig(data.path()));
    CHECK(computerRefusal(core::loadPreset("greed")).empty());
    CHECK(computerRefusal(rules).find("Computer players cannot play these rules") == 0);
    const InLanguage spanish(greed::i18n::Language::Spanish);
    CHECK(computerRefusal(rules).find("El ordenador no puede jugar") == 0);
}

TEST_CASE("rules too large for computers: Start with a rule file picked in setup stays on setup",
          "[endless]") {
    TempDataDir data("too-big-setup");
    const auto file = writeTooBig(data.path());
    Harness h(greed::app::test::testOptions(file.string())); // offered in setup, no seats yet
    h.click("new");
    REQUIRE(h.scene() == "setup");
    REQUIRE(h.app().services().match.rules.id == "too-big");
    h.click("start");
    h.frames(2);
    CHECK(h.scene() == "setup"); // refused on the screen: no match, no exit
    CHECK(h.app().playedMatch() == nullptr);
    // Another rule set with the same seats starts.
    h.click("rules");
    REQUIRE(h.app().services().match.rules.id != "too-big");
    h.click("start");
    CHECK(h.waitFor("table"));
}

TEST_CASE("rules too large for computers: from the command line the setup screen opens",
          "[endless]") {
    TempDataDir data("too-big-command");
    const auto file = writeTooBig(data.path());
    Harness h(greed::app::test::testOptions(file.string(), "Ann,Bot:steady"));
    CHECK(h.scene() == "setup");
    CHECK(h.app().playedMatch() == nullptr);
}

TEST_CASE("rules too large for computers: a computer cannot be added mid-match, a person can",
          "[endless]") {
    TempDataDir data("too-big-join");
    const auto file = writeTooBig(data.path());
    Harness h(greed::app::test::testOptions(file.string(), "Ann,Bea"));
    REQUIRE(h.waitFor("table"));
    const auto* match = h.app().playedMatch();
    REQUIRE(match != nullptr);
    h.key(SDLK_ESCAPE);
    REQUIRE(h.scene() == "pause");
    h.click("join");
    REQUIRE(h.scene() == "join");
    h.key(SDLK_RIGHT); // a computer player
    h.click("join");
    CHECK(h.scene() == "join"); // refused in the picker
    CHECK(match->game().playerCount() == 2);
    for (int i = 0; i < 12 && buttonOf(h, "who").value != "a person here"; ++i) {
        h.click("who");
    }
    h.click("join");
    CHECK(h.scene() == "table");
    CHECK(match->game().playerCount() == 3);
}

TEST_CASE("house rules: the length of a game is estimated before saving", "[endless][house]") {
    const GameLength greed = estimateGameLength(core::loadPreset("greed"));
    CHECK(greed.verdict == GameLength::Verdict::Usual);
    CHECK(greed.turnsEach > 3);
    CHECK(greed.turnsEach < kLongGameTurns);
    CHECK(gameLengthWords(greed).find("A game of two takes about") == 0);
    // The table of the report: 3 dice, bank at least 700, two busts in a row lose 500.
    core::Rules streak = core::loadPreset("greed");
    streak.diceCount = 3;
    streak.bankMinimum = 700;
    streak.bustStreak = {2, 500};
    const GameLength endless = estimateGameLength(streak);
    CHECK(endless.verdict == GameLength::Verdict::Endless);
    CHECK(gameLengthWords(endless).find("20,000 rolls") != std::string::npos);
    // The same table without the streak ends, but late.
    streak.bustStreak = {};
    const GameLength slow = estimateGameLength(streak);
    CHECK(slow.verdict != GameLength::Verdict::Endless);
    const InLanguage german(greed::i18n::Language::German);
    CHECK(gameLengthWords(endless).find("Partien erreichen das Ziel") == 0);
}

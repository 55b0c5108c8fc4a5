// Personalities: the shipped file, strict loading, lines and the commentator.
#include "ai/commentator.hpp"
#include "ai/personality.hpp"

#include "core/rules_io.hpp"
#include "i18n/translate.hpp"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <fstream>
#include <map>

using namespace greed;

TEST_CASE("the shipped personalities range from timid to reckless", "[personality]") {
    const auto& all = ai::defaultPersonalities();
    REQUIRE(all.size() >= 7);
    const auto* timid = ai::findPersonality(all, "timid");
    const auto* reckless = ai::findPersonality(all, "reckless");
    const auto* professor = ai::findPersonality(all, "professor");
    REQUIRE(timid);
    REQUIRE(reckless);
    REQUIRE(professor);
    CHECK(timid->play.risk < reckless->play.risk);
    CHECK(professor->play.strategy == "optimal");
    for (const auto& p : all) {
        CHECK_FALSE(p.name.empty());
        CHECK_FALSE(p.description.empty());
        for (const auto& lines : p.lines) {
            CHECK_FALSE(lines.empty());
        }
    }
}

TEST_CASE("each personality's name has its grammatical gender", "[personality]") {
    // The words that agree with a name (Spanish "Tímida" Tilly) need it. The shipped ones are
    // pinned; one added later brings its own (the file requires the field).
    const std::map<std::string, bool> feminine{
        {"timid", true},    {"careful", false},  {"steady", false},   {"bold", true},
        {"gambler", false}, {"reckless", false}, {"professor", false}};
    std::size_t pinned = 0;
    for (const auto& p : ai::defaultPersonalities()) {
        INFO(p.id);
        if (const auto it = feminine.find(p.id); it != feminine.end()) {
            CHECK((p.gender == ai::Gender::Feminine) == it->second);
            ++pinned;
        }
    }
    CHECK(pinned == feminine.size());
}

TEST_CASE("a malformed personality file names the file and the field", "[personality]") {
    auto json = nlohmann::json::parse(std::ifstream(core::assetDirectory() / "personalities.json"));
    SECTION("a bad number") {
        json["personalities"][1]["play"]["risk"] = "lots";
        CHECK_THROWS_WITH(ai::parsePersonalities(json, "mine.json"),
                          Catch::Contains("mine.json") &&
                              Catch::Contains("personalities[1].play.risk"));
    }
    SECTION("a missing line list") {
        json["personalities"][2]["lines"].erase("bust");
        CHECK_THROWS_WITH(ai::parsePersonalities(json, "mine.json"),
                          Catch::Contains("personalities[2].lines.bust"));
    }
    SECTION("a bad colour") {
        json["personalities"][0]["colour"] = "red";
        CHECK_THROWS_WITH(ai::parsePersonalities(json, "mine.json"),
                          Catch::Contains("personalities[0].colour"));
    }
    SECTION("a gender other than masculine or feminine") {
        json["personalities"][0]["gender"] = "neuter";
        CHECK_THROWS_WITH(ai::parsePersonalities(json, "mine.json"),
                          Catch::Contains("personalities[0].gender"));
    }
    SECTION("a duplicate id") {
        json["personalities"][1]["id"] = json["personalities"][0]["id"];
        CHECK_THROWS_AS(ai::parsePersonalities(json, "mine.json"), ai::PersonalityError);
    }
    SECTION("not JSON at all") {
        const auto path = std::filesystem::temp_directory_path() / "greed-bad-personalities.json";
        std::ofstream(path) << "{ nope";
        CHECK_THROWS_WITH(ai::loadPersonalities(path), Catch::Contains(path.string()));
    }
}

TEST_CASE("a personality's line is picked deterministically from the rng", "[personality]") {
    const auto& p = *ai::findPersonality(ai::defaultPersonalities(), "gambler");
    core::Rng a(42), b(42);
    for (int i = 0; i < 20; ++i) {
        const std::string& line = ai::personalityLine(p, ai::LineEvent::Bust, a);
        CHECK(line == ai::personalityLine(p, ai::LineEvent::Bust, b));
        const auto& lines = p.lines[static_cast<size_t>(ai::LineEvent::Bust)];
        CHECK(std::find(lines.begin(), lines.end(), line) != lines.end());
    }
}

TEST_CASE("what the computer players say is translated, and so are their descriptions",
          "[personality][i18n]") {
    // Lines that are the same words in every language.
    const std::vector<std::string> universal = {"Q.E.D."};
    for (auto language : {i18n::Language::Spanish, i18n::Language::German}) {
        i18n::setLanguage(language);
        for (const auto& p : ai::defaultPersonalities()) {
            INFO(p.id << " in " << i18n::languageCode(language));
            CHECK(i18n::tr(p.description) != p.description);
            for (int e = 0; e < ai::kLineEventCount; ++e) {
                const auto event = static_cast<ai::LineEvent>(e);
                const auto& lines = p.lines[static_cast<size_t>(e)];
                core::Rng rng(7);
                const std::string said = ai::personalityLine(p, event, rng);
                core::Rng same(7);
                const std::string& english = lines[static_cast<size_t>(same.below(lines.size()))];
                INFO(english);
                CHECK(said == i18n::tr(english));
                for (const auto& line : lines) {
                    if (std::find(universal.begin(), universal.end(), line) == universal.end()) {
                        CHECK(i18n::tr(line) != line);
                    }
                }
            }
        }
    }
    i18n::setLanguage(i18n::Language::English);
}

TEST_CASE("what the computer players say fits their speech slip at 800x600",
          "[personality][i18n]") {
    // A native reader found the Professor's longer lines cut at 800x600 ("La esperanza
    // matemática aconseja parar.", 39 letters; "Der Erwartungswert rät zum Aufhören.", 36).
    constexpr std::size_t kMostLetters = 36;
    const auto letters = [](const std::string& text) {
        return static_cast<std::size_t>(std::count_if(text.begin(), text.end(), [](char c) {
            return (static_cast<unsigned char>(c) & 0xC0) != 0x80; // not a UTF-8 continuation
        }));
    };
    for (auto language : {i18n::Language::Spanish, i18n::Language::German}) {
        i18n::setLanguage(language);
        for (const auto& p : ai::defaultPersonalities()) {
            for (const auto& lines : p.lines) {
                for (const auto& line : lines) {
                    const std::string said = i18n::tr(line);
                    INFO(p.id << ": " << said);
                    CHECK(letters(said) <= kMostLetters);
                }
            }
        }
    }
    i18n::setLanguage(i18n::Language::English);
}

TEST_CASE("the commentator reports banking, busting and taking the lead", "[personality]") {
    core::Game game(core::loadPreset("greed"));
    game.addPlayer({"A", core::PlayerKind::Computer, "steady"});
    game.addPlayer({"B", core::PlayerKind::Computer, "timid"});
    game.start(0);
    ai::Commentator a(0), b(1);
    auto both = [&](const core::Outcome& o) {
        REQUIRE(o.ok);
        return std::make_pair(a.react(game, o.events), b.react(game, o.events));
    };
    auto r = both(game.apply(core::Action::roll({1, 1, 1, 2, 3})));
    CHECK(r.first == std::vector<ai::LineEvent>{ai::LineEvent::BigRoll});
    r = both(game.apply(core::Action::bank()));
    CHECK(r.first == std::vector<ai::LineEvent>{ai::LineEvent::Bank, ai::LineEvent::TakeLead});
    CHECK(r.second.empty());
    r = both(game.apply(core::Action::roll({2, 3, 4, 6, 6})));
    CHECK(r.second == std::vector<ai::LineEvent>{ai::LineEvent::Bust});
}

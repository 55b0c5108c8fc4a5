// The rules text of every preset and of a custom rule file in every language: no English
// sentence left in Spanish or German, the seed texts' terms, numbers written per language.
#include "app/ui/rules_text.hpp"
#include "app_harness.hpp"
#include "core/rules_io.hpp"
#include "i18n/translate.hpp"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

using namespace greed;
using greed::app::test::InLanguage;

namespace {

std::vector<core::Rules> everyRuleSet() {
    std::vector<core::Rules> all;
    for (const auto& name : core::presetNames()) {
        all.push_back(core::loadPreset(name));
    }
    all.push_back(
        core::loadRulesFile(std::string(GREED_TEST_FIXTURES) + "/rules/custom-everything.json"));
    // The house-rule examples: busts in a row and a combo of mixed group sizes.
    for (const char* name : {"farkle-house", "farkle-doubling"}) {
        all.push_back(core::loadRulesFile(core::assetDirectory() / "rules" / "examples" /
                                          (std::string(name) + ".json")));
    }
    return all;
}

std::vector<std::string> lines(const core::Rules& rules, i18n::Language language) {
    InLanguage in(language);
    std::vector<std::string> out;
    for (const auto& line : app::rulesText(rules)) {
        if (line.kind != app::HelpLine::Kind::Gap) {
            out.push_back(line.text);
        }
    }
    out.push_back(app::rulesSummary(rules));
    return out;
}

std::string joined(const std::vector<std::string>& lines) {
    std::string all;
    for (const auto& l : lines) {
        all += l + "\n";
    }
    return all;
}

bool has(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

} // namespace

TEST_CASE("rules text: every line of every rule set is translated into Spanish and German",
          "[rules_text][i18n]") {
    for (const auto& rules : everyRuleSet()) {
        const auto english = lines(rules, i18n::Language::English);
        for (auto language : {i18n::Language::Spanish, i18n::Language::German}) {
            const auto translated = lines(rules, language);
            REQUIRE(translated.size() == english.size());
            // Line 0 is the rule set's name, which may be the same in every language (Farkle).
            for (std::size_t i = 1; i < english.size(); ++i) {
                INFO(rules.id << " in " << i18n::languageCode(language) << ": " << english[i]);
                CHECK(translated[i] != english[i]);
            }
        }
    }
}

TEST_CASE("rules text: German uses the Zehntausend terms and German numbers",
          "[rules_text][i18n]") {
    const std::string zehntausend =
        joined(lines(core::loadPreset("zehntausend"), i18n::Language::German));
    CHECK(has(zehntausend, "Rauskommen"));
    CHECK(has(zehntausend, "Würfel"));
    CHECK(has(zehntausend, "Straße") == false); // Zehntausend has no straight
    CHECK(has(zehntausend, "10.000"));
    CHECK(has(zehntausend, "Drei 1er: 1.000"));
    CHECK(has(zehntausend, "Vier Gleiche: 2 × die Punkte von 3 Würfeln mit gleicher Augenzahl"));
    CHECK_FALSE(has(zehntausend, "Scoring"));
    CHECK_FALSE(has(zehntausend, "A die counts once"));
    CHECK_FALSE(has(zehntausend, "wins at once"));
    const std::string farkle = joined(lines(core::loadPreset("farkle"), i18n::Language::German));
    CHECK(has(farkle, "Straße (1-2-3-4-5-6): 1.500"));
    CHECK(has(farkle, "letzte Runde")); // lowercase mid-sentence (glossary)
    // The poker faces by their German names.
    const std::string cubilete =
        joined(lines(core::loadPreset("cubilete"), i18n::Language::German));
    CHECK(has(cubilete, "Ass einzeln: je 100"));
    CHECK(has(cubilete, "Drei Damen: STRAFE \u2212500"));
    CHECK(has(cubilete, "Drei Buben"));
    CHECK(has(cubilete, "Drei Könige: 500"));
}

TEST_CASE("rules text: Spanish cubilete keeps the poker faces' Spanish names",
          "[rules_text][i18n]") {
    const std::string cubilete =
        joined(lines(core::loadPreset("cubilete"), i18n::Language::Spanish));
    // A face's name inside a sentence is in lower case ("Cada As suelto" read as a title),
    // and the words after it take any gender ("Cada reina suelto" was wrong).
    CHECK(has(cubilete, "Cada as sin combinar: 100"));
    CHECK(has(cubilete, "Cada rey sin combinar: 50"));
    CHECK_FALSE(has(cubilete, "suelto:"));
    CHECK_FALSE(has(cubilete, "Cada As"));
    CHECK(has(cubilete, "Tres ases: 1000"));
    CHECK(has(cubilete, "Tres reinas: PENALIZACIÓN \u2212500"));
    CHECK(has(cubilete, "Tres jotas: PENALIZACIÓN \u22121000"));
    CHECK(has(cubilete, "tríos")); // Spain's word; the seed's "tercia" is Mexican
    CHECK_FALSE(has(cubilete, "Each single"));
    CHECK_FALSE(has(cubilete, "Queen"));
    const std::string greedText = joined(lines(core::loadPreset("greed"), i18n::Language::Spanish));
    CHECK(has(greedText, "entrar"));
    CHECK(has(greedText, "ronda final"));
    // Spanish groups only from five digits: 3000, but 10.000.
    CHECK(has(greedText, "3000"));
    const std::string farkle = joined(lines(core::loadPreset("farkle"), i18n::Language::Spanish));
    CHECK(has(farkle, "10.000"));
    CHECK(has(farkle, "Escalera (1-2-3-4-5-6): 1500"));
}

TEST_CASE("rules text: English reads as before, with grouped numbers", "[rules_text]") {
    const std::string greedText = joined(lines(core::loadPreset("greed"), i18n::Language::English));
    CHECK(has(greedText, "Each single 1: 100"));
    CHECK(has(greedText, "Three 1s: 1,000"));
    CHECK(has(greedText, "To get in, a player must bank at least 300 in one turn"));
    const std::string cubilete =
        joined(lines(core::loadPreset("cubilete"), i18n::Language::English));
    CHECK(has(cubilete, "Each single Ace: 100"));
    CHECK(has(cubilete, "Three Queens: PENALTY \u2212500"));
    const std::string custom = joined(lines(
        core::loadRulesFile(std::string(GREED_TEST_FIXTURES) + "/rules/custom-everything.json"),
        i18n::Language::English));
    CHECK(has(custom, "8 dice with 8 faces"));
    CHECK(has(custom, "Four pairs (4 different faces, 2 of each): 2,000"));
    CHECK(has(custom, "Five of a kind: 3 × the points of 4 dice of the same face"));
    CHECK(has(custom, "Banking needs a turn total of at least 400."));
}

TEST_CASE("rules text: busts in a row and a mixed combo, in English", "[rules_text][bust-streak]") {
    const auto house =
        core::loadRulesFile(core::assetDirectory() / "rules" / "examples" / "farkle-house.json");
    const std::string text = joined(lines(house, i18n::Language::English));
    CHECK(has(text, "Four of a kind and a pair (4 + 2 dice, each group a different face): 1,500"));
    CHECK(has(text, "3 turns in a row that end with nothing cost 1,000 points off the score"));
    CHECK(has(app::rulesSummary(house), "3 busts in a row: \u22121,000"));
    core::Rules everyBust = house;
    everyBust.bustStreak = {1, 200};
    CHECK(has(joined(lines(everyBust, i18n::Language::English)),
              "Every turn that ends with nothing also costs 200 points off the score"));
    CHECK(app::bustStreakText(core::loadPreset("farkle")).empty());
}

// The bug: Cubilete's help said "Scoring dice are set aside automatically." and then "Every
// roll throws all the dice again.", which read as a contradiction.
TEST_CASE("rules text: Cubilete says in one sentence that scoring dice count and every roll "
          "throws all the dice",
          "[rules_text]") {
    const std::string english =
        joined(lines(core::loadPreset("cubilete"), i18n::Language::English));
    CHECK(has(english, "Scoring dice count automatically; every roll throws all the dice again."));
    CHECK_FALSE(has(english, "set aside automatically"));
    CHECK_FALSE(has(english, "Every roll throws all the dice again."));
    CHECK(has(joined(lines(core::loadPreset("cubilete"), i18n::Language::Spanish)),
              "Los dados que puntúan cuentan solos; en cada tirada se lanzan de nuevo todos los "
              "dados."));
    CHECK(has(joined(lines(core::loadPreset("cubilete"), i18n::Language::German)),
              "Punktende Würfel zählen automatisch; bei jedem Wurf wird wieder mit allen Würfeln "
              "gewürfelt."));
    // Greed (scoring dice set aside, the rest thrown) keeps its two sentences.
    const std::string greed = joined(lines(core::loadPreset("greed"), i18n::Language::English));
    CHECK(has(greed, "Scoring dice are set aside automatically."));
}

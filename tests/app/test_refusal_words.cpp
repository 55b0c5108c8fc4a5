// Refusals and combination names in the player's language: the core says why as data, the app
// words it; every code has words in every language, and German and Spanish players read their
// own terms, not the engine's English.
#include "app/ui/combo_names.hpp"
#include "app/ui/refusal_words.hpp"
#include "app_harness.hpp"
#include "core/game.hpp"
#include "core/rules_io.hpp"
#include "core/scoring.hpp"
#include "i18n/translate.hpp"

#include <catch2/catch.hpp>

#include <set>
#include <string>

using namespace greed;
using core::Refusal;
using core::RefusalCode;
using greed::app::test::InLanguage;

namespace {

constexpr int kFirstCode = static_cast<int>(RefusalCode::UnknownAction);
constexpr int kLastCode = static_cast<int>(RefusalCode::KeepNotScoring);

Refusal sample(int code) {
    return {static_cast<RefusalCode>(code), 3, 2, {2, 3}};
}

core::PlayerInfo person(const std::string& name) {
    core::PlayerInfo info;
    info.name = name;
    return info;
}

// A Farkle game at its first keep, the roll scripted: 1 5 2 3 4 6 (choose-keep Farkle).
core::Game farkleAtKeep() {
    core::Game game(core::loadPreset("farkle"));
    REQUIRE(game.addPlayer(person("Ana")));
    REQUIRE(game.addPlayer(person("Ben")));
    REQUIRE(game.start());
    REQUIRE(game.apply(core::Action::roll({1, 5, 2, 3, 4, 4})));
    return game;
}

} // namespace

TEST_CASE("every refusal code has words in every language, German and Spanish their own",
          "[i18n][refusal]") {
    const core::Rules rules = core::loadPreset("greed");
    for (int code = kFirstCode; code <= kLastCode; ++code) {
        const Refusal why = sample(code);
        // In English whatever language an earlier test left set.
        const std::string english = [&] {
            InLanguage en(i18n::Language::English);
            return app::explain(why, rules);
        }();
        INFO("code " << code << ": " << english);
        CHECK_FALSE(english.empty());
        for (auto language : {i18n::Language::German, i18n::Language::Spanish}) {
            InLanguage in(language);
            const std::string words = app::explain(why, rules);
            CHECK_FALSE(words.empty());
            CHECK(words != english);
        }
    }
    CHECK(app::explain(Refusal{}, rules).empty());
}

TEST_CASE("the core's refusals carry their reason as data", "[refusal]") {
    core::Game game = farkleAtKeep();
    const auto verdict = game.evaluateKeep({2, 3});
    CHECK_FALSE(verdict.valid);
    CHECK(verdict.why.code == RefusalCode::KeepNotScoring);
    CHECK(verdict.why.faces == std::vector<core::Face>{2, 3});
    CHECK(verdict.reason == core::describe(verdict.why, game.rules()));

    const auto bank = game.check(core::Action::bank());
    CHECK(bank.refusal.code == RefusalCode::NothingToBank);
    CHECK(bank.error == core::describe(bank.refusal, game.rules()));

    const auto keepOne = game.evaluateKeep({1}); // a single 5: 50, below Farkle's entry
    REQUIRE(keepOne.valid);
    CHECK(keepOne.bankWhy.code == RefusalCode::BankNeedsTotal);
    CHECK(keepOne.bankWhy.count == game.bankThreshold());

    SECTION("the words name the dice and the numbers in the player's language") {
        InLanguage in(i18n::Language::German);
        const std::string words = app::explain(keepOne.bankWhy, game.rules());
        CHECK_THAT(words, Catch::Contains("500"));
        // The dice named as a sentence names them (no longer the bare faces "2 3").
        CHECK_THAT(app::explain(verdict.why, game.rules()),
                   Catch::StartsWith("Eine 2 und eine 3 punkten nicht"));
    }
}

TEST_CASE("a refusal known only as an English text is logged, not shown", "[refusal]") {
    // The session's English is for the log; the screen says it in the player's language.
    const core::Rules rules = core::loadPreset("greed");
    const auto out = core::Outcome::refuse("move 3 does not apply");
    CHECK(app::explain(out, rules) == "Not possible now");
    InLanguage es(i18n::Language::Spanish);
    CHECK(app::explain(out, rules) == "Ahora no es posible");
}

TEST_CASE("combination names in the player's language", "[i18n][combo]") {
    const core::Rules cubilete = core::loadPreset("cubilete");
    const core::Rules greedRules = core::loadPreset("greed");
    const core::Combo threeAces{"Three As", 1000, {1, 1, 1}};
    const core::Combo twoFives{"Single 5 x2", 100, {5, 5}};
    const core::Combo oneFive{"Single 5", 50, {5}};
    CHECK(app::comboName(cubilete, threeAces) == "Three Aces");
    CHECK(app::comboName(greedRules, twoFives) == "Two 5s");
    CHECK(app::comboName(greedRules, oneFive) == "5"); // in a list: "Three 4s + 5"
    CHECK(app::comboNames(greedRules, {oneFive}) == "Single 5");
    {
        InLanguage in(i18n::Language::Spanish);
        CHECK(app::comboName(cubilete, threeAces) == "Tres ases");
        CHECK(app::comboName(greedRules, oneFive) == "5");
        CHECK(app::comboNames(greedRules, {oneFive}) == "Un 5");
    }
    {
        InLanguage in(i18n::Language::German);
        CHECK(app::comboName(greedRules, twoFives) == "Zwei 5er");
        // A throw's combinations in the log: a single die by its face, a count after the
        // first name in lower case ("1 + zwei 5er", not "1 einzeln + Zwei 5er").
        const core::Combo oneOne{"Single 1", 100, {1}};
        CHECK(app::comboNames(greedRules, {oneOne, twoFives}) == "1 + zwei 5er");
        CHECK(app::comboNames(greedRules, {twoFives, oneOne}) == "Zwei 5er + 1");
        const core::Rules farkle = core::loadPreset("farkle");
        const core::Combo straight{"Straight", 1500, {1, 2, 3, 4, 5, 6}};
        CHECK(app::comboName(farkle, straight) == "Straße");
        CHECK(app::comboNames(cubilete, {threeAces}) == "Drei Asse");
    }
}

// The bug: a lone single 5 popped up as "+50 / 5" in Spanish and German (English said "Single
// 5"): a bare number. Alone, a single die is named with its article; in a list by its face.
TEST_CASE("a single die scoring alone is named with its article", "[i18n][combo]") {
    const core::Rules greedRules = core::loadPreset("greed");
    const core::Rules cubilete = core::loadPreset("cubilete");
    const core::Combo oneFive{"Single 5", 50, {5}};
    const core::Combo oneKing{"Single K", 100, {2}};
    const core::Combo twoFives{"Single 5 x2", 100, {5, 5}};
    CHECK(app::comboNames(greedRules, {oneFive}) == "Single 5");
    {
        InLanguage in(i18n::Language::Spanish);
        CHECK(app::comboNames(greedRules, {oneFive}) == "Un 5");
        CHECK(app::comboNames(cubilete, {oneKing}) == "Un rey");
        CHECK(app::comboNames(greedRules, {twoFives, oneFive}) == "Dos 5 + 5");
    }
    {
        InLanguage in(i18n::Language::German);
        CHECK(app::comboNames(greedRules, {oneFive}) == "Eine 5");
        CHECK(app::comboNames(cubilete, {oneKing}) == "Ein König");
        CHECK(app::comboNames(greedRules, {twoFives, oneFive}) == "Zwei 5er + 5");
    }
}

// The bug: the choose-dice hints read like debug text: "Set aside 1 1 for 200 points", "4 does
// not score: every die set aside must score". Now the dice are named as a sentence names them,
// with the plural the language needs.
TEST_CASE("the choose-dice hints name the dice in a sentence", "[i18n][combo][refusal]") {
    const core::Rules greedRules = core::loadPreset("greed");
    const core::Rules cubilete = core::loadPreset("cubilete");
    const core::Combo twoOnes{"Single 1 x2", 200, {1, 1}};
    const core::Combo oneFive{"Single 5", 50, {5}};
    const core::Combo oneKing{"Single K", 100, {2}};
    const Refusal four{RefusalCode::KeepNotScoring, 0, 0, {4}};
    const Refusal twoSixes{RefusalCode::KeepNotScoring, 0, 0, {6, 6}};
    const Refusal twoAndThree{RefusalCode::KeepNotScoring, 0, 0, {2, 3}};
    const Refusal eight{RefusalCode::KeepNotScoring, 0, 0, {8}};
    using app::SentenceRole;
    auto setAside = [&](const core::Rules& rules, const std::vector<core::Combo>& combos) {
        return i18n::trf("Set aside {0} for {1}",
                         app::combosInSentence(rules, combos, SentenceRole::Object), "200");
    };
    CHECK(setAside(greedRules, {twoOnes}) == "Set aside two 1s for 200");
    CHECK(setAside(greedRules, {twoOnes, oneFive}) == "Set aside two 1s and a 5 for 200");
    CHECK(app::explain(four, greedRules) ==
          "A 4 does not score \u2014 only scoring dice can be set aside");
    CHECK(app::explain(twoSixes, greedRules) ==
          "Two 6s do not score \u2014 only scoring dice can be set aside");
    CHECK(app::explain(twoAndThree, greedRules) ==
          "A 2 and a 3 do not score \u2014 only scoring dice can be set aside");
    core::Rules eightFaces = greedRules; // an N-sided die's 8 takes "an"
    eightFaces.faceCount = 8;
    eightFaces.faceLabels = {"1", "2", "3", "4", "5", "6", "7", "8"};
    CHECK(app::explain(eight, eightFaces) ==
          "An 8 does not score \u2014 only scoring dice can be set aside");
    {
        InLanguage in(i18n::Language::Spanish);
        CHECK(setAside(greedRules, {twoOnes}) == "Aparta dos 1 por 200");
        CHECK(setAside(greedRules, {twoOnes, oneFive}) == "Aparta dos 1 y un 5 por 200");
        CHECK(setAside(cubilete, {oneKing}) == "Aparta un rey por 200");
        CHECK(app::explain(four, greedRules) ==
              "Un 4 no puntúa: solo se pueden apartar dados que puntúen");
        CHECK(app::explain(twoSixes, greedRules) ==
              "Dos 6 no puntúan: solo se pueden apartar dados que puntúen");
    }
    {
        InLanguage in(i18n::Language::German);
        CHECK(setAside(greedRules, {twoOnes}) == "Lege zwei 1er für 200 beiseite");
        CHECK(setAside(greedRules, {twoOnes, oneFive}) ==
              "Lege zwei 1er und eine 5 für 200 beiseite");
        // The object of the sentence: a masculine face takes "einen".
        CHECK(setAside(cubilete, {oneKing}) == "Lege einen König für 200 beiseite");
        CHECK(app::explain(four, greedRules) ==
              "Eine 4 punktet nicht \u2013 nur punktende Würfel dürfen beiseitegelegt werden");
        CHECK(app::explain(twoSixes, greedRules) ==
              "Zwei 6er punkten nicht \u2013 nur punktende Würfel dürfen beiseitegelegt werden");
        CHECK(app::explain(Refusal{RefusalCode::KeepNotScoring, 0, 0, {4}}, cubilete) ==
              "Ein Bube punktet nicht \u2013 nur punktende Würfel dürfen beiseitegelegt werden");
    }
}

// The bug: the price line read "Set aside Three pairs for 1,500": the rule set's name of a
// combination is a heading, capitalised mid-sentence. Now a sentence writes it as words of the
// sentence, in lower case where the language does (German nouns keep their capitals).
TEST_CASE("the price line names a rule set's combination in sentence case", "[i18n][combo]") {
    const core::Rules farkle = core::loadPreset("farkle");
    const core::Combo pairs{"Three pairs", 1500, {2, 2, 3, 3, 6, 6}};
    const core::Combo triples{"Two triples", 2500, {2, 2, 2, 3, 3, 3}};
    const core::Combo straight{"Straight", 1500, {1, 2, 3, 4, 5, 6}};
    const core::Combo oneFive{"Single 5", 50, {5}};
    auto setAside = [&](const std::vector<core::Combo>& combos) {
        return i18n::trf("Set aside {0} for {1}",
                         app::combosInSentence(farkle, combos, app::SentenceRole::Object), "1500");
    };
    CHECK(setAside({pairs}) == "Set aside three pairs for 1500");
    CHECK(setAside({triples}) == "Set aside two triples for 1500");
    CHECK(setAside({straight}) == "Set aside a straight for 1500");
    {
        InLanguage in(i18n::Language::Spanish);
        CHECK(setAside({pairs}) == "Aparta tres parejas por 1500");
        CHECK(setAside({triples}) == "Aparta dos tríos por 1500");
        CHECK(setAside({straight}) == "Aparta una escalera por 1500");
    }
    {
        InLanguage in(i18n::Language::German);
        CHECK(setAside({pairs}) == "Lege drei Paare für 1500 beiseite");
        CHECK(setAside({triples}) == "Lege zwei Pasche für 1500 beiseite");
        CHECK(setAside({straight}) == "Lege eine Straße für 1500 beiseite");
    }
    // A rule file's own name that starts with a count takes the sentence's count word.
    core::Rules custom = farkle;
    custom.combos.front().name = "Three doubles";
    const core::Combo doubles{"Three doubles", 750, {1, 1, 2, 2, 3, 3}};
    CHECK(app::combosInSentence(custom, {doubles, oneFive}, app::SentenceRole::Object) ==
          "three doubles and a 5");
}

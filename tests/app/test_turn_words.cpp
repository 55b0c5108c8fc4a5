// Turns told in words: kept dice counted, numbers grouped, every way a turn ends named.
#include "app/ui/turn_words.hpp"

#include "app_harness.hpp"
#include "core/rules_io.hpp"
#include "i18n/translate.hpp"

#include <catch2/catch.hpp>

using namespace greed::app;
using greed::core::RollRecord;
using greed::core::TurnEnd;
using greed::core::TurnRecord;

TEST_CASE("numbers have thousands separators and a real minus", "[words]") {
    CHECK(groupedNumber(0) == "0");
    CHECK(groupedNumber(950) == "950");
    CHECK(groupedNumber(1250) == "1,250");
    CHECK(groupedNumber(1000000) == "1,000,000");
    CHECK(groupedNumber(-500) == "\u2212500");
    CHECK(groupedNumber(450, true) == "+450");
}

TEST_CASE("a roll in words: what was thrown, what was kept, what it earned", "[words]") {
    const auto rules = greed::core::loadPreset("greed");
    CHECK(rollInWords(rules, RollRecord{{3, 3, 5, 1, 3}, {1, 3, 3, 3}, 400}) ==
          "Rolled 3 3 5 1 3, kept 1 and three 3s: +400");
    CHECK(rollInWords(rules, RollRecord{{1, 5, 5, 2, 6}, {1, 5, 5}, 200}) ==
          "Rolled 1 5 5 2 6, kept 1 and two 5s: +200");
    CHECK(rollInWords(rules, RollRecord{{2, 3, 4, 6, 2}, {}, 0}) ==
          "Rolled 2 3 4 6 2: nothing scored");
    CHECK(keptInWords(rules, {1, 1, 5}) == "two 1s and 5");
    CHECK(keptInWords(rules, {1, 2, 2, 2, 5}) == "1, three 2s and 5");
}

TEST_CASE("poker dice are named by their card faces", "[words]") {
    const auto rules = greed::core::loadPreset("cubilete");
    const auto queen = [&] {
        for (int f = 1; f <= static_cast<int>(rules.faceLabels.size()); ++f) {
            if (rules.label(f) == "Q") {
                return f;
            }
        }
        return 0;
    }();
    REQUIRE(queen > 0);
    CHECK(keptInWords(rules, {queen, queen, queen}) == "three Queens");
}

TEST_CASE("a lone kept poker die is named in lower case mid-sentence where the language does",
          "[words][i18n]") {
    // The Spanish reader saw "apartados: As y Rey": the list always follows other words, so a
    // single face takes its mid-sentence name, as the plural does ("tres reyes").
    const auto rules = greed::core::loadPreset("cubilete");
    const int ace = 1; // the labels run A K Q J 10 9
    const int king = 2;
    REQUIRE(rules.label(ace) == "A");
    REQUIRE(rules.label(king) == "K");
    CHECK(keptInWords(rules, {ace, king}) == "Ace and King");
    {
        greed::app::test::InLanguage in(greed::i18n::Language::Spanish);
        CHECK(keptInWords(rules, {ace, king}) == "as y rey");
        CHECK(keptInWords(rules, {ace, king, king, king}) == "as y tres reyes");
        CHECK(rollInWords(rules, RollRecord{{ace, king, 6}, {ace, king}, 150}) ==
              "Tirada A K 9; apartados: as y rey \u2192 +150");
    }
    {
        greed::app::test::InLanguage in(greed::i18n::Language::German);
        CHECK(keptInWords(rules, {ace, king}) == "Ass und König"); // nouns keep their capital
    }
}

TEST_CASE("kept dice are named as the rules and the log name them", "[words][i18n]") {
    // The rules say "Drei 6er" and the log "Drei 6er + 1": the results said "dreimal 6".
    const auto rules = greed::core::loadPreset("greed");
    {
        greed::app::test::InLanguage in(greed::i18n::Language::German);
        CHECK(keptInWords(rules, {6, 6, 6, 1}) == "1 und drei 6er");
        CHECK(rollInWords(rules, RollRecord{{3, 3, 5, 1, 3}, {1, 3, 3, 3}, 400}) ==
              "Wurf 3 3 5 1 3; beiseitegelegt: 1 und drei 3er \u2192 +400");
    }
    {
        greed::app::test::InLanguage in(greed::i18n::Language::Spanish);
        CHECK(keptInWords(rules, {6, 6, 6, 1}) == "1 y tres 6");
        // A noun phrase, not a gerund hung on a noun ("Tirada …, apartando …"); the colon
        // after "apartados" keeps one kept die from reading as a count ("apartados 5").
        CHECK(rollInWords(rules, RollRecord{{3, 3, 5, 1, 3}, {1, 3, 3, 3}, 400}) ==
              "Tirada 3 3 5 1 3; apartados: 1 y tres 3 \u2192 +400");
        CHECK(rollInWords(rules, RollRecord{{3, 4, 5, 2, 3}, {5}, 50}) ==
              "Tirada 3 4 5 2 3; apartados: 5 \u2192 +50");
    }
}

TEST_CASE("how a turn ended, in words", "[words]") {
    const auto rules = greed::core::loadPreset("greed");
    TurnRecord t;
    t.end = TurnEnd::Banked;
    t.delta = 1250;
    CHECK(turnEndInWords(rules, t) == "Banked 1,250");
    t.end = TurnEnd::Bust;
    t.turnTotal = 0;
    CHECK(turnEndInWords(rules, t) == "Bust");
    t.turnTotal = 600;
    CHECK(turnEndInWords(rules, t) == "Bust, lost 600");
    t.end = TurnEnd::Penalty;
    t.delta = -500;
    CHECK(turnEndInWords(rules, t) == "Penalty: \u2212500");
    t.end = TurnEnd::Left;
    CHECK(turnEndInWords(rules, t) == "Left the game");
}

TEST_CASE("a turn that paid the busts-in-a-row penalty says so", "[words][bust-streak]") {
    auto rules = greed::core::loadPreset("farkle");
    rules.bustStreak = {3, 1000};
    TurnRecord turn;
    turn.end = TurnEnd::Bust;
    turn.turnTotal = 350;
    turn.delta = -1000;
    turn.streakPenalty = 1000;
    CHECK(turnEndInWords(rules, turn) == "Bust, lost 350; 3 busts in a row: \u22121,000");
    turn.streakPenalty = 0;
    turn.delta = 0;
    CHECK(turnEndInWords(rules, turn) == "Bust, lost 350");
}

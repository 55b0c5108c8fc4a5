// The words for computer players and default seats in each language: personality names
// translated, kind labels agreeing with the name's gender, the quick game's seats named in the
// player's language, errors from below said in it, and the Continue line's parts.
#include "app_harness.hpp"

#include "app/scenes/setup_scene_names.hpp"
#include "app/table/table_log.hpp"
#include "app/ui/combo_names.hpp"
#include "app/ui/error_words.hpp"
#include "app/ui/personality_words.hpp"
#include "app/ui/refusal_words.hpp"
#include "core/rules_io.hpp"
#include "i18n/translate.hpp"

#include <catch2/catch.hpp>

#include <string>

using namespace greed;
using greed::app::test::InLanguage;

namespace {

app::SeatSpec computer(const std::string& personality) {
    return {"x", true, personality};
}

// The log's line for an event of `person` (the first seat, Rex the second) under `preset`.
std::string logOf(const char* preset, const std::string& person, core::EventType type, int points,
                  int total, std::vector<core::Combo> combos, std::vector<int> players = {}) {
    core::Game game(core::loadPreset(preset));
    game.addPlayer({person, core::PlayerKind::Human, ""});
    game.addPlayer({"Rex", core::PlayerKind::Computer, "reckless"});
    game.start(0);
    core::Event e;
    e.type = type;
    e.player = 0;
    e.points = points;
    e.total = total;
    e.combos = std::move(combos);
    e.players = std::move(players);
    return app::logLine(e, game);
}

} // namespace

TEST_CASE("personality names are translated and kind labels agree with them", "[i18n][words]") {
    CHECK(app::personalityName("timid") == "Timid Tilly");
    // Every name, in every language, fits the 16 characters setup lets a player type.
    for (auto language :
         {i18n::Language::English, i18n::Language::Spanish, i18n::Language::German}) {
        InLanguage in(language);
        for (const auto& c : app::strategyChoices()) {
            INFO(c.id);
            CHECK(app::nameLength(app::personalityName(c)) <= app::kNameLimit);
        }
    }
    CHECK(app::kindLabel(computer("bold")) == "Bold");
    {
        InLanguage in(i18n::Language::Spanish);
        CHECK(app::personalityName("timid") == "Tilly la Tímida");
        CHECK(app::personalityName("threshold") == "Umbral");
        // Tilly and Bea are feminine, Carl and Rex masculine: Spanish says so.
        CHECK(app::kindLabel(computer("timid")) == "Tímida");
        CHECK(app::kindLabel(computer("bold")) == "Brava");
        CHECK(app::kindLabel(computer("reckless")) == "Temerario");
        CHECK(app::kindLabel(computer("careful")) == "Cauto");
    }
    {
        InLanguage in(i18n::Language::German);
        CHECK(app::personalityName("bold") == "Bea Beherzt");
        CHECK(app::kindLabel(computer("gambler")) == "Glücksritter");
    }
}

TEST_CASE("a computer player's kind is the word its name says", "[i18n][words]") {
    // "Sam el Sereno ◀ Constante ▶" read as two players: the trait under a name is the
    // adjective or noun in that name (English says "Gambler" of Gambling Gus, which reads
    // right; the translations keep one word).
    for (auto language : {i18n::Language::Spanish, i18n::Language::German}) {
        InLanguage in(language);
        for (const auto& c : app::strategyChoices()) {
            const std::string name = app::personalityName(c);
            const std::string kind = app::kindLabel(computer(c.id));
            INFO(name << " / " << kind);
            CHECK(name.find(kind) != std::string::npos);
        }
    }
}

TEST_CASE("German names begin with the given name, so no template declines them", "[i18n][words]") {
    // "SIEG FÜR STETER STEFAN", "gegen Umsichtiger Uwe": an adjective before the name changes
    // its ending with the case. With the given name first ("Stefan Stetig") nothing inflects;
    // the given name alone is the short form the table's log uses.
    InLanguage in(i18n::Language::German);
    for (const auto& c : app::strategyChoices()) {
        const std::string name = app::personalityName(c);
        const std::string given = app::personalityShortName(c);
        INFO(name);
        CHECK(name.rfind(given, 0) == 0);
    }
    CHECK(app::personalityShortName(*app::findStrategy("steady")) == "Stefan");
    CHECK(app::personalityName("steady") == "Stefan Stetig");
}

TEST_CASE("the table's log names a computer player by its short name", "[i18n][words]") {
    // The log panel is narrow: "Zilli — Niete", not "Zilli Zögerlich — Ni…". A name the player
    // typed stays as typed, and English keeps the full names (short enough).
    const auto gameWith = [](const std::string& typed) {
        core::Game game(core::loadPreset("greed"));
        game.addPlayer({app::personalityName("timid"), core::PlayerKind::Computer, "timid"});
        game.addPlayer({typed, core::PlayerKind::Computer, "reckless"});
        game.start(0);
        return game;
    };
    {
        InLanguage in(i18n::Language::German);
        const core::Game game = gameWith("Opa");
        CHECK(app::logOpening(game).back() == "Erster Zug: Zilli");
        CHECK(app::playerNames(game, {0, 1}) == "Zilli & Opa");
    }
    {
        InLanguage in(i18n::Language::Spanish);
        CHECK(app::logOpening(gameWith("Opa")).back() == "Primer turno: Tilly");
    }
    CHECK(app::logOpening(gameWith("Opa")).back() == "First: Timid Tilly");
}

TEST_CASE("the log's lines are short and take Tú and Du as they take any name", "[i18n][words]") {
    // The log panel holds about 22 characters at 800x600: "Tú — sin puntos, 350 perdidos"
    // and "Du — alle punkten! Alle wieder rein!" were cut there.
    const auto event = [](const std::string& person, core::EventType type, int points, int total,
                          std::vector<core::Combo> combos, std::vector<int> players) {
        return logOf("greed", person, type, points, total, std::move(combos), std::move(players));
    };
    const auto line = [&](const std::string& person, core::EventType type, int points) {
        return event(person, type, points, 0, {}, {});
    };
    using T = core::EventType;
    {
        InLanguage in(i18n::Language::Spanish);
        CHECK(line("Tú", T::Bust, 350) == "Tú \u2014 sin puntos: \u2212350");
        CHECK(line("Tú", T::HotDice, 0) == "Tú \u2014 ¡Todos otra vez!");
        CHECK(line("Tú", T::EntryFailed, 250) == "Tú \u2014 250: sin entrar");
        // No verb for the name ("Tú — se une a la partida"), and short enough for the panel.
        CHECK(line("Tú", T::PlayerJoined, 0) == "Tú \u2014 llegada");
        CHECK(event("Tú", T::Banked, 350, 350, {}, {}) == "Tú \u2014 +350 \u2192 350");
        CHECK(event("Tú", T::StreakPenalty, -1000, 200, {}, {3}) ==
              "Tú \u2014 racha de 3: \u22121000");
        // The third review: the offer follows the line naming whose turn it is ("Turno: Tú").
        CHECK(event("Tú", T::AdoptOffered, 300, 2, {}, {}) == "Oferta: 300 (2 dados)");
        // The second native review: these were cut at ~22 characters.
        CHECK(line("Tú", T::FinalRoundStarted, 0) == "Final: Tú (3000)");
        CHECK(event("Tú", T::StreakPenalty, 0, 0, {}, {3}) == "Tú \u2014 racha de 3: \u22120");
    }
    {
        InLanguage in(i18n::Language::German);
        CHECK(line("Du", T::Bust, 350) == "Du \u2014 Niete: \u2212350");
        CHECK(line("Du", T::HotDice, 0) == "Du \u2014 Alle wieder rein!");
        CHECK(line("Du", T::EntryFailed, 250) == "Du \u2014 250: nicht raus");
        CHECK(line("Du", T::Entered, 0) == "Du \u2014 im Spiel");
        CHECK(event("Du", T::Banked, 350, 1200, {}, {}) == "Du \u2014 +350 \u2192 1.200");
        CHECK(event("Du", T::StreakPenalty, -1000, 200, {}, {3}) ==
              "Du \u2014 3. Niete: \u22121.000");
        CHECK(line("Du", T::FinalRoundStarted, 0) == "Finale: Du (3.000)");
        CHECK(event("Du", T::AdoptOffered, 1500, 1, {}, {}) == "Angebot: 1.500 (1 W.)");
        CHECK(event("Du", T::StreakPenalty, 0, 0, {}, {3}) == "Du \u2014 3. Niete: \u22120");
        // The log names a score as its popup does, in words (it wrote "2×1 + 5").
        const std::vector<core::Combo> scored{{"Single 1 x2", 200, {1, 1}}, {"Single 5", 50, {5}}};
        CHECK(event("Du", T::Scored, 250, 250, scored, {}) == "Du \u2014 Zwei 1er + 5 +250");
    }
}

TEST_CASE("the log's first line names the rule set without its target's gloss", "[i18n][words]") {
    // "Zehntausend (10.000): meta 10.000" was cut in the narrow panel and said the target
    // twice; a bracket that is not the target ("(1989)") is part of the name.
    const auto opening = [](const std::string& preset) {
        core::Game game(core::loadPreset(preset));
        game.addPlayer({"Ana", core::PlayerKind::Human, ""});
        game.addPlayer({"Rex", core::PlayerKind::Computer, "reckless"});
        game.start(0);
        return app::logOpening(game).front();
    };
    CHECK(opening("zehntausend") == "Zehntausend: first to 10,000");
    CHECK(opening("spec1989") == "Greed Specification (1989): first to 5,000");
    {
        InLanguage in(i18n::Language::Spanish);
        CHECK(i18n::tr(core::loadPreset("zehntausend").name) == "Zehntausend (10.000)");
        CHECK(opening("zehntausend") == "Zehntausend: meta 10.000");
    }
    {
        InLanguage in(i18n::Language::German);
        CHECK(opening("zehntausend") == "Zehntausend: Ziel 10.000");
    }
}

TEST_CASE("a quick game's seats are named in the player's language", "[i18n][words]") {
    InLanguage in(i18n::Language::Spanish);
    const auto seats = app::localDefaultSeats(1, 2);
    REQUIRE(seats.size() == 3);
    CHECK(seats[0].name == "Tú");
    for (std::size_t i = 1; i < seats.size(); ++i) {
        const auto* choice = app::findStrategy(seats[i].strategy);
        REQUIRE(choice != nullptr);
        CHECK(seats[i].name == app::personalityName(*choice));
        CHECK(seats[i].name != choice->name); // not the English name
    }
    // The translated default is known as one nobody typed (so the table adds no "(tú)").
    CHECK(app::isDefaultName("Tú"));
    CHECK(app::isDefaultName("Tilly la Tímida"));
}

TEST_CASE("errors from below are said in the player's language, details logged", "[i18n][words]") {
    InLanguage in(i18n::Language::German);
    const std::runtime_error english("bind: address already in use");
    CHECK(app::shownError(english, "Der Tisch ließ sich nicht eröffnen.") ==
          "Der Tisch ließ sich nicht eröffnen.");
    const app::ShownError own("Port 1 lässt sich nicht öffnen");
    CHECK(app::shownError(own, "x") == "Port 1 lässt sich nicht öffnen");
    // A refusal known only as an English text (kind Other) is not shown raw.
    core::Outcome out;
    out.ok = false;
    out.refusal = core::Refusal(core::RefusalCode::Other);
    out.error = "the session is closed";
    CHECK(app::explain(out, core::loadPreset("greed")) == i18n::tr("Not possible now"));
    CHECK(app::explain(out, core::loadPreset("greed")) != out.error);
}

// The bug: the popup said "Three 4s + Single 5" where the log said "You — 3×4 + 5 +450", and
// Greed's log "2×1 +200": one score, two vocabularies. Now the log writes the popup's words.
TEST_CASE("the log names a score and a penalty with the popup's words", "[i18n][combo]") {
    // The log's line for Ann's event and the popup's words for its combinations.
    const auto lineAndPopup = [](const char* preset, core::EventType type, int points,
                                 const std::vector<core::Combo>& combos) {
        return std::make_pair(logOf(preset, "Ann", type, points, points, combos),
                              app::comboNames(core::loadPreset(preset), combos));
    };
    const core::Combo threeFours{"Three 4s", 400, {4, 4, 4}};
    const core::Combo oneFive{"Single 5", 50, {5}};
    const core::Combo twoOnes{"Single 1 x2", 200, {1, 1}};
    const int queen = 3; // cubilete's faces are A K Q J 10 9
    const core::Combo queens{"Three Qs", -500, {queen, queen, queen}};
    for (const auto language :
         {i18n::Language::English, i18n::Language::Spanish, i18n::Language::German}) {
        InLanguage in(language);
        for (const auto& [line, popup] :
             {lineAndPopup("farkle", core::EventType::Scored, 450, {threeFours, oneFive}),
              lineAndPopup("greed", core::EventType::Scored, 200, {twoOnes}),
              lineAndPopup("greed", core::EventType::Scored, 50, {oneFive}),
              lineAndPopup("cubilete", core::EventType::Penalty, -500, {queens})}) {
            INFO(line << " / " << popup);
            CHECK_THAT(line, Catch::Contains(popup));
            CHECK_THAT(line, !Catch::Contains("\u00D7"));
        }
    }
    CHECK(lineAndPopup("farkle", core::EventType::Scored, 450, {threeFours, oneFive}).first ==
          "Ann \u2014 Three 4s + 5 +450");
    CHECK(lineAndPopup("greed", core::EventType::Scored, 200, {twoOnes}).first ==
          "Ann \u2014 Two 1s +200");
    InLanguage es(i18n::Language::Spanish);
    CHECK(lineAndPopup("cubilete", core::EventType::Penalty, -500, {queens}).first ==
          "Ann \u2014 Tres reinas \u2212500");
}

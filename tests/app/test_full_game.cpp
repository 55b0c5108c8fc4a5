// One full game played through the UI, title to results, with keys only: a human against a
// computer player. The human rolls until 300 is on the table, then banks.
#include "app_harness.hpp"

#include "app/table/table_scene.hpp"

#include <catch2/catch.hpp>

using namespace greed::app;
using greed::app::test::Harness;

namespace {

void playToResults(Harness& h, int frameLimit) {
    int frames = 0;
    while (h.scene() == "table" && frames < frameLimit) {
        auto* table = dynamic_cast<TableScene*>(&h.app().top());
        REQUIRE(table != nullptr);
        if (table->humanToAct()) {
            const auto& g = table->game();
            const auto legal = g.legalActions();
            const bool canBank =
                std::any_of(legal.begin(), legal.end(), [](const greed::core::Action& a) {
                    return a.type == greed::core::ActionType::Bank;
                });
            if (g.phase() == greed::core::Phase::ChooseKeep) {
                h.key(SDLK_s); // best keep, then roll or bank
                h.key(g.turnTotal() >= 300 ? SDLK_b : SDLK_SPACE);
                if (table->humanToAct() &&
                    table->game().phase() == greed::core::Phase::ChooseKeep) {
                    h.key(SDLK_SPACE);
                }
            } else if (g.phase() == greed::core::Phase::AdoptOffer) {
                h.key(SDLK_d);
            } else {
                h.key(canBank && g.turnTotal() >= 300 ? SDLK_b : SDLK_SPACE);
            }
        } else {
            h.key(SDLK_x); // skip the animation or hurry the computer
        }
        h.frames(2);
        frames += 3;
    }
}

} // namespace

TEST_CASE("a full game from the title screen to the results, keyboard only", "[fullgame]") {
    Harness h;
    h.app().services().settings.speedIndex = 4;
    REQUIRE(h.scene() == "title");
    h.key(SDLK_n);
    REQUIRE(h.scene() == "setup");
    // Two players: the human "You" and one computer.
    while (h.app().top().buttons().size() > 0 && [&] {
        int n = 0;
        for (const auto& b : h.app().top().buttons()) {
            n += b.id.rfind("name", 0) == 0 ? 1 : 0;
        }
        return n;
    }() > 2) {
        h.click("remove3");
    }
    h.key(SDLK_RETURN);
    REQUIRE(h.scene() == "table");
    playToResults(h, 40000);
    REQUIRE(h.scene() == "results");
    const auto buttons = h.app().top().buttons();
    CHECK(std::any_of(buttons.begin(), buttons.end(),
                      [](const Button& b) { return b.id == "again"; }));
    h.key(SDLK_LEFT); // pick an earlier turn
    h.click("again");
    CHECK(h.scene() == "table");
}

TEST_CASE("every preset plays to the end through the table", "[fullgame][slow]") {
    for (const char* rules : {"greed", "spec1989", "zehntausend", "cubilete", "farkle"}) {
        INFO(rules);
        Harness h(greed::app::test::testOptions(rules, "You,Bot:steady"));
        h.app().services().settings.speedIndex = 4;
        playToResults(h, 60000);
        CHECK(h.scene() == "results");
    }
}

namespace {

const Button* findButton(Harness& h, const std::string& id) {
    static std::vector<Button> buttons;
    buttons = h.app().top().buttons();
    for (const auto& b : buttons) {
        if (b.id == id) {
            return &b;
        }
    }
    return nullptr;
}

bool enabled(Harness& h, const std::string& id) {
    const Button* b = findButton(h, id);
    return b != nullptr && b->enabled;
}

// Plays the human's turns by clicking the table's buttons; clicks on the empty backdrop
// corner skip animations and hurry the computer.
void clickToResults(Harness& h, int frameLimit) {
    int frames = 0;
    bool sawGraph = false;
    while (h.scene() == "table" && frames < frameLimit) {
        auto* table = dynamic_cast<TableScene*>(&h.app().top());
        REQUIRE(table != nullptr);
        if (!table->humanToAct()) {
            h.clickAt(2, 2);
        } else if (!sawGraph) {
            // The score graph during the game, and back, by mouse.
            h.click("graph");
            REQUIRE(h.scene() == "graph");
            h.click("back");
            REQUIRE(h.scene() == "table");
            sawGraph = true;
        } else {
            const auto& g = table->game();
            const bool enough = g.turnTotal() >= 300;
            if (g.phase() == greed::core::Phase::ChooseKeep) {
                h.click("best");
                h.click(enough && enabled(h, "keep_bank") ? "keep_bank" : "keep_roll");
            } else if (g.phase() == greed::core::Phase::AdoptOffer) {
                h.click("decline");
            } else {
                h.click(enough && enabled(h, "bank") ? "bank" : "roll");
            }
        }
        h.frames(2);
        frames += 3;
    }
}

} // namespace

TEST_CASE("a full game from the title screen to the results, mouse only", "[fullgame]") {
    Harness h;
    h.app().services().settings.speedIndex = 4;
    REQUIRE(h.scene() == "title");
    h.click("new");
    REQUIRE(h.scene() == "setup");
    // Down to two seats (the human "You" and Steady Sam) with the remove buttons.
    while (findButton(h, "name3") != nullptr) {
        h.click("remove3");
    }
    REQUIRE(findButton(h, "name2") != nullptr);
    CHECK_FALSE(enabled(h, "remove2")); // two is the minimum
    h.click("start");
    REQUIRE(h.scene() == "table");
    clickToResults(h, 40000);
    REQUIRE(h.scene() == "results");
    CHECK(h.app().top().buttons().size() >= 4);
    h.click("again");
    CHECK(h.scene() == "table");
}

TEST_CASE("choose-keep (farkle) by mouse: dice picked by clicking them", "[fullgame]") {
    Harness h(greed::app::test::testOptions("farkle", "You,Bot:threshold:300"));
    h.app().services().settings.speedIndex = 4;
    REQUIRE(h.scene() == "table");
    int picked = 0;
    int decisions = 0;
    for (int frames = 0; decisions < 4 && frames < 20000; frames += 3) {
        auto* table = dynamic_cast<TableScene*>(&h.app().top());
        REQUIRE(table != nullptr);
        if (!table->humanToAct()) {
            h.clickAt(2, 2);
        } else if (table->game().phase() == greed::core::Phase::ChooseKeep) {
            // Single 1s and 5s always score in farkle: click each of them.
            const auto faces = table->game().lastRoll();
            for (std::size_t i = 0; i < faces.size(); ++i) {
                if (faces[i] == 1 || faces[i] == 5) {
                    h.click("die" + std::to_string(i + 1));
                    const auto sel = table->selectedIndices();
                    CHECK(std::find(sel.begin(), sel.end(), static_cast<int>(i)) != sel.end());
                    ++picked;
                }
            }
            if (table->selectedIndices().empty()) {
                h.click("best"); // only triples score: let the game pick them
            }
            h.click(table->game().turnTotal() >= 300 && enabled(h, "keep_bank") ? "keep_bank"
                                                                                : "keep_roll");
            ++decisions;
        } else {
            h.click(enabled(h, "bank") && table->game().turnTotal() >= 300 ? "bank" : "roll");
        }
        h.frames(2);
    }
    CHECK(decisions == 4);
    CHECK(picked > 0);
}

TEST_CASE("the final round's badge is gone once the winner is announced", "[fullgame]") {
    Harness h(test::testOptions("greed", "Ann:bold,Bob:bold"));
    h.app().services().settings.speedIndex = 4;
    bool sawFinalRound = false;
    bool sawWinner = false;
    for (int frames = 0; frames < 60000 && h.scene() == "table"; frames += 3) {
        const auto* table = dynamic_cast<const TableScene*>(&h.app().top());
        REQUIRE(table != nullptr);
        const TableShow& show = table->show();
        if (table->game().phase() == greed::core::Phase::GameOver &&
            show.effects().bannerShowing()) {
            sawWinner = true;
            CHECK_FALSE(show.finalRound());
        } else {
            sawFinalRound = sawFinalRound || show.finalRound();
        }
        h.frames(3); // no key: a skip would play the banners instantly (none shown)
    }
    INFO(h.scene());
    CHECK(sawFinalRound);
    CHECK(sawWinner);
}

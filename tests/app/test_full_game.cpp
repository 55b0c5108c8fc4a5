// One full game played through the UI, title to results, with keys only: a human against a
// computer player. The human rolls until 300 is on the table, then banks.
#include "app_harness.hpp"

#include "app/table_scene.hpp"

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

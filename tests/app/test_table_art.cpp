// The table's art (issue 37, findings v2 defects 11 and 18): the frame is one piece with its
// shelf, and the cup's shadow takes the cup's shape and place as it tips.
#include "app_harness.hpp"
#include "table_test_setup.hpp"

#include "app/table/cup_mouth.hpp"
#include "app/table/cup_shadow.hpp"
#include "app/table/table_scene.hpp"
#include "app/ui/palette.hpp"

#include <catch2/catch.hpp>

#include <cmath>
#include <utility>

using namespace greed::app;
using greed::app::test::eventOf;
using greed::app::test::Harness;
using greed::app::test::readBack;
using greed::app::test::sized;
using greed::app::test::topTable;
using greed::core::Event;
using greed::core::EventType;

TEST_CASE("the table's frame runs straight down into its shelf on both sides", "[table-art]") {
    // Before: the shelf under the table was set in half a rim, so the frame's sides stopped at
    // the table's foot and the shelf carried on inside them (a step at both bottom corners).
    for (const auto& [w, hgt] :
         {std::pair{800, 600}, std::pair{1280, 720}, std::pair{1920, 1080}}) {
        INFO(w << "x" << hgt);
        Harness h(sized("greed", "Ann,Bob", w, hgt));
        h.frames(3);
        const TableLayout& L = topTable(h).tableLayout();
        h.app().renderAndCapture();
        const auto px = readBack(h.app().renderer().get(), w, hgt);
        const Uint32 back = 0xFF000000u | (Uint32{kBackdrop.r} << 16) | (Uint32{kBackdrop.g} << 8) |
                            Uint32{kBackdrop.b};
        // Two pixels in from either outer edge, from the table's top to the shelf's foot: wood
        // all the way, never the window behind.
        int gaps = 0;
        for (const int x : {L.table.x + 1, L.table.x + L.table.w - 2}) {
            for (int y = L.table.y + 1; y < L.shelf.y + L.shelf.h - 1; ++y) {
                const Uint32 c = px[static_cast<std::size_t>(y * w + x)] | 0xFF000000u;
                if (c == back && gaps++ == 0) {
                    UNSCOPED_INFO("window at " << x << "," << y);
                }
            }
        }
        CHECK(gaps == 0);
    }
}

TEST_CASE("the cup's shadow lies under the tipped cup, along its axis", "[table-art]") {
    // Before: the shadow stayed the upright cup's flat slab at the felt level where the cup
    // stood (0.6 of the cup's height below the tipped cup's middle, turned not at all).
    for (const auto& [w, hgt] : {std::pair{1280, 720}, std::pair{1920, 1080}}) {
        INFO(w << "x" << hgt);
        Harness h(sized("greed", "Ann,Bob", w, hgt));
        h.frames(3);
        TableScene& table = topTable(h);
        Services& s = h.app().services();
        const TableLayout& L = table.tableLayout();
        // Upright: the slab at the cup's foot.
        const CupShadow rest = cupShadow(L, cupMouth(L, nullptr));
        CHECK(rest.angle == 0.0);
        CHECK(rest.centre.y > L.cupCentre.y + L.cupH * 0.3);
        CHECK(rest.w > rest.h);
        TableShow show(s, table.game(), L);
        Event roll = eventOf(EventType::Rolled);
        roll.dice = std::vector<greed::core::Face>{2, 3, 4, 6, 2};
        show.push({roll});
        bool tipped = false;
        for (int frame = 0; frame < 600 && show.animating() && !tipped; ++frame) {
            show.update(1.0 / 60);
            const RollAnimation* r = show.roll();
            tipped = r != nullptr && r->cupAngle() <= RollAnimation::kTippedAngle + 0.5;
        }
        REQUIRE(tipped);
        const CupMouth mouth = cupMouth(L, show.roll());
        const CupShadow lying = cupShadow(L, mouth);
        // Turned with the cup, long along its axis, and just under it (offset away from the
        // light), not left where the upright cup stood.
        CHECK(lying.angle == Approx(mouth.angle));
        CHECK(lying.h > lying.w);
        CHECK(lying.h > L.cupH * 0.8);
        CHECK(std::abs(lying.centre.x - mouth.centre.x) < L.cupH * 0.15);
        CHECK(lying.centre.y - mouth.centre.y > 0);
        CHECK(lying.centre.y - mouth.centre.y < L.cupH * 0.4);
        CHECK(lying.alpha < rest.alpha); // lifted off the felt: fainter
    }
}

// Tests of what keeps frames cheap without changing the picture: the table's turned sprites
// made in quiet frames (and again for a new window size), and rounded plates filled once per
// size and tinted per draw.
#include "app_harness.hpp"

#include "app/table/table_scene.hpp"
#include "app/ui/painter.hpp"

#include <catch2/catch.hpp>

#include <cstdlib>
#include <vector>

using namespace greed::app;
using greed::app::test::Harness;
using greed::app::test::readBack;
using greed::app::test::topTable;

namespace {

// Pixels whose channels differ by more than `tolerance`.
int differing(const std::vector<Uint32>& a, const std::vector<Uint32>& b, int tolerance) {
    int count = 0;
    for (std::size_t i = 0; i < a.size() && i < b.size(); ++i) {
        for (int shift = 0; shift < 32; shift += 8) {
            const int x = static_cast<int>((a[i] >> shift) & 0xff);
            const int y = static_cast<int>((b[i] >> shift) & 0xff);
            if (std::abs(x - y) > tolerance) {
                ++count;
                break;
            }
        }
    }
    return count;
}

} // namespace

TEST_CASE("the table's turned sprites are made in quiet frames, not before the first", "[caches]") {
    Harness h(test::testOptions("greed", "Ann,Bob:steady"));
    TableScene& table = topTable(h);
    const SpriteWarmer& warmer = table.warmer();
    // Laid out and shown, with every turned copy still to make.
    REQUIRE(warmer.planned() > 100);
    CHECK_FALSE(warmer.done());
    // Ann (a person) is to roll: the table is quiet, one copy every other logic step (one a
    // frame).
    const long before = h.app().services().painter.copiesMade();
    h.frames(static_cast<int>(warmer.planned()) + 2);
    CHECK(warmer.done());
    // Most copies come from the warmer (a few the quiet table drew itself first).
    CHECK(h.app().services().painter.copiesMade() - before >
          static_cast<long>(warmer.planned()) * 3 / 4);
}

TEST_CASE("after a resize the table is warmed again and looks as a fresh one", "[caches]") {
    auto options = test::testOptions("greed", "Ann,Bob:steady");
    Harness resized(options);
    // At most one copy a frame is made by the table itself (the worker may make the rest).
    const int first = static_cast<int>(topTable(resized).warmer().planned()) + 2;
    resized.frames(first);
    REQUIRE(topTable(resized).warmer().done());
    resized.app().window().setSize(1920, 1080);
    resized.frames(2);
    CHECK_FALSE(topTable(resized).warmer().done());
    const int warming = static_cast<int>(topTable(resized).warmer().planned());
    resized.frames(warming);
    CHECK(topTable(resized).warmer().done());

    options.width = 1920;
    options.height = 1080;
    Harness fresh(options);
    fresh.frames(first + 2 + warming); // the same moment of the game
    REQUIRE(resized.app().services().width() == 1920);
    const auto a = readBack(resized.app().renderer().get(), 1920, 1080);
    const auto b = readBack(fresh.app().renderer().get(), 1920, 1080);
    // The static table (felt, rim, side panel) and the plates were rebuilt for the new size.
    CHECK(differing(a, b, 0) == 0);
}

TEST_CASE("a rounded plate is filled once per size and tinted per draw", "[caches]") {
    Harness h;
    Painter& p = h.app().services().painter;
    SDL_Renderer* r = h.app().renderer().get();
    SDL_SetRenderDrawColor(r, 0, 0, 0, 255);
    SDL_RenderClear(r);
    const long before = p.copiesMade();
    p.roundedRect({10, 10, 60, 30}, 8, {200, 40, 40, 255});
    p.roundedRect({100, 10, 60, 30}, 8, {40, 200, 40, 255}); // same size: same fill, new tint
    p.roundedRect({200, 10, 90, 50}, 8, {40, 40, 200, 255}); // another size: its own fill
    CHECK(p.copiesMade() - before == 2);
    const auto px = readBack(r, h.app().services().width(), h.app().services().height());
    const int w = h.app().services().width();
    auto at = [&](int x, int y) {
        return px[static_cast<std::size_t>(y * w + x)] & 0xffffff;
    };
    CHECK(at(40, 25) == 0xc82828);
    CHECK(at(130, 25) == 0x28c828);
    CHECK(at(280, 55) == 0x2828c8); // inside the larger plate only
    CHECK(at(10, 10) == 0);         // a rounded corner stays clear
    CHECK(at(75, 25) == 0);
}

TEST_CASE("once the table is warmed a die resting at any yaw makes no copy", "[caches]") {
    auto options = test::testOptions("greed", "Ann,Bob:steady");
    options.width = 1920;
    options.height = 1080;
    Harness h(options);
    TableScene& table = topTable(h);
    h.frames(static_cast<int>(table.warmer().planned()) + 2);
    REQUIRE(table.warmer().done());
    const Painter& p = h.app().services().painter;
    const double ds = table.tableLayout().dieSize;
    const long made = p.copiesMade();
    // Thrown dice come to rest within +-45 degrees.
    for (int face = 1; face <= 6; ++face) {
        for (double yaw = -45.0; yaw <= 45.0; yaw += 0.5) {
            p.sprite("die_" + std::to_string(face), -500, -500, ds, ds, yaw);
        }
    }
    CHECK(p.copiesMade() == made);
    CHECK(p.scaledBytes() <= Painter::kMaxScaledBytes);
}

TEST_CASE("the warmer plans the far yaws only while they fit inside the painter's bound",
          "[caches]") {
    auto options = test::testOptions("greed", "Ann,Bob:steady");
    options.width = 1920;
    options.height = 1080;
    Harness full(options);
    const SpriteWarmer& all = topTable(full).warmer();
    CHECK(all.plannedBytes() <= SpriteWarmer::kPlanBytes);
    // Twice the size each way: the cup alone takes most of the bound, so the far yaws (made
    // then pushed out by the next) are left for play to make.
    options.width = 3840;
    options.height = 2160;
    Harness big(options);
    const SpriteWarmer& some = topTable(big).warmer();
    CHECK(some.planned() < all.planned());
    // The cup's angles and the near tilts come first and are always planned.
    CHECK(some.planned() >= 61 + 18 * 6);
}

TEST_CASE("copies made for a one-off picture are dropped after it, earlier ones kept", "[caches]") {
    Harness h;
    const Painter& p = h.app().services().painter;
    p.sprite("die_3", -500, -500, 70, 70, 10.0);
    const std::size_t held = p.scaledBytes();
    const long made = p.copiesMade();
    {
        const Painter::OneOffCopies once(p);
        p.sprite("die_3", -500, -500, 70, 70, 10.0); // cached before: kept
        p.sprite("wood", -500, -500, 300, 20, 30.0); // made for this picture: dropped
        CHECK(p.copiesMade() > made);
        CHECK(p.scaledBytes() > held);
    }
    CHECK(p.scaledBytes() == held);
    const long after = p.copiesMade();
    p.sprite("die_3", -500, -500, 70, 70, 10.0);
    CHECK(p.copiesMade() == after);
}

TEST_CASE("spinning particles fold into the few angles of their symmetry", "[caches]") {
    Harness h;
    const Painter& p = h.app().services().painter;
    p.sprite("spark", -500, -500, 30, 30, 20.0);
    p.sprite("star", -500, -500, 30, 30, 24.0);
    p.sprite("confetti", -500, -500, 16, 16, 40.0);
    const long made = p.copiesMade();
    p.sprite("spark", -500, -500, 30, 30, 110.0); // a quarter turn on
    p.sprite("spark", -500, -500, 30, 30, -70.0);
    p.sprite("star", -500, -500, 30, 30, 96.0);      // a fifth of a turn on
    p.sprite("confetti", -500, -500, 16, 16, 220.0); // half a turn on
    CHECK(p.copiesMade() == made);
    p.sprite("spark", -500, -500, 30, 30, 40.0);
    CHECK(p.copiesMade() == made + 1);
}

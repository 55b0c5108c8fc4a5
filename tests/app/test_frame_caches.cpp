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
    resized.frames(240);
    REQUIRE(topTable(resized).warmer().done());
    resized.app().window().setSize(1920, 1080);
    resized.frames(2);
    CHECK_FALSE(topTable(resized).warmer().done());
    resized.frames(238);
    CHECK(topTable(resized).warmer().done());

    options.width = 1920;
    options.height = 1080;
    Harness fresh(options);
    fresh.frames(480);
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

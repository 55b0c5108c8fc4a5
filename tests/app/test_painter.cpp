// Tests of drawing through the renderer: what the painter asks of it (no uploads once the
// table is up), render targets repainted after a resize or a reset, the tumbling die's clip
// and soft shadow, and art that leaves no dark fringe when filtered.
#include "app_harness.hpp"

#include "app/table/table_scene.hpp"
#include "app/ui/dice_cube.hpp"
#include "app/ui/painter.hpp"
#include "core/paths.hpp"
#include "core/rules_io.hpp"

#include <SDL_image.h>
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <filesystem>
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

int brightness(Uint32 px) {
    return static_cast<int>(((px >> 16) & 0xff) + ((px >> 8) & 0xff) + (px & 0xff));
}

void clearTo(SDL_Renderer* r, Uint8 level) {
    SDL_SetRenderDrawColor(r, level, level, level, 255);
    SDL_RenderClear(r);
}

} // namespace

TEST_CASE("after a resize the table is drawn as a fresh one at that size", "[painter]") {
    auto options = test::testOptions("greed", "Ann,Bob:steady");
    Harness resized(options);
    resized.frames(3);
    resized.app().window().setSize(1920, 1080);
    resized.frames(3);

    options.width = 1920;
    options.height = 1080;
    Harness fresh(options);
    fresh.frames(6); // the same moment of the game
    REQUIRE(resized.app().services().width() == 1920);
    const auto a = readBack(resized.app().renderer().get(), 1920, 1080);
    const auto b = readBack(fresh.app().renderer().get(), 1920, 1080);
    // The static table (felt, rim, side panel) and the plates were rebuilt for the new size.
    CHECK(differing(a, b, 0) == 0);
}

TEST_CASE("a quiet table asks the renderer for no new pixels frame after frame", "[painter]") {
    Harness h(test::testOptions("greed", "Ann,Bob:steady"));
    h.frames(30); // Ann, a person, is to roll: nothing changes but the light's pulse
    const greed::platform::DrawCounters before = h.app().services().painter.counters();
    h.frames(60);
    const greed::platform::DrawCounters& after = h.app().services().painter.counters();
    CHECK(after.bytesUploaded == before.bytesUploaded);
    CHECK(after.texturesCreated == before.texturesCreated);
    // Every frame draws (a table frame is dozens of calls, not one copied picture).
    CHECK(after.drawCalls - before.drawCalls > 60 * 20);
}

TEST_CASE("render targets lost by the renderer are repainted the same", "[painter]") {
    Harness h(test::testOptions("greed", "Ann,Bob:steady"));
    // Past the first turn's plate and the felt summary's fade-in: a table standing still.
    h.frames(240);
    const Painter& p = h.app().services().painter;
    const int w = h.app().services().width();
    const int ht = h.app().services().height();
    long calls = p.counters().drawCalls;
    h.frames(1);
    const long steady = p.counters().drawCalls - calls;
    const auto before = readBack(h.app().renderer().get(), w, ht);
    const unsigned generation = p.targetGeneration();

    SDL_Event reset{};
    reset.type = SDL_RENDER_TARGETS_RESET;
    SDL_PushEvent(&reset);
    calls = p.counters().drawCalls;
    h.frames(1);
    CHECK(p.targetGeneration() == generation + 1);
    // The static table and the plates were drawn again into their targets.
    CHECK(p.counters().drawCalls - calls > steady + 20);
    const auto after = readBack(h.app().renderer().get(), w, ht);
    // The same picture, less the playing seat's light, a level or two on in its pulse.
    CHECK(differing(before, after, 3) == 0);
    calls = p.counters().drawCalls;
    h.frames(1);
    CHECK(p.counters().drawCalls - calls == steady);
}

TEST_CASE("a rounded plate is drawn in its colour with its corners clear", "[painter]") {
    Harness h;
    Painter& p = h.app().services().painter;
    SDL_Renderer* r = h.app().renderer().get();
    clearTo(r, 0);
    p.roundedRect({10, 10, 60, 30}, 8, {200, 40, 40, 255});
    p.roundedRect({200, 10, 90, 50}, 8, {40, 40, 200, 255});
    const int w = h.app().services().width();
    const auto px = readBack(r, w, h.app().services().height());
    auto at = [&](int x, int y) {
        return px[static_cast<std::size_t>(y * w + x)] & 0xffffff;
    };
    CHECK(at(40, 25) == 0xc82828);
    CHECK(at(280, 55) == 0x2828c8); // inside the larger plate only
    CHECK(at(10, 10) == 0);         // a rounded corner stays clear
    CHECK(at(75, 25) == 0);
}

TEST_CASE("a filled shape's triangles keep to narrow boxes around what they cover", "[painter]") {
    // SDL's software renderer blends a blended triangle's whole bounding box: a fan around the
    // middle of a seat's glow went through ten times its pixels.
    for (const auto& path : {roundedRectPath({100, 100, 390, 110}, 24),
                             roundedRectPath({100, 300, 200, 60}, 12), discPath({600, 300}, 40)}) {
        const std::vector<int> idx = convexStrip(path);
        double covered = 0;
        double boxes = 0;
        for (std::size_t k = 0; k + 2 < idx.size(); k += 3) {
            const Vec2& a = path[static_cast<std::size_t>(idx[k])];
            const Vec2& b = path[static_cast<std::size_t>(idx[k + 1])];
            const Vec2& c = path[static_cast<std::size_t>(idx[k + 2])];
            covered += std::abs((b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y)) / 2;
            boxes += (std::max({a.x, b.x, c.x}) - std::min({a.x, b.x, c.x})) *
                     (std::max({a.y, b.y, c.y}) - std::min({a.y, b.y, c.y}));
        }
        INFO("covered " << covered << " px, bounding boxes " << boxes << " px");
        CHECK(boxes < 2.2 * covered);
    }
}

TEST_CASE("a convex outline is filled by triangles covering it exactly once", "[painter]") {
    for (const auto& path :
         {roundedRectPath({0, 0, 390, 110}, 24), discPath({50, 50}, 40),
          roundedRectPath({0, 0, 40, 40}, 20), std::vector<Vec2>{{0, 0}, {10, 0}, {5, 8}}}) {
        const std::vector<int> idx = convexStrip(path);
        REQUIRE(idx.size() == 3 * (path.size() - 2));
        double outline = 0;
        for (std::size_t i = 0; i < path.size(); ++i) {
            const Vec2& a = path[i];
            const Vec2& b = path[(i + 1) % path.size()];
            outline += a.x * b.y - b.x * a.y;
        }
        double triangles = 0;
        for (std::size_t k = 0; k + 2 < idx.size(); k += 3) {
            const Vec2& a = path[static_cast<std::size_t>(idx[k])];
            const Vec2& b = path[static_cast<std::size_t>(idx[k + 1])];
            const Vec2& c = path[static_cast<std::size_t>(idx[k + 2])];
            triangles += std::abs((b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y));
        }
        // Triangles inside a convex outline whose areas add up to its area do not overlap.
        CHECK(triangles == Approx(std::abs(outline)).epsilon(1e-9));
    }
}

TEST_CASE("a tumbling die clipped by a line is drawn only on its side", "[painter]") {
    Harness h;
    const Painter& p = h.app().services().painter;
    SDL_Renderer* r = h.app().renderer().get();
    const greed::core::Rules rules = greed::core::loadPreset("greed");
    CubeView v;
    v.x = 640;
    v.y = 360;
    v.size = 120;
    v.cube.active = true;
    v.cube.turn = normalized(Quat{0.9, 0.3, 0.25, 0.1});
    v.cube.rise = 0.4;
    v.cube.depth = 0.5;
    v.cube.eye = {640, 360};
    const int w = h.app().services().width();
    const int ht = h.app().services().height();

    clearTo(r, 0);
    drawCube(p, rules, 3, v);
    const auto whole = readBack(r, w, ht);
    clearTo(r, 0);
    // The line x = 640 downwards: the die is kept on its left (the cup's mouth's edge).
    drawCube(p, rules, 3, v, halfPlane({640, 0}, {640, 720}, {0, 360}));
    const auto cut = readBack(r, w, ht);
    int leftWhole = 0;
    int leftCut = 0;
    int rightWhole = 0;
    int rightCut = 0;
    for (int y = 0; y < ht; ++y) {
        for (int x = 0; x < w; ++x) {
            const auto i = static_cast<std::size_t>(y * w + x);
            const bool left = x < 639;
            const bool right = x > 641;
            leftWhole += left && brightness(whole[i]) > 0 ? 1 : 0;
            leftCut += left && brightness(cut[i]) > 0 ? 1 : 0;
            rightWhole += right && brightness(whole[i]) > 0 ? 1 : 0;
            rightCut += right && brightness(cut[i]) > 0 ? 1 : 0;
        }
    }
    REQUIRE(leftWhole > 2000);
    REQUIRE(rightWhole > 2000);
    CHECK(rightCut == 0);
    // The cut triangles meet a little differently along their new edges.
    CHECK(leftCut > leftWhole * 99 / 100);
}

TEST_CASE("a tumbling die's shadow is soft: darkest inside, fading to nothing", "[painter]") {
    Harness h;
    const Painter& p = h.app().services().painter;
    SDL_Renderer* r = h.app().renderer().get();
    CubeView v;
    v.x = 400;
    v.y = 300;
    v.size = 120;
    v.cube.active = true;
    v.cube.rise = 1.0;
    v.cube.depth = 0.5;
    v.cube.eye = {400, 300};
    clearTo(r, 255);
    drawCubeShadow(p, v, 1.0);
    const int w = h.app().services().width();
    const auto px = readBack(r, w, h.app().services().height());
    std::vector<Vec2> hull = cubeShadow(v);
    Vec2 mid{};
    for (const Vec2& q : hull) {
        mid.x += q.x / static_cast<double>(hull.size());
        mid.y += q.y / static_cast<double>(hull.size());
    }
    // Along a row from the middle outwards: never lighter towards the middle, dark inside,
    // white beyond, and several levels between (a ramp, not a cut-out's edge).
    const int y = static_cast<int>(mid.y);
    int last = 0;
    int levels = 0;
    bool monotonic = true;
    for (int x = static_cast<int>(mid.x); x < static_cast<int>(mid.x) + 200; ++x) {
        const int b = brightness(px[static_cast<std::size_t>(y * w + x)]);
        monotonic = monotonic && b >= last;
        levels += b > last && b > 0 && b < 765 ? 1 : 0;
        last = b;
    }
    CHECK(monotonic);
    CHECK(brightness(px[static_cast<std::size_t>(y * w + static_cast<int>(mid.x))]) < 600);
    CHECK(last == 765);
    CHECK(levels >= 5);
}

TEST_CASE("the sprites' transparent pixels carry their neighbours' colour", "[painter]") {
    // A linear filter mixes a sprite's edge with the transparent pixels beside it: black ones
    // there leave a dark fringe round every turned or scaled sprite.
    const std::filesystem::path dir = greed::core::assetDirectory() / "sprites";
    for (const char* name : {"die_1", "cup", "glow", "tray", "button", "panel", "crown"}) {
        INFO(name);
        greed::platform::SurfacePtr loaded(IMG_Load((dir / (std::string(name) + ".png")).c_str()));
        REQUIRE(loaded);
        greed::platform::SurfacePtr s(
            SDL_ConvertSurfaceFormat(loaded.get(), SDL_PIXELFORMAT_ARGB8888, 0));
        REQUIRE(s);
        int beside = 0;
        int dark = 0;
        for (int y = 1; y + 1 < s->h; ++y) {
            const auto* row = reinterpret_cast<const Uint32*>(static_cast<const Uint8*>(s->pixels) +
                                                              y * s->pitch);
            for (int x = 1; x + 1 < s->w; ++x) {
                if ((row[x] >> 24) != 0 || (row[x + 1] >> 24) < 200) {
                    continue;
                }
                ++beside;
                // Its colour is near its opaque neighbour's, not black.
                dark += brightness(row[x]) + 120 < brightness(row[x + 1]) ? 1 : 0;
            }
        }
        if (beside > 0) {
            CHECK(dark == 0);
        }
    }
}

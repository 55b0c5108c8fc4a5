// The tumble as a player sees it: resting spots scattered and apart, dice inside the felt for
// the whole throw and in the cup until they leave it, a simulated throw resting inside the dice
// area apart enough to click, no pop when a tumbling cube becomes the resting die.
#include "app_harness.hpp"

#include "app/services.hpp"
#include "app/table/roll_animation.hpp"
#include "app/table/table_layout.hpp"
#include "app/table/table_scene.hpp"
#include "app/table/table_show.hpp"
#include "app/ui/dice_cube.hpp"
#include "app/ui/dice_look.hpp"
#include "core/rules_io.hpp"

#include <catch2/catch.hpp>

#include <cmath>
#include <optional>

using namespace greed::app;
using greed::app::test::Harness;

namespace {

const std::pair<int, int> kSizes[] = {{800, 600}, {1280, 720}, {1920, 1080}};

bool insideRect(Vec2 p, const SDL_Rect& r) {
    return p.x >= r.x && p.y >= r.y && p.x <= r.x + r.w && p.y <= r.y + r.h;
}

bool overlaps(const SDL_Rect& a, double cx, double cy, double half) {
    return cx + half > a.x && cx - half < a.x + a.w && cy + half > a.y && cy - half < a.y + a.h;
}

// Mean difference per channel between two captures over a box.
double meanDifference(const SDL_Surface& a, const SDL_Surface& b, const SDL_Rect& box) {
    double sum = 0;
    int n = 0;
    for (int y = box.y; y < box.y + box.h; ++y) {
        for (int x = box.x; x < box.x + box.w; ++x) {
            const auto* pa = static_cast<const Uint8*>(a.pixels) + y * a.pitch + x * 4;
            const auto* pb = static_cast<const Uint8*>(b.pixels) + y * b.pitch + x * 4;
            for (int c = 0; c < 3; ++c) {
                sum += std::abs(pa[c] - pb[c]);
            }
            ++n;
        }
    }
    return n > 0 ? sum / (3.0 * n) : 0.0;
}

// Pixels of `box` whose colour differs by more than `by` levels in some channel.
int starkDifferences(const SDL_Surface& a, const SDL_Surface& b, const SDL_Rect& box, int by) {
    int n = 0;
    for (int y = box.y; y < box.y + box.h; ++y) {
        for (int x = box.x; x < box.x + box.w; ++x) {
            const auto* pa = static_cast<const Uint8*>(a.pixels) + y * a.pitch + x * 4;
            const auto* pb = static_cast<const Uint8*>(b.pixels) + y * b.pitch + x * 4;
            bool stark = false;
            for (int c = 0; c < 3; ++c) {
                stark = stark || std::abs(pa[c] - pb[c]) > by;
            }
            n += stark ? 1 : 0;
        }
    }
    return n;
}

// A die of `face` drawn at (300, 300) on a cleared felt, as the resting sprite (`turn` none) or
// as a cube turned by `turn` seen straight from above `eye`; the screen captured.
auto dieShot(Harness& h, const greed::core::Rules& rules, int face, double size, double angle,
             const std::optional<Quat>& turn, Vec2 eye) {
    const Painter& painter = h.app().services().painter;
    SDL_Renderer* r = painter.renderer();
    SDL_SetRenderDrawColor(r, 20, 90, 60, 255);
    SDL_RenderClear(r);
    DieDraw d{300, 300, size, angle, 0, -1, {255, 255, 255, 255}};
    if (turn) {
        d.cube.active = true;
        d.cube.turn = *turn;
        d.cube.eye = eye;
        d.cube.depth = 0.0;
    }
    drawDie(painter, rules, face, d);
    return h.app().services().renderer.capture();
}

} // namespace

TEST_CASE("resting dice never touch and keep off the tray, cup and texts", "[tumble]") {
    int throws = 0;
    int aligned = 0;
    for (const auto& [w, h] : kSizes) {
        for (int n = 1; n <= 10; ++n) {
            const TableLayout L = TableLayout::compute(w, h, n, 4);
            const double body = L.dieSize * 60.0 / 128.0;
            // A body turned by up to 11 degrees reaches this far from its centre.
            const double reach = body * (std::cos(0.192) + std::sin(0.192));
            for (std::uint64_t seed = 1; seed <= 40; ++seed) {
                greed::core::Rng fx(seed * 977 + static_cast<std::uint64_t>(n));
                const RestPlacement rest = placeDice(n, L.diceArea, L.dieSize, fx);
                REQUIRE(rest.positions.size() == static_cast<std::size_t>(n));
                INFO(w << "x" << h << ", " << n << " dice, seed " << seed);
                CHECK_FALSE(restingOverlap(rest.positions, L.diceArea, L.dieSize));
                bool rowOrColumn = false;
                for (std::size_t i = 0; i < rest.positions.size(); ++i) {
                    const Vec2 c = L.toPixels(rest.positions[i]);
                    CHECK(std::abs(rest.angles[i]) <= 11.0);
                    CHECK(insideRect({c.x - reach, c.y - reach}, L.felt));
                    CHECK(insideRect({c.x + reach, c.y + reach}, L.felt));
                    CHECK_FALSE(overlaps(L.tray, c.x, c.y, reach));
                    CHECK_FALSE(overlaps(L.cupZone, c.x, c.y, reach));
                    CHECK_FALSE(overlaps(L.status, c.x, c.y, reach));
                    CHECK_FALSE(overlaps(L.messageLine, c.x, c.y, reach));
                    for (std::size_t j = 0; j < i; ++j) {
                        const Vec2 d = L.toPixels(rest.positions[j]);
                        // Two square bodies apart by more than both reaches never touch.
                        CHECK(std::hypot(c.x - d.x, c.y - d.y) >= 2 * reach);
                        rowOrColumn =
                            rowOrColumn || std::abs(c.x - d.x) < 1e-6 || std::abs(c.y - d.y) < 1e-6;
                    }
                }
                ++throws;
                aligned += rowOrColumn ? 1 : 0;
            }
        }
    }
    // Scattered, not laid out: dice on exactly one row or column (a grid) are rare.
    INFO(aligned << " of " << throws << " throws lined up");
    CHECK(aligned * 10 < throws);
}

// A die flying high by the left wall is drawn bigger and reached past the felt's edge (14 px
// left of the dice area at 1280x720) until the rim leant in above a resting die's top.
TEST_CASE("tumbling dice stay inside the felt for the whole throw", "[tumble]") {
    const auto rules = greed::core::loadPreset("greed");
    for (const auto& [w, h] : kSizes) {
        for (int n = 1; n <= 10; ++n) {
            const TableLayout L = TableLayout::compute(w, h, n, 3);
            for (std::uint64_t seed = 1; seed <= 6; ++seed) {
                greed::core::Rng fx(seed * 31 + static_cast<std::uint64_t>(n));
                std::vector<greed::core::Face> faces;
                for (int i = 0; i < n; ++i) {
                    faces.push_back(static_cast<greed::core::Face>(i % 6 + 1));
                }
                RollAnimation roll(faces, L.diceArea, L.cupMouth, L.dieSize, fx);
                int seen = 0;
                for (int frame = 0; !roll.done(); ++frame) {
                    roll.advance(1.0 / 60.0);
                    // A die not yet on the felt is in the cup, seen at its mouth.
                    int inCup = 0;
                    for (int i = 0; i < n; ++i) {
                        inCup += roll.die(i).visible ? 0 : 1;
                    }
                    CHECK(inCup == roll.inCup());
                    CHECK((inCup == 0 || roll.rattle() > 0));
                    for (int i = 0; i < n; ++i) {
                        const auto v = roll.die(i);
                        if (!v.visible) {
                            // The stream through the mouth: about 0.1 s a die.
                            INFO(w << "x" << h << ", " << n << " dice, seed " << seed);
                            CHECK(roll.time() < RollAnimation::kFirstRelease + 0.12 * n + 0.2);
                            continue;
                        }
                        ++seen;
                        const Vec2 c = L.toPixels(v.pos);
                        CubeView cube{c.x, c.y, L.dieSize, v.cube, {255, 255, 255, 255}};
                        cube.cube.eye = L.toPixels(v.cube.eye);
                        INFO(w << "x" << h << ", " << n << " dice, seed " << seed << ", die " << i
                               << ", t " << roll.time());
                        for (const Vec2 p : cubeCorners(cube)) {
                            CHECK(insideRect(p, L.felt));
                        }
                        for (const Vec2 p : cubeShadow(cube)) {
                            CHECK(insideRect(p, L.felt));
                        }
                    }
                }
                CHECK(seen > 0);
            }
        }
    }
}

TEST_CASE("a simulated throw rests flat in the dice area, each die clear to click", "[tumble]") {
    for (const auto& [w, h] : kSizes) {
        for (int n = 1; n <= 10; ++n) {
            const TableLayout L = TableLayout::compute(w, h, n, 4);
            for (std::uint64_t seed = 1; seed <= 3; ++seed) {
                greed::core::Rng fx(seed * 613 + static_cast<std::uint64_t>(n));
                const std::vector<greed::core::Face> faces(static_cast<std::size_t>(n), 3);
                RollAnimation roll(faces, L.diceArea, L.cupMouth, L.dieSize, fx);
                const RestPlacement& rest = roll.rest();
                REQUIRE(rest.positions.size() == static_cast<std::size_t>(n));
                INFO(w << "x" << h << ", " << n << " dice, seed " << seed);
                // One duration, a tumble of about a second or two (a stream of ten dice and
                // crowded throws that spread take longer, up to the simulation's cap of 3.2 s).
                CHECK(roll.duration() - RollAnimation::kFirstRelease > 0.8);
                CHECK(roll.duration() - RollAnimation::kFirstRelease < 3.6);
                CHECK_FALSE(restingTooClose(rest, L.diceArea, L.dieSize));
                const double body = L.dieSize * 60.0 / 128.0;
                for (std::size_t i = 0; i < rest.positions.size(); ++i) {
                    const Vec2 c = L.toPixels(rest.positions[i]);
                    const double a = rest.angles[i] * 3.14159265358979 / 180.0;
                    const double reach = body * (std::abs(std::cos(a)) + std::abs(std::sin(a)));
                    CHECK(std::abs(rest.angles[i]) <= 45.0 + 1e-9);
                    CHECK(c.x - reach >= L.diceArea.x - 1);
                    CHECK(c.x + reach <= L.diceArea.x + L.diceArea.w + 1);
                    CHECK(c.y - reach >= L.diceArea.y - 1);
                    CHECK(c.y + reach <= L.diceArea.y + L.diceArea.h + 1);
                    // The click squares (TableShow::dieRect) of two dice never overlap.
                    for (std::size_t j = 0; j < i; ++j) {
                        const Vec2 d = L.toPixels(rest.positions[j]);
                        CHECK(std::max(std::abs(c.x - d.x), std::abs(c.y - d.y)) >= L.dieSize);
                    }
                    // The last recorded pose lies flat: the decided face exactly on top.
                    const auto& track = roll.track(static_cast<int>(i));
                    CHECK(rotate(track.back().turn, {0, 0, 1}).z > 1 - 1e-9);
                }
            }
        }
    }
}

TEST_CASE("a cube at rest seen from above is the resting die", "[tumble]") {
    Harness h;
    const auto rules = greed::core::loadPreset("cubilete");
    const double size = 92;
    for (double angle : {0.0, 7.0, -10.0}) {
        const auto sprite = dieShot(h, rules, 2, size, angle, std::nullopt, {});
        const auto cube = dieShot(h, rules, 2, size, angle, aboutZ(angle), {640, 360});
        INFO("angle " << angle);
        const int s = static_cast<int>(size);
        CHECK(meanDifference(*sprite, *cube, {300 - s / 2 - 4, 300 - s / 2 - 4, s + 8, s + 8}) <
              6.0);
    }
}

TEST_CASE("a die settling almost flat shows no sliver of a side face", "[tumble]") {
    // A side face turned nearly edge-on squeezed its art's bright edge into a line a pixel
    // wide beyond the rounded top face; it now fades out as it turns edge-on.
    Harness h;
    const auto rules = greed::core::loadPreset("greed");
    const double size = 92;
    const Painter& painter = h.app().services().painter;
    SDL_Renderer* r = painter.renderer();
    for (const Vec3 tilt : {Vec3{0.01, 0, 0}, Vec3{0, -0.01, 0}, Vec3{0.007, 0.007, 0}}) {
        const auto cube = dieShot(h, rules, 1, size, 0, fromRotationVector(tilt), {300, 300});
        // The same top face lying flat where the tilt moved it (a fraction of a pixel: the
        // renderer draws it there, filtered), without the sides.
        const Vec3 up = rotate(fromRotationVector(tilt), {0, 0, 1});
        const double half = size * 60.0 / 128.0;
        SDL_SetRenderDrawColor(r, 20, 90, 60, 255);
        SDL_RenderClear(r);
        CubeView flat{300 + up.x * half, 300 + up.y * half, size, {}, {255, 255, 255, 255}};
        flat.cube.active = true;
        flat.cube.eye = {300, 300};
        drawCube(painter, rules, 1, flat);
        const auto top = h.app().services().renderer.capture();
        INFO("tilt " << tilt.x << ", " << tilt.y);
        const int s = static_cast<int>(size);
        // A sliver along one edge is a line of ~size stark pixels.
        CHECK(starkDifferences(*top, *cube, {300 - s / 2 - 6, 300 - s / 2 - 6, s + 12, s + 12},
                               80) < s / 4);
    }
}

TEST_CASE("the last tumbling frame is the first resting frame", "[tumble]") {
    int compared = 0;
    for (const char* preset : {"greed", "cubilete"}) {
        for (std::uint64_t seed : {3u, 8u, 11u}) {
            auto options = greed::app::test::testOptions(preset, "Ann,Bob");
            options.match.seed = seed;
            options.seed = seed;
            Harness h(options);
            auto* table = dynamic_cast<TableScene*>(&h.app().top());
            REQUIRE(table != nullptr);
            h.frames(5);
            h.key(SDLK_SPACE);
            greed::platform::SurfacePtr last;
            greed::platform::SurfacePtr first;
            for (int i = 0; i < 400; ++i) {
                h.frames(1);
                if (const RollAnimation* roll = table->show().roll()) {
                    // Only the last frames can be the last one (a capture costs a frame).
                    if (roll->time() > roll->duration() - 0.1) {
                        last = h.app().renderAndCapture();
                    }
                } else if (last) {
                    first = h.app().renderAndCapture();
                    break;
                }
            }
            REQUIRE(last);
            REQUIRE(first);
            const auto faces = table->game().lastRoll();
            for (int i = 0; i < static_cast<int>(faces.size()); ++i) {
                if (table->show().dice()[static_cast<std::size_t>(i)].bust) {
                    continue; // flashes red on purpose
                }
                ++compared;
                const SDL_Rect d = table->dieRect(i);
                // The body's middle: a glow may start around a scoring die, the face may not move.
                const SDL_Rect body{d.x + d.w / 5, d.y + d.h / 5, d.w * 3 / 5, d.h * 3 / 5};
                INFO(preset << " seed " << seed << " die " << i);
                CHECK(meanDifference(*last, *first, body) < 4.0);
            }
        }
    }
    CHECK(compared >= 8);
}

// The key-tag corners are worked out once the dice rest, not on every call of every frame (the
// drawing asks for each die's corner each frame, the click test for each die's hit box), and
// worked out again as soon as the dice on the felt change.
TEST_CASE("key-tag corners are worked out once per resting set of dice", "[tumble][keys]") {
    Harness h(test::testOptions("greed", "Ann,Bob"));
    h.frames(3);
    TableScene& table = test::topTable(h);
    Services& s = h.app().services();
    s.fxRng = greed::core::Rng(5);
    TableShow show(s, table.game(), table.tableLayout());
    auto rollOf = [](std::vector<greed::core::Face> faces) {
        greed::core::Event e;
        e.type = greed::core::EventType::Rolled;
        e.player = 0;
        e.dice = std::move(faces);
        return e;
    };
    auto settle = [&] {
        for (int frame = 0; frame < 600 && show.animating(); ++frame) {
            show.update(1.0 / 30);
        }
        REQUIRE_FALSE(show.animating());
    };
    show.push({rollOf({2, 3, 4, 6, 2, 3})});
    settle();
    std::vector<int> first;
    for (int frame = 0; frame < 60; ++frame) {
        first.clear();
        for (int i = 0; i < 6; ++i) {
            first.push_back(show.keyTagCorner(i));
            show.dieHitRect(i);
        }
    }
    CHECK(show.keyTagPasses() == 1);
    // The same corners a table seeing these dice for the first time finds.
    TableShow fresh(s, table.game(), table.tableLayout());
    s.fxRng = greed::core::Rng(5);
    fresh.push({rollOf({2, 3, 4, 6, 2, 3})});
    for (int frame = 0; frame < 600 && fresh.animating(); ++frame) {
        fresh.update(1.0 / 30);
    }
    for (int i = 0; i < 6; ++i) {
        CHECK(fresh.keyTagCorner(i) == first[static_cast<std::size_t>(i)]);
    }
    // A new throw: worked out again, once.
    show.push({rollOf({5, 5, 1})});
    settle();
    for (int i = 0; i < 3; ++i) {
        show.keyTagCorner(i);
        show.keyTagCorner(i);
    }
    CHECK(show.keyTagPasses() == 2);
}

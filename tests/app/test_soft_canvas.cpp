// The soft rasteriser: a face's projective map lands on its quad's corners, a turned copy turns
// the way SDL_RenderCopyEx does (clockwise on screen) and keeps its pixels, and "over" on a
// transparent canvas is exact.
#include "app/ui/soft_canvas.hpp"

#include <catch2/catch.hpp>

#include <cmath>

using namespace greed::app;

TEST_CASE("a face's texture map takes its quad's corners to the art's corners", "[canvas]") {
    // A square seen in perspective: the far edge shorter.
    const std::array<Vec2, 4> quad{Vec2{110, 40}, Vec2{190, 42}, Vec2{230, 150}, Vec2{70, 146}};
    const auto map = TexMap::fromQuad(quad);
    REQUIRE(map);
    const Vec2 expected[4] = {{0, 0}, {1, 0}, {1, 1}, {0, 1}};
    for (int i = 0; i < 4; ++i) {
        const Vec2 uv =
            map->at(quad[static_cast<std::size_t>(i)].x, quad[static_cast<std::size_t>(i)].y);
        CHECK(uv.x == Approx(expected[i].x).margin(1e-9));
        CHECK(uv.y == Approx(expected[i].y).margin(1e-9));
    }
    // No area: no map.
    CHECK_FALSE(TexMap::fromQuad({Vec2{0, 0}, Vec2{10, 0}, Vec2{20, 0}, Vec2{30, 0}}));
}

TEST_CASE("a turned copy turns clockwise and keeps its pixels", "[canvas]") {
    // 8 x 8 opaque grey with a red pixel block in the top right corner.
    PixelImage image{8, 8, std::vector<Uint32>(64, 0xff808080u)};
    for (int y = 0; y < 2; ++y) {
        for (int x = 6; x < 8; ++x) {
            image.pixels[static_cast<std::size_t>(y * 8 + x)] = 0xffff0000u;
        }
    }
    const PixelImage same = turnedImage(image, 0.0, 10);
    // Centred in the square, unchanged.
    for (int y = 0; y < 8; ++y) {
        for (int x = 0; x < 8; ++x) {
            CHECK(same.pixels[static_cast<std::size_t>((y + 1) * 10 + x + 1)] ==
                  image.pixels[static_cast<std::size_t>(y * 8 + x)]);
        }
    }
    CHECK(same.pixels[0] == 0u); // the surround stays transparent
    // A quarter turn clockwise on screen takes the top right corner to the bottom right.
    const PixelImage quarter = turnedImage(image, 90.0, 10);
    CHECK(quarter.pixels[static_cast<std::size_t>(8 * 10 + 8)] == 0xffff0000u);
    CHECK(quarter.pixels[static_cast<std::size_t>(1 * 10 + 8)] == 0xff808080u);
}

TEST_CASE("shapes laid over each other on a transparent canvas compose exactly", "[canvas]") {
    PixelImage image;
    SoftCanvas canvas;
    canvas.beginImage(image, 20, 20);
    const std::vector<Vec2> square{{0, 0}, {20, 0}, {20, 20}, {0, 20}};
    canvas.fill(square, {255, 0, 0, 128});
    canvas.fill(square, {0, 0, 255, 128});
    canvas.finishImage();
    // Blue at half over red at half: alpha 0.75, colour two thirds blue (straight alpha).
    const Uint32 p = image.pixels[210];
    CHECK((p >> 24) == 192u);
    CHECK(std::abs(static_cast<int>(p >> 16 & 255) - 85) <= 1);
    CHECK(std::abs(static_cast<int>(p & 255) - 170) <= 1);
    // Pixel centres decide coverage: a triangle over the lower left half covers (2, 17), not
    // (17, 2).
    PixelImage tri;
    canvas.beginImage(tri, 20, 20);
    canvas.fill({{0, 0}, {20, 20}, {0, 20}}, {10, 20, 30, 255});
    canvas.finishImage();
    CHECK(tri.pixels[17 * 20 + 2] == 0xff0a141eu);
    CHECK(tri.pixels[2 * 20 + 17] == 0u);
}

TEST_CASE("a soft-edged polygon is solid inside, fades across its edge and is gone past it",
          "[canvas]") {
    PixelImage image;
    SoftCanvas canvas;
    canvas.beginImage(image, 60, 60);
    // A square from 15 to 45 with a 10 px feather: solid from 20 to 40, nothing before 10 or
    // after 50, half at the outline.
    const std::vector<Vec2> square{{15, 15}, {45, 15}, {45, 45}, {15, 45}};
    canvas.fillSoft(square, {0, 0, 0, 200}, 10.0);
    canvas.finishImage();
    auto alphaAt = [&](int x, int y) {
        return static_cast<int>(image.pixels[static_cast<std::size_t>(y * 60 + x)] >> 24);
    };
    CHECK(alphaAt(30, 30) == 200);
    CHECK(alphaAt(21, 30) == 200);
    CHECK(alphaAt(8, 30) == 0);
    CHECK(alphaAt(30, 52) == 0);
    CHECK(std::abs(alphaAt(15, 30) - 100) <= 12);
    CHECK(std::abs(alphaAt(30, 44) - 100) <= 25);
    // The ramp falls steadily outwards along a row, and a corner is softer than an edge.
    for (int x = 11; x < 20; ++x) {
        CHECK(alphaAt(x, 30) <= alphaAt(x + 1, 30));
    }
    CHECK(alphaAt(10, 30) < alphaAt(20, 30));
    CHECK(alphaAt(15, 15) < alphaAt(15, 30));
    // Either winding gives the same pixels.
    PixelImage reversed;
    canvas.beginImage(reversed, 60, 60);
    canvas.fillSoft({{15, 45}, {45, 45}, {45, 15}, {15, 15}}, {0, 0, 0, 200}, 10.0);
    canvas.finishImage();
    CHECK(reversed.pixels == image.pixels);
}

// SolidFill: a translucent fill blended into the software window by our own loop gives SDL's
// blended fill's pixels (within a level of rounding), keeps to the clip rect, and a fill into a
// texture is left to SDL.
#include "app/ui/solid_fill.hpp"
#include "software_window.hpp"

#include <catch2/catch.hpp>

#include <cstdlib>
#include <vector>

using namespace greed::app;

namespace {
struct Window : greed::testing::SoftwareWindow {
    Window() : SoftwareWindow(64, 48) {}
};
using greed::testing::channelGap;
} // namespace

TEST_CASE("a blended row: each byte moves towards the colour by its alpha", "[solidfill]") {
    std::vector<Uint32> row{0xff000000u, 0xffffffffu, 0xff804020u, 0xff10e070u, 0xff000000u};
    const Uint32 colour = 0xffff8000u; // bytes in memory: 00 80 ff ff
    blendRow(row.data(), static_cast<int>(row.size()), colour, 128);
    CHECK(row[0] == 0xff7f4000u);
    CHECK(row[1] == 0xffffbf7fu);
    CHECK(row[4] == row[0]); // the tail past the SIMD lanes blends the same
    blendRow(row.data(), 3, colour, 0);
    CHECK(row[0] == 0xff7f4000u); // alpha 0 leaves the pixels
}

TEST_CASE("a translucent fill on the software window matches SDL's blended fill", "[solidfill]") {
    Window w;
    REQUIRE(w.renderer != nullptr);
    const SDL_Rect r{5, 7, 50, 30};
    const SDL_Color c{220, 40, 30, 150};

    w.paintGradient();
    SDL_SetRenderDrawColor(w.renderer, c.r, c.g, c.b, c.a);
    SDL_RenderFillRect(w.renderer, &r);
    const std::vector<Uint32> bySdl = w.pixels();

    w.paintGradient();
    SolidFill fill;
    REQUIRE(fill.fill(w.renderer, r, c));
    const std::vector<Uint32> byUs = w.pixels();

    int worst = 0;
    for (std::size_t i = 0; i < bySdl.size(); ++i) {
        worst = std::max(worst, channelGap(bySdl[i], byUs[i]));
    }
    CHECK(worst <= 2);
    // Outside the rectangle nothing changed; inside the colour shows.
    CHECK(byUs[0] == bySdl[0]);
    CHECK(byUs[static_cast<std::size_t>(20 * 64 + 30)] !=
          byUs[static_cast<std::size_t>(2 * 64 + 30)]);
}

TEST_CASE("a translucent fill keeps to the clip rect and leaves texture targets to SDL",
          "[solidfill]") {
    Window w;
    REQUIRE(w.renderer != nullptr);
    w.paintGradient();
    const std::vector<Uint32> before = w.pixels();
    const SDL_Rect clip{10, 10, 8, 8};
    SDL_RenderSetClipRect(w.renderer, &clip);
    SolidFill fill;
    REQUIRE(fill.fill(w.renderer, {0, 0, 64, 48}, {0, 0, 0, 128}));
    SDL_RenderSetClipRect(w.renderer, nullptr);
    const std::vector<Uint32> after = w.pixels();
    CHECK(after[static_cast<std::size_t>(12 * 64 + 12)] !=
          before[static_cast<std::size_t>(12 * 64 + 12)]);
    CHECK(after[static_cast<std::size_t>(9 * 64 + 12)] ==
          before[static_cast<std::size_t>(9 * 64 + 12)]);
    CHECK(after[static_cast<std::size_t>(12 * 64 + 18)] ==
          before[static_cast<std::size_t>(12 * 64 + 18)]);

    SDL_Texture* target =
        SDL_CreateTexture(w.renderer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, 16, 16);
    REQUIRE(target != nullptr);
    SDL_SetRenderTarget(w.renderer, target);
    CHECK_FALSE(fill.fill(w.renderer, {0, 0, 16, 16}, {0, 0, 0, 128}));
    SDL_SetRenderTarget(w.renderer, nullptr);
    SDL_DestroyTexture(target);
}

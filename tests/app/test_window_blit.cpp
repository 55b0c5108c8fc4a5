// Window blits: a copy blended into the software window by our own loop gives SDL's pixels
// (within two levels of rounding) with and without colour and alpha mods, keeps to the clip
// rect and the window's edges, and every copy it cannot make (scaled, into a texture) is still
// made, by SDL. Drawing a soft canvas straight onto the window gives the picture the canvas's
// own buffer gave.
#include "app/ui/soft_canvas.hpp"
#include "platform/window_blit.hpp"
#include "software_window.hpp"

#include <catch2/catch.hpp>

#include <cstdlib>
#include <vector>

using namespace greed;

namespace {

constexpr int kW = 96;
constexpr int kH = 64;

struct Window : testing::SoftwareWindow {
    Window() : SoftwareWindow(kW, kH) {}
};

// A 37 x 23 sprite (odd, so rows end past the 4-pixel steps): transparent, opaque and
// translucent pixels in runs and alone.
std::vector<Uint32> spritePixels() {
    std::vector<Uint32> px(37 * 23);
    for (int y = 0; y < 23; ++y) {
        for (int x = 0; x < 37; ++x) {
            Uint32 a = 0;
            if (x > 4 && x < 30) {
                a = (y < 8) ? 255u : static_cast<Uint32>((x * 37 + y * 11) % 256);
            }
            if (x == 33 && y % 3 == 0) {
                a = 200;
            }
            const Uint32 r = static_cast<Uint32>(x * 7 % 256);
            const Uint32 g = static_cast<Uint32>(y * 11 % 256);
            const Uint32 b = static_cast<Uint32>((x + y) * 5 % 256);
            px[static_cast<std::size_t>(y * 37 + x)] = a << 24 | r << 16 | g << 8 | b;
        }
    }
    return px;
}

using testing::channelGap;

int worstGap(const std::vector<Uint32>& a, const std::vector<Uint32>& b) {
    int worst = 0;
    for (std::size_t i = 0; i < a.size(); ++i) {
        worst = std::max(worst, channelGap(a[i], b[i]));
    }
    return worst;
}

int changed(const std::vector<Uint32>& a, const std::vector<Uint32>& b) {
    int n = 0;
    for (std::size_t i = 0; i < a.size(); ++i) {
        n += (a[i] & 0xffffffu) != (b[i] & 0xffffffu) ? 1 : 0;
    }
    return n;
}

// Copies through SDL and through copyTexture, each onto a fresh gradient: both pictures.
struct Pictures {
    std::vector<Uint32> bySdl;
    std::vector<Uint32> byUs;
};

template <typename Draw> Pictures bothWays(const Window& w, SDL_Texture* tex, Draw&& draw) {
    Pictures out;
    w.paintGradient();
    draw([&](const SDL_Rect* src, const SDL_Rect* dst) {
        SDL_RenderCopy(w.renderer, tex, src, dst);
    });
    out.bySdl = w.pixels();
    w.paintGradient();
    draw([&](const SDL_Rect* src, const SDL_Rect* dst) {
        platform::copyTexture(w.renderer, tex, src, dst);
    });
    out.byUs = w.pixels();
    return out;
}

} // namespace

TEST_CASE("a blended row of pixels: transparent leaves, opaque replaces, alpha mixes",
          "[windowblit]") {
    std::vector<Uint32> dst(9, 0xff204060u);
    const std::vector<Uint32> src{0x00ffffffu, 0xff112233u, 0x80ffffffu, 0x00000000u, 0xffabcdefu,
                                  0x40000000u, 0xff000000u, 0x80ffffffu, 0xff010203u};
    platform::blendPixels(dst.data(), src.data(), 9, {255, 255, 255, 255});
    CHECK((dst[0] & 0xffffffu) == 0x204060u);
    CHECK((dst[1] & 0xffffffu) == 0x112233u);
    CHECK(channelGap(dst[2], 0x8f9faf) <= 1); // halfway to white
    CHECK((dst[3] & 0xffffffu) == 0x204060u);
    CHECK((dst[4] & 0xffffffu) == 0xabcdefu);
    CHECK(channelGap(dst[7], dst[2]) == 0); // the tail past the 4-pixel steps blends the same
    CHECK((dst[8] & 0xffffffu) == 0x010203u);
    // Modulated: white halved in each channel by the colour mod, alpha by the alpha mod.
    std::vector<Uint32> under(5, 0xff000000u);
    const std::vector<Uint32> white(5, 0xffffffffu);
    platform::blendPixels(under.data(), white.data(), 5, {128, 64, 255, 255});
    CHECK((under[0] & 0xffffffu) == 0x8040ffu);
    CHECK((under[4] & 0xffffffu) == 0x8040ffu);
    std::vector<Uint32> none(5, 0xff123456u);
    platform::blendPixels(none.data(), white.data(), 5, {255, 255, 255, 0});
    CHECK((none[0] & 0xffffffu) == 0x123456u); // alpha mod 0: nothing shows
}

TEST_CASE("a copy on the software window gives SDL's blended copy", "[windowblit]") {
    Window w;
    REQUIRE(w.renderer != nullptr);
    REQUIRE(platform::readableTextures(w.renderer));
    const std::vector<Uint32> px = spritePixels();
    platform::TexturePtr tex = platform::textureOf(w.renderer, px.data(), 37, 23);
    REQUIRE(tex);
    const SDL_Color mods[] = {
        {255, 255, 255, 255}, {200, 90, 30, 255}, {255, 255, 255, 140}, {60, 250, 128, 77}};
    for (const SDL_Color& mod : mods) {
        SDL_SetTextureColorMod(tex.get(), mod.r, mod.g, mod.b);
        SDL_SetTextureAlphaMod(tex.get(), mod.a);
        const Pictures p = bothWays(w, tex.get(), [](auto copy) {
            const SDL_Rect whole{3, 5, 37, 23};
            copy(nullptr, &whole);
            const SDL_Rect part{4, 2, 20, 15};
            const SDL_Rect at{50, 30, 20, 15};
            copy(&part, &at);
            const SDL_Rect offEdge{80, 50, 37, 23}; // cut by the window's right and bottom
            copy(nullptr, &offEdge);
            const SDL_Rect offTop{-10, 45, 37, 23}; // and by the left (no overlap: one blend)
            copy(nullptr, &offTop);
        });
        INFO("mod " << int(mod.r) << "," << int(mod.g) << "," << int(mod.b) << "," << int(mod.a));
        CHECK(worstGap(p.bySdl, p.byUs) <= 2); // rounding, not a different picture
        w.paintGradient();
        CHECK(changed(w.pixels(), p.byUs) > 500); // and it was drawn
    }
}

TEST_CASE("a window blit keeps to the clip rect and the viewport", "[windowblit]") {
    Window w;
    REQUIRE(w.renderer != nullptr);
    const std::vector<Uint32> px = spritePixels();
    platform::TexturePtr tex = platform::textureOf(w.renderer, px.data(), 37, 23);
    REQUIRE(tex);
    const SDL_Rect clip{10, 8, 14, 9};
    const Pictures clipped = bothWays(w, tex.get(), [&](auto copy) {
        SDL_RenderSetClipRect(w.renderer, &clip);
        const SDL_Rect at{2, 2, 37, 23};
        copy(nullptr, &at);
        SDL_RenderSetClipRect(w.renderer, nullptr);
    });
    CHECK(worstGap(clipped.bySdl, clipped.byUs) <= 2);
    const SDL_Rect view{20, 10, 50, 40};
    const Pictures viewed = bothWays(w, tex.get(), [&](auto copy) {
        SDL_RenderSetViewport(w.renderer, &view);
        const SDL_Rect at{-5, 30, 37, 23};
        copy(nullptr, &at);
        SDL_RenderSetViewport(w.renderer, nullptr);
    });
    CHECK(worstGap(viewed.bySdl, viewed.byUs) <= 2);
}

TEST_CASE("copies a window blit cannot make are still made by SDL", "[windowblit]") {
    Window w;
    REQUIRE(w.renderer != nullptr);
    const std::vector<Uint32> px = spritePixels();
    platform::TexturePtr tex = platform::textureOf(w.renderer, px.data(), 37, 23);
    REQUIRE(tex);
    // Scaled: SDL's stretch, the very same pixels.
    const Pictures scaled = bothWays(w, tex.get(), [](auto copy) {
        const SDL_Rect big{5, 5, 74, 46};
        copy(nullptr, &big);
    });
    CHECK(worstGap(scaled.bySdl, scaled.byUs) == 0);
    // Into a texture: drawn there by SDL, and readable back.
    platform::TexturePtr target(
        SDL_CreateTexture(w.renderer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, 37, 23));
    REQUIRE(target);
    SDL_SetRenderTarget(w.renderer, target.get());
    SDL_SetRenderDrawColor(w.renderer, 0, 0, 0, 0);
    SDL_RenderClear(w.renderer);
    SDL_SetTextureBlendMode(tex.get(), SDL_BLENDMODE_NONE);
    CHECK(platform::copyTexture(w.renderer, tex.get(), nullptr, nullptr) == 0);
    SDL_SetTextureBlendMode(tex.get(), SDL_BLENDMODE_BLEND);
    SDL_SetRenderTarget(w.renderer, nullptr);
    std::vector<Uint32> back;
    int bw = 0;
    int bh = 0;
    REQUIRE(platform::readPixels(w.renderer, target.get(), back, bw, bh));
    REQUIRE(bw == 37);
    REQUIRE(bh == 23);
    CHECK(back == px);
    // A readable copy of the target holds the same pixels.
    platform::TexturePtr copy = platform::readableCopy(w.renderer, std::move(target));
    REQUIRE(copy);
    std::vector<Uint32> again;
    REQUIRE(platform::readPixels(w.renderer, copy.get(), again, bw, bh));
    CHECK(again == px);
}

TEST_CASE("a soft canvas drawn straight onto the window gives the buffered picture",
          "[windowblit]") {
    Window w;
    REQUIRE(w.renderer != nullptr);
    const std::vector<app::Vec2> square{{10, 10}, {60, 14}, {56, 50}, {8, 46}};
    const std::vector<app::Vec2> wedge{{30, 5}, {90, 40}, {20, 60}};
    auto draw = [&](app::SoftCanvas& c) {
        c.fill(square, {250, 200, 30, 255});
        c.fill(wedge, {20, 40, 220, 120});
        c.fillSoft(square, {0, 0, 0, 90}, 8.0);
    };
    // Onto the window: drawn in place.
    w.paintGradient();
    app::SoftCanvas onWindow;
    REQUIRE(onWindow.begin(w.renderer, {0, 0, kW, kH}));
    draw(onWindow);
    onWindow.finish();
    const std::vector<Uint32> direct = w.pixels();
    // Into an image, then blended on by SDL: the canvas's own buffer.
    w.paintGradient();
    app::PixelImage image;
    app::SoftCanvas buffered;
    buffered.beginImage(image, kW, kH);
    draw(buffered);
    buffered.finishImage();
    platform::TexturePtr tex(
        SDL_CreateTexture(w.renderer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STATIC, kW, kH));
    REQUIRE(tex);
    SDL_UpdateTexture(tex.get(), nullptr, image.pixels.data(), kW * 4);
    SDL_SetTextureBlendMode(tex.get(), SDL_BLENDMODE_BLEND);
    SDL_RenderCopy(w.renderer, tex.get(), nullptr, nullptr);
    const std::vector<Uint32> viaBuffer = w.pixels();
    CHECK(worstGap(direct, viaBuffer) <= 3);
    // The window's clip rect bounds the drawing.
    w.paintGradient();
    const std::vector<Uint32> before = w.pixels();
    const SDL_Rect clip{20, 20, 10, 10};
    SDL_RenderSetClipRect(w.renderer, &clip);
    REQUIRE(onWindow.begin(w.renderer, {0, 0, kW, kH}));
    draw(onWindow);
    onWindow.finish();
    SDL_RenderSetClipRect(w.renderer, nullptr);
    const std::vector<Uint32> cut = w.pixels();
    CHECK(cut[static_cast<std::size_t>(25 * kW + 25)] !=
          before[static_cast<std::size_t>(25 * kW + 25)]);
    CHECK(cut[static_cast<std::size_t>(12 * kW + 12)] ==
          before[static_cast<std::size_t>(12 * kW + 12)]);
    CHECK(changed(cut, before) <= 100);
}

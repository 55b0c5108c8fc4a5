// Desktop icons: the game's own cup and die art, composed once at 256 px and scaled down.
#include "shapes.hpp"
#include "sprites.hpp"

#include <string>

namespace greed::tools {

namespace {

constexpr int kMaster = 256;
// Below this size the cup shrinks to a brown smudge, so small icons show the die alone.
constexpr int kCupFromSize = 48;
// The sizes desktops ask the hicolor theme for (menus, panels, launchers, software centres).
constexpr int kSizes[] = {16, 22, 24, 32, 48, 64, 128, 256};

// A soft shadow under a die body of half size `half` centred at (cx, cy).
void dropShadow(Canvas& canvas, float cx, float cy, float half) {
    Canvas shadow(canvas.width(), canvas.height());
    const float offset = half * 0.08f;
    shadow.fill(
        [=](float x, float y) {
            return sdRoundRect(x, y, cx + offset, cy + offset * 1.5f, half, half, half * 0.4f);
        },
        hex(0x000000, 0.55f));
    shadow.blur(half * 0.06f);
    canvas.draw(shadow, 0, 0);
}

// The die alone, as the window icon shows it: readable at 16 px.
Canvas dieMaster(const Font& font) {
    Canvas master(kMaster, kMaster);
    const float half = 110.0f; // the sprite's body is 120 px at scale 1
    dropShadow(master, 124.0f, 124.0f, half);
    drawDie(master, 124.0f, 124.0f, half / 60.0f, DieFace::Pips5, font);
    return master;
}

// The cup behind, a die in front: the game's title picture in small.
Canvas cupMaster(const Font& font) {
    Canvas master(kMaster, kMaster);
    const Canvas cup = makeCup();
    // Keep the cup's 4:5 shape and stand it in the left part of the square.
    master.drawScaled(cup, 6.0f, 2.0f, 176.0f, 220.0f);
    const float half = 62.0f;
    dropShadow(master, 180.0f, 180.0f, half);
    drawDie(master, 180.0f, 180.0f, half / 60.0f, DieFace::Pips5, font);
    return master;
}

} // namespace

std::vector<Sprite> makeAppIcons(const Font& font) {
    const Canvas small = dieMaster(font);
    const Canvas large = cupMaster(font);
    std::vector<Sprite> out;
    for (const int size : kSizes) {
        Canvas icon(size, size);
        const auto extent = static_cast<float>(size);
        icon.drawScaled(size >= kCupFromSize ? large : small, 0.0f, 0.0f, extent, extent);
        const std::string dir = std::to_string(size) + "x" + std::to_string(size);
        out.push_back({dir + "/apps/greed.png", std::move(icon)});
    }
    return out;
}

} // namespace greed::tools

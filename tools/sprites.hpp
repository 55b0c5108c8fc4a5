// The sprite catalogue: every PNG the game loads, by file name, plus the shared die drawing.
#pragma once

#include "canvas.hpp"
#include "glyphs.hpp"

#include <string>
#include <vector>

namespace greed::tools {

struct Sprite {
    std::string name; // file name without directory, e.g. "die_1.png"
    Canvas image;
};

// The palette every sprite draws from, so the set reads as one table.
namespace palette {
inline const Rgba kIvory = hex(0xF6EEDB);
inline const Rgba kIvoryShade = hex(0xDCCBA6);
inline const Rgba kIvoryEdge = hex(0x8E7B5B);
inline const Rgba kInk = hex(0x1B1512);
inline const Rgba kRed = hex(0xC3141E);
inline const Rgba kGold = hex(0xF2B93B);
inline const Rgba kGoldDeep = hex(0xA8741A);
inline const Rgba kGoldLight = hex(0xFFE9A8);
inline const Rgba kFeltCentre = hex(0x1F6B45);
inline const Rgba kFeltEdge = hex(0x0B2E1E);
inline const Rgba kLeather = hex(0x3C1E0F);
inline const Rgba kWoodLight = hex(0xB47A40);
inline const Rgba kWoodMid = hex(0x8A5629);
inline const Rgba kWoodDark = hex(0x573116);
} // namespace palette

// Faces a die sprite can show.
enum class DieFace {
    Blank,
    Pips1,
    Pips2,
    Pips3,
    Pips4,
    Pips5,
    Pips6,
    Ace,
    King,
    Queen,
    Jack,
    Ten,
    Nine
};

// Draws a die seen from above, centred at (cx, cy); scale 1 is the 128 px sprite.
void drawDie(Canvas& canvas, float cx, float cy, float scale, DieFace face, const Font& font);

std::vector<Sprite> makeDiceSprites(const Font& font);
std::vector<Sprite> makeTumbleSprites();
std::vector<Sprite> makeTableSprites();
std::vector<Sprite> makeEffectSprites();
std::vector<Sprite> makeUiSprites();
// Game controller glyphs (pad_sprites.cpp).
std::vector<Sprite> makePadSprites(const Font& font);
// One portrait per personality: "portrait_<id>.png".
// The portrait medallions of the file (tools/portraits.json; docs/portraits.md); throws
// std::runtime_error naming the file and the entry when it cannot be read or drawn.
std::vector<Sprite> makePortraitSprites(const std::string& portraitsPath);

// The leather dice cup, upright, 256x320 (the cup.png sprite).
Canvas makeCup();

// Desktop icons for the hicolor theme, named "<N>x<N>/apps/greed.png" (see app_icons.cpp).
std::vector<Sprite> makeAppIcons(const Font& font);

// Every sprite, in catalogue order.
std::vector<Sprite> makeAllSprites(const Font& font, const std::string& portraitsPath);

} // namespace greed::tools

// A player's portrait medallion: a computer player's personality, or for a person their initials
// on a disc of their seat's colour under the generator's shading and brass rim
// (tools/portraits.json, "person").
#pragma once

#include "app/ui/painter.hpp"

#include <string>

namespace greed::app {

// The sprite a player's medallion shows: "portrait_<personality>" for a computer player,
// "portrait_person" for a person (the frame their initials are written in); empty when the
// generator drew none (a computer player then gets initials too, in a plain rim).
std::string portraitSprite(const platform::AssetCache& assets, bool computer,
                           const std::string& personality);

// Draws `sprite` (from portraitSprite) `size` across at `centre`. A person (or a player without
// art) is the initials of `name` (initialsOf, letters the faces draw; a smile when there are
// none) on a disc of `seat`, their seat's colour; `shade` tints the whole (a player who left).
void drawPortrait(const Painter& p, const std::string& sprite, const std::string& name, Vec2 centre,
                  double size, SDL_Color seat, SDL_Color shade = {255, 255, 255, 255});

// What a person's medallion writes for `name`: its initials, or "☺" when the faces draw none of
// its letters (a name in a script the game has no font for).
std::string medallionLetters(platform::Text& text, const std::string& name);

} // namespace greed::app

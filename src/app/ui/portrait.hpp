// A player's portrait medallion: a computer player's personality, or for a person one of the
// generator's silhouettes over their seat's colour (tools/portraits.json).
#pragma once

#include "app/ui/painter.hpp"

#include <string>

namespace greed::app {

// The sprite a player's medallion shows: "portrait_<personality>" for a computer player,
// "portrait_person_<n>" for a person (n chosen by the name, among the looks the generator drew,
// so the same person looks the same on every screen); empty when there is none (initials).
std::string portraitSprite(const platform::AssetCache& assets, bool computer,
                           const std::string& personality, const std::string& name);

// Draws `sprite` (from portraitSprite) `size` across at `centre`: a person's silhouette over a
// disc of `seat`, their seat's colour; `shade` tints the whole (a player who left).
void drawPortrait(const Painter& p, const std::string& sprite, Vec2 centre, double size,
                  SDL_Color seat, SDL_Color shade = {255, 255, 255, 255});

} // namespace greed::app

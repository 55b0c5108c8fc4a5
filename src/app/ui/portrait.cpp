// Portraits: which sprite a player shows, and a person's silhouette over their seat's colour.
#include "app/ui/portrait.hpp"

#include "core/fingerprint.hpp"

namespace greed::app {

namespace {

const std::string kPersonPrefix = "portrait_person_";

} // namespace

std::string portraitSprite(const platform::AssetCache& assets, bool computer,
                           const std::string& personality, const std::string& name) {
    if (computer) {
        const std::string sprite = "portrait_" + personality;
        return !personality.empty() && assets.exists(sprite) ? sprite : "";
    }
    int looks = 0;
    while (assets.exists(kPersonPrefix + std::to_string(looks + 1))) {
        ++looks;
    }
    if (looks == 0) {
        return "";
    }
    return kPersonPrefix + std::to_string(1 + core::fnv1a64(name) % static_cast<unsigned>(looks));
}

void drawPortrait(const Painter& p, const std::string& sprite, Vec2 centre, double size,
                  SDL_Color seat, SDL_Color shade) {
    if (sprite.compare(0, kPersonPrefix.size(), kPersonPrefix) == 0) {
        // The picture inside the rim is 60 of the sprite's 128 px across half: the seat's colour
        // under the silhouette's shading.
        const SDL_Color under{static_cast<Uint8>(seat.r * shade.r / 255),
                              static_cast<Uint8>(seat.g * shade.g / 255),
                              static_cast<Uint8>(seat.b * shade.b / 255), 255};
        p.disc(centre, size * 61.0 / 128.0, under);
    }
    p.sprite(sprite, centre.x, centre.y, size, size, 0, shade);
}

} // namespace greed::app

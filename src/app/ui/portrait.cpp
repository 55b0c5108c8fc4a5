// Portraits: which sprite a player shows, and a person's initials over their seat's colour.
#include "app/ui/portrait.hpp"

#include "app/ui/initials.hpp"

#include <algorithm>

namespace greed::app {

namespace {

const std::string kPersonSprite = "portrait_person";
// The picture inside the generator's rim: 61 of the sprite's 128 px across half.
constexpr double kPictureShare = 61.0 / 128.0;
constexpr SDL_Color kBrassRim{201, 158, 82, 255};
constexpr SDL_Color kDarkInk{43, 27, 18, 255};
constexpr SDL_Color kLightInk{251, 247, 238, 255};

SDL_Color tinted(SDL_Color c, SDL_Color shade) {
    return {static_cast<Uint8>(c.r * shade.r / 255), static_cast<Uint8>(c.g * shade.g / 255),
            static_cast<Uint8>(c.b * shade.b / 255), c.a};
}

// Dark letters on a light seat colour (all of today's), light ones on a dark colour.
SDL_Color inkFor(SDL_Color seat) {
    const double light = 0.2126 * seat.r + 0.7152 * seat.g + 0.0722 * seat.b;
    return light >= 110 ? kDarkInk : kLightInk;
}

// The letters in the middle of the disc, as large as two of them fit inside the frame.
void drawLetters(const Painter& p, const std::string& letters, Vec2 centre, double size,
                 SDL_Color seat, SDL_Color shade) {
    TextStyle style{static_cast<int>(size * 0.4), true, tinted(inkFor(seat), shade), Align::Center,
                    VAlign::Middle};
    style.size = std::max(10, p.text().fitSize(letters, style, static_cast<int>(size * 0.62)));
    p.label(letters, static_cast<int>(centre.x), static_cast<int>(centre.y), style);
}

} // namespace

std::string portraitSprite(const platform::AssetCache& assets, bool computer,
                           const std::string& personality) {
    const std::string sprite = computer ? "portrait_" + personality : kPersonSprite;
    return (!computer || !personality.empty()) && assets.exists(sprite) ? sprite : "";
}

std::string medallionLetters(platform::Text& text, const std::string& name) {
    const std::string letters =
        initialsOf(name, [&text](std::uint32_t c) { return text.provides(c); });
    return letters.empty() ? "\u263A" : letters;
}

void drawPortrait(const Painter& p, const std::string& sprite, const std::string& name, Vec2 centre,
                  double size, SDL_Color seat, SDL_Color shade) {
    if (!sprite.empty() && sprite != kPersonSprite) {
        p.sprite(sprite, centre.x, centre.y, size, size, 0, shade); // a computer's face
        return;
    }
    const double r = size / 2.0;
    if (sprite.empty()) {
        p.disc(centre, r, tinted(kBrassRim, shade)); // a plain rim without the generator's art
    }
    // The seat's colour under the frame's shading, lit from the top left like the faces.
    p.disc(centre, size * kPictureShare, tinted(seat, shade));
    if (!sprite.empty()) {
        p.sprite(sprite, centre.x, centre.y, size, size, 0, shade);
    }
    drawLetters(p, medallionLetters(p.text(), name), centre, size, seat, shade);
}

} // namespace greed::app

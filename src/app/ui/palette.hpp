// Palette: the player colours (Okabe-Ito, colour-blind safe) and the interface colours.
#pragma once

#include <SDL.h>

#include <array>

namespace greed::app {

// Seat colours in order; white replaces Okabe-Ito black on the dark background.
inline constexpr std::array<SDL_Color, 8> kPlayerColors{{
    {0xE6, 0x9F, 0x00, 255}, // orange
    {0x56, 0xB4, 0xE9, 255}, // sky blue
    {0x00, 0x9E, 0x73, 255}, // bluish green
    {0xF0, 0xE4, 0x42, 255}, // yellow
    {0x00, 0x72, 0xB2, 255}, // blue
    {0xD5, 0x5E, 0x00, 255}, // vermillion
    {0xCC, 0x79, 0xA7, 255}, // reddish purple
    {0xFF, 0xFF, 0xFF, 255}, // white
}};

inline SDL_Color playerColor(int seat) {
    return kPlayerColors[static_cast<std::size_t>(seat) % kPlayerColors.size()];
}

inline constexpr SDL_Color kInk{245, 238, 220, 255};    // body text: warm ivory
inline constexpr SDL_Color kInkDim{190, 182, 165, 255}; // secondary text
inline constexpr SDL_Color kGold{245, 196, 66, 255};    // highlights, focus, scoring
inline constexpr SDL_Color kBad{214, 72, 60, 255};      // bust, errors
inline constexpr SDL_Color kShade{12, 16, 14, 190};     // translucent panel behind text
inline constexpr SDL_Color kBackdrop{22, 28, 26, 255};  // behind everything
inline constexpr SDL_Color kGrid{255, 255, 255, 40};    // graph grid

inline SDL_Color withAlpha(SDL_Color c, int alpha) {
    c.a = static_cast<Uint8>(alpha < 0 ? 0 : (alpha > 255 ? 255 : alpha));
    return c;
}

} // namespace greed::app

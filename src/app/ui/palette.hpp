// Palette: the seat colours (distinct for 8 seats, also to colour-blind eyes) and the interface
// colours.
#pragma once

#include <SDL.h>

#include <array>

namespace greed::app {

// Seat colours in order, chosen for the dark felt panels the results and the table draw them
// on (kFeltPanel): each has a WCAG contrast of at least 4.5:1 against it (names are written in
// them: the text level, which Okabe-Ito's blue at 3:1 missed), every pair is at least
// 20 apart in CIEDE2000 for normal vision and 8 apart under simulated protanopia,
// deuteranopia and tritanopia (tests/app/test_palette.cpp checks all of it). Markers and
// names at line ends carry the rest.
inline constexpr std::array<SDL_Color, 8> kPlayerColors{{
    {0xF0, 0xA0, 0x30, 255}, // amber
    {0x4F, 0xA3, 0xFF, 255}, // cornflower blue
    {0x3D, 0xDC, 0x97, 255}, // mint green
    {0xF5, 0xE6, 0x63, 255}, // lemon
    {0xFF, 0x8A, 0xD0, 255}, // pink
    {0xF4, 0xF1, 0xEA, 255}, // ivory
    {0x9E, 0xE8, 0xFF, 255}, // ice blue
    {0xF0, 0x60, 0x4A, 255}, // coral red
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
// The results' materials: dark felt behind the graph, leather behind text, brass edges.
inline constexpr SDL_Color kFeltPanel{14, 40, 31, 255};
inline constexpr SDL_Color kLeather{52, 33, 24, 240};
inline constexpr SDL_Color kBrass{201, 158, 82, 255};

inline SDL_Color withAlpha(SDL_Color c, int alpha) {
    c.a = static_cast<Uint8>(alpha < 0 ? 0 : (alpha > 255 ? 255 : alpha));
    return c;
}

} // namespace greed::app

// Palette: the seat colours (distinct for 8 seats, also to colour-blind eyes) and the interface
// colours.
#pragma once

#include <SDL.h>

#include <array>

namespace greed::app {

// Seat colours in order, chosen for the dark felt panels the results and the table draw them
// on (kFeltPanel): each has a WCAG contrast of at least 4.5:1 against it (names are written in
// them: the text level, which Okabe-Ito's blue at 3:1 missed). Every pair is at least 20 apart
// in CIEDE2000 for normal vision and at least 11 apart under simulated protanopia,
// deuteranopia and tritanopia (Machado et al. 2009), and every seat at least 11 from the gold
// of the turn and focus highlights, for every vision (the set before this one had pairs 8.5
// apart and its lemon 5.3 from the gold to deuteranopes). tests/app/test_palette.cpp checks all
// of it. The seats' shapes and dash patterns in the graph (seat_marks.hpp) carry the rest.
inline constexpr std::array<SDL_Color, 8> kPlayerColors{{
    {0xD2, 0x94, 0x10, 255}, // amber
    {0x5A, 0x8B, 0xFF, 255}, // cornflower blue
    {0x18, 0xD8, 0x98, 255}, // mint green
    {0xFF, 0xFF, 0x8F, 255}, // lemon
    {0xE5, 0xA6, 0xF6, 255}, // lilac
    {0xAF, 0xA6, 0xAA, 255}, // silver
    {0xA7, 0xFF, 0xFF, 255}, // ice blue
    {0xEC, 0x5E, 0x67, 255}, // coral red
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

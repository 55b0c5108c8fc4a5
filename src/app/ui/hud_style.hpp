// HUD style: the table's text panels in its own materials (a leather plate with a wooden
// frame, a paper slip for speech), and names shortened with an ellipsis to fit, measured with
// the real font.
#pragma once

#include "app/ui/ellipsis.hpp" // ellipsize: names in the HUD
#include "app/ui/painter.hpp"

#include <algorithm>
#include <string>

namespace greed::app {

inline constexpr SDL_Color kHudLeather{58, 36, 24, 235};    // dark tanned leather
inline constexpr SDL_Color kHudLeatherLit{84, 54, 34, 235}; // its lit top edge
inline constexpr SDL_Color kHudWood{132, 86, 46, 255};      // the frame, like the rim
inline constexpr SDL_Color kHudWoodDark{70, 42, 22, 255};   // the frame's shadowed edge
inline constexpr SDL_Color kHudPaper{246, 238, 214, 255};   // speech slips
inline constexpr SDL_Color kHudPaperInk{44, 32, 22, 255};
inline constexpr SDL_Color kHudInvalid{226, 58, 46, 255}; // a pick that cannot be kept

enum class HudTone {
    Leather, // turn box, hint line: a framed leather plate
    Tag,     // the small key tags under dice: leather, thin frame
    Paper,   // speech bubbles
};

// A panel of `tone` over r, faded by `alpha` (0..1). Drawn from shapes, so any size is sharp.
void hudPanel(const Painter& p, const SDL_Rect& r, HudTone tone, double alpha = 1.0);

// The frame of a panel w x h (a sixteenth of its smaller side, at least 2 px); a leather
// panel's stitching runs as far in again, one pixel wide.
constexpr int hudFrame(int w, int h) {
    return std::max(2, std::min(w, h) / 16);
}
// From a leather panel's edge to the first pixel inside its stitching: its words start there.
constexpr int hudStitching(int w, int h) {
    return 2 * hudFrame(w, h) + 1;
}

} // namespace greed::app

// How far apart two pictures of the same moment are, drawn by two renderers: the whole
// picture's mean difference, the share of pixels that differ clearly, and the worst small
// block (a missing or misplaced die, a dropped shadow or panel shows there, where text
// anti-aliasing, spread thinly over the picture, does not).
#pragma once

#include <SDL.h>

#include <string>

namespace greed::app::test {

struct PictureDiff {
    double meanGap = 0;    // mean absolute difference per colour channel (0..255)
    double clearShare = 0; // share of pixels differing by more than kClearGap in a channel
    double worstBlock = 0; // the largest mean channel difference of a kBlock x kBlock block
    int worstX = 0;        // that block's top-left corner
    int worstY = 0;
    bool sameSize = true;

    bool withinTolerance() const;
    std::string describe() const;
};

// Both RGBA32 (Renderer::capture). Pictures of different sizes differ by definition.
PictureDiff comparePictures(const SDL_Surface& a, const SDL_Surface& b);

} // namespace greed::app::test

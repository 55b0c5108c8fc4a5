// The cup's mouth as drawn at a moment of the throw, and what depth says about the dice near
// the cup: a die still passing the mouth is seen only on the open side of the mouth's line (and
// through the opening), a die at felt level lies under the lifted cup, a die above its lip
// passes over it.
#pragma once

#include "app/table/roll_animation.hpp"
#include "app/table/table_layout.hpp"
#include "app/ui/dice_cube.hpp"

#include <array>
#include <vector>

namespace greed::app {

struct CupMouth {
    Vec2 centre;               // the cup sprite's centre now
    double angle = 0;          // degrees, as drawn
    std::vector<Vec2> outline; // the opening's ellipse
    Vec2 a, b;                 // the line across the opening (its long axis)
    Vec2 inward;               // unit normal of that line pointing into the cup's body
};

// The cup as drawn for `roll` (nullptr: the cup standing at rest).
CupMouth cupMouth(const TableLayout& layout, const RollAnimation* roll);

// How far p lies on the cup's side of the mouth's line (pixels; negative: the open side).
double behindMouth(const CupMouth& mouth, Vec2 p);

// The two convex outlines a die passing the mouth is drawn through, one after the other: the
// open side of the mouth's line, and the opening on the cup's side of it.
std::array<std::vector<Vec2>, 2> mouthClips(const CupMouth& mouth);

// True when any corner of the die lies on the cup's side of the mouth's line while the cup is
// tipped: it is still passing the mouth and is drawn through mouthClips().
bool passingMouth(const CupMouth& mouth, const CubeView& die);

// Dice whose lowest corner is this many die sizes above the felt are above the lifted cup's
// lip and drawn over it; lower dice lie under it.
constexpr double kAboveCupLip = 0.3;
// True when the die is drawn after the cup (above its lip, or passing its mouth).
bool drawnOverCup(const CupMouth& mouth, const CubeView& die);

// The cup's body as drawn (a rotated rectangle a little inside the sprite's edges).
std::array<Vec2, 4> cupBody(const TableLayout& layout, const CupMouth& mouth);

// The cup is coming down once it is lifted less than this share of its full lift.
constexpr double kCupLanding = 0.3;
// Where the cup's body passes as it comes down from kCupLanding to the felt: its outline at
// a few lifts on the way (pixels). No die may lie there then (RollAnimation::keepCupUpOver).
std::vector<std::array<Vec2, 4>> cupLanding(const TableLayout& layout);

} // namespace greed::app

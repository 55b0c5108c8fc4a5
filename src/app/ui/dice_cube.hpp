// DiceCube: a die off the felt's plane (tumbling, lifted, in the cup) drawn as a lit, textured
// cube through SDL_RenderGeometry with the resting die's face art, optionally cut by a convex
// clip (the cup's lip), and the shadow its footprint casts on the felt.
#pragma once

#include "app/ui/painter.hpp"
#include "core/rules.hpp"
#include "physics/rotation.hpp"

#include <array>
#include <vector>

namespace greed::app {

// A die's vectors and turns are the simulation's own types, in pixels here.
using physics::aboutZ;
using physics::Quat;
using physics::Vec3;

// How a die hangs in space while it tumbles. World: screen pixels, z up towards the viewer.
struct CubeTurn {
    bool active = false; // false: drawn flat as the resting sprite
    Quat turn;           // local to world; the rolled face is local +z
    double rise = 0;     // lowest corner above the felt, in die sizes
    double depth = 0;    // perspective: 0 straight from above .. 1 the table camera
    Vec2 eye;            // the point under the camera, in pixels (the dice area's centre)
    double settled = 0;  // 0..1: the cube's shadow hands over to the resting die's soft one
};

// The faces on the cube's sides for a rolled `top`: +z, -z, +x, -x, +y, -y. Opposite faces sum
// to faceCount + 1 (a real die's 1-6, 2-5, 3-4).
std::array<core::Face, 6> cubeFaces(int faceCount, core::Face top);

// A die of sprite size `size` centred at (x, y) on the resting plane, as seen now.
struct CubeView {
    double x = 0;
    double y = 0;
    double size = 96;
    CubeTurn cube;
    SDL_Color tint{255, 255, 255, 255};
};

// The 8 corners of the body on screen, and the footprint of its shadow on the felt (convex).
std::array<Vec2, 8> cubeCorners(const CubeView& v);
std::vector<Vec2> cubeShadow(const CubeView& v);

// True when the rolled face is up and on the felt: that face is then exactly the resting
// sprite at any depth (it lies in the camera's reference plane), so it is drawn as one.
bool restsFlat(const CubeTurn& cube);

// The half of the screen on the side of the line through a and b where `keep` lies, as a convex
// outline for drawCube's clip (a die drawn only on one side of the cup's lip).
std::vector<Vec2> halfPlane(Vec2 a, Vec2 b, Vec2 keep);

// clip: a convex outline (either winding) the die is seen through, or empty for none; every
// triangle is cut by it before it is drawn.
// withTop false leaves out the rolled face (drawn as the sprite when the die rests flat).
void drawCube(const Painter& painter, const core::Rules& rules, core::Face top, const CubeView& v,
              const std::vector<Vec2>& clip = {}, bool withTop = true);
void drawCubeShadow(const Painter& painter, const CubeView& v, double alpha);

} // namespace greed::app

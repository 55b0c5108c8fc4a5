// The throw's data: what it is thrown into (ThrowSetup) and what it recorded (Throw), shared by
// the simulation's parts (throw_sim, throw_world, rest_targets, rest_spacing) without any of
// them including another's unit (scripts/include-cycles.py).
#pragma once

#include "physics/pose.hpp"

#include <cstddef>
#include <vector>

namespace greed::physics {

// Half a die's body edge in die sizes: the drawn body (60 of 128 sprite pixels).
constexpr double kHalf = 60.0 / 128.0;
// The lid over the flight box (die sizes above the felt): no corner of a die goes higher, so its
// drawn size (perspective, dice_cube.cpp) grows at most a fifth over its resting size.
constexpr double kLid = 2.2;

struct ThrowSetup {
    int dice = 1;
    // Where the dice may rest: centres inside [0, restW] x [0, restH] less a body's reach.
    double restW = 8;
    double restH = 4;
    // The flight box reaches right of the rest area up to this x: the way in from the cup.
    double flightRight = 9;
    // The cup mouth on the felt's plane (x, y) and its height above the felt (z).
    Vec3 mouth{8.5, 2, 0.9};
    // Clicking apart: resting centres at least restGap apart along x or y (the click rects
    // are axis-aligned die-size squares), and the turned bodies at least bodyGap apart.
    double restGap = 1.04;
    double bodyGap = 0.05;
    // A resting centre keeps this far from the rest area's edges (the body, its glow when
    // picked and its shadow stay inside), or its turned body's reach if that is further.
    double restMargin = 0.62;
};

struct DieTrack {
    double release = 0;         // seconds from the start when it enters the cup mouth (its body
                                // still behind it: drawn through the mouth until it is out)
    std::vector<Pose> poses;    // every sample step from the start to the rest, the last flat
    int upAxis = 4;             // the simulated body's local axis on top: +x -x +y -y +z -z
    double restYaw = 0;         // degrees about z of the resting pose (within +-45)
    std::size_t restSample = 0; // from this sample on it lies still on its resting spot
};

struct Throw {
    static constexpr double kSampleStep = 1.0 / 120.0;
    std::vector<DieTrack> dice;
    std::vector<double> bounces; // seconds from the start of hits on the felt, rim or a die
    double restTime = 0;         // seconds from the start until every die rests
    int attempts = 1;            // simulations run to find a rest apart enough to click
    double nudge = 0;            // the largest shift (die sizes) the resting spots needed
    bool collides = false;       // two dice sink into each other somewhere (every attempt did)
    int stuck = 0;               // dice that never got out of the cup (every attempt had some)
};

} // namespace greed::physics

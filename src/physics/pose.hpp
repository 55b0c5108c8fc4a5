// Poses of a die: where it is and how it is turned, and the cube's own symmetries used to relabel
// a simulated die (which side is up, the flat pose it settles into, its yaw).
#pragma once

#include "physics/rotation.hpp"

namespace greed::physics {

// World units are die sizes (the drawn die's sprite edge); the origin is the dice area's
// top-left corner (physics/rotation.hpp: the axes).
struct Pose {
    Vec3 position; // the body's centre
    Quat turn;     // relabelled (throws): local +z is the face that ends on top
};

// The six local axes: +x -x +y -y +z -z.
extern const Vec3 kAxes[6];
// The local axis that points most nearly up (an index into kAxes).
int axisUp(Quat q);
// The shortest turn that stands q's local +z straight up: the pose it settles into.
Quat flattened(Quat q);
// Degrees about z that q turns local +x by, seen from above.
double yawDegrees(Quat q);

// The rotation taking local +z onto local axis `upAxis` (0..5 as in axisUp) after a turn of
// `quarters` quarter turns about +z: one of the cube's own symmetries, so a body turned by
// `turn * relabel(...)` looks the same with its faces renamed.
Quat relabel(int upAxis, int quarters);
// The quarter turns that bring a body's resting yaw within +-45 degrees once its up side is
// relabelled +z, and that yaw.
struct Relabelling {
    int upAxis = 4;
    int quarters = 0;
    double yaw = 0;
};
Relabelling relabelling(Quat raw);

// True when two cubes of half edge `half` at these poses overlap (no separating axis among the
// 15 of two boxes: each one's face normals and the cross products of their edges).
bool bodiesOverlap(const Pose& a, const Pose& b, double half);

} // namespace greed::physics

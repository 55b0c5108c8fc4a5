// Poses of a die: vectors and unit quaternions, and the cube's own symmetries used to relabel
// a simulated die (which side is up, the flat pose it settles into, its yaw).
#pragma once

namespace greed::physics {

// World units are die sizes (the drawn die's sprite edge); x right and y down as on the
// screen, z up from the felt. The origin is the dice area's top-left corner.
struct Vec3 {
    double x = 0;
    double y = 0;
    double z = 0;
};

// Local to world; the identity keeps the die's local axes on the world's.
struct Quat {
    double w = 1;
    double x = 0;
    double y = 0;
    double z = 0;
};

struct Pose {
    Vec3 position; // the body's centre
    Quat turn;     // relabelled (throws): local +z is the face that ends on top
};

Quat operator*(Quat a, Quat b);
Vec3 rotate(Quat q, Vec3 v);
Quat conjugate(Quat q);
Quat normalized(Quat q);
Quat aboutAxis(Vec3 axis, double radians);
// The shorter way from a to b, a fraction t of it.
Quat slerp(Quat a, Quat b, double t);

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

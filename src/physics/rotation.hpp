// Vectors and unit quaternions: the one pair of types for the simulated throw (in die sizes)
// and the drawn die (in pixels). x right and y down as on the screen, z up from the felt
// towards the viewer.
#pragma once

#include <cmath>

namespace greed::physics {

struct Vec3 {
    double x = 0;
    double y = 0;
    double z = 0;
};

inline Vec3 operator+(Vec3 a, Vec3 b) {
    return {a.x + b.x, a.y + b.y, a.z + b.z};
}
inline Vec3 operator-(Vec3 a, Vec3 b) {
    return {a.x - b.x, a.y - b.y, a.z - b.z};
}
inline Vec3 operator*(Vec3 a, double k) {
    return {a.x * k, a.y * k, a.z * k};
}
inline double dot(Vec3 a, Vec3 b) {
    return a.x * b.x + a.y * b.y + a.z * b.z;
}
inline Vec3 cross(Vec3 a, Vec3 b) {
    return {a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x};
}
inline double length(Vec3 a) {
    return std::sqrt(dot(a, a));
}
// A zero vector has no direction: straight up is taken.
inline Vec3 normalized(Vec3 a) {
    const double l = length(a);
    return l > 0 ? a * (1.0 / l) : Vec3{0, 0, 1};
}

// A rotation, local to world; the identity keeps a die's local axes on the world's (local +z,
// its top face, up).
struct Quat {
    double w = 1;
    double x = 0;
    double y = 0;
    double z = 0;
};

inline Quat operator*(Quat a, Quat b) {
    return {a.w * b.w - a.x * b.x - a.y * b.y - a.z * b.z,
            a.w * b.x + a.x * b.w + a.y * b.z - a.z * b.y,
            a.w * b.y - a.x * b.z + a.y * b.w + a.z * b.x,
            a.w * b.z + a.x * b.y - a.y * b.x + a.z * b.w};
}
inline Quat conjugate(Quat q) {
    return {q.w, -q.x, -q.y, -q.z};
}
inline Quat normalized(Quat q) {
    const double l = std::sqrt(q.w * q.w + q.x * q.x + q.y * q.y + q.z * q.z);
    return l > 0 ? Quat{q.w / l, q.x / l, q.y / l, q.z / l} : Quat{};
}
// `radians` about the unit vector `axis`.
inline Quat aboutAxis(Vec3 axis, double radians) {
    const double s = std::sin(radians / 2);
    return {std::cos(radians / 2), axis.x * s, axis.y * s, axis.z * s};
}
// Turns by |r| radians about r (an angular velocity times a time step).
inline Quat fromRotationVector(Vec3 r) {
    const double angle = length(r);
    if (angle < 1e-12) {
        return {};
    }
    const double s = std::sin(angle / 2) / angle;
    return {std::cos(angle / 2), r.x * s, r.y * s, r.z * s};
}
// About the felt's normal by `degrees`, clockwise on screen (y down) like SDL_RenderCopyEx.
inline Quat aboutZ(double degrees) {
    const double h = degrees * 3.14159265358979323846 / 360.0;
    return {std::cos(h), 0.0, 0.0, std::sin(h)};
}
inline Vec3 rotate(Quat q, Vec3 v) {
    const Vec3 u{q.x, q.y, q.z};
    const Vec3 t = cross(u, v) * 2.0;
    return v + t * q.w + cross(u, t);
}
// The shorter way from a to b, a fraction t of it.
inline Quat slerp(Quat a, Quat b, double t) {
    double d = a.w * b.w + a.x * b.x + a.y * b.y + a.z * b.z;
    if (d < 0) {
        b = {-b.w, -b.x, -b.y, -b.z};
        d = -d;
    }
    if (d > 0.9995) {
        return normalized(Quat{a.w + (b.w - a.w) * t, a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t,
                               a.z + (b.z - a.z) * t});
    }
    const double theta = std::acos(d);
    const double s = std::sin(theta);
    const double ka = std::sin((1 - t) * theta) / s;
    const double kb = std::sin(t * theta) / s;
    return {a.w * ka + b.w * kb, a.x * ka + b.x * kb, a.y * ka + b.y * kb, a.z * ka + b.z * kb};
}

} // namespace greed::physics

// Rotation: 3D vectors and unit quaternions for the tumbling dice (screen x right, y down, z up
// towards the viewer; pixels).
#pragma once

#include <cmath>

namespace greed::app {

struct Vec3 {
    double x = 0.0;
    double y = 0.0;
    double z = 0.0;
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
inline Vec3 normalized(Vec3 a) {
    const double l = length(a);
    return l > 0 ? a * (1.0 / l) : Vec3{0, 0, 1};
}

// A rotation; the identity leaves the die's local axes on the world's (top face up).
struct Quat {
    double w = 1.0;
    double x = 0.0;
    double y = 0.0;
    double z = 0.0;
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
// Turns by |axis| * dt radians about axis (an angular velocity times a time step).
inline Quat fromRotationVector(Vec3 r) {
    const double angle = length(r);
    if (angle < 1e-12) {
        return {};
    }
    const double s = std::sin(angle / 2) / angle;
    return {std::cos(angle / 2), r.x * s, r.y * s, r.z * s};
}
// About the screen normal by `degrees`, clockwise on screen like SDL_RenderCopyEx.
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

} // namespace greed::app

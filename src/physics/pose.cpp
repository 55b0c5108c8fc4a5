// Pose arithmetic for the simulated dice and the relabelling of a cube's sides.
#include "physics/pose.hpp"

#include <cmath>

namespace greed::physics {

namespace {
constexpr double kPi = 3.14159265358979323846;
} // namespace

Quat relabel(int upAxis, int quarters) {
    const double q = kPi / 2;
    Quat base;
    switch (upAxis) {
    case 0:
        base = aboutAxis({0, 1, 0}, q);
        break; // +z onto +x
    case 1:
        base = aboutAxis({0, 1, 0}, -q);
        break; // +z onto -x
    case 2:
        base = aboutAxis({1, 0, 0}, -q);
        break; // +z onto +y
    case 3:
        base = aboutAxis({1, 0, 0}, q);
        break; // +z onto -y
    case 5:
        base = aboutAxis({1, 0, 0}, 2 * q);
        break; // +z onto -z
    default:
        break;
    }
    return base * aboutAxis({0, 0, 1}, q * quarters);
}

const Vec3 kAxes[6] = {{1, 0, 0}, {-1, 0, 0}, {0, 1, 0}, {0, -1, 0}, {0, 0, 1}, {0, 0, -1}};

int axisUp(Quat q) {
    int best = 4;
    for (int k = 0; k < 6; ++k) {
        if (rotate(q, kAxes[k]).z > rotate(q, kAxes[best]).z) {
            best = k;
        }
    }
    return best;
}

Quat flattened(Quat q) {
    const Vec3 up = rotate(q, {0, 0, 1});
    // Half-way vector trick: the turn from up onto +z is (1 + up.z, up x z).
    const Quat arc = normalized({1 + up.z, up.y, -up.x, 0});
    return normalized(arc * q);
}

double yawDegrees(Quat q) {
    const Vec3 x = rotate(q, {1, 0, 0});
    return std::atan2(x.y, x.x) * 180.0 / kPi;
}

Relabelling relabelling(Quat raw) {
    Relabelling r;
    r.upAxis = axisUp(raw);
    const double yaw0 = yawDegrees(flattened(raw * relabel(r.upAxis, 0)));
    r.quarters = -static_cast<int>(std::lround(yaw0 / 90.0));
    r.yaw = yawDegrees(flattened(raw * relabel(r.upAxis, r.quarters)));
    return r;
}

bool bodiesOverlap(const Pose& a, const Pose& b, double half) {
    const Vec3 d{b.position.x - a.position.x, b.position.y - a.position.y,
                 b.position.z - a.position.z};
    auto dot = [](Vec3 p, Vec3 q) {
        return p.x * q.x + p.y * q.y + p.z * q.z;
    };
    // Apart by more than the corners reach: no need for the axes.
    if (dot(d, d) > 12 * half * half) {
        return false;
    }
    const Vec3 unit[3] = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
    Vec3 axes[15];
    for (int k = 0; k < 3; ++k) {
        axes[k] = rotate(a.turn, unit[k]);
        axes[3 + k] = rotate(b.turn, unit[k]);
    }
    for (int i = 0; i < 3; ++i) {
        for (int j = 0; j < 3; ++j) {
            const Vec3 p = axes[i];
            const Vec3 q = axes[3 + j];
            axes[6 + 3 * i + j] = {p.y * q.z - p.z * q.y, p.z * q.x - p.x * q.z,
                                   p.x * q.y - p.y * q.x};
        }
    }
    for (const Vec3& axis : axes) {
        if (dot(axis, axis) < 1e-12) {
            continue; // parallel edges: covered by the face normals
        }
        double reach = 0;
        for (int k = 0; k < 6; ++k) {
            reach += std::abs(dot(axes[k], axis)) * half;
        }
        if (std::abs(dot(d, axis)) > reach) {
            return false;
        }
    }
    return true;
}

} // namespace greed::physics

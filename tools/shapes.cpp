// Signed distance functions and bevel lighting for the generator.
#include "shapes.hpp"

#include <algorithm>
#include <cmath>

namespace greed::tools {

namespace {
constexpr float kPi = 3.14159265358979f;
}

Vec3 normalize(const Vec3& v) {
    const float len = std::sqrt(v.x * v.x + v.y * v.y + v.z * v.z);
    if (len <= 0.0f) {
        return {0.0f, 0.0f, 1.0f};
    }
    return {v.x / len, v.y / len, v.z / len};
}

float dot(const Vec3& a, const Vec3& b) {
    return a.x * b.x + a.y * b.y + a.z * b.z;
}

float sdCircle(float x, float y, float cx, float cy, float radius) {
    return std::hypot(x - cx, y - cy) - radius;
}

float sdRoundRect(float x, float y, float cx, float cy, float halfW, float halfH, float radius) {
    const float qx = std::fabs(x - cx) - halfW + radius;
    const float qy = std::fabs(y - cy) - halfH + radius;
    const float outside = std::hypot(std::max(qx, 0.0f), std::max(qy, 0.0f));
    const float inside = std::min(std::max(qx, qy), 0.0f);
    return outside + inside - radius;
}

float sdEllipse(float x, float y, float cx, float cy, float rx, float ry) {
    // Implicit value divided by its gradient length: a first-order distance.
    const float dx = (x - cx) / rx;
    const float dy = (y - cy) / ry;
    const float f = dx * dx + dy * dy - 1.0f;
    const float gx = 2.0f * dx / rx;
    const float gy = 2.0f * dy / ry;
    const float g = std::sqrt(gx * gx + gy * gy);
    if (g < 1e-6f) {
        return -std::min(rx, ry);
    }
    return f / g;
}

float sdSegment(float x, float y, Vec2 a, Vec2 b) {
    const float px = x - a.x;
    const float py = y - a.y;
    const float bx = b.x - a.x;
    const float by = b.y - a.y;
    const float len2 = bx * bx + by * by;
    const float t = len2 > 0.0f ? std::min(1.0f, std::max(0.0f, (px * bx + py * by) / len2)) : 0.0f;
    return std::hypot(px - bx * t, py - by * t);
}

float sdPolygon(float x, float y, const std::vector<Vec2>& points) {
    float best = 1e9f;
    bool inside = false;
    const std::size_t n = points.size();
    for (std::size_t i = 0, j = n - 1; i < n; j = i++) {
        const Vec2& a = points[i];
        const Vec2& b = points[j];
        best = std::min(best, sdSegment(x, y, a, b));
        if ((a.y > y) != (b.y > y)) {
            const float crossX = a.x + (y - a.y) * (b.x - a.x) / (b.y - a.y);
            if (x < crossX) {
                inside = !inside;
            }
        }
    }
    return inside ? -best : best;
}

std::vector<Vec2> starPoints(float cx, float cy, float outer, float inner, int tips,
                             float rotation) {
    std::vector<Vec2> pts;
    for (int i = 0; i < tips * 2; ++i) {
        const float angle =
            rotation - kPi / 2.0f + kPi * static_cast<float>(i) / static_cast<float>(tips);
        const float r = (i % 2 == 0) ? outer : inner;
        pts.push_back({cx + r * std::cos(angle), cy + r * std::sin(angle)});
    }
    return pts;
}

Vec3 lightDirection() {
    return normalize({-0.55f, -0.7f, 0.9f});
}

Vec3 bevelNormal(const Sdf& shape, float x, float y, float bevel, float steepness) {
    const float d = -shape(x, y);
    if (d >= bevel) {
        return {0.0f, 0.0f, 1.0f};
    }
    const float e = 0.35f;
    const float gx = (shape(x + e, y) - shape(x - e, y)) / (2.0f * e);
    const float gy = (shape(x, y + e) - shape(x, y - e)) / (2.0f * e);
    // Height h(t) = 1 - (1 - t)^2 over the bevel: slope falls to zero where the top is flat.
    const float t = std::max(0.0f, d) / bevel;
    const float slope = 2.0f * (1.0f - t) * steepness;
    // The surface falls outward (along the distance gradient), so the normal leans outward.
    return normalize({gx * slope, gy * slope, 1.0f});
}

Rgba shade(const Rgba& albedo, const Vec3& normal, float ambient, float diffuse, float specular,
           float shininess) {
    const Vec3 light = lightDirection();
    const float lambert = std::max(0.0f, dot(normal, light));
    const Vec3 half = normalize({light.x, light.y, light.z + 1.0f});
    const float spec = specular * std::pow(std::max(0.0f, dot(normal, half)), shininess);
    // Lit relative to a flat face, so a flat top keeps its albedo.
    const float flat = light.z;
    const float k = ambient + diffuse * lambert / flat;
    return {clamp01(albedo.r * k + spec), clamp01(albedo.g * k + spec),
            clamp01(albedo.b * k + spec), albedo.a};
}

} // namespace greed::tools

// Tumble frames: a ray-marched pip die spinning about a skewed axis, motion-blurred over each
// frame.
#include "shapes.hpp"
#include "sprites.hpp"

#include <algorithm>
#include <array>
#include <cmath>

namespace greed::tools {

namespace {

constexpr int kSize = 128;
constexpr int kFrames = 8;
constexpr int kTimeSamples = 48;
constexpr float kShutter = 1.5f; // frames of motion smeared into one image: no face stays readable
constexpr float kPi = 3.14159265358979f;
constexpr float kHalf = 1.0f;      // cube half size (world units)
constexpr float kRounding = 0.24f; // edge radius

using Mat3 = std::array<float, 9>;

Vec3 mul(const Mat3& m, const Vec3& v) {
    return {m[0] * v.x + m[1] * v.y + m[2] * v.z, m[3] * v.x + m[4] * v.y + m[5] * v.z,
            m[6] * v.x + m[7] * v.y + m[8] * v.z};
}

Vec3 mulT(const Mat3& m, const Vec3& v) {
    return {m[0] * v.x + m[3] * v.y + m[6] * v.z, m[1] * v.x + m[4] * v.y + m[7] * v.z,
            m[2] * v.x + m[5] * v.y + m[8] * v.z};
}

Mat3 mul(const Mat3& a, const Mat3& b) {
    Mat3 r{};
    for (int i = 0; i < 3; ++i) {
        for (int j = 0; j < 3; ++j) {
            r[static_cast<std::size_t>(i * 3 + j)] =
                a[static_cast<std::size_t>(i * 3)] * b[static_cast<std::size_t>(j)] +
                a[static_cast<std::size_t>(i * 3 + 1)] * b[static_cast<std::size_t>(3 + j)] +
                a[static_cast<std::size_t>(i * 3 + 2)] * b[static_cast<std::size_t>(6 + j)];
        }
    }
    return r;
}

// Rotation about a unit axis (Rodrigues).
Mat3 rotation(const Vec3& axis, float angle) {
    const float c = std::cos(angle);
    const float s = std::sin(angle);
    const float t = 1.0f - c;
    const float x = axis.x;
    const float y = axis.y;
    const float z = axis.z;
    return {t * x * x + c,     t * x * y - s * z, t * x * z + s * y,
            t * x * y + s * z, t * y * y + c,     t * y * z - s * x,
            t * x * z - s * y, t * y * z + s * x, t * z * z + c};
}

float sdBox(const Vec3& p) {
    const float qx = std::fabs(p.x) - (kHalf - kRounding);
    const float qy = std::fabs(p.y) - (kHalf - kRounding);
    const float qz = std::fabs(p.z) - (kHalf - kRounding);
    const float outside = std::sqrt(std::max(qx, 0.0f) * std::max(qx, 0.0f) +
                                    std::max(qy, 0.0f) * std::max(qy, 0.0f) +
                                    std::max(qz, 0.0f) * std::max(qz, 0.0f));
    return outside + std::min(std::max(qx, std::max(qy, qz)), 0.0f) - kRounding;
}

// Pip layout of a face in face coordinates (-1..1); true when (u, v) lies on a pip.
bool onPip(int face, float u, float v, float& radiusOut) {
    constexpr float o = 0.52f;
    static const std::array<std::vector<Vec2>, 7> layouts = {{
        {},
        {{0, 0}},
        {{-o, -o}, {o, o}},
        {{-o, -o}, {0, 0}, {o, o}},
        {{-o, -o}, {o, -o}, {-o, o}, {o, o}},
        {{-o, -o}, {o, -o}, {0, 0}, {-o, o}, {o, o}},
        {{-o, -o}, {o, -o}, {-o, 0}, {o, 0}, {-o, o}, {o, o}},
    }};
    const float r = face == 1 ? 0.29f : 0.18f;
    radiusOut = r;
    for (const Vec2& p : layouts[static_cast<std::size_t>(face)]) {
        if (std::hypot(u - p.x, v - p.y) < r) {
            return true;
        }
    }
    return false;
}

// Colour of the die surface at a body-space point with a view-space normal.
Rgba surface(const Vec3& p, const Vec3& viewNormal) {
    const float ax = std::fabs(p.x);
    const float ay = std::fabs(p.y);
    const float az = std::fabs(p.z);
    int face = 0;
    float u = 0.0f;
    float v = 0.0f;
    // Opposite faces sum to seven, as on a real die.
    if (az >= ax && az >= ay) {
        face = p.z > 0 ? 1 : 6;
        u = p.x;
        v = p.y;
    } else if (ax >= ay) {
        face = p.x > 0 ? 2 : 5;
        u = p.y;
        v = p.z;
    } else {
        face = p.y > 0 ? 3 : 4;
        u = p.z;
        v = p.x;
    }
    float pipRadius = 0.0f;
    Rgba albedo = palette::kIvory;
    if (onPip(face, u, v, pipRadius)) {
        albedo = face == 1 ? palette::kRed : palette::kInk;
    }
    // Rounded edges read a touch darker, like the thin edge of the flat sprites.
    const float edge = std::max({ax, ay, az}) < kHalf - 0.02f ? 1.0f : 0.0f;
    albedo = mix(albedo, palette::kIvoryShade, 0.35f * edge);
    // Screen light (y down) in view space (y up).
    const Vec3 ls = lightDirection();
    const Vec3 light{ls.x, -ls.y, ls.z};
    const float lambert = std::max(0.0f, dot(viewNormal, light));
    const Vec3 half = normalize({light.x, light.y, light.z + 1.0f});
    const float spec = 0.35f * std::pow(std::max(0.0f, dot(viewNormal, half)), 20.0f);
    const float k = 0.38f + 0.72f * lambert;
    return {clamp01(albedo.r * k + spec), clamp01(albedo.g * k + spec),
            clamp01(albedo.b * k + spec), 1.0f};
}

// Traces one orthographic ray (view space, looking down -z); returns premultiplied colour.
Pixel trace(const Mat3& orientation, float vx, float vy) {
    const float bound = kHalf * 1.7320508f;
    if (vx * vx + vy * vy > bound * bound) {
        return {};
    }
    float t = 0.0f;
    const float start = 2.0f;
    for (int step = 0; step < 80; ++step) {
        const Vec3 pv{vx, vy, start - t};
        const Vec3 pb = mulT(orientation, pv);
        const float d = sdBox(pb);
        if (d < 1e-3f) {
            const float e = 1e-3f;
            const Vec3 nb =
                normalize({sdBox({pb.x + e, pb.y, pb.z}) - sdBox({pb.x - e, pb.y, pb.z}),
                           sdBox({pb.x, pb.y + e, pb.z}) - sdBox({pb.x, pb.y - e, pb.z}),
                           sdBox({pb.x, pb.y, pb.z + e}) - sdBox({pb.x, pb.y, pb.z - e})});
            const Rgba c = surface(pb, mul(orientation, nb));
            return {c.r, c.g, c.b, 1.0f};
        }
        t += d;
        if (t > 2.0f * start) {
            break;
        }
    }
    return {};
}

Mat3 orientationAt(float frame) {
    // Spin about the body diagonal: a multiple of 120 degrees maps the cube onto itself, so the
    // 8 frames loop; 240 degrees per cycle is fast enough that the blur hides every face.
    const Vec3 axis = normalize({1.0f, 1.0f, 1.0f});
    const float angle = 4.0f * kPi / 3.0f * frame / static_cast<float>(kFrames);
    // A fixed skew so the die is seen from an angle, never face-on.
    const Mat3 view = mul(rotation({1.0f, 0.0f, 0.0f}, 0.9f), rotation({0.0f, 1.0f, 0.0f}, 0.6f));
    return mul(view, rotation(axis, angle));
}

Canvas renderFrame(int frame, float pixelsPerUnit) {
    Canvas c(kSize, kSize);
    static const std::array<Vec2, 4> jitter = {
        {{0.125f, 0.375f}, {0.625f, 0.125f}, {0.875f, 0.625f}, {0.375f, 0.875f}}};
    std::vector<Mat3> orientations;
    for (int s = 0; s < kTimeSamples; ++s) {
        const float offset = kShutter * ((static_cast<float>(s) + 0.5f) / kTimeSamples - 0.5f);
        orientations.push_back(orientationAt(static_cast<float>(frame) + offset));
    }
    for (int y = 0; y < kSize; ++y) {
        for (int x = 0; x < kSize; ++x) {
            Pixel acc;
            int n = 0;
            for (int s = 0; s < kTimeSamples; ++s) {
                // Each time sample takes one sub-pixel position in turn: smooth blur and
                // anti-aliased edges for the price of one ray per sample.
                const Vec2& j = jitter[static_cast<std::size_t>((s + x + y) % 4)];
                const float vx = (static_cast<float>(x) + j.x - kSize / 2.0f) / pixelsPerUnit;
                const float vy = -(static_cast<float>(y) + j.y - kSize / 2.0f) / pixelsPerUnit;
                const Pixel p = trace(orientations[static_cast<std::size_t>(s)], vx, vy);
                acc.r += p.r;
                acc.g += p.g;
                acc.b += p.b;
                acc.a += p.a;
                ++n;
            }
            const float k = 1.0f / static_cast<float>(n);
            c.at(x, y) = {acc.r * k, acc.g * k, acc.b * k, acc.a * k};
        }
    }
    return c;
}

// Scale so the largest silhouette over the whole cycle stays inside the sprite.
float fitScale() {
    float extent = 0.0f;
    for (int i = 0; i < kFrames * 8; ++i) {
        const Mat3 m = orientationAt(static_cast<float>(i) / 8.0f);
        for (int corner = 0; corner < 8; ++corner) {
            const Vec3 p{(corner & 1) ? kHalf : -kHalf, (corner & 2) ? kHalf : -kHalf,
                         (corner & 4) ? kHalf : -kHalf};
            const Vec3 v = mul(m, p);
            extent = std::max({extent, std::fabs(v.x), std::fabs(v.y)});
        }
    }
    return 60.0f / extent;
}

} // namespace

std::vector<Sprite> makeTumbleSprites() {
    std::vector<Sprite> out;
    const float scale = fitScale();
    for (int f = 0; f < kFrames; ++f) {
        out.push_back({"tumble_" + std::to_string(f) + ".png", renderFrame(f, scale)});
    }
    return out;
}

} // namespace greed::tools

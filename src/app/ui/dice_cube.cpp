// DiceCube: corners from the turn, a camera above the dice area's centre whose reference plane
// is the resting dice's top face (so a flat die at depth 0 is exactly its resting sprite), one
// directional light for the faces and a high light for the shadow.
#include "app/ui/dice_cube.hpp"

#include "app/ui/dice_look.hpp"

#include <algorithm>
#include <cmath>

namespace greed::app {

namespace {

// Half the body's edge as a share of the sprite's size (the face art has a 4 px margin in 128).
constexpr double kBody = 60.0 / 128.0;
// The camera's height above the resting top faces, in die sizes.
constexpr double kCamera = 9.0;
// An ivory core a little inside the faces fills the rounded corners where three faces meet.
constexpr double kCore = 0.86;
// Below this facing (about the cosine between a face's normal and the view) a face fades out.
constexpr double kEdgeOn = 0.1;
constexpr double kAmbient = 0.5;
const SDL_Color kCoreColour{226, 214, 188, 255};

// The face light comes from the top left like the face art's highlight.
Vec3 faceLight() {
    return normalized(Vec3{-0.42, -0.55, 0.72});
}

// A face's outward normal and its texture's right and down directions (u x v = n, so no face
// is mirrored when it comes to the top).
struct FaceFrame {
    Vec3 n, u, v;
};
constexpr FaceFrame kFrames[6] = {
    {{0, 0, 1}, {1, 0, 0}, {0, 1, 0}}, {{0, 0, -1}, {-1, 0, 0}, {0, 1, 0}},
    {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}, {{-1, 0, 0}, {0, -1, 0}, {0, 0, 1}},
    {{0, 1, 0}, {0, 0, 1}, {1, 0, 0}}, {{0, -1, 0}, {0, 0, -1}, {1, 0, 0}},
};

// World positions (z = 0 on the resting top faces) and their projection.
class Camera {
public:
    explicit Camera(const CubeView& v)
        : m_view(v), m_size(Painter::snapSize(v.size)), m_half(kBody * m_size) {
        // The lowest corner sits `rise` die sizes above the felt (z = -2 * half).
        double reach = 0;
        for (const Vec3 axis : {Vec3{1, 0, 0}, Vec3{0, 1, 0}, Vec3{0, 0, 1}}) {
            reach += std::abs(rotate(v.cube.turn, axis).z);
        }
        m_centre = {v.x, v.y, -2.0 * m_half + v.cube.rise * m_size + reach * m_half};
        m_distance = kCamera * m_size;
    }
    int size() const { return m_size; }
    double half() const { return m_half; }
    // A point of the die given in its own frame (units of the half edge).
    Vec3 world(Vec3 local) const { return m_centre + rotate(m_view.cube.turn, local * m_half); }
    Vec3 centre() const { return m_centre; }
    Vec2 project(Vec3 p) const {
        const double f = 1.0 / std::max(0.2, 1.0 - m_view.cube.depth * p.z / m_distance);
        const Vec2 e = m_view.cube.eye;
        return {e.x + (p.x - e.x) * f, e.y + (p.y - e.y) * f};
    }
    // True when the outward normal n of a face through p points at the camera.
    // How squarely the face with normal n at p faces the eye: above 0 when it does, about
    // its normal's z (the cosine seen from straight above) for a distant eye.
    double facing(Vec3 n, Vec3 p) const {
        const double k = m_view.cube.depth / m_distance;
        const Vec2 e = m_view.cube.eye;
        return n.z * (1.0 - k * p.z) + k * (n.x * (e.x - p.x) + n.y * (e.y - p.y));
    }

private:
    const CubeView& m_view;
    int m_size;
    double m_half;
    Vec3 m_centre;
    double m_distance = 1;
};

// Light on a face relative to the top face: the resting top face keeps its art's colours.
double shadeOf(Vec3 n) {
    const Vec3 l = faceLight();
    const double top = kAmbient + (1 - kAmbient) * l.z;
    return std::min(1.0, (kAmbient + (1 - kAmbient) * std::max(0.0, dot(n, l))) / top);
}

SDL_Color shaded(SDL_Color c, double k) {
    auto ch = [k](Uint8 v) {
        return static_cast<Uint8>(std::lround(v * k));
    };
    return {ch(c.r), ch(c.g), ch(c.b), c.a};
}

SDL_Color modulate(SDL_Color a, SDL_Color b) {
    auto ch = [](Uint8 x, Uint8 y) {
        return static_cast<Uint8>(x * y / 255);
    };
    return {ch(a.r, b.r), ch(a.g, b.g), ch(a.b, b.b), ch(a.a, b.a)};
}

// The face art at the drawn size, in memory: the resting sprite's scaled copy, plus the label
// for dice whose faces are numbers.
const PixelImage* faceImage(const Painter& painter, const core::Rules& rules, core::Face face,
                            int size) {
    const std::string sprite = faceSprite(rules, face);
    const std::string dim = std::to_string(size) + 'x' + std::to_string(size);
    if (dieStyle(rules) != DieStyle::Numbered) {
        const std::string key = sprite + '@' + dim;
        return painter.canvas().imageOf(painter.renderer(), key,
                                        painter.composed(key, sprite, size, size, {}));
    }
    const std::string& label = rules.label(face);
    const std::string key = "cube-" + label + '@' + dim;
    SDL_Texture* tex = painter.composed(key, sprite, size, size, [&] {
        const int text = std::max(10, static_cast<int>(size * (label.size() > 1 ? 0.42 : 0.55)));
        painter.text().drawScaled(label, size / 2, size / 2, {text, true, {30, 26, 22, 255}}, 1.0);
    });
    return painter.canvas().imageOf(painter.renderer(), key, tex);
}

// Andrew's monotone chain: the convex outline of points, counter-clockwise.
std::vector<Vec2> convexHull(std::vector<Vec2> pts) {
    std::sort(pts.begin(), pts.end(),
              [](Vec2 a, Vec2 b) { return a.x < b.x || (a.x == b.x && a.y < b.y); });
    auto turn = [](Vec2 o, Vec2 a, Vec2 b) {
        return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
    };
    std::vector<Vec2> hull(2 * pts.size());
    std::size_t k = 0;
    for (std::size_t i = 0; i < pts.size(); ++i) {
        while (k >= 2 && turn(hull[k - 2], hull[k - 1], pts[i]) <= 0) {
            --k;
        }
        hull[k++] = pts[i];
    }
    for (std::size_t i = pts.size() - 1, lower = k + 1; i > 0; --i) {
        while (k >= lower && turn(hull[k - 2], hull[k - 1], pts[i - 1]) <= 0) {
            --k;
        }
        hull[k++] = pts[i - 1];
    }
    hull.resize(k > 1 ? k - 1 : k);
    return hull;
}

// The box around points moved by `off`, a pixel wider on each side.
SDL_Rect boundsOf(const std::vector<Vec2>& pts, SDL_Point off) {
    double x0 = 1e30;
    double y0 = 1e30;
    double x1 = -1e30;
    double y1 = -1e30;
    for (const Vec2& p : pts) {
        x0 = std::min(x0, p.x);
        y0 = std::min(y0, p.y);
        x1 = std::max(x1, p.x);
        y1 = std::max(y1, p.y);
    }
    if (pts.empty()) {
        return {0, 0, 0, 0};
    }
    const int l = static_cast<int>(std::floor(x0)) - 1 + off.x;
    const int t = static_cast<int>(std::floor(y0)) - 1 + off.y;
    return {l, t, static_cast<int>(std::ceil(x1)) + 2 + off.x - l,
            static_cast<int>(std::ceil(y1)) + 2 + off.y - t};
}

std::vector<Vec2> moved(std::vector<Vec2> pts, SDL_Point off) {
    for (Vec2& p : pts) {
        p.x += off.x;
        p.y += off.y;
    }
    return pts;
}

// Sutherland-Hodgman: the part of a convex polygon inside a convex outline (either winding).
std::vector<Vec2> clipped(std::vector<Vec2> poly, const std::vector<Vec2>& clip) {
    double area = 0;
    for (std::size_t i = 0; i < clip.size(); ++i) {
        const Vec2& a = clip[i];
        const Vec2& b = clip[(i + 1) % clip.size()];
        area += a.x * b.y - b.x * a.y;
    }
    const double sign = area < 0 ? -1.0 : 1.0;
    for (std::size_t i = 0; i < clip.size() && !poly.empty(); ++i) {
        const Vec2& a = clip[i];
        const Vec2& b = clip[(i + 1) % clip.size()];
        auto side = [&](const Vec2& v) {
            return sign * ((b.x - a.x) * (v.y - a.y) - (b.y - a.y) * (v.x - a.x));
        };
        std::vector<Vec2> out;
        for (std::size_t k = 0; k < poly.size(); ++k) {
            const Vec2& p = poly[k];
            const Vec2& q = poly[(k + 1) % poly.size()];
            const double dp = side(p);
            const double dq = side(q);
            if (dp >= 0) {
                out.push_back(p);
            }
            if ((dp >= 0) != (dq >= 0)) {
                const double t = dp / (dp - dq);
                out.push_back({p.x + (q.x - p.x) * t, p.y + (q.y - p.y) * t});
            }
        }
        poly = std::move(out);
    }
    return poly;
}

} // namespace

std::array<core::Face, 6> cubeFaces(int faceCount, core::Face top) {
    const int n = std::max(1, faceCount);
    const core::Face bottom = static_cast<core::Face>(n + 1 - top);
    std::array<core::Face, 6> out{top, bottom, top, top, top, top};
    // The sides: the next faces after the top that are neither it nor its opposite.
    int slot = 2;
    for (int step = 1; step < n && slot < 6; ++step) {
        const auto f = static_cast<core::Face>((top - 1 + step) % n + 1);
        if (f != top && f != bottom) {
            out[static_cast<std::size_t>(slot++)] = f;
        }
    }
    for (; slot < 6; ++slot) {
        out[static_cast<std::size_t>(slot)] = out[static_cast<std::size_t>(slot - 2)];
    }
    return out;
}

bool restsFlat(const CubeTurn& cube) {
    return cube.rise <= 0 && rotate(cube.turn, {0, 0, 1}).z > 0.999999;
}

std::array<Vec2, 8> cubeCorners(const CubeView& v) {
    const Camera cam(v);
    std::array<Vec2, 8> out{};
    for (int i = 0; i < 8; ++i) {
        const Vec3 local{(i & 1) ? 1.0 : -1.0, (i & 2) ? 1.0 : -1.0, (i & 4) ? 1.0 : -1.0};
        out[static_cast<std::size_t>(i)] = cam.project(cam.world(local));
    }
    return out;
}

std::vector<Vec2> cubeShadow(const CubeView& v) {
    // A high light from the top left: the resting die's shadow falls 0.07 die sizes right and
    // 0.084 down, and the cube's footprint does the same at rest.
    const Camera cam(v);
    const double felt = -2.0 * cam.half();
    const Vec2 slope{0.15, 0.18};
    std::vector<Vec2> pts;
    for (int i = 0; i < 8; ++i) {
        const Vec3 local{(i & 1) ? 1.0 : -1.0, (i & 2) ? 1.0 : -1.0, (i & 4) ? 1.0 : -1.0};
        const Vec3 p = cam.world(local);
        const double up = p.z - felt;
        pts.push_back(cam.project({p.x + slope.x * up, p.y + slope.y * up, felt}));
    }
    return convexHull(pts);
}

void drawCubeShadow(const Painter& painter, const CubeView& v, double alpha) {
    const std::vector<Vec2> hull = cubeShadow(v);
    if (hull.empty() || alpha <= 0) {
        return;
    }
    // Higher dice cast lighter, larger shadows.
    Vec2 mid{};
    for (const Vec2& p : hull) {
        mid.x += p.x / static_cast<double>(hull.size());
        mid.y += p.y / static_cast<double>(hull.size());
    }
    const double fade = alpha * std::clamp(1.0 - 0.35 * v.cube.rise, 0.35, 1.0);
    const double spread = 1.04 + 0.12 * std::min(2.0, v.cube.rise);
    std::vector<Vec2> outer;
    for (const Vec2& p : hull) {
        outer.push_back({mid.x + (p.x - mid.x) * spread, mid.y + (p.y - mid.y) * spread});
    }
    // One polygon with a soft edge, wider the higher the die (a hard edge read as a cut-out
    // under a die in the air); only the edge band is shaded pixel by pixel, so it costs
    // little more than the hard polygon did.
    const auto a = static_cast<Uint8>(std::lround(255 * 0.5 * fade * v.tint.a / 255.0));
    const double feather = v.size * (0.06 + 0.05 * std::min(2.0, v.cube.rise));
    const int grow = static_cast<int>(std::ceil(feather / 2)) + 1;
    const SDL_Point off = painter.offset();
    SoftCanvas& canvas = painter.canvas();
    SDL_Rect area = boundsOf(outer, off);
    area = {area.x - grow, area.y - grow, area.w + 2 * grow, area.h + 2 * grow};
    if (a > 0 && canvas.begin(painter.renderer(), area)) {
        canvas.fillSoft(moved(outer, off), {0, 0, 0, a}, feather);
        canvas.finish();
    }
}

void drawCube(const Painter& painter, const core::Rules& rules, core::Face top, const CubeView& v,
              const std::vector<Vec2>& clip, bool withTop) {
    const Camera cam(v);
    const auto faces = cubeFaces(rules.faceCount, top);
    const SDL_Point off = painter.offset();
    const double quad = 0.5 * cam.size() / cam.half(); // the art's full square, margin and all
    struct Face {
        std::array<Vec2, 4> corners; // on the target, (0,0) (1,0) (1,1) (0,1) of the art
        SDL_Color colour;
        const PixelImage* image; // null: the ivory core
    };
    std::vector<Face> drawn;
    std::vector<Vec2> reach; // every corner drawn: the canvas's extent
    for (int pass = 0; pass < 2; ++pass) {
        for (std::size_t f = 0; f < 6; ++f) {
            const FaceFrame& fr = kFrames[f];
            const Vec3 n = rotate(v.cube.turn, fr.n);
            const double facing = cam.facing(n, cam.world(fr.n));
            if (facing <= 1e-6 || (f == 0 && pass == 1 && !withTop)) {
                continue;
            }
            SDL_Color colour = modulate(shaded({255, 255, 255, 255}, shadeOf(n)), v.tint);
            // A face turning edge-on fades out: its art's edge, squeezed into a pixel or two,
            // showed as a bright sliver beyond the rounded top of a die settling flat.
            colour.a = static_cast<Uint8>(std::lround(colour.a * std::min(1.0, facing / kEdgeOn)));
            if (colour.a == 0) {
                continue;
            }
            const double k = pass == 0 ? kCore : quad;
            const double depth = pass == 0 ? kCore : 1.0;
            Face face{{}, pass == 0 ? modulate(kCoreColour, colour) : colour, nullptr};
            const double uv[4][2] = {{0, 0}, {1, 0}, {1, 1}, {0, 1}};
            for (std::size_t c = 0; c < 4; ++c) {
                const double su = uv[c][0] * 2 - 1;
                const double sv = uv[c][1] * 2 - 1;
                const Vec3 local = fr.n * depth + fr.u * (su * k) + fr.v * (sv * k);
                face.corners[c] = cam.project(cam.world(local));
                reach.push_back(face.corners[c]);
            }
            if (pass == 1) {
                face.image = faceImage(painter, rules, faces[f], cam.size());
                if (face.image == nullptr) {
                    continue;
                }
            }
            drawn.push_back(face);
        }
    }
    SDL_Rect area = boundsOf(reach, off);
    if (!clip.empty()) {
        const SDL_Rect seen = boundsOf(clip, off);
        if (SDL_IntersectRect(&area, &seen, &area) != SDL_TRUE) {
            return;
        }
    }
    SoftCanvas& canvas = painter.canvas();
    if (drawn.empty() || !canvas.begin(painter.renderer(), area)) {
        return;
    }
    const std::vector<Vec2> mouth = moved(clip, off);
    for (const Face& face : drawn) {
        const std::vector<Vec2> corners =
            moved(std::vector<Vec2>(face.corners.begin(), face.corners.end()), off);
        const std::vector<Vec2> poly = clip.empty() ? corners : clipped(corners, mouth);
        if (face.image == nullptr) {
            canvas.fill(poly, face.colour);
        } else if (const auto map =
                       TexMap::fromQuad({corners[0], corners[1], corners[2], corners[3]})) {
            canvas.fillTextured(poly, *face.image, *map, face.colour);
        }
    }
    canvas.finish();
}

} // namespace greed::app

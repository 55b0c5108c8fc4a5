// DiceCube: corners from the turn, a camera above the dice area's centre whose reference plane
// is the resting dice's top face (so a flat die at depth 0 is exactly its resting sprite), one
// directional light for the faces and a high light for the shadow.
#include "app/ui/dice_cube.hpp"

#include "app/ui/die_faces.hpp"

#include <algorithm>
#include <cmath>
#include <functional>
#include <string>

namespace greed::app {

namespace {

// Half the body's edge as a share of the sprite's size (the face art has a 4 px margin in 128).
constexpr double kBody = 60.0 / 128.0;
// The camera's height above the resting top faces, in die sizes.
constexpr double kCamera = 9.0;
// The body under the faces: a box rounded by spheres of the art's corner radius (22 of its
// 60 texel half edge), so that seen from above its outline is the resting sprite's.
constexpr double kRound = 22.0 / 60.0;
constexpr int kRoundSteps = 12;
// The body's outline is softened over this many pixels.
constexpr double kBodyFeather = 2.0;
// How far outside the body's outline the faces are cut, in pixels.
constexpr double kFaceCutOutside = 1.0;
// Below this facing (about the cosine between a face's normal and the view) a face fades out.
constexpr double kEdgeOn = 0.1;
constexpr double kAmbient = 0.5;
// The body's ivory: a little darker than the faces, like the art's rounded rim.
const SDL_Color kBodyColour{222, 209, 180, 255};
// A face's art is drawn as kFaceSteps x kFaceSteps cells, each mapped affinely.
constexpr int kFaceSteps = 4;
// The face art's side in pixels (the numbers on numbered dice are rendered to its scale).
constexpr double kArtSize = 128.0;

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
    explicit Camera(const CubeView& v) : m_view(v), m_size(v.size), m_half(kBody * m_size) {
        // The lowest corner sits `rise` die sizes above the felt (z = -2 * half).
        double reach = 0;
        for (const Vec3 axis : {Vec3{1, 0, 0}, Vec3{0, 1, 0}, Vec3{0, 0, 1}}) {
            reach += std::abs(rotate(v.cube.turn, axis).z);
        }
        m_centre = {v.x, v.y, -2.0 * m_half + v.cube.rise * m_size + reach * m_half};
        m_distance = kCamera * m_size;
    }
    double size() const { return m_size; }
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
    double m_size;
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

// A point of a drawn triangle: where it lies on screen, where in its texture.
struct Corner {
    Vec2 at;
    Vec2 uv;
};

// Sutherland-Hodgman: the part of a convex polygon inside a convex outline (either winding),
// texture coordinates interpolated along the cut edges.
std::vector<Corner> clipped(std::vector<Corner> poly, const std::vector<Vec2>& clip) {
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
        std::vector<Corner> out;
        for (std::size_t k = 0; k < poly.size(); ++k) {
            const Corner& p = poly[k];
            const Corner& q = poly[(k + 1) % poly.size()];
            const double dp = side(p.at);
            const double dq = side(q.at);
            if (dp >= 0) {
                out.push_back(p);
            }
            if ((dp >= 0) != (dq >= 0)) {
                const double t = dp / (dp - dq);
                auto mix = [t](Vec2 x, Vec2 y) {
                    return Vec2{x.x + (y.x - x.x) * t, x.y + (y.y - x.y) * t};
                };
                out.push_back({mix(p.at, q.at), mix(p.uv, q.uv)});
            }
        }
        poly = std::move(out);
    }
    return poly;
}

// The body's outline on screen (convex), `grow` pixels wider: each corner sphere seen as the
// circle of its silhouette, cut by `clip` when there is one.
std::vector<Vec2> bodyOutline(const Camera& cam, const std::vector<Vec2>& clip, double grow) {
    const double radius = kRound * cam.half() + grow;
    std::vector<Vec2> pts;
    for (int i = 0; i < 8; ++i) {
        const Vec3 corner = Vec3{(i & 1) ? 1.0 : -1.0, (i & 2) ? 1.0 : -1.0, (i & 4) ? 1.0 : -1.0};
        const Vec3 centre = cam.world(corner * (1.0 - kRound));
        for (int k = 0; k < kRoundSteps; ++k) {
            const double a = 2.0 * 3.14159265358979323846 * k / kRoundSteps;
            pts.push_back(
                cam.project(centre + Vec3{radius * std::cos(a), radius * std::sin(a), 0}));
        }
    }
    std::vector<Vec2> hull = convexHull(pts);
    if (clip.empty()) {
        return hull;
    }
    std::vector<Corner> poly;
    for (const Vec2& p : hull) {
        poly.push_back({p, {}});
    }
    std::vector<Vec2> out;
    for (const Corner& c : clipped(poly, clip)) {
        out.push_back(c.at);
    }
    return out;
}

// Triangles collected for one SDL_RenderGeometry call: moved by the shake offset, cut by the
// clip outline when there is one.
class Mesh {
public:
    Mesh(SDL_Point offset, const std::vector<Vec2>& clip) : m_off(offset), m_clip(clip) {}

    void triangle(const Corner& a, const Corner& b, const Corner& c, SDL_Color colour) {
        if (m_clip.empty()) {
            add({a, b, c}, colour);
        } else {
            add(clipped({a, b, c}, m_clip), colour);
        }
    }
    // The quad a b c d (in order round it), textured over `uv` (0,0) (1,0) (1,1) (0,1) in
    // `steps` x `steps` cells: affine within a cell stays within a pixel of perspective.
    void quad(const std::function<Vec2(double, double)>& point, int steps, SDL_Color colour,
              Vec2 uv0 = {0, 0}, Vec2 uv1 = {1, 1}) {
        std::vector<Corner> grid;
        for (int j = 0; j <= steps; ++j) {
            for (int i = 0; i <= steps; ++i) {
                const double s = static_cast<double>(i) / steps;
                const double t = static_cast<double>(j) / steps;
                grid.push_back(
                    {point(s, t), {uv0.x + (uv1.x - uv0.x) * s, uv0.y + (uv1.y - uv0.y) * t}});
            }
        }
        const int row = steps + 1;
        for (int j = 0; j < steps; ++j) {
            for (int i = 0; i < steps; ++i) {
                const auto k = static_cast<std::size_t>(j * row + i);
                const auto r = static_cast<std::size_t>(row);
                triangle(grid[k], grid[k + 1], grid[k + r + 1], colour);
                triangle(grid[k], grid[k + r + 1], grid[k + r], colour);
            }
        }
    }
    bool empty() const { return m_vertices.empty(); }
    void draw(const Painter& painter, SDL_Texture* texture) {
        painter.geometry(texture, m_vertices, m_indices);
        m_vertices.clear();
        m_indices.clear();
    }

private:
    void add(const std::vector<Corner>& poly, SDL_Color colour) {
        if (poly.size() < 3) {
            return;
        }
        const int base = static_cast<int>(m_vertices.size());
        for (const Corner& c : poly) {
            m_vertices.push_back(
                {{static_cast<float>(c.at.x + m_off.x), static_cast<float>(c.at.y + m_off.y)},
                 colour,
                 {static_cast<float>(c.uv.x), static_cast<float>(c.uv.y)}});
        }
        for (int k = 1; k + 1 < static_cast<int>(poly.size()); ++k) {
            m_indices.insert(m_indices.end(), {base, base + k, base + k + 1});
        }
    }

    SDL_Point m_off;
    const std::vector<Vec2>& m_clip;
    std::vector<SDL_Vertex> m_vertices;
    std::vector<int> m_indices;
};

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

std::vector<Vec2> halfPlane(Vec2 a, Vec2 b, Vec2 keep) {
    const double len = std::max(1e-9, std::hypot(b.x - a.x, b.y - a.y));
    const Vec2 d{(b.x - a.x) / len, (b.y - a.y) / len};
    Vec2 n{-d.y, d.x};
    if ((keep.x - a.x) * n.x + (keep.y - a.y) * n.y < 0) {
        n = {-n.x, -n.y};
    }
    constexpr double kFar = 1e5; // beyond any screen
    return {{a.x - d.x * kFar, a.y - d.y * kFar},
            {a.x + d.x * kFar, a.y + d.y * kFar},
            {a.x + (d.x + n.x) * kFar, a.y + (d.y + n.y) * kFar},
            {a.x + (n.x - d.x) * kFar, a.y + (n.y - d.y) * kFar}};
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
    if (hull.size() < 3 || alpha <= 0) {
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
    std::vector<Vec2> outline;
    for (const Vec2& p : hull) {
        outline.push_back({mid.x + (p.x - mid.x) * spread, mid.y + (p.y - mid.y) * spread});
    }
    // A soft edge, wider the higher the die (a hard edge read as a cut-out under a die in the
    // air): full shade from feather / 2 inside the outline, nothing feather / 2 outside it.
    const auto a = static_cast<Uint8>(std::lround(255 * 0.5 * fade * v.tint.a / 255.0));
    const double feather = v.size * (0.06 + 0.05 * std::min(2.0, v.cube.rise));
    if (a > 0) {
        painter.softPolygon(outline, {0, 0, 0, a}, feather);
    }
}

void drawCube(const Painter& painter, const core::Rules& rules, core::Face top, const CubeView& v,
              const std::vector<Vec2>& clip, bool withTop) {
    const Camera cam(v);
    const auto faces = cubeFaces(rules.faceCount, top);
    const double art = 0.5 * cam.size() / cam.half(); // the art's full square, margin and all
    // A point of face f's square at `depth` half edges out, `reach` half edges
    // from its middle, at (s, t) of it (0..1 across its texture's right and down).
    auto pointOn = [&cam](const FaceFrame& fr, double depth, double reach) {
        return [&cam, &fr, depth, reach](double s, double t) {
            const Vec3 local =
                fr.n * depth + fr.u * ((2 * s - 1) * reach) + fr.v * ((2 * t - 1) * reach);
            return cam.project(cam.world(local));
        };
    };
    struct Lit {
        std::size_t face;
        SDL_Color colour;
    };
    std::vector<Lit> lit;
    // The body's shade: its visible faces' light, weighted by how squarely each is seen.
    double light = 0;
    double weight = 0;
    for (std::size_t f = 0; f < 6; ++f) {
        const FaceFrame& fr = kFrames[f];
        const Vec3 n = rotate(v.cube.turn, fr.n);
        const double facing = cam.facing(n, cam.world(fr.n));
        if (facing <= 1e-6) {
            continue;
        }
        light += facing * shadeOf(n);
        weight += facing;
        SDL_Color colour = modulate(shaded({255, 255, 255, 255}, shadeOf(n)), v.tint);
        // A face turning edge-on fades out (into the body under it): its art's edge, squeezed
        // into a pixel or two, showed as a bright sliver beyond the rounded top.
        colour.a = static_cast<Uint8>(std::lround(colour.a * std::min(1.0, facing / kEdgeOn)));
        if (colour.a > 0 && (f != 0 || withTop)) {
            lit.push_back({f, colour});
        }
    }
    if (weight <= 0) {
        return;
    }
    // One solid body under the faces: where their rounded corners, their soft edges or a face
    // fading edge-on leave a gap, the die shows its ivory, never the felt behind it.
    // Its soft edge ends on the outline: the faces' art keeps drawing the die's silhouette.
    const std::vector<Vec2> outline = bodyOutline(cam, clip, -kBodyFeather / 2);
    if (outline.size() < 3) {
        return; // wholly cut away
    }
    const SDL_Color body = modulate(shaded(kBodyColour, light / weight), v.tint);
    painter.softPolygon(outline, body, kBodyFeather);
    // The faces are cut a little outside it, so that a face's own soft edge on the outline
    // stays whole.
    const std::vector<Vec2> cut = bodyOutline(cam, clip, kFaceCutOutside);
    const bool numbered = dieStyle(rules) == DieStyle::Numbered;
    for (const Lit& l : lit) {
        const FaceFrame& fr = kFrames[l.face];
        const core::Face shown = faces[l.face];
        // The face art over the whole square: its alpha margin, filtered, rounds the edges.
        // Cut by the body's outline: a face seen nearly edge-on squeezed its art's rounded
        // corners into points standing off the die's rounded silhouette.
        Mesh face(painter.offset(), cut);
        face.quad(pointOn(fr, 1.0, art), kFaceSteps, l.colour);
        face.draw(painter, painter.assets().texture(faceSprite(rules, shown)));
        if (!numbered) {
            continue;
        }
        // The number, drawn at the art's own scale and laid on the face like the resting
        // die's label (one string texture a label whatever size the die is drawn at).
        const std::string& label = rules.label(shown);
        const int text = static_cast<int>(kArtSize * (label.size() > 1 ? 0.42 : 0.55));
        const platform::Text::Texture t =
            painter.text().texture(label, {text, true, {30, 26, 22, 255}});
        if (t.texture == nullptr) {
            continue;
        }
        const double hw = t.w / (2.0 * kArtSize);
        const double hh = t.h / (2.0 * kArtSize);
        auto square = pointOn(fr, 1.0, art);
        Mesh mark(painter.offset(), cut);
        mark.quad([&](double s,
                      double q) { return square(0.5 - hw + 2 * hw * s, 0.5 - hh + 2 * hh * q); },
                  2, l.colour);
        SDL_SetTextureColorMod(t.texture, 255, 255, 255);
        SDL_SetTextureAlphaMod(t.texture, 255);
        mark.draw(painter, t.texture);
    }
}

} // namespace greed::app

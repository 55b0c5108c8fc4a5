// Seat marks: dash patterns cut along a polyline, and the seat shapes built from convex
// polygons (a star is two triangles, a plus and a cross two bars), all as triangles.
#include "app/ui/seat_marks.hpp"

#include <array>
#include <cmath>

namespace greed::app {

namespace {

constexpr double kPi = 3.14159265358979323846;

SDL_Vertex vertexAt(Vec2 p, SDL_Color c) {
    return {{static_cast<float>(p.x), static_cast<float>(p.y)}, c, {0.0f, 0.0f}};
}

// A quad for the piece a-b of `width`, appended to one batch.
void addBar(std::vector<SDL_Vertex>& v, std::vector<int>& idx, Vec2 a, Vec2 b, double width,
            SDL_Color c) {
    const double len = std::hypot(b.x - a.x, b.y - a.y);
    if (len < 1e-6) {
        return;
    }
    const double nx = -(b.y - a.y) / len * width / 2;
    const double ny = (b.x - a.x) / len * width / 2;
    const int base = static_cast<int>(v.size());
    v.push_back(vertexAt({a.x + nx, a.y + ny}, c));
    v.push_back(vertexAt({a.x - nx, a.y - ny}, c));
    v.push_back(vertexAt({b.x - nx, b.y - ny}, c));
    v.push_back(vertexAt({b.x + nx, b.y + ny}, c));
    for (int i : {0, 1, 2, 0, 2, 3}) {
        idx.push_back(base + i);
    }
}

// Corners of a regular polygon of `n` sides round `at`, the first at `turn` radians from up.
std::vector<Vec2> regular(Vec2 at, double r, int n, double turn) {
    std::vector<Vec2> out;
    for (int i = 0; i < n; ++i) {
        const double a = turn + 2 * kPi * i / n;
        out.push_back({at.x + r * std::sin(a), at.y - r * std::cos(a)});
    }
    return out;
}

// The shape's convex parts (a plus or a cross: two bars, a star: two triangles).
std::vector<std::vector<Vec2>> shapeParts(SeatShape shape, Vec2 at, double r) {
    auto bar = [at](double halfLong, double halfWide, double angle) {
        const double c = std::cos(angle);
        const double s = std::sin(angle);
        std::vector<Vec2> out;
        for (auto [u, w] : std::array<std::pair<double, double>, 4>{{{-halfLong, -halfWide},
                                                                     {halfLong, -halfWide},
                                                                     {halfLong, halfWide},
                                                                     {-halfLong, halfWide}}}) {
            out.push_back({at.x + u * c - w * s, at.y + u * s + w * c});
        }
        return out;
    };
    switch (shape) {
    case SeatShape::Circle:
        return {discPath(at, r * 0.9)};
    case SeatShape::Square:
        return {regular(at, r * 1.1, 4, kPi / 4)};
    case SeatShape::TriangleUp:
        return {regular({at.x, at.y + r * 0.2}, r * 1.25, 3, 0)};
    case SeatShape::Diamond: {
        // Two triangles, not a fan round the centre: SDL takes a fan's axis-aligned right
        // triangles for rectangles and fills a square corner instead (seen on the software
        // renderer).
        const double d = r * 1.25;
        const Vec2 top{at.x, at.y - d};
        const Vec2 right{at.x + d, at.y};
        const Vec2 bottom{at.x, at.y + d};
        const Vec2 left{at.x - d, at.y};
        return {{top, right, left}, {bottom, left, right}};
    }
    case SeatShape::TriangleDown:
        return {regular({at.x, at.y - r * 0.2}, r * 1.25, 3, kPi)};
    case SeatShape::Star:
        return {regular(at, r * 1.25, 3, 0), regular(at, r * 1.25, 3, kPi)};
    case SeatShape::Plus:
        return {bar(r * 1.15, r * 0.38, 0), bar(r * 1.15, r * 0.38, kPi / 2)};
    case SeatShape::Cross:
        return {bar(r * 1.2, r * 0.36, kPi / 4), bar(r * 1.2, r * 0.36, -kPi / 4)};
    }
    return {};
}

// Each part moved outwards by `by` pixels from its centre (the casing under the shape).
std::vector<Vec2> grown(const std::vector<Vec2>& part, double by) {
    Vec2 mid{};
    for (const Vec2& p : part) {
        mid.x += p.x / static_cast<double>(part.size());
        mid.y += p.y / static_cast<double>(part.size());
    }
    std::vector<Vec2> out;
    for (const Vec2& p : part) {
        const double d = std::max(1e-6, std::hypot(p.x - mid.x, p.y - mid.y));
        out.push_back({p.x + (p.x - mid.x) / d * by, p.y + (p.y - mid.y) / d * by});
    }
    return out;
}

} // namespace

SeatShape seatShape(int seat) {
    static constexpr std::array<SeatShape, 8> kShapes{
        SeatShape::Circle,       SeatShape::Square, SeatShape::TriangleUp, SeatShape::Diamond,
        SeatShape::TriangleDown, SeatShape::Star,   SeatShape::Plus,       SeatShape::Cross};
    return kShapes[static_cast<std::size_t>(seat) % kShapes.size()];
}

const std::vector<double>& seatDashes(int seat) {
    // Solid, long dashes, short dashes, dash-dot, dots, very long dashes, dash-dot-dot,
    // long-short: told apart by the rhythm of their gaps as well as by their colour.
    static const std::array<std::vector<double>, 8> kDashes{{{},
                                                             {5, 2},
                                                             {2, 2},
                                                             {5, 1.6, 1, 1.6},
                                                             {1, 1.6},
                                                             {9, 2},
                                                             {4, 1.4, 1, 1.4, 1, 1.4},
                                                             {4, 1.4, 1.6, 1.4}}};
    return kDashes[static_cast<std::size_t>(seat) % kDashes.size()];
}

std::vector<std::pair<Vec2, Vec2>> dashPieces(const std::vector<Vec2>& path,
                                              const std::vector<double>& dashes) {
    std::vector<std::pair<Vec2, Vec2>> out;
    double period = 0;
    for (double d : dashes) {
        period += std::max(0.0, d);
    }
    for (std::size_t i = 1; i < path.size(); ++i) {
        if (period <= 1e-9) {
            out.emplace_back(path[i - 1], path[i]); // solid
        }
    }
    if (period <= 1e-9) {
        return out;
    }
    std::size_t slot = 0;                   // which on/off length the pen is in
    double left = std::max(0.0, dashes[0]); // of that length
    for (std::size_t i = 1; i < path.size(); ++i) {
        const Vec2 a = path[i - 1];
        const Vec2 b = path[i];
        const double len = std::hypot(b.x - a.x, b.y - a.y);
        double at = 0;
        while (at < len) {
            const double step = std::min(left, len - at);
            if (slot % 2 == 0 && step > 1e-9) {
                const double t0 = at / len;
                const double t1 = (at + step) / len;
                out.emplace_back(Vec2{a.x + (b.x - a.x) * t0, a.y + (b.y - a.y) * t0},
                                 Vec2{a.x + (b.x - a.x) * t1, a.y + (b.y - a.y) * t1});
            }
            at += step;
            left -= step;
            if (left <= 1e-9) {
                slot = (slot + 1) % dashes.size();
                left = std::max(0.0, dashes[slot]);
            }
        }
    }
    return out;
}

void drawSeatLine(const Painter& p, const std::vector<Vec2>& path, double width, int seat,
                  SDL_Color colour) {
    std::vector<double> dashes = seatDashes(seat);
    for (double& d : dashes) {
        d *= width;
    }
    const Vec2 o{static_cast<double>(p.offset().x), static_cast<double>(p.offset().y)};
    std::vector<Vec2> moved;
    for (const Vec2& q : path) {
        moved.push_back({q.x + o.x, q.y + o.y});
    }
    std::vector<SDL_Vertex> v;
    std::vector<int> idx;
    for (const auto& [a, b] : dashPieces(moved, dashes)) {
        addBar(v, idx, a, b, width, colour);
    }
    p.geometry(nullptr, v, idx);
}

void drawSeatShape(const Painter& p, int seat, Vec2 at, double radius, SDL_Color colour,
                   SDL_Color casing) {
    const auto parts = shapeParts(seatShape(seat), at, radius);
    for (const auto& part : parts) {
        p.polygon(grown(part, 1.5), casing);
    }
    for (const auto& part : parts) {
        p.polygon(part, colour);
    }
}

} // namespace greed::app

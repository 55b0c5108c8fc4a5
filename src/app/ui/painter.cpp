// Painter: every drawing call as SDL renderer calls (sprites turned and scaled by
// SDL_RenderCopyExF, shapes and soft edges as triangle geometry, text as cached textures), each
// counted in the draw counters.
#include "app/ui/painter.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

namespace greed::app {

namespace {
constexpr double kPi = 3.14159265358979323846;

SDL_Vertex vertex(Vec2 p, SDL_Color c) {
    return SDL_Vertex{{static_cast<float>(p.x), static_cast<float>(p.y)}, c, {0.0f, 0.0f}};
}

double area(const SDL_Rect& r) {
    return static_cast<double>(r.w) * static_cast<double>(r.h);
}

// The pixels triangles cover: the sum of their areas (indices as SDL_RenderGeometry takes them).
double trianglesArea(const SDL_Vertex* v, int count, const int* indices, int indexCount) {
    const int n = indices != nullptr ? indexCount : count;
    double sum = 0;
    for (int i = 0; i + 2 < n; i += 3) {
        const SDL_FPoint& a = v[indices != nullptr ? indices[i] : i].position;
        const SDL_FPoint& b = v[indices != nullptr ? indices[i + 1] : i + 1].position;
        const SDL_FPoint& c = v[indices != nullptr ? indices[i + 2] : i + 2].position;
        sum += std::abs((b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y)) / 2.0;
    }
    return sum;
}
} // namespace

bool contains(const SDL_Rect& r, int x, int y) {
    return x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h;
}

SDL_Rect inset(const SDL_Rect& r, int by) {
    return {r.x + by, r.y + by, r.w - 2 * by, r.h - 2 * by};
}

Painter::Painter(SDL_Renderer* renderer, platform::AssetCache& assets, platform::Text& text)
    : m_renderer(renderer), m_assets(assets), m_text(text) {
    m_assets.countInto(&m_counters);
    m_text.countInto(&m_counters);
}

Painter::~Painter() {
    m_assets.countInto(nullptr);
    m_text.countInto(nullptr);
}

void Painter::clear(SDL_Color c) const {
    SDL_SetRenderDrawColor(m_renderer, c.r, c.g, c.b, c.a);
    SDL_RenderClear(m_renderer);
    int w = 0;
    int h = 0;
    SDL_GetRendererOutputSize(m_renderer, &w, &h);
    m_counters.draw(static_cast<double>(w) * h);
}

void Painter::fill(const SDL_Rect& r, SDL_Color c) const {
    SDL_BlendMode mode = SDL_BLENDMODE_NONE;
    SDL_GetRenderDrawBlendMode(m_renderer, &mode);
    if (c.a == 0 && mode == SDL_BLENDMODE_BLEND) {
        return; // nothing to see
    }
    SDL_SetRenderDrawColor(m_renderer, c.r, c.g, c.b, c.a);
    const SDL_Rect o{r.x + m_dx, r.y + m_dy, r.w, r.h};
    if (c.a == 255 && mode == SDL_BLENDMODE_BLEND) {
        // Opaque: written, not blended (the software renderer otherwise blends every pixel).
        SDL_SetRenderDrawBlendMode(m_renderer, SDL_BLENDMODE_NONE);
        SDL_RenderFillRect(m_renderer, &o);
        SDL_SetRenderDrawBlendMode(m_renderer, mode);
    } else {
        SDL_RenderFillRect(m_renderer, &o);
    }
    m_counters.draw(area(o));
}

void Painter::outline(const SDL_Rect& r, SDL_Color c, int thickness) const {
    // Four bands (each pixel blended once, corners too).
    const int t = std::min({thickness, r.w / 2, r.h / 2});
    if (t <= 0) {
        return;
    }
    fill({r.x, r.y, r.w, t}, c);
    fill({r.x, r.y + r.h - t, r.w, t}, c);
    fill({r.x, r.y + t, t, r.h - 2 * t}, c);
    fill({r.x + r.w - t, r.y + t, t, r.h - 2 * t}, c);
}

void Painter::copy(SDL_Texture* texture, const SDL_Rect* src, const SDL_Rect* dst) const {
    if (texture != nullptr) {
        SDL_RenderCopy(m_renderer, texture, src, dst);
        SDL_Rect whole{0, 0, 0, 0};
        SDL_QueryTexture(texture, nullptr, nullptr, &whole.w, &whole.h);
        m_counters.draw(area(dst != nullptr ? *dst : src != nullptr ? *src : whole));
    }
}

void Painter::geometry(SDL_Texture* texture, const std::vector<SDL_Vertex>& vertices,
                       const std::vector<int>& indices) const {
    if (vertices.empty()) {
        return;
    }
    SDL_RenderGeometry(m_renderer, texture, vertices.data(), static_cast<int>(vertices.size()),
                       indices.empty() ? nullptr : indices.data(),
                       static_cast<int>(indices.size()));
    m_counters.draw(trianglesArea(vertices.data(), static_cast<int>(vertices.size()),
                                  indices.empty() ? nullptr : indices.data(),
                                  static_cast<int>(indices.size())));
}

void Painter::sprite(const std::string& name, double cx, double cy, double w, double h,
                     double angle, SDL_Color tint, double stretch) const {
    const double sw = w * stretch;
    const double sh = h * stretch;
    if (sw < 0.5 || sh < 0.5 || tint.a == 0) {
        return;
    }
    SDL_Texture* tex = m_assets.texture(name);
    SDL_SetTextureColorMod(tex, tint.r, tint.g, tint.b);
    SDL_SetTextureAlphaMod(tex, tint.a);
    if (std::abs(angle) < 0.01) {
        // Upright sprites keep to whole pixels, as the interface's art was drawn for.
        const int x = static_cast<int>(std::lround(cx - sw / 2.0)) + m_dx;
        const int y = static_cast<int>(std::lround(cy - sh / 2.0)) + m_dy;
        const SDL_Rect dst{x, y, static_cast<int>(std::lround(sw)),
                           static_cast<int>(std::lround(sh))};
        SDL_RenderCopy(m_renderer, tex, nullptr, &dst);
    } else {
        const SDL_FRect dst{static_cast<float>(cx - sw / 2.0 + m_dx),
                            static_cast<float>(cy - sh / 2.0 + m_dy), static_cast<float>(sw),
                            static_cast<float>(sh)};
        SDL_RenderCopyExF(m_renderer, tex, nullptr, &dst, angle, nullptr, SDL_FLIP_NONE);
    }
    m_counters.draw(sw * sh);
}

void Painter::nineSlice(const std::string& name, const SDL_Rect& r, int corner,
                        SDL_Color tint) const {
    if (r.w <= 0 || r.h <= 0) {
        return;
    }
    corner = std::min({corner, r.w / 2, r.h / 2});
    SDL_Texture* tex = m_assets.texture(name);
    const SDL_Point size = m_assets.size(name);
    // One draw: a 4x4 grid of vertices, the source's 16 px corners onto `corner` px ones.
    const float cu = 16.0f / static_cast<float>(std::max(1, size.x));
    const float cv = 16.0f / static_cast<float>(std::max(1, size.y));
    const float su[4] = {0, cu, 1 - cu, 1};
    const float sv[4] = {0, cv, 1 - cv, 1};
    const int x0 = r.x + m_dx;
    const int y0 = r.y + m_dy;
    const int dx[4] = {x0, x0 + corner, x0 + r.w - corner, x0 + r.w};
    const int dy[4] = {y0, y0 + corner, y0 + r.h - corner, y0 + r.h};
    std::vector<SDL_Vertex> v;
    v.reserve(16);
    for (int j = 0; j < 4; ++j) {
        for (int i = 0; i < 4; ++i) {
            v.push_back(
                {{static_cast<float>(dx[i]), static_cast<float>(dy[j])}, tint, {su[i], sv[j]}});
        }
    }
    std::vector<int> idx;
    idx.reserve(54);
    for (int j = 0; j < 3; ++j) {
        for (int i = 0; i < 3; ++i) {
            const int a = j * 4 + i;
            idx.insert(idx.end(), {a, a + 1, a + 5, a, a + 5, a + 4});
        }
    }
    SDL_SetTextureColorMod(tex, 255, 255, 255);
    SDL_SetTextureAlphaMod(tex, 255);
    geometry(tex, v, idx);
}

void Painter::panel(const SDL_Rect& r, int alpha) const {
    nineSlice("panel", r, 16, {255, 255, 255, static_cast<Uint8>(alpha)});
}

SDL_Rect Painter::label(const std::string& s, int x, int y, const TextStyle& style) const {
    const SDL_Rect drawn = m_text.draw(s, x + m_dx, y + m_dy, style);
    if (m_labelLog != nullptr && !s.empty()) {
        m_labelLog->push_back({s, drawn});
    }
    return drawn;
}

namespace {
// The outline of a rounded rectangle grown by `grow`, clockwise, corners in 8 steps each.
std::vector<Vec2> roundedPath(const SDL_Rect& r, double radius, double grow) {
    const double rad = std::max(0.0, std::min({radius, r.w / 2.0, r.h / 2.0}) + grow);
    const double x0 = r.x + std::min({radius, r.w / 2.0, r.h / 2.0});
    const double y0 = r.y + std::min({radius, r.w / 2.0, r.h / 2.0});
    const double x1 = r.x + r.w - (x0 - r.x);
    const double y1 = r.y + r.h - (y0 - r.y);
    const Vec2 centres[4] = {{x1, y0}, {x1, y1}, {x0, y1}, {x0, y0}};
    std::vector<Vec2> out;
    constexpr int kSteps = 8;
    for (int c = 0; c < 4; ++c) {
        for (int i = 0; i <= kSteps; ++i) {
            const double a = -kPi / 2 + (c + static_cast<double>(i) / kSteps) * kPi / 2;
            out.push_back({centres[c].x + rad * std::cos(a), centres[c].y + rad * std::sin(a)});
        }
    }
    return out;
}
} // namespace

std::vector<Vec2> roundedRectPath(const SDL_Rect& r, double radius) {
    return roundedPath(r, radius, 0.0);
}

std::vector<Vec2> discPath(Vec2 centre, double radius) {
    const int n = std::max(12, static_cast<int>(radius * 1.5));
    std::vector<Vec2> out;
    out.reserve(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) {
        const double a = 2 * kPi * i / n;
        out.push_back({centre.x + radius * std::cos(a), centre.y + radius * std::sin(a)});
    }
    return out;
}

std::vector<int> convexStrip(const std::vector<Vec2>& path) {
    const int n = static_cast<int>(path.size());
    std::vector<int> out;
    if (n < 3) {
        return out;
    }
    out.reserve(static_cast<std::size_t>(3 * (n - 2)));
    auto x = [&](int i) {
        return path[static_cast<std::size_t>(i)].x;
    };
    int first = 0;
    int last = 0;
    for (int i = 1; i < n; ++i) {
        first = x(i) < x(first) ? i : first;
        last = x(i) > x(last) ? i : last;
    }
    // Two chains from the leftmost vertex to the rightmost, one each way round; each step
    // takes the nearer next vertex of either, so a triangle spans only a slice of the width.
    auto next = [&](int i) {
        return (i + 1) % n;
    };
    auto prev = [&](int i) {
        return (i + n - 1) % n;
    };
    int a = next(first);
    int b = prev(first);
    out.insert(out.end(), {first, a, b});
    while (next(a) != b) {
        if (b == last || (a != last && x(next(a)) <= x(prev(b)))) {
            out.insert(out.end(), {a, b, next(a)});
            a = next(a);
        } else {
            out.insert(out.end(), {a, b, prev(b)});
            b = prev(b);
        }
    }
    return out;
}

void Painter::roundedRect(const SDL_Rect& r, double radius, SDL_Color c) const {
    if (r.w <= 0 || r.h <= 0) {
        return;
    }
    fillPath(roundedPath(r, radius, 0.0), c, m_dx, m_dy);
}

void Painter::polygon(const std::vector<Vec2>& path, SDL_Color c) const {
    if (path.size() < 3) {
        return;
    }
    fillPath(path, c, m_dx, m_dy);
}

void Painter::softPolygon(const std::vector<Vec2>& path, SDL_Color c, double feather) const {
    const int n = static_cast<int>(path.size());
    if (n < 3) {
        return;
    }
    if (feather < 1.0) {
        polygon(path, c);
        return;
    }
    double area = 0;
    Vec2 mid{};
    for (int i = 0; i < n; ++i) {
        const Vec2& a = path[static_cast<std::size_t>(i)];
        const Vec2& b = path[static_cast<std::size_t>((i + 1) % n)];
        area += a.x * b.y - b.x * a.y;
        mid.x += a.x / n;
        mid.y += a.y / n;
    }
    const double outward = area > 0 ? -1.0 : 1.0; // flips (-dy, dx) to point outside
    // The outward normal of the edge from vertex i to i + 1.
    auto normal = [&](int i) {
        const Vec2& a = path[static_cast<std::size_t>((i + n) % n)];
        const Vec2& b = path[static_cast<std::size_t>((i + 1 + n) % n)];
        const double len = std::max(1e-9, std::hypot(b.x - a.x, b.y - a.y));
        return Vec2{outward * -(b.y - a.y) / len, outward * (b.x - a.x) / len};
    };
    const double half = feather / 2;
    const SDL_Color clear{c.r, c.g, c.b, 0};
    const Vec2 o{static_cast<double>(m_dx), static_cast<double>(m_dy)};
    std::vector<SDL_Vertex> v;
    std::vector<int> idx;
    v.push_back(vertex({mid.x + o.x, mid.y + o.y}, c));
    constexpr int kArc = 4; // steps of a corner's rounded outer edge
    std::vector<int> inner(static_cast<std::size_t>(n));
    std::vector<int> arcStart(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) {
        const Vec2& p = path[static_cast<std::size_t>(i)];
        const Vec2 n0 = normal(i - 1);
        const Vec2 n1 = normal(i);
        // Inside by `half` from both edges, but never past the middle.
        Vec2 bis{n0.x + n1.x, n0.y + n1.y};
        const double bl = std::max(1e-9, std::hypot(bis.x, bis.y));
        bis = {bis.x / bl, bis.y / bl};
        double in = half / std::max(0.3, bis.x * n1.x + bis.y * n1.y);
        in = std::min(in, 0.8 * std::hypot(p.x - mid.x, p.y - mid.y));
        inner[static_cast<std::size_t>(i)] = static_cast<int>(v.size());
        v.push_back(vertex({p.x - bis.x * in + o.x, p.y - bis.y * in + o.y}, c));
        // The outer edge: `half` outside, round the corner from one edge's normal to the next.
        const double a0 = std::atan2(n0.y, n0.x);
        double sweep = std::atan2(n1.y, n1.x) - a0;
        while (sweep > kPi) {
            sweep -= 2 * kPi;
        }
        while (sweep < -kPi) {
            sweep += 2 * kPi;
        }
        arcStart[static_cast<std::size_t>(i)] = static_cast<int>(v.size());
        for (int k = 0; k <= kArc; ++k) {
            const double a = a0 + sweep * k / kArc;
            v.push_back(
                vertex({p.x + half * std::cos(a) + o.x, p.y + half * std::sin(a) + o.y}, clear));
        }
    }
    for (int i = 0; i < n; ++i) {
        const int j = (i + 1) % n;
        const int a = inner[static_cast<std::size_t>(i)];
        const int b = inner[static_cast<std::size_t>(j)];
        const int arc = arcStart[static_cast<std::size_t>(i)];
        idx.insert(idx.end(), {0, a, b});
        for (int k = 0; k < kArc; ++k) {
            idx.insert(idx.end(), {a, arc + k, arc + k + 1});
        }
        const int nextArc = arcStart[static_cast<std::size_t>(j)];
        idx.insert(idx.end(), {a, arc + kArc, nextArc, a, nextArc, b});
    }
    geometry(nullptr, v, idx);
}

void Painter::fillPath(const std::vector<Vec2>& path, SDL_Color c, int dx, int dy) const {
    std::vector<SDL_Vertex> v;
    v.reserve(path.size());
    for (const Vec2& p : path) {
        v.push_back(vertex({p.x + dx, p.y + dy}, c));
    }
    geometry(nullptr, v, convexStrip(path));
}

void Painter::roundedOutline(const SDL_Rect& r, double radius, double width, SDL_Color c) const {
    const auto outer = roundedPath(r, radius, width / 2);
    const auto inner = roundedPath(r, radius, -width / 2);
    std::vector<SDL_Vertex> v;
    std::vector<int> idx;
    const int n = static_cast<int>(outer.size());
    for (int i = 0; i < n; ++i) {
        const auto k = static_cast<std::size_t>(i);
        v.push_back(vertex({outer[k].x + m_dx, outer[k].y + m_dy}, c));
        v.push_back(vertex({inner[k].x + m_dx, inner[k].y + m_dy}, c));
        const int a = 2 * i;
        const int b = 2 * ((i + 1) % n);
        idx.insert(idx.end(), {a, a + 1, b, b, a + 1, b + 1});
    }
    geometry(nullptr, v, idx);
}

void Painter::line(Vec2 a, Vec2 b, double width, SDL_Color c) const {
    const double dx = b.x - a.x;
    const double dy = b.y - a.y;
    const double len = std::hypot(dx, dy);
    if (len < 1e-6) {
        return;
    }
    const double nx = -dy / len * width / 2;
    const double ny = dx / len * width / 2;
    const Vec2 o{static_cast<double>(m_dx), static_cast<double>(m_dy)};
    SDL_Vertex v[4] = {
        vertex({a.x + nx + o.x, a.y + ny + o.y}, c), vertex({a.x - nx + o.x, a.y - ny + o.y}, c),
        vertex({b.x - nx + o.x, b.y - ny + o.y}, c), vertex({b.x + nx + o.x, b.y + ny + o.y}, c)};
    const int idx[6] = {0, 1, 2, 0, 2, 3};
    SDL_RenderGeometry(m_renderer, nullptr, v, 4, idx, 6);
    m_counters.draw(trianglesArea(v, 4, idx, 6));
}

void Painter::dashedLine(Vec2 a, Vec2 b, double width, double dash, double gap, SDL_Color c) const {
    const double len = std::hypot(b.x - a.x, b.y - a.y);
    if (len < 1e-6) {
        return;
    }
    const double ux = (b.x - a.x) / len;
    const double uy = (b.y - a.y) / len;
    for (double d = 0; d < len; d += dash + gap) {
        const double e = std::min(len, d + dash);
        line({a.x + ux * d, a.y + uy * d}, {a.x + ux * e, a.y + uy * e}, width, c);
    }
}

void Painter::disc(Vec2 centre, double radius, SDL_Color c) const {
    fillPath(discPath(centre, radius), c, m_dx, m_dy);
}

void Painter::ring(Vec2 centre, double radius, double width, SDL_Color c) const {
    const int n = std::max(12, static_cast<int>(radius * 1.5));
    std::vector<SDL_Vertex> v;
    std::vector<int> idx;
    const Vec2 o{centre.x + m_dx, centre.y + m_dy};
    const double r0 = radius - width / 2;
    const double r1 = radius + width / 2;
    for (int i = 0; i < n; ++i) {
        const double a = 2 * kPi * i / n;
        v.push_back(vertex({o.x + r0 * std::cos(a), o.y + r0 * std::sin(a)}, c));
        v.push_back(vertex({o.x + r1 * std::cos(a), o.y + r1 * std::sin(a)}, c));
        const int j = (i + 1) % n;
        idx.insert(idx.end(), {2 * i, 2 * i + 1, 2 * j + 1, 2 * i, 2 * j + 1, 2 * j});
    }
    geometry(nullptr, v, idx);
}

void Painter::triangle(Vec2 a, Vec2 b, Vec2 c, SDL_Color colour) const {
    const Vec2 o{static_cast<double>(m_dx), static_cast<double>(m_dy)};
    SDL_Vertex v[3] = {vertex({a.x + o.x, a.y + o.y}, colour),
                       vertex({b.x + o.x, b.y + o.y}, colour),
                       vertex({c.x + o.x, c.y + o.y}, colour)};
    SDL_RenderGeometry(m_renderer, nullptr, v, 3, nullptr, 0);
    m_counters.draw(trianglesArea(v, 3, nullptr, 0));
}

} // namespace greed::app

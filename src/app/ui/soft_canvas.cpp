// SoftCanvas: span filling of convex polygons into a locked streaming texture, perspective
// texturing through the quad's inverse projective map, and source-over in straight alpha.
#include "app/ui/soft_canvas.hpp"

#include "app/ui/solid_fill.hpp"
#include "platform/window_blit.hpp"

#include <algorithm>
#include <cmath>

namespace greed::app {

namespace {

// `src` (straight alpha, channels 0..255) laid over the pixel `dst`, as the renderer's blend
// mode BLEND does on an opaque target, and exactly "over" on a transparent one.
inline Uint32 over(Uint32 dst, Uint32 sa, Uint32 sr, Uint32 sg, Uint32 sb) {
    const Uint32 da = dst >> 24;
    if (sa == 255 || da == 0) {
        return sa << 24 | sr << 16 | sg << 8 | sb;
    }
    if (sa == 0) {
        return dst;
    }
    const Uint32 dr = dst >> 16 & 255;
    const Uint32 dg = dst >> 8 & 255;
    const Uint32 db = dst & 255;
    // Weights scaled by 255: the source's, and what shows of the pixel under it.
    const Uint32 ws = sa * 255;
    const Uint32 wd = da * (255 - sa);
    const Uint32 total = ws + wd;
    auto ch = [&](Uint32 s, Uint32 d) {
        return (s * ws + d * wd + total / 2) / total;
    };
    return (total + 127) / 255 << 24 | ch(sr, dr) << 16 | ch(sg, dg) << 8 | ch(sb, db);
}

// `src` laid over an opaque pixel (the window's, whose unused byte means nothing): the
// renderer's BLEND, a in 1/256 steps.
inline Uint32 overOpaque(Uint32 dst, Uint32 sa, Uint32 sr, Uint32 sg, Uint32 sb) {
    if (sa == 255) {
        return 0xff000000u | sr << 16 | sg << 8 | sb;
    }
    const Uint32 a = sa + (sa >> 7);
    const Uint32 keep = 256 - a;
    const Uint32 rb = (((dst & 0x00ff00ffu) * keep + (sr << 16 | sb) * a) >> 8) & 0x00ff00ffu;
    const Uint32 g = (((dst & 0x0000ff00u) * keep + (sg << 8) * a) >> 8) & 0x0000ff00u;
    return 0xff000000u | rb | g;
}

} // namespace

std::optional<TexMap> TexMap::fromQuad(const std::array<Vec2, 4>& c) {
    // The square-to-quad map (Heckbert): x = (a u + b v + c0) / (g u + h v + 1), likewise y.
    const double sx = c[0].x - c[1].x + c[2].x - c[3].x;
    const double sy = c[0].y - c[1].y + c[2].y - c[3].y;
    double g = 0;
    double h = 0;
    if (std::abs(sx) > 1e-9 || std::abs(sy) > 1e-9) {
        const double dx1 = c[1].x - c[2].x;
        const double dx2 = c[3].x - c[2].x;
        const double dy1 = c[1].y - c[2].y;
        const double dy2 = c[3].y - c[2].y;
        const double det = dx1 * dy2 - dx2 * dy1;
        if (std::abs(det) < 1e-12) {
            return std::nullopt;
        }
        g = (sx * dy2 - dx2 * sy) / det;
        h = (dx1 * sy - sx * dy1) / det;
    }
    const double a = c[1].x - c[0].x + g * c[1].x;
    const double b = c[3].x - c[0].x + h * c[3].x;
    const double c0 = c[0].x;
    const double d = c[1].y - c[0].y + g * c[1].y;
    const double e = c[3].y - c[0].y + h * c[3].y;
    const double f = c[0].y;
    // Its inverse as the adjugate (the scale cancels in the division).
    TexMap t;
    t.m = {e - f * h,      c0 * h - b,    b * f - c0 * e, f * g - d,    a - c0 * g,
           c0 * d - a * f, d * h - e * g, b * g - a * h,  a * e - b * d};
    if (std::abs(a * t.m[0] + b * t.m[3] + c0 * t.m[6]) < 1e-9) {
        return std::nullopt; // the quad has no area: no inverse
    }
    return t;
}

Vec2 TexMap::at(double x, double y) const {
    const double w = m[6] * x + m[7] * y + m[8];
    return {(m[0] * x + m[1] * y + m[2]) / w, (m[3] * x + m[4] * y + m[5]) / w};
}

namespace {

// Two pixels mixed by f/256 (0..256), two channels per multiply: pixels premultiplied.
inline Uint32 mix(Uint32 p, Uint32 q, Uint32 f) {
    const Uint32 g = 256 - f;
    const Uint32 rb = ((p & 0x00ff00ffu) * g + (q & 0x00ff00ffu) * f) >> 8 & 0x00ff00ffu;
    const Uint32 ag = ((p >> 8 & 0x00ff00ffu) * g + (q >> 8 & 0x00ff00ffu) * f) & 0xff00ff00u;
    return rb | ag;
}

inline Uint32 premultiplied(Uint32 t) {
    const Uint32 a = t >> 24;
    auto ch = [a](Uint32 v) {
        return (v * a + 127) / 255;
    };
    return a << 24 | ch(t >> 16 & 255) << 16 | ch(t >> 8 & 255) << 8 | ch(t & 255);
}

} // namespace

TurnSource turnSource(const PixelImage& image) {
    TurnSource out;
    out.w = image.w;
    out.h = image.h;
    // Premultiplied, inside a transparent border a pixel wide: the filter then reads four
    // texels with no bounds checks, and the surround leaves no dark fringe.
    const int pw = image.w + 2;
    const int ph = image.h + 2;
    out.pixels.assign(static_cast<std::size_t>(pw) * static_cast<std::size_t>(ph), 0u);
    for (int y = 0; y < image.h; ++y) {
        for (int x = 0; x < image.w; ++x) {
            out.pixels[static_cast<std::size_t>((y + 1) * pw + x + 1)] =
                premultiplied(image.pixels[static_cast<std::size_t>(y * image.w + x)]);
        }
    }
    return out;
}

PixelImage turnedImage(const PixelImage& image, double angle, int side) {
    return turnedImage(turnSource(image), angle, side);
}

PixelImage turnedImage(const TurnSource& source, double angle, int side) {
    PixelImage out;
    out.w = side;
    out.h = side;
    out.pixels.assign(static_cast<std::size_t>(side) * static_cast<std::size_t>(side), 0u);
    if (source.w <= 0 || source.h <= 0) {
        return out;
    }
    // 255 * 65536 / alpha: back to straight alpha by a multiply, not three divisions.
    static const std::array<Uint32, 256> unpremultiply = [] {
        std::array<Uint32, 256> t{};
        for (Uint32 a = 1; a < 256; ++a) {
            t[a] = (255u * 65536u + a / 2) / a;
        }
        return t;
    }();
    const int pw = source.w + 2;
    const std::vector<Uint32>& src = source.pixels;
    const double a = angle * 3.14159265358979323846 / 180.0;
    const double c = std::cos(a);
    const double s = std::sin(a);
    // The image's centre sits where a w x h box centred in the square has it.
    const double cx = (side - source.w) / 2 + source.w / 2.0;
    const double cy = (side - source.h) / 2 + source.h / 2.0;
    // Only the turned image's box (a pixel wider for the filter) is sampled.
    const double reachX = (std::abs(c) * source.w + std::abs(s) * source.h) / 2 + 1;
    const double reachY = (std::abs(s) * source.w + std::abs(c) * source.h) / 2 + 1;
    const int y0 = std::max(0, static_cast<int>(cy - reachY));
    const int y1 = std::min(side, static_cast<int>(std::ceil(cy + reachY)));
    const int x0 = std::max(0, static_cast<int>(cx - reachX));
    const int x1 = std::min(side, static_cast<int>(std::ceil(cx + reachX)));
    // Source positions in 16.16 fixed point (in the bordered image), stepped along each row.
    constexpr double kOne = 65536.0;
    const auto stepX = static_cast<long>(std::lround(c * kOne));
    const auto stepY = static_cast<long>(std::lround(-s * kOne));
    const long limitX = static_cast<long>(source.w + 1) << 16;
    const long limitY = static_cast<long>(source.h + 1) << 16;
    for (int y = y0; y < y1; ++y) {
        const double dy = y + 0.5 - cy;
        const double dx = x0 + 0.5 - cx;
        // Back into the image: turned the other way, pixel centres at +0.5, border +1.
        long sx = std::lround((c * dx + s * dy + source.w / 2.0 + 0.5) * kOne);
        long sy = std::lround((-s * dx + c * dy + source.h / 2.0 + 0.5) * kOne);
        Uint32* row = out.pixels.data() + static_cast<std::ptrdiff_t>(y) * side;
        for (int x = x0; x < x1; ++x, sx += stepX, sy += stepY) {
            if (sx < 0 || sy < 0 || sx >= limitX || sy >= limitY) {
                continue;
            }
            const auto ix = static_cast<int>(sx >> 16);
            const auto iy = static_cast<int>(sy >> 16);
            const auto fx = static_cast<Uint32>(sx >> 8 & 0xff);
            const auto fy = static_cast<Uint32>(sy >> 8 & 0xff);
            const Uint32* t = src.data() + static_cast<std::ptrdiff_t>(iy) * pw + ix;
            const Uint32 p = mix(mix(t[0], t[1], fx), mix(t[pw], t[pw + 1], fx), fy);
            const Uint32 alpha = p >> 24;
            if (alpha == 0) {
                continue;
            }
            if (alpha == 255) {
                row[x] = p;
                continue;
            }
            // Back to straight alpha.
            const Uint32 k = unpremultiply[alpha];
            auto ch = [k](Uint32 v) {
                return std::min(255u, (v * k + 32768u) >> 16);
            };
            row[x] = alpha << 24 | ch(p >> 16 & 255) << 16 | ch(p >> 8 & 255) << 8 | ch(p & 255);
        }
    }
    return out;
}

bool SoftCanvas::begin(SDL_Renderer* renderer, SDL_Rect area) {
    m_renderer = renderer;
    m_onWindow = false;
    if (const auto window = platform::windowPixels(renderer)) {
        SDL_Surface* surface = window->surface;
        if (!SDL_MUSTLOCK(surface)) {
            // Straight onto the window: no buffer to clear and no blended copy of it; the
            // window's clip rect and viewport are the drawing's bounds.
            const SDL_Rect clip{window->clip.x - window->origin.x,
                                window->clip.y - window->origin.y, window->clip.w, window->clip.h};
            if (SDL_IntersectRect(&area, &clip, &m_area) != SDL_TRUE) {
                return false;
            }
            SDL_RenderFlush(renderer); // what was queued lands under the drawing
            m_pitch = surface->pitch / 4;
            m_pixels = static_cast<Uint32*>(surface->pixels) +
                       static_cast<std::ptrdiff_t>(m_area.y + window->origin.y) * m_pitch +
                       (m_area.x + window->origin.x);
            m_onWindow = true;
            return true;
        }
    }
    int tw = 0;
    int th = 0;
    if (SDL_Texture* target = SDL_GetRenderTarget(renderer)) {
        SDL_QueryTexture(target, nullptr, nullptr, &tw, &th);
    } else {
        SDL_GetRendererOutputSize(renderer, &tw, &th);
    }
    const SDL_Rect whole{0, 0, tw, th};
    if (SDL_IntersectRect(&area, &whole, &m_area) != SDL_TRUE) {
        return false;
    }
    if (!m_texture || m_area.w > m_capacityW || m_area.h > m_capacityH) {
        // Grown in steps, so a die turning over does not make a new texture every frame.
        m_capacityW = std::max(m_capacityW, (m_area.w + 63) / 64 * 64);
        m_capacityH = std::max(m_capacityH, (m_area.h + 63) / 64 * 64);
        m_texture.reset(SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888,
                                          SDL_TEXTUREACCESS_STREAMING, m_capacityW, m_capacityH));
        if (!m_texture) {
            m_capacityW = 0;
            m_capacityH = 0;
            return false;
        }
        SDL_SetTextureBlendMode(m_texture.get(), SDL_BLENDMODE_BLEND);
    }
    const SDL_Rect part{0, 0, m_area.w, m_area.h};
    void* pixels = nullptr;
    int pitch = 0;
    if (SDL_LockTexture(m_texture.get(), &part, &pixels, &pitch) != 0) {
        return false;
    }
    m_pixels = static_cast<Uint32*>(pixels);
    m_pitch = pitch / 4;
    for (int y = 0; y < m_area.h; ++y) {
        std::fill_n(m_pixels + static_cast<std::ptrdiff_t>(y) * m_pitch, m_area.w, 0u);
    }
    return true;
}

void SoftCanvas::beginImage(PixelImage& image, int w, int h) {
    m_onWindow = false;
    image.w = w;
    image.h = h;
    image.pixels.assign(static_cast<std::size_t>(w) * static_cast<std::size_t>(h), 0u);
    m_pixels = image.pixels.data();
    m_pitch = w;
    m_area = {0, 0, w, h};
}

Uint32* SoftCanvas::row(int y) const {
    return m_pixels + static_cast<std::ptrdiff_t>(y - m_area.y) * m_pitch - m_area.x;
}

inline void SoftCanvas::put(Uint32& px, Uint32 a, Uint32 r, Uint32 g, Uint32 b) const {
    px = m_onWindow ? overOpaque(px, a, r, g, b) : over(px, a, r, g, b);
}

void SoftCanvas::putSpan(Uint32* out, int x0, int x1, SDL_Color c) const {
    if (x0 >= x1 || c.a == 0) {
        return;
    }
    if (m_onWindow) {
        // The window's pixels are opaque: a run of one colour is a fill or one SIMD blend.
        const Uint32 colour = 0xff000000u | Uint32{c.r} << 16 | Uint32{c.g} << 8 | c.b;
        if (c.a == 255) {
            std::fill(out + x0, out + x1, colour);
        } else {
            blendRow(out + x0, x1 - x0, colour, c.a);
        }
        return;
    }
    for (int x = x0; x < x1; ++x) {
        put(out[x], c.a, c.r, c.g, c.b);
    }
}

template <typename Span>
void SoftCanvas::scan(const std::vector<Vec2>& polygon, Span&& span) const {
    if (polygon.size() < 3 || m_pixels == nullptr) {
        return;
    }
    double top = polygon[0].y;
    double bottom = polygon[0].y;
    for (const Vec2& p : polygon) {
        top = std::min(top, p.y);
        bottom = std::max(bottom, p.y);
    }
    // Pixel centres at y + 0.5 from the first inside the polygon to the last.
    const int y0 = std::max(m_area.y, static_cast<int>(std::ceil(top - 0.5)));
    const int y1 = std::min(m_area.y + m_area.h, static_cast<int>(std::ceil(bottom - 0.5)));
    const std::size_t n = polygon.size();
    for (int y = y0; y < y1; ++y) {
        const double yc = y + 0.5;
        double left = 1e30;
        double right = -1e30;
        for (std::size_t i = 0; i < n; ++i) {
            const Vec2& a = polygon[i];
            const Vec2& b = polygon[(i + 1) % n];
            if ((a.y <= yc && yc < b.y) || (b.y <= yc && yc < a.y)) {
                const double x = a.x + (yc - a.y) * (b.x - a.x) / (b.y - a.y);
                left = std::min(left, x);
                right = std::max(right, x);
            }
        }
        const int x0 = std::max(m_area.x, static_cast<int>(std::ceil(left - 0.5)));
        const int x1 = std::min(m_area.x + m_area.w, static_cast<int>(std::ceil(right - 0.5)));
        if (x0 < x1) {
            span(y, x0, x1);
        }
    }
}

void SoftCanvas::fill(const std::vector<Vec2>& polygon, SDL_Color c) {
    if (c.a == 0) {
        return;
    }
    scan(polygon, [&](int y, int x0, int x1) { putSpan(row(y), x0, x1, c); });
}

namespace {
// An edge of a convex polygon as a distance: n . p + c, positive inside, in pixels.
struct EdgeLine {
    double nx;
    double ny;
    double c;
};

// The inward edge lines of a convex polygon of either winding (none when it is degenerate).
std::vector<EdgeLine> edgeLines(const std::vector<Vec2>& polygon) {
    const std::size_t n = polygon.size();
    double area2 = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const Vec2& a = polygon[i];
        const Vec2& b = polygon[(i + 1) % n];
        area2 += a.x * b.y - b.x * a.y;
    }
    std::vector<EdgeLine> out;
    if (std::abs(area2) < 1e-9) {
        return out;
    }
    const double sign = area2 > 0 ? 1.0 : -1.0;
    for (std::size_t i = 0; i < n; ++i) {
        const Vec2& a = polygon[i];
        const Vec2& b = polygon[(i + 1) % n];
        const double len = std::hypot(b.x - a.x, b.y - a.y);
        if (len < 1e-9) {
            continue;
        }
        const double nx = -sign * (b.y - a.y) / len;
        const double ny = sign * (b.x - a.x) / len;
        out.push_back({nx, ny, -(nx * a.x + ny * a.y)});
    }
    return out;
}
} // namespace

void SoftCanvas::fillSoft(const std::vector<Vec2>& polygon, SDL_Color c, double feather) {
    if (feather < 1.0) {
        fill(polygon, c);
        return;
    }
    if (c.a == 0 || polygon.size() < 3 || m_pixels == nullptr) {
        return;
    }
    const std::vector<EdgeLine> edges = edgeLines(polygon);
    if (edges.size() < 3) {
        return;
    }
    const double half = feather / 2;
    double top = polygon[0].y;
    double bottom = polygon[0].y;
    for (const Vec2& p : polygon) {
        top = std::min(top, p.y);
        bottom = std::max(bottom, p.y);
    }
    const int y0 = std::max(m_area.y, static_cast<int>(std::floor(top - half)));
    const int y1 = std::min(m_area.y + m_area.h, static_cast<int>(std::ceil(bottom + half)));
    std::vector<double> at(edges.size()); // each edge's distance at x = 0 on this row
    std::vector<float> ramp(edges.size());
    std::vector<float> rampStep(edges.size());
    for (int y = y0; y < y1; ++y) {
        const double yc = y + 0.5;
        // Per edge the distance is linear along the row: the row's reach (every distance
        // above -half) and its solid middle (every distance above half) are intervals.
        double outL = -1e30;
        double outR = 1e30;
        double inL = -1e30;
        double inR = 1e30;
        for (std::size_t e = 0; e < edges.size(); ++e) {
            const EdgeLine& l = edges[e];
            at[e] = l.ny * yc + l.c;
            if (std::abs(l.nx) < 1e-12) {
                if (at[e] < -half) {
                    outL = 1e30;
                }
                if (at[e] < half) {
                    inL = 1e30;
                }
                continue;
            }
            const double xo = (-half - at[e]) / l.nx;
            const double xi = (half - at[e]) / l.nx;
            if (l.nx > 0) {
                outL = std::max(outL, xo);
                inL = std::max(inL, xi);
            } else {
                outR = std::min(outR, xo);
                inR = std::min(inR, xi);
            }
        }
        // Pixels whose centres x + 0.5 lie in the intervals.
        // (Bounds kept in int range: an empty side is +-1e30.)
        auto first = [](double v) {
            return static_cast<int>(std::ceil(std::clamp(v, -1e9, 1e9) - 0.5));
        };
        auto end = [](double v) {
            return static_cast<int>(std::floor(std::clamp(v, -1e9, 1e9) - 0.5)) + 1;
        };
        const int x0 = std::max(m_area.x, first(outL));
        const int x1 = std::min(m_area.x + m_area.w, end(outR));
        if (x0 >= x1) {
            continue;
        }
        int s0 = std::clamp(first(inL), x0, x1);
        int s1 = std::clamp(end(inR), x0, x1);
        if (s0 >= s1) {
            s0 = x1;
            s1 = x1;
        }
        Uint32* out = row(y);
        // With a solid middle on the row, a pixel left of it is inside every edge facing the
        // other way (and every level one) by more than half the band: only the edges facing
        // its side shade it. Without one (the rows of the top and bottom bands), all do.
        const bool middle = s0 < s1;
        const double inv = 1.0 / feather;
        auto soft = [&](int from, int to, double side) {
            // Each edge's ramp is linear along the row: its value at the first pixel and its
            // step, in floats, for the edges that shade this side.
            std::size_t n = 0;
            const double xc = from + 0.5;
            for (std::size_t e = 0; e < edges.size(); ++e) {
                if (middle && edges[e].nx * side <= 0) {
                    continue;
                }
                ramp[n] = static_cast<float>((edges[e].nx * xc + at[e] + half) * inv);
                rampStep[n] = static_cast<float>(edges[e].nx * inv);
                ++n;
            }
            for (int x = from; x < to; ++x) {
                // The ramps multiplied: corners round off as two ramps meet.
                float k = c.a;
                for (std::size_t e = 0; e < n; ++e) {
                    k *= std::clamp(ramp[e], 0.0f, 1.0f);
                    ramp[e] += rampStep[e];
                }
                const auto a = static_cast<Uint32>(k + 0.5f);
                if (a > 0) {
                    put(out[x], a, c.r, c.g, c.b);
                }
            }
        };
        soft(x0, s0, 1.0);
        putSpan(out, s0, s1, c);
        soft(s1, x1, -1.0);
    }
}

void SoftCanvas::fillTextured(const std::vector<Vec2>& polygon, const PixelImage& image,
                              const TexMap& map, SDL_Color c) {
    if (image.w <= 0 || image.h <= 0 || c.a == 0) {
        return;
    }
    const auto& m = map.m;
    const double w = image.w;
    const double h = image.h;
    const Uint32 maxX = static_cast<Uint32>(image.w - 1);
    const Uint32 maxY = static_cast<Uint32>(image.h - 1);
    // The texel under a pixel centre, 16.16 fixed point, from homogeneous coordinates.
    auto texel = [](double n, double nw) {
        const double q = n / nw;
        return q == q ? static_cast<long>(std::clamp(q, -1.0, 1e5) * 65536.0) : 0L; // NaN: 0
    };
    auto channel = [](Uint32 v, Uint32 k) {
        const Uint32 x = v * k; // x / 255 rounded down
        return (x + 1 + (x >> 8)) >> 8;
    };
    scan(polygon, [&](int y, int x0, int x1) {
        Uint32* out = row(y);
        const double yc = y + 0.5;
        const double xc = x0 + 0.5;
        // Homogeneous texture coordinates, stepped along the row; the division that makes
        // them perspective-correct is done every kRun pixels and the texel stepped linearly
        // in between (a die's face is small: the error stays under a texel).
        constexpr int kRun = 16;
        double nu = (m[0] * xc + m[1] * yc + m[2]) * w;
        double nv = (m[3] * xc + m[4] * yc + m[5]) * h;
        double nw = m[6] * xc + m[7] * yc + m[8];
        const double du = m[0] * w;
        const double dv = m[3] * h;
        const double dw = m[6];
        long su = texel(nu, nw);
        long sv = texel(nv, nw);
        for (int x = x0; x < x1;) {
            const int n = std::min(kRun, x1 - x);
            nu += du * n;
            nv += dv * n;
            nw += dw * n;
            const long eu = texel(nu, nw);
            const long ev = texel(nv, nw);
            const long stepU = (eu - su) / n;
            const long stepV = (ev - sv) / n;
            auto fetch = [&] {
                const Uint32 tx = std::min(static_cast<Uint32>(std::max(su, 0L) >> 16), maxX);
                const Uint32 ty = std::min(static_cast<Uint32>(std::max(sv, 0L) >> 16), maxY);
                su += stepU;
                sv += stepV;
                return image.pixels[ty * static_cast<Uint32>(image.w) + tx];
            };
            if (m_onWindow) {
                // The run's texels gathered, then modulated and blended 4 at a time.
                std::array<Uint32, kRun> texels{};
                for (int i = 0; i < n; ++i) {
                    texels[static_cast<std::size_t>(i)] = fetch();
                }
                platform::blendPixels(out + x, texels.data(), n, c);
                x += n;
            } else {
                for (const int end = x + n; x < end; ++x) {
                    const Uint32 t = fetch();
                    const Uint32 ta = channel(t >> 24, c.a);
                    if (ta == 0) {
                        continue;
                    }
                    put(out[x], ta, channel(t >> 16 & 255, c.r), channel(t >> 8 & 255, c.g),
                        channel(t & 255, c.b));
                }
            }
            su = eu;
            sv = ev;
        }
    });
}

void SoftCanvas::finish() {
    if (m_pixels == nullptr) {
        return;
    }
    if (m_onWindow) {
        m_pixels = nullptr; // drawn in place
        m_onWindow = false;
        return;
    }
    SDL_UnlockTexture(m_texture.get());
    m_pixels = nullptr;
    const SDL_Rect part{0, 0, m_area.w, m_area.h};
    platform::copyTexture(m_renderer, m_texture.get(), &part, &m_area);
}

const PixelImage* SoftCanvas::imageOf(SDL_Renderer* renderer, const std::string& key,
                                      SDL_Texture* texture) {
    if (auto it = m_images.find(key); it != m_images.end()) {
        return &it->second;
    }
    if (texture == nullptr) {
        return nullptr;
    }
    PixelImage image;
    if (!platform::readPixels(renderer, texture, image.pixels, image.w, image.h)) {
        return nullptr;
    }
    // Face art at a few sizes: a bound only against a long session of resizes.
    if (m_images.size() >= 256) {
        m_images.clear();
    }
    return &m_images.emplace(key, std::move(image)).first->second;
}

} // namespace greed::app

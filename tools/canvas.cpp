// Canvas: compositing, anti-aliased fills, blur and PNG output for the asset generator.
#include "canvas.hpp"

#include <SDL.h>
#include <SDL_image.h>

#include <algorithm>
#include <cmath>
#include <memory>

namespace greed::tools {

Rgba hex(std::uint32_t rgb, float alpha) {
    return {static_cast<float>((rgb >> 16) & 0xffu) / 255.0f,
            static_cast<float>((rgb >> 8) & 0xffu) / 255.0f,
            static_cast<float>(rgb & 0xffu) / 255.0f, alpha};
}

Rgba mix(const Rgba& a, const Rgba& b, float t) {
    return {a.r + (b.r - a.r) * t, a.g + (b.g - a.g) * t, a.b + (b.b - a.b) * t,
            a.a + (b.a - a.a) * t};
}

Rgba scaled(const Rgba& c, float factor) {
    return {c.r * factor, c.g * factor, c.b * factor, c.a};
}

Rgba withAlpha(const Rgba& c, float alpha) {
    return {c.r, c.g, c.b, alpha};
}

float clamp01(float v) {
    return std::min(1.0f, std::max(0.0f, v));
}

float coverage(float distance) {
    return clamp01(0.5f - distance);
}

float smoothstep(float edge0, float edge1, float v) {
    const float t = clamp01((v - edge0) / (edge1 - edge0));
    return t * t * (3.0f - 2.0f * t);
}

Canvas::Canvas(int width, int height)
    : m_width(width), m_height(height), m_pixels(static_cast<std::size_t>(width * height)) {}

Pixel Canvas::get(int x, int y) const {
    if (x < 0 || y < 0 || x >= m_width || y >= m_height) {
        return {};
    }
    return at(x, y);
}

Pixel Canvas::sample(float x, float y) const {
    const float fx = x - 0.5f;
    const float fy = y - 0.5f;
    const int x0 = static_cast<int>(std::floor(fx));
    const int y0 = static_cast<int>(std::floor(fy));
    const float tx = fx - static_cast<float>(x0);
    const float ty = fy - static_cast<float>(y0);
    const Pixel p00 = get(x0, y0);
    const Pixel p10 = get(x0 + 1, y0);
    const Pixel p01 = get(x0, y0 + 1);
    const Pixel p11 = get(x0 + 1, y0 + 1);
    auto lerp = [](float a, float b, float t) {
        return a + (b - a) * t;
    };
    auto row = [&](const Pixel& a, const Pixel& b) {
        return Pixel{lerp(a.r, b.r, tx), lerp(a.g, b.g, tx), lerp(a.b, b.b, tx),
                     lerp(a.a, b.a, tx)};
    };
    const Pixel top = row(p00, p10);
    const Pixel bottom = row(p01, p11);
    return {lerp(top.r, bottom.r, ty), lerp(top.g, bottom.g, ty), lerp(top.b, bottom.b, ty),
            lerp(top.a, bottom.a, ty)};
}

void Canvas::blend(int x, int y, const Rgba& colour, float cover) {
    if (x < 0 || y < 0 || x >= m_width || y >= m_height) {
        return;
    }
    const float a = clamp01(colour.a * cover);
    if (a <= 0.0f) {
        return;
    }
    Pixel& p = at(x, y);
    const float keep = 1.0f - a;
    p.r = colour.r * a + p.r * keep;
    p.g = colour.g * a + p.g * keep;
    p.b = colour.b * a + p.b * keep;
    p.a = a + p.a * keep;
}

void Canvas::fill(const Sdf& shape, const Paint& paint) {
    for (int y = 0; y < m_height; ++y) {
        for (int x = 0; x < m_width; ++x) {
            const float px = static_cast<float>(x) + 0.5f;
            const float py = static_cast<float>(y) + 0.5f;
            const float c = coverage(shape(px, py));
            if (c > 0.0f) {
                blend(x, y, paint(px, py), c);
            }
        }
    }
}

void Canvas::fillSupersampled(const Sdf& shape, const Paint& paint, int n) {
    const float step = 1.0f / static_cast<float>(n);
    fill(shape, [&](float px, float py) {
        Rgba acc{0.0f, 0.0f, 0.0f, 0.0f};
        for (int j = 0; j < n; ++j) {
            for (int i = 0; i < n; ++i) {
                const Rgba c = paint(px - 0.5f + (static_cast<float>(i) + 0.5f) * step,
                                     py - 0.5f + (static_cast<float>(j) + 0.5f) * step);
                acc.r += c.r;
                acc.g += c.g;
                acc.b += c.b;
                acc.a += c.a;
            }
        }
        const float k = step * step;
        return Rgba{acc.r * k, acc.g * k, acc.b * k, acc.a * k};
    });
}

void Canvas::fill(const Sdf& shape, const Rgba& colour) {
    fill(shape, [&colour](float, float) { return colour; });
}

void Canvas::paint(const Paint& paint) {
    for (int y = 0; y < m_height; ++y) {
        for (int x = 0; x < m_width; ++x) {
            blend(x, y, paint(static_cast<float>(x) + 0.5f, static_cast<float>(y) + 0.5f));
        }
    }
}

void Canvas::draw(const Canvas& src, int dx, int dy, float opacity) {
    for (int y = 0; y < src.height(); ++y) {
        for (int x = 0; x < src.width(); ++x) {
            const int tx = x + dx;
            const int ty = y + dy;
            if (tx < 0 || ty < 0 || tx >= m_width || ty >= m_height) {
                continue;
            }
            const Pixel& s = src.at(x, y);
            const float a = s.a * opacity;
            if (a <= 0.0f) {
                continue;
            }
            Pixel& d = at(tx, ty);
            const float keep = 1.0f - a;
            d.r = s.r * opacity + d.r * keep;
            d.g = s.g * opacity + d.g * keep;
            d.b = s.b * opacity + d.b * keep;
            d.a = a + d.a * keep;
        }
    }
}

void Canvas::drawScaled(const Canvas& src, float dx, float dy, float dw, float dh, float opacity) {
    const float sx = static_cast<float>(src.width()) / dw;
    const float sy = static_cast<float>(src.height()) / dh;
    // Enough sub-samples per destination pixel to cover the source footprint.
    const int n = std::max(2, static_cast<int>(std::ceil(std::max(sx, sy))) + 1);
    const int x0 = std::max(0, static_cast<int>(std::floor(dx)));
    const int y0 = std::max(0, static_cast<int>(std::floor(dy)));
    const int x1 = std::min(m_width, static_cast<int>(std::ceil(dx + dw)));
    const int y1 = std::min(m_height, static_cast<int>(std::ceil(dy + dh)));
    for (int y = y0; y < y1; ++y) {
        for (int x = x0; x < x1; ++x) {
            Pixel acc;
            for (int j = 0; j < n; ++j) {
                for (int i = 0; i < n; ++i) {
                    const float px = static_cast<float>(x) +
                                     (static_cast<float>(i) + 0.5f) / static_cast<float>(n);
                    const float py = static_cast<float>(y) +
                                     (static_cast<float>(j) + 0.5f) / static_cast<float>(n);
                    const float u = (px - dx) * sx;
                    const float v = (py - dy) * sy;
                    if (u < 0.0f || v < 0.0f || u > static_cast<float>(src.width()) ||
                        v > static_cast<float>(src.height())) {
                        continue;
                    }
                    const Pixel s = src.sample(u, v);
                    acc.r += s.r;
                    acc.g += s.g;
                    acc.b += s.b;
                    acc.a += s.a;
                }
            }
            const float k = opacity / static_cast<float>(n * n);
            const float a = acc.a * k;
            if (a <= 0.0f) {
                continue;
            }
            Pixel& d = at(x, y);
            const float keep = 1.0f - a;
            d.r = acc.r * k + d.r * keep;
            d.g = acc.g * k + d.g * keep;
            d.b = acc.b * k + d.b * keep;
            d.a = a + d.a * keep;
        }
    }
}

void Canvas::maskWith(const std::function<float(float x, float y)>& mask) {
    for (int y = 0; y < m_height; ++y) {
        for (int x = 0; x < m_width; ++x) {
            const float m =
                clamp01(mask(static_cast<float>(x) + 0.5f, static_cast<float>(y) + 0.5f));
            Pixel& p = at(x, y);
            p.r *= m;
            p.g *= m;
            p.b *= m;
            p.a *= m;
        }
    }
}

void Canvas::blur(float sigma) {
    if (sigma <= 0.0f) {
        return;
    }
    const int radius = static_cast<int>(std::ceil(sigma * 3.0f));
    std::vector<float> kernel(static_cast<std::size_t>(2 * radius + 1));
    float sum = 0.0f;
    for (int i = -radius; i <= radius; ++i) {
        const float w = std::exp(-0.5f * static_cast<float>(i * i) / (sigma * sigma));
        kernel[static_cast<std::size_t>(i + radius)] = w;
        sum += w;
    }
    for (float& w : kernel) {
        w /= sum;
    }
    std::vector<Pixel> tmp(m_pixels.size());
    auto pass = [&](bool horizontal, const std::vector<Pixel>& in, std::vector<Pixel>& out) {
        for (int y = 0; y < m_height; ++y) {
            for (int x = 0; x < m_width; ++x) {
                Pixel acc;
                for (int i = -radius; i <= radius; ++i) {
                    const int sx = horizontal ? x + i : x;
                    const int sy = horizontal ? y : y + i;
                    if (sx < 0 || sy < 0 || sx >= m_width || sy >= m_height) {
                        continue;
                    }
                    const Pixel& p = in[static_cast<std::size_t>(sy * m_width + sx)];
                    const float w = kernel[static_cast<std::size_t>(i + radius)];
                    acc.r += p.r * w;
                    acc.g += p.g * w;
                    acc.b += p.b * w;
                    acc.a += p.a * w;
                }
                out[static_cast<std::size_t>(y * m_width + x)] = acc;
            }
        }
    };
    pass(true, m_pixels, tmp);
    pass(false, tmp, m_pixels);
}

void bleedIntoTransparent(std::vector<std::uint8_t>& rgba, int w, int h) {
    // Each pass gives every transparent pixel beside a coloured one the mean colour of those
    // neighbours; what no pass reaches takes the mean of all coloured pixels.
    std::vector<char> coloured(static_cast<std::size_t>(w) * h);
    long sum[3] = {0, 0, 0};
    long count = 0;
    for (std::size_t i = 0; i < coloured.size(); ++i) {
        coloured[i] = rgba[i * 4 + 3] != 0;
        if (coloured[i] != 0) {
            for (int c = 0; c < 3; ++c) {
                sum[c] += rgba[i * 4 + static_cast<std::size_t>(c)];
            }
            ++count;
        }
    }
    if (count == 0 || count == static_cast<long>(coloured.size())) {
        return;
    }
    constexpr int kPasses = 8;
    for (int pass = 0; pass < kPasses; ++pass) {
        std::vector<std::size_t> reached;
        for (int y = 0; y < h; ++y) {
            for (int x = 0; x < w; ++x) {
                const auto i = static_cast<std::size_t>(y) * w + x;
                if (coloured[i] != 0) {
                    continue;
                }
                int acc[3] = {0, 0, 0};
                int n = 0;
                for (int dy = -1; dy <= 1; ++dy) {
                    for (int dx = -1; dx <= 1; ++dx) {
                        const int nx = x + dx;
                        const int ny = y + dy;
                        if (nx < 0 || ny < 0 || nx >= w || ny >= h) {
                            continue;
                        }
                        const auto k = static_cast<std::size_t>(ny) * w + nx;
                        if (coloured[k] != 0) {
                            for (int c = 0; c < 3; ++c) {
                                acc[c] += rgba[k * 4 + static_cast<std::size_t>(c)];
                            }
                            ++n;
                        }
                    }
                }
                if (n > 0) {
                    for (int c = 0; c < 3; ++c) {
                        rgba[i * 4 + static_cast<std::size_t>(c)] =
                            static_cast<std::uint8_t>((acc[c] + n / 2) / n);
                    }
                    reached.push_back(i);
                }
            }
        }
        if (reached.empty()) {
            break;
        }
        for (const std::size_t i : reached) {
            coloured[i] = 1; // after the pass, so a pass grows the colour one pixel
        }
    }
    for (std::size_t i = 0; i < coloured.size(); ++i) {
        if (coloured[i] == 0) {
            for (int c = 0; c < 3; ++c) {
                rgba[i * 4 + static_cast<std::size_t>(c)] =
                    static_cast<std::uint8_t>(sum[c] / count);
            }
        }
    }
}

bool Canvas::savePng(const std::string& path, std::string& error) const {
    std::unique_ptr<SDL_Surface, decltype(&SDL_FreeSurface)> surface(
        SDL_CreateRGBSurfaceWithFormat(0, m_width, m_height, 32, SDL_PIXELFORMAT_RGBA32),
        &SDL_FreeSurface);
    if (!surface) {
        error = SDL_GetError();
        return false;
    }
    auto toByte = [](float v) {
        return static_cast<std::uint8_t>(std::lround(clamp01(v) * 255.0f));
    };
    std::vector<std::uint8_t> rgba(static_cast<std::size_t>(m_width) * m_height * 4);
    for (int y = 0; y < m_height; ++y) {
        for (int x = 0; x < m_width; ++x) {
            const Pixel& p = at(x, y);
            const float a = clamp01(p.a);
            // Straight alpha on disk.
            const float inv = a > 0.0f ? 1.0f / a : 0.0f;
            std::uint8_t* px = &rgba[(static_cast<std::size_t>(y) * m_width + x) * 4];
            px[0] = toByte(p.r * inv);
            px[1] = toByte(p.g * inv);
            px[2] = toByte(p.b * inv);
            px[3] = toByte(a);
        }
    }
    bleedIntoTransparent(rgba, m_width, m_height);
    auto* base = static_cast<std::uint8_t*>(surface->pixels);
    for (int y = 0; y < m_height; ++y) {
        std::copy_n(&rgba[static_cast<std::size_t>(y) * m_width * 4],
                    static_cast<std::size_t>(m_width) * 4,
                    base + static_cast<std::ptrdiff_t>(y) * surface->pitch);
    }
    if (IMG_SavePNG(surface.get(), path.c_str()) != 0) {
        error = SDL_GetError();
        return false;
    }
    return true;
}

} // namespace greed::tools

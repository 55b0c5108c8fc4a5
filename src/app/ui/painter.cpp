// Painter: thin helpers over SDL_Render*; shapes via triangle geometry.
#include "app/ui/painter.hpp"

#include "platform/window_blit.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <functional>
#include <vector>

namespace greed::app {

namespace {
constexpr double kPi = 3.14159265358979323846;
// Pixels from which a translucent fill is drawn as tile copies (SolidFill).
constexpr int kSolidMinArea = 1024;

SDL_Vertex vertex(Vec2 p, SDL_Color c) {
    return SDL_Vertex{{static_cast<float>(p.x), static_cast<float>(p.y)}, c, {0.0f, 0.0f}};
}
} // namespace

namespace {
// Turned copies are cached by angle: blurred spinning dice, soft shadows, glows and spinning
// particles snap to 10 degrees (invisible at that speed, softness or size), everything else
// to 2. Particles at 2 degrees made a new copy nearly every frame of a burst and flooded the
// cache (a full drop and a new warm-up every few minutes). Particles also look the same turned
// by their symmetry (a spark's rays by 90 degrees, confetti by 180, a star's points by 72 with
// its light turning a little), so they fold into those few angles: their copies are all made
// in a game's first bursts instead of a few more in every later one. 0 means upright.
int snapAngle(const std::string& name, double angle) {
    if (std::abs(angle) < 0.01) {
        return 0;
    }
    double period = 360.0;
    double step = 2.0;
    if (name == "spark") {
        period = 90.0;
        step = 10.0;
    } else if (name == "confetti") {
        period = 180.0;
        step = 10.0;
    } else if (name == "star") {
        period = 72.0;
        step = 12.0;
    } else if (name.rfind("tumble_", 0) == 0 || name == "shadow" || name == "glow") {
        step = 10.0;
    }
    double a = std::fmod(angle, period);
    if (a < 0) {
        a += period;
    }
    return static_cast<int>(std::fmod(static_cast<double>(std::lround(a / step)) * step, period));
}

// The side of the square a w x h sprite turned by `angle` degrees is drawn on: its bounding
// box, not the diagonal (less to blend every frame).
int turnedSide(int w, int h, int angle) {
    const double r = angle * kPi / 180.0;
    const double c = std::abs(std::cos(r));
    const double sn = std::abs(std::sin(r));
    return static_cast<int>(std::ceil(std::max(w * c + h * sn, w * sn + h * c))) + 2;
}
} // namespace

bool contains(const SDL_Rect& r, int x, int y) {
    return x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h;
}

SDL_Rect inset(const SDL_Rect& r, int by) {
    return {r.x + by, r.y + by, r.w - 2 * by, r.h - 2 * by};
}

void Painter::clear(SDL_Color c) const {
    SDL_SetRenderDrawColor(m_renderer, c.r, c.g, c.b, c.a);
    SDL_RenderClear(m_renderer);
}

void Painter::fill(const SDL_Rect& r, SDL_Color c) const {
    SDL_SetRenderDrawColor(m_renderer, c.r, c.g, c.b, c.a);
    SDL_Rect o{r.x + m_dx, r.y + m_dy, r.w, r.h};
    SDL_BlendMode mode = SDL_BLENDMODE_NONE;
    SDL_GetRenderDrawBlendMode(m_renderer, &mode);
    if (c.a == 0 && mode == SDL_BLENDMODE_BLEND) {
        // Nothing to see, and SDL would still blend every pixel (a wash's first frame, fully
        // transparent, cost 40 M instructions at 1920x1080).
        return;
    }
    if (c.a == 255 && mode == SDL_BLENDMODE_BLEND) {
        // Opaque: the same pixels written, not blended. The software renderer blends a rect
        // pixel by pixel even at full alpha (~20 instructions a pixel); a plain fill is a
        // memset.
        SDL_SetRenderDrawBlendMode(m_renderer, SDL_BLENDMODE_NONE);
        SDL_RenderFillRect(m_renderer, &o);
        SDL_SetRenderDrawBlendMode(m_renderer, mode);
        return;
    }
    // Large translucent fills (washes, banners, panels) as tile copies: SDL blends a fill
    // through its generic path; small ones are not worth a copy's set-up.
    if (mode == SDL_BLENDMODE_BLEND && o.w * o.h >= kSolidMinArea &&
        m_solid.fill(m_renderer, o, c)) {
        return;
    }
    SDL_RenderFillRect(m_renderer, &o);
}

void Painter::outline(const SDL_Rect& r, SDL_Color c, int thickness) const {
    // Four bands through fill() (its fast paths; each pixel blended once, corners too).
    const int t = std::min({thickness, r.w / 2, r.h / 2});
    if (t <= 0) {
        return;
    }
    fill({r.x, r.y, r.w, t}, c);
    fill({r.x, r.y + r.h - t, r.w, t}, c);
    fill({r.x, r.y + t, t, r.h - 2 * t}, c);
    fill({r.x + r.w - t, r.y + t, t, r.h - 2 * t}, c);
}

SDL_Texture* Painter::bake(std::string key, SDL_Texture* src, int w, int h,
                           const std::function<void()>& draw) const {
    if (src == nullptr) {
        return nullptr;
    }
    return shape(std::move(key), w, h, {0, 0, 0, 0}, [&] {
        // Copy the source's pixels as they are; blending comes when the copy is drawn.
        SDL_SetTextureBlendMode(src, SDL_BLENDMODE_NONE);
        SDL_SetTextureColorMod(src, 255, 255, 255);
        SDL_SetTextureAlphaMod(src, 255);
        draw();
        SDL_SetTextureBlendMode(src, SDL_BLENDMODE_BLEND);
    });
}

SDL_Texture* Painter::scaled(const std::string& name, int w, int h) const {
    std::string key = name;
    key += '@';
    key += std::to_string(w);
    key += 'x';
    key += std::to_string(h);
    if (platform::TexturePtr* hit = m_scaled.find(key)) {
        return hit->get();
    }
    SDL_Texture* src = m_assets.texture(name);
    return bake(std::move(key), src, w, h,
                [&] { SDL_RenderCopy(m_renderer, src, nullptr, nullptr); });
}

int Painter::snapSize(double v) {
    return v > 48 ? static_cast<int>(std::lround(v / 4.0)) * 4 : static_cast<int>(std::lround(v));
}

Painter::OneOffCopies::OneOffCopies(const Painter& painter) : m_painter(painter) {
    m_painter.m_scaled.journal(&m_made);
}

Painter::OneOffCopies::~OneOffCopies() {
    m_painter.m_scaled.journal(nullptr);
    for (const std::string& key : m_made) {
        m_painter.m_scaled.erase(key);
    }
}

std::size_t Painter::turnedCopyBytes(const std::string& name, double w, double h, double angle) {
    const int iw = snapSize(w);
    const int ih = snapSize(h);
    const int snapped = snapAngle(name, angle);
    if (iw <= 0 || ih <= 0 || snapped == 0) {
        return 0;
    }
    const auto side = static_cast<std::size_t>(turnedSide(iw, ih, snapped));
    return side * side * 4;
}

SDL_Texture* Painter::composed(const std::string& key, const std::string& base, int w, int h,
                               const std::function<void()>& draw) const {
    if (platform::TexturePtr* hit = m_scaled.find(key)) {
        return hit->get();
    }
    SDL_Texture* src = m_assets.texture(base);
    return bake(key, src, w, h, [&] {
        SDL_RenderCopy(m_renderer, src, nullptr, nullptr);
        if (draw) {
            draw();
        }
    });
}

namespace {
std::string turnedKey(const std::string& name, int w, int h, int angle) {
    return name + '%' + std::to_string(w) + 'x' + std::to_string(h) + 'a' + std::to_string(angle);
}
} // namespace

std::shared_ptr<const TurnSource> Painter::turnSourceOf(const std::string& name, int w,
                                                        int h) const {
    std::string from = name + '@' + std::to_string(w) + 'x' + std::to_string(h);
    if (const auto it = m_turnSources.find(from); it != m_turnSources.end()) {
        return it->second;
    }
    const PixelImage* image = m_canvas.imageOf(m_renderer, from, scaled(name, w, h));
    if (image == nullptr) {
        return nullptr;
    }
    // A few sprites at a few sizes turn (the cup, dice, glows, shadows, particles): a bound
    // only against a long session of resizes (queued turns keep their own reference).
    if (m_turnSources.size() >= 64) {
        m_turnSources.clear();
    }
    auto source = std::make_shared<const TurnSource>(turnSource(*image));
    m_turnSources.emplace(std::move(from), source);
    return source;
}

SDL_Texture* Painter::turned(const std::string& name, int w, int h, int angle, int& side) const {
    side = turnedSide(w, h, angle);
    std::string key = turnedKey(name, w, h, angle);
    if (platform::TexturePtr* hit = m_scaled.find(key)) {
        return hit->get();
    }
    // Made ahead on the worker (prepareTurned), or now. Turned by our own filter from the
    // scaled copy's pixels: SDL's rotation of a sprite costs about twice as much, and a throw
    // asks for hundreds of these.
    if (std::optional<PixelImage> made = m_turner.take(key)) {
        return upload(std::move(key), *made);
    }
    const std::shared_ptr<const TurnSource> source = turnSourceOf(name, w, h);
    if (!source) {
        return nullptr;
    }
    return upload(std::move(key), turnedImage(*source, angle, side));
}

namespace {
// The copy sprite() draws of `name` at w x h turned by `angle`: its snapped size and angle and
// its cache key; none when the sprite is drawn upright or not at all.
struct TurnedCopy {
    int w;
    int h;
    int angle;
    std::string key;
};
std::optional<TurnedCopy> turnedCopy(const std::string& name, double w, double h, double angle) {
    const int iw = Painter::snapSize(w);
    const int ih = Painter::snapSize(h);
    const int snapped = snapAngle(name, angle);
    if (iw <= 0 || ih <= 0 || snapped == 0) {
        return std::nullopt;
    }
    return TurnedCopy{iw, ih, snapped, turnedKey(name, iw, ih, snapped)};
}
} // namespace

void Painter::prepareTurned(const std::string& name, double w, double h, double angle) const {
    const std::optional<TurnedCopy> copy = turnedCopy(name, w, h, angle);
    if (!copy || m_scaled.find(copy->key) != nullptr) {
        return;
    }
    m_turner.request(copy->key, turnSourceOf(name, copy->w, copy->h), copy->angle,
                     turnedSide(copy->w, copy->h, copy->angle));
}

bool Painter::turnedReady(const std::string& name, double w, double h, double angle) const {
    const std::optional<TurnedCopy> copy = turnedCopy(name, w, h, angle);
    // Nothing to turn counts as ready.
    return !copy || m_scaled.find(copy->key) != nullptr || m_turner.ready(copy->key);
}

SDL_Texture* Painter::upload(std::string key, const PixelImage& image) const {
    ++m_made;
    platform::TexturePtr tex =
        platform::textureOf(m_renderer, image.pixels.data(), image.w, image.h);
    if (!tex) {
        return nullptr;
    }
    return m_scaled.insert(std::move(key), std::move(tex), image.pixels.size() * 4)->get();
}

SDL_Texture* Painter::sliced(const std::string& name, int w, int h, int corner) const {
    std::string key = name;
    key += '#';
    key += std::to_string(w) + 'x' + std::to_string(h) + 'c' + std::to_string(corner);
    if (platform::TexturePtr* hit = m_scaled.find(key)) {
        return hit->get();
    }
    SDL_Texture* src = m_assets.texture(name);
    const SDL_Point size = m_assets.size(name);
    return bake(std::move(key), src, w, h, [&] {
        const int s = 16; // corner size in the source
        const int sx[4] = {0, s, size.x - s, size.x};
        const int sy[4] = {0, s, size.y - s, size.y};
        const int dx[4] = {0, corner, w - corner, w};
        const int dy[4] = {0, corner, h - corner, h};
        for (int j = 0; j < 3; ++j) {
            for (int i = 0; i < 3; ++i) {
                SDL_Rect from{sx[i], sy[j], sx[i + 1] - sx[i], sy[j + 1] - sy[j]};
                SDL_Rect to{dx[i], dy[j], dx[i + 1] - dx[i], dy[j + 1] - dy[j]};
                if (to.w > 0 && to.h > 0) {
                    SDL_RenderCopy(m_renderer, src, &from, &to);
                }
            }
        }
    });
}

SDL_Rect Painter::centred(double cx, double cy, int w, int h, double stretch) const {
    const double sw = w * stretch;
    const double sh = h * stretch;
    return SDL_Rect{static_cast<int>(std::lround(cx - sw / 2.0)) + m_dx,
                    static_cast<int>(std::lround(cy - sh / 2.0)) + m_dy,
                    static_cast<int>(std::lround(sw)), static_cast<int>(std::lround(sh))};
}

void Painter::sprite(const std::string& name, double cx, double cy, double w, double h,
                     double angle, SDL_Color tint, double stretch) const {
    const int iw = snapSize(w);
    const int ih = snapSize(h);
    if (iw <= 0 || ih <= 0) {
        return;
    }
    const SDL_Point native = m_assets.size(name);
    SDL_Texture* tex =
        (iw == native.x && ih == native.y) ? m_assets.texture(name) : scaled(name, iw, ih);
    if (tex == nullptr) {
        return;
    }
    SDL_SetTextureColorMod(tex, tint.r, tint.g, tint.b);
    SDL_SetTextureAlphaMod(tex, tint.a);
    const int snapped = snapAngle(name, angle);
    int side = 0;
    if (snapped == 0) {
        const SDL_Rect dst = centred(cx, cy, iw, ih, stretch);
        platform::copyTexture(m_renderer, tex, nullptr, &dst);
    } else if (SDL_Texture* t = turned(name, iw, ih, snapped, side)) {
        SDL_SetTextureColorMod(t, tint.r, tint.g, tint.b);
        SDL_SetTextureAlphaMod(t, tint.a);
        const SDL_Rect dst = centred(cx, cy, side, side, stretch);
        platform::copyTexture(m_renderer, t, nullptr, &dst);
    }
}

void Painter::spriteFaded(const std::string& name, double cx, double cy, double w, double h,
                          double angle, Uint8 alpha) const {
    const int iw = snapSize(w);
    const int ih = snapSize(h);
    if (iw <= 0 || ih <= 0 || alpha == 0) {
        return;
    }
    const int snapped = snapAngle(name, angle);
    const int side = snapped == 0 ? 0 : turnedSide(iw, ih, snapped);
    std::string key = name + '~' + std::to_string(alpha) + '%' + std::to_string(iw) + 'x' +
                      std::to_string(ih) + 'a' + std::to_string(snapped);
    SDL_Texture* tex = nullptr;
    if (platform::TexturePtr* hit = m_scaled.find(key)) {
        tex = hit->get();
    } else {
        const std::string from = name + '@' + std::to_string(iw) + 'x' + std::to_string(ih);
        const PixelImage* image = m_canvas.imageOf(m_renderer, from, scaled(name, iw, ih));
        if (image == nullptr) {
            return;
        }
        PixelImage faded = *image;
        for (Uint32& px : faded.pixels) {
            px = ((px >> 24) * alpha + 127) / 255 << 24 | (px & 0xffffffu);
        }
        int turnedTo = side;
        tex = upload(std::move(key), snapped == 0 ? faded : turnedImage(faded, snapped, turnedTo));
        if (tex == nullptr) {
            return;
        }
    }
    SDL_SetTextureColorMod(tex, 255, 255, 255);
    SDL_SetTextureAlphaMod(tex, 255);
    const SDL_Rect dst =
        snapped == 0 ? centred(cx, cy, iw, ih, 1.0) : centred(cx, cy, side, side, 1.0);
    platform::copyTexture(m_renderer, tex, nullptr, &dst);
}

void Painter::nineSlice(const std::string& name, const SDL_Rect& r, int corner,
                        SDL_Color tint) const {
    if (r.w <= 0 || r.h <= 0) {
        return;
    }
    corner = std::min({corner, r.w / 2, r.h / 2});
    SDL_Texture* tex = sliced(name, r.w, r.h, corner);
    if (tex == nullptr) {
        return;
    }
    SDL_SetTextureColorMod(tex, tint.r, tint.g, tint.b);
    SDL_SetTextureAlphaMod(tex, tint.a);
    SDL_Rect dst{r.x + m_dx, r.y + m_dy, r.w, r.h};
    platform::copyTexture(m_renderer, tex, nullptr, &dst);
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

SDL_Texture* Painter::drawing(const std::string& key, int w, int h,
                              const std::function<void()>& draw) const {
    if (platform::TexturePtr* hit = m_scaled.find(key)) {
        return hit->get();
    }
    if (w <= 0 || h <= 0) {
        return nullptr;
    }
    const SDL_Point shift = offset();
    setOffset(0, 0);
    SDL_Texture* tex = shape(key, w, h, {0, 0, 0, 0}, draw);
    setOffset(shift.x, shift.y);
    return tex;
}

SDL_Texture* Painter::rasterised(const std::string& key, int w, int h,
                                 const std::function<void(SoftCanvas&)>& draw) const {
    if (platform::TexturePtr* hit = m_scaled.find(key)) {
        return hit->get();
    }
    if (w <= 0 || h <= 0) {
        return nullptr;
    }
    PixelImage image;
    SoftCanvas canvas;
    canvas.beginImage(image, w, h);
    draw(canvas);
    canvas.finishImage();
    return upload(key, image);
}

void Painter::roundedRect(const SDL_Rect& r, double radius, SDL_Color c) const {
    if (r.w <= 0 || r.h <= 0) {
        return;
    }
    // The software renderer fills triangles at several times the cost of copying a texture,
    // and plates and panels are drawn every frame: the shape is filled once per size (in
    // white, tinted when drawn), the same triangles at the same offsets within the pixel.
    char key[80];
    std::snprintf(key, sizeof key, "rounded#%dx%dr%.3f", r.w, r.h, radius);
    SDL_Texture* tex = nullptr;
    if (platform::TexturePtr* hit = m_scaled.find(key)) {
        tex = hit->get();
    } else {
        tex = shape(key, r.w, r.h, {255, 255, 255, 0}, [&] {
            fillPath(roundedPath({0, 0, r.w, r.h}, radius, 0.0), {r.w / 2.0, r.h / 2.0},
                     {255, 255, 255, 255});
        });
    }
    if (tex == nullptr) {
        fillPath(roundedPath(r, radius, 0.0), {r.x + r.w / 2.0, r.y + r.h / 2.0}, c, m_dx, m_dy);
        return;
    }
    SDL_SetTextureColorMod(tex, c.r, c.g, c.b);
    SDL_SetTextureAlphaMod(tex, c.a);
    const SDL_Rect dst{r.x + m_dx, r.y + m_dy, r.w, r.h};
    platform::copyTexture(m_renderer, tex, nullptr, &dst);
}

void Painter::fillPath(const std::vector<Vec2>& path, Vec2 centre, SDL_Color c, int dx,
                       int dy) const {
    std::vector<SDL_Vertex> v;
    std::vector<int> idx;
    v.push_back(vertex({centre.x + dx, centre.y + dy}, c));
    const int n = static_cast<int>(path.size());
    for (int i = 0; i < n; ++i) {
        v.push_back(vertex(
            {path[static_cast<std::size_t>(i)].x + dx, path[static_cast<std::size_t>(i)].y + dy},
            c));
        idx.insert(idx.end(), {0, 1 + i, 1 + (i + 1) % n});
    }
    SDL_RenderGeometry(m_renderer, nullptr, v.data(), static_cast<int>(v.size()), idx.data(),
                       static_cast<int>(idx.size()));
}

SDL_Texture* Painter::shape(std::string key, int w, int h, SDL_Color clear,
                            const std::function<void()>& draw) const {
    ++m_made;
    platform::TexturePtr tex(
        SDL_CreateTexture(m_renderer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, w, h));
    if (!tex) {
        return nullptr;
    }
    SDL_Texture* previous = SDL_GetRenderTarget(m_renderer);
    SDL_SetRenderTarget(m_renderer, tex.get());
    SDL_SetRenderDrawColor(m_renderer, clear.r, clear.g, clear.b, clear.a);
    SDL_RenderClear(m_renderer);
    draw();
    SDL_SetRenderTarget(m_renderer, previous);
    // Kept as a texture our own blit can read (the software renderer's), drawn once, copied
    // every frame.
    tex = platform::readableCopy(m_renderer, std::move(tex));
    SDL_SetTextureBlendMode(tex.get(), SDL_BLENDMODE_BLEND);
    return m_scaled
        .insert(std::move(key), std::move(tex),
                static_cast<std::size_t>(w) * static_cast<std::size_t>(h) * 4)
        ->get();
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
    SDL_RenderGeometry(m_renderer, nullptr, v.data(), static_cast<int>(v.size()), idx.data(),
                       static_cast<int>(idx.size()));
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
    fillPath(discPath(centre, radius), centre, c, m_dx, m_dy);
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
    SDL_RenderGeometry(m_renderer, nullptr, v.data(), static_cast<int>(v.size()), idx.data(),
                       static_cast<int>(idx.size()));
}

void Painter::triangle(Vec2 a, Vec2 b, Vec2 c, SDL_Color colour) const {
    const Vec2 o{static_cast<double>(m_dx), static_cast<double>(m_dy)};
    SDL_Vertex v[3] = {vertex({a.x + o.x, a.y + o.y}, colour),
                       vertex({b.x + o.x, b.y + o.y}, colour),
                       vertex({c.x + o.x, c.y + o.y}, colour)};
    SDL_RenderGeometry(m_renderer, nullptr, v, 3, nullptr, 0);
}

} // namespace greed::app

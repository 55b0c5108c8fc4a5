// Effects: every effect runs on an easing curve; particles use the visual Rng only.
#include "app/ui/effects.hpp"

#include "app/ui/easing.hpp"

#include <algorithm>
#include <cmath>

namespace greed::app {

namespace {
constexpr double kPi = 3.14159265358979323846;

bool g_shakeAllowed = true;

template <typename T> void age(std::vector<T>& items, double dt) {
    for (auto& i : items) {
        i.t += dt;
    }
    items.erase(
        std::remove_if(items.begin(), items.end(), [](const T& i) { return i.t >= i.life; }),
        items.end());
}

Uint8 alphaOf(double a) {
    return static_cast<Uint8>(std::clamp(a, 0.0, 1.0) * 255.0);
}
} // namespace

bool shakeAllowed() {
    return g_shakeAllowed;
}

void setShakeAllowed(bool allowed) {
    g_shakeAllowed = allowed;
}

void Effects::update(double dt) {
    age(m_popups, dt);
    age(m_bigs, dt);
    age(m_washes, dt);
    for (auto& p : m_particles) {
        p.vy += p.gravity * dt;
        const double drag = std::exp(-1.2 * dt);
        p.vx *= drag;
        p.vy *= drag;
        p.x += p.vx * dt + std::sin(p.t * 5.0 + p.sway) * p.sway * dt * 20.0;
        p.y += p.vy * dt;
        p.angle += p.spin * dt;
    }
    age(m_particles, dt);
    m_shakeT += dt;
    m_hopT += dt;
}

void Effects::clear() {
    m_popups.clear();
    m_bigs.clear();
    m_washes.clear();
    m_particles.clear();
    m_shakeLife = 0;
    m_hopLife = 0;
}

bool Effects::empty() const {
    return m_popups.empty() && m_bigs.empty() && m_washes.empty() && m_particles.empty();
}

void Effects::setReducedMotion(bool on) {
    m_reducedMotion = on;
    if (!on) {
        return;
    }
    for (auto& p : m_popups) {
        p.y -= p.rise; // where it was drifting to
        p.rise = 0;
    }
    for (auto& b : m_bigs) {
        b.still = true;
    }
    m_particles.clear(); // sparks, stars and confetti carry nothing but motion
    m_shakeLife = 0;
    m_hopLife = 0;
}

void Effects::popup(const std::string& text, double x, double y, int size, SDL_Color color,
                    double life, double rise, double delay, Layer layer) {
    if (m_reducedMotion) {
        // At the place it would drift to, not drifting.
        y -= rise;
        rise = 0;
    }
    m_popups.push_back({text, x, y, rise, size, color, -delay, life, layer});
}

void Effects::stamp(const std::string& text, const SDL_Rect& area, int size, SDL_Color color,
                    double life, Landing landing, Layer layer, const std::string& sub) {
    m_bigs.push_back({BigKind::Stamp,
                      text,
                      area,
                      size,
                      color,
                      0,
                      life,
                      layer,
                      m_reducedMotion,
                      sub,
                      {},
                      landing});
}

void Effects::plate(const std::string& text, const SDL_Rect& area, int size, SDL_Color color,
                    SDL_Color accent, double life) {
    m_bigs.push_back({BigKind::Plate, text, area, size, color, 0, life, Layer::Over,
                      m_reducedMotion, "", accent});
}

void Effects::banner(const std::string& text, const SDL_Rect& area, int size, SDL_Color color,
                     double life, Layer layer, const std::string& sub, SDL_Color accent) {
    m_bigs.push_back(
        {BigKind::Banner, text, area, size, color, 0, life, layer, m_reducedMotion, sub, accent});
}

void Effects::wash(const SDL_Rect& area, SDL_Color color, double life) {
    m_washes.push_back({area, color, 0, life});
}

void Effects::burst(const std::string& sprite, double x, double y, int count, double size,
                    double speed, SDL_Color tint, double life, double gravity, core::Rng& fx,
                    Layer layer) {
    if (m_reducedMotion) {
        return;
    }
    for (int i = 0; i < count; ++i) {
        const double a = fx.unit() * 2 * kPi;
        const double s = speed * (0.35 + 0.65 * fx.unit());
        m_particles.push_back({sprite, x, y, std::cos(a) * s, std::sin(a) * s, gravity,
                               fx.unit() * 360, (fx.unit() - 0.5) * 540,
                               size * (0.6 + 0.6 * fx.unit()), tint, 0,
                               life * (0.7 + 0.3 * fx.unit()), 0, layer});
    }
}

void Effects::confetti(const SDL_Rect& area, int count, double size, SDL_Color tint,
                       core::Rng& fx) {
    if (m_reducedMotion) {
        return;
    }
    for (int i = 0; i < count; ++i) {
        SDL_Color c = tint;
        // Shades of the winner's colour, so the burst is not flat.
        const double k = 0.7 + 0.3 * fx.unit();
        c.r = static_cast<Uint8>(std::min(255.0, c.r * k + 30 * fx.unit()));
        c.g = static_cast<Uint8>(std::min(255.0, c.g * k + 30 * fx.unit()));
        c.b = static_cast<Uint8>(std::min(255.0, c.b * k + 30 * fx.unit()));
        const double x = area.x + fx.unit() * area.w;
        const double y = area.y - fx.unit() * area.h * 0.6;
        m_particles.push_back({"confetti", x, y, (fx.unit() - 0.5) * 60, 60 + fx.unit() * 120, 90,
                               fx.unit() * 360, (fx.unit() - 0.5) * 720,
                               size * (0.7 + 0.5 * fx.unit()), c, 0, 3.5 + fx.unit() * 2.5,
                               1.0 + fx.unit() * 2.0, Layer::Under});
    }
}

void Effects::shake(double amplitude, double life) {
    if (m_reducedMotion || !shakeAllowed()) {
        return;
    }
    m_shakeAmp = amplitude;
    m_shakeT = 0;
    m_shakeLife = life;
}

void Effects::hop(double height, double life) {
    if (m_reducedMotion || !shakeAllowed()) {
        return;
    }
    m_hopHeight = height;
    m_hopT = 0;
    m_hopLife = life;
}

double Effects::hopLift() const {
    if (m_reducedMotion || m_hopLife <= 0 || m_hopT >= m_hopLife) {
        return 0;
    }
    // Up and down in the first 70 %, then a small bounce: dice landing, not floating.
    const double u = m_hopT / m_hopLife;
    return u < 0.7 ? m_hopHeight * std::sin(u / 0.7 * kPi)
                   : m_hopHeight * 0.25 * std::sin((u - 0.7) / 0.3 * kPi);
}

std::vector<std::string> Effects::bigWords() const {
    std::vector<std::string> out;
    for (const auto& b : m_bigs) {
        out.push_back(b.text);
    }
    return out;
}

std::vector<std::string> Effects::bigSubs() const {
    std::vector<std::string> out;
    for (const auto& b : m_bigs) {
        out.push_back(b.sub);
    }
    return out;
}

SDL_Point Effects::shakeOffset() const {
    if (m_reducedMotion || m_shakeT >= m_shakeLife || m_shakeLife <= 0) {
        return {0, 0};
    }
    const double k = m_shakeAmp * (1.0 - ease::outCubic(m_shakeT / m_shakeLife));
    return {static_cast<int>(std::lround(k * std::sin(m_shakeT * 71.0))),
            static_cast<int>(std::lround(k * std::sin(m_shakeT * 53.0 + 1.3)))};
}

void Effects::renderWashes(const Painter& painter) const {
    for (const auto& w : m_washes) {
        const double u = w.t / w.life;
        const double k =
            u < 0.15 ? ease::outCubic(u / 0.15) : 1.0 - ease::inCubic((u - 0.15) / 0.85);
        const double a = w.color.a / 255.0 * k;
        // Red laid straight over green felt mixes to olive: darken the felt instead and let
        // the colour glow in from the edges, where the wood's warm tone carries it.
        painter.fill(w.area, {6, 2, 2, alphaOf(a * 0.75)});
        // 2 px rings, so the glow fades smoothly rather than in visible bands.
        const int band = std::max(4, std::min(w.area.w, w.area.h) / 10);
        const int steps = std::max(2, band / 2);
        for (int i = 0; i < steps; ++i) {
            const double fall = 1.0 - static_cast<double>(i) / steps;
            SDL_Color c = w.color;
            c.a = alphaOf(a * fall * fall * fall);
            painter.outline(inset(w.area, i * 2), c, 2);
        }
    }
}

double Effects::Popup::yNow() const {
    const double u = std::max(0.0, t) / life;
    return y - rise * ease::outCubic(u);
}

namespace {

// A banner's parts at text size `size`: the plaque holds the word (and the second line) with
// padding inside its gold frame; the ribbon's tails stick out `tail` px on either side.
struct BannerParts {
    int size, subSize, plaqueW, plaqueH, tail;
};

BannerParts bannerParts(platform::Text& measure, const std::string& word, int size,
                        const std::string& sub) {
    BannerParts b{};
    b.size = size;
    b.subSize = sub.empty() ? 0 : std::max(14, size * 2 / 5);
    const int textW = measure.measure(word, size, platform::Face::Display).x;
    const int subW = sub.empty() ? 0 : measure.measure(sub, b.subSize, platform::Face::Bold).x;
    const int frame = std::max(6, size / 6);
    b.plaqueW = std::max(textW, subW) + 2 * (size * 3 / 5) + 2 * frame;
    b.plaqueH = size * 6 / 5 + b.subSize * 27 / 20 + 2 * frame;
    b.tail = b.plaqueH * 11 / 20;
    return b;
}

} // namespace

SDL_Point Effects::bannerSize(platform::Text& measure, const std::string& word, int size,
                              const std::string& sub) {
    const BannerParts b = bannerParts(measure, word, size, sub);
    return {b.plaqueW + 2 * b.tail, b.plaqueH};
}

int Effects::stampSubSize(int size) {
    return std::max(14, size * 3 / 10);
}

SDL_Point Effects::stampSize(platform::Text& measure, const std::string& word, int size,
                             const std::string& sub) {
    // The word with half its size of felt-dark body either side, inside the gold frame; a
    // second line under it takes a band of its own.
    const int textW = measure.measure(word, size, platform::Face::Display).x;
    const int frame = std::max(6, size / 6);
    if (sub.empty()) {
        return {textW + size + 2 * frame, size * 6 / 5 + 2 * frame};
    }
    const int subSize = stampSubSize(size);
    const int subW = measure.measure(sub, subSize, platform::Face::Bold).x;
    return {std::max(textW, subW) + size + 2 * frame, size * 6 / 5 + subSize * 3 / 2 + 2 * frame};
}

SDL_Point Effects::stampRoom(platform::Text& measure, const std::string& word, int size,
                             Landing landing, int fall, const std::string& sub) {
    const SDL_Point p = stampSize(measure, word, size, sub);
    if (landing == Landing::Drop) {
        return {p.x, p.y + fall};
    }
    return {static_cast<int>(std::ceil(p.x * kStampFrom)),
            static_cast<int>(std::ceil(p.y * kStampFrom))};
}

int Effects::Big::fitted(platform::Text& measure) const {
    // The largest size up to the one asked for whose whole (a stamp's plaque all the way in, a
    // banner's plaque and tails) fits the area.
    auto need = [&](int s) {
        return kind == BigKind::Stamp ? stampRoom(measure, text, s, landing, 0, sub)
                                      : bannerSize(measure, text, s, sub);
    };
    int s = size;
    while (s > 14) {
        const SDL_Point n = need(s);
        if (n.x <= area.w && n.y <= area.h) {
            break;
        }
        s = std::max(14, s * 9 / 10);
    }
    return s;
}

double Effects::Big::bannerScale() const {
    // Pops in from a quarter of its size with an overshoot, holds, then shrinks away.
    const double mt = moveT();
    const double in = 0.25 + 0.75 * ease::outBack(std::min(1.0, mt / 0.32));
    const double u = mt / life;
    const double out = u > 0.86 ? 1.0 - 0.6 * ease::inCubic((u - 0.86) / 0.14) : 1.0;
    return in * out;
}

double Effects::Big::bannerAlpha() const {
    const double u = t / life;
    const double fadeIn = still ? std::min(1.0, u / 0.12) : std::min(1.0, t / 0.06);
    const double fadeOut = u > 0.9 ? 1.0 - (u - 0.9) / 0.1 : 1.0;
    return std::clamp(fadeIn * fadeOut, 0.0, 1.0);
}

namespace {

// A stamp's landing and a dropped plaque's fall take this long (seconds): the verdict lands
// within a blink of the dice coming to rest.
constexpr double kLand = 0.16;
constexpr double kFall = 0.3;

// A dropped plaque's middle: from the top of the area (all of it inside) to its foot,
// accelerating, then a small bounce that never leaves the area.
double dropY(const SDL_Rect& area, int h, double t) {
    const double top = area.y + h / 2.0;
    const double foot = area.y + area.h - h / 2.0;
    const double fall = ease::inCubic(std::min(1.0, t / kFall));
    const double after = t - kFall;
    const double bounce =
        after > 0 ? std::max(0.0, std::sin(after / 0.16 * kPi)) * std::exp(-after * 10) : 0.0;
    return std::max(top, top + (foot - top) * fall - bounce * h * 0.3);
}

// A stamp comes down from kStampFrom times its size, faster and faster, onto its place.
double stampScale(double t) {
    const double in = std::min(1.0, t / kLand);
    return Effects::kStampFrom - (Effects::kStampFrom - 1.0) * ease::inCubic(in);
}

SDL_Rect centredBox(SDL_Point size, double cx, double cy, double scale, SDL_Point shadow) {
    const int w = static_cast<int>(size.x * scale);
    const int h = static_cast<int>(size.y * scale);
    return {static_cast<int>(cx) - w / 2, static_cast<int>(cy) - h / 2, w + shadow.x, h + shadow.y};
}

} // namespace

SDL_Rect Effects::Big::stampNow(platform::Text& measure) const {
    const SDL_Point p = stampSize(measure, text, fitted(measure), sub);
    const double cx = area.x + area.w / 2.0;
    if (landing == Landing::Drop) {
        return centredBox(p, cx, dropY(area, p.y, moveT()), 1.0, {0, 0});
    }
    return centredBox(p, cx, area.y + area.h / 2.0, stampScale(moveT()), {0, 0});
}

SDL_Rect Effects::Big::now(platform::Text& measure) const {
    if (kind == BigKind::Stamp) {
        return stampNow(measure);
    }
    const double cx = area.x + area.w / 2.0;
    const double cy = area.y + area.h / 2.0;
    return centredBox(bannerSize(measure, text, fitted(measure), sub), cx, cy, bannerScale(),
                      {0, 0});
}

std::vector<Effects::BigBox> Effects::bigBoxes(platform::Text& text) const {
    std::vector<BigBox> out;
    for (const auto& b : m_bigs) {
        out.push_back({b.text, b.now(text), b.layer == Layer::Over});
    }
    return out;
}

std::vector<SDL_Rect> Effects::overRects(platform::Text& text) const {
    std::vector<SDL_Rect> out;
    for (const auto& p : m_popups) {
        if (p.t >= 0 && p.layer == Layer::Over) {
            out.push_back(centredBox(text.measure(p.text, p.size, platform::Face::Bold), p.x,
                                     p.yNow(), 1.0, {2, 2}));
        }
    }
    for (const auto& b : m_bigs) {
        if (b.layer == Layer::Over) {
            out.push_back(b.now(text));
        }
    }
    return out;
}

void Effects::renderParticles(const Painter& painter, Layer layer) const {
    for (const auto& p : m_particles) {
        if (p.t < 0 || p.layer != layer) {
            continue;
        }
        SDL_Color c = p.tint;
        const double u = p.t / p.life;
        c.a = alphaOf(c.a / 255.0 * (u > 0.7 ? 1.0 - (u - 0.7) / 0.3 : 1.0));
        // Sizes in 6 px steps: each size is a copy per angle in the painter's cache.
        const double size = std::max(6.0, std::round(p.size / 6.0) * 6.0);
        painter.sprite(p.sprite, p.x, p.y, size, size, p.angle, c);
    }
}

void Effects::renderPopups(const Painter& painter, Layer layer) const {
    for (const auto& p : m_popups) {
        if (p.t < 0 || p.layer != layer) {
            continue;
        }
        const double u = p.t / p.life;
        const int y = static_cast<int>(p.yNow());
        // Pops in by position and fade, not by scaling: a scaled text blit per frame is the
        // costliest thing the software renderer could be asked for here.
        SDL_Color c = p.color;
        c.a = alphaOf(u < 0.1 ? u / 0.1 : (u < 0.6 ? 1.0 : 1.0 - (u - 0.6) / 0.4));
        TextStyle style{p.size, true, {0, 0, 0, static_cast<Uint8>(c.a * 0.6)}};
        painter.text().drawScaled(p.text, static_cast<int>(p.x) + 2, y + 2, style, 1.0);
        style.color = c;
        painter.text().drawScaled(p.text, static_cast<int>(p.x), y, style, 1.0);
    }
}

void Effects::renderBigs(const Painter& painter, Layer layer) const {
    for (const auto& b : m_bigs) {
        if (b.layer != layer) {
            continue;
        }
        if (b.kind == BigKind::Stamp) {
            renderStamp(painter, b);
        } else {
            renderBanner(painter, b);
        }
    }
}

void Effects::renderStamp(const Painter& painter, const Big& b) const {
    auto& text = painter.text();
    const int fit = b.fitted(text);
    const SDL_Rect box = b.stampNow(text);
    const double k =
        box.w / static_cast<double>(std::max(1, stampSize(text, b.text, fit, b.sub).x));
    const double u = b.t / b.life;
    const double fadeIn = b.still ? std::min(1.0, u / 0.12) : std::min(1.0, b.t / 0.05);
    const double a = std::clamp(fadeIn * (u > 0.8 ? 1.0 - (u - 0.8) / 0.2 : 1.0), 0.0, 1.0);
    // Its shadow on the felt (further off while it is still coming down), then the plaque:
    // opaque, so the word reads on felt, wash or dice alike.
    const int off = static_cast<int>(std::lround(4 + (k - 1.0) * box.h * 0.6));
    painter.polygon(roundedRectPath({box.x + off * 3 / 4, box.y + off, box.w, box.h}, box.h / 4.0),
                    {0, 0, 0, alphaOf(0.5 * a)});
    painter.nineSlice("plaque_dark", box, std::max(6, box.h / 4), {255, 255, 255, alphaOf(a)});
    // A rubber stamp's inked line just inside the gold frame, in the verdict's colour.
    SDL_Color ink = b.color;
    ink.a = alphaOf(0.85 * a);
    const double frame = std::max(6, fit / 6) * k;
    const int line = static_cast<int>(std::lround(frame + std::max(2.0, fit / 16.0 * k)));
    const SDL_Rect inked = inset(box, line);
    painter.roundedOutline(inked, inked.h / 5.0, std::max(2.0, fit / 22.0 * k), ink);
    // The word at the size the scale reaches, in 0.1 steps (each size one cached text).
    const double q = std::round(k * 10.0) / 10.0;
    const int size = static_cast<int>(std::lround(fit * q));
    const int cx = box.x + box.w / 2;
    // With a second line the word stands in the upper band, the line in the lower one.
    const int subSize = static_cast<int>(std::lround(stampSubSize(fit) * q));
    const int subBand =
        b.sub.empty() ? 0 : static_cast<int>(std::lround(stampSubSize(fit) * 1.5 * k));
    const int cy = box.y + (box.h - subBand) / 2;
    const int drop = std::max(2, size / 24);
    text.draw(b.text, cx + drop, cy + drop,
              {size, true, {12, 4, 2, alphaOf(0.8 * a)}, Align::Center, VAlign::Middle, true});
    ink.a = alphaOf(a);
    text.draw(b.text, cx, cy, {size, true, ink, Align::Center, VAlign::Middle, true});
    if (!b.sub.empty()) {
        // Cream on the dark plaque, just above the inked line.
        const int subY = box.y + box.h - line - subBand / 2;
        text.draw(b.sub, cx, subY,
                  {subSize, true, {255, 236, 214, alphaOf(a)}, Align::Center, VAlign::Middle});
    }
}

void Effects::renderBanner(const Painter& painter, const Big& b) const {
    auto& text = painter.text();
    const BannerParts parts = bannerParts(text, b.text, b.fitted(text), b.sub);
    const double k = b.bannerScale();
    const double a = b.bannerAlpha();
    const double cx = b.area.x + b.area.w / 2.0;
    const double cy = b.area.y + b.area.h / 2.0;
    const SDL_Rect plaque = centredBox({parts.plaqueW, parts.plaqueH}, cx, cy, k, {0, 0});
    if (plaque.w < 8 || plaque.h < 8) {
        return;
    }
    // A warm glow round the plaque, breathing (none under reduced motion: its pulse is motion;
    // none round a turn's plate: it tells, it does not celebrate).
    const bool isPlate = b.kind == BigKind::Plate;
    if (!b.still && !isPlate) {
        const double pulse = 0.75 + 0.25 * std::sin(b.t * 7.0);
        const int glow = std::max(4, plaque.h / 5);
        painter.softPolygon(roundedRectPath(inset(plaque, -glow / 2), glow),
                            {255, 196, 80, alphaOf(0.42 * a * pulse)}, glow);
    }
    // The ribbon's tails, folded behind the plaque's ends and a little lower.
    const double tailW = parts.tail * k;
    const double tuck = plaque.h * 0.3;
    const double tailH = plaque.h * 0.74;
    const double tailY = cy + plaque.h * 0.1;
    SDL_Color accent = b.accent;
    accent.a = alphaOf(a);
    painter.sprite("ribbon_tail", plaque.x - tailW / 2 + tuck / 2, tailY, tailW + tuck, tailH, 0,
                   accent);
    painter.sprite("ribbon_tail", plaque.x + plaque.w + tailW / 2 - tuck / 2, tailY, tailW + tuck,
                   tailH, 180, accent);
    // Its shadow on the felt, then the plaque itself: opaque, nothing behind reads through.
    painter.polygon(
        roundedRectPath({plaque.x + 3, plaque.y + 5, plaque.w, plaque.h}, plaque.h / 4.0),
        {0, 0, 0, alphaOf(0.45 * a)});
    painter.nineSlice(isPlate ? "plaque_dark" : "plaque", plaque, std::max(6, plaque.h / 4),
                      {255, 255, 255, alphaOf(a)});
    // The words at the size the scale reaches, in 0.1 steps (each size one cached text).
    const double q = std::round(k * 10.0) / 10.0;
    const int title = static_cast<int>(std::lround(parts.size * q));
    if (title < 6) {
        return;
    }
    const double content = parts.size * 1.2 + parts.subSize * 1.35;
    const double top = cy - content * k / 2.0;
    const int titleY = static_cast<int>(top + parts.size * 0.62 * k);
    SDL_Color ink = b.color;
    ink.a = alphaOf(a);
    const int drop = std::max(2, title / 24);
    text.draw(b.text, static_cast<int>(cx) + drop, titleY + drop,
              {title, true, {20, 4, 4, alphaOf(0.7 * a)}, Align::Center, VAlign::Middle, true});
    text.draw(b.text, static_cast<int>(cx), titleY,
              {title, true, ink, Align::Center, VAlign::Middle, true});
    if (!b.sub.empty() && k > 0.9) {
        const int subY = static_cast<int>(top + (parts.size * 1.2 + parts.subSize * 0.62) * k);
        text.draw(
            b.sub, static_cast<int>(cx), subY,
            {parts.subSize, true, {255, 240, 214, alphaOf(a)}, Align::Center, VAlign::Middle});
    }
}

void Effects::renderUnder(const Painter& painter) const {
    renderWashes(painter);
    renderParticles(painter, Layer::Under);
    renderBigs(painter, Layer::Under);
    renderPopups(painter, Layer::Under);
}

void Effects::render(const Painter& painter) const {
    renderUnder(painter);
    renderOver(painter);
}

bool Effects::bannerShowing() const {
    return std::any_of(m_bigs.begin(), m_bigs.end(),
                       [](const Big& b) { return b.kind == BigKind::Banner; });
}

void Effects::renderOver(const Painter& painter) const {
    renderPopups(painter, Layer::Over);
    renderBigs(painter, Layer::Over);
    renderParticles(painter, Layer::Over); // sparks in front of a banner
}

} // namespace greed::app

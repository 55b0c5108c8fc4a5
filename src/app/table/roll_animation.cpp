// RollAnimation: paths are simulated once at the throw (fixed 120 Hz steps, visual Rng), then
// bent smoothly so each die ends exactly on its resting place: the physics is for looks only.
#include "app/table/roll_animation.hpp"

#include "app/ui/easing.hpp"

#include <algorithm>
#include <cmath>

namespace greed::app {

namespace {
constexpr double kStep = 1.0 / 120.0;
constexpr double kPi = 3.14159265358979323846;
constexpr double kSpacing = 1.32; // centre distance in die sizes: tilted dice never touch

double uniform(core::Rng& fx, double lo, double hi) {
    return lo + (hi - lo) * fx.unit();
}

// Nearest equivalent of `to` around `from`, so a settle never spins the long way round.
double nearestAngle(double from, double to) {
    double d = std::fmod(to - from, 360.0);
    if (d > 180) {
        d -= 360;
    } else if (d < -180) {
        d += 360;
    }
    return from + d;
}
} // namespace

bool restingOverlap(const std::vector<Vec2>& positions, const SDL_Rect& area, double dieSize) {
    for (std::size_t i = 0; i < positions.size(); ++i) {
        for (std::size_t j = i + 1; j < positions.size(); ++j) {
            const double dx = (positions[i].x - positions[j].x) * area.w;
            const double dy = (positions[i].y - positions[j].y) * area.h;
            if (std::hypot(dx, dy) < dieSize * 1.2) {
                return true;
            }
        }
    }
    return false;
}

RestPlacement placeDice(int count, const SDL_Rect& area, double dieSize, core::Rng& fx) {
    RestPlacement out;
    if (area.w <= 0 || area.h <= 0) {
        // No area to rest in (not laid out yet): a row across the middle, never NaN.
        for (int i = 0; i < count; ++i) {
            out.positions.push_back({(i + 0.5) / count, 0.5});
            out.angles.push_back(0.0);
        }
        return out;
    }
    const double margin = dieSize * 0.72;
    const double w = std::max(1.0, area.w - 2 * margin);
    const double h = std::max(1.0, area.h - 2 * margin);
    std::vector<Vec2> px;
    for (int i = 0; i < count; ++i) {
        bool placed = false;
        for (int attempt = 0; attempt < 300 && !placed; ++attempt) {
            const Vec2 p{area.x + margin + w * fx.unit(), area.y + margin + h * fx.unit()};
            placed = std::all_of(px.begin(), px.end(), [&](const Vec2& q) {
                return std::hypot(p.x - q.x, p.y - q.y) >= dieSize * kSpacing;
            });
            if (placed) {
                px.push_back(p);
            }
        }
        if (!placed) {
            break;
        }
    }
    if (static_cast<int>(px.size()) < count) {
        // Crowded: a loose grid, which always fits when the layout sized the dice for it.
        px.clear();
        const int cols = std::max(1, static_cast<int>(std::floor(area.w / (dieSize * kSpacing))));
        const int rows = (count + cols - 1) / cols;
        const double cw = static_cast<double>(area.w) / cols;
        const double ch = static_cast<double>(area.h) / std::max(1, rows);
        for (int i = 0; i < count; ++i) {
            px.push_back({area.x + cw * (i % cols + 0.5) + uniform(fx, -0.08, 0.08) * cw * 0.3,
                          area.y + ch * (i / cols + 0.5)});
        }
    }
    for (const auto& p : px) {
        out.positions.push_back({(p.x - area.x) / area.w, (p.y - area.y) / area.h});
        out.angles.push_back(uniform(fx, -11.0, 11.0));
    }
    return out;
}

RollAnimation::RollAnimation(std::vector<core::Face> faces, RestPlacement rest,
                             const SDL_Rect& laidOut, Vec2 mouth, double dieSize, core::Rng& fx)
    : m_faces(std::move(faces)), m_rest(std::move(rest)) {
    // An empty area (not laid out yet) would make every normalised position NaN.
    const SDL_Rect area{laidOut.x, laidOut.y, std::max(1, laidOut.w), std::max(1, laidOut.h)};
    dieSize = std::max(1.0, dieSize);
    const int steps = static_cast<int>(std::ceil(kTumble / kStep)) + 1;
    const double r = dieSize * 0.5;
    const double left = area.x + r;
    const double right = area.x + area.w - r;
    const double top = area.y + r;
    const double bottom = area.y + area.h - r;
    m_wobblePhase = uniform(fx, 0, 2 * kPi);
    for (std::size_t i = 0; i < m_faces.size(); ++i) {
        // Thrown leftwards out of the mouth, fanned out, fast enough to reach the far rim.
        const double speed = uniform(fx, 1.1, 1.9) * area.w;
        const double heading = kPi + uniform(fx, -0.55, 0.55);
        Vec2 p{mouth.x + uniform(fx, -0.3, 0.3) * r, mouth.y + uniform(fx, -0.4, 0.4) * r};
        Vec2 v{std::cos(heading) * speed, std::sin(heading) * speed};
        double angle = uniform(fx, 0, 360);
        double spin = uniform(fx, 540, 1100) * (fx.unit() < 0.5 ? -1 : 1);
        double distance = 0;
        std::vector<Sample> path;
        path.reserve(static_cast<std::size_t>(steps));
        for (int s = 0; s < steps; ++s) {
            path.push_back({{(p.x - area.x) / area.w, (p.y - area.y) / area.h}, angle, distance});
            const Vec2 before = p;
            p.x += v.x * kStep;
            p.y += v.y * kStep;
            // The mouth may be outside the area; only the far rims bounce.
            if (p.x < left) {
                p.x = left + (left - p.x);
                v.x = -v.x * 0.55;
                spin = -spin * 0.7;
                m_bounces.push_back(kShake + kTip + s * kStep);
            }
            if (p.y < top) {
                p.y = top + (top - p.y);
                v.y = -v.y * 0.55;
                m_bounces.push_back(kShake + kTip + s * kStep);
            } else if (p.y > bottom) {
                p.y = bottom - (p.y - bottom);
                v.y = -v.y * 0.55;
                m_bounces.push_back(kShake + kTip + s * kStep);
            }
            if (p.x > right && v.x > 0) {
                v.x = -v.x * 0.5;
            }
            const double friction = std::exp(-2.6 * kStep);
            v.x *= friction;
            v.y *= friction;
            spin *= std::exp(-2.0 * kStep);
            angle += spin * kStep;
            distance += std::hypot(p.x - before.x, p.y - before.y) / dieSize;
        }
        // Bend the path so it ends on the resting place and tilt.
        const Sample end = path.back();
        const Vec2 restPos = m_rest.positions[i];
        const double restAngle = nearestAngle(end.angle, m_rest.angles[i]);
        for (std::size_t s = 0; s < path.size(); ++s) {
            const double u =
                ease::smooth(static_cast<double>(s) / static_cast<double>(path.size() - 1));
            path[s].pos.x += (restPos.x - end.pos.x) * u;
            path[s].pos.y += (restPos.y - end.pos.y) * u;
            path[s].angle += (restAngle - end.angle) * u;
        }
        m_paths.push_back(std::move(path));
        m_hops.push_back(uniform(fx, 0.6, 1.0));
    }
}

RollAnimation::DieView RollAnimation::die(int index) const {
    DieView v;
    const auto i = static_cast<std::size_t>(index);
    const double t = m_time - kShake - kTip;
    if (t < 0 || i >= m_paths.size()) {
        return v;
    }
    v.visible = true;
    const auto& path = m_paths[i];
    if (t < kTumble) {
        const double f = t / kStep;
        const auto s0 = std::min(path.size() - 1, static_cast<std::size_t>(f));
        const auto s1 = std::min(path.size() - 1, s0 + 1);
        const double a = f - static_cast<double>(s0);
        v.pos = {ease::lerp(path[s0].pos.x, path[s1].pos.x, a),
                 ease::lerp(path[s0].pos.y, path[s1].pos.y, a)};
        v.angle = ease::lerp(path[s0].angle, path[s1].angle, a);
        const double dist = ease::lerp(path[s0].distance, path[s1].distance, a);
        // Each quarter of a die size rolled shows the next edge-on frame.
        v.tumbleFrame = static_cast<int>(dist * 4.0) % 8;
        const double u = t / kTumble;
        v.lift = m_hops[i] * std::exp(-3.5 * u) * std::abs(std::sin(kPi * 3.2 * u + 0.4));
        v.scale = 1.0; // height shows in the shadow and the lift; a fixed size keeps blits cheap
        return v;
    }
    const double u = std::min(1.0, (t - kTumble) / kSettle);
    v.pos = m_rest.positions[i];
    // The path already ends on the resting tilt (mod 360): the settle is a small twist in the
    // direction of the last spin that eases out, not a spin back through the whole path.
    const double lastSpin = path.size() > 1 ? path.back().angle - path[path.size() - 2].angle : 0;
    const double twist = lastSpin >= 0 ? 6.0 : -6.0;
    v.angle = m_rest.angles[i] - twist * (1.0 - ease::outCubic(u));
    // The face appears as the die lands, with a small ease-out settle.
    v.scale = 1.0 + 0.1 * (1.0 - ease::outCubic(u));
    return v;
}

double RollAnimation::cupAngle() const {
    if (m_time < kShake) {
        const double u = m_time / kShake;
        // Growing amplitude and frequency.
        const double amp = 4.0 + 10.0 * u;
        const double freq = 5.0 + 9.0 * u;
        return amp * std::sin(2 * kPi * freq * m_time + m_wobblePhase);
    }
    if (m_time < kShake + kTip) {
        return -105.0 * ease::outCubic((m_time - kShake) / kTip);
    }
    const double back = kShake + kTip + kTumble * 0.3;
    if (m_time < back) {
        return -105.0;
    }
    return -105.0 * (1.0 - ease::inOutCubic((m_time - back) / (kTumble * 0.6)));
}

Vec2 RollAnimation::cupShift() const {
    if (m_time < kShake) {
        const double u = m_time / kShake;
        return {0.03 * u * std::sin(2 * kPi * 7.0 * m_time),
                -0.04 * u * std::abs(std::sin(2 * kPi * 6.0 * m_time))};
    }
    double lift;
    if (m_time < kShake + kTip) {
        lift = ease::outCubic((m_time - kShake) / kTip);
    } else {
        const double back = kShake + kTip + kTumble * 0.3;
        lift = m_time < back ? 1.0 : 1.0 - ease::inOutCubic((m_time - back) / (kTumble * 0.6));
    }
    return {-0.12 * lift, -0.18 * lift};
}

double RollAnimation::rattle() const {
    return m_time < kShake ? m_time / kShake : 0.0;
}

bool RollAnimation::bouncedBetween(double t0, double t1) const {
    return std::any_of(m_bounces.begin(), m_bounces.end(),
                       [&](double b) { return b >= t0 && b < t1; });
}

} // namespace greed::app

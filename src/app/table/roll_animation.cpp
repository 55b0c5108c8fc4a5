// RollAnimation: each die's flight is simulated once at the throw (fixed 120 Hz steps, visual
// Rng): aimed from the cup mouth at its resting place (sometimes off the far rim), gravity and
// damped bounces on the felt, rim bounces, sliding friction that stops it, spin that turns into
// rolling on the felt. The path is then stretched to land on time and bent, in place and turn,
// so it ends exactly on the resting place in the resting pose: the physics is for looks only.
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

Vec3 randomAxis(core::Rng& fx) {
    for (;;) {
        const Vec3 v{uniform(fx, -1, 1), uniform(fx, -1, 1), uniform(fx, -1, 1)};
        const double l = length(v);
        if (l > 0.1 && l <= 1.0) {
            return v * (1.0 / l);
        }
    }
}

// Dice rest at least this many die sizes apart (centres): a body turned by up to 11 degrees
// reaches 0.59 die sizes from its centre, so two never touch (restingOverlap: 1.2).
constexpr double kRestGap = 1.24;
// From the dice area's edges to a resting centre: the body and its shadow stay inside.
constexpr double kRestMargin = 0.62;

double nearestTo(const std::vector<Vec2>& px, Vec2 p, std::size_t skip) {
    double nearest = 1e9;
    for (std::size_t k = 0; k < px.size(); ++k) {
        if (k != skip) {
            nearest = std::min(nearest, std::hypot(p.x - px[k].x, p.y - px[k].y));
        }
    }
    return nearest;
}

// Uniformly random spots, each kept only when clear of the others: scattered, never a grid.
std::vector<Vec2> scatter(int count, const SDL_Rect& area, double dieSize, core::Rng& fx) {
    const double margin = dieSize * kRestMargin;
    const double w = std::max(1.0, area.w - 2 * margin);
    const double h = std::max(1.0, area.h - 2 * margin);
    std::vector<Vec2> px;
    for (int restart = 0; restart < 8 && static_cast<int>(px.size()) < count; ++restart) {
        px.clear();
        for (int attempt = 0; attempt < 400 && static_cast<int>(px.size()) < count; ++attempt) {
            const Vec2 p{area.x + margin + w * fx.unit(), area.y + margin + h * fx.unit()};
            if (nearestTo(px, p, px.size()) >= dieSize * kRestGap) {
                px.push_back(p);
            }
        }
    }
    return px;
}

// Crowded: rows with the dice shuffled along them, then each nudged at random as far as it
// stays clear of the others, so even a full table does not look laid out.
std::vector<Vec2> jiggledRows(int count, const SDL_Rect& area, double dieSize, core::Rng& fx) {
    const int cols = std::max(1, static_cast<int>(std::floor(area.w / (dieSize * kSpacing))));
    const int rows = (count + cols - 1) / cols;
    const double cw = static_cast<double>(area.w) / cols;
    const double ch = static_cast<double>(area.h) / std::max(1, rows);
    std::vector<Vec2> px;
    double shift = 0; // a short row slides along its free space as a whole
    for (int i = 0; i < count; ++i) {
        const int row = i / cols;
        if (i % cols == 0) {
            shift = (cols - std::min(cols, count - row * cols)) * cw * fx.unit();
        }
        px.push_back({area.x + shift + cw * (i % cols + 0.5), area.y + ch * (row + 0.5)});
    }
    const double margin = dieSize * kRestMargin;
    const double x0 = area.x + margin;
    const double x1 = std::max(x0, area.x + area.w - margin);
    const double y0 = area.y + margin;
    const double y1 = std::max(y0, area.y + area.h - margin);
    auto tryMove = [&](std::size_t i, double dx, double dy) {
        // Within the margins, or at least no further out than a crowded row started.
        const Vec2 p{px[i].x + dx, px[i].y + dy};
        const bool inside = p.x >= std::min(x0, px[i].x) && p.x <= std::max(x1, px[i].x) &&
                            p.y >= std::min(y0, px[i].y) && p.y <= std::max(y1, px[i].y);
        if (inside && nearestTo(px, p, i) >= dieSize * kRestGap) {
            px[i] = p;
        }
    };
    for (int round = 0; round < 40; ++round) {
        const double reach = dieSize * (0.3 - 0.0065 * round); // bold moves first, then small
        for (std::size_t i = 0; i < px.size(); ++i) {
            // Along one axis at a time: a die boxed in on one side can still slide on the other.
            tryMove(i, uniform(fx, -reach, reach), 0);
            tryMove(i, 0, uniform(fx, -reach, reach));
        }
    }
    return px;
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
    std::vector<Vec2> px = scatter(count, area, dieSize, fx);
    if (static_cast<int>(px.size()) < count) {
        px = jiggledRows(count, area, dieSize, fx);
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
    m_area = area;
    m_dieSize = dieSize;
    const int right = std::max(area.x + area.w, static_cast<int>(mouth.x + 0.9 * dieSize));
    m_flight = {area.x, area.y, right - area.x, area.h};
    m_wobblePhase = uniform(fx, 0, 2 * kPi);
    // They leave one after another, in a shuffled order, not as a clump.
    std::vector<std::size_t> order(m_faces.size());
    for (std::size_t i = 0; i < order.size(); ++i) {
        order[i] = i;
    }
    for (std::size_t i = order.size(); i > 1; --i) {
        std::swap(order[i - 1], order[static_cast<std::size_t>(fx.below(i))]);
    }
    std::vector<double> release(m_faces.size());
    const double gap =
        std::min(0.055, 0.32 / static_cast<double>(std::max<std::size_t>(1, order.size())));
    for (std::size_t k = 0; k < order.size(); ++k) {
        release[order[k]] = kFirstRelease + gap * static_cast<double>(k) + uniform(fx, 0, 0.015);
    }
    for (std::size_t i = 0; i < m_faces.size(); ++i) {
        m_paths.push_back(simulate(i, area, mouth, dieSize, release[i], fx));
    }
    std::sort(m_bounces.begin(), m_bounces.end());
}

RollAnimation::Path RollAnimation::simulate(std::size_t index, const SDL_Rect& area, Vec2 mouth,
                                            double dieSize, double release, core::Rng& fx) {
    const double s = dieSize;
    const double r = s * 0.5;
    const double left = area.x + r;
    const double right = area.x + area.w - r;
    const double top = area.y + r;
    const double bottom = area.y + area.h - r;
    const Vec2 target{area.x + m_rest.positions[index].x * area.w,
                      area.y + m_rest.positions[index].y * area.h};
    const double landing = kShake + kTip + kTumble;
    const double flight = landing - release;

    // Aim at the resting place, or at its mirror image behind the far rim for a bank shot.
    Vec2 p{mouth.x + uniform(fx, -0.2, 0.2) * s, mouth.y + uniform(fx, -0.5, 0.5) * s};
    const bool bank = fx.unit() < 0.5 && target.x - left < 0.45 * area.w;
    const Vec2 aim{bank ? 2 * left - target.x : target.x, target.y};
    const double dist = std::max(s, std::hypot(aim.x - p.x, aim.y - p.y));
    // Constant sliding friction stops a die that slid the whole way in `flight` seconds after
    // covering `dist`; it flies part of the way, so it starts a little slower.
    const double speed = 1.7 * dist / flight;
    const double friction = speed / flight;
    Vec2 v{(aim.x - p.x) / dist * speed, (aim.y - p.y) / dist * speed};
    double h = s * uniform(fx, 0.6, 1.0);
    double vz = s * uniform(fx, 0.5, 2.0);
    const double gravity = 34.0 * s;
    Vec3 spin = randomAxis(fx) * uniform(fx, 13.0, 21.0);
    Quat turn = normalized(
        Quat{uniform(fx, -1, 1), uniform(fx, -1, 1), uniform(fx, -1, 1), uniform(fx, -1, 1)});

    std::vector<Sample> sim;
    std::vector<double> hits; // in simulated seconds
    const int maxSteps = static_cast<int>(3.0 / kStep);
    for (int step = 0; step < maxSteps; ++step) {
        sim.push_back({{(p.x - area.x) / area.w, (p.y - area.y) / area.h}, h / s, turn});
        const double t = step * kStep;
        p.x += v.x * kStep;
        p.y += v.y * kStep;
        // The mouth may lie outside the area: a die only meets a rim it moves towards.
        auto wall = [&](double& pos, double& vel, double lo, double hi) {
            if ((pos < lo && vel < 0) || (pos > hi && vel > 0)) {
                pos = pos < lo ? lo + (lo - pos) : hi - (pos - hi);
                vel = -vel * 0.55;
                spin = spin * 0.6 + randomAxis(fx) * 5.0;
                hits.push_back(t);
            }
        };
        wall(p.x, v.x, left, right);
        wall(p.y, v.y, top, bottom);
        h += vz * kStep;
        vz -= gravity * kStep;
        if (h <= 0) {
            h = 0;
            if (vz < -2.0 * s) {
                vz = -vz * 0.38; // damped bounce on the felt, knocked into a new spin
                spin = spin * 0.5 + randomAxis(fx) * (4.0 + 0.4 * std::abs(vz) / s);
                hits.push_back(t);
            } else {
                vz = 0;
            }
        }
        const double v2 = std::hypot(v.x, v.y);
        if (h <= 0) {
            // On the felt: friction slows it and the spin turns into rolling along its way.
            const double slower = std::max(0.0, v2 - friction * kStep);
            if (v2 > 0) {
                v.x *= slower / v2;
                v.y *= slower / v2;
            }
            const Vec3 rolling = Vec3{-v.y, v.x, 0} * (0.8 / r);
            spin = spin + (rolling - spin) * (1.0 - std::exp(-9.0 * kStep));
            if (slower <= 1e-3 * s && vz == 0) {
                sim.push_back({{(p.x - area.x) / area.w, (p.y - area.y) / area.h}, 0.0, turn});
                break;
            }
        }
        turn = normalized(fromRotationVector(spin * kStep) * turn);
    }

    // Stretch the simulated time onto the flight, then bend place and turn onto the rest.
    Path path;
    path.release = release;
    const double simTime = static_cast<double>(sim.size() - 1) * kStep;
    const int n = std::max(2, static_cast<int>(std::ceil(flight / kStep)) + 1);
    const Sample last = sim.back();
    const Vec2 restPos = m_rest.positions[index];
    const Quat restTurn = aboutZ(m_rest.angles[index]);
    const Quat fix = restTurn * conjugate(last.turn);
    const double lo[2] = {(left - area.x) / area.w, (top - area.y) / area.h};
    const double hi[2] = {(right - area.x) / area.w, (bottom - area.y) / area.h};
    for (int k = 0; k < n; ++k) {
        const double u = static_cast<double>(k) / (n - 1);
        const double f = u * simTime / kStep;
        const auto s0 = std::min(sim.size() - 1, static_cast<std::size_t>(f));
        const auto s1 = std::min(sim.size() - 1, s0 + 1);
        const double a = f - static_cast<double>(s0);
        const double bend = ease::smooth(u);
        Sample out;
        out.pos = {ease::lerp(sim[s0].pos.x, sim[s1].pos.x, a) + (restPos.x - last.pos.x) * bend,
                   ease::lerp(sim[s0].pos.y, sim[s1].pos.y, a) + (restPos.y - last.pos.y) * bend};
        if (u > 0.1) {
            // Past the mouth the bend never pushes a die through a rim.
            out.pos.x =
                std::clamp(out.pos.x, std::min(lo[0], restPos.x), std::max(hi[0], restPos.x));
            out.pos.y =
                std::clamp(out.pos.y, std::min(lo[1], restPos.y), std::max(hi[1], restPos.y));
        }
        out.rise = ease::lerp(sim[s0].rise, sim[s1].rise, a) * (1.0 - std::pow(u, 8.0));
        out.turn = slerp(Quat{}, fix, bend) * slerp(sim[s0].turn, sim[s1].turn, a);
        path.samples.push_back(out);
    }
    path.samples.back().turn = restTurn;
    for (double hit : hits) {
        if (hit <= simTime) {
            m_bounces.push_back(release + hit / std::max(kStep, simTime) * flight);
        }
    }
    return path;
}

RollAnimation::DieView RollAnimation::die(int index) const {
    DieView v;
    const auto i = static_cast<std::size_t>(index);
    if (i >= m_paths.size() || m_time < m_paths[i].release) {
        return v;
    }
    const Path& path = m_paths[i];
    const double landing = kShake + kTip + kTumble;
    v.visible = true;
    v.angle = m_rest.angles[i];
    v.cube.active = true;
    v.cube.eye = {0.5, 0.5};
    if (m_time < landing) {
        const double f = (m_time - path.release) / (landing - path.release) *
                         static_cast<double>(path.samples.size() - 1);
        const auto s0 = std::min(path.samples.size() - 1, static_cast<std::size_t>(f));
        const auto s1 = std::min(path.samples.size() - 1, s0 + 1);
        const double a = f - static_cast<double>(s0);
        const Sample& p = path.samples[s0];
        const Sample& q = path.samples[s1];
        v.pos = {ease::lerp(p.pos.x, q.pos.x, a), ease::lerp(p.pos.y, q.pos.y, a)};
        v.cube.rise = ease::lerp(p.rise, q.rise, a);
        v.cube.turn = slerp(p.turn, q.turn, a);
        v.cube.depth = 1.0;
        v.pos = keptInside(v.pos, v.cube);
        v.lift = std::min(1.0, v.cube.rise);
        return v;
    }
    // Landed: the camera straightens up over the die and its sharp shadow hands over to the
    // resting die's soft one; once seen straight from above it is the resting sprite.
    const double u = std::min(1.0, (m_time - landing) / kSettle);
    v.pos = m_rest.positions[i];
    v.cube.turn = aboutZ(m_rest.angles[i]);
    v.cube.depth = 1.0 - ease::outCubic(u);
    v.cube.settled = ease::smooth(u);
    v.cube.active = v.cube.depth > 0.02;
    return v;
}

Vec2 RollAnimation::keptInside(Vec2 pos, const CubeTurn& turn) const {
    const Vec2 px{m_area.x + pos.x * m_area.w, m_area.y + pos.y * m_area.h};
    CubeView view{px.x, px.y, m_dieSize, turn, {255, 255, 255, 255}};
    view.cube.eye = {m_area.x + 0.5 * m_area.w, m_area.y + 0.5 * m_area.h};
    double x0 = 1e9;
    double y0 = 1e9;
    double x1 = -1e9;
    double y1 = -1e9;
    for (const Vec2 c : cubeCorners(view)) {
        x0 = std::min(x0, c.x);
        y0 = std::min(y0, c.y);
        x1 = std::max(x1, c.x);
        y1 = std::max(y1, c.y);
    }
    // The shift that brings [lo, hi] into [from, to] (centred when it cannot fit).
    auto shift = [](double lo, double hi, double from, double to) {
        if (hi - lo > to - from) {
            return (from + to - lo - hi) / 2;
        }
        return lo < from ? from - lo : (hi > to ? to - hi : 0.0);
    };
    const SDL_Rect& b = m_flight;
    return {pos.x + shift(x0, x1, b.x, b.x + b.w) / m_area.w,
            pos.y + shift(y0, y1, b.y, b.y + b.h) / m_area.h};
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
        // From the last wobble into the tip, easing in and out over the whole 0.22 s.
        const double u = (m_time - kShake) / kTip;
        const double wobble = 14.0 * std::sin(2 * kPi * 14.0 * kShake + m_wobblePhase);
        return ease::lerp(wobble, -105.0, ease::inOutCubic(u));
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
        lift = ease::inOutCubic((m_time - kShake) / kTip);
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

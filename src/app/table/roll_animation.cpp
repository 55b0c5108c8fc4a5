// RollAnimation: plays back the throw Bullet simulated at its start (src/physics): the dice
// leave the cup as they pass its mouth, tumble, knock into each other and the rim and come to
// rest where the simulation left them, their faces relabelled so the decided face is on top;
// then the camera straightens over each die and hands it to its resting sprite.
#include "app/table/roll_animation.hpp"

#include "app/ui/easing.hpp"

#include <algorithm>
#include <cmath>

namespace greed::app {

namespace {
constexpr double kPi = 3.14159265358979323846;

Quat toQuat(physics::Quat q) {
    return {q.w, q.x, q.y, q.z};
}
} // namespace

RollAnimation::RollAnimation(std::vector<core::Face> faces, const SDL_Rect& laidOut, Vec2 mouth,
                             double dieSize, core::Rng& fx)
    : m_faces(std::move(faces)) {
    // An empty area (not laid out yet) would make every normalised position NaN.
    const SDL_Rect area{laidOut.x, laidOut.y, std::max(1, laidOut.w), std::max(1, laidOut.h)};
    dieSize = std::max(1.0, dieSize);
    m_area = area;
    m_dieSize = dieSize;
    m_wobblePhase = fx.unit() * 2 * kPi;
    // The simulation has a stream of its own: one draw here, however many it takes.
    core::Rng sim(fx.next());
    const physics::ThrowSetup setup =
        throwSetup(static_cast<int>(m_faces.size()), area, mouth, dieSize);
    const int right = area.x + static_cast<int>(std::lround(setup.flightRight * dieSize));
    m_flight = {area.x, area.y, std::max(area.w, right - area.x), area.h};
    m_simulating = std::async(
        std::launch::async, [setup, sim]() mutable { return physics::simulateThrow(setup, sim); });
}

physics::ThrowSetup RollAnimation::throwSetup(int dice, const SDL_Rect& area, Vec2 mouth,
                                              double dieSize) {
    physics::ThrowSetup setup;
    setup.dice = dice;
    setup.restW = area.w / dieSize;
    setup.restH = area.h / dieSize;
    setup.mouth = {(mouth.x - area.x) / dieSize, (mouth.y - area.y) / dieSize, kMouthHeight};
    setup.flightRight = std::max(setup.restW, setup.mouth.x + kBehindMouth);
    return setup;
}

void RollAnimation::load() const {
    if (m_loaded) {
        return;
    }
    m_loaded = true;
    const physics::Throw thrown = m_simulating.get();
    m_restTime = thrown.restTime;
    for (const double b : thrown.bounces) {
        m_bounces.push_back(kFirstRelease + b);
    }
    for (const auto& d : thrown.dice) {
        Track t;
        t.release = d.release;
        t.rest = static_cast<double>(d.restSample) * physics::Throw::kSampleStep;
        for (const auto& p : d.poses) {
            t.samples.push_back({{p.position.x, p.position.y, p.position.z}, toQuat(p.turn)});
        }
        const Vec3 end = t.samples.back().centre;
        m_rest.positions.push_back({end.x * m_dieSize / m_area.w, end.y * m_dieSize / m_area.h});
        m_rest.angles.push_back(d.restYaw);
        m_tracks.push_back(std::move(t));
    }
}

double RollAnimation::duration() const {
    load();
    return kFirstRelease + m_restTime + kSettle;
}

bool RollAnimation::tumbling() const {
    return m_time >= kFirstRelease && m_time < duration() - kSettle;
}

RollAnimation::DieView RollAnimation::die(int index) const {
    DieView v;
    const auto i = static_cast<std::size_t>(index);
    if (m_time < kFirstRelease) {
        return v; // every die is in the cup
    }
    load();
    if (i >= m_tracks.size() || m_time < release(index)) {
        return v; // still in the cup (drawn at its mouth by the cup)
    }
    const Track& track = m_tracks[i];
    v.visible = true;
    v.angle = m_rest.angles[i];
    v.cube.active = true;
    v.cube.eye = {0.5, 0.5};
    const double t = m_time - kFirstRelease;
    if (t < track.rest) {
        const double f = t / physics::Throw::kSampleStep;
        const std::size_t last = track.samples.size() - 1;
        const auto s0 = std::min(last, static_cast<std::size_t>(f));
        const auto s1 = std::min(last, s0 + 1);
        const double a = f - static_cast<double>(s0);
        const Sample& p = track.samples[s0];
        const Sample& q = track.samples[s1];
        const Vec3 c = p.centre + (q.centre - p.centre) * a;
        v.cube.turn = slerp(p.turn, q.turn, a);
        // The drawing places a die by its lowest corner's height above the felt.
        double reach = 0;
        for (const Vec3 axis : {Vec3{1, 0, 0}, Vec3{0, 1, 0}, Vec3{0, 0, 1}}) {
            reach += std::abs(rotate(v.cube.turn, axis).z);
        }
        v.cube.rise = std::max(0.0, c.z - physics::kHalf * reach);
        v.cube.depth = 1.0;
        v.pos = keptInside({c.x * m_dieSize / m_area.w, c.y * m_dieSize / m_area.h}, v.cube);
        v.lift = std::min(1.0, v.cube.rise);
        return v;
    }
    // At rest: the camera straightens up over the die and its sharp shadow hands over to the
    // resting die's soft one; once seen straight from above it is the resting sprite.
    const double u = std::min(1.0, (t - track.rest) / kSettle);
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
    // Harder while it shakes; during the tip the dice still in the cup slide to the mouth.
    return inCup() == 0 ? 0.0 : std::min(1.0, m_time / kShake);
}

bool RollAnimation::bouncedBetween(double t0, double t1) const {
    if (t1 <= kFirstRelease) {
        return false;
    }
    load();
    return std::any_of(m_bounces.begin(), m_bounces.end(),
                       [&](double b) { return b >= t0 && b < t1; });
}

double RollAnimation::release(int index) const {
    load();
    const auto i = static_cast<std::size_t>(index);
    return i < m_tracks.size() ? kFirstRelease + m_tracks[i].release : 0.0;
}

int RollAnimation::inCup() const {
    if (m_time < kFirstRelease) {
        return static_cast<int>(m_faces.size());
    }
    int n = 0;
    for (std::size_t i = 0; i < m_tracks.size(); ++i) {
        n += m_time < release(static_cast<int>(i)) ? 1 : 0;
    }
    return n;
}

const std::vector<RollAnimation::Sample>& RollAnimation::track(int index) const {
    load();
    return m_tracks.at(static_cast<std::size_t>(index)).samples;
}

double RollAnimation::sampleStep() {
    return physics::Throw::kSampleStep;
}

} // namespace greed::app

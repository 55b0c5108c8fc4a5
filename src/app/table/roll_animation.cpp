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

// A die whose centre is this low (die sizes; its lowest corner under the cup's lip) and this
// near the cup's landing (its body turned any way and drawn up to a fifth bigger) keeps the
// cup up.
constexpr double kUnderLip = 1.15;
constexpr double kDieReach = 0.85;
// The cup starts back down at most this long before its landing is clear: still near its
// full lift then (4/5 after 0.2 s of its 0.54 s way down).
constexpr double kLandingLead = 0.15;

// How far p lies from the convex outline q (0 inside).
double distanceTo(const std::array<Vec2, 4>& q, Vec2 p) {
    bool inside = true;
    double nearest = 1e30;
    double side = 0;
    for (std::size_t k = 0; k < q.size(); ++k) {
        const Vec2 a = q[k];
        const Vec2 b = q[(k + 1) % q.size()];
        const Vec2 ab{b.x - a.x, b.y - a.y};
        const Vec2 ap{p.x - a.x, p.y - a.y};
        const double cross = ab.x * ap.y - ab.y * ap.x;
        if (cross != 0) {
            inside = inside && (side == 0 || (cross > 0) == (side > 0));
            side = side == 0 ? cross : side;
        }
        const double len = std::max(1e-12, ab.x * ab.x + ab.y * ab.y);
        const double u = std::clamp((ap.x * ab.x + ap.y * ab.y) / len, 0.0, 1.0);
        nearest = std::min(nearest, std::hypot(ap.x - u * ab.x, ap.y - u * ab.y));
    }
    return inside ? 0.0 : nearest;
}
} // namespace

RollAnimation::RollAnimation(std::vector<core::Face> faces, const SDL_Rect& area, Vec2 mouth,
                             double dieSize, core::Rng& fx)
    : RollAnimation(std::move(faces), area, mouth, dieSize, fx, fx.next()) {}

RollAnimation::RollAnimation(std::vector<core::Face> faces, const SDL_Rect& laidOut, Vec2 mouth,
                             double dieSize, core::Rng& fx, std::uint64_t throwSeed)
    : m_faces(std::move(faces)) {
    const SDL_Rect area = usableArea(laidOut);
    dieSize = std::max(1.0, dieSize);
    m_area = area;
    m_dieSize = dieSize;
    m_wobblePhase = fx.unit() * 2 * kPi;
    // The simulation has a stream of its own, however many draws it takes.
    core::Rng sim(throwSeed);
    const physics::ThrowSetup setup =
        throwSetup(static_cast<int>(m_faces.size()), area, mouth, dieSize);
    m_simulating = std::async(
        std::launch::async, [setup, sim]() mutable { return physics::simulateThrow(setup, sim); });
}

SDL_Rect RollAnimation::usableArea(const SDL_Rect& laidOut) {
    // An empty area (not laid out yet) would make every normalised position NaN.
    return {laidOut.x, laidOut.y, std::max(1, laidOut.w), std::max(1, laidOut.h)};
}

RestPlacement RollAnimation::restingOf(const physics::Throw& thrown, const SDL_Rect& area,
                                       double dieSize) {
    RestPlacement rest;
    for (const auto& d : thrown.dice) {
        const physics::Vec3 end = d.poses.back().position;
        rest.positions.push_back({end.x * dieSize / area.w, end.y * dieSize / area.h});
        rest.angles.push_back(d.restYaw);
    }
    return rest;
}

RestPlacement RollAnimation::restOf(int dice, const SDL_Rect& laidOut, Vec2 mouth, double dieSize,
                                    std::uint64_t throwSeed) {
    const SDL_Rect area = usableArea(laidOut);
    dieSize = std::max(1.0, dieSize);
    core::Rng sim(throwSeed);
    return restingOf(physics::simulateThrow(throwSetup(dice, area, mouth, dieSize), sim), area,
                     dieSize);
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
    m_rest = restingOf(thrown, m_area, m_dieSize);
    for (const auto& d : thrown.dice) {
        Track t;
        t.release = d.release;
        t.rest = static_cast<double>(d.restSample) * physics::Throw::kSampleStep;
        for (const auto& p : d.poses) {
            t.samples.push_back({p.position, p.turn});
        }
        m_tracks.push_back(std::move(t));
    }
}

void RollAnimation::keepCupUpOver(const std::vector<std::array<Vec2, 4>>& landing) {
    m_landing.clear();
    for (const auto& outline : landing) {
        std::array<Vec2, 4> inArea;
        for (std::size_t k = 0; k < outline.size(); ++k) {
            inArea[k] = {(outline[k].x - m_area.x) / m_dieSize,
                         (outline[k].y - m_area.y) / m_dieSize};
        }
        m_landing.push_back(inArea);
    }
    m_landingClear = -1;
}

double RollAnimation::landingClear() const {
    load();
    if (m_landingClear >= 0) {
        return m_landingClear;
    }
    auto inLanding = [&](const Vec3& c) {
        return c.z < kUnderLip &&
               std::any_of(m_landing.begin(), m_landing.end(), [&](const auto& outline) {
                   return distanceTo(outline, {c.x, c.y}) < kDieReach;
               });
    };
    double clear = 0;
    const double step = physics::Throw::kSampleStep;
    for (const Track& t : m_tracks) {
        // As drawn: from the mouth (earlier it is in the cup) until it rests, then at rest.
        const auto first = static_cast<std::size_t>(std::max(0.0, t.release / step));
        const auto rest = static_cast<std::size_t>(t.rest / step);
        for (std::size_t s = first; s <= rest && s < t.samples.size(); ++s) {
            if (inLanding(t.samples[s].centre)) {
                clear = std::max(clear, static_cast<double>(s + 1) * step);
            }
        }
        if (!t.samples.empty() && inLanding(t.samples.back().centre)) {
            clear = std::max(clear, m_restTime); // resting there: nowhere better to land
        }
    }
    m_landingClear = clear;
    return clear;
}

double RollAnimation::duration() const {
    load();
    // The dice at rest, and the cup back down.
    return std::max(kFirstRelease + m_restTime + kSettle, cupBack() + kTumble * 0.6);
}

bool RollAnimation::tumbling() const {
    if (m_time < kFirstRelease) {
        return false;
    }
    load();
    return m_time < kFirstRelease + m_restTime;
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
        // Where the body is: any shift of the drawing would push dice into each other.
        v.pos = {c.x * m_dieSize / m_area.w, c.y * m_dieSize / m_area.h};
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
        return ease::lerp(wobble, kTippedAngle, ease::inOutCubic(u));
    }
    const double back = cupBack();
    if (m_time < back) {
        return kTippedAngle;
    }
    return kTippedAngle * (1.0 - ease::inOutCubic((m_time - back) / (kTumble * 0.6)));
}

double RollAnimation::cupBack() const {
    // The cup stays tipped until the last die of the stream is out of its mouth.
    const double soonest = kShake + kTip + kTumble * 0.3;
    load();
    double last = 0;
    for (const Track& t : m_tracks) {
        last = std::max(last, t.release);
    }
    return std::max({soonest, kFirstRelease + last + kMouthClear,
                     kFirstRelease + landingClear() - kLandingLead});
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
        const double back = cupBack();
        lift = m_time < back ? 1.0 : 1.0 - ease::inOutCubic((m_time - back) / (kTumble * 0.6));
    }
    return {kLiftX * lift, kLiftY * lift};
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

// The Bullet world of a throw: the felt and the rim thick static boxes round the flight box, a
// kinematic gate for the cup's side, the dice boxes with a collision margin (rounded edges)
// entering the world one after another at the cup mouth (a stream: the mouth is about a die
// wide) and thrown at spots across the felt; stepped at 240 Hz until every die lies flat and
// still.
#include "physics/throw_world.hpp"

#include "physics/lying_watch.hpp"
#include "physics/rest_spacing.hpp"
#include "physics/rest_targets.hpp"

#include <btBulletDynamicsCommon.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <memory>
#include <vector>

namespace greed::physics {

namespace {

constexpr double kStep = 1.0 / 240.0; // solver step; every 2nd is recorded (120 Hz)
constexpr int kPerSample = 2;
constexpr double kMaxTime = 3.2;     // a throw that has not settled by then is bent to rest
constexpr double kGravity = 55.0;    // die sizes per s^2: a look, slower than a real 16 mm die
constexpr double kMargin = 0.06;     // the rounded edge's radius
constexpr double kStillSpeed = 0.15; // die sizes per s
constexpr double kStillSpin = 0.4;   // radians per s
constexpr double kRestAfter = 0.4;   // no die rests this soon after it left the cup
constexpr double kFlat = 0.99;       // cos of the tilt a die lies flat within
constexpr double kKnock = 4.0;       // the upward kick that unsettles a cocked die (per mass)
constexpr double kKnockOff = 2.5;    // and sideways off a die it lies on
constexpr double kJammedSpeed = 1.0; // a cocked die slower than this (die sizes per s)
constexpr double kJammedFor = 0.25;  // for this long is jammed, and knocked
// A die whose centre has been within kLying (die sizes along the felt) of where it is now, looking
// back (LyingWatch), lies there: for kStillFor it rests (flat) or, cocked or in the cup's strip,
// is knocked after kCockedFor, before it looks still.
constexpr double kLying = 0.007;
constexpr double kCockedFor = 0.05;
// A die lying where it may not rest may be clear to click from the dice at rest by this little
// less than the spacing (the nudge after the run gives it), else it is sent on at kSendOn (die
// sizes per s) towards the nearest free spot.
constexpr double kRestTolerance = 0.05;
constexpr double kSendOn = 1.5;
// Every die not yet at rest slower than this (die sizes per s, radians per s) for kWindFor
// ends the run: what is left is a settle the bend onto the spots gives (throw_sim.cpp), not
// seconds of dice jammed against each other until the time cap.
constexpr double kWindSpeed = 0.6;
constexpr double kWindSpin = 3.0;
constexpr double kWindFor = 0.35;
constexpr double kWindOut = 0.15; // and no die lies further than this past its rest margins
constexpr double kHitSpeed = 1.6; // a change of velocity in one step that clicks
// The stream: a die enters the world with its centre this far behind the mouth (inside the
// cup, hidden by it), at least kStagger after the one before it and once that one is clear of
// its place (its body, grown by kEntryRoom, does not reach the new one's).
constexpr double kEntryDepth = 0.5;
constexpr double kStagger = 0.05;
// The stream never takes longer than this a die, and this much more (the tests' promise).
constexpr double kStreamDue = 0.1;
constexpr double kStreamSlack = 0.12;
constexpr double kEntryRoom = 1.1;
// A die thrown at a spot near the cup still leaves the mouth this fast (die sizes per s), so
// the next one is not kept waiting behind it.
constexpr double kLeastSpeed = 4.5;
constexpr double kLane = 0.06;       // across the mouth: dice enter within this of its middle
constexpr double kOut = 0.3;         // a die is out of the cup this far past its mouth
constexpr double kPour = 60.0;       // the tipped cup's slope, die sizes per s^2 along -x
constexpr double kPourGrace = 0.12;  // s in the mouth: after this a die is poured harder,
constexpr double kPourGrowth = 30.0; // by this much more per second it lingers
constexpr double kSlab = 100.0;      // half the edge of the boxes the felt and rim are made of
// A die in the cup's strip is pushed out of it: a push stronger than the felt's friction.
constexpr double kStripPush = 36.0;  // die sizes per s^2 at the strip's edge
constexpr double kStripStiff = 60.0; // and this much more per die size into it
// A die this close to its spot (die sizes) is on it.
constexpr double kOnSpot = 0.08;

// Steering each die onto its resting spot (steer()): from this long after it left the cup,
// growing in over kSteerGrow; a pull of rate kSteerRate (1/s, critically damped), at most
// kSteerMost die sizes/s^2; on the felt the friction (combined die and felt) is given back
// in full beyond kSteerNear of the spot. A die lying turned past the spots' yaws is turned
// back at kTurnRate (1/s), the felt's grip on its turn (rad/s^2 per inertia) given back.
constexpr double kSteerFrom = 0.25;
constexpr double kSteerGrow = 0.4;
constexpr double kSteerRate = 5.0;
constexpr double kSteerMost = 70.0;
constexpr double kSteerOnFelt = 0.8 * kGravity;
constexpr double kSteerNear = 0.03;
// Friction (Bullet multiplies two bodies'): dice slide off each other easily (0.3 x 0.3), and
// grip the felt as before (0.3 x 1.8 = 0.54).
constexpr double kDieGrip = 0.3;
constexpr double kFeltGrip = 1.8;
constexpr double kFeltFriction = kDieGrip * kFeltGrip;
constexpr double kSwapGain = 0.1;
constexpr double kBlockedFar = 0.25;
constexpr double kBlockedSpeed = 0.3;
constexpr double kBlockedFor = 0.3;
constexpr double kSlideRound = 25.0;
constexpr double kTurnRate = 9.0;
constexpr double kTurnFriction = 60.0;
constexpr double kPi = 3.14159265358979323846;

double uniform(core::Rng& fx, double lo, double hi) {
    return lo + (hi - lo) * fx.unit();
}

btVector3 randomAxis(core::Rng& fx) {
    for (;;) {
        const btVector3 v(uniform(fx, -1, 1), uniform(fx, -1, 1), uniform(fx, -1, 1));
        const btScalar l = v.length();
        if (l > 0.1 && l <= 1.0) {
            return v / l;
        }
    }
}

// Owns the world and everything in it (Bullet keeps raw pointers).
class World {
public:
    World() : m_dispatcher(&m_config), m_world(&m_dispatcher, &m_broadphase, &m_solver, &m_config) {
        m_world.setGravity({0, 0, -kGravity});
        m_world.getSolverInfo().m_numIterations = 8;
    }
    ~World() {
        for (int i = m_world.getNumCollisionObjects() - 1; i >= 0; --i) {
            m_world.removeCollisionObject(m_world.getCollisionObjectArray()[i]);
        }
    }
    World(const World&) = delete;
    World& operator=(const World&) = delete;

    // A static slab behind the plane n.p = c (a thick box: box-box contacts hold a stack of
    // dice up better than Bullet's plane contacts), with its own friction and bounce.
    // n: a unit normal; a slab not along an axis is turned so its face lies in the plane.
    void addPlane(btVector3 n, double c, double friction, double restitution) {
        m_shapes.push_back(std::make_unique<btBoxShape>(btVector3(kSlab, kSlab, kSlab)));
        const bool straight = std::abs(n.x()) == 1 || std::abs(n.y()) == 1 || std::abs(n.z()) == 1;
        const btQuaternion turn =
            straight ? btQuaternion::getIdentity() : shortestArcQuat(btVector3(1, 0, 0), n);
        addBody(0, *m_shapes.back(), btTransform(turn, n * (c - kSlab)), friction, restitution);
    }
    btRigidBody& addBody(double mass, btCollisionShape& shape, const btTransform& at,
                         double friction, double restitution) {
        btRigidBody& body = makeBody(mass, shape, at, friction, restitution);
        enter(body);
        return body;
    }
    // A body not yet in the world (a die still in the cup): enter() adds it.
    btRigidBody& makeBody(double mass, btCollisionShape& shape, const btTransform& at,
                          double friction, double restitution) {
        btVector3 inertia(0, 0, 0);
        if (mass > 0) {
            shape.calculateLocalInertia(mass, inertia);
        }
        m_states.push_back(std::make_unique<btDefaultMotionState>(at));
        btRigidBody::btRigidBodyConstructionInfo info(mass, m_states.back().get(), &shape, inertia);
        info.m_friction = friction;
        info.m_restitution = restitution;
        m_bodies.push_back(std::make_unique<btRigidBody>(info));
        return *m_bodies.back();
    }
    void enter(btRigidBody& body) { m_world.addRigidBody(&body); }
    // A die come to rest becomes part of the table: what hits it later bounces off it, and
    // nothing moves it again.
    void freeze(btRigidBody& body) {
        m_world.removeRigidBody(&body);
        body.setLinearVelocity({0, 0, 0});
        body.setAngularVelocity({0, 0, 0});
        body.setMassProps(0, btVector3(0, 0, 0));
        body.setCollisionFlags(body.getCollisionFlags() | btCollisionObject::CF_STATIC_OBJECT);
        body.updateInertiaTensor();
        m_world.addRigidBody(&body);
    }
    btCollisionShape& keep(std::unique_ptr<btCollisionShape> shape) {
        m_shapes.push_back(std::move(shape));
        return *m_shapes.back();
    }
    void step() { m_world.stepSimulation(kStep, 0); }

private:
    btDefaultCollisionConfiguration m_config;
    btCollisionDispatcher m_dispatcher;
    btDbvtBroadphase m_broadphase;
    btSequentialImpulseConstraintSolver m_solver;
    btDiscreteDynamicsWorld m_world;
    std::vector<std::unique_ptr<btCollisionShape>> m_shapes;
    std::vector<std::unique_ptr<btMotionState>> m_states;
    std::vector<std::unique_ptr<btRigidBody>> m_bodies;
};

Pose poseOf(const btRigidBody& b) {
    const btTransform& t = b.getWorldTransform();
    const btQuaternion q = t.getRotation();
    return {{t.getOrigin().x(), t.getOrigin().y(), t.getOrigin().z()},
            {q.w(), q.x(), q.y(), q.z()}};
}

// A die of the stream: where it enters the mouth, and how it is thrown (at a spot of its own
// across the felt, so the dice end scattered as thrown, not piled on one wall).
struct Launch {
    btTransform at;
    btVector3 velocity;
    btVector3 spin;
};

Launch launchOf(const ThrowSetup& s, const RestSpot& target, core::Rng& fx) {
    Launch l;
    const double y = std::clamp(s.mouth.y + uniform(fx, -kLane, kLane), s.restMargin,
                                std::max(s.restMargin, s.restH - s.restMargin));
    const btVector3 at(s.mouth.x + kEntryDepth, y, s.mouth.z + uniform(fx, -0.04, 0.1));
    l.at = btTransform(btQuaternion(randomAxis(fx), uniform(fx, -0.12, 0.12)), at);
    // Thrown at its resting spot (chosen apart from the others'); the roll and the knocks
    // scatter it, and the steering below brings it back as it settles.
    const double dx = target.x - at.x();
    const double dy = target.y - at.y();
    const double d = std::max(0.5, std::hypot(dx, dy));
    // About the speed that carries a die of this pace that far, flying and rolling.
    const double speed = std::max(kLeastSpeed, 2.6 + 0.95 * d);
    l.velocity = btVector3(dx / d * speed, dy / d * speed, uniform(fx, 0.3, 2.2));
    // Mostly topspin (rolling forwards, over the edges as it lands), some random wobble.
    const btVector3 topspin = btVector3(l.velocity.y(), -l.velocity.x(), 0).normalized();
    l.spin = topspin * -uniform(fx, 14.0, 26.0) + randomAxis(fx) * uniform(fx, 3.0, 8.0);
    return l;
}

// Pushes the dice out of the cup's strip right of the rest area (the way the stream comes in).
void clearStrip(const ThrowSetup& s, const std::vector<btRigidBody*>& dice) {
    for (btRigidBody* die : dice) {
        const double over =
            die->getWorldTransform().getOrigin().x() - (s.restW - s.restMargin - 0.06);
        if (over > 0) {
            die->activate();
            die->applyCentralForce(btVector3(-(kStripPush + kStripStiff * over), 0, 0));
        }
    }
}

// The spots are alike: two dice on their way that would each be nearer the other's spot swap
// them, so no two cross each other's way (and block each other) to reach their own.
void swapSpots(const std::vector<btRigidBody*>& dice, RestTargets& targets,
               const std::vector<double>& entered, const std::vector<bool>& frozen) {
    auto far = [&](std::size_t i, std::size_t k) {
        const btVector3 at = dice[i]->getWorldTransform().getOrigin();
        return std::hypot(targets.spots[k].x - at.x(), targets.spots[k].y - at.y());
    };
    for (std::size_t i = 0; i < dice.size(); ++i) {
        for (std::size_t j = i + 1; j < dice.size(); ++j) {
            if (entered[i] < 0 || entered[j] < 0 || frozen[i] || frozen[j]) {
                continue;
            }
            if (far(i, j) + far(j, i) + kSwapGain < far(i, i) + far(j, j)) {
                std::swap(targets.spots[i], targets.spots[j]);
            }
        }
    }
}

// Brings each die out of the cup for a while onto its resting spot as it settles: a damped
// pull along the felt (with what the felt's friction takes off it) that grows in over
// kSteerGrow, and for a die lying flat turned further than the spots allow, a damped turn
// about z back within it. Thrown at its spot, a die needs little of it; one knocked off its
// way slides back.
void steer(const std::vector<btRigidBody*>& dice, const RestTargets& targets,
           const std::vector<double>& entered, const std::vector<bool>& frozen, double t) {
    for (std::size_t i = 0; i < dice.size(); ++i) {
        if (entered[i] < 0 || frozen[i] || t - entered[i] < kSteerFrom) {
            continue;
        }
        btRigidBody& die = *dice[i];
        const double u = std::min(1.0, (t - entered[i] - kSteerFrom) / kSteerGrow);
        const double grow = u * u * (3 - 2 * u);
        const btVector3 at = die.getWorldTransform().getOrigin();
        const btVector3 v = die.getLinearVelocity();
        const RestSpot& goal = targets.spots[i];
        const btVector3 off(goal.x - at.x(), goal.y - at.y(), 0);
        const double far = off.length();
        btVector3 pull =
            off * (kSteerRate * kSteerRate) - btVector3(v.x(), v.y(), 0) * (2 * kSteerRate);
        if (at.z() < kHalf * 1.2 && far > 1e-6) {
            // On the felt: what friction takes off a sliding die, given back towards the spot.
            pull += off / far * (kFeltFriction * kGravity * std::min(1.0, far / kSteerNear));
        }
        // Slow and still far: the nearest die lies in its way; it slides round it, on the
        // side away from it.
        if (far > kBlockedFar && btVector3(v.x(), v.y(), 0).length() < kBlockedSpeed) {
            btVector3 nearest(0, 0, 0);
            double closest = 1e9;
            for (std::size_t j = 0; j < dice.size(); ++j) {
                const btVector3 d = dice[j]->getWorldTransform().getOrigin() - at;
                if (j != i && entered[j] >= 0 && d.length() < closest) {
                    closest = d.length();
                    nearest = d;
                }
            }
            const btVector3 across(-off.y() / far, off.x() / far, 0);
            const double side = across.dot(nearest) > 0 ? -1.0 : 1.0;
            pull += across * (side * kSlideRound);
        }
        // On the felt a pull over the die's weight would tip it over its lower edge.
        const double most = at.z() < kHalf * 1.2 ? kSteerOnFelt : kSteerMost;
        if (pull.length() > most) {
            pull *= most / pull.length();
        }
        die.activate();
        die.applyCentralForce(pull * grow);
        const Pose pose = poseOf(die);
        if (targets.yawLimit >= 45 || rotate(pose.turn, kAxes[axisUp(pose.turn)]).z < kFlat) {
            continue;
        }
        const double yaw = relabelling(pose.turn).yaw;
        const double over = yaw - std::clamp(yaw, -targets.yawLimit + 2, targets.yawLimit - 2);
        const double spin = die.getAngularVelocity().z();
        const double inertia = 1.0 / die.getInvInertiaDiagLocal().z();
        double twist = -over * kPi / 180.0 * kTurnRate * kTurnRate - spin * 2 * kTurnRate;
        if (std::abs(over) > 0) {
            twist -= (over > 0 ? 1 : -1) * kTurnFriction * std::min(1.0, std::abs(over) / 3.0);
        }
        die.applyTorque(btVector3(0, 0, twist * inertia * grow));
    }
}

} // namespace

Throw runThrow(const ThrowSetup& setup, core::Rng& fx) {
    Throw out;
    if (setup.dice < 1) {
        return out;
    }
    World world;
    const double right = std::max(setup.flightRight, setup.mouth.x + 1.7);
    world.addPlane({0, 0, 1}, 0, kFeltGrip, 0.9); // the felt
    // The walls stand inside the dice area by what a resting die keeps clear of its edges
    // less half its body, so a die resting against one is already where it may rest.
    const double inset = std::max(0.0, setup.restMargin - kHalf);
    world.addPlane({1, 0, 0}, inset, 0.3, 0.8); // the rim, left
    // Above a resting die's top it leans in: x = inset + kLean (z - 2 kHalf).
    const btVector3 lean = btVector3(1, 0, -kLean).normalized();
    world.addPlane(lean, (inset - kLean * 2 * kHalf) * lean.x(), 0.3, 0.8);
    world.addPlane({-1, 0, 0}, -right, 0.3, 0.8); // right, behind the cup
    world.addPlane({0, 1, 0}, inset, 0.3, 0.8);   // top
    world.addPlane({0, -1, 0}, inset - setup.restH, 0.3, 0.8);
    world.addPlane({0, 0, -1}, -kLid, 0.3, 0.3); // a lid: nothing flies high (or off)

    // The gate: the cup's side of the box, a slab that stands behind the mouth while dice are
    // still to come, then follows the last die out and stands at the rest area's right edge,
    // so no die rolls back under the cup. It only ever moves away from the dice, so it never
    // shoves one.
    double gateX = right;
    auto& gateShape =
        world.keep(std::make_unique<btBoxShape>(btVector3(1.0, setup.restH / 2 + 1.0, 3.0)));
    auto gateAt = [&](double x) {
        return btTransform(btQuaternion::getIdentity(), btVector3(x + 1.0, setup.restH / 2, 3.0));
    };
    btRigidBody& gate = world.addBody(0, gateShape, gateAt(gateX), 0.3, 0.8);
    gate.setCollisionFlags(gate.getCollisionFlags() | btCollisionObject::CF_KINEMATIC_OBJECT);
    gate.setActivationState(DISABLE_DEACTIVATION);

    auto& dieShape = world.keep(std::make_unique<btBoxShape>(btVector3(kHalf, kHalf, kHalf)));
    dieShape.setMargin(kMargin);
    std::vector<btRigidBody*> dice;
    std::vector<Launch> launches;
    RestTargets targets = chooseRestTargets(setup, fx);
    for (int i = 0; i < setup.dice; ++i) {
        launches.push_back(launchOf(setup, targets.spots[static_cast<std::size_t>(i)], fx));
        btRigidBody& die = world.makeBody(1.0, dieShape, launches.back().at, kDieGrip, 0.55);
        die.setDamping(0.05, 0.2);
        die.setSleepingThresholds(0, 0); // only the rest test below puts a die to sleep
        dice.push_back(&die);
    }

    out.dice.resize(dice.size());
    for (std::size_t i = 0; i < dice.size(); ++i) {
        out.dice[i].poses.push_back(poseOf(*dice[i]));
        out.dice[i].release = -1;
    }
    // Seconds from the start when each die entered the mouth (negative: still in the cup).
    std::vector<double> entered(dice.size(), -1.0);
    std::vector<bool> frozen(dice.size(), false);
    std::size_t next = 0; // the next die to enter
    std::vector<btVector3> lastVelocity(dice.size());
    std::vector<double> lastHit(dice.size(), -1.0);
    std::vector<double> stillSince(dice.size(), -1.0);
    std::vector<LyingWatch> lyingWatch(dice.size(), LyingWatch(kLying, kStillFor));
    // Whether each die was sent on (only once: kicks jam a crowd).
    std::vector<bool> sentOn(dice.size(), false);
    std::vector<double> cockedSince(dice.size(), -1.0);
    std::vector<double> blockedSince(dice.size(), -1.0);
    std::vector<double> slowSince(dice.size(), -1.0);
    // True when die i may rest at pose p: clear to click from the dice at rest (within
    // kRestTolerance: the nudge after the run gives the rest), and every die still on its way
    // whose spot it would crowd has a free one to take instead (`trial`: the spots then).
    auto roomAt = [&](std::size_t i, const Pose& p, RestTargets& trial) {
        const RestSpot here{p.position.x, p.position.y, relabelling(p.turn).yaw};
        trial = targets;
        trial.spots[i] = {here.x, here.y, 0};
        for (std::size_t j = 0; j < dice.size(); ++j) {
            const Pose o = poseOf(*dice[j]);
            if (j == i) {
                continue;
            }
            if (frozen[j]) {
                const RestSpot there{o.position.x, o.position.y, relabelling(o.turn).yaw};
                if (shortfall(here, there, setup.restGap, setup.bodyGap) > kRestTolerance) {
                    return false;
                }
            } else if (!spotsApart(setup, trial.yawLimit, 0, trial.spots[j], trial.spots[i])) {
                trial.spots[j] =
                    nearestFreeSpot(setup, trial, j, {o.position.x, o.position.y, 0}, fx);
                for (std::size_t k = 0; k < dice.size(); ++k) {
                    if (k != j &&
                        !spotsApart(setup, trial.yawLimit, 0, trial.spots[j], trial.spots[k])) {
                        return false; // no free spot left for it
                    }
                }
            }
        }
        return true;
    };
    const int maxSteps = static_cast<int>(kMaxTime / kStep);
    int step = 1;
    for (; step <= maxSteps; ++step) {
        const double t = step * kStep;
        // The next die of the stream enters once the one before has made room at the mouth.
        if (next < dice.size() && t >= static_cast<double>(next) * kStagger) {
            const Pose at = poseOf(*dice[next]);
            bool clear = true;
            for (std::size_t j = 0; j < next && clear; ++j) {
                clear = !bodiesOverlap(at, poseOf(*dice[j]), kHalf * kEntryRoom);
            }
            // Kept waiting past its turn in the stream, it is poured out regardless.
            clear = clear || t >= static_cast<double>(next) * kStreamDue + kStreamSlack;
            if (clear) {
                world.enter(*dice[next]);
                dice[next]->setLinearVelocity(launches[next].velocity);
                dice[next]->setAngularVelocity(launches[next].spin);
                entered[next] = t;
                out.dice[next].release = t;
                ++next;
            }
        }
        // Out of the cup (and not resting), and out long enough to be pushed apart (or at rest).
        std::vector<btRigidBody*> poured;
        double last = setup.restW - inset;
        for (std::size_t i = 0; i < dice.size(); ++i) {
            lastVelocity[i] = dice[i]->getLinearVelocity();
            if (entered[i] >= 0) {
                last = std::max(last, dice[i]->getWorldTransform().getOrigin().x() + 0.85);
            }
            if (entered[i] >= 0 && !frozen[i]) {
                poured.push_back(dice[i]);
            }
        }
        if (next < dice.size()) {
            last = std::max(last, setup.mouth.x + kEntryDepth + 0.85);
        }
        gateX = std::min(gateX, last);
        gate.getMotionState()->setWorldTransform(gateAt(gateX));
        for (std::size_t i = 0; i < dice.size(); ++i) {
            // Still in the tipped cup: its slope pours the die out, steeper the longer it
            // lingers (the cup tips on), so the stream never stalls.
            btRigidBody* die = dice[i];
            if (entered[i] >= 0 &&
                die->getWorldTransform().getOrigin().x() > setup.mouth.x - kOut) {
                const double tipping =
                    1.0 + kPourGrowth * std::max(0.0, t - entered[i] - kPourGrace);
                die->applyCentralForce(btVector3(-kPour * tipping, 0, 0));
            }
        }
        clearStrip(setup, poured);
        swapSpots(dice, targets, entered, frozen);
        // A die on the felt kept from its spot (slow, and still far from it) for a while takes
        // the nearest free spot instead, often where it lies.
        for (std::size_t i = 0; i < dice.size(); ++i) {
            if (entered[i] < 0 || frozen[i]) {
                continue;
            }
            const btVector3 at = dice[i]->getWorldTransform().getOrigin();
            const btVector3 v = dice[i]->getLinearVelocity();
            const RestSpot& goal = targets.spots[i];
            const bool blocked = at.z() < kHalf * 1.2 &&
                                 std::hypot(goal.x - at.x(), goal.y - at.y()) > kOnSpot &&
                                 std::hypot(v.x(), v.y()) < kBlockedSpeed;
            double& since = blockedSince[i];
            since = blocked ? (since < 0 ? t : since) : -1;
            if (blocked && t - since >= kBlockedFor) {
                targets.spots[i] = nearestFreeSpot(setup, targets, i, {at.x(), at.y(), 0}, fx);
                since = -1;
            }
        }
        steer(dice, targets, entered, frozen, t);
        world.step();
        bool allRest = next == dice.size();
        bool windDown = allRest;
        for (std::size_t i = 0; i < dice.size(); ++i) {
            btRigidBody& d = *dice[i];
            DieTrack& track = out.dice[i];
            if (entered[i] < 0) {
                continue; // still in the cup: not resting, recorded where it will enter
            }
            if (frozen[i]) {
                continue; // at rest for good
            }
            if ((d.getLinearVelocity() - lastVelocity[i]).length() > kHitSpeed &&
                t - lastHit[i] > 0.06) {
                lastHit[i] = t;
                out.bounces.push_back(t);
            }
            // A die still for a while sleeps (Bullet skips it until something hits it).
            const bool still = d.getLinearVelocity().length() < kStillSpeed &&
                               d.getAngularVelocity().length() < kStillSpin;
            double& since = stillSince[i];
            since = still ? (since < 0 ? t : since) : -1;
            // Lying in one place along the felt (never further than kLying from where it is now,
            // looking back), however it turns or creeps: seen from above it has stopped.
            const btVector3 at = d.getWorldTransform().getOrigin();
            lyingWatch[i].add(t, at.x(), at.y());
            const double lying = t - lyingWatch[i].lyingFor();
            const bool settled =
                ((still && t - since >= kStillFor) || t - lying >= kStillFor - kStep / 2) &&
                t - entered[i] > kRestAfter;
            // Cocked on another die or against the rim (still, or jammed there by the pushes
            // apart): the table gets a knock under it.
            const Pose pose = poseOf(d);
            const bool flat = pose.position.z < kHalf * 1.1 &&
                              rotate(pose.turn, kAxes[axisUp(pose.turn)]).z > kFlat;
            double& cocked = cockedSince[i];
            cocked = !flat && d.getLinearVelocity().length() < kJammedSpeed
                         ? (cocked < 0 ? t : cocked)
                         : -1;
            const bool jammed = cocked >= 0 && t - cocked >= kJammedFor;
            // Knocked before it has lain cocked long enough to be seen lying still; so is a die
            // lying in the cup's strip, wedged there against another (it may not rest there, and
            // would be seen lying still and then pushed out).
            const bool inStrip = pose.position.x > setup.restW - setup.restMargin + 0.05;
            const bool cockedStill =
                (!flat || inStrip) && t - lying >= kCockedFor && t - entered[i] > kRestAfter;
            if ((settled && !flat) || jammed || cockedStill) {
                cocked = -1;
                lyingWatch[i].reset();
                dice[i]->activate();
                // Lying on another die: knocked off it, away from the one under it; in the
                // cup's strip: towards its spot.
                btVector3 off(0, 0, 0);
                const RestSpot& goal = targets.spots[i];
                const btVector3 way(goal.x - at.x(), goal.y - at.y(), 0);
                if (inStrip && way.length() > 1e-6) {
                    off = way.normalized() * kSendOn;
                }
                for (std::size_t j = 0; j < dice.size(); ++j) {
                    const btVector3 under = dice[j]->getWorldTransform().getOrigin();
                    const btVector3 gap(at.x() - under.x(), at.y() - under.y(), 0);
                    if (j != i && at.z() > under.z() + kHalf && gap.length() < 2 * kHalf &&
                        gap.length() > 1e-6) {
                        off = gap.normalized() * kKnockOff;
                    }
                }
                dice[i]->applyCentralImpulse(btVector3(off.x(), off.y(), kKnock));
                dice[i]->applyTorqueImpulse(randomAxis(fx) * kKnock * 0.2);
                since = -1;
            }
            // Still and flat, out of the cup's strip, where there is room (roomAt): it rests
            // where it lies, and that is its spot now; the dice still on their way whose spots it
            // crowds take the free ones found. Nothing moves it again. Where there is no room it
            // is sent on to the nearest free spot before it has lain still long enough to look
            // at rest (a die that stopped and then slid on would look pushed by a hand nobody
            // sees).
            const bool lyingLong = t - lying >= kCockedFor && t - entered[i] > kRestAfter;
            if (flat && !inStrip && settled) {
                RestTargets trial;
                if (!roomAt(i, pose, trial)) {
                    // Sent on and still here: it rests here after all, the others make room.
                    trial = targets;
                    const RestSpot here{pose.position.x, pose.position.y, 0};
                    trial.spots[i] = here;
                    for (std::size_t j = 0; j < dice.size(); ++j) {
                        if (j != i && !frozen[j] &&
                            !spotsApart(setup, trial.yawLimit, 0, trial.spots[j], here)) {
                            const Pose o = poseOf(*dice[j]);
                            trial.spots[j] = nearestFreeSpot(setup, trial, j,
                                                             {o.position.x, o.position.y, 0}, fx);
                        }
                    }
                }
                world.freeze(d);
                frozen[i] = true;
                track.restSample = track.poses.size(); // the next sample: its rest
                targets = std::move(trial);
            } else if (flat && !inStrip && lyingLong && !sentOn[i]) {
                RestTargets trial;
                if (!roomAt(i, pose, trial)) {
                    const RestSpot here{pose.position.x, pose.position.y, 0};
                    const RestSpot ahead = nearestFreeSpot(setup, targets, i, here, fx);
                    targets.spots[i] = ahead;
                    const btVector3 way(ahead.x - here.x, ahead.y - here.y, 0);
                    if (way.length() > 1e-6) {
                        d.activate();
                        d.applyCentralImpulse(way.normalized() * kSendOn);
                    }
                }
                sentOn[i] = true;
            }
            allRest = allRest && frozen[i];
            const bool slow = d.getLinearVelocity().length() < kWindSpeed &&
                              d.getAngularVelocity().length() < kWindSpin;
            double& slowFrom = slowSince[i];
            slowFrom = slow ? (slowFrom < 0 ? t : slowFrom) : -1;
            // A die still in the cup's strip or against a wall past the margin is on its way:
            // bent from there onto a spot inside, it would jump.
            const bool within = at.x() <= setup.restW - setup.restMargin + kWindOut &&
                                at.x() >= setup.restMargin - kWindOut &&
                                at.y() >= setup.restMargin - kWindOut &&
                                at.y() <= setup.restH - setup.restMargin + kWindOut;
            windDown = windDown && within && slowFrom >= 0 && t - slowFrom >= kWindFor;
        }
        if (step % kPerSample == 0) {
            for (std::size_t i = 0; i < dice.size(); ++i) {
                out.dice[i].poses.push_back(poseOf(*dice[i]));
            }
        }
        if ((allRest || windDown) && step % kPerSample == 0) {
            break;
        }
    }
    out.restTime = static_cast<double>(out.dice.front().poses.size() - 1) * Throw::kSampleStep;
    for (auto& d : out.dice) {
        out.stuck += d.release < 0 ? 1 : 0;
        d.release = d.release < 0 ? out.restTime : d.release;
        const std::size_t last = d.poses.size() - 1;
        d.restSample = d.restSample > 0 ? std::min(d.restSample, last) : last;
    }
    std::sort(out.bounces.begin(), out.bounces.end());
    return out;
}

} // namespace greed::physics

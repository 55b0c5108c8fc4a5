// The Bullet world of a throw: the felt and the rim thick static boxes round the flight box, a
// kinematic gate for the cup's side, the dice boxes with a collision margin (rounded edges)
// poured from cells at the cup mouth; stepped at 240 Hz until every die lies flat and still.
#include "physics/throw_world.hpp"

#include "physics/rest_spacing.hpp"

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
constexpr double kMaxTime = 2.2;     // a throw that has not settled by then is bent to rest
constexpr double kGravity = 55.0;    // die sizes per s^2: a look, slower than a real 16 mm die
constexpr double kMargin = 0.06;     // the rounded edge's radius
constexpr double kStillSpeed = 0.15; // die sizes per s
constexpr double kStillSpin = 0.4;   // radians per s
constexpr double kStillFor = 0.1;    // seconds a die must stay still to rest
constexpr double kRestAfter = 0.4;   // no die rests before this (they are still pouring out)
constexpr double kFlat = 0.99;       // cos of the tilt a die lies flat within
constexpr double kKnock = 4.0;       // the upward kick that unsettles a cocked die (per mass)
constexpr double kHitSpeed = 1.6;    // a change of velocity in one step that clicks
constexpr double kCell = 1.12;       // dice start this far apart in the cup
constexpr double kCupFloor = 1.3;    // the lowest dice start this high: the cup is lifted
constexpr double kOut = 0.3;         // a die is out of the cup this far past its mouth
constexpr double kPour = 60.0;       // the tipped cup's slope, die sizes per s^2 along -x
constexpr double kPourGrace = 0.12;  // s: after this a die still in the cup is poured harder,
constexpr double kPourGrowth = 30.0; // by this much more per second it lingers
constexpr double kSlab = 100.0;      // half the edge of the boxes the felt and rim are made of
// Dice too close to be clicked apart push each other away from then on: a push stronger than
// the felt's friction, so they slide apart under Bullet's contacts.
constexpr double kSpreadFrom = 0.45;
constexpr double kSpreadPush = 36.0;  // die sizes per s^2 at the slightest overlap
constexpr double kSpreadStiff = 60.0; // and this much more per die size of it
constexpr double kSpreadSlack = 0.02; // pushed a little further than the rest spacing needs

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
    void addPlane(btVector3 n, double c, double friction, double restitution) {
        m_shapes.push_back(std::make_unique<btBoxShape>(btVector3(kSlab, kSlab, kSlab)));
        addBody(0, *m_shapes.back(), btTransform(btQuaternion::getIdentity(), n * (c - kSlab)),
                friction, restitution);
    }
    btRigidBody& addBody(double mass, btCollisionShape& shape, const btTransform& at,
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
        m_world.addRigidBody(m_bodies.back().get());
        return *m_bodies.back();
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

// The cells in the cup a die may start in: 2 deep (at the mouth and behind it), 2 high, and 2
// across (3 for more than 8 dice), lowest first; shuffled within each layer so throws differ.
std::vector<btVector3> startCells(const ThrowSetup& s, core::Rng& fx) {
    const int rows = s.dice > 8 ? 3 : 2;
    const double lo = s.restMargin + 0.05 + kCell * (rows - 1) / 2.0;
    const double y = std::clamp(s.mouth.y, lo, std::max(lo, s.restH - lo));
    std::vector<btVector3> cells;
    for (int level = 0; level < 2; ++level) {
        const std::size_t first = cells.size();
        for (int col = 0; col < 2; ++col) {
            for (int row = 0; row < rows; ++row) {
                cells.emplace_back(s.mouth.x - 0.1 + col * kCell,
                                   y + (row - (rows - 1) / 2.0) * kCell, kCupFloor + level * kCell);
            }
        }
        for (std::size_t i = cells.size(); i > first + 1; --i) {
            std::swap(cells[i - 1], cells[first + fx.below(i - first)]);
        }
    }
    return cells;
}

// Pushes apart each pair of dice that would rest too close to be clicked apart (a die on
// another slides off it), and out of the cup's strip right of the rest area.
void spread(const ThrowSetup& s, const std::vector<btRigidBody*>& dice) {
    for (btRigidBody* die : dice) {
        const double over =
            die->getWorldTransform().getOrigin().x() - (s.restW - s.restMargin - 0.06);
        if (over > 0) {
            die->activate();
            die->applyCentralForce(btVector3(-(kSpreadPush + kSpreadStiff * over), 0, 0));
        }
    }
    std::vector<RestSpot> spots;
    for (const btRigidBody* die : dice) {
        const Pose p = poseOf(*die);
        spots.push_back({p.position.x, p.position.y, relabelling(p.turn).yaw});
    }
    for (std::size_t i = 0; i < dice.size(); ++i) {
        for (std::size_t j = i + 1; j < dice.size(); ++j) {
            const btVector3 a = dice[i]->getWorldTransform().getOrigin();
            const btVector3 b = dice[j]->getWorldTransform().getOrigin();
            const double miss =
                shortfall(spots[i], spots[j], s.restGap + kSpreadSlack, s.bodyGap + kSpreadSlack);
            if (miss <= 0) {
                continue;
            }
            const double dx = b.x() - a.x();
            const double dy = b.y() - a.y();
            const double d = std::max(1e-6, std::hypot(dx, dy));
            const double f = kSpreadPush + kSpreadStiff * miss;
            const btVector3 push(dx / d * f, dy / d * f, 0);
            dice[i]->activate();
            dice[j]->activate();
            dice[i]->applyCentralForce(-push);
            dice[j]->applyCentralForce(push);
        }
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
    world.addPlane({0, 0, 1}, 0, 0.9, 0.9); // the felt
    // The walls stand inside the dice area by what a resting die keeps clear of its edges
    // less half its body, so a die resting against one is already where it may rest.
    const double inset = std::max(0.0, setup.restMargin - kHalf);
    world.addPlane({1, 0, 0}, inset, 0.3, 0.8);   // the rim, left
    world.addPlane({-1, 0, 0}, -right, 0.3, 0.8); // right, behind the cup
    world.addPlane({0, 1, 0}, inset, 0.3, 0.8);   // top
    world.addPlane({0, -1, 0}, inset - setup.restH, 0.3, 0.8);
    world.addPlane({0, 0, -1}, -6.0, 0.3, 0.5); // a lid far above: nothing flies off

    // The gate: the cup's side of the box, a slab that follows the last die out and then
    // stands at the rest area's right edge, so no die rolls back under the cup. It only ever
    // moves away from the dice, so it never shoves one.
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
    const std::vector<btVector3> cells = startCells(setup, fx);
    const double reachW = std::max(2.0, setup.restW - 1.0);
    const double speed = 3.0 + 0.7 * reachW; // reaches the far rim now and then
    const double aimY = setup.restH / 2 - setup.mouth.y;
    std::vector<btRigidBody*> dice;
    for (int i = 0; i < setup.dice; ++i) {
        const btVector3 at = cells[static_cast<std::size_t>(i) % cells.size()] +
                             btVector3(uniform(fx, -0.03, 0.03), uniform(fx, -0.03, 0.03),
                                       0.05 * (i / static_cast<int>(cells.size())) * kCell);
        const btQuaternion tilt(randomAxis(fx), uniform(fx, -0.12, 0.12));
        btRigidBody& die = world.addBody(1.0, dieShape, btTransform(tilt, at), 0.6, 0.55);
        const double across = at.y() - setup.mouth.y; // dice fan out across the throw
        // The dice behind the mouth come out a little faster: a pour, not a queue.
        const double behind = at.x() > setup.mouth.x ? 2.0 : 0.0;
        const double vx = -speed * uniform(fx, 0.6, 1.15) - behind;
        const double vy = across * uniform(fx, 0.6, 2.2) + aimY * 0.5 + uniform(fx, -1.4, 1.4);
        die.setLinearVelocity(btVector3(vx, vy, uniform(fx, 0.5, 5.0)));
        // Mostly topspin (rolling forwards, over the edges as it lands), some random wobble.
        const btVector3 topspin = btVector3(vy, -vx, 0).normalized();
        die.setAngularVelocity(topspin * -uniform(fx, 16.0, 28.0) +
                               randomAxis(fx) * uniform(fx, 3.0, 8.0));
        die.setDamping(0.05, 0.2);
        die.setSleepingThresholds(0, 0); // only the rest test below puts a die to sleep
        dice.push_back(&die);
    }

    out.dice.resize(dice.size());
    for (std::size_t i = 0; i < dice.size(); ++i) {
        out.dice[i].poses.push_back(poseOf(*dice[i]));
        out.dice[i].release = -1;
    }
    std::vector<btVector3> lastVelocity(dice.size());
    std::vector<double> lastHit(dice.size(), -1.0);
    std::vector<double> stillSince(dice.size(), -1.0);
    const int maxSteps = static_cast<int>(kMaxTime / kStep);
    int step = 1;
    for (; step <= maxSteps; ++step) {
        const double t = step * kStep;
        double last = setup.restW - inset;
        for (std::size_t i = 0; i < dice.size(); ++i) {
            lastVelocity[i] = dice[i]->getLinearVelocity();
            last = std::max(last, dice[i]->getWorldTransform().getOrigin().x() + 0.85);
        }
        gateX = std::min(gateX, last);
        gate.getMotionState()->setWorldTransform(gateAt(gateX));
        for (btRigidBody* die : dice) {
            // Still in the tipped cup: its slope pours the die out, steeper the longer the die
            // lingers (the cup tips on), so a crowd leaves together and never as a queue.
            if (die->getWorldTransform().getOrigin().x() > setup.mouth.x - kOut) {
                const double tipping = 1.0 + kPourGrowth * std::max(0.0, t - kPourGrace);
                die->applyCentralForce(btVector3(-kPour * tipping, 0, 0));
            }
        }
        if (t >= kSpreadFrom) {
            spread(setup, dice);
        }
        world.step();
        bool allRest = t > kRestAfter;
        for (std::size_t i = 0; i < dice.size(); ++i) {
            btRigidBody& d = *dice[i];
            const double x = d.getWorldTransform().getOrigin().x();
            DieTrack& track = out.dice[i];
            if (track.release < 0 && x < setup.mouth.x - kOut) {
                track.release = t;
            }
            if ((d.getLinearVelocity() - lastVelocity[i]).length() > kHitSpeed &&
                t - lastHit[i] > 0.06) {
                lastHit[i] = t;
                out.bounces.push_back(track.release >= 0 ? t : -1);
            }
            // A die still for a while sleeps (Bullet skips it until something hits it).
            const bool still = d.getLinearVelocity().length() < kStillSpeed &&
                               d.getAngularVelocity().length() < kStillSpin;
            double& since = stillSince[i];
            since = still ? (since < 0 ? t : since) : -1;
            const bool settled = still && t - since >= kStillFor && t > kRestAfter;
            // Cocked on another die or against the rim: the table gets a knock under it.
            const Pose pose = poseOf(d);
            const bool flat = pose.position.z < kHalf * 1.1 &&
                              rotate(pose.turn, kAxes[axisUp(pose.turn)]).z > kFlat;
            if (settled && !flat) {
                dice[i]->activate();
                dice[i]->applyCentralImpulse(btVector3(0, 0, kKnock));
                dice[i]->applyTorqueImpulse(randomAxis(fx) * kKnock * 0.2);
                since = -1;
            }
            const bool rests = settled && flat;
            if (rests && dice[i]->isActive()) {
                dice[i]->setLinearVelocity({0, 0, 0});
                dice[i]->setAngularVelocity({0, 0, 0});
                dice[i]->forceActivationState(ISLAND_SLEEPING);
            }
            allRest = allRest && (rests || !dice[i]->isActive());
            // The sample it came to rest at (woken again by a knock: not yet).
            track.restSample = dice[i]->isActive()
                                   ? 0
                                   : (track.restSample > 0 ? track.restSample : track.poses.size());
        }
        if (step % kPerSample == 0) {
            for (std::size_t i = 0; i < dice.size(); ++i) {
                out.dice[i].poses.push_back(poseOf(*dice[i]));
            }
        }
        if (allRest && step % kPerSample == 0) {
            break;
        }
    }
    out.restTime = static_cast<double>(out.dice.front().poses.size() - 1) * Throw::kSampleStep;
    for (auto& d : out.dice) {
        d.release = d.release < 0 ? 0.0 : d.release;
        const std::size_t last = d.poses.size() - 1;
        d.restSample = d.restSample > 0 ? std::min(d.restSample, last) : last;
    }
    out.bounces.erase(
        std::remove_if(out.bounces.begin(), out.bounces.end(), [](double b) { return b < 0; }),
        out.bounces.end());
    std::sort(out.bounces.begin(), out.bounces.end());
    return out;
}

} // namespace greed::physics

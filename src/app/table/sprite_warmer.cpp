// SpriteWarmer: which turned copies a table needs, and making them a few per frame.
#include "app/table/sprite_warmer.hpp"

#include "app/table/table_layout.hpp"
#include "app/ui/dice_look.hpp"
#include "app/ui/painter.hpp"

#include <algorithm>
#include <cstdlib>

namespace greed::app {

void SpriteWarmer::plan(const TableLayout& layout, const core::Rules& rules) {
    m_jobs.clear();
    m_next = 0;
    m_bytes = 0;
    const double ds = layout.dieSize;
    auto add = [&](const std::string& name, double w, double h, int angle) {
        m_jobs.push_back({name, w, h, angle});
        m_bytes += Painter::turnedCopyBytes(name, w, h, angle);
    };
    // The cup shakes near upright and pours down to -106 degrees: nearest angles first.
    std::vector<int> cup;
    for (int a = -106; a <= 16; a += 2) {
        if (a != 0) {
            cup.push_back(a);
        }
    }
    std::stable_sort(cup.begin(), cup.end(),
                     [](int a, int b) { return std::abs(a) < std::abs(b); });
    for (const int a : cup) {
        add("cup", layout.cupW, layout.cupH, a);
    }
    // Resting tilts and the squaring up of the flat dice, their glows and their shadows (the
    // tumbling dice are drawn as cubes and turn no sprite).
    // (Numbered dice share one blank face, their numbers drawn on it as text.)
    std::vector<std::string> faces;
    for (int f = 1; f <= rules.faceCount; ++f) {
        std::string sprite = faceSprite(rules, f);
        if (std::find(faces.begin(), faces.end(), sprite) == faces.end()) {
            faces.push_back(std::move(sprite));
        }
    }
    for (int a = -kNearTilt; a <= kNearTilt; a += 2) {
        if (a == 0) {
            continue;
        }
        for (const std::string& face : faces) {
            add(face, ds, ds, a);
        }
    }
    for (int a = -50; a <= 50; a += 10) { // glows and shadows snap to 10 degrees
        if (a != 0) {
            add("glow", layout.glowSize, layout.glowSize, a);
            add("shadow", ds * 1.25, ds * 1.25, a);
        }
    }
    // The rest of the yaws a thrown die comes to rest at. Made now, every die a table shows
    // is in the cache within seconds of the table appearing, and no later throw makes one
    // (the resident size no longer grows as new angles turn up over the first half hour).
    // Only while they fit well inside the painter's bound: with bigger sprites a copy made
    // now would push out one made before it.
    for (int a = kNearTilt + 2; a <= kRestYaw; a += 2) {
        for (const int angle : {-a, a}) {
            for (const std::string& face : faces) {
                if (m_bytes + Painter::turnedCopyBytes(face, ds, ds, angle) > kPlanBytes) {
                    return;
                }
                add(face, ds, ds, angle);
            }
        }
    }
}

void SpriteWarmer::queue(const Painter& painter) const {
    painter.cancelTurned();
    for (std::size_t i = m_next; i < m_jobs.size(); ++i) {
        const Job& job = m_jobs[i];
        painter.prepareTurned(job.name, job.w, job.h, job.angle);
    }
}

void SpriteWarmer::step(const Painter& painter, int count) {
    bool madeOne = false;
    for (; count > 0 && m_next < m_jobs.size(); --count, ++m_next) {
        const Job& job = m_jobs[m_next];
        // What the worker made costs an upload; one copy a step may be made here (~1 ms for
        // the cup at 1920x1080) when the worker has not got to it.
        if (!painter.turnedReady(job.name, job.w, job.h, job.angle)) {
            if (madeOne) {
                return;
            }
            madeOne = true;
        }
        painter.sprite(job.name, -1000, -1000, job.w, job.h, job.angle);
    }
}

} // namespace greed::app

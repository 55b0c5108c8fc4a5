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
    const double ds = layout.dieSize;
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
        m_jobs.push_back({"cup", layout.cupW, layout.cupH, a});
    }
    // Resting tilts and the landing twist of the flat dice, their glows and their shadows
    // (the tumbling dice are drawn as cubes and turn no sprite).
    for (int a = -18; a <= 18; a += 2) {
        if (a == 0) {
            continue;
        }
        for (int f = 1; f <= std::min(rules.faceCount, 6); ++f) {
            m_jobs.push_back({faceSprite(rules, f), ds, ds, a});
        }
        m_jobs.push_back({"glow", layout.glowSize, layout.glowSize, a});
    }
    for (const int a : {-20, -10, 10, 20}) { // shadows snap to 10 degrees
        m_jobs.push_back({"shadow", ds * 1.25, ds * 1.25, a});
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

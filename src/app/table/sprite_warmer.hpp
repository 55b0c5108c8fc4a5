// SpriteWarmer: the turned sprite copies a throw asks for (cup, resting dice, glows, shadows),
// made a few at a time in quiet frames after the table is shown rather than all before it.
#pragma once

#include "app/ui/painter.hpp"
#include "core/rules.hpp"

#include <cstddef>
#include <string>
#include <vector>

namespace greed::app {

struct TableLayout;

class SpriteWarmer {
public:
    // Forgets what is left and lists every copy the layout's sizes need, the cup first (the
    // first thing a throw turns). Copies already made stay in the painter's cache.
    void plan(const TableLayout& layout, const core::Rules& rules);
    // Has the painter's worker thread make every copy still to make, in order, so a throw
    // that comes before step() reaches them only uploads what it draws.
    void queue(const Painter& painter) const;
    // Uploads up to `count` of the copies still to make that the worker made, making at most
    // one itself. Drawing the same sprite at an angle before this reaches it makes the copy
    // then.
    void step(const Painter& painter, int count);
    bool done() const { return m_next >= m_jobs.size(); }
    std::size_t planned() const { return m_jobs.size(); }
    // What the planned copies hold together.
    std::size_t plannedBytes() const { return m_bytes; }

    // Tilts up to this many degrees are warmed first (dice squaring up pass through them).
    static constexpr int kNearTilt = 18;
    // A thrown die rests at a yaw within +-45 degrees, which snaps to 2: +-46 at the most.
    static constexpr int kRestYaw = 46;
    // What the plan may hold: three quarters of the painter's copies, the rest for plates,
    // effects and text-sized copies.
    static constexpr std::size_t kPlanBytes = Painter::kMaxScaledBytes / 4 * 3;

private:
    struct Job {
        std::string name;
        double w = 0;
        double h = 0;
        int angle = 0;
    };
    std::vector<Job> m_jobs;
    std::size_t m_next = 0;
    std::size_t m_bytes = 0;
};

} // namespace greed::app

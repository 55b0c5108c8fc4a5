// Counter: a number shown counting towards its new value (turn totals, scores), in round steps
// (a counter of points ticks by the rules' scoring unit: 950, 900, ... not 717, 698).
#pragma once

#include "app/ui/easing.hpp"

#include <cmath>
#include <cstdlib>
#include <numeric>

namespace greed::app {

class Counter {
public:
    void set(double v) {
        m_from = m_to = v;
        m_t = 1.0;
    }
    void go(double v, double seconds) {
        if (v == m_to) {
            return;
        }
        m_from = shown(); // from a shown step, so every step after it is round too
        m_to = v;
        // A distance that is not a whole number of steps ticks by their common divisor.
        m_stepNow = std::gcd(m_step, static_cast<int>(std::lround(std::abs(m_to - m_from))));
        m_t = 0.0;
        m_duration = seconds;
    }
    void update(double dt) {
        if (m_t < 1.0) {
            m_t = m_duration <= 0 ? 1.0 : std::min(1.0, m_t + dt / m_duration);
        }
    }
    // Shown values step by `step` from the target (1: every integer).
    void setStep(int step) { m_step = step > 0 ? step : 1; }
    double value() const { return m_from + (m_to - m_from) * ease::outCubic(m_t); }
    int shown() const {
        if (m_t >= 1.0) {
            return static_cast<int>(std::lround(m_to));
        }
        // Rounded towards where it came from, so the first step shows only once it is reached
        // and the last only at the end.
        const int step = m_stepNow > 0 ? m_stepNow : 1;
        const double steps = (value() - m_to) / step;
        const double whole = steps >= 0 ? std::ceil(steps - 1e-9) : std::floor(steps + 1e-9);
        return static_cast<int>(std::lround(m_to + whole * step));
    }
    double target() const { return m_to; }
    bool moving() const { return m_t < 1.0; }

private:
    double m_from = 0;
    double m_to = 0;
    double m_t = 1.0;
    double m_duration = 0.5;
    int m_step = 1;
    int m_stepNow = 1;
};

} // namespace greed::app

// Counter: a number shown counting towards its new value (turn totals, scores).
#pragma once

#include "app/ui/easing.hpp"

#include <cmath>

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
        m_from = value();
        m_to = v;
        m_t = 0.0;
        m_duration = seconds;
    }
    void update(double dt) {
        if (m_t < 1.0) {
            m_t = m_duration <= 0 ? 1.0 : std::min(1.0, m_t + dt / m_duration);
        }
    }
    double value() const { return m_from + (m_to - m_from) * ease::outCubic(m_t); }
    int shown() const { return static_cast<int>(std::lround(value())); }
    double target() const { return m_to; }
    bool moving() const { return m_t < 1.0; }

private:
    double m_from = 0;
    double m_to = 0;
    double m_t = 1.0;
    double m_duration = 0.5;
};

} // namespace greed::app

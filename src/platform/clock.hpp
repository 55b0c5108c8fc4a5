// Clocks: the real one for play, a stepped one for tests, demos and scripted runs.
#pragma once

#include <SDL.h>

namespace greed::platform {

class Clock {
public:
    virtual ~Clock() = default;
    virtual double now() const = 0; // seconds
};

class RealClock : public Clock {
public:
    double now() const override {
        return static_cast<double>(SDL_GetPerformanceCounter()) /
               static_cast<double>(SDL_GetPerformanceFrequency());
    }
};

// Advances only when told: every frame of a scripted run sees the same time step.
class ManualClock : public Clock {
public:
    double now() const override { return m_now; }
    void advance(double seconds) { m_now += seconds; }

private:
    double m_now = 0.0;
};

} // namespace greed::platform

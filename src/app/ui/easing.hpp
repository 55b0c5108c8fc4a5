// Easing curves for every effect (nothing but a spin moves at constant speed).
#pragma once

#include <algorithm>
#include <cmath>

namespace greed::app::ease {

inline double clamp01(double t) {
    return std::clamp(t, 0.0, 1.0);
}
inline double outCubic(double t) {
    t = 1.0 - clamp01(t);
    return 1.0 - t * t * t;
}
inline double inCubic(double t) {
    t = clamp01(t);
    return t * t * t;
}
inline double inOutCubic(double t) {
    t = clamp01(t);
    return t < 0.5 ? 4.0 * t * t * t : 1.0 - std::pow(-2.0 * t + 2.0, 3.0) / 2.0;
}
inline double smooth(double t) {
    t = clamp01(t);
    return t * t * (3.0 - 2.0 * t);
}
// Overshoots then settles: stamps and pops.
inline double outBack(double t) {
    t = clamp01(t);
    const double c1 = 1.70158;
    const double c3 = c1 + 1.0;
    return 1.0 + c3 * std::pow(t - 1.0, 3.0) + c1 * std::pow(t - 1.0, 2.0);
}
inline double lerp(double a, double b, double t) {
    return a + (b - a) * t;
}

} // namespace greed::app::ease

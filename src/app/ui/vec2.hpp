// Vec2: a point or offset in screen pixels, shared by the painter and the soft canvas.
#pragma once

namespace greed::app {

struct Vec2 {
    double x = 0.0;
    double y = 0.0;
};

} // namespace greed::app

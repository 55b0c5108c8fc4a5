// The frame benchmark: the table scene rolling at 1280x720 and 1920x1080, software renderer.
#pragma once

#include "app/options.hpp"

#include <chrono>
#include <ostream>

namespace greed::app {

// Prints frame-time p50, p99 and max (ms) per size, of all frames and of those with dice
// tumbling, and the time from `start` to the first presented frame. Returns the exit code.
int runBench(const Options& options, std::chrono::steady_clock::time_point start,
             std::ostream& out);

} // namespace greed::app

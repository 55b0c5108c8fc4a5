// The frame benchmark's bookkeeping: each frame's wall time and the whole process's CPU time in
// it, what the renderer was asked per frame, and where the run's time went, so that the figures
// printed add up to what /usr/bin/time says of the process.
#pragma once

#include "platform/draw_counters.hpp"

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

namespace greed::app::bench {

// CPU milliseconds of the calling thread and of the whole process (every thread: the GL
// driver's rasterisers, the physics worker, the computer players' helpers).
double threadCpuMs();
double processCpuMs();

// A moment of the run: wall clock, process CPU and the main thread's CPU.
struct Stamp {
    std::chrono::steady_clock::time_point wall;
    double processMs = 0;
    double threadMs = 0;
    static Stamp now();
};

double wallMs(const Stamp& from, const Stamp& to);

// Wall and process CPU time summed over spans of one kind.
struct Span {
    double wallMs = 0;
    double cpuMs = 0;
    void add(const Stamp& from, const Stamp& to);
};

// Where the run's time went.
struct RunLedger {
    Span frames;       // the measured frames (all but each case's first)
    Span startUp;      // each case's App made (window, renderer, sprites) and first frame
    Span closing;      // each case's App destroyed
    Span throwReports; // the throw simulations timed after a case
    Span aiTables;     // the computer players' tables solved or read before each case
};

// One frame: wall time, process and main-thread CPU, and whether a die was in the air.
struct FrameCost {
    double wallMs = 0;
    double processMs = 0;
    double threadMs = 0;
    bool tumbling = false;
};

// The frames of one case.
class CaseTimes {
public:
    void reserve(std::size_t frames);
    // A frame, with the counters before and after it; `late`: after the first second.
    void add(const FrameCost& f, const platform::DrawCounters& after,
             const platform::DrawCounters& before, bool late);

    const std::vector<double>& wall() const { return m_wall; }
    const std::vector<double>& process() const { return m_process; }
    const std::vector<double>& thread() const { return m_thread; }
    const std::vector<double>& tumbling() const { return m_tumbling; }
    long frames() const { return static_cast<long>(m_wall.size()); }
    double drawCalls() const;     // a frame
    double pixelsDrawn() const;   // a frame
    double lateMegabytes() const; // uploaded a frame after the first second
    double lateTextures() const;  // made a frame after the first second

private:
    std::vector<double> m_wall;
    std::vector<double> m_process;
    std::vector<double> m_thread;
    std::vector<double> m_tumbling; // wall times of frames with a die in the air
    long m_drawCalls = 0;
    double m_pixels = 0;
    std::uint64_t m_lateBytes = 0;
    long m_lateTextures = 0;
    long m_lateFrames = 0;
};

// The q-quantile (0..1) of `v`, nearest rank; 0 for none.
double quantile(std::vector<double> v, double q);
double sum(const std::vector<double>& v);

// The case's line: per frame p50, p99, max and mean of wall time and of process CPU, the main
// thread's p99 and max (what the computer players' thinking adds), draw calls and pixels
// (`screen`: the window's pixels, for the overdraw), uploads after the first second; `aiMs`:
// the computer players' tables made before the case (not in its first frame).
void report(const std::string& name, const CaseTimes& t, double firstMs, double aiMs, double screen,
            std::ostream& out);
// The run's totals (from `start`, the process's start, to now) and where they went.
void reportRun(const RunLedger& run, std::chrono::steady_clock::time_point start,
               std::ostream& out);

} // namespace greed::app::bench

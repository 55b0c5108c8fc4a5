// The frame benchmark's bookkeeping and its printed lines.
#include "app/dev/bench_stats.hpp"

#include <sys/resource.h>

#include <algorithm>
#include <cstdio>
#include <ctime>

namespace greed::app::bench {

namespace {
double clockMs(clockid_t id) {
    timespec t{};
    clock_gettime(id, &t);
    return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) / 1e6;
}

double seconds(const timeval& t) {
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_usec) / 1e6;
}
} // namespace

double threadCpuMs() {
    return clockMs(CLOCK_THREAD_CPUTIME_ID);
}

double processCpuMs() {
    return clockMs(CLOCK_PROCESS_CPUTIME_ID);
}

Stamp Stamp::now() {
    return {std::chrono::steady_clock::now(), processCpuMs(), threadCpuMs()};
}

double wallMs(const Stamp& from, const Stamp& to) {
    return std::chrono::duration<double, std::milli>(to.wall - from.wall).count();
}

void Span::add(const Stamp& from, const Stamp& to) {
    wallMs += bench::wallMs(from, to);
    cpuMs += to.processMs - from.processMs;
}

void CaseTimes::reserve(std::size_t frames) {
    m_wall.reserve(frames);
    m_process.reserve(frames);
    m_thread.reserve(frames);
}

void CaseTimes::add(const FrameCost& f, const platform::DrawCounters& after,
                    const platform::DrawCounters& before, bool late) {
    m_wall.push_back(f.wallMs);
    m_process.push_back(f.processMs);
    m_thread.push_back(f.threadMs);
    if (f.tumbling) {
        m_tumbling.push_back(f.wallMs);
    }
    m_drawCalls += after.drawCalls - before.drawCalls;
    m_pixels += after.pixelsDrawn - before.pixelsDrawn;
    if (late) {
        m_lateBytes += after.bytesUploaded - before.bytesUploaded;
        m_lateTextures += after.texturesCreated - before.texturesCreated;
        ++m_lateFrames;
    }
}

double CaseTimes::drawCalls() const {
    return static_cast<double>(m_drawCalls) / static_cast<double>(std::max(1L, frames()));
}

double CaseTimes::pixelsDrawn() const {
    return m_pixels / static_cast<double>(std::max(1L, frames()));
}

double CaseTimes::lateMegabytes() const {
    return static_cast<double>(m_lateBytes) / static_cast<double>(std::max(1L, m_lateFrames)) /
           (1024.0 * 1024.0);
}

double CaseTimes::lateTextures() const {
    return static_cast<double>(m_lateTextures) / static_cast<double>(std::max(1L, m_lateFrames));
}

double quantile(std::vector<double> v, double q) {
    if (v.empty()) {
        return 0;
    }
    std::sort(v.begin(), v.end());
    const auto k = static_cast<std::size_t>(q * static_cast<double>(v.size() - 1) + 0.5);
    return v[std::min(k, v.size() - 1)];
}

double sum(const std::vector<double>& v) {
    double s = 0;
    for (const double x : v) {
        s += x;
    }
    return s;
}

void report(const std::string& name, const CaseTimes& t, double firstMs, double aiMs, double screen,
            std::ostream& out) {
    const double n = static_cast<double>(std::max(1L, t.frames()));
    const auto& w = t.wall();
    const auto& p = t.process();
    char line[600];
    std::snprintf(line, sizeof line,
                  "%s: first frame %.1f ms (computer players' tables before it %.0f ms); wall p50 "
                  "%.2f p99 %.2f max %.1f mean %.2f ms; process "
                  "cpu p50 %.2f p99 %.2f max %.1f mean %.2f ms; main thread cpu p99 %.2f max "
                  "%.1f ms; tumbling wall p99 %.2f ms; draw calls %.1f, pixels %.2f M (%.1f "
                  "screens) a frame; uploaded after 1 s %.4f MB a frame, %.2f textures a frame\n",
                  name.c_str(), firstMs, aiMs, quantile(w, 0.5), quantile(w, 0.99),
                  quantile(w, 1.0), sum(w) / n, quantile(p, 0.5), quantile(p, 0.99),
                  quantile(p, 1.0), sum(p) / n, quantile(t.thread(), 0.99),
                  quantile(t.thread(), 1.0), quantile(t.tumbling(), 0.99), t.drawCalls(),
                  t.pixelsDrawn() / 1e6, t.pixelsDrawn() / std::max(1.0, screen), t.lateMegabytes(),
                  t.lateTextures());
    out << line;
    std::snprintf(line, sizeof line, "%s: %ld frames took %.2f s wall, %.2f s process cpu\n",
                  name.c_str(), t.frames(), sum(w) / 1e3, sum(p) / 1e3);
    out << line;
}

void reportRun(const RunLedger& run, std::chrono::steady_clock::time_point start,
               std::ostream& out) {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    const double user = seconds(usage.ru_utime);
    const double sys = seconds(usage.ru_stime);
    const double wall =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const Span* spans[] = {&run.frames, &run.startUp, &run.closing, &run.throwReports,
                           &run.aiTables};
    double wallIn = 0;
    double cpuIn = 0;
    for (const Span* s : spans) {
        wallIn += s->wallMs / 1e3;
        cpuIn += s->cpuMs / 1e3;
    }
    char line[700];
    std::snprintf(line, sizeof line,
                  "whole run: %.2f s wall, %.2f s process cpu (user %.2f + sys %.2f, as "
                  "/usr/bin/time counts); frames %.2f s wall / %.2f s cpu, cases' start-up and "
                  "first frames %.2f / %.2f s, computer players' tables %.2f / %.2f s, closing "
                  "%.2f / %.2f s, throw simulations %.2f / %.2f s, the rest (before the first "
                  "case, between cases) %.2f / %.2f s\n",
                  wall, user + sys, user, sys, run.frames.wallMs / 1e3, run.frames.cpuMs / 1e3,
                  run.startUp.wallMs / 1e3, run.startUp.cpuMs / 1e3, run.aiTables.wallMs / 1e3,
                  run.aiTables.cpuMs / 1e3, run.closing.wallMs / 1e3, run.closing.cpuMs / 1e3,
                  run.throwReports.wallMs / 1e3, run.throwReports.cpuMs / 1e3, wall - wallIn,
                  user + sys - cpuIn);
    out << line;
}

} // namespace greed::app::bench

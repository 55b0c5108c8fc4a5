// The start-up ledger's marks: kept in one list of the process, recorded on the main thread.
#include "app/dev/start_ledger.hpp"

#include "app/dev/bench_stats.hpp"

#include <chrono>
#include <cstdio>

namespace greed::app::startup {

namespace {
struct Ledger {
    bool recording = false;
    std::vector<Mark> marks;
};

Ledger& ledger() {
    static Ledger l;
    return l;
}

void record(const char* what) {
    const double wall = std::chrono::duration<double, std::milli>(
                            std::chrono::steady_clock::now().time_since_epoch())
                            .count();
    ledger().marks.push_back({what, wall, bench::processCpuMs(), bench::threadCpuMs()});
}
} // namespace

void begin(const char* what) {
    ledger().marks.clear();
    ledger().recording = true;
    record(what);
}

void mark(const char* what) {
    if (ledger().recording) {
        record(what);
    }
}

std::vector<Mark> take() {
    ledger().recording = false;
    std::vector<Mark> marks;
    marks.swap(ledger().marks);
    return marks;
}

std::string describe(const std::vector<Mark>& marks) {
    std::string out;
    if (marks.size() > 1) {
        char total[120];
        std::snprintf(total, sizeof total,
                      "in all %.1f/%.1f/%.1f: ", marks.back().wallMs - marks.front().wallMs,
                      marks.back().cpuMs - marks.front().cpuMs,
                      marks.back().mainMs - marks.front().mainMs);
        out += total;
    }
    char part[160];
    for (std::size_t i = 1; i < marks.size(); ++i) {
        std::snprintf(part, sizeof part, "%s%s %.1f/%.1f/%.1f", i > 1 ? ", " : "", marks[i].what,
                      marks[i].wallMs - marks[i - 1].wallMs, marks[i].cpuMs - marks[i - 1].cpuMs,
                      marks[i].mainMs - marks[i - 1].mainMs);
        out += part;
    }
    return out;
}

} // namespace greed::app::startup

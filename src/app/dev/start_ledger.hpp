// Where the first frame's time goes: the App marks the steps of its start-up (window, renderer,
// fonts, sprites, the first scene) and the frame benchmark prints the wall and process CPU time
// between the marks. Marks are kept only while a benchmark records them.
#pragma once

#include <string>
#include <vector>

namespace greed::app::startup {

struct Mark {
    const char* what; // the step that ended here
    double wallMs;    // steady clock, ms
    double cpuMs;     // the whole process's CPU time, ms
    double mainMs;    // the main thread's CPU time, ms
};

// Starts recording (forgetting earlier marks), with a first mark named `what`.
void begin(const char* what);
// Records the end of a step; nothing unless recording.
void mark(const char* what);
// Stops recording and hands back the marks.
std::vector<Mark> take();
// "step wall/process/main-thread ms, ..." for the steps between consecutive marks.
std::string describe(const std::vector<Mark>& marks);

// A member placed between two others in a class marks the end of the one before it.
struct Marker {
    explicit Marker(const char* what) { mark(what); }
};

} // namespace greed::app::startup

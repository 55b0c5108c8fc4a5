// Options: the command line of the game, parsed with CLI11.
#pragma once

#include "app/match.hpp"
#include "i18n/language.hpp"
#include "platform/window.hpp"
#include "session/match_file.hpp"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

namespace greed::app {

// Window sizes the game opens (--size, a script's resize): no smaller than its layout needs,
// no larger than SDL allows (16384) and a software frame can be drawn in time (8192: 256 MB).
// The minimum was 640x400, where the title's eight buttons, Settings' rows and eight setup
// cards could not fit legibly; 800x600 holds every screen with text at a readable size.
constexpr int kMinWindowWidth = 800;
constexpr int kMinWindowHeight = 600;
constexpr int kMaxWindowSide = 8192;

// Whether a window of width x height is one the game opens; else says why in `error`.
bool windowSizeAllowed(long width, long height, std::string& error);

struct Options {
    std::optional<std::uint64_t> seed;
    std::string rules;   // preset name or rule file ("" = greed)
    std::string players; // --players SPEC
    bool fullscreen = false;
    bool windowed = false;
    int width = 1280;
    int height = 720;
    bool demo = false;
    std::string script;
    std::string screenshotDir;
    int screenshotEvery = 0;
    long frames = 0; // stop after this many frames (0 = no limit)
    int benchFrames = 0;
    platform::RenderDriver renderer = platform::RenderDriver::Automatic; // --renderer
    bool hidden = false;                                                 // tests: no visible window
    double speed = 0;          // animation speed override (0 = settings default)
    double rejoinSeconds = 60; // --rejoin-seconds: how long a hosted table keeps a lost seat
    bool stepped = false;      // advance 1/60 s per frame whatever the real clock says
    bool resume = false;       // --resume: continue the saved match in progress
    std::string replay;        // --replay FILE
    std::shared_ptr<const session::MatchRecord> replayRecord; // read and checked from it
    bool forceSave = false;                 // --save: record matches even in stepped runs
    bool noSave = false;                    // --no-save
    std::optional<i18n::Language> language; // --language CODE (else settings, environment)
    int textSize = 0;                       // --text-size 100|125|150 (0 = settings)
    bool reducedMotion = false;             // --reduced-motion (else settings)

    MatchConfig match; // resolved from rules / players / seed
};

// Parses argv into `out` and resolves the rules and players. Returns an exit code when the
// program should stop now: 0 after --help, 2 after a bad argument (one line on stderr).
std::optional<int> parseOptions(int argc, char** argv, Options& out);

} // namespace greed::app

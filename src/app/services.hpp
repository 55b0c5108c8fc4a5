// Services: what every screen may use: the Stage (drawing and sound, app/ui/stage.hpp) and what
// only screens need (settings, the scene stack, the set-up of the next game, saves, statistics,
// the network table).
#pragma once

#include "app/match.hpp"
#include "app/settings.hpp"
#include "app/ui/stage.hpp"
#include "net/host_lookup.hpp"
#include "session/match_session.hpp"
#include "session/save_store.hpp"
#include "stats/stats_store.hpp"

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace greed::app {

class NetMatch;
class SceneStack;

// A Services is a Stage, so a screen hands itself to a drawing helper that takes the Stage only.
struct Services : Stage {
    Settings& settings;
    SceneStack& scenes;
    MatchConfig match;                  // the set-up of the current (or next) game
    std::vector<std::string> ruleFiles; // rule files offered in setup besides the presets
    bool demo = false;
    bool quit = false;
    // Interactive runs may solve a small rule set in the background for the win-chance hints;
    // stepped runs (tests, scripts) never do, so their frames stay reproducible.
    bool solveInBackground = false;
    // Where matches are recorded as they are played (none: tests and scripted runs).
    std::optional<session::SaveStore> saves;
    // A problem to show on the title screen once (e.g. a damaged save that was set aside).
    std::string notice;
    // The statistics database (greed.db beside the saves; none when saving is off).
    std::shared_ptr<stats::StatsStore> stats;
    // The network table hosted or joined (none: playing at this screen only); the App
    // keeps its connection going every frame whatever screen is on top.
    std::shared_ptr<NetMatch> net;
    double rejoinSeconds = 60; // a hosted table keeps a lost player's seat this long
    // Looks up the names of servers and hosts (on a thread of its own, see net::HostLookup);
    // tests give one they hold, to show that no frame waits for it.
    net::HostResolver resolveHost = net::systemResolve;
    // What a sound's moment feels like on a game controller (the App rumbles the pad on a bust
    // and a win); empty: nothing.
    std::function<void(const std::string&)> feel{};
    // How many game controllers are plugged in (Settings offers rumble only with one); empty:
    // none can be.
    std::function<int()> padsConnected{};

    // Plays a sound at the settings' volume (and lets a game controller feel it).
    void sound(const std::string& name) {
        audio.setVolume(settings.volume());
        audio.play(name);
        if (feel) {
            feel(name);
        }
    }
};

} // namespace greed::app

// Services: what every scene may use (window, drawing, sound, settings, the stack, the match).
#pragma once

#include "app/match.hpp"
#include "app/scenes/scene.hpp"
#include "app/settings.hpp"
#include "app/ui/painter.hpp"
#include "app/ui/text_size.hpp"
#include "core/rng.hpp"
#include "net/host_lookup.hpp"
#include "platform/audio.hpp"
#include "platform/window.hpp"
#include "session/match_session.hpp"
#include "session/save_store.hpp"
#include "stats/stats_store.hpp"

#include <algorithm>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace greed::app {

class NetMatch;

// Text sizes from the window height (ART-DIRECTION: body ~2.2%, headings ~4%, total ~6%); the
// reading sizes follow the player's text size (app/ui/text_size.hpp), the big display words
// (stamps, banners) keep theirs.
struct TypeScale {
    int small;
    int body;
    int heading;
    int big;
    int huge;
    static TypeScale forHeight(int h) {
        auto px = [h](double f, int minimum) {
            return std::max(minimum, static_cast<int>(h * f));
        };
        return {scaledText(px(0.019, 14)), scaledText(px(0.024, 15)), scaledText(px(0.04, 20)),
                px(0.06, 28), px(0.12, 44)};
    }
};

struct Services {
    platform::Window& window;
    platform::Renderer& renderer;
    platform::AssetCache& assets;
    platform::Text& text;
    platform::Audio& audio;
    Painter& painter;
    Settings& settings;
    SceneStack& scenes;
    core::Rng& fxRng;                   // visuals only: never decides a die
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

    int width() const { return renderer.width(); }
    int height() const { return renderer.height(); }
    TypeScale type() const { return TypeScale::forHeight(renderer.height()); }
    void sound(const std::string& name) {
        audio.setVolume(settings.volume());
        audio.play(name);
        if (feel) {
            feel(name);
        }
    }
};

} // namespace greed::app

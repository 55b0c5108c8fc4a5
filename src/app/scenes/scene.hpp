// Scene and SceneStack: screens stacked on top of each other; changes apply between frames.
#pragma once

#include "app/input.hpp"
#include "app/ui/widgets.hpp"

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace greed::session {
class MatchSession;
}

namespace greed::app {

struct Services;

// Every screen, declared once: its type, the name scripts and messages use, and the factory
// that makes it with its arguments (declared from this list in app/scenes/scenes.hpp, where each
// is described; SceneId, sceneName and sceneFromName are built from it here). Adding a screen
// is a line here and its file. A line is X(type, name, factory, (arguments)) (kept out of
// clang-format, which would space the arguments as products).
// clang-format off
#define GREED_SCENES(X)                                                                            \
    X(Title, "title", makeTitleScene, (Services& s))                                              \
    X(Setup, "setup", makeSetupScene, (Services& s))                                              \
    X(Table, "table", makeTableScene, (Services& s, std::unique_ptr<TableSource> source))         \
    X(Pause, "pause", makePauseScene, (Services& s, session::MatchSession* match))               \
    X(Graph, "graph", makeGraphScene, (Services& s, const core::Game& game))                      \
    X(Results, "results", makeResultsScene,                                                        \
      (Services& s, const core::Game& game, ResultsView view,                                     \
       std::shared_ptr<const session::MatchRecord> record = {}))                                   \
    X(Help, "help", makeHelpScene, (Services& s, const core::Rules& rules))                       \
    X(Settings, "settings", makeSettingsScene, (Services& s))                                     \
    X(Join, "join", makeJoinScene, (Services& s, session::MatchSession& match))                  \
    X(Leave, "leave", makeLeaveScene, (Services& s, session::MatchSession& match))               \
    X(Stats, "stats", makeStatsScene, (Services& s))                                              \
    X(Host, "host", makeHostScene, (Services& s, bool fromSetup = false))                         \
    X(JoinTable, "join-table", makeJoinTableScene, (Services& s))                                 \
    X(Lobby, "lobby", makeLobbyScene, (Services& s))                                              \
    X(HouseRules, "house-rules", makeHouseRulesScene,                                              \
      (Services& s, const core::Rules& base, const std::string& source))                          \
    X(Online, "online", makeOnlineScene, (Services& s))
// clang-format on

enum class SceneId {
#define GREED_SCENE_ID(id, ...) id,
    GREED_SCENES(GREED_SCENE_ID)
#undef GREED_SCENE_ID
};
const char* sceneName(SceneId id);
// The screen a script names ("title", "table", ...), if any.
std::optional<SceneId> sceneFromName(const std::string& name);

class Scene {
public:
    explicit Scene(Services& services) : m_s(services) {}
    virtual ~Scene() = default;
    Scene(const Scene&) = delete;
    Scene& operator=(const Scene&) = delete;

    virtual SceneId id() const = 0;
    const char* name() const { return sceneName(id()); }
    // The match this screen plays here and owns (the table of a game at this screen), null
    // for every other screen and for a network table: what the pause menu's join and leave
    // act on, and what scripts' "state" reads.
    virtual session::MatchSession* playedMatch() const { return nullptr; }
    virtual void onEnter() {}
    virtual void onExit() {}
    // The scene above was popped: this one is on top again (things may have changed meanwhile).
    virtual void onReveal() {}
    // Returns true when the event was used.
    virtual bool handle(const InputEvent& event) = 0;
    virtual void update(double dt) { (void)dt; }
    // Places widgets for the window size; called before every render.
    virtual void layout(int width, int height) {
        (void)width;
        (void)height;
    }
    // Drawing never changes game state.
    virtual void render() const = 0;
    // False for overlays (Pause, the in-game graph): the scene below is drawn first.
    virtual bool opaque() const { return true; }
    // The clickable buttons as laid out now (tests and scripts click them by id).
    virtual std::vector<Button> buttons() const { return {}; }
    // True while the scene animates or waits for a computer player (scripts wait for idle).
    virtual bool busy() const { return false; }

protected:
    Services& m_s;
};

class SceneStack {
public:
    void push(std::unique_ptr<Scene> scene);
    void pop();
    // Pops the top and pushes `scene` in its place.
    void replace(std::unique_ptr<Scene> scene);
    // Empties the stack and pushes `scene`.
    void reset(std::unique_ptr<Scene> scene);
    // Applies the requests made since the last call (safe for a scene to pop itself).
    void applyPending();
    // Destroys every scene now, top first (the app's end: scenes may still use the services).
    void clear();

    bool empty() const { return m_scenes.empty(); }
    Scene& top() const { return *m_scenes.back(); }
    std::size_t size() const { return m_scenes.size(); }
    Scene& at(std::size_t i) const { return *m_scenes[i]; }
    // The lowest scene that must be drawn for the top to look right.
    std::size_t firstVisible() const;

private:
    enum class Op { Push, Pop, Replace, Reset };
    struct Pending {
        Op op;
        std::unique_ptr<Scene> scene;
    };
    std::vector<std::unique_ptr<Scene>> m_scenes;
    std::vector<Pending> m_pending;
    std::vector<std::unique_ptr<Scene>> m_graveyard; // popped scenes die after the frame
};

} // namespace greed::app

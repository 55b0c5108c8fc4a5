// PauseScene: drawn over the frozen table; resume, players join or leave, restart, settings,
// rules, quit to title.
#include "app/scenes/menu_scene.hpp"
#include "app/scenes/scenes.hpp"
#include "app/ui/palette.hpp"

namespace greed::app {

namespace {

// The core's own rule for joining; nobody joins a replay.
bool canJoin(const session::MatchSession& match) {
    return match.game().joinRefusal().empty() && match.replay() == nullptr;
}

class PauseScene : public MenuScene {
public:
    using MenuScene::MenuScene;
    SceneId id() const override { return SceneId::Pause; }
    bool opaque() const override { return false; }

    void layout(int w, int h) override {
        const int bw = std::max(260, w / 4);
        const int bh = std::max(40, h * 7 / 100);
        const session::MatchSession* match = m_s.activeMatch;
        Button join{"join", "Add a player", ""};
        join.enabled = match != nullptr && canJoin(*match);
        Button leave{"leave", "A player leaves", ""};
        leave.enabled = match != nullptr && !match->over() && match->replay() == nullptr &&
                        match->game().activePlayerCount() > 1;
        column({{"resume", "Resume", "Esc"},
                join,
                leave,
                {"restart", "Restart game", ""},
                {"settings", "Settings", ""},
                {"help", "Rules", "H"},
                {"title", "Quit to title", ""}},
               h * 26 / 100, bw, bh);
    }

    void render() const override {
        const Painter& p = m_s.painter;
        const int w = m_s.width();
        const int h = m_s.height();
        const auto T = m_s.type();
        p.fill({0, 0, w, h}, {0, 0, 0, 150});
        if (!m_menu.buttons().empty()) {
            p.panel(panelAround(m_menu, T.huge, 0));
        }
        p.label("PAUSED", w / 2, h * 26 / 100 - T.huge / 2 - T.small,
                {T.big, true, kGold, Align::Center, VAlign::Middle});
        m_menu.render(p, T.body);
    }

protected:
    void activate(const MenuHit& hit) override {
        if (hit.id == "resume" || hit.id == "back") {
            m_s.scenes.pop();
        } else if (hit.id == "join") {
            m_s.scenes.push(makeJoinScene(m_s));
        } else if (hit.id == "leave") {
            m_s.scenes.push(makeLeaveScene(m_s));
        } else if (hit.id == "restart") {
            m_s.scenes.pop();
            m_s.scenes.replace(makeMatchScene(m_s, m_s.match));
        } else if (hit.id == "settings") {
            m_s.scenes.push(makeSettingsScene(m_s));
        } else if (hit.id == "help") {
            m_s.scenes.push(makeHelpScene(m_s, m_s.match.rules));
        } else if (hit.id == "title") {
            m_s.scenes.reset(makeTitleScene(m_s));
        }
    }
    void back() override { m_s.scenes.pop(); }
};

} // namespace

std::unique_ptr<Scene> makePauseScene(Services& s) {
    return std::make_unique<PauseScene>(s);
}

} // namespace greed::app

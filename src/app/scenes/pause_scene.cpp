// PauseScene: drawn over the frozen table; resume, players join or leave, restart, settings,
// rules, quit to title.
#include "app/net/net_match.hpp"
#include "app/scenes/menu_scene.hpp"
#include "app/scenes/scenes.hpp"
#include "app/table/table_words.hpp"
#include "app/ui/menu_look.hpp"
#include "app/ui/palette.hpp"
#include "app/ui/refusal_words.hpp"
#include "i18n/translate.hpp"

namespace greed::app {

namespace {

// Why nobody may join now (the core's own rule; nobody joins a replay; a network table's
// seats are filled in its lobby); empty: they may.
std::string joinRefusal(const session::MatchSession* match, bool network) {
    if (match == nullptr && network) {
        // TRANSLATORS: why "Add a player" is greyed during a network game.
        return i18n::tr("Players join a network table in its lobby");
    }
    if (match == nullptr) {
        return i18n::tr("No game in progress");
    }
    if (match->replay() != nullptr) {
        return i18n::tr("Not while watching a replay");
    }
    return explain(match->game().whyNoJoin(), match->game().rules());
}

// Why nobody may leave now; empty: they may.
std::string leaveRefusal(const session::MatchSession* match, bool network) {
    if (match == nullptr && network) {
        // TRANSLATORS: why "A player leaves" is greyed during a network game: each player
        // leaves from their own screen.
        return i18n::tr("Each player leaves from their own screen");
    }
    if (match == nullptr || match->over()) {
        return i18n::tr("The game is over");
    }
    if (match->replay() != nullptr) {
        return i18n::tr("Not while watching a replay");
    }
    if (match->game().activePlayerCount() <= 1) {
        return i18n::tr("The last player cannot leave");
    }
    return "";
}

class PauseScene : public MenuScene {
public:
    PauseScene(Services& services, session::MatchSession* match)
        : MenuScene(services), m_match(match) {}
    SceneId id() const override { return SceneId::Pause; }
    bool opaque() const override { return false; }

    void layout(int w, int h) override {
        const MenuType T = MenuType::forHeight(h);
        const session::MatchSession* match = m_match;
        // Over a network table (its match is the host's, not played here).
        const bool network = match == nullptr && m_s.net != nullptr;
        using i18n::tr;
        // TRANSLATORS: the pause menu's items.
        Button join{"join", tr("Add a player"), ""};
        join.reason = joinRefusal(match, network);
        join.enabled = join.reason.empty();
        Button leave{"leave", tr("A player leaves"), ""};
        leave.reason = leaveRefusal(match, network);
        leave.enabled = leave.reason.empty();
        Button restart{"restart", tr("Restart game"), ""};
        if (network) {
            // TRANSLATORS: why "Restart game" is greyed during a network game.
            restart.reason = tr("A network game cannot be restarted");
            restart.enabled = false;
        }
        const std::vector<Button> items{{"resume", tr("Resume"), table_words::escKey()},
                                        join,
                                        leave,
                                        restart,
                                        {"settings", tr("Settings"), ""},
                                        {"help", i18n::trp("button", "Rules"), "H"},
                                        {"title", tr("Quit to title"), ""}};
        const int n = static_cast<int>(items.size());
        const int bh = std::min(T.control, (h - T.title * 2) * 4 / (5 * n));
        const int used = n * bh + (n - 1) * (bh / 4);
        const int top = std::max(T.title * 3 / 2, (h - used + T.title) / 2);
        column(items, top, std::max(280, std::min(w * 34 / 100, h * 55 / 100)), bh);
    }

    void render() const override {
        const Painter& p = m_s.painter;
        const int w = m_s.width();
        const int h = m_s.height();
        const MenuType T = MenuType::forHeight(h);
        p.fill({0, 0, w, h}, {0, 0, 0, 150});
        // Under a picker of its own (Add a player, Who leaves?) only the dimmed table shows:
        // one panel at a time, not the pause menu's title and buttons peeking round the picker.
        if (&m_s.scenes.top() != this) {
            return;
        }
        if (!m_menu.buttons().empty()) {
            const SDL_Rect panel = panelAround(m_menu, T.title, 0);
            p.panel(panel, 235);
            // TRANSLATORS: the title of the pause menu, in capitals.
            drawScreenTitle(p, i18n::tr("PAUSED"), w / 2,
                            panel.y + T.title * 6 / 10 + T.caption / 2, T);
        }
        m_menu.render(p, T);
    }

protected:
    void activate(const MenuHit& hit) override {
        if (hit.id == "resume" || hit.id == "back") {
            m_s.scenes.pop();
        } else if (hit.id == "join" && m_match != nullptr) {
            m_s.scenes.push(makeJoinScene(m_s, *m_match));
        } else if (hit.id == "leave" && m_match != nullptr) {
            m_s.scenes.push(makeLeaveScene(m_s, *m_match));
        } else if (hit.id == "restart" && m_match != nullptr) {
            m_s.scenes.pop();
            m_s.scenes.replace(makeMatchScene(m_s, m_s.match));
        } else if (hit.id == "settings") {
            m_s.scenes.push(makeSettingsScene(m_s));
        } else if (hit.id == "help") {
            m_s.scenes.push(makeHelpScene(m_s, shownRules()));
        } else if (hit.id == "title") {
            m_s.scenes.reset(makeTitleScene(m_s));
        }
    }
    void back() override { m_s.scenes.pop(); }

private:
    // The rules of the game under this menu (a network game's are the host's).
    const core::Rules& shownRules() const {
        if (m_match != nullptr) {
            return m_match->game().rules();
        }
        const session::MatchSession* shared = m_s.net ? m_s.net->source() : nullptr;
        return shared != nullptr ? shared->game().rules() : m_s.match.rules;
    }

    session::MatchSession* m_match;
};

} // namespace

std::unique_ptr<Scene> makePauseScene(Services& s, session::MatchSession* match) {
    return std::make_unique<PauseScene>(s, match);
}

} // namespace greed::app

// TitleScene: the game's name, a still life of dice and cup, and the main menu.
#include "app/scenes/menu_scene.hpp"
#include "app/scenes/scenes.hpp"
#include "app/ui/dice_look.hpp"
#include "app/ui/palette.hpp"
#include "core/rules_io.hpp"

#include <cmath>

namespace greed::app {

namespace {

class TitleScene : public MenuScene {
public:
    explicit TitleScene(Services& s) : MenuScene(s) { readSaved(); }
    // A match may have been continued, finished or replaced while other screens covered this.
    void onReveal() override { readSaved(); }

    void readSaved() {
        m_saved.reset();
        if (m_s.saves) {
            std::string problem;
            m_saved = m_s.saves->loadCurrent(problem);
            if (!problem.empty()) {
                m_s.notice = "The saved game could not be read: " + problem;
            }
        }
    }
    SceneId id() const override { return SceneId::Title; }

    void update(double dt) override { m_time += dt; }

    void layout(int w, int h) override {
        const int bw = std::max(260, w / 4);
        const int bh = std::max(40, h * 7 / 100);
        std::vector<Button> items;
        if (m_saved) {
            items.push_back({"continue", "Continue", "C"});
        }
        for (Button b : std::vector<Button>{{"new", "New game", "N"},
                                            {"quick", "Quick game vs computer", "Q"},
                                            {"help", "Rules", "H"},
                                            {"settings", "Settings", ""},
                                            {"quit", "Quit", "Esc"}}) {
            items.push_back(b);
        }
        column(items, h * (m_saved ? 42 : 46) / 100, bw, bh);
        if (m_s.stats) { // beside the menu's column, so it keeps its place
            m_menu.add(
                {"stats", "Statistics", "S", {w - bw * 3 / 4 - bh / 2, bh / 2, bw * 3 / 4, bh}});
        }
    }

    bool handle(const InputEvent& e) override {
        if (e.command == Command::Decline) { // N
            activate({"new", 0});
            return true;
        }
        if (e.command == Command::Best && m_s.stats) { // S
            activate({"stats", 0});
            return true;
        }
        if (e.command == Command::Key && e.key == SDLK_q) {
            activate({"quick", 0});
            return true;
        }
        if (e.command == Command::Key && e.key == SDLK_c && m_saved) {
            activate({"continue", 0});
            return true;
        }
        return MenuScene::handle(e);
    }

    void render() const override {
        const Painter& p = m_s.painter;
        const int w = m_s.width();
        const int h = m_s.height();
        const auto T = m_s.type();
        drawFeltBackdrop(p, w, h, 255);
        p.fill({0, 0, w, h}, {0, 0, 0, 90});
        const int titleSize = std::max(48, h * 15 / 100);
        const int ty = h * 17 / 100;
        p.label("GREED", w / 2 + 5, ty + 6,
                {titleSize, true, {0, 0, 0, 150}, Align::Center, VAlign::Middle});
        p.label("GREED", w / 2, ty, {titleSize, true, kGold, Align::Center, VAlign::Middle});
        p.label("the dice game of pushing your luck", w / 2, ty + titleSize * 6 / 10,
                {T.heading, false, kInk, Align::Center, VAlign::Top});
        // Five dice in a gentle arc, bobbing, under the title.
        const core::Rules& rules = m_s.match.rules;
        const double ds = h * 0.085;
        for (int i = 0; i < 5; ++i) {
            const double x = w / 2.0 + (i - 2) * ds * 1.45;
            const double y =
                h * 0.365 + std::abs(i - 2) * ds * 0.12 + std::sin(m_time * 2 + i) * ds * 0.05;
            DieDraw d{
                x, y, ds, (i - 2) * 9.0 + std::sin(m_time + i) * 3, 0, -1, {255, 255, 255, 255}};
            drawDieShadow(p, d);
            const core::Face face = rules.faceCount >= 6 ? (i == 2 ? 1 : (i * 2 + 1) % 6 + 1) : 1;
            drawDie(p, rules, std::min(face, rules.faceCount), d);
        }
        p.sprite("cup", w * 0.82, h * 0.68, h * 0.25, h * 0.31, -8);
        m_menu.render(p, T.body);
        const auto& buttons = m_menu.buttons();
        if (m_saved && !buttons.empty()) {
            // What Continue continues, under the menu.
            const SDL_Rect last = buttons.back().rect;
            const std::string line = "Continue: " + m_saved->summary;
            p.label(
                line, w / 2, last.y + last.h + T.small,
                {p.text().fitSize(line, T.small, false, w * 9 / 10), false, kInk, Align::Center});
        }
        if (!m_s.notice.empty()) {
            p.label(m_s.notice, w / 2, h - T.small * 4,
                    {p.text().fitSize(m_s.notice, T.small, false, w * 9 / 10), true,
                     SDL_Color{255, 150, 130, 255}, Align::Center});
        }
        p.label("Keyboard: arrows + Enter  \u00B7  Mouse: click  \u00B7  F11: full screen", w / 2,
                h - T.small * 2, {T.small, false, kInkDim, Align::Center});
    }

protected:
    void activate(const MenuHit& hit) override {
        if (hit.id != "help" && hit.id != "settings" && hit.id != "stats") {
            m_s.notice.clear();
        }
        if (hit.id == "continue" && m_saved) {
            readSaved(); // the file as it is now, not as it was when the title opened
            if (!m_saved) {
                return;
            }
            try {
                m_s.scenes.push(makeResumedScene(m_s, *m_saved));
            } catch (const std::exception& e) {
                m_s.notice = std::string("The saved game could not be continued: ") + e.what();
                m_saved.reset();
            }
        } else if (hit.id == "new") {
            m_s.scenes.push(makeSetupScene(m_s));
        } else if (hit.id == "quick") {
            MatchConfig config = m_s.match;
            config.seats = defaultSeats(1, 2);
            m_s.scenes.push(makeMatchScene(m_s, config));
        } else if (hit.id == "help") {
            m_s.scenes.push(makeHelpScene(m_s, m_s.match.rules));
        } else if (hit.id == "stats") {
            m_s.scenes.push(makeStatsScene(m_s));
        } else if (hit.id == "settings") {
            m_s.scenes.push(makeSettingsScene(m_s));
        } else if (hit.id == "quit") {
            m_s.quit = true;
        }
    }
    void back() override { m_s.quit = true; }

private:
    double m_time = 0;
    std::optional<session::SavedMatch> m_saved; // the match in progress, if any
};

} // namespace

std::unique_ptr<Scene> makeTitleScene(Services& s) {
    return std::make_unique<TitleScene>(s);
}

} // namespace greed::app

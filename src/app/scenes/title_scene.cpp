// TitleScene: the game's name, a still life of dice and cup, and the main menu.
#include "app/scenes/menu_scene.hpp"
#include "app/scenes/scenes.hpp"
#include "app/ui/dice_look.hpp"
#include "app/ui/error_words.hpp"
#include "app/ui/menu_look.hpp"
#include "app/ui/palette.hpp"
#include "app/ui/personality_words.hpp"
#include "core/rules_io.hpp"
#include "i18n/numbers.hpp"
#include "i18n/translate.hpp"
#include "session/save_store.hpp"

#include <cmath>

namespace greed::app {

namespace {

using i18n::tr;
using i18n::trf;

// The main menu: the ways to play as a column (New game, Quick game, Play online; Continue
// first when a game is saved), then the rest as a grid of two columns (Rules, Statistics,
// Settings, Quit), so the menu stays short and calm.
// A new entry is one more line here and a case in activate(). Labels are translated where
// they are drawn; the letters are the keys themselves.
struct Entry {
    const char* id;
    const char* label;
    const char* key;
};
// Network play needs UDP, which a browser page cannot send: the browser build (GREED_NETWORK
// off) shows "Play online" disabled, saying so. Hosting and joining by address live on Play
// online (with the server's tables), so the title names network play once.
#ifdef GREED_NO_NETWORK
constexpr bool kNetworkPlay = false;
#else
constexpr bool kNetworkPlay = true;
#endif
const std::vector<Entry>& playEntries() {
    static const std::vector<Entry> entries{{"new", N_("New game"), "N"},
                                            {"quick", N_("Quick game vs computer"), "Q"},
                                            {"online", N_("Play online"), "O"}};
    return entries;
}
const std::vector<Entry>& otherEntries() {
    static const std::vector<Entry> entries{{"help", N_("Rules"), "H"},
                                            {"stats", N_("Statistics"), "S"},
                                            {"settings", N_("Settings"), ""},
                                            {"quit", N_("Quit"), "Esc"}};
    return entries;
}

// A key cap written on a button: letters stay, named keys are words of the language.
std::string keyCap(const std::string& key) {
    return key == "Esc" ? escKeyCap() : key;
}

// What Continue continues, in the player's language (the Continue button's second line): the
// session gives the parts.
std::string continueLine(const session::MatchGlance& g) {
    std::string scores;
    for (const auto& p : g.players) {
        // "Ann 1,200, Sam 850": a name and a number read the same in every language.
        scores += (scores.empty() ? "" : ", ") + p.name + " " + i18n::formatNumber(p.score);
    }
    const std::string rules = tr(g.rulesName);
    // TRANSLATORS: under Continue on its button, what it continues: {0} rule set, {1} players
    // and scores.
    return g.finished ? trf("{0} · {1} · finished", rules, scores)
                      // TRANSLATORS: as above; {2} the round being played.
                      : trf("{0} · {1} · round {2}", rules, scores, i18n::formatNumber(g.round));
}

class TitleScene : public MenuScene {
public:
    explicit TitleScene(Services& s) : MenuScene(s) {
        s.net.reset(); // back at the title, no network table stays open (host) or taken
        readSaved();
    }
    // A match may have been continued, finished or replaced while other screens covered this.
    void onReveal() override { readSaved(); }

    void readSaved() {
        m_saved.reset();
        if (m_s.saves) {
            std::string problem;
            m_saved = m_s.saves->loadCurrent(problem);
            if (!problem.empty()) {
                m_s.notice = trf("The saved game could not be read: {0}", problem);
            }
        }
    }
    SceneId id() const override { return SceneId::Title; }

    void update(double dt) override { m_time += dt; }

    void layout(int w, int h) override {
        const MenuType T = MenuType::forHeight(h);
        std::vector<Button> column;
        if (m_saved) {
            Button resume{"continue", tr("Continue"), "C"};
            resume.note = continueLine(m_saved->glance);
            column.push_back(std::move(resume));
        }
        for (const Entry& e : playEntries()) {
            Button b{e.id, tr(e.label), keyCap(e.key)};
            if (!kNetworkPlay && b.id == "online") {
                b.enabled = false;
                // TRANSLATORS: on the disabled "Play online" button of the game in a web browser.
                b.reason = tr("Desktop game only: a browser cannot send its packets");
            }
            column.push_back(std::move(b));
        }
        std::vector<Button> grid;
        for (const Entry& e : otherEntries()) {
            Button b{e.id, tr(e.label), keyCap(e.key)};
            if (std::string(e.id) == "stats" && !m_s.stats) {
                // The menu keeps its shape: with no games kept the button says so, greyed.
                b.enabled = false;
                // TRANSLATORS: on the title's disabled Statistics button: there are no
                // recorded games to show.
                b.reason = tr("No games played yet");
            }
            grid.push_back(std::move(b));
        }
        // The footer's key hint is a button too.
        const std::string hint = fullscreenHint();
        const int fw = m_s.text.measure("[F11] " + hint, T.caption, true).x + T.caption * 2;
        const int rim = std::max(10, h / 45);
        m_fullscreen = {"fullscreen",
                        hint,
                        "F11",
                        {(w - fw) / 2, h - rim - T.caption * 5 / 2, fw, T.caption * 2}};
        // The main action (Continue, else New game) has weight: half a button taller, a gold
        // rim; Continue says on it what it continues.
        column.front().primary = true;
        // The column and its panel fill the space between the tagline and the footer; more
        // entries make the buttons (not the logo) smaller.
        const int top = h * 35 / 100;
        const int room = m_fullscreen.rect.y - T.caption / 2 - top;
        const int rows = static_cast<int>(column.size() + (grid.size() + 1) / 2);
        // `rows` buttons (the first one and a half), rows - 1 gaps of a quarter and the panel's
        // half-button margin below.
        const int bh = std::max(26, std::min(T.control, room * 4 / (5 * rows + 3)));
        // Wide enough for the longest entry at body size (German and Spanish run longer), up to
        // just over half the window; past that the entry's text shrinks. A grid entry has half
        // the width less a gap.
        int bw = std::max(280, std::min(w * 34 / 100, h * 55 / 100));
        const auto needed = [&](const Button& b) {
            const std::string text = b.key.empty() ? b.label : "[" + b.key + "] " + b.label;
            return m_s.text.measure(text, T.body, true).x + bh * 2 / 3 + T.body;
        };
        for (const Button& b : column) {
            bw = std::max(bw, needed(b));
        }
        for (const Button& b : grid) {
            bw = std::max(bw, 2 * needed(b) + bh / 4);
        }
        bw = std::min(bw, w * 52 / 100);
        const int used = rows * bh + bh / 2 + (rows - 1) * (bh / 4) + bh / 2;
        layOut(std::move(column), std::move(grid), top + std::max(0, (room - used) / 2), bw, bh);
    }

    // The column, then the grid two to a row under it; keyboard focus walks them in reading
    // order (Up/Down through the list, Left/Right within a grid row).
    void layOut(std::vector<Button> items, std::vector<Button> grid, int top, int width,
                int height) {
        column(std::move(items), top, width, height);
        // The first (main) entry half a button taller, the others moved down under it.
        const int extra = height / 2;
        bool first = true;
        for (Button& b : m_menu.buttons()) {
            if (!first) {
                b.rect.y += extra;
            }
            b.rect.h += first ? extra : 0;
            first = false;
        }
        m_rowH = height;
        const SDL_Rect last = m_menu.buttons().back().rect;
        const int gap = height / 4;
        const int half = (width - gap) / 2;
        int y = last.y + height + gap;
        for (std::size_t i = 0; i < grid.size(); ++i) {
            grid[i].rect = {i % 2 == 0 ? last.x : last.x + width - half, y, half, height};
            if (i % 2 == 1) {
                y += height + gap;
            }
            m_menu.add(std::move(grid[i]));
        }
    }

    std::string fullscreenHint() const {
        return m_s.window.fullscreen() ? tr("Leave full screen") : tr("Full screen");
    }

    std::vector<Button> buttons() const override {
        auto out = m_menu.buttons();
        out.push_back(m_fullscreen);
        return out;
    }

    bool handle(const InputEvent& e) override {
        if (e.command == Command::Click && contains(m_fullscreen.rect, e.x, e.y)) {
            m_s.window.toggleFullscreen();
            return true;
        }
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
        if (e.command == Command::Key && e.key == SDLK_o && kNetworkPlay) {
            activate({"online", 0});
            return true;
        }
        if (e.command == Command::Key && e.key == SDLK_c && m_saved) {
            activate({"continue", 0});
            return true;
        }
        if ((e.command == Command::Left || e.command == Command::Right) && moveInGrid(e)) {
            return true;
        }
        return MenuScene::handle(e);
    }

    // Left and Right move between the two buttons of a grid row (the same row, same top).
    bool moveInGrid(const InputEvent& e) {
        const Button* focused = m_menu.find(m_menu.focused());
        if (focused == nullptr) {
            return false;
        }
        for (const Button& b : m_menu.buttons()) {
            const bool sameRow = b.rect.y == focused->rect.y && b.id != focused->id;
            const bool onSide = e.command == Command::Left ? b.rect.x < focused->rect.x
                                                           : b.rect.x > focused->rect.x;
            if (sameRow && onSide && b.enabled) {
                m_menu.focus(b.id);
                return true;
            }
        }
        return false;
    }

    void render() const override {
        const Painter& p = m_s.painter;
        const int w = m_s.width();
        const int h = m_s.height();
        const MenuType T = MenuType::forHeight(h);
        drawTableBackdrop(p, w, h, 235);
        const core::Rules& rules = m_s.match.rules;
        const SDL_Rect logo = drawLogo(p, rules, w / 2, h * 19 / 100, T.logo, m_time);
        drawRuledCaption(p, tr("The dice game of pushing your luck"), w / 2,
                         logo.y + logo.h + T.heading / 2, T.heading, std::min(w * 7 / 10, h));
        drawStillLife(p, w, h);
        const auto& buttons = m_menu.buttons();
        if (!buttons.empty()) {
            // Around the buttons with half a (usual) button's margin.
            const SDL_Rect first = buttons.front().rect;
            const SDL_Rect last = buttons.back().rect;
            const int pad = m_rowH / 2;
            p.panel({first.x - pad, first.y - pad, first.w + 2 * pad,
                     last.y + last.h - first.y + 2 * pad},
                    200);
        }
        m_menu.render(p, T);
        if (!m_s.notice.empty()) {
            p.label(m_s.notice, w / 2, m_fullscreen.rect.y - T.caption * 2,
                    {p.text().fitSize(m_s.notice, T.caption, false, w * 9 / 10), true,
                     SDL_Color{255, 150, 130, 255}, Align::Center});
        }
        drawButton(p, m_fullscreen, false, false, T.caption);
    }

    // The cup on the left and a few spilled dice on the right, level with each other, when
    // the window is wide enough to keep them clear of the menu.
    void drawStillLife(const Painter& p, int w, int h) const {
        const auto& buttons = m_menu.buttons();
        if (buttons.empty()) {
            return;
        }
        const SDL_Rect first = buttons.front().rect;
        const double room = first.x - m_rowH; // from the window edge to the menu panel
        const double cupH = std::min(h * 0.30, room * 1.2);
        if (cupH < h * 0.14) {
            return;
        }
        const double y = h * 0.70;
        p.sprite("cup", room / 2 + h * 0.01, y, cupH * 0.8, cupH, -10);
        const core::Rules& rules = m_s.match.rules;
        const double ds = cupH * 0.28;
        const double cx = w - room / 2;
        const double spots[3][3] = {{-0.9, 0.25, -14}, {0.55, 0.45, 21}, {-0.05, -0.6, 6}};
        for (int i = 0; i < 3; ++i) {
            DieDraw d{cx + spots[i][0] * ds * 1.2,
                      y + spots[i][1] * ds * 1.2,
                      ds,
                      spots[i][2] + std::sin(m_time * 0.8 + i) * 1.5,
                      0,
                      -1,
                      {255, 255, 255, 255}};
            drawDieShadow(p, d);
            const core::Face face = static_cast<core::Face>(i == 0 ? 1 : (i == 1 ? 5 : 3));
            drawDie(p, rules, std::min<core::Face>(face, rules.faceCount), d);
        }
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
                m_s.notice = trf("The saved game could not be continued: {0}", e.what());
                m_saved.reset();
            }
        } else if (hit.id == "new") {
            m_s.scenes.push(makeSetupScene(m_s));
        } else if (hit.id == "quick") {
            MatchConfig config = m_s.match;
            config.seats = localDefaultSeats(1, 2);
            // The quick game seats computers: rules too large for them are said, not quit on.
            if (std::string why = computerRefusal(config.rules); !why.empty()) {
                m_s.notice = std::move(why);
                return;
            }
            m_s.scenes.push(makeMatchScene(m_s, config));
        } else if (hit.id == "online") {
            m_s.scenes.push(makeOnlineScene(m_s));
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
    int m_rowH = 0;                             // a usual entry's height (the main one is taller)
    Button m_fullscreen;                        // the footer's F11 hint, clickable
    std::optional<session::SavedMatch> m_saved; // the match in progress, if any
};

} // namespace

std::unique_ptr<Scene> makeTitleScene(Services& s) {
    return std::make_unique<TitleScene>(s);
}

} // namespace greed::app

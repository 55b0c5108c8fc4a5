// SettingsScene: animation speed, computer pace, sound volume, hints, text size, reduced
// motion, full screen, language, controller rumble (while a controller is plugged in); under an
// "Advanced" heading what few players change: the seeds and dice fairness shown, the server
// Play online uses.
#include "app/scenes/menu_scene.hpp"
#include "app/scenes/net_form.hpp"
#include "app/scenes/scenes.hpp"
#include "app/ui/menu_look.hpp"
#include "app/ui/pad_words.hpp"
#include "app/ui/palette.hpp"
#include "app/ui/text_size.hpp"
#include "i18n/numbers.hpp"
#include "i18n/translate.hpp"

#include <algorithm>
#include <cmath>

namespace greed::app {

namespace {

using i18n::tr;
using i18n::trf;
using i18n::trp;

// "0.5x", "2x" (0,5x in German and Spanish).
std::string speedText(double v) {
    const std::string number = std::floor(v) == v ? i18n::formatNumber(static_cast<long long>(v))
                                                  : i18n::formatDecimal(v, 1);
    // TRANSLATORS: an animation speed, {0} times the normal speed.
    return trf("{0}x", number);
}

// "50%" (German and Spanish write "50 %").
std::string percentText(double fraction) {
    // TRANSLATORS: a volume or a text size in per cent.
    return trf("{0}%", i18n::formatNumber(std::lround(fraction * 100)));
}

// The row offers each language by its own name. Without a choice of the player's, the
// environment's language is the one shown chosen (and in use); choosing one saves it.
int languageIndex(const Settings& st) {
    const i18n::Language current = st.language.value_or(i18n::currentLanguage());
    const auto& all = i18n::allLanguages();
    const auto it = std::find(all.begin(), all.end(), current);
    return it == all.end() ? 0 : static_cast<int>(it - all.begin());
}

// Moves `index` among n options: a slider stops at its ends, a choice goes round.
void step(int& index, int n, const MenuHit& hit, bool wraps) {
    if (hit.set >= 0) {
        index = std::min(hit.set, n - 1);
        return;
    }
    const int d = hit.delta == 0 ? 1 : hit.delta;
    index = wraps ? ((index + d) % n + n) % n : std::clamp(index + d, 0, n - 1);
}

class SettingsScene : public MenuScene {
public:
    using MenuScene::MenuScene;
    SceneId id() const override { return SceneId::Settings; }
    ~SettingsScene() override {
        if (m_edit.active()) {
            m_edit.end(); // text input stops with the screen
        }
    }

    void layout(int w, int h) override {
        const MenuType T = MenuType::forHeight(h);
        const Settings& st = m_s.settings;
        std::vector<Button> items;
        auto row = [&](const char* id, const std::string& label, ButtonKind kind,
                       std::vector<std::string> options, int index) {
            Button b{id, label, ""};
            b.kind = kind;
            b.options = std::move(options);
            b.index = index;
            items.push_back(b);
            return &items.back();
        };
        std::vector<std::string> speeds;
        for (double v : Settings::kSpeeds) {
            speeds.push_back(speedText(v));
        }
        row("speed", tr("Animation speed"), ButtonKind::Slider, speeds, st.speedIndex);
        row("pace", tr("Computer pace"), ButtonKind::Choice,
            {trp("pace", "Slow"), trp("pace", "Normal"), trp("pace", "Fast")}, st.paceIndex);
        std::vector<std::string> volumes;
        for (double v : Settings::kVolumes) {
            // TRANSLATORS: the sound volume at zero.
            volumes.push_back(v == 0.0 ? trp("volume", "Off") : percentText(v));
        }
        Button* volume = row("volume", tr("Sound"), ButtonKind::Slider, volumes, st.volumeIndex);
        if (!m_s.audio.enabled()) {
            volume->enabled = false;
            volume->reason = tr("No sound device on this machine");
        }
        row("hints", tr("Hints (bust chance)"), ButtonKind::Toggle, {}, st.hints ? 1 : 0);
        std::vector<std::string> textSizes;
        for (int percent : Settings::kTextSizes) {
            textSizes.push_back(percentText(percent / 100.0));
        }
        // TRANSLATORS: a setting: how big the text of every screen is (100 %, 125 %, 150 %).
        row("textsize", tr("Text size"), ButtonKind::Choice, textSizes, st.textSizeIndex);
        // TRANSLATORS: a setting: no shaking, no confetti, dice shown where they land at once.
        row("motion", tr("Reduced motion"), ButtonKind::Toggle, {}, st.reducedMotion ? 1 : 0);
        row("fullscreen", tr("Full screen (F11)"), ButtonKind::Toggle, {},
            m_s.window.fullscreen() ? 1 : 0);
        std::vector<std::string> languages;
        for (i18n::Language l : i18n::allLanguages()) {
            languages.emplace_back(i18n::languageName(l));
        }
        row("language", tr("Language"), ButtonKind::Choice, languages, languageIndex(st));
        // Rumble means something only with a controller to rumble: offered while one is in.
        if (m_s.padsConnected && m_s.padsConnected() > 0) {
            row("rumble", rumbleSettingLabel(), ButtonKind::Toggle, {}, st.rumble ? 1 : 0);
        }
        m_advanced = items.size(); // the rows under the Advanced heading start here
        // TRANSLATORS: a setting: show the fine print (the seed that replays a game's dice,
        // how fair the dice were); its hint line says so when the row is chosen.
        row("details", tr("Show seeds and dice fairness"), ButtonKind::Toggle, {},
            st.details ? 1 : 0);
        // TRANSLATORS: a setting: the address of the greed-server that Play online uses.
        items.push_back(fieldButton("server", tr("Server (Play online)"), st.serverAddress,
                                    m_edit.active(), serverPlaceholder()));
        items.push_back({"back", tr("Back"), escKeyCap()});
        // Wide enough for every row's label at body size in the label's part of the row (46 %,
        // see controlRect), up to 80 % of the window; past that a label shrinks.
        int width = std::max(T.body * 26, w * 55 / 100);
        for (const Button& b : items) {
            const int text = m_s.text.measure(b.label, T.body, true).x + T.control / 2;
            width = std::max(width, text * 100 / 46);
        }
        width = std::min(width, w * 8 / 10);
        // A switch needs little room: a long label beside one ("Startwerte und Würfelfairness
        // zeigen") takes more of its row instead of shrinking.
        for (Button& b : items) {
            const int need = m_s.text.measure(b.label, T.body, true).x + T.control / 2;
            const int share = (need * 100 + width - 1) / width;
            if (b.kind == ButtonKind::Toggle && share > 46) {
                b.labelShare = std::min(share, 72);
            }
        }
        // Under the title and the hint line, the rows in their panel (a third of a button of
        // padding round them), then Back as far under the panel as on every screen. The rows
        // end above the frame: with many rows each is a little lower than a button. Large text
        // needs taller rows: they stand closer (an eighth of a row apart instead of a quarter).
        const bool large = textScale() > 1.0;
        const int pad = T.control / 3;
        const int top = hintY(h) + T.caption * 3 / 2 + pad;
        const int n = static_cast<int>(items.size()); // the rows and Back
        const int headingH = advancedHeadingHeight(T);
        const int room = h * 96 / 100 - top - pad - panelButtonGap(T) - headingH;
        // n heights and n - 2 gaps between the rows (a quarter or an eighth of a row).
        // At the usual text size a row is two thirds of a button (its words at the body size);
        // the rows' block then sits a third of the spare room lower.
        const int most = large ? T.control : T.control * 2 / 3;
        const int rowH =
            std::max(24, std::min(most, large ? room * 8 / (9 * n - 2) : room * 4 / (5 * n - 2)));
        const int gap = large ? rowH / 8 : rowH / 4;
        const int used = n * rowH + (n - 2) * gap;
        const std::string focus = m_menu.focused();
        column(items, top, width, rowH);
        int y = top + std::max(0, room - used) / 3;
        for (std::size_t i = 0; i < m_menu.buttons().size(); ++i) {
            if (i == m_advanced) { // the heading over the advanced rows
                m_headingY = y + headingH / 2;
                y += headingH;
            }
            m_menu.buttons()[i].rect.y = y;
            y += rowH + gap;
        }
        if (m_menu.find(focus) == nullptr) { // its row went (a controller pulled out)
            m_menu.focus(m_menu.buttons().front().id);
        }
        // Back is a button, not a row: narrower, under the panel.
        Button& back = m_menu.buttons().back();
        const SDL_Rect last = m_menu.buttons()[m_menu.buttons().size() - 2].rect;
        back.rect.w = std::min(width, T.body * 10);
        back.rect.x = (w - back.rect.w) / 2;
        back.rect.y = last.y + last.h + pad + panelButtonGap(T);
    }

    // The hint line's middle, under the title.
    static int hintY(int h) { return underScreenTitle(h); }
    // The Advanced heading's line among the rows: a caption and its air.
    static int advancedHeadingHeight(const MenuType& T) { return T.caption * 2; }

    // The server row says what to type there (it is empty until someone runs a server); the
    // accessibility rows say what they change; the others, the keys.
    static std::string focusHint(const std::string& focused) {
        if (focused == "server") {
            // TRANSLATORS: Settings, on the Server row: what to type there.
            return tr("The address of a Greed server for Play online, e.g. example.org or "
                      "example.org:24816");
        }
        if (focused == "details") {
            // TRANSLATORS: Settings, on the row that shows the game's numbers: what it shows.
            return tr("Shows each game's seed (to replay its dice) and how fair the dice were");
        }
        if (focused == "textsize") {
            // TRANSLATORS: Settings, on the Text size row: what it changes.
            return tr("How big the words on every screen are; the screens make room for them");
        }
        if (focused == "motion") {
            // TRANSLATORS: Settings, on the Reduced motion row: what it changes (the
            // podium is the results screen's winners' stand).
            return tr("No shaking, sparks or confetti: dice, points and the podium appear in "
                      "place");
        }
        return tr("↑/↓: choose · ←/→ or click: change · Esc: back");
    }

    void render() const override {
        const Painter& p = m_s.painter;
        const int w = m_s.width();
        const int h = m_s.height();
        const MenuType T = MenuType::forHeight(h);
        drawTableBackdrop(p, w, h, 200);
        drawScreenTitle(p, tr("SETTINGS"), w / 2, screenTitleY(h), T, w * 9 / 10);
        const std::string hint = focusHint(m_menu.focused());
        p.label(hint, w / 2, hintY(h),
                {p.text().fitSize(hint, T.caption, false, w * 9 / 10), false, kInkDim,
                 Align::Center, VAlign::Middle});
        const auto& buttons = m_menu.buttons();
        if (buttons.size() > 1) {
            const SDL_Rect first = buttons.front().rect;
            const SDL_Rect last = buttons[buttons.size() - 2].rect;
            const int pad = T.control / 3;
            p.panel({first.x - pad, first.y - pad, first.w + 2 * pad,
                     last.y + last.h - first.y + 2 * pad},
                    200);
            // TRANSLATORS: Settings: the heading over the rows few players change (the seeds
            // and dice fairness shown, the server of Play online).
            drawSectionHeading(p, tr("Advanced"), first.x, m_headingY, first.w, T);
        }
        m_menu.render(p, T);
    }

    bool handle(const InputEvent& e) override {
        if (!m_edit.active()) {
            return MenuScene::handle(e);
        }
        const bool passOn = m_edit.handle(e, m_s.settings.serverAddress, 64, false);
        return passOn ? MenuScene::handle(e) : true;
    }

protected:
    void activate(const MenuHit& hit) override {
        Settings& st = m_s.settings;
        if (hit.id == "server") {
            m_edit.begin(hit.id);
        } else if (hit.id == "language") {
            int index = languageIndex(st);
            const auto& all = i18n::allLanguages();
            step(index, static_cast<int>(all.size()), hit, true);
            // App::applyLanguage switches to it before the next frame.
            st.language = all[static_cast<std::size_t>(index)];
        } else if (hit.id == "speed") {
            step(st.speedIndex, static_cast<int>(Settings::kSpeeds.size()), hit, false);
        } else if (hit.id == "pace") {
            step(st.paceIndex, static_cast<int>(Settings::kPaces.size()), hit, true);
        } else if (hit.id == "volume") {
            step(st.volumeIndex, static_cast<int>(Settings::kVolumes.size()), hit, false);
            m_s.sound("click");
        } else if (hit.id == "hints") {
            st.hints = !st.hints;
        } else if (hit.id == "details") {
            st.details = !st.details;
        } else if (hit.id == "rumble") {
            st.rumble = !st.rumble;
        } else if (hit.id == "textsize") {
            step(st.textSizeIndex, static_cast<int>(Settings::kTextSizes.size()), hit, true);
        } else if (hit.id == "motion") {
            st.reducedMotion = !st.reducedMotion;
        } else if (hit.id == "fullscreen") {
            m_s.window.toggleFullscreen();
        } else if (hit.id == "back") {
            m_s.scenes.pop();
        }
    }

private:
    FieldEdit m_edit{drawableBy(m_s)};
    std::size_t m_advanced = 0; // the first row under the Advanced heading
    int m_headingY = 0;         // the heading's middle
};

} // namespace

std::unique_ptr<Scene> makeSettingsScene(Services& s) {
    return std::make_unique<SettingsScene>(s);
}

} // namespace greed::app

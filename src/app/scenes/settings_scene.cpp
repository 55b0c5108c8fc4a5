// SettingsScene: animation speed, computer pace, sound volume, hints, full screen.
#include "app/scenes/menu_scene.hpp"
#include "app/scenes/scenes.hpp"
#include "app/ui/menu_look.hpp"
#include "app/ui/palette.hpp"

#include <algorithm>
#include <sstream>

namespace greed::app {

namespace {

std::string speedText(double v) {
    std::ostringstream out;
    out << v << "x";
    return out.str();
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

    void layout(int w, int h) override {
        const MenuType T = MenuType::forHeight(h);
        const Settings& st = m_s.settings;
        std::vector<Button> items;
        auto row = [&](const char* id, const char* label, ButtonKind kind,
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
        row("speed", "Animation speed", ButtonKind::Slider, speeds, st.speedIndex);
        row("pace", "Computer pace", ButtonKind::Choice, {"Slow", "Normal", "Fast"}, st.paceIndex);
        Button* volume =
            row("volume", "Sound", ButtonKind::Slider, {"Off", "50%", "100%"}, st.volumeIndex);
        if (!m_s.audio.enabled()) {
            volume->enabled = false;
            volume->reason = "No sound device on this machine";
        }
        row("hints", "Hints (bust chance)", ButtonKind::Toggle, {}, st.hints ? 1 : 0);
        row("fullscreen", "Full screen (F11)", ButtonKind::Toggle, {},
            m_s.window.fullscreen() ? 1 : 0);
        items.push_back({"back", "Back", "Esc"});
        const int width = std::min(w * 8 / 10, std::max(T.body * 26, w * 55 / 100));
        const int top = h * 27 / 100;
        column(items, top, width, T.control);
        // Back is a button, not a row: narrower, a little apart.
        Button& back = m_menu.buttons().back();
        back.rect.w = std::min(width, T.body * 10);
        back.rect.x = (w - back.rect.w) / 2;
        back.rect.y += T.control / 3;
    }

    void render() const override {
        const Painter& p = m_s.painter;
        const int w = m_s.width();
        const int h = m_s.height();
        const MenuType T = MenuType::forHeight(h);
        drawTableBackdrop(p, w, h, 200);
        drawScreenTitle(p, "SETTINGS", w / 2, h * 12 / 100, T);
        p.label("Up/Down: choose \u00B7 Left/Right or click: change \u00B7 Esc: back", w / 2,
                h * 20 / 100, {T.caption, false, kInkDim, Align::Center, VAlign::Middle});
        const auto& buttons = m_menu.buttons();
        if (buttons.size() > 1) {
            const SDL_Rect first = buttons.front().rect;
            const SDL_Rect last = buttons[buttons.size() - 2].rect;
            const int pad = T.control / 3;
            p.panel({first.x - pad, first.y - pad, first.w + 2 * pad,
                     last.y + last.h - first.y + 2 * pad},
                    200);
        }
        m_menu.render(p, T);
    }

protected:
    void activate(const MenuHit& hit) override {
        Settings& st = m_s.settings;
        if (hit.id == "speed") {
            step(st.speedIndex, static_cast<int>(Settings::kSpeeds.size()), hit, false);
        } else if (hit.id == "pace") {
            step(st.paceIndex, static_cast<int>(Settings::kPaces.size()), hit, true);
        } else if (hit.id == "volume") {
            step(st.volumeIndex, static_cast<int>(Settings::kVolumes.size()), hit, false);
            m_s.sound("click");
        } else if (hit.id == "hints") {
            st.hints = !st.hints;
        } else if (hit.id == "fullscreen") {
            m_s.window.toggleFullscreen();
        } else if (hit.id == "back") {
            m_s.scenes.pop();
        }
    }
};

} // namespace

std::unique_ptr<Scene> makeSettingsScene(Services& s) {
    return std::make_unique<SettingsScene>(s);
}

} // namespace greed::app

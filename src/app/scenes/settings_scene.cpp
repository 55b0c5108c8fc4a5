// SettingsScene: animation speed, computer pace, sound volume, hints, full screen.
#include "app/scenes/menu_scene.hpp"
#include "app/scenes/scenes.hpp"
#include "app/ui/palette.hpp"

#include <sstream>

namespace greed::app {

namespace {

std::string speedText(double v) {
    std::ostringstream out;
    out << v << "x";
    return out.str();
}

class SettingsScene : public MenuScene {
public:
    using MenuScene::MenuScene;
    SceneId id() const override { return SceneId::Settings; }

    void layout(int w, int h) override {
        const Settings& st = m_s.settings;
        const char* paces[] = {"slow", "normal", "fast"};
        const char* volumes[] = {"off", "50%", "100%"};
        std::vector<Button> items;
        auto spin = [&](const char* id, const char* label, std::string value) {
            Button b{id, label, ""};
            b.kind = ButtonKind::Spinner;
            b.value = std::move(value);
            items.push_back(b);
        };
        spin("speed", "Animation speed", speedText(st.speed()));
        spin("pace", "Computer pace", paces[st.paceIndex]);
        spin("volume", "Sound", m_s.audio.enabled() ? volumes[st.volumeIndex] : "no device");
        spin("hints", "Hints (bust chance)", st.hints ? "on" : "off");
        spin("fullscreen", "Full screen (F11)", m_s.window.fullscreen() ? "on" : "off");
        items.push_back({"back", "Back", "Esc"});
        column(items, h * 25 / 100, std::max(420, w * 4 / 10), std::max(40, h * 7 / 100));
    }

    void render() const override {
        const Painter& p = m_s.painter;
        const int w = m_s.width();
        const int h = m_s.height();
        const auto T = m_s.type();
        drawFeltBackdrop(p, w, h, 120);
        p.label("SETTINGS", w / 2, h * 12 / 100,
                {T.big, true, kGold, Align::Center, VAlign::Middle});
        p.label("Left/Right or click to change \u00B7 Esc to go back", w / 2, h * 18 / 100,
                {T.small, false, kInkDim, Align::Center, VAlign::Middle});
        m_menu.render(p, T.body);
    }

protected:
    void activate(const MenuHit& hit) override {
        Settings& st = m_s.settings;
        const int d = hit.delta == 0 ? 1 : hit.delta;
        auto cycle = [d](int& index, int n) {
            index = ((index + d) % n + n) % n;
        };
        if (hit.id == "speed") {
            cycle(st.speedIndex, static_cast<int>(Settings::kSpeeds.size()));
        } else if (hit.id == "pace") {
            cycle(st.paceIndex, static_cast<int>(Settings::kPaces.size()));
        } else if (hit.id == "volume") {
            cycle(st.volumeIndex, static_cast<int>(Settings::kVolumes.size()));
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

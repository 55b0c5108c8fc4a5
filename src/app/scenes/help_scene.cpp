// HelpScene: the chosen variant's rules, generated from its data, scrollable.
#include "app/scenes/menu_scene.hpp"
#include "app/scenes/scenes.hpp"
#include "app/ui/palette.hpp"
#include "app/ui/rules_text.hpp"

namespace greed::app {

namespace {

class HelpScene : public MenuScene {
public:
    HelpScene(Services& s, const core::Rules& rules) : MenuScene(s), m_lines(rulesText(rules)) {}
    SceneId id() const override { return SceneId::Help; }

    void layout(int w, int h) override {
        const int bh = std::max(40, h * 7 / 100);
        m_menu.clear();
        m_menu.add({"back",
                    "Back",
                    "Esc",
                    {(w - std::max(220, w / 5)) / 2, h - bh - h / 30, std::max(220, w / 5), bh}});
        m_menu.focus("back");
        m_area = {w / 10, h / 12, w * 8 / 10, h - bh - h / 30 - h / 12 - h / 30};
    }

    bool handle(const InputEvent& e) override {
        if (e.command == Command::Up || (e.command == Command::Wheel && e.index > 0)) {
            m_scroll = std::max(0, m_scroll - 1);
            return true;
        }
        if (e.command == Command::Down || (e.command == Command::Wheel && e.index < 0)) {
            m_scroll = std::min(static_cast<int>(m_lines.size()) - 1, m_scroll + 1);
            return true;
        }
        if (e.command == Command::Help || e.command == Command::Confirm) {
            m_s.scenes.pop();
            return true;
        }
        return MenuScene::handle(e);
    }

    void render() const override {
        const Painter& p = m_s.painter;
        const auto T = m_s.type();
        p.clear(kBackdrop);
        p.panel(inset(m_area, -T.body));
        int y = m_area.y;
        const int bottom = m_area.y + m_area.h;
        for (std::size_t i = static_cast<std::size_t>(m_scroll); i < m_lines.size(); ++i) {
            const auto& line = m_lines[i];
            if (line.kind == HelpLine::Kind::Gap) {
                y += T.body / 2;
                continue;
            }
            const bool heading = line.kind == HelpLine::Kind::Heading;
            const int size = heading ? (i == 0 ? T.big : T.heading * 8 / 10) : T.body;
            const int indent = line.kind == HelpLine::Kind::Item ? T.body * 2 : 0;
            // Wrap long lines at spaces.
            std::vector<std::string> parts;
            std::string rest = line.text;
            const int width = m_area.w - indent;
            while (!rest.empty()) {
                std::size_t cut = rest.size();
                while (p.text().measure(rest.substr(0, cut), size, heading).x > width) {
                    const auto sp = rest.rfind(' ', cut - 1);
                    if (sp == std::string::npos || sp == 0) {
                        break;
                    }
                    cut = sp;
                }
                parts.push_back(rest.substr(0, cut));
                rest = cut < rest.size() ? rest.substr(cut + 1) : "";
            }
            for (std::size_t k = 0; k < parts.size(); ++k) {
                if (y + size > bottom) {
                    p.label("\u25BC more (arrows / wheel)", m_area.x + m_area.w, bottom,
                            {T.small, false, kGold, Align::Right});
                    m_menu.render(p, T.body);
                    return;
                }
                if (line.kind == HelpLine::Kind::Item && k == 0) {
                    p.label("\u2022", m_area.x + T.body / 2, y, {size, true, kGold});
                }
                p.label(parts[k], m_area.x + indent, y, {size, heading, heading ? kGold : kInk});
                y += size + size / 3;
            }
            if (heading) {
                y += size / 4;
            }
        }
        m_menu.render(p, T.body);
    }

protected:
    void activate(const MenuHit& hit) override {
        if (hit.id == "back") {
            m_s.scenes.pop();
        }
    }

private:
    std::vector<HelpLine> m_lines;
    SDL_Rect m_area{};
    int m_scroll = 0;
};

} // namespace

std::unique_ptr<Scene> makeHelpScene(Services& s, const core::Rules& rules) {
    return std::make_unique<HelpScene>(s, rules);
}

} // namespace greed::app

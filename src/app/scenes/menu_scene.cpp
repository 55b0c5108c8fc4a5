// MenuScene: keyboard and mouse handling shared by the simple menu screens.
#include "app/scenes/menu_scene.hpp"

namespace greed::app {

bool MenuScene::handle(const InputEvent& e) {
    if (e.command == Command::Back) {
        back();
        return true;
    }
    // H opens the rules from any menu that offers them.
    if (e.command == Command::Help && m_menu.find("help") != nullptr) {
        activate({"help", 0});
        return true;
    }
    const MenuHit hit = m_menu.handle(e);
    if (hit.hit()) {
        m_s.sound("click");
        activate(hit);
    }
    return true;
}

void MenuScene::back() {
    if (m_menu.find("back") != nullptr) {
        activate({"back", 0});
    }
}

void MenuScene::column(std::vector<Button> items, int top, int width, int height) {
    const std::string focus = m_menu.focused();
    m_menu.clear();
    const int gap = height / 4;
    const int x = (m_s.width() - width) / 2;
    int y = top;
    for (auto& b : items) {
        b.rect = {x, y, width, height};
        y += height + gap;
        m_menu.add(std::move(b));
    }
    if (focus.empty() && !m_menu.buttons().empty()) {
        m_menu.focus(m_menu.buttons().front().id);
    }
}

SDL_Rect panelAround(const Menu& menu, int heading, int below) {
    const auto& buttons = menu.buttons();
    if (buttons.empty()) {
        return {0, 0, 0, 0};
    }
    const SDL_Rect first = buttons.front().rect;
    const SDL_Rect last = buttons.back().rect;
    const int pad = first.h / 2;
    return {first.x - pad, first.y - heading - pad, first.w + 2 * pad,
            last.y + last.h - first.y + heading + 2 * pad + below};
}

} // namespace greed::app

// MenuScene: a scene with a vertical menu (title, pause, settings share it).
#pragma once

#include "app/scenes/scene.hpp"
#include "app/services.hpp"

namespace greed::app {

// The panel behind a column of buttons, with room for a heading above and `below` under it
// (empty when the menu has no buttons).
SDL_Rect panelAround(const Menu& menu, int heading, int below);

class MenuScene : public Scene {
public:
    using Scene::Scene;
    bool handle(const InputEvent& event) override;
    std::vector<Button> buttons() const override { return m_menu.buttons(); }
    // The id of the focused button (tests walk menus by D-pad).
    const std::string& focused() const { return m_menu.focused(); }

protected:
    // Called when a button is activated or a spinner turned.
    virtual void activate(const MenuHit& hit) = 0;
    // H activates the item with id "help" when the menu has one.
    // Esc: by default the same as the button with id "back" if there is one.
    virtual void back();
    // Lays the buttons out as a centred column starting at `top`.
    void column(std::vector<Button> items, int top, int width, int height);

    Menu m_menu;
};

} // namespace greed::app

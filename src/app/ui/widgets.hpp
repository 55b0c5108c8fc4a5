// Menu: a list of buttons driven alike by keyboard focus and by the mouse.
#pragma once

#include "app/ui/button.hpp"
#include "app/ui/input_event.hpp"
#include "app/ui/painter.hpp"
#include "app/ui/type_scale.hpp"

#include <string>
#include <vector>

namespace greed::app {

// Key caps written on buttons, in the player's language ("Esc", "Eingabe", "Intro"...).
std::string escKeyCap();
std::string enterKeyCap();

// What the user did to the menu: activated a button, or turned a spinner by delta.
struct MenuHit {
    std::string id;
    int delta = 0; // -1 / +1 for Left / Right on a spinner (or a click on its arrows)
    int set = -1;  // >= 0: a click chose this option of a slider or choice outright
    bool hit() const { return !id.empty(); }
};

class Menu {
public:
    void clear() { m_buttons.clear(); }
    void add(Button b) { m_buttons.push_back(std::move(b)); }
    std::vector<Button>& buttons() { return m_buttons; }
    const std::vector<Button>& buttons() const { return m_buttons; }
    const Button* find(const std::string& id) const;

    // Focus keeps to the same id across rebuilds of the list.
    void focus(const std::string& id) { m_focusId = id; }
    const std::string& focused() const { return m_focusId; }
    const std::string& hovered() const { return m_hoverId; } // under the mouse ("": none)
    void setShowFocus(bool on) { m_showFocus = on; }

    // horizontal: Left/Right move focus (button bars); vertical menus turn spinners instead.
    MenuHit handle(const InputEvent& event, bool horizontal = false);
    void render(const Painter& painter, int textSize) const;
    void render(const Painter& painter, const MenuType& type) const;

private:
    int focusIndex() const;
    void moveFocus(int step);

    std::vector<Button> m_buttons;
    std::string m_focusId;
    std::string m_hoverId;
    bool m_showFocus = true;
};

// Draws one button (used by Menu and by scenes that place single buttons).
void drawButton(const Painter& painter, const Button& b, bool focused, bool hovered, int textSize);
void drawButton(const Painter& painter, const Button& b, bool focused, bool hovered,
                const MenuType& type);
// The menus' background: the felt over the whole window, darkened by `shade` (255 = as drawn).
void drawFeltBackdrop(const Painter& painter, int w, int h, Uint8 shade);

} // namespace greed::app

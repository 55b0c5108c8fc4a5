// Menu: a list of buttons driven alike by keyboard focus and by the mouse.
#pragma once

#include "app/input.hpp"
#include "app/ui/painter.hpp"
#include "app/ui/type_scale.hpp"

#include <string>
#include <vector>

namespace greed::app {

// Push: a plain button. Spinner: "label: < value >". Field: a text field showing `value`.
// A spinner or field with `row` set takes the settings rows' look instead.
// The settings rows: Slider (steps along a track), Choice (one of a few segments) and
// Toggle (on/off), each a label on the left and its control on the right.
enum class ButtonKind { Push, Spinner, Field, Slider, Choice, Toggle };

struct Button {
    Button() = default;
    Button(std::string id_, std::string label_, std::string key_, SDL_Rect rect_ = {0, 0, 0, 0})
        : id(std::move(id_)), label(std::move(label_)), key(std::move(key_)), rect(rect_) {}

    std::string id; // stable name: tests and scripts click buttons by id
    std::string label;
    std::string key; // shown as "[key] label"
    SDL_Rect rect{0, 0, 0, 0};
    bool enabled = true;
    ButtonKind kind = ButtonKind::Push;
    std::string value;            // spinners and fields: the current value, drawn after the label
    SDL_Color accent{0, 0, 0, 0}; // optional colour chip (player seats)
    std::vector<std::string> options; // sliders and choices: every value, in order
    int index = 0;                    // sliders, choices: the current option; toggles: 1 = on
    std::string reason;               // why a disabled button is disabled (shown on it)
    bool row = false;   // spinners and fields: drawn as a settings row (label left, control right)
    int labelShare = 0; // rows: the percent of the row its label takes (0: the usual 46)
    // Push buttons: the largest size its words are drawn at (0: the menu's body size). A row
    // of buttons shares one, so no button's words come out smaller than its neighbours'.
    int textSize = 0;
};

// Key caps written on buttons, in the player's language ("Esc", "Eingabe", "Intro"...).
std::string escKeyCap();
std::string enterKeyCap();

// The part of a settings row that is its control (sliders, choices, toggles).
SDL_Rect controlRect(const Button& b);
// Where a click activates a button the usual way (scripts click there): its centre, but the
// value of a row's spinner (its centre may be the ◀ that turns back).
SDL_Point clickPoint(const Button& b);
// The corner radius a button is drawn with (its focus ring follows it).
int cornerRadius(const Button& b);

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
// The gold ring of keyboard focus around a widget, following its rounded shape.
void drawFocusRing(const Painter& painter, const SDL_Rect& r, int radius);
// The menus' background: the felt over the whole window, darkened by `shade` (255 = as drawn).
void drawFeltBackdrop(const Painter& painter, int w, int h, Uint8 shade);

} // namespace greed::app

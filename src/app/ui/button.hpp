// Button: a button or settings row as data, and the shape every drawing of one shares (where its
// control lies, where a click lands, its corner radius and its focus ring). Used by the menus
// (widgets) and the settings rows (setting_controls) alike.
#pragma once

#include "app/ui/painter.hpp"

#include <string>
#include <utility>
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
    std::string placeholder;      // fields: a greyed example drawn while the value is empty
    bool caret = false;           // fields: being typed into (a caret after the value)
    SDL_Color accent{0, 0, 0, 0}; // optional colour chip (player seats)
    std::vector<std::string> options; // sliders and choices: every value, in order
    int index = 0;                    // sliders, choices: the current option; toggles: 1 = on
    std::string reason;               // why a disabled button is disabled (shown on it)
    bool reasonInHint = false; // the screen's hint line says the reason: the button keeps one line
    std::string note;     // push buttons: a second line under the label (what Continue continues)
    bool primary = false; // the screen's main action: drawn with a gold rim
    bool row = false;   // spinners and fields: drawn as a settings row (label left, control right)
    int labelShare = 0; // rows: the percent of the row its label takes (0: the usual 46)
    // Push buttons: the largest size its words are drawn at (0: the menu's body size). A row
    // of buttons shares one, so no button's words come out smaller than its neighbours'.
    int textSize = 0;
};

// The part of a settings row that is its control (sliders, choices, toggles).
SDL_Rect controlRect(const Button& b);
// Where a click activates a button the usual way (scripts click there): its centre, but the
// value of a row's spinner (its centre may be the ◀ that turns back).
SDL_Point clickPoint(const Button& b);
// The corner radius a button is drawn with (its focus ring follows it).
int cornerRadius(const Button& b);

// The gold ring of keyboard focus around a widget, following its rounded shape.
void drawFocusRing(const Painter& painter, const SDL_Rect& r, int radius);

} // namespace greed::app

// Settings rows: a label on the left and a real control on the right (a slider with a knob,
// a segmented choice, an on/off switch), with hit-testing that maps a click to an option.
#pragma once

#include "app/ui/button.hpp"
#include "app/ui/painter.hpp"
#include "app/ui/type_scale.hpp"

namespace greed::app {

// The option of a slider or choice under (x, y), or -1 (toggles and other buttons: -1).
int optionAt(const Button& b, int x, int y);
// The gold pill a choice draws around option `i` when it is chosen (its words centred in it).
SDL_Rect choicePill(const Button& b, int i);
void drawSettingRow(const Painter& painter, const Button& b, bool focused, bool hovered,
                    const MenuType& type);

} // namespace greed::app

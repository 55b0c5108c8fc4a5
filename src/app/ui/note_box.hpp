// A notice line in a dark box over a screen: the net table's notes and the table's saving
// notice look alike, so a player learns one look for "the game tells you something".
#pragma once

#include "app/ui/painter.hpp"

#include <string>

namespace greed::app {

// Draws `text` centred on cx with its box's top at `top`, at most `width` wide; `alert` outlines
// it in the warning colour, `fade` (0..1) fades it out. A text too wide shrinks, or with `wrap`
// breaks into lines at `textSize`. Returns the box's height.
int drawNoteBox(const Painter& painter, const std::string& text, int cx, int top, int width,
                int textSize, bool alert, double fade = 1.0, bool wrap = false);

} // namespace greed::app

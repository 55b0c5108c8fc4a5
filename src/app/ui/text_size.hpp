// Text size: the player's choice in Settings (100, 125 or 150 %) as one factor that every type
// scale (MenuType for the menus, TypeScale for the table and the graphs) multiplies its pixel
// sizes by, so every screen follows the setting without each one being told. The App sets it
// from the settings before each frame's layout; on its own it is 1.
#pragma once

namespace greed::app {

// Clamped to 1..2 (a damaged value never makes text vanish or fill the screen).
void setTextScale(double scale);
double textScale();

// `px` at the player's text size (rounded down, as the type scales round).
int scaledText(double px);

} // namespace greed::app

// Key caps: the "[Space] " before a button's words, or the pad's button drawn instead once a
// game controller is in use (and the key again once the keyboard is). The device in use is one
// for the whole screen, like the language, so it is kept here rather than passed to every
// drawing call.
#pragma once

#include "app/ui/button.hpp"
#include "app/ui/painter.hpp"

#include <SDL.h>

#include <string>
#include <vector>

namespace greed::app {

// The button layouts SDL tells apart, each with its own glyphs.
enum class PadFamily { Xbox, PlayStation, Nintendo };

struct CapStyle {
    bool pad = false; // the caps show the pad's buttons
    PadFamily family = PadFamily::Xbox;
    bool operator==(const CapStyle& o) const { return pad == o.pad && family == o.family; }
};

CapStyle capStyle();
void setCapStyle(CapStyle style);

// The pad's button that does what the key of a cap does (Enter: A, Esc: B, Space: X...), or
// SDL_CONTROLLER_BUTTON_INVALID when no button stands for it.
SDL_GameControllerButton padButtonForCap(const std::string& keyCap);
// The glyph sprite of a button in a layout, named by SDL's names for the buttons:
// pad_<xbox|ps|nintendo>_<a|b|x|y|lb|rb|back|start> ("pad_ps_a" is PlayStation's cross); empty
// for buttons without one.
std::string padGlyphSprite(PadFamily family, SDL_GameControllerButton button);

// The cap's short form for a narrow button: the space bar's open box "␣" for
// "Space"/"Espacio"/"Leertaste"; other caps are short already and come back as they are.
std::string shortKeyCap(const std::string& keyCap);

// `text` naming keys in brackets ("Roll on [Space]") with each cap as `buttons` show it: where a
// button wears the space bar's short cap ("[␣] Roll 2 dice") the text says "[␣]" too, so one
// screen never names the key two ways.
std::string capsAsOnButtons(const std::string& text, const std::vector<Button>& buttons);

// How wide the cap of `keyCap` is drawn before words of `size` px, gap included (0: none).
int keyCapWidth(platform::Text& text, const std::string& keyCap, int size);
// The largest size up to `size` at which the cap and `words` (bold) fit in `width`.
int fitWithKeyCap(platform::Text& text, const std::string& keyCap, const std::string& words,
                  int size, int width);
// Draws the cap with its left edge at x, centred on cy; returns its width as keyCapWidth.
int drawKeyCap(const Painter& painter, const std::string& keyCap, int x, int cy, int size,
               Uint8 alpha);

} // namespace greed::app

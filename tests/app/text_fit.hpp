// Checks that a screen's words fit: every drawn label inside the window, inside the button
// its centre is on, and clear of the other labels. Shared by the menu, table and results
// tests, and run in every language (German and Spanish words are longer).
#pragma once

#include "app_harness.hpp"

#include <string>
#include <vector>

namespace greed::app::test {

// What the top scene alone draws (an overlay's table below is not its text).
std::vector<DrawnLabel> labelsOfTop(Harness& h);

bool inside(const SDL_Rect& inner, const SDL_Rect& outer, int slack);

// Every label of the top scene inside the w x h window, inside the button its centre is on,
// and clear of the others; failures name the scene, size, language and text.
void checkText(Harness& h, int w, int ht);

} // namespace greed::app::test

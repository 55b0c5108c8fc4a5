// The details switch of the results, statistics and replay screens: figures a player checks
// fairness with or shares a game by (the seed, p-values, move numbers) appear only when asked
// for. One setting (Settings::details) serves every screen, toggled by a small button or I.
#pragma once

#include "app/ui/input_event.hpp"
#include "app/ui/widgets.hpp"
#include "platform/text.hpp"

namespace greed::app {

// A small "[I] Details" / "[I] Fewer details" button whose right edge is `right`, top `y`.
Button detailsButton(bool on, platform::Text& text, int textSize, int right, int y, int height);
// Whether `e` is the details key (I).
bool isDetailsKey(const InputEvent& e);

} // namespace greed::app

// The game in a browser: the page calls App::frame() once per display frame instead of the
// desktop's loop (App::run), because a page must return to the browser between frames.
#pragma once

#include "app/options.hpp"

namespace greed::app {

// Starts the App and hands its frames to the browser; returns at once (the App lives on until
// it stops, then the page says the game has ended).
int runInBrowser(const Options& options);

} // namespace greed::app

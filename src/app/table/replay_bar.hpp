// ReplayBar: a replay's own controls on the shelf under the table. Compact transport keys (a turn
// back, play or pause, a turn on, slower, faster) drawn as a player's media keys with their
// icons, so they never read as the game's action buttons; and the timeline beside them: a slim
// track with a mark for every turn, "Turn 3 of 12" over it, and a click on it seeks to a turn.
#pragma once

#include "app/table/table_layout.hpp"
#include "app/ui/widgets.hpp"

#include <vector>

namespace greed::app {

// Where the replay's keys and timeline lie in the action bar.
struct ReplayBarPlace {
    std::vector<SDL_Rect> buttons; // the transport keys, left to right
    SDL_Rect timeline{};           // the timeline's panel: a click anywhere on it seeks
    SDL_Rect track{};              // the slim track inside it
    bool valid() const { return timeline.w > 0; }
};

// How far the replay has come, for drawing.
struct ReplayProgress {
    int turn = 0;  // the turn shown, from 1 (0: not known)
    int turns = 0; // turns in the recording
    bool paused = false;
};

// The `count` transport keys at the bar's left and the timeline in the rest of it.
ReplayBarPlace placeReplayBar(const TableLayout& layout, int count);
// Where on the track `x` lies: 0 at its start, 1 at its end (clamped).
double trackFraction(const SDL_Rect& track, int x);
// The turn (1 to `turns`) at `fraction` of a track whose marks are evenly spaced.
int turnAt(double fraction, int turns);
// "Turn 3 of 12" in the player's language.
std::string turnOfTurns(int turn, int turns);

// The keys of `keys` (their ids say which icon) and the timeline of `progress`.
void drawReplayBar(const Painter& painter, const TableLayout& layout, const Menu& keys,
                   const ReplayBarPlace& place, const ReplayProgress& progress);

} // namespace greed::app

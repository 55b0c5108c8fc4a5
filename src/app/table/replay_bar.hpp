// ReplayBar: a replay's own controls on the shelf under the table. Compact transport keys (a turn
// back, play or pause, a turn on) drawn as a player's media keys with their icons, so they never
// read as the game's action buttons; the timeline beside them: a slim track with a mark for
// every turn, "Turn 3 of 12" over it, and a click on it seeks to a turn; and at the bar's other
// end the speed as a chip of its own, "Speed 1x" between a minus and a plus key (rewind and
// fast-forward icons for the speed read as seeking).
#pragma once

#include "app/table/table_layout.hpp"
#include "app/ui/widgets.hpp"

#include <vector>

namespace greed::app {

// Where the replay's keys and timeline lie in the action bar.
struct ReplayBarPlace {
    std::vector<SDL_Rect> buttons; // the keys: the transport's three, then slower and faster
    SDL_Rect timeline{};           // the timeline's panel: a click anywhere on it seeks
    SDL_Rect track{};              // the slim track inside it
    SDL_Rect speed{};              // the speed chip, slower and faster keys inside it
    SDL_Rect speedWords{};         // "Speed" over "1x", between the chip's keys
    bool valid() const { return timeline.w > 0; }
};

// How far the replay has come, for drawing.
struct ReplayProgress {
    int turn = 0;  // the turn shown, from 1 (0: not known)
    int turns = 0; // turns in the recording
    bool paused = false;
    double speed = 1.0; // the replay's speed, a factor of the normal pace
};

// The transport keys at the bar's left, the speed chip with the slower and faster keys at its
// right (when `count` is 5), and the timeline between them.
ReplayBarPlace placeReplayBar(const TableLayout& layout, int count);
// Where on the track `x` lies: 0 at its start, 1 at its end (clamped).
double trackFraction(const SDL_Rect& track, int x);
// The turn (1 to `turns`) at `fraction` of a track whose marks are evenly spaced.
int turnAt(double fraction, int turns);
// "Turn 3 of 12" in the player's language.
std::string turnOfTurns(int turn, int turns);
// The speed chip's caption over its value ("Speed").
std::string speedCaption();

// The keys of `keys` (their ids say which icon) and the timeline of `progress`.
void drawReplayBar(const Painter& painter, const TableLayout& layout, const Menu& keys,
                   const ReplayBarPlace& place, const ReplayProgress& progress);

} // namespace greed::app

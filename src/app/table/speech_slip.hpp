// Speech slips: where a computer's words go, and the short tail that says whose they are. A slip
// never covers what stands on the table (the turn box and its FINAL ROUND or TIE-BREAK badge,
// the hint line, the cup, the tray, the plates) and its tail ends before any of them, pointing
// at the speaker's plate.
#pragma once

#include "app/table/table_layout.hpp"

#include <SDL.h>

namespace greed::app {

// Where the FINAL ROUND and TIE-BREAK badges may stand: beside the turn box, above the hint line.
SDL_Rect badgeZone(const TableLayout& layout);

// The room beside a near seat's plate in its row, on the felt under the tray: between the plate
// (and a tail's length) and its neighbour or the felt's edge, on the side with more of it. Empty
// (w = 0) for a far seat, or where the row is full. The slip goes there when it fits, so it
// stands at its speaker's side, not across the tray from it.
SDL_Rect besidePlate(const TableLayout& layout, const SeatPlace& s);

// Where a slip of w x h from seat `s` goes: beside a near seat's plate when it fits there
// (besidePlate), else on the felt between its left edge and the cup, as near the seat as the
// table's parts allow: under a far seat beside the turn box (not while a badge stands there:
// then under the hint line), over a near seat above the tray.
SDL_Rect bubbleBox(const TableLayout& layout, const SeatPlace& s, int w, int h,
                   bool badgeShown = false);

// The slip's tail: a triangle from its seat-side edge towards the speaker's plate (from the
// side facing the plate for a slip beside it), at most the layout's arrow length long and
// ending short of the parts round the slip.
struct SlipTail {
    Vec2 left;
    Vec2 right;
    Vec2 tip;
};
SlipTail slipTail(const TableLayout& layout, const SeatPlace& s, const SDL_Rect& box);

} // namespace greed::app

// Table drawing: functions that read the layout, the show and the match's view and draw; they
// change nothing (positions come from the layout's metrics and the show's poses).
#pragma once

#include "app/table/seat_layer.hpp"
#include "app/table/speech_slip.hpp"
#include "app/table/table_input.hpp"
#include "app/table/table_layout.hpp"
#include "app/table/table_match.hpp"
#include "app/table/table_show.hpp"
#include "app/ui/painter.hpp"

#include <SDL.h>

namespace greed::app {

// Everything a frame of the table is drawn from.
struct TableFrame {
    const Painter& painter;
    const TableLayout& layout;
    const TableShow& show;
    const MatchView& match;
    const TableInput& input;
    SDL_Texture* background; // the static table for this layout, or nullptr (drawn live)
    const SeatLayer* seatLayer = nullptr; // the idle seats' plates, or nullptr (drawn live)
    const SeatLayer* litLayer = nullptr;  // the playing seat's plate, or nullptr (drawn live)
};

// The static table (backdrop, wooden rim, felt, side panel), drawn once per window size into
// the background texture.
// The set-aside tray is drawn live: an empty tray is a faint recess (kEmptyTrayAlpha), not the
// largest dark shape on the table, and it comes in as the first die flies to it.
constexpr double kEmptyTrayAlpha = 0.3;
// How far the tray has come in (0 empty, 1 with dice in it), and its drawn opacity.
double trayPresence(const TableShow& show);
double trayAlpha(const TableShow& show);
void drawStaticTable(const Painter& painter, const TableLayout& layout);
void drawTable(const TableFrame& f);

// Parts, in drawing order (table_draw.cpp: dice; cup_draw.cpp: the cup; table_draw_seats.cpp:
// seats and bubbles; table_draw_board.cpp: the rest).
void drawStatus(const TableFrame& f);
void drawMessage(const TableFrame& f);
void drawCup(const TableFrame& f);
// The dice under the cup (on the felt, the tray, the ghosts) or over it (in the air, passing its
// mouth, and the key numbers).
enum class DiceLayer { UnderCup, OverCup };
void drawDice(const TableFrame& f, DiceLayer layer);
void drawBoard(const TableFrame& f);
void drawSeats(const TableFrame& f);
void drawBubbles(const TableFrame& f);
// The race's summary over the bare felt (felt_summary.cpp; nothing while dice, the cup's
// throw or a big word are there).
void drawFeltSummary(const TableFrame& f);
// The side panel's and the buttons' shelf's materials (static: drawn into the background).
void drawBoardBack(const Painter& painter, const TableLayout& layout);
// A speech slip's words as drawn: at most three lines that fit the slip's width.
std::vector<std::string> speechLines(const TableLayout& layout, platform::Text& text,
                                     const std::string& words);

} // namespace greed::app

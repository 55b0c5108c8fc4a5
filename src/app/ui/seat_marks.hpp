// Seat marks: what tells the players' lines apart besides colour, for eyes that see some seat
// colours alike (colour-vision deficiencies, a dim screen, a print in grey). Each seat has a
// dash pattern for its line in the score graph and a shape (circle, square, triangle, ...)
// drawn before its name at the line's end and in the standings, so the names are the graph's
// key.
#pragma once

#include "app/ui/painter.hpp"

#include <utility>
#include <vector>

namespace greed::app {

enum class SeatShape { Circle, Square, TriangleUp, Diamond, TriangleDown, Star, Plus, Cross };

// The seat's shape and dash pattern: different for each of the 8 seats, repeating after.
SeatShape seatShape(int seat);
// On and off lengths in line widths, starting with "on"; empty: a solid line (seat 0).
const std::vector<double>& seatDashes(int seat);

// The pieces of `path` (a polyline) that are drawn with `dashes` (on/off lengths in pixels;
// empty: the whole path). The pattern runs on round the corners instead of starting again at
// each, so short steps of a step chart still show it.
std::vector<std::pair<Vec2, Vec2>> dashPieces(const std::vector<Vec2>& path,
                                              const std::vector<double>& dashes);

// `path` as a line of `width` in `seat`'s dash pattern (one SDL_RenderGeometry call).
void drawSeatLine(const Painter& painter, const std::vector<Vec2>& path, double width, int seat,
                  SDL_Color colour);
// `seat`'s shape of about `radius` centred at `at`, filled with `colour` over a `casing` edge.
void drawSeatShape(const Painter& painter, int seat, Vec2 at, double radius, SDL_Color colour,
                   SDL_Color casing);

} // namespace greed::app

// The cup's shadow on the felt as the cup is drawn: a soft slab at the upright cup's foot that
// turns, stretches and moves with the cup as it tips and lifts (cup_draw.cpp draws it).
#pragma once

#include "app/table/cup_mouth.hpp"
#include "app/table/table_layout.hpp"

#include <SDL.h>

namespace greed::app {

struct CupShadow {
    Vec2 centre;       // pixels
    double w = 0;      // across the cup's axis
    double h = 0;      // along it
    double angle = 0;  // degrees, as the cup is turned
    Uint8 alpha = 255; // fainter as the cup lifts off the felt
};

CupShadow cupShadow(const TableLayout& layout, const CupMouth& mouth);

} // namespace greed::app

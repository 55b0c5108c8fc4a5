// Resting spots that read as thrown, not laid out: no three dice in a row or a column. Dice that
// rest against the rim, or are pushed apart into a crowded area's two bands, line up along it;
// each is moved the least that takes it out of line while it stays clear to click and inside
// (docs/physics.md, "Ending flat, apart, inside").
#pragma once

#include "physics/rest_spacing.hpp"
#include "physics/throw_types.hpp"

#include <functional>
#include <vector>

namespace greed::physics {

// Two centres this close along y (x) lie in one row (column).
constexpr double kRowBand = 0.15;

// How many of the spots lie in a row or a column of three or more (centres within kRowBand).
int inRowsOfThree(const std::vector<RestSpot>& spots);

// The spots with as few dice in rows or columns as small moves allow: while three or more share
// one (centres within 0.13 die sizes, a little under kRowBand so a crowded area's band of 0.27
// holds three rows of spots), one die at a time (the one that came to rest last first: `restAt`,
// as for spaceApart) is moved by the shortest of a few offsets up to `reach` die sizes that makes
// them less lined up (fewer dice in rows, else fewer pairs sharing one), keeps it clear to click
// from every other (shortfall <= 0), inside the area by its margin, within `reach` of `from`
// (where it landed), and that `allowed` accepts (its place free of the other dice's tracks;
// empty: any).
std::vector<RestSpot> breakRows(std::vector<RestSpot> spots, const std::vector<RestSpot>& from,
                                const ThrowSetup& setup, const std::vector<std::size_t>& restAt,
                                double reach,
                                const std::function<bool(std::size_t, const RestSpot&)>& allowed);

} // namespace greed::physics

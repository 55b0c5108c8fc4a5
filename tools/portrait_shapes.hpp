// A portrait's shapes and colours as data: JSON values made into signed distances and colours
// (the format: docs/portraits.md).
#pragma once

#include "canvas.hpp"

#include <nlohmann/json.hpp>

#include <map>
#include <string>

namespace greed::tools {

// The colours a portrait file names ("ink"), besides "#RRGGBB".
using NamedColours = std::map<std::string, Rgba>;

// A shape: {"circle": [cx, cy, r]}, {"ellipse": [cx, cy, rx, ry]}, {"line": [x1, y1, x2, y2,
// width]}, {"polygon": [[x, y], ...]}, {"smile" | "frown": [cx, cy, rx, ry, width]} (the lower or
// upper half of an ellipse's outline), {"ring": [cx, cy, r, width]}, {"roundRect": [cx, cy,
// halfW, halfH, radius]}, {"star": [cx, cy, outer, inner, tips, turn]}, {"above" | "below": y}
// (the half plane), {"union" | "intersect": [shape, ...]}, {"shrink": [by, shape]}. Throws
// std::runtime_error starting with `where` when the value is not one of these.
Sdf shapeFromJson(const nlohmann::json& shape, const std::string& where);

// "#RRGGBB" or a name of `named`; throws like shapeFromJson.
Rgba colourFromJson(const nlohmann::json& value, const NamedColours& named,
                    const std::string& where);

} // namespace greed::tools

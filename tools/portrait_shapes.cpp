// Portrait shapes and colours from JSON: each shape kind checked for its numbers, combined
// shapes built recursively.
#include "portrait_shapes.hpp"

#include "shapes.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <vector>

namespace greed::tools {

namespace {

[[noreturn]] void fail(const std::string& where, const std::string& what) {
    throw std::runtime_error(where + ": " + what);
}

// Exactly `count` numbers (`count` 0: any number, at least one).
std::vector<float> numbers(const nlohmann::json& v, std::size_t count, const std::string& kind,
                           const std::string& where) {
    if (!v.is_array() || (count > 0 && v.size() != count) || v.empty()) {
        fail(where, "\"" + kind + "\" takes " +
                        (count > 0 ? std::to_string(count) + " numbers" : "numbers"));
    }
    std::vector<float> out;
    for (const auto& n : v) {
        if (!n.is_number()) {
            fail(where, "\"" + kind + "\" takes numbers, not " + n.dump());
        }
        out.push_back(n.get<float>());
    }
    return out;
}

std::vector<Sdf> shapes(const nlohmann::json& v, const std::string& kind,
                        const std::string& where) {
    if (!v.is_array() || v.empty()) {
        fail(where, "\"" + kind + "\" takes a list of shapes");
    }
    std::vector<Sdf> out;
    for (const auto& s : v) {
        out.push_back(shapeFromJson(s, where));
    }
    return out;
}

// Half of an ellipse's outline: `lower` keeps the part below its centre (a smile).
Sdf halfOutline(const std::vector<float>& a, bool lower) {
    const float cx = a[0], cy = a[1], rx = a[2], ry = a[3], width = a[4];
    return [=](float x, float y) {
        const float ring = std::fabs(sdEllipse(x, y, cx, cy, rx, ry)) - width / 2.0f;
        return std::max(ring, lower ? cy - y : y - cy);
    };
}

} // namespace

Sdf shapeFromJson(const nlohmann::json& shape, const std::string& where) {
    if (!shape.is_object() || shape.size() != 1) {
        fail(where, "a shape is an object with one kind, e.g. {\"circle\": [64, 64, 10]}: " +
                        shape.dump().substr(0, 60));
    }
    const std::string kind = shape.begin().key();
    const nlohmann::json& v = shape.begin().value();
    if (kind == "circle") {
        const auto a = numbers(v, 3, kind, where);
        return [=](float x, float y) {
            return sdCircle(x, y, a[0], a[1], a[2]);
        };
    }
    if (kind == "ellipse") {
        const auto a = numbers(v, 4, kind, where);
        return [=](float x, float y) {
            return sdEllipse(x, y, a[0], a[1], a[2], a[3]);
        };
    }
    if (kind == "line") {
        const auto a = numbers(v, 5, kind, where);
        return [=](float x, float y) {
            return sdSegment(x, y, {a[0], a[1]}, {a[2], a[3]}) - a[4] / 2.0f;
        };
    }
    if (kind == "polygon") {
        if (!v.is_array() || v.size() < 3) {
            fail(where, "\"polygon\" takes at least three [x, y] points");
        }
        std::vector<Vec2> points;
        for (const auto& p : v) {
            const auto xy = numbers(p, 2, "polygon point", where);
            points.push_back({xy[0], xy[1]});
        }
        return [points](float x, float y) {
            return sdPolygon(x, y, points);
        };
    }
    if (kind == "smile" || kind == "frown") {
        return halfOutline(numbers(v, 5, kind, where), kind == "smile");
    }
    if (kind == "ring") {
        const auto a = numbers(v, 4, kind, where);
        return [=](float x, float y) {
            return std::fabs(sdCircle(x, y, a[0], a[1], a[2])) - a[3] / 2.0f;
        };
    }
    if (kind == "roundRect") {
        const auto a = numbers(v, 5, kind, where);
        return [=](float x, float y) {
            return sdRoundRect(x, y, a[0], a[1], a[2], a[3], a[4]);
        };
    }
    if (kind == "star") {
        const auto a = numbers(v, 6, kind, where);
        const std::vector<Vec2> points =
            starPoints(a[0], a[1], a[2], a[3], static_cast<int>(a[4]), a[5]);
        return [points](float x, float y) {
            return sdPolygon(x, y, points);
        };
    }
    if (kind == "above" || kind == "below") {
        const float cut = numbers(nlohmann::json::array({v}), 1, kind, where)[0];
        const bool above = kind == "above";
        return [=](float, float y) {
            return above ? y - cut : cut - y;
        };
    }
    if (kind == "union" || kind == "intersect") {
        const std::vector<Sdf> parts = shapes(v, kind, where);
        const bool both = kind == "intersect";
        return [parts, both](float x, float y) {
            float d = parts[0](x, y);
            for (std::size_t i = 1; i < parts.size(); ++i) {
                d = both ? std::max(d, parts[i](x, y)) : std::min(d, parts[i](x, y));
            }
            return d;
        };
    }
    if (kind == "shrink") {
        if (!v.is_array() || v.size() != 2 || !v[0].is_number()) {
            fail(where, "\"shrink\" takes [by, shape]");
        }
        const float by = v[0].get<float>();
        const Sdf inner = shapeFromJson(v[1], where);
        return [=](float x, float y) {
            return inner(x, y) + by;
        };
    }
    fail(where, "unknown shape \"" + kind + "\"");
}

Rgba colourFromJson(const nlohmann::json& value, const NamedColours& named,
                    const std::string& where) {
    if (!value.is_string()) {
        fail(where, "a colour is \"#RRGGBB\" or a name of \"colours\"");
    }
    const std::string text = value.get<std::string>();
    if (const auto it = named.find(text); it != named.end()) {
        return it->second;
    }
    const bool hexDigits =
        text.size() == 7 && text[0] == '#' && std::all_of(text.begin() + 1, text.end(), [](char c) {
            return std::isxdigit(static_cast<unsigned char>(c));
        });
    if (!hexDigits) {
        fail(where, "unknown colour \"" + text + "\" (\"#RRGGBB\" or a name of \"colours\")");
    }
    return hex(static_cast<std::uint32_t>(std::stoul(text.substr(1), nullptr, 16)));
}

} // namespace greed::tools

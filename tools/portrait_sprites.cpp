// Portraits: round brass-rimmed medallions ("portrait_<id>.png", 128x128) drawn from the data of
// tools/portraits.json: a face per computer player, and the frame a person's initials go in.
#include "portrait_shapes.hpp"
#include "shapes.hpp"
#include "sprites.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <fstream>
#include <optional>
#include <set>
#include <stdexcept>

namespace greed::tools {

namespace {

constexpr float kSize = 128.0f;
constexpr float kMid = kSize / 2.0f;
constexpr float kMedallion = 60.0f; // radius of the picture inside the rim
constexpr float kHeadX = 64.0f;
constexpr float kHeadY = 62.0f;
constexpr float kHeadR = 27.0f;

const Rgba kSkin = hex(0xF1C9A0);
const Rgba kSkinShade = hex(0xC98E64);
const Rgba kLine = hex(0x2B1B12);
const Rgba kWhite = hex(0xFBF7EE);

Sdf circle(float cx, float cy, float r) {
    return [=](float x, float y) {
        return sdCircle(x, y, cx, cy, r);
    };
}
Sdf ellipse(float cx, float cy, float rx, float ry) {
    return [=](float x, float y) {
        return sdEllipse(x, y, cx, cy, rx, ry);
    };
}
Sdf stroke(Vec2 a, Vec2 b, float width) {
    return [=](float x, float y) {
        return sdSegment(x, y, a, b) - width / 2.0f;
    };
}
Sdf polygon(std::vector<Vec2> points) {
    return [p = std::move(points)](float x, float y) {
        return sdPolygon(x, y, p);
    };
}
[[noreturn]] void fail(const std::string& where, const std::string& what) {
    throw std::runtime_error(where + ": " + what);
}

float number(const nlohmann::json& layer, const char* key, const std::string& where) {
    if (!layer.contains(key) || !layer[key].is_number()) {
        fail(where, std::string("\"") + key + "\" is a number");
    }
    return layer[key].get<float>();
}

// Lit with the shared light, as a soft dome.
void dome(Canvas& c, const Sdf& shape, const Rgba& albedo, float bevel) {
    c.fill(shape, [&](float x, float y) {
        return shade(albedo, bevelNormal(shape, x, y, bevel, 0.9f), 0.55f, 0.5f, 0.18f, 10.0f);
    });
}

// Who sits for a portrait: a face in colour, a silhouette, or nobody (a person's medallion, the
// game writing their initials over a backdrop it paints in the seat's colour).
struct Sitter {
    std::optional<Rgba> backdrop; // none: only a shading the seat's colour shows through
    Rgba cloth;
    std::optional<Rgba> figure; // a silhouette in this colour instead of a face
    bool seated = true;         // false: the backdrop alone
};

// Background, shoulders and the head: what every portrait shares.
void drawSitter(Canvas& c, const Sitter& sitter) {
    c.fill(circle(kMid, kMid, kMedallion), [&](float x, float y) {
        const float r = smoothstep(0.0f, 1.3f, std::hypot(x - kMid, y - kMid * 0.8f) / kMedallion);
        if (!sitter.backdrop) {
            return mix(hex(0xFFFFFF, 0.3f), hex(0x000000, 0.22f), r);
        }
        return mix(mix(*sitter.backdrop, kWhite, 0.25f), scaled(*sitter.backdrop, 0.45f), r);
    });
    if (!sitter.seated) {
        return;
    }
    const Rgba skin = sitter.figure.value_or(kSkin);
    const Rgba skinShade = sitter.figure ? scaled(*sitter.figure, 0.8f) : kSkinShade;
    dome(c, ellipse(kMid, 128.0f, 46.0f, 34.0f), sitter.figure.value_or(sitter.cloth), 10.0f);
    c.fill(polygon({{56, 84}, {72, 84}, {68, 100}, {60, 100}}), skinShade);
    c.fill(circle(kHeadX - kHeadR, kHeadY + 3, 6.0f), skinShade); // ears
    c.fill(circle(kHeadX + kHeadR, kHeadY + 3, 6.0f), skinShade);
    dome(c, ellipse(kHeadX, kHeadY, kHeadR, kHeadR * 1.08f), skin, 9.0f);
}

void eyes(Canvas& c, float dy, float r) {
    c.fill(circle(54, kHeadY + dy, r), kLine);
    c.fill(circle(74, kHeadY + dy, r), kLine);
    c.fill(circle(54.8f, kHeadY + dy - r * 0.4f, r * 0.35f), kWhite);
    c.fill(circle(74.8f, kHeadY + dy - r * 0.4f, r * 0.35f), kWhite);
}

void glasses(Canvas& c, const Rgba& frame) {
    for (const float x : {54.0f, 74.0f}) {
        c.fill([x](float px,
                   float py) { return std::fabs(sdCircle(px, py, x, kHeadY + 1, 7.5f)) - 1.3f; },
               frame);
    }
    c.fill(stroke({61, kHeadY}, {67, kHeadY}, 2.0f), frame);
}

void blush(Canvas& c) {
    c.fill(ellipse(47, kHeadY + 11, 5, 3), hex(0xE8826E, 0.45f));
    c.fill(ellipse(81, kHeadY + 11, 5, 3), hex(0xE8826E, 0.45f));
}

// The brass rim over the picture, and the picture cut to the medallion.
Canvas framed(Canvas picture) {
    picture.maskWith([](float x, float y) {
        return coverage(sdCircle(x + 0.5f, y + 0.5f, kMid, kMid, kMedallion));
    });
    Canvas c(128, 128);
    const Sdf rim = [](float x, float y) {
        return std::fabs(sdCircle(x, y, kMid, kMid, kMedallion + 1.0f)) - 3.5f;
    };
    c.fill(circle(kMid, kMid + 2, kMedallion + 4.0f), hex(0x000000, 0.35f));
    c.draw(picture, 0, 0);
    c.fill(rim, [&](float x, float y) {
        const Rgba brass = mix(palette::kGoldLight, palette::kGoldDeep, clamp01(y / kSize));
        return shade(brass, bevelNormal(rim, x, y, 2.5f, 1.2f), 0.5f, 0.55f, 0.5f, 14.0f);
    });
    return c;
}

// One layer over the sitter: a shape in a colour (lit as a dome when "lit" gives its bevel), or
// one of the shared features ("eyes", "glasses", "blush").
void drawLayer(Canvas& c, const nlohmann::json& layer, const NamedColours& named,
               const std::string& where) {
    if (!layer.is_object()) {
        fail(where, "a layer is an object with \"shape\" and \"colour\", or \"feature\"");
    }
    if (layer.contains("feature")) {
        const std::string feature =
            layer["feature"].is_string() ? layer["feature"].get<std::string>() : "";
        if (feature == "eyes") {
            eyes(c, number(layer, "dy", where), number(layer, "r", where));
        } else if (feature == "glasses") {
            glasses(c, colourFromJson(layer.value("colour", nlohmann::json()), named, where));
        } else if (feature == "blush") {
            blush(c);
        } else {
            fail(where, "unknown feature " + layer["feature"].dump() +
                            " (\"eyes\", \"glasses\" or \"blush\")");
        }
        return;
    }
    if (!layer.contains("shape") || !layer.contains("colour")) {
        fail(where, "a layer needs \"shape\" and \"colour\" (or is a \"feature\")");
    }
    const Sdf shape = shapeFromJson(layer["shape"], where);
    Rgba colour = colourFromJson(layer["colour"], named, where);
    if (layer.contains("alpha")) {
        colour = withAlpha(colour, number(layer, "alpha", where));
    }
    if (layer.contains("lit")) {
        dome(c, shape, colour, number(layer, "lit", where));
    } else {
        c.fill(shape, colour);
    }
}

Canvas portrait(const nlohmann::json& entry, const NamedColours& named, const std::string& where) {
    Sitter sitter;
    const nlohmann::json backdrop = entry.value("backdrop", nlohmann::json());
    if (backdrop != "seat") {
        sitter.backdrop = colourFromJson(backdrop, named, where + ", backdrop");
    }
    const nlohmann::json seated = entry.value("sitter", nlohmann::json("one"));
    if (seated != "one" && seated != "none") {
        fail(where, "\"sitter\" is \"one\" (the default) or \"none\"");
    }
    sitter.seated = seated == "one";
    if (sitter.seated && entry.contains("figure")) {
        sitter.figure = colourFromJson(entry["figure"], named, where + ", figure");
    } else if (sitter.seated) {
        sitter.cloth =
            colourFromJson(entry.value("cloth", nlohmann::json()), named, where + ", cloth");
    }
    Canvas c(128, 128);
    drawSitter(c, sitter);
    const nlohmann::json layers = entry.value("layers", nlohmann::json::array());
    if (!layers.is_array()) {
        fail(where, "\"layers\" is a list");
    }
    for (std::size_t i = 0; i < layers.size(); ++i) {
        drawLayer(c, layers[i], named, where + ", layer " + std::to_string(i + 1));
    }
    return c;
}

} // namespace

std::vector<Sprite> makePortraitSprites(const std::string& path) {
    std::ifstream in(path);
    if (!in) {
        throw std::runtime_error(path + ": cannot read the portraits");
    }
    const nlohmann::json file = nlohmann::json::parse(in, nullptr, false);
    if (file.is_discarded() || !file.is_object()) {
        throw std::runtime_error(path + ": not a JSON object");
    }
    if (file.value("version", 0) != 1) {
        throw std::runtime_error(path + ": unknown version (this generator reads version 1)");
    }
    NamedColours named;
    const nlohmann::json colours = file.value("colours", nlohmann::json::object());
    for (const auto& [name, value] : colours.items()) {
        named[name] = colourFromJson(value, {}, path + ": colour \"" + name + "\"");
    }
    const nlohmann::json list = file.value("portraits", nlohmann::json());
    if (!list.is_array()) {
        throw std::runtime_error(path + ": \"portraits\" is a list");
    }
    std::vector<Sprite> out;
    std::set<std::string> ids;
    for (const auto& entry : list) {
        const std::string id = entry.is_object() ? entry.value("id", std::string()) : "";
        const bool plain = !id.empty() && std::all_of(id.begin(), id.end(), [](char ch) {
            return std::islower(static_cast<unsigned char>(ch)) ||
                   std::isdigit(static_cast<unsigned char>(ch)) || ch == '_';
        });
        if (!plain || !ids.insert(id).second) {
            throw std::runtime_error(path + ": portrait " + std::to_string(out.size() + 1) +
                                     " needs an \"id\" of its own (a-z, 0-9, _)");
        }
        out.push_back(
            {"portrait_" + id + ".png", framed(portrait(entry, named, path + ": " + id))});
    }
    return out;
}

} // namespace greed::tools

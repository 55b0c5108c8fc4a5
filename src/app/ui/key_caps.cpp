// Key caps: which pad button stands for which key cap, its glyph, and drawing either.
#include "app/ui/key_caps.hpp"

#include "app/ui/palette.hpp"
#include "i18n/translate.hpp"

#include <algorithm>
#include <cmath>

namespace greed::app {

namespace {

CapStyle g_style;

// The open box that stands for the space bar on keyboards' legends and in manuals.
const char* const kShortSpace = "\u2423";

// A glyph is a little taller than the words beside it.
int glyphSide(int size) {
    return static_cast<int>(std::lround(size * 1.35));
}

const char* familyName(PadFamily f) {
    switch (f) {
    case PadFamily::PlayStation:
        return "ps";
    case PadFamily::Nintendo:
        return "nintendo";
    default:
        return "xbox";
    }
}

} // namespace

CapStyle capStyle() {
    return g_style;
}

void setCapStyle(CapStyle style) {
    g_style = style;
}

SDL_GameControllerButton padButtonForCap(const std::string& cap) {
    // The same keys PadMap gives for these buttons (app/pad_map.cpp).
    if (cap == i18n::trp("key", "Enter")) {
        return SDL_CONTROLLER_BUTTON_A;
    }
    if (cap == i18n::trp("key", "Esc")) {
        return SDL_CONTROLLER_BUTTON_B;
    }
    if (cap == i18n::trp("key", "Space") || cap == kShortSpace || cap == "R") {
        return SDL_CONTROLLER_BUTTON_X;
    }
    if (cap == "B") {
        return SDL_CONTROLLER_BUTTON_Y;
    }
    if (cap == "S") {
        return SDL_CONTROLLER_BUTTON_RIGHTSHOULDER;
    }
    if (cap == "H") {
        return SDL_CONTROLLER_BUTTON_LEFTSHOULDER;
    }
    if (cap == "G") {
        return SDL_CONTROLLER_BUTTON_BACK;
    }
    return SDL_CONTROLLER_BUTTON_INVALID;
}

std::string padGlyphSprite(PadFamily family, SDL_GameControllerButton button) {
    const char* name = nullptr;
    switch (button) {
    case SDL_CONTROLLER_BUTTON_A:
        name = "a";
        break;
    case SDL_CONTROLLER_BUTTON_B:
        name = "b";
        break;
    case SDL_CONTROLLER_BUTTON_X:
        name = "x";
        break;
    case SDL_CONTROLLER_BUTTON_Y:
        name = "y";
        break;
    case SDL_CONTROLLER_BUTTON_LEFTSHOULDER:
        name = "lb";
        break;
    case SDL_CONTROLLER_BUTTON_RIGHTSHOULDER:
        name = "rb";
        break;
    case SDL_CONTROLLER_BUTTON_BACK:
        name = "back";
        break;
    case SDL_CONTROLLER_BUTTON_START:
        name = "start";
        break;
    default:
        return {};
    }
    return std::string("pad_") + familyName(family) + "_" + name;
}

std::string shortKeyCap(const std::string& cap) {
    return cap == i18n::trp("key", "Space") ? kShortSpace : cap;
}

std::string capsAsOnButtons(const std::string& text, const std::vector<Button>& buttons) {
    const bool shortSpace = std::any_of(buttons.begin(), buttons.end(),
                                        [](const Button& b) { return b.key == kShortSpace; });
    const std::string space = std::string("[") + i18n::trp("key", "Space") + "]";
    std::string out = text;
    for (std::size_t at = out.find(space); shortSpace && at != std::string::npos;
         at = out.find(space, at)) {
        out.replace(at, space.size(), std::string("[") + kShortSpace + "]");
    }
    return out;
}

int keyCapWidth(platform::Text& text, const std::string& cap, int size) {
    if (cap.empty()) {
        return 0;
    }
    if (!g_style.pad) {
        return text.measure("[" + cap + "] ", size, false).x;
    }
    return padButtonForCap(cap) == SDL_CONTROLLER_BUTTON_INVALID ? 0 : glyphSide(size) + size / 3;
}

int fitWithKeyCap(platform::Text& text, const std::string& cap, const std::string& words, int size,
                  int width) {
    if (!g_style.pad) {
        return text.fitSize((cap.empty() ? "" : "[" + cap + "] ") + words, size, true, width);
    }
    return text.fitSize(words, size, true, width - keyCapWidth(text, cap, size));
}

int drawKeyCap(const Painter& painter, const std::string& cap, int x, int cy, int size,
               Uint8 alpha) {
    const int width = keyCapWidth(painter.text(), cap, size);
    if (width == 0) {
        return 0;
    }
    if (!g_style.pad) {
        painter.label("[" + cap + "] ", x, cy,
                      {size, false, withAlpha(kGold, alpha), Align::Left, VAlign::Middle});
        return width;
    }
    const int side = glyphSide(size);
    painter.sprite(padGlyphSprite(g_style.family, padButtonForCap(cap)), x + side / 2.0, cy, side,
                   side, 0.0, {255, 255, 255, alpha});
    return width;
}

} // namespace greed::app

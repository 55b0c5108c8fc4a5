// Settings rows: the geometry of sliders, choices and toggles, their hit tests and their look.
#include "app/ui/setting_controls.hpp"

#include "app/ui/palette.hpp"
#include "i18n/translate.hpp"

#include <algorithm>
#include <cmath>

namespace greed::app {

namespace {

constexpr SDL_Color kTrack{20, 14, 10, 220};
constexpr SDL_Color kDarkInk{40, 24, 10, 255};

// The pill's words keep this much room above and below their letters.
constexpr int kPillPad = 4;

// The largest size up to `size` whose letters (capitals and descenders take about three
// quarters of the size) stand inside a pill `height` px high with kPillPad above and below:
// larger text would touch or spill out of a choice's gold pill, where its dark ink is lost
// on the dark track.
int fitHeight(int size, int height) {
    return std::max(1, std::min(size, (height - 2 * kPillPad) * 13 / 10));
}

int optionCount(const Button& b) {
    return std::max(1, static_cast<int>(b.options.size()));
}

// The slider's track runs between the first and last option's centres; the value is
// written to its right.
struct SliderGeometry {
    int x0, x1, cy, knob, valueX;
};
SliderGeometry slider(const Button& b) {
    const SDL_Rect c = controlRect(b);
    const int knob = std::max(6, c.h * 2 / 5);
    // Room for "100 %" at the player's text size, not only at the row's height.
    const int valueW = std::max(c.h * 2, c.w / 5);
    return {c.x + knob, c.x + c.w - valueW - knob, c.y + c.h / 2, knob, c.x + c.w};
}
int sliderX(const SliderGeometry& g, int option, int count) {
    return count <= 1 ? g.x0 : g.x0 + (g.x1 - g.x0) * option / (count - 1);
}

SDL_Rect segment(const Button& b, int i) {
    const SDL_Rect c = controlRect(b);
    const int n = optionCount(b);
    const int x0 = c.x + c.w * i / n;
    const int x1 = c.x + c.w * (i + 1) / n;
    return {x0, c.y, x1 - x0, c.h};
}

} // namespace

SDL_Rect choicePill(const Button& b, int i) {
    // As tall as the track less a thin rim of it, so the words have room inside.
    return inset(segment(b, i), 2);
}

namespace {

SDL_Rect toggleSwitch(const Button& b) {
    const SDL_Rect c = controlRect(b);
    const int w = c.h * 2;
    return {c.x + c.w - w, c.y, w, c.h};
}

void drawSlider(const Painter& p, const Button& b, const MenuType& type, SDL_Color ink) {
    const SliderGeometry g = slider(b);
    const int n = optionCount(b);
    const int knobX = sliderX(g, std::clamp(b.index, 0, n - 1), n);
    const int th = std::max(4, g.knob / 2);
    p.roundedRect({g.x0 - th, g.cy - th / 2, g.x1 - g.x0 + 2 * th, th}, th / 2.0, kTrack);
    p.roundedRect({g.x0 - th, g.cy - th / 2, knobX - g.x0 + 2 * th, th}, th / 2.0, kGold);
    for (int i = 0; i < n; ++i) {
        const double x = sliderX(g, i, n);
        p.disc({x, static_cast<double>(g.cy)}, th * 0.45, i <= b.index ? kDarkInk : kInkDim);
    }
    const Vec2 knob{static_cast<double>(knobX), static_cast<double>(g.cy)};
    p.disc({knob.x + 1, knob.y + 2}, g.knob, {0, 0, 0, 110});
    p.disc(knob, g.knob, {255, 233, 168, 255});
    p.ring(knob, g.knob - 1, 2.5, {168, 116, 26, 255});
    const std::string& value =
        b.options.empty() ? b.value : b.options[static_cast<std::size_t>(b.index)];
    const int room = g.valueX - g.x1 - g.knob - g.knob / 2;
    p.label(
        value, g.valueX, g.cy,
        {p.text().fitSize(value, type.body, true, room), true, ink, Align::Right, VAlign::Middle});
}

void drawChoice(const Painter& p, const Button& b, const MenuType& type, SDL_Color ink) {
    const SDL_Rect c = controlRect(b);
    const double radius = c.h / 2.0;
    p.roundedRect(c, radius, kTrack);
    const int n = std::min(optionCount(b), static_cast<int>(b.options.size()));
    // One size for every segment: the largest at which each option fits its own.
    int size = fitHeight(type.body, choicePill(b, 0).h);
    for (int i = 0; i < n; ++i) {
        const SDL_Rect s = choicePill(b, i);
        size = std::min(size, p.text().fitSize(b.options[static_cast<std::size_t>(i)], type.body,
                                               true, s.w - s.h / 2));
    }
    for (int i = 0; i < n; ++i) {
        const SDL_Rect s = choicePill(b, i);
        const bool chosen = i == b.index;
        if (chosen) {
            p.roundedRect(s, s.h / 2.0, kGold);
        }
        const std::string& text = b.options[static_cast<std::size_t>(i)];
        p.label(text, s.x + s.w / 2, s.y + s.h / 2,
                {size, true, chosen ? kDarkInk : ink, Align::Center, VAlign::Middle});
    }
}

void drawToggle(const Painter& p, const Button& b, const MenuType& type, SDL_Color ink) {
    const SDL_Rect s = toggleSwitch(b);
    const bool on = b.index != 0;
    p.roundedRect(s, s.h / 2.0, on ? kGold : kTrack);
    const double r = s.h / 2.0 - 3;
    const Vec2 knob{on ? s.x + s.w - s.h / 2.0 : s.x + s.h / 2.0, s.y + s.h / 2.0};
    p.disc({knob.x + 1, knob.y + 2}, r, {0, 0, 0, 90});
    p.disc(knob, r, on ? SDL_Color{255, 246, 220, 255} : kInkDim);
    // TRANSLATORS: the state of an on/off switch in Settings.
    const std::string text =
        b.value.empty() ? (on ? i18n::trp("switch", "On") : i18n::trp("switch", "Off")) : b.value;
    const int room = s.x - s.h / 2 - controlRect(b).x;
    p.label(text, s.x - s.h / 2, s.y + s.h / 2,
            {p.text().fitSize(text, type.body, true, room), true, on ? ink : kInkDim, Align::Right,
             VAlign::Middle});
}

// "◀ value ▶": the arrows at the control's ends (each half of it turns its way), the value
// between them.
void drawStepper(const Painter& p, const Button& b, const MenuType& type, SDL_Color ink) {
    const SDL_Rect c = controlRect(b);
    p.roundedRect(c, c.h / 2.0, kTrack);
    const int arrow = c.h * 3 / 5;
    const int cy = c.y + c.h / 2;
    const SDL_Color arrowInk = b.enabled ? kGold : kInkDim;
    const TextStyle arrows{arrow, true, arrowInk, Align::Center, VAlign::Middle};
    p.label("\u25C0", c.x + c.h / 2, cy, arrows);
    p.label("\u25B6", c.x + c.w - c.h / 2, cy, arrows);
    const int room = c.w - 2 * c.h;
    p.label(b.value, c.x + c.w / 2, cy,
            {p.text().fitSize(b.value, type.body, true, room), true, ink, Align::Center,
             VAlign::Middle});
}

// A text box sunk into the row: its value, a caret after it while it is typed into (and at
// its start while an empty box has the focus), and a greyed example while it is empty.
void drawEntry(const Painter& p, const Button& b, bool focused, const MenuType& type,
               SDL_Color ink) {
    const SDL_Rect c = controlRect(b);
    p.roundedRect(c, c.h / 5.0, {12, 9, 6, 235});
    p.roundedOutline(c, c.h / 5.0, 1.5, withAlpha(kGold, focused || b.caret ? 200 : 90));
    const int pad = c.h / 3;
    const int cy = c.y + c.h / 2;
    const int caretW = std::max(2, type.body / 9);
    const bool caret = b.caret || (focused && b.value.empty());
    const int room = c.w - 2 * pad - (caret ? caretW * 3 : 0);
    int x = c.x + pad;
    if (!b.value.empty()) {
        const int size = p.text().fitSize(b.value, type.body, false, room);
        p.label(b.value, x, cy, {size, false, ink, Align::Left, VAlign::Middle});
        x += p.text().measure(b.value, size, false).x + caretW;
    }
    if (caret) {
        const int caretH = type.body * 6 / 5;
        p.fill({x, cy - caretH / 2, caretW, caretH}, kGold);
        x += caretW * 3;
    }
    if (b.value.empty() && !b.placeholder.empty()) {
        const int left = c.x + c.w - pad - x;
        p.label(b.placeholder, x, cy,
                {p.text().fitSize(b.placeholder, type.body, false, left), false,
                 withAlpha(kInkDim, 170), Align::Left, VAlign::Middle});
    }
}

// A row to pick (a public table of Play online): its words on the right, ending in a chevron
// that says the row opens something, not a box to type in.
void drawPick(const Painter& p, const Button& b, const MenuType& type, SDL_Color ink) {
    const SDL_Rect c = controlRect(b);
    const std::string text = b.value + "  \u203A";
    p.label(
        text, c.x + c.w, c.y + c.h / 2,
        {p.text().fitSize(text, type.body, false, c.w), false, ink, Align::Right, VAlign::Middle});
}

} // namespace

int optionAt(const Button& b, int x, int y) {
    if (b.options.empty() || !contains(b.rect, x, y)) {
        return -1;
    }
    const int n = optionCount(b);
    if (b.kind == ButtonKind::Choice) {
        for (int i = 0; i < n; ++i) {
            if (contains(segment(b, i), x, y)) {
                return i;
            }
        }
    } else if (b.kind == ButtonKind::Slider) {
        const SliderGeometry g = slider(b);
        const SDL_Rect c = controlRect(b);
        if (x < c.x || x >= c.x + c.w) {
            return -1; // on the label: the row steps instead
        }
        // The nearest step to the click.
        const double t = g.x1 > g.x0 ? (x - g.x0) / static_cast<double>(g.x1 - g.x0) : 0.0;
        return std::clamp(static_cast<int>(std::lround(t * (n - 1))), 0, n - 1);
    }
    return -1;
}

void drawSettingRow(const Painter& p, const Button& b, bool focused, bool hovered,
                    const MenuType& type) {
    const double radius = b.rect.h / 4.0;
    const bool hot = b.enabled && (focused || hovered);
    p.roundedRect(b.rect, radius, hot ? SDL_Color{70, 46, 24, 235} : SDL_Color{34, 24, 16, 215});
    p.roundedOutline(b.rect, radius, 1.5, withAlpha(kGold, hot ? 170 : 70));
    if (focused && b.enabled) {
        drawFocusRing(p, b.rect, static_cast<int>(radius));
    }
    const SDL_Color ink = b.enabled ? kInk : withAlpha(kInkDim, 150);
    const int pad = b.rect.h / 3;
    const SDL_Rect c = controlRect(b);
    const int labelW = c.x - b.rect.x - pad - pad / 2;
    const int cy = b.rect.y + b.rect.h / 2;
    std::string text = (b.key.empty() ? "" : "[" + b.key + "] ") + b.label;
    p.label(
        text, b.rect.x + pad, cy,
        {p.text().fitSize(text, type.body, true, labelW), true, ink, Align::Left, VAlign::Middle});
    if (!b.enabled && !b.reason.empty()) {
        p.label(b.reason, c.x + c.w, cy,
                {p.text().fitSize(b.reason, type.caption, false, c.w), false, kInkDim, Align::Right,
                 VAlign::Middle});
        return;
    }
    switch (b.kind) {
    case ButtonKind::Slider:
        drawSlider(p, b, type, ink);
        break;
    case ButtonKind::Choice:
        drawChoice(p, b, type, ink);
        break;
    case ButtonKind::Toggle:
        drawToggle(p, b, type, ink);
        break;
    case ButtonKind::Spinner:
        drawStepper(p, b, type, ink);
        break;
    case ButtonKind::Field:
        drawEntry(p, b, focused, type, ink);
        break;
    case ButtonKind::Push:
        if (!b.value.empty()) {
            drawPick(p, b, type, ink);
        }
        break;
    }
}

} // namespace greed::app

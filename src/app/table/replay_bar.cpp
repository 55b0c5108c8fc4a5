// ReplayBar: the keys' icons are drawn from shapes (they stay sharp at any size and
// need no glyph the font may lack); the timeline's marks thin out when turns crowd the track.
#include "app/table/replay_bar.hpp"

#include "app/table/table_words.hpp"
#include "app/ui/hud_style.hpp"
#include "app/ui/key_caps.hpp"
#include "app/ui/palette.hpp"
#include "i18n/numbers.hpp"
#include "i18n/translate.hpp"

#include <algorithm>
#include <cmath>

namespace greed::app {

namespace {

constexpr SDL_Color kKeyFace{24, 30, 27, 240}; // a media key: dark, not the action's leather
constexpr SDL_Color kKeyFaceHot{44, 56, 48, 245};
constexpr SDL_Color kTrack{8, 14, 11, 230};

// A triangle pointing left or right, centred at (cx, cy), `h` high.
void arrow(const Painter& p, double cx, double cy, double h, bool right, SDL_Color c) {
    const double w = h * 0.8;
    const double tip = right ? cx + w / 2 : cx - w / 2;
    const double base = right ? cx - w / 2 : cx + w / 2;
    p.triangle({base, cy - h / 2}, {base, cy + h / 2}, {tip, cy}, c);
}

// The icon of a transport key: |◀ ▶/❚❚ ▶| ◀◀ ▶▶.
void drawIcon(const Painter& p, const std::string& id, bool paused, Vec2 c, double s,
              SDL_Color ink) {
    const int bar = std::max(2, static_cast<int>(s * 0.16));
    auto upright = [&](double x) {
        p.fill({static_cast<int>(std::lround(x - bar / 2.0)),
                static_cast<int>(std::lround(c.y - s / 2)), bar, static_cast<int>(std::lround(s))},
               ink);
    };
    if (id == "replay_back") {
        upright(c.x - s * 0.42);
        arrow(p, c.x + s * 0.08, c.y, s, false, ink);
    } else if (id == "replay_next") {
        arrow(p, c.x - s * 0.08, c.y, s, true, ink);
        upright(c.x + s * 0.42);
    } else if (id == "replay_pause" && paused) {
        arrow(p, c.x + s * 0.05, c.y, s * 1.1, true, ink); // paused: the key plays
    } else if (id == "replay_pause") {
        upright(c.x - s * 0.2);
        upright(c.x + s * 0.2);
        upright(c.x - s * 0.2 + bar / 2.0); // the bars twice as thick as a stop's
        upright(c.x + s * 0.2 - bar / 2.0);
    } else if (id == "replay_slower" || id == "replay_faster") {
        // A minus or a plus: the speed's keys, nothing like a seek.
        const int len = static_cast<int>(std::lround(s * 0.9));
        const int cx = static_cast<int>(std::lround(c.x));
        const int cy = static_cast<int>(std::lround(c.y));
        p.fill({cx - len / 2, cy - bar / 2, len, bar}, ink);
        if (id == "replay_faster") {
            p.fill({cx - bar / 2, cy - len / 2, bar, len}, ink);
        }
    }
}

bool speedKey(const Button& b) {
    return b.id == "replay_slower" || b.id == "replay_faster";
}

void drawKey(const Painter& p, const TableLayout& L, const Button& b, bool hot, bool focused,
             bool paused) {
    const double radius = b.rect.h * 0.22;
    p.roundedRect({b.rect.x + 2, b.rect.y + 3, b.rect.w, b.rect.h}, radius, {0, 0, 0, 110});
    p.roundedRect(b.rect, radius, hot ? kKeyFaceHot : kKeyFace);
    p.roundedOutline(b.rect, radius, hot ? 2.0 : 1.5, hot ? kGold : withAlpha(kBrass, 190));
    if (focused) {
        drawFocusRing(p, b.rect, static_cast<int>(radius));
    }
    if (speedKey(b)) {
        // Its sign is its key (- and +): no name under it.
        drawIcon(p, b.id, paused, {b.rect.x + b.rect.w / 2.0, b.rect.y + b.rect.h / 2.0},
                 b.rect.h * 0.36, hot ? kGold : kInk);
        return;
    }
    // The icon over the key's name, the name in the key caps' gold.
    const int capSize = std::clamp(b.rect.h * 28 / 100, 12, L.type.small);
    const std::string cap = b.key;
    const int fitted = p.text().fitSize(cap, capSize, false, b.rect.w - b.rect.h / 5);
    const double icon = b.rect.h * 0.34;
    const double iconY = b.rect.y + b.rect.h * 0.38;
    drawIcon(p, b.id, paused, {b.rect.x + b.rect.w / 2.0, iconY}, icon, hot ? kGold : kInk);
    p.label(cap, b.rect.x + b.rect.w / 2, b.rect.y + b.rect.h * 80 / 100,
            {fitted, false, withAlpha(kGold, 230), Align::Center, VAlign::Middle});
}

void drawTimeline(const Painter& p, const TableLayout& L, const ReplayBarPlace& place,
                  const ReplayProgress& progress) {
    const SDL_Rect& box = place.timeline;
    const SDL_Rect& track = place.track;
    hudPanel(p, box, HudTone::Leather);
    const int size = L.type.small;
    if (progress.turns > 0) {
        const std::string words = turnOfTurns(progress.turn, progress.turns);
        p.label(words, track.x, box.y + (track.y - box.y) / 2 + 1,
                {p.text().fitSize(words, size, true, track.w), true, kInk, Align::Left,
                 VAlign::Middle});
    }
    const double r = track.h / 2.0;
    p.roundedRect(track, r, kTrack);
    const int turns = std::max(1, progress.turns);
    const double f =
        turns > 1 ? static_cast<double>(std::clamp(progress.turn, 1, turns) - 1) / (turns - 1) : 1;
    const int done = static_cast<int>(std::lround(track.w * f));
    if (done > 0) {
        p.roundedRect({track.x, track.y, std::max(track.h, done), track.h}, r, kGold);
    }
    // A mark per turn, every k-th where they would crowd closer than 4 px.
    const int every = std::max(1, static_cast<int>(std::ceil(turns * 4.0 / std::max(1, track.w))));
    for (int t = 0; t < turns; t += every) {
        const double x = turns > 1 ? track.x + track.w * static_cast<double>(t) / (turns - 1)
                                   : track.x + track.w;
        const bool passed = t + 1 <= progress.turn;
        p.fill({static_cast<int>(std::lround(x)) - 1, track.y - track.h / 2, 2, track.h * 2},
               passed ? SDL_Color{90, 60, 10, 255} : withAlpha(kInkDim, 170));
    }
    // The knob at the turn shown.
    const Vec2 knob{track.x + static_cast<double>(done), track.y + r};
    p.disc(knob, r * 2.2 + 1.5, {20, 12, 6, 255});
    p.disc(knob, r * 2.2, kGold);
}

// The speed chip: a leather panel round the minus and plus keys, "Speed" over the value
// between them.
void drawSpeedChip(const Painter& p, const TableLayout& L, const ReplayBarPlace& place,
                   const ReplayProgress& progress) {
    hudPanel(p, place.speed, HudTone::Leather);
    const SDL_Rect& words = place.speedWords;
    const std::string caption = speedCaption();
    const int small = p.text().fitSize(caption, L.type.small, false, words.w);
    p.label(caption, words.x + words.w / 2, words.y + words.h * 30 / 100,
            {small, false, kInkDim, Align::Center, VAlign::Middle});
    const std::string value = table_words::speed(progress.speed);
    p.label(value, words.x + words.w / 2, words.y + words.h * 70 / 100,
            {p.text().fitSize(value, L.type.body, true, words.w), true, kGold, Align::Center,
             VAlign::Middle});
}

} // namespace

ReplayBarPlace placeReplayBar(const TableLayout& layout, int count) {
    ReplayBarPlace out;
    const SDL_Rect& bar = layout.bar;
    const int gap = std::max(4, layout.barGap / 2);
    // Keys a little under the bar's height, the play key wider (the one used most).
    const int keyH = bar.h * 86 / 100;
    const int keyW = bar.h * 115 / 100;
    const int y = bar.y + (bar.h - keyH) / 2;
    const int transport = std::min(count, 3);
    int x = bar.x + layout.barGap;
    for (int i = 0; i < transport; ++i) {
        const int w = i == 1 ? keyW * 3 / 2 : keyW;
        out.buttons.push_back({x, y, w, keyH});
        x += w + gap;
    }
    int right = bar.x + bar.w - layout.barGap;
    if (count > transport) {
        // The speed chip at the bar's right end: [-] Speed 1x [+], its keys smaller than the
        // transport's and inside the chip's panel.
        const int inner = std::max(3, keyH / 10);
        const int signH = keyH - 2 * inner;
        const int signW = signH;
        const int wordsW = keyH * 17 / 10;
        const int chipW = 2 * signW + wordsW + 4 * inner;
        out.speed = {right - chipW, y, chipW, keyH};
        out.buttons.push_back({out.speed.x + inner, y + inner, signW, signH});
        out.speedWords = {out.speed.x + 2 * inner + signW, y, wordsW, keyH};
        out.buttons.push_back({out.speed.x + chipW - inner - signW, y + inner, signW, signH});
        right = out.speed.x - layout.barGap;
    }
    x += layout.barGap - gap;
    if (right - x < bar.h * 2) {
        return out; // no room for a timeline (the keys alone still work)
    }
    out.timeline = {x, y, right - x, keyH};
    const int pad = std::max(8, keyH / 4);
    const int trackH = std::max(6, keyH / 9);
    out.track = {x + pad, y + keyH * 66 / 100 - trackH / 2, right - x - 2 * pad, trackH};
    return out;
}

double trackFraction(const SDL_Rect& track, int x) {
    if (track.w <= 0) {
        return 0;
    }
    return std::clamp(static_cast<double>(x - track.x) / track.w, 0.0, 1.0);
}

int turnAt(double fraction, int turns) {
    if (turns <= 1) {
        return 1;
    }
    return 1 + static_cast<int>(std::lround(std::clamp(fraction, 0.0, 1.0) * (turns - 1)));
}

std::string turnOfTurns(int turn, int turns) {
    // TRANSLATORS: a replay's timeline: the turn shown ({0}) of all the recording's turns ({1}).
    return i18n::trpf("replay", "Turn {0} of {1}", i18n::formatNumber(turn),
                      i18n::formatNumber(turns));
}

std::string speedCaption() {
    // TRANSLATORS: a replay's speed chip: this word over the speed ("1x"), between - and +
    return i18n::trp("replay", "Speed");
}

void drawReplayBar(const Painter& p, const TableLayout& L, const Menu& keys,
                   const ReplayBarPlace& place, const ReplayProgress& progress) {
    if (place.speed.w > 0) {
        drawSpeedChip(p, L, place, progress);
    }
    for (const auto& b : keys.buttons()) {
        const bool hot = b.id == keys.hovered() || b.id == keys.focused();
        drawKey(p, L, b, hot, b.id == keys.focused(), progress.paused);
    }
    if (place.valid()) {
        drawTimeline(p, L, place, progress);
    }
}

} // namespace greed::app

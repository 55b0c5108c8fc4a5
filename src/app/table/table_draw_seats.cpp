// Table drawing, the players: a seat per player on the rim (portrait, name, score counting,
// whose turn it is lit and raised) and the computer players' speech bubbles from their seats.
#include "app/table/seat_tag.hpp"
#include "app/table/table_draw.hpp"
#include "app/table/table_words.hpp"
#include "app/ui/easing.hpp"
#include "app/ui/hud_style.hpp"
#include "app/ui/palette.hpp"
#include "app/ui/portrait.hpp"
#include "app/ui/text_wrap.hpp"
#include "i18n/translate.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <utility>
#include <vector>

namespace greed::app {

namespace {

using i18n::tr;
using i18n::trp;

// The words of the one state a seat tells beside its score (seatTagOf); `widest`, when given,
// gets them as wide as they grow (with all their dots).
std::string seatTag(const TableFrame& f, int i, bool current, std::string* widest = nullptr) {
    const auto& show = f.show;
    SeatTagView view;
    view.current = current;
    view.remoteToAct = f.match.remoteToAct;
    view.humanToAct = f.match.humanToAct;
    view.animating = show.animating();
    view.replay = f.match.replay;
    view.finalRound = show.finalRound();
    view.entered = show.entered(i);
    const std::string dots(static_cast<std::size_t>(static_cast<int>(show.time() * 3) % 4), '.');
    std::string ignored;
    std::string& wide = widest != nullptr ? *widest : ignored;
    wide.clear();
    const auto dotted = [&](const std::string& words) {
        wide = words + "...";
        return words + dots;
    };
    const auto plain = [&](std::string words) {
        wide = words;
        return words;
    };
    switch (seatTagOf(f.match.game, i, view)) {
    case SeatTag::Left:
        // TRANSLATORS: a scoreboard tag: the player has left the game.
        return plain(trp("seat", "left"));
    case SeatTag::Playing:
        // TRANSLATORS: a scoreboard tag: a person at another screen is choosing.
        return dotted(tr("playing"));
    case SeatTag::Thinking:
        // TRANSLATORS: a scoreboard tag: the computer is choosing; dots follow.
        return dotted(tr("thinking"));
    case SeatTag::ReachedTarget:
        // TRANSLATORS: a scoreboard tag: this player reached the target score.
        return plain(tr("reached target"));
    case SeatTag::LastTurn:
        // TRANSLATORS: a scoreboard tag: the player still has a last turn.
        return plain(tr("last turn"));
    case SeatTag::TurnPlayed:
        // TRANSLATORS: a scoreboard tag in the final round: the player has played their last
        // turn (banked or bust) and waits for the others.
        return plain(tr("turn played"));
    case SeatTag::NotInYet:
        // TRANSLATORS: a scoreboard tag: the player has not got in yet.
        return plain(tr("not in yet"));
    case SeatTag::None:
        break;
    }
    return "";
}

// The seat's place in the turn order, a small numbered stud on the medallion's rim (lower
// right, towards the name): with seats that keep their places, play does not go round the
// table in seating order, and the numbers say where it goes next.
void drawTurnOrder(const Painter& p, const SeatPlace& s, Vec2 c, int number) {
    const double r = turnStudRadius(s.portraitR);
    const Vec2 at{c.x + s.portraitR * 0.72, c.y + s.portraitR * 0.72};
    p.disc({at.x + 1, at.y + 2}, r, {0, 0, 0, 120});
    p.disc(at, r, {201, 158, 82, 255}); // brass, as the medallion's rim
    p.disc(at, r * 0.8, {40, 26, 16, 255});
    p.label(std::to_string(number), static_cast<int>(at.x), static_cast<int>(at.y),
            {static_cast<int>(r * 1.3), true, kInk, Align::Center, VAlign::Middle});
}

// The medallion: the personality's portrait or the person's initials on their colour, in a ring
// of the seat's colour.
void drawMedallion(const Painter& p, const SeatPlace& s, Vec2 c, const core::PlayerInfo& info,
                   SDL_Color colour, bool gone) {
    const double r = s.portraitR;
    p.disc({c.x + 2, c.y + 3}, r + 2, {0, 0, 0, 110});
    const std::string sprite =
        portraitSprite(p.assets(), info.kind == core::PlayerKind::Computer, info.personality);
    const SDL_Color shade = gone ? SDL_Color{110, 110, 110, 255} : SDL_Color{255, 255, 255, 255};
    drawPortrait(p, sprite, info.name, c, 2 * r, colour, shade);
    p.ring(c, r + 1, medallionRingWidth(r), gone ? SDL_Color{120, 116, 108, 255} : colour);
}

// Where a seat's plate is drawn: raised towards the felt while its player throws.
struct PlateSpot {
    SDL_Rect plate;
    Vec2 medal;
    bool current;
};

PlateSpot plateSpot(const TableFrame& f, int i) {
    const SeatPlace& s = f.layout.seat(i);
    const auto& ps = f.match.game.players()[static_cast<std::size_t>(i)];
    const bool over = f.match.game.phase() == core::Phase::GameOver;
    const bool current = i == f.show.shownPlayer() && !over && !ps.left;
    // The player at the table leans in: the plate is raised towards the felt and lit.
    const int dy = current ? static_cast<int>(s.far ? s.lift : -s.lift) : 0;
    return {{s.plaque.x, s.plaque.y + dy, s.plaque.w, s.plaque.h},
            {s.portrait.x, s.portrait.y + dy},
            current};
}

// The warm light around the plate of the player at the table: two soft bands and a halo
// behind the medallion, pulsing.
void drawLight(const TableFrame& f, int i, const PlateSpot& spot) {
    const Painter& p = f.painter;
    const SeatPlace& s = f.layout.seat(i);
    const SDL_Rect& r = spot.plate;
    const int reach = std::max(4, r.h / 8);
    const double wave = 0.5 + 0.5 * std::sin(f.show.time() * 4.0);
    const double pulse = 0.6 + 0.4 * wave;
    const SDL_Color warm{255, 214, 120, 255};
    p.polygon(roundedRectPath(inset(r, -2 * reach), 2.5 * reach),
              withAlpha(warm, static_cast<int>(22 * pulse)));
    p.polygon(roundedRectPath(inset(r, -reach), 1.5 * reach),
              withAlpha(warm, static_cast<int>(36 * pulse)));
    p.disc(spot.medal, s.portraitR + reach, withAlpha(warm, static_cast<int>(70 * pulse)));
}

// The die token on the plate of the player at the table: a shape that says "holds the dice"
// whatever the seat's colour (a yellow seat's name must not read as the turn's gold). It sits
// on the plate's felt-side right corner (the layout's), moving with the raised plate.
SDL_Rect turnToken(const SeatPlace& s, const SDL_Rect& plate) {
    return {s.token.x + plate.x - s.plaque.x, s.token.y + plate.y - s.plaque.y, s.token.w,
            s.token.h};
}

void drawTurnToken(const Painter& p, const SeatPlace& s, const SDL_Rect& plate) {
    const SDL_Rect t = turnToken(s, plate);
    const double radius = t.w * 0.22;
    p.polygon(roundedRectPath({t.x + 2, t.y + 3, t.w, t.h}, radius), {0, 0, 0, 120});
    p.polygon(roundedRectPath(t, radius), kGold);
    p.polygon(roundedRectPath(inset(t, std::max(2, t.w / 10)), radius * 0.8), {250, 244, 228, 255});
    // Three pips on the diagonal: a die at any size, in any colour scheme.
    const double pip = t.w * 0.1;
    for (int k = -1; k <= 1; ++k) {
        p.disc({t.x + t.w / 2.0 + k * t.w * 0.24, t.y + t.h / 2.0 + k * t.h * 0.24}, pip,
               {40, 26, 16, 255});
    }
}

// The box a plate's drawing covers: its shadows, the medallion and the pointer and die token
// of the one playing.
SDL_Rect plateBounds(const SeatPlace& s, const PlateSpot& spot) {
    SDL_Rect area = inset(spot.plate, -8);
    area.h += 8;
    const int r = static_cast<int>(std::ceil(s.portraitR)) + 8;
    const SDL_Rect medal{static_cast<int>(spot.medal.x) - r, static_cast<int>(spot.medal.y) - r,
                         2 * r + 3, 2 * r + 4};
    SDL_UnionRect(&area, &medal, &area);
    if (spot.current) {
        const int reach = static_cast<int>(std::ceil(std::max(6.0, spot.plate.h * 0.18))) + 2;
        const SDL_Rect pointer{s.textX + s.textW / 2 - 2 * reach,
                               s.far ? spot.plate.y + spot.plate.h : spot.plate.y - reach - 2,
                               4 * reach, reach + 2};
        SDL_UnionRect(&area, &pointer, &area);
        const SDL_Rect token = inset(turnToken(s, spot.plate), -4);
        SDL_UnionRect(&area, &token, &area);
    }
    return area;
}

// A winner's plate is lit while the game's end is shown (TableShow::winners).
bool wonHere(const TableFrame& f, int i) {
    const auto& w = f.show.winners();
    return std::find(w.begin(), w.end(), i) != w.end();
}

// The plate itself: leather, the seat's colour, the medallion, name, score and tag.
void drawPlate(const TableFrame& f, int i, const PlateSpot& spot) {
    const Painter& p = f.painter;
    const auto& game = f.match.game;
    const auto& show = f.show;
    const SeatPlace& s = f.layout.seat(i);
    const auto& ps = game.players()[static_cast<std::size_t>(i)];
    const bool current = spot.current;
    const SDL_Color colour = playerColor(i);
    const SDL_Rect& r = spot.plate;
    const int dy = r.y - s.plaque.y;
    if (current) {
        p.fill({r.x + 3, r.y + 7, r.w, r.h}, {0, 0, 0, 90}); // raised: a longer shadow
    }
    hudPanel(p, r, HudTone::Leather);
    const bool won = wonHere(f, i);
    if (current || won) {
        // The whole plate lit: warm light over the leather, brightest along its top.
        p.fill(inset(r, 2), {255, 214, 120, 52});
        p.fill({r.x + 2, r.y + 2, r.w - 4, std::max(2, r.h / 3)}, {255, 236, 180, 40});
    }
    // The seat's colour along the plate's felt-side edge.
    const int band = std::max(3, r.h / 14);
    p.fill({r.x + r.h / 2, s.far ? r.y + r.h - band - 1 : r.y + 1, r.w - r.h / 2 - 1, band},
           withAlpha(colour, ps.left ? 90 : 230));
    if (current) {
        p.outline(inset(r, -2), kGold, 3);
        // A gold pointer from the plate into the felt: this player is throwing.
        const double tipX = s.textX + s.textW / 2.0;
        const double baseY = s.far ? r.y + r.h + 2.0 : r.y - 2.0;
        const double reach = (s.far ? 1 : -1) * std::max(6.0, r.h * 0.18);
        p.triangle({tipX - reach * 1.2, baseY}, {tipX + reach * 1.2, baseY}, {tipX, baseY + reach},
                   kGold);
        drawTurnToken(p, s, r);
    } else if (won) {
        p.outline(inset(r, -2), kGold, 3);
    }
    drawMedallion(p, s, spot.medal, ps.info, colour, ps.left);
    if (showsTurnOrder(game.playerCount())) {
        drawTurnOrder(p, s, spot.medal, turnOrderNumber(i, game.firstPlayer(), game.playerCount()));
    }

    const int top = s.nameY + dy;
    const int bottom = s.scoreY + dy;
    const SDL_Color ink = ps.left ? kInkDim : kInk;
    const TextStyle nameStyle{s.nameSize, true, ps.left ? kInkDim : colour};
    // The die token covers the plate's right end on the felt side: the line there (the name on
    // a near plate, the score's tag on a far one) keeps clear of it.
    const int nameRoom = (current ? s.litNameRight : s.textX + s.textW) - s.textX;
    // The full name when it fits, else the given name ("Tilly"), never "Timid T…".
    p.label(
        fitName(p.text(), ps.info.name, table_words::seatShortName(ps.info), nameStyle, nameRoom),
        s.textX, top, nameStyle);
    const std::string score = table_words::number(show.score(i));
    const TextStyle scoreStyle{s.scoreSize, true, ink, Align::Left, VAlign::Bottom};
    p.label(score, s.scoreX, bottom, scoreStyle);
    std::string widest;
    const std::string tag = seatTag(f, i, current, &widest);
    const int scoreW = p.text().measure(score, scoreStyle).x;
    const int tagRight = current ? s.litTagRight : s.textX + s.textW;
    const int room = tagRight - s.scoreX - scoreW - s.tagSize / 2;
    TextStyle tagStyle{s.tagSize, false, current ? kGold : kInkDim, Align::Left, VAlign::Bottom};
    tagStyle.size = std::max(std::min(14, s.tagSize), p.text().fitSize(widest, tagStyle, room));
    // Whole or not at all: a tag cut to "n..." says nothing (the plate's light still does). It
    // starts where its widest form ends at the right: "thinking" stands still as its dots come
    // and go.
    const int widestW = p.text().measure(widest, tagStyle).x;
    if (!tag.empty() && widestW <= room) {
        p.label(tag, tagRight - widestW, bottom - 1, tagStyle);
    }
    if (ps.left) {
        // Gone from the table: the plate sinks into shadow.
        p.fill(r, {10, 8, 6, 120});
    } else if (!current && f.show.shownPlayer() >= 0 &&
               f.match.game.phase() != core::Phase::GameOver) {
        // Waiting: a little shade, so the lit plate stands out by light, not only by its frame.
        p.fill(r, {10, 8, 6, 50});
    }
}

// Everything a plate shows, so a layer holding it is repainted exactly when it changes.
std::string plateKey(const TableFrame& f, int i, const PlateSpot& spot) {
    const auto& ps = f.match.game.players()[static_cast<std::size_t>(i)];
    return std::to_string(i) + "/" + ps.info.name + "/" + ps.info.personality + "/" +
           std::to_string(f.show.score(i)) + "/" + seatTag(f, i, spot.current) +
           (ps.left ? "/left" : "") + (spot.current ? "/lit" : "") + (wonHere(f, i) ? "/won" : "") +
           (f.match.game.phase() == core::Phase::GameOver ? "/over" : "");
}

} // namespace

void drawSeats(const TableFrame& f) {
    const Painter& p = f.painter;
    const auto& L = f.layout;
    const int n = std::min(f.match.game.playerCount(), static_cast<int>(L.seats.size()));
    // The player at the table last, so their light falls over the neighbours' plates.
    const int current = f.show.shownPlayer();
    for (const int w : f.show.winners()) {
        if (w >= 0 && w < n) {
            drawLight(f, w, plateSpot(f, w));
        }
    }
    auto drawIdle = [&](SDL_Point origin) {
        p.setOffset(-origin.x, -origin.y);
        for (int i = 0; i < n; ++i) {
            if (i != current) {
                drawPlate(f, i, plateSpot(f, i));
            }
        }
        p.setOffset(0, 0);
    };
    if (f.seatLayer == nullptr) {
        drawIdle({0, 0});
    } else {
        std::string key = std::to_string(L.width) + "x" + std::to_string(L.height) + " " +
                          std::to_string(current) + " " + std::to_string(n);
        std::vector<SDL_Rect> areas;
        for (int i = 0; i < n; ++i) {
            if (i != current) {
                const PlateSpot spot = plateSpot(f, i);
                key += "|" + plateKey(f, i, spot);
                areas.push_back(plateBounds(L.seat(i), spot));
            }
        }
        f.seatLayer->draw(p, {0, 0, L.width, L.height}, key, areas, drawIdle);
    }
    if (current < 0 || current >= n) {
        return;
    }
    const PlateSpot spot = plateSpot(f, current);
    if (spot.current) {
        drawLight(f, current, spot);
    }
    if (f.litLayer == nullptr) {
        drawPlate(f, current, spot);
        return;
    }
    // The plate of the player at the table: the same plate every frame but for its tag's dots.
    const SDL_Rect bounds = plateBounds(L.seat(current), spot);
    f.litLayer->draw(p, bounds,
                     std::to_string(L.width) + "x" + std::to_string(L.height) + " " +
                         plateKey(f, current, spot),
                     {bounds}, [&](SDL_Point origin) {
                         p.setOffset(-origin.x, -origin.y);
                         drawPlate(f, current, spot);
                         p.setOffset(0, 0);
                     });
}

namespace {

// A slip's words in at most three lines of `room`: shrunk to the small size first, then broken
// at spaces, and shortened only when even three lines cannot hold them.
std::vector<std::string> bubbleLines(platform::Text& text, const std::string& words,
                                     TextStyle& style, int room, int small) {
    style.size = std::max(std::min(small, style.size), text.fitSize(words, style, room));
    if (text.measure(words, style).x <= room) {
        return {words};
    }
    std::vector<std::string> lines = wrapText(text, words, style, room);
    if (lines.size() > 3) {
        std::string rest;
        for (std::size_t i = 2; i < lines.size(); ++i) {
            rest += (rest.empty() ? "" : " ") + lines[i];
        }
        lines = {lines[0], lines[1], ellipsize(text, rest, style, room)};
    }
    return lines;
}

} // namespace

namespace {

// A slip's lines as drawn in `style`: the widest, a line's height and all of them.
struct SlipWords {
    std::vector<std::string> lines;
    int w = 0;
    int lineH = 0;
    int h = 0;
};

SlipWords slipWords(platform::Text& text, std::vector<std::string> lines, const TextStyle& style) {
    SlipWords out;
    for (const auto& line : lines) {
        const SDL_Point sz = text.measure(line, style);
        out.w = std::max(out.w, sz.x);
        out.lineH = std::max(out.lineH, sz.y);
    }
    out.h = out.lineH * static_cast<int>(lines.size());
    out.lines = std::move(lines);
    return out;
}

// The width a slip's words may take: the slip's widest, less its padding and colour stripe.
int speechRoom(const TableLayout& L) {
    const int stripe = std::max(3, L.bubblePad / 2);
    return std::min(L.bubbleMaxW, L.cupZone.x - L.stage.x - 2 * L.margin) - 2 * L.bubblePad -
           stripe;
}

} // namespace

std::vector<std::string> speechLines(const TableLayout& L, platform::Text& text,
                                     const std::string& words) {
    TextStyle style{L.type.body, false, kHudPaperInk};
    return bubbleLines(text, words, style, speechRoom(L), L.type.small);
}

void drawBubbles(const TableFrame& f) {
    const Painter& p = f.painter;
    const auto& L = f.layout;
    const int pad = L.bubblePad;
    for (const auto& b : f.show.bubbles()) {
        // Fades in while it slides out of the seat, whole from the first frame: never an
        // empty slip growing to fit its words.
        const double in = ease::outCubic(std::min(1.0, b.t / 0.25));
        const double fade = std::min(in, b.left());
        if (fade <= 0.02) {
            continue;
        }
        const SeatPlace& seat = L.seat(b.player);
        TextStyle style{L.type.body, false, withAlpha(kHudPaperInk, static_cast<int>(255 * fade)),
                        Align::Left, VAlign::Top};
        const int stripe = std::max(3, pad / 2);
        // At the speaker's side when the words fit there in two lines (besidePlate), else on
        // the felt towards the seat.
        const SDL_Rect beside = besidePlate(L, seat);
        SlipWords words;
        if (beside.w > 0) {
            TextStyle narrow = style;
            words = slipWords(
                p.text(),
                bubbleLines(p.text(), b.text, narrow, beside.w - 2 * pad - stripe, L.type.small),
                narrow);
            style = narrow;
        }
        if (beside.w == 0 || words.lines.size() > 2 || words.h + pad > beside.h) {
            style.size = L.type.body;
            words = slipWords(
                p.text(), bubbleLines(p.text(), b.text, style, speechRoom(L), L.type.small), style);
        }
        const std::vector<std::string>& lines = words.lines;
        const int lineH = words.lineH;
        const int textH = words.h;
        const bool badge = f.show.finalRound() || f.show.tieBreak();
        SDL_Rect box = bubbleBox(L, seat, words.w + 2 * pad + stripe, textH + pad, badge);
        // It slides out of the seat's side into its place, within the tail's room.
        const SlipTail full = slipTail(L, seat, box);
        const double baseX = (full.left.x + full.right.x) / 2;
        const double baseY = (full.left.y + full.right.y) / 2;
        const bool level = std::abs(full.tip.y - baseY) < 0.5; // a slip beside its plate
        box.x += level ? static_cast<int>((1.0 - in) * (full.tip.x - baseX)) : 0;
        box.y += static_cast<int>((1.0 - in) * (full.tip.y - baseY));
        hudPanel(p, box, HudTone::Paper, fade);
        p.fill({box.x + 1, box.y + 1, stripe, box.h - 2},
               withAlpha(playerColor(b.player), static_cast<int>(255 * fade)));
        // The tail: from the slip's seat-side edge towards the seat's plate.
        const SlipTail tail = slipTail(L, seat, box);
        p.triangle(tail.left, tail.right, tail.tip,
                   withAlpha(kHudPaper, static_cast<int>(255 * fade)));
        int y = box.y + (box.h - textH) / 2;
        for (const auto& line : lines) {
            p.label(line, box.x + stripe + pad, y, style);
            y += lineH;
        }
    }
}

} // namespace greed::app

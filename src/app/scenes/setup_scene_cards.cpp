// Setup's seat cards: layout and drawing.
#include "app/scenes/setup_scene_cards.hpp"

#include "app/ui/personality_words.hpp"
#include "app/ui/text_size.hpp"

#include "app/scenes/setup_scene_names.hpp"
#include "app/ui/ellipsis.hpp"
#include "app/ui/palette.hpp"
#include "app/ui/portrait.hpp"
#include "app/ui/text_wrap.hpp"
#include "app/ui/widgets.hpp"
#include "i18n/translate.hpp"

#include <algorithm>
#include <optional>

namespace greed::app {

namespace {

void drawBadge(const Painter& p, const SDL_Rect& r, const SeatSpec& seat, SDL_Color colour) {
    const Vec2 centre{r.x + r.w / 2.0, r.y + r.h / 2.0};
    const double radius = r.w / 2.0;
    p.disc({centre.x + 2, centre.y + 3}, radius, {0, 0, 0, 90});
    // A personality's portrait, a person's initials on their colour (app/ui/portrait.hpp).
    drawPortrait(p, portraitSprite(p.assets(), seat.computer, seat.strategy), seat.name, centre,
                 r.w, colour);
    // The seat's colour, as a ring the scoreboard and graph will use too.
    p.ring(centre, radius + 5, 5, colour);
}

} // namespace

int kindValueRoom(const SDL_Rect& kind) {
    return kind.w - 2 * kindArrowZone(kind);
}

int kindArrowZone(const SDL_Rect& kind) {
    return kind.h * 9 / 10;
}

MenuType seatCardType(platform::Text& text, const std::vector<SeatCard>& cards,
                      const std::vector<SeatSpec>& seats, const MenuType& type) {
    MenuType out = type;
    for (std::size_t i = 0; i < cards.size() && i < seats.size(); ++i) {
        const int inner = cards[i].name.w - 2 * (cards[i].name.h / 3);
        out.body = std::min(
            {out.body, text.fitSize(seats[i].name + "|", type.body, true, inner),
             text.fitSize(kindLabel(seats[i]), type.body, true, kindValueRoom(cards[i].kind))});
    }
    out.body = std::max(out.body, std::min(type.body, kCardTextLeast));
    return out;
}

namespace {

// The badge's colour ring and shadow reach this far past the portrait's square.
constexpr int kBadgeReach = 8;

// The remove button's side: a comfortable target (at least 28 px) beside fields of `field`.
int removeSide(int field) {
    return std::max(28, field * 4 / 5);
}

// A card's inner parts (portrait, name field, kind picker, remove button) from its rectangle.
SeatCard cardAt(const SDL_Rect& r, const MenuType& type) {
    SeatCard c;
    c.card = r;
    const int pad = std::max(8, r.w / 14);
    // Short cards (two rows of them) give less height to their padding than to the portrait.
    const int padY = std::max(6, std::min(pad, r.h / 20));
    // Tall enough for the name and kind at the player's text size (buttons set their words
    // at most 3/4 of their height); short cards give the room from the portrait.
    const int field = std::min(type.control, std::max(r.h * 17 / 100, type.body * 4 / 3 + 1));
    const int fieldGap = field / 4;
    const int bottom = r.y + r.h - padY;
    // The fields reach nearer the card's sides than the portrait's padding: a name such as
    // "Gus el Apostador" keeps its letters in a narrow card.
    const int side = std::max(6, r.w / 24);
    c.kind = {r.x + side, bottom - field, r.w - 2 * side, field};
    c.name = {c.kind.x, c.kind.y - fieldGap - field, c.kind.w, field};
    // The portrait between the card's top and the name, clear of both by its ring's reach.
    const int room = c.name.y - r.y - padY - 2 * kBadgeReach - fieldGap;
    const int portrait = std::max(16, std::min(r.w - 2 * pad - 2 * kBadgeReach, room));
    c.portrait = {r.x + (r.w - portrait) / 2, r.y + padY + kBadgeReach + (room - portrait) / 2,
                  portrait, portrait};
    const int rm = removeSide(field);
    c.remove = {r.x + r.w - rm - padY, r.y + padY, rm, rm};
    return c;
}

// A card on its side, for large text in short cards: the portrait at its left end, the name
// field over the kind picker beside it, the remove button at the name field's end. Empty when
// the two fields do not fit the card's height.
std::optional<SeatCard> sideCardAt(const SDL_Rect& r, const MenuType& type) {
    SeatCard c;
    c.card = r;
    const int pad = std::max(4, r.h / 16);
    const int field = std::min(type.control, type.body * 4 / 3 + 1);
    const int fieldGap = field / 4;
    const int fields = 2 * field + fieldGap;
    const int side = std::min(r.h - 2 * (pad + kBadgeReach), r.w * 3 / 10);
    if (fields > r.h - 2 * pad || side < 16) {
        return std::nullopt;
    }
    c.portrait = {r.x + pad + kBadgeReach, r.y + (r.h - side) / 2, side, side};
    const int x = c.portrait.x + side + kBadgeReach + pad;
    const int right = r.x + r.w - pad;
    const int y = r.y + (r.h - fields) / 2;
    const int rm = std::min(removeSide(field), field);
    c.remove = {right - rm, y + (field - rm) / 2, rm, rm};
    c.name = {x, y, c.remove.x - pad / 2 - x, field};
    c.kind = {x, y + field + fieldGap, right - x, field};
    return c;
}

// How well `cards` show a seat: the smaller of the portrait's side and a quarter of the name
// field's width (a wide field with a speck of a portrait is no better than the reverse).
int cardScore(const std::vector<SeatCard>& cards) {
    if (cards.empty()) {
        return 0;
    }
    const SeatCard& c = cards.front();
    return std::min(c.portrait.w, c.name.w / 4);
}

// Upright cards, as long as the portrait keeps this much (more with larger text, beside
// larger words): at the normal size every grid does; large text in two rows of short cards
// squeezed it to a speck.
int leastUprightPortrait() {
    return scaledText(40);
}

// The add card's parts: its "+" button where a seat card has its portrait, its words where a
// seat card has its name (`seat`, a seat card of its height beside it).
SeatCard addCardAt(const SDL_Rect& r, const SeatCard& seat, const MenuType& type) {
    SeatCard c;
    c.card = r;
    const int side = std::min({r.w * 6 / 10, seat.portrait.h * 6 / 10, type.control * 2});
    const int cy = seat.portrait.y + seat.portrait.h / 2;
    c.portrait = {r.x + (r.w - side) / 2, cy - side / 2, side, side};
    const int margin = std::max(6, r.w / 24);
    c.name = {r.x + margin, seat.name.y, r.w - 2 * margin, seat.kind.y + seat.kind.h - seat.name.y};
    return c;
}

// Beside seats in one row (or in the square's third column) the add card is a narrow column of
// this share of a seat card's width: the seats keep their size, and two seats no longer leave
// a third of the screen to an empty card.
constexpr double kAddShare = 0.5;

std::vector<SeatCard> uprightCards(const SDL_Rect& area, int count, bool lastIsAdd,
                                   const MenuType& type) {
    std::vector<SeatCard> out;
    // Four seats and the add card: the seats two by two and the add card beside them, not a
    // row of three over a row of two (which split the seats 3 + 1).
    const bool square = count == 5 && lastIsAdd;
    const int rows = count <= 4 ? 1 : 2;
    const int cols = square ? 3 : (count + rows - 1) / rows;
    const bool narrowAdd = lastIsAdd && (rows == 1 || square);
    const double columns = cols - (narrowAdd ? 1.0 - kAddShare : 0.0);
    const int gap = std::max(10, area.w / 60);
    const int cellW = static_cast<int>((area.w - (cols - 1) * gap) / columns);
    const int cellH = (area.h - (rows - 1) * gap) / rows;
    // One row: upright cards. Two rows are short, so the cards widen (up to 3:2) to use the
    // width and keep names and kinds at full size instead of a narrow block in the middle.
    int cardW = std::min(cellW, cellH * (rows == 1 ? 4 : 6) / (rows == 1 ? 5 : 4));
    if (rows == 2) {
        // Large text (Settings) leaves the rows shorter and needs the width for its names.
        cardW = std::min(cellW, static_cast<int>(cardW * textScale()));
    }
    const int cardH = std::min(cellH, cardW * 3 / 2);
    const int addW = narrowAdd ? static_cast<int>(cardW * kAddShare) : cardW;
    const int top = area.y + (area.h - rows * cardH - (rows - 1) * gap) / 2;
    for (int i = 0; i < count; ++i) {
        int row = i / cols;
        int col = i % cols;
        int inRow = std::min(cols, count - row * cols);
        int y = top + row * (cardH + gap);
        if (square) {
            // Seats at (0,0) (0,1) (1,0) (1,1); the add card in the third column, centred.
            row = i < 4 ? i / 2 : 0;
            col = i < 4 ? i % 2 : 2;
            inRow = 3;
            y = i < 4 ? top + row * (cardH + gap) : top + (cardH + gap) / 2;
        }
        // The add card is the last of its row: only that row is narrower by it.
        const bool addInRow = narrowAdd && (square || row == (count - 1) / cols);
        const int rowW = inRow * cardW + (inRow - 1) * gap - (addInRow ? cardW - addW : 0);
        const int x = area.x + (area.w - rowW) / 2 + col * (cardW + gap);
        const SeatCard seat = cardAt({x, y, cardW, cardH}, type);
        if (lastIsAdd && i == count - 1) {
            out.push_back(addCardAt({x, y, addW, cardH}, seat, type));
        } else {
            out.push_back(seat);
        }
    }
    return out;
}

// Cards on their side in `rows` rows filled left to right (the last row centred); empty when
// a card cannot hold its fields.
std::vector<SeatCard> sideCards(const SDL_Rect& area, int count, int rows, bool lastIsAdd,
                                const MenuType& type) {
    std::vector<SeatCard> out;
    const int cols = (count + rows - 1) / rows;
    const int gap = std::max(10, area.w / 60);
    const int cardW = (area.w - (cols - 1) * gap) / cols;
    const int cardH = std::min((area.h - (rows - 1) * gap) / rows, cardW * 2 / 3);
    const int top = area.y + (area.h - rows * cardH - (rows - 1) * gap) / 2;
    for (int i = 0; i < count; ++i) {
        const int row = i / cols;
        const int inRow = std::min(cols, count - row * cols);
        const int rowW = inRow * cardW + (inRow - 1) * gap;
        const auto card = sideCardAt({area.x + (area.w - rowW) / 2 + (i % cols) * (cardW + gap),
                                      top + row * (cardH + gap), cardW, cardH},
                                     type);
        if (!card) {
            return {};
        }
        out.push_back(lastIsAdd && i == count - 1 ? addCardAt(card->card, *card, type) : *card);
    }
    return out;
}

} // namespace

std::vector<SeatCard> layoutSeatCards(const SDL_Rect& area, int count, const MenuType& type,
                                      bool lastIsAdd) {
    if (count <= 0) {
        return {};
    }
    std::vector<SeatCard> best = uprightCards(area, count, lastIsAdd, type);
    if (best.front().portrait.w >= leastUprightPortrait()) {
        return best;
    }
    // Large text: the cards that show both portrait and name best, upright or on their side
    // in one to four rows.
    for (int rows = 1; rows <= std::min(4, count); ++rows) {
        auto side = sideCards(area, count, rows, lastIsAdd, type);
        if (cardScore(side) > cardScore(best)) {
            best = std::move(side);
        }
    }
    return best;
}

void drawSeatCard(const Painter& p, const SeatCard& c, const SeatCardState& s,
                  const MenuType& type) {
    const double radius = std::max(10, c.card.w / 14);
    p.roundedRect({c.card.x + 3, c.card.y + 5, c.card.w, c.card.h}, radius, {0, 0, 0, 90});
    p.roundedRect(c.card, radius,
                  s.focused ? SDL_Color{66, 42, 22, 240} : SDL_Color{38, 26, 17, 230});
    p.roundedOutline(c.card, radius, 2.0, withAlpha(s.colour, s.focused ? 255 : 150));
    if (s.focused) {
        drawFocusRing(p, c.card, static_cast<int>(radius));
    }
    drawBadge(p, c.portrait, *s.seat, s.colour);

    // Names and kinds too long for the field at the card's text size end in an ellipsis
    // rather than shrink below it or run out of the field.
    const int inner = c.name.w - 2 * (c.name.h / 3);
    Button name{"name", "", "", c.name};
    name.kind = ButtonKind::Field;
    name.value = s.editing ? "" : ellipsize(p.text(), s.seat->name, {type.body, true}, inner);
    drawButton(p, name, false, s.editing, type);
    if (s.editing) {
        // How much room is left, in the field's corner; the name with its caret shrinks to
        // the rest of the field rather than run under the counter.
        const std::string counter =
            std::to_string(nameLength(s.seat->name)) + "/" + std::to_string(kNameLimit);
        const int pad = c.name.h / 3;
        const int cy = c.name.y + c.name.h / 2;
        const int counterW = p.text().measure(counter, type.caption, false).x;
        p.label(counter, c.name.x + c.name.w - pad, cy,
                {type.caption, false, kGold, Align::Right, VAlign::Middle});
        const int room = c.name.w - 2 * pad - counterW - pad / 2;
        std::string typed = s.seat->name + "|";
        const int size = std::max(std::min(type.body, kCardTextLeast),
                                  p.text().fitSize(typed, type.body, true, room));
        // Still too long at the smallest size: the end being typed stays in view.
        std::size_t from = 0;
        while (from < s.seat->name.size() && p.text().measure(typed, size, true).x > room) {
            do {
                ++from;
            } while (from < s.seat->name.size() &&
                     (static_cast<unsigned char>(s.seat->name[from]) & 0xC0) == 0x80);
            typed = "\u2026" + s.seat->name.substr(from) + "|";
        }
        if (s.selected) {
            // The whole name selected, as a text field shows it: the first key replaces it.
            const std::string shown = typed.substr(0, typed.size() - 1);
            const SDL_Point extent = p.text().measure(shown, size, true);
            p.fill({c.name.x + pad - 2, cy - extent.y / 2, extent.x + 4, extent.y},
                   withAlpha(kGold, 110));
        }
        p.label(typed, c.name.x + pad, cy, {size, true, kInk, Align::Left, VAlign::Middle});
    }
    // The kind picker: its arrows at the field's ends, the kind centred between them (as the
    // Host screen's rows), so the words have the width the arrows' spaces took.
    drawButton(p, Button{"kind", "", "", c.kind}, false, false, type);
    const int zone = kindArrowZone(c.kind);
    const int cy = c.kind.y + c.kind.h / 2;
    const TextStyle arrows{type.body, true, kGold, Align::Center, VAlign::Middle};
    p.label("\u25C0", c.kind.x + zone / 2 + c.kind.h / 8, cy, arrows);
    p.label("\u25B6", c.kind.x + c.kind.w - zone / 2 - c.kind.h / 8, cy, arrows);
    const std::string kind =
        ellipsize(p.text(), kindLabel(*s.seat), {type.body, true}, kindValueRoom(c.kind));
    p.label(kind, c.kind.x + c.kind.w / 2, cy,
            {type.body, true, kInk, Align::Center, VAlign::Middle});
    Button rm{"remove", "", "", c.remove};
    rm.enabled = s.removable;
    drawButton(p, rm, false, false, type);
    // The cross drawn as two strokes, as large as the button (a glyph came out a speck).
    const Vec2 mid{c.remove.x + c.remove.w / 2.0, c.remove.y + c.remove.h / 2.0};
    const double arm = c.remove.w * 0.2;
    const double thick = std::max(2.5, c.remove.w / 10.0);
    const SDL_Color ink = s.removable ? kInk : withAlpha(kInkDim, 110);
    p.line({mid.x - arm, mid.y - arm}, {mid.x + arm, mid.y + arm}, thick, ink);
    p.line({mid.x - arm, mid.y + arm}, {mid.x + arm, mid.y - arm}, thick, ink);
}

void drawAddCard(const Painter& p, const SeatCard& c, bool focused, const std::string& refusal,
                 const MenuType& type) {
    const bool enabled = refusal.empty();
    const double radius = std::max(10, std::min(c.card.w, c.card.h) / 14);
    p.roundedRect(c.card, radius, focused ? SDL_Color{66, 42, 22, 200} : SDL_Color{0, 0, 0, 70});
    p.roundedOutline(c.card, radius, 2.0, withAlpha(kGold, focused ? 255 : (enabled ? 110 : 50)));
    if (focused) {
        drawFocusRing(p, c.card, static_cast<int>(radius));
    }
    // A button, so it reads as an action: a "+" where a seat card has its portrait.
    Button plus{"add", "", "", c.portrait};
    plus.enabled = enabled;
    drawButton(p, plus, false, false, type);
    const Vec2 mid{c.portrait.x + c.portrait.w / 2.0, c.portrait.y + c.portrait.h / 2.0};
    const double arm = c.portrait.w * 0.24;
    const double thick = std::max(3.0, c.portrait.w / 11.0);
    const SDL_Color ink = enabled ? kGold : withAlpha(kInkDim, 110);
    p.line({mid.x - arm, mid.y}, {mid.x + arm, mid.y}, thick, ink);
    p.line({mid.x, mid.y - arm}, {mid.x, mid.y + arm}, thick, ink);
    // Its words where a seat card has its name, on two lines when the column is narrow
    // ("Spieler / hinzufügen"), then why no player can be added.
    const int cx = c.name.x + c.name.w / 2;
    int y = c.name.y;
    const TextStyle words{type.body, true, enabled ? kInk : withAlpha(kInkDim, 150), Align::Center,
                          VAlign::Top};
    for (const std::string& line : wrapText(p.text(), i18n::tr("Add player"), words, c.name.w)) {
        y += p.label(line, cx, y, words).h;
    }
    if (!enabled) {
        const TextStyle why{type.caption, false, kInkDim, Align::Center, VAlign::Top};
        for (const std::string& line : wrapText(p.text(), refusal, why, c.name.w)) {
            y += p.label(line, cx, y, why).h;
        }
    }
}

} // namespace greed::app

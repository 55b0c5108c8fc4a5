// Table drawing, the texts: the turn-total box, the message line and the side panel (rules,
// target, recent moves); the seats and bubbles are in table_draw_seats.cpp.
#include "app/scenes/setup_scene_names.hpp"
#include "app/table/hint_line.hpp"
#include "app/table/log_fit.hpp"
#include "app/table/table_draw.hpp"
#include "app/table/table_log.hpp"
#include "app/table/table_words.hpp"
#include "app/ui/easing.hpp"
#include "app/ui/hud_style.hpp"
#include "app/ui/key_caps.hpp"
#include "app/ui/palette.hpp"
#include "i18n/translate.hpp"

#include <algorithm>
#include <cmath>

namespace greed::app {

namespace {

using i18n::tr;
using i18n::trf;
using i18n::trnf;
using table_words::number;

const std::string& playerName(const core::Game& game, int p) {
    return game.players()[static_cast<std::size_t>(p)].info.name;
}

// A refusal and a greyed button's reason: warm red, apart from the hint line's ink.
constexpr SDL_Color kRefusalInk{255, 160, 140, 255};

std::string thinkingDots(double time) {
    return std::string(static_cast<std::size_t>(static_cast<int>(time * 3) % 4), '.');
}

// What the message line says now, in which colour: a refusal alone in the refusal colour (for
// the moment the match keeps it), else the person's note (the dice picked) or the hint line,
// which says only what the buttons do not.
std::string messageText(const TableFrame& f, SDL_Color& colour) {
    const auto& m = f.match;
    const auto& game = m.game;
    std::string msg = m.message;
    colour = m.messageIsError ? kRefusalInk : kInk;
    const bool animating = f.show.animating();
    if (m.replay) {
        colour = kGold; // the replay's own status line: always shown
    } else if (!animating && m.remoteToAct) {
        // TRANSLATORS: a person at another screen is choosing a move (network play); dots follow.
        msg = trf("{0} is playing", playerName(game, game.currentPlayer())) +
              thinkingDots(f.show.time());
        colour = playerColor(game.currentPlayer());
    } else if (!animating && !m.humanToAct && game.phase() != core::Phase::GameOver) {
        msg.clear(); // the computer's seat says it is thinking, and its bubble speaks there
    } else if (m.humanToAct && msg.empty()) {
        msg = hintLine(game, m.hint);
    } else if (animating && !m.replay) {
        msg.clear();
    }
    // A die's own reason ("A 2 does not score…") says more than the greyed Keep & roll it
    // causes: a focused button explains itself only when no such reason stands (the focus
    // moves to Keep & roll after the best keep), a pointed one always.
    const bool pickReason = m.messageIsError && !m.message.empty() && !f.input.pointsAtButton();
    if (const Button* greyed = f.input.explainedButton();
        greyed != nullptr && m.humanToAct && !pickReason) {
        // A greyed button says why while pointed at or focused.
        colour = kRefusalInk;
        return greyed->id == "keep_bank" ? m.keepBankRefusal
               : greyed->id == "keep_roll"
                   // TRANSLATORS: why the greyed "Keep & roll" button cannot be used now.
                   ? tr("Keep & roll: every die set aside must score")
                   : msg;
    }
    msg = capsAsOnButtons(msg, f.input.bar().buttons()); // "[␣]" where the Roll button says so
    if (!m.studyNote.empty() && !m.replay && !m.messageIsError) {
        msg += (msg.empty() ? "" : "   \u00B7   ") + m.studyNote;
    }
    return msg;
}

void drawBadge(const TableFrame& f) {
    // Final round, tie-break: a plaque beside the turn box for as long as it lasts, the words
    // in the display face at heading size and, in the final round, how many last turns are
    // left, so nobody misses that the game is ending.
    std::string title;
    std::string sub;
    if (f.show.tieBreak()) {
        title = tr("TIE-BREAK");
    } else if (f.show.finalRound()) {
        // TRANSLATORS: the badge and banner in capitals when the last round begins.
        title = tr("FINAL ROUND");
        const int left = f.show.lastTurnsLeft();
        if (left > 0) {
            sub = trnf("{0} last turn to play", "{0} last turns to play",
                       static_cast<unsigned long>(left), number(left));
        }
    } else {
        return;
    }
    const Painter& p = f.painter;
    const auto& L = f.layout;
    const auto& T = L.type;
    const int frame = std::max(5, T.heading / 6);
    // Up to the cup's strip, or on to the felt's edge where the upright cup stands lower than
    // the badge reaches (a narrow window: little felt beside the turn box).
    const int limit = L.messageLine.y - L.badgeOrigin.y - 2;
    const bool overCup = L.cupCentre.y - L.cupH / 2 > L.badgeOrigin.y + limit + L.margin;
    const int right = overCup ? L.felt.x + L.felt.w - L.margin : L.cupZone.x - L.margin;
    const int room = right - L.badgeOrigin.x - 2 * (frame + L.badgePad);
    if (room <= 0) {
        return;
    }
    // As large as the room beside the turn box allows, down to the body size, and never into
    // the message line below it.
    TextStyle titleStyle{
        std::max(T.body, std::min(T.heading, p.text().fitSize(title, T.heading,
                                                              platform::Face::Display, room))),
        true,
        kGold,
        Align::Center,
        VAlign::Middle,
        true};
    TextStyle subStyle{std::max(14, std::min(T.small, p.text().fitSize(sub, T.small, true, room))),
                       true,
                       {255, 240, 214, 255},
                       Align::Center,
                       VAlign::Middle};
    SDL_Point titleSize{};
    SDL_Point subSize{};
    int h = 0;
    for (;;) {
        titleSize = p.text().measure(title, titleStyle);
        subSize = sub.empty() ? SDL_Point{0, 0} : p.text().measure(sub, subStyle);
        h = titleSize.y + subSize.y + 2 * frame;
        if (h <= limit || titleStyle.size <= T.body) {
            break;
        }
        titleStyle.size = std::max(T.body, titleStyle.size * 9 / 10);
    }
    if (h > limit) {
        sub.clear(); // the seats' "last turn" tags say it too
        subSize = {0, 0};
        h = titleSize.y + 2 * frame;
    }
    const int w = std::max(titleSize.x, subSize.x) + 2 * (frame + L.badgePad);
    const SDL_Rect box{L.badgeOrigin.x, L.badgeOrigin.y, w, h};
    p.polygon(roundedRectPath({box.x + 2, box.y + 4, box.w, box.h}, box.h / 4.0), {0, 0, 0, 110});
    p.nineSlice("plaque", box, std::max(6, std::min(box.h / 4, 16)));
    const int cx = box.x + box.w / 2;
    const int titleY = box.y + frame + titleSize.y / 2;
    p.text().draw(title, cx + 1 + p.offset().x, titleY + 2 + p.offset().y,
                  {titleStyle.size, true, {20, 4, 4, 180}, Align::Center, VAlign::Middle, true});
    p.label(title, cx, titleY, titleStyle);
    if (!sub.empty()) {
        p.label(sub, cx, titleY + titleSize.y / 2 + subSize.y / 2, subStyle);
    }
}

} // namespace

void drawStatus(const TableFrame& f) {
    const Painter& p = f.painter;
    const auto& L = f.layout;
    const auto& T = L.type;
    const auto& game = f.match.game;
    hudPanel(p, L.status, HudTone::Leather);
    const int who = f.show.shownPlayer();
    const auto& computer = f.match.computer;
    const bool isComputer =
        static_cast<std::size_t>(who) < computer.size() && computer[static_cast<std::size_t>(who)];
    const bool oneHuman = std::count(computer.begin(), computer.end(), false) == 1;
    // "(you)" marks the one person at a table of computers (the seat flags say who is at
    // this screen), unless they kept the default name, which says it already ("You", "Tú").
    const std::string& name = playerName(game, who);
    // TRANSLATORS: after the name of the one person at a table of computers.
    const std::string suffix = !isComputer && oneHuman && !isDefaultName(name) ? tr(" (you)") : "";
    // The total at the right, the name over its caption at the left in the room beside it.
    const std::string total = number(f.show.turnTotal());
    const TextStyle totalStyle{T.big, true, kGold, Align::Right, VAlign::Bottom};
    const int room =
        L.statusTotal.x - p.text().measure(total, totalStyle).x - L.statusPad - L.statusTitle.x;
    const TextStyle titleStyle{T.body, true, playerColor(who)};
    const int suffixW = p.text().measure(suffix, titleStyle).x;
    const auto& info = game.players()[static_cast<std::size_t>(who)].info;
    const std::string title =
        fitName(p.text(), name, table_words::seatShortName(info), titleStyle, room - suffixW) +
        suffix;
    p.fill(L.statusStripe, playerColor(who));
    p.label(title, L.statusTitle.x, L.statusTitle.y, titleStyle);
    // TRANSLATORS: the caption of the points gathered so far in this turn.
    const std::string caption = tr("turn total");
    TextStyle captionStyle{T.small, false, kInkDim};
    captionStyle.size =
        std::max(std::min(14, T.small), p.text().fitSize(caption, captionStyle, room));
    p.label(ellipsize(p.text(), caption, captionStyle, room), L.statusCaption.x, L.statusCaption.y,
            captionStyle);
    p.label(total, L.statusTotal.x, L.statusTotal.y, totalStyle);
    drawBadge(f);
}

void drawMessage(const TableFrame& f) {
    // Instructions, refusals, thinking, hints: always in their own panel, above the dice.
    SDL_Color colour{};
    const std::string all = messageText(f, colour);
    if (all.empty()) {
        return;
    }
    const Painter& p = f.painter;
    const auto& L = f.layout;
    // A long message (a German refusal) may run on over the cup zone: the cup stands lower,
    // and a sentence cut short explains nothing.
    const SDL_Rect line{L.messageLine.x, L.messageLine.y,
                        std::max(L.messageLine.w, L.felt.x + L.felt.w - L.margin - L.messageLine.x),
                        L.messageLine.h};
    const int pad = L.messagePad;
    const int room = line.w - 2 * pad;
    // A hint of several parts ("Bust chance 8% · Bank now: 1,450 in all · win 40%") too long
    // even small gives up its last parts whole (the least needed come last) before any "…".
    std::string msg = all;
    const std::string dot = " \u00B7 ";
    while (p.text().measure(msg, L.type.small, false).x > room &&
           msg.rfind(dot) != std::string::npos) {
        msg.erase(msg.rfind(dot));
    }
    // Shrinks to the small size at most, then shortens: tiny print is no better than "…".
    TextStyle style{std::max(L.type.small, p.text().fitSize(msg, L.type.body, false, room)), false,
                    colour, Align::Left, VAlign::Middle};
    const std::string shown = ellipsize(p.text(), msg, style, room);
    const int w = p.text().measure(shown, style).x + 2 * pad;
    hudPanel(p, {line.x, line.y, std::min(line.w, w), line.h}, HudTone::Leather);
    p.label(shown, line.x + pad, line.y + line.h / 2, style);
}

namespace {

// The race to the target: the players by score, each with a bar filled to their share of it
// (what no single seat can show).
void drawStandings(const TableFrame& f) {
    const Painter& p = f.painter;
    const auto& L = f.layout;
    const auto& T = L.type;
    const SDL_Rect& box = L.standings;
    const auto& game = f.match.game;
    if (box.h <= 0) {
        return;
    }
    if (L.standingsTitleH > 0) {
        // TRANSLATORS: the title of the race to the target beside the table (as on the results).
        const std::string title = tr("Standings");
        p.label(title, box.x, box.y,
                {p.text().fitSize(title, T.body * 5 / 4, false, box.w), true, kBrass, Align::Left,
                 VAlign::Top, true});
    }
    std::vector<int> order(static_cast<std::size_t>(game.playerCount()));
    for (std::size_t i = 0; i < order.size(); ++i) {
        order[i] = static_cast<int>(i);
    }
    const auto& show = f.show;
    std::stable_sort(order.begin(), order.end(),
                     [&](int a, int b) { return show.score(a) > show.score(b); });
    const double target = std::max(1, game.rules().target);
    int y = box.y + L.standingsTitleH;
    for (const int i : order) {
        const auto& ps = game.players()[static_cast<std::size_t>(i)];
        const SDL_Color colour = ps.left ? kInkDim : playerColor(i);
        const std::string score = number(show.score(i));
        const TextStyle scoreStyle{T.small, true, kInk, Align::Right};
        const int scoreW = p.text().measure(score, scoreStyle).x;
        const TextStyle nameStyle{T.small, true, colour};
        p.label(fitName(p.text(), ps.info.name, table_words::seatShortName(ps.info), nameStyle,
                        box.w - scoreW - T.small),
                box.x, y, nameStyle);
        p.label(score, box.x + box.w, y, scoreStyle);
        const int barY = y + L.standingBarY;
        const int barH = L.standingBarH;
        // A thin, lighter track: at 0 points it reads as an empty bar, not a heavy rule.
        p.fill({box.x, barY, box.w, barH}, {255, 235, 200, 28});
        const double share = std::clamp(show.score(i) / target, 0.0, 1.0);
        p.fill({box.x, barY, static_cast<int>(box.w * share), barH}, withAlpha(colour, 230));
        y += L.standingRowH;
    }
}

} // namespace

namespace {

// The shelf under the table that holds the action buttons: planks of the rim's wood, in the
// shadow of the table top above and edged darker below, so the buttons sit on the furniture
// rather than on a dark strip of window.
void drawShelf(const Painter& p, const TableLayout& L) {
    if (L.shelf.w <= 0 || L.shelf.h <= 0) {
        return;
    }
    // Flush with the frame's outer edges: the frame and its shelf are one piece, the sides run
    // straight down (an apron set in half a rim read as a frame that stopped short).
    const SDL_Rect s{L.table.x, L.shelf.y, L.table.w, L.shelf.h};
    p.fill({s.x + 3, s.y + 4, s.w, s.h}, {0, 0, 0, 90}); // its shadow on the floor
    const int lip = std::max(2, L.rim / 5);
    const int planks = std::max(1, static_cast<int>(std::lround((s.h - lip) / (L.rim * 1.2))));
    for (int k = 0; k < planks; ++k) {
        const int y0 = s.y + (s.h - lip) * k / planks;
        const int y1 = s.y + (s.h - lip) * (k + 1) / planks;
        // Every other plank turned end for end, so the grain does not repeat row on row.
        p.sprite("wood", s.x + s.w / 2.0, (y0 + y1) / 2.0, s.w, y1 - y0, k % 2 == 0 ? 0.0 : 180.0);
        if (k > 0) {
            p.fill({s.x, y0, s.w, 1}, {0, 0, 0, 110}); // the seam between two planks
            p.fill({s.x, y0 + 1, s.w, 1}, {255, 220, 170, 30});
        }
    }
    p.fill({s.x, s.y + s.h - lip, s.w, lip}, kHudWoodDark); // the front edge, in shade
    // The table top overhangs the shelf: its shadow fades down the first planks.
    const int shade = std::max(3, L.rim / 2);
    for (int i = 0; i < shade; ++i) {
        const Uint8 a = static_cast<Uint8>(120 * (1.0 - static_cast<double>(i) / shade));
        p.fill({s.x, s.y + i, s.w, 1}, {0, 0, 0, a});
    }
    p.fill({s.x, s.y, 1, s.h}, {0, 0, 0, 80}); // the ends, a shade darker than the face
    p.fill({s.x + s.w - 1, s.y, 1, s.h}, {0, 0, 0, 80});
}

} // namespace

void drawBoardBack(const Painter& p, const TableLayout& L) {
    drawShelf(p, L);
    // A leather panel framed in the rim's wood, the recent moves written on a dark felt inset
    // edged in brass: the table's own materials.
    const SDL_Rect& b = L.board;
    const int frame = L.boardFrame;
    p.fill({b.x + 3, b.y + 4, b.w, b.h}, {0, 0, 0, 90});
    p.fill(b, kHudWoodDark);
    p.fill({b.x, b.y, b.w, b.h - frame / 2}, kHudWood);
    const SDL_Rect face = inset(b, frame);
    p.fill(face, kHudLeather);
    p.fill({face.x, face.y, face.w, std::max(1, face.h / 5)}, withAlpha(kHudLeatherLit, 140));
    p.outline(inset(face, 3), {200, 160, 110, 60}, 1); // stitching just inside the frame
    p.fill(L.recentBox, kFeltPanel);
    p.fill({L.recentBox.x, L.recentBox.y, L.recentBox.w, 3}, {0, 0, 0, 70}); // inset: shaded top
    p.outline(inset(L.recentBox, -1), withAlpha(kBrass, 150), 1);
}

void drawBoard(const TableFrame& f) {
    const Painter& p = f.painter;
    const auto& L = f.layout;
    const auto& T = L.type;
    const auto& game = f.match.game;
    const auto& show = f.show;
    // What a seat cannot say: the rules played, the points that win, the recent moves.
    const std::string title = tr(game.rules().name);
    TextStyle titleStyle{T.heading, true, kGold, Align::Left, VAlign::Top, true};
    titleStyle.size = std::max(T.body, p.text().fitSize(title, titleStyle, L.boardTextW));
    p.label(ellipsize(p.text(), title, titleStyle, L.boardTextW), L.boardTitle.x, L.boardTitle.y,
            titleStyle);
    // TRANSLATORS: a part of the one-line rules summary: the points that end the game
    const std::string sub = trf("target {0}", number(game.rules().target));
    p.label(sub, L.boardSubtitle.x, L.boardSubtitle.y,
            {p.text().fitSize(sub, T.body, true, L.boardTextW), true, kInk});

    drawStandings(f);
    // Recent events, newest last and brightest.
    const auto& log = show.log();
    const int textW = L.recentBox.w - 2 * (L.recentTitle.x - L.recentBox.x);
    // TRANSLATORS: the title of the list of recent moves under the scoreboard.
    const std::string recent = tr("RECENT");
    p.label(recent, L.recentTitle.x, L.recentTitle.y,
            {p.text().fitSize(recent, T.body * 5 / 4, false, textW), true, kBrass, Align::Left,
             VAlign::Top, true});
    drawLogLines(p, log, logNames(game),
                 {L.recentTitle.x, L.recentTop, textW, L.recentBottom - L.recentTop}, L.recentLineH,
                 T.small);
}

} // namespace greed::app

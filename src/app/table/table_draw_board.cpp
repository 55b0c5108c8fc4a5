// Table drawing, the texts: the turn-total box, the message line, the scoreboard with the
// recent moves, and the computer players' speech bubbles.
#include "app/table/table_draw.hpp"
#include "app/table/table_words.hpp"
#include "app/ui/easing.hpp"
#include "app/ui/hud_style.hpp"
#include "app/ui/palette.hpp"
#include "i18n/translate.hpp"

#include <algorithm>
#include <cmath>

namespace greed::app {

namespace {

using i18n::tr;
using i18n::trf;
using i18n::trnf;
using i18n::trp;
using table_words::number;
using table_words::percent;

const std::string& playerName(const core::Game& game, int p) {
    return game.players()[static_cast<std::size_t>(p)].info.name;
}

std::string thinkingDots(double time) {
    return std::string(static_cast<std::size_t>(static_cast<int>(time * 3) % 4), '.');
}

// What to do now, when the human is to act and nothing else is said.
std::string instruction(const core::Game& game) {
    const std::string space = table_words::spaceKey();
    switch (game.phase()) {
    case core::Phase::AwaitRoll:
        // TRANSLATORS: {0} is the key cap of the space bar.
        return trf("Roll the dice [{0}]", space);
    case core::Phase::AwaitDecision: {
        if (game.canBank()) {
            // TRANSLATORS: {0} is the key cap of the space bar; B is the key that banks.
            return trf("Roll on [{0}] or bank [B]", space);
        }
        const bool entered = game.players()[static_cast<std::size_t>(game.currentPlayer())].entered;
        const std::string from = number(game.bankThreshold());
        if (!entered && game.bankThreshold() > game.rules().bankMinimum) {
            // TRANSLATORS: {1} the turn total needed to bank for the first time (get in).
            return trf("Roll on [{0}] \u00B7 bank from {1} to get in", space, from);
        }
        // TRANSLATORS: {1} the smallest turn total that may be banked.
        return trf("Roll on [{0}] \u00B7 bank from {1}", space, from);
    }
    case core::Phase::AdoptOffer:
        // TRANSLATORS: take over the points the previous player left, or start afresh.
        return trnf("Adopt {0} point [A] or decline [D]", "Adopt {0} points [A] or decline [D]",
                    static_cast<unsigned long>(std::max(0, game.adoptablePoints())),
                    number(game.adoptablePoints()));
    default:
        return "";
    }
}

// The hint's chances: bust (and penalty), and with the Professor's solution the win chance.
std::string chances(const ai::Hint& h) {
    // TRANSLATORS: the hint's chance that the next throw scores nothing.
    std::string out = h.penaltyChance > 0 ? trf("bust {0}, penalty {1}", percent(h.bustChance),
                                                percent(h.penaltyChance))
                                          : trf("bust {0}", percent(h.bustChance));
    if (h.winIfBank && h.winIfRoll) {
        // TRANSLATORS: the chances of winning the game if the player banks now or rolls on.
        out += " \u00B7 " +
               trf("win: bank {0}, roll {1}", percent(*h.winIfBank), percent(*h.winIfRoll));
    } else if (h.winIfRoll) {
        // TRANSLATORS: the chance of winning the game.
        out += " \u00B7 " + trf("win {0}", percent(*h.winIfRoll));
    }
    return out;
}

// What the message line says now, in which colour.
std::string messageText(const TableFrame& f, SDL_Color& colour) {
    const auto& m = f.match;
    const auto& game = m.game;
    std::string msg = m.message;
    colour = m.messageIsError ? SDL_Color{255, 150, 130, 255} : kInk;
    const bool animating = f.show.animating();
    if (m.replay) {
        colour = kGold; // the replay's own status line: always shown
    } else if (!animating && m.remoteToAct) {
        // TRANSLATORS: a person at another screen is choosing a move (network play); dots follow.
        msg = trf("{0} is playing", playerName(game, game.currentPlayer())) +
              thinkingDots(f.show.time());
        colour = playerColor(game.currentPlayer());
    } else if (!animating && !m.humanToAct && game.phase() != core::Phase::GameOver) {
        // TRANSLATORS: a computer player is choosing its move; dots follow.
        msg = trf("Thinking: {0}", playerName(game, game.currentPlayer())) +
              thinkingDots(f.show.time());
        colour = playerColor(game.currentPlayer());
    } else if (m.humanToAct && msg.empty()) {
        msg = instruction(game);
    } else if (animating && !m.replay) {
        msg.clear();
    }
    if (const Button* greyed = f.input.explainedButton(); greyed != nullptr && m.humanToAct) {
        // A greyed button says why while pointed at or focused.
        colour = SDL_Color{255, 170, 150, 255};
        return greyed->id == "keep_bank" ? m.keepBankRefusal
               : greyed->id == "keep_roll"
                   // TRANSLATORS: why the greyed "Keep & roll" button cannot be used now.
                   ? tr("Keep & roll: every die set aside must score")
                   : msg;
    }
    if (m.humanToAct && m.hint && m.hint->dice > 0) {
        msg += "   (" + chances(*m.hint) + ")";
    }
    if (!m.studyNote.empty() && !m.replay) {
        msg += (msg.empty() ? "" : "   \u00B7   ") + m.studyNote;
    }
    return msg;
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
    // "(you)" marks the one person at a table of computers, unless the name says it already.
    const std::string& name = playerName(game, who);
    // TRANSLATORS: after the name of the one person at a table of computers.
    const std::string suffix = !isComputer && oneHuman && name != "You" ? tr(" (you)") : "";
    const TextStyle titleStyle{T.body, true, playerColor(who)};
    const int titleW = L.statusTotal.x - L.statusTitle.x;
    const std::string title =
        ellipsize(p.text(), name, titleStyle, titleW - p.text().measure(suffix, titleStyle).x) +
        suffix;
    p.fill(L.statusStripe, playerColor(who));
    p.label(title, L.statusTitle.x, L.statusTitle.y, titleStyle);
    // TRANSLATORS: the caption of the points gathered so far in this turn.
    const std::string caption = tr("turn total");
    p.label(caption, L.statusCaption.x, L.statusCaption.y,
            {p.text().fitSize(caption, T.small, false, titleW), false, kInkDim});
    p.label(number(f.show.turnTotal()), L.statusTotal.x, L.statusTotal.y,
            {T.big, true, kGold, Align::Right, VAlign::Bottom});
    // Badges: final round, tie-break, in the display face.
    const int pad = L.badgePad;
    auto badge = [&](const std::string& text) {
        const TextStyle style{T.body, true, kGold, Align::Left, VAlign::Top, true};
        const SDL_Point sz = p.text().measure(text, style);
        const SDL_Rect box{L.badgeOrigin.x, L.badgeOrigin.y, sz.x + 2 * pad, sz.y + pad};
        p.fill(box, {110, 24, 16, 235});
        p.outline(box, kGold, 1);
        p.label(text, box.x + pad, box.y + pad / 2, style);
    };
    if (f.show.tieBreak()) {
        badge(tr("TIE-BREAK"));
    } else if (f.show.finalRound()) {
        // TRANSLATORS: the badge and banner in capitals when the last round begins.
        badge(tr("FINAL ROUND"));
    }
}

void drawMessage(const TableFrame& f) {
    // Instructions, refusals, thinking, hints: always in their own panel, above the dice.
    SDL_Color colour{};
    const std::string msg = messageText(f, colour);
    if (msg.empty()) {
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
    // Shrinks to the small size at most, then shortens: tiny print is no better than "…".
    TextStyle style{std::max(L.type.small, p.text().fitSize(msg, L.type.body, false, room)), false,
                    colour, Align::Left, VAlign::Middle};
    const std::string shown = ellipsize(p.text(), msg, style, room);
    const int w = p.text().measure(shown, style).x + 2 * pad;
    hudPanel(p, {line.x, line.y, std::min(line.w, w), line.h}, HudTone::Leather);
    p.label(shown, line.x + pad, line.y + line.h / 2, style);
}

void drawBoard(const TableFrame& f) {
    const Painter& p = f.painter;
    const auto& L = f.layout;
    const auto& T = L.type;
    const auto& game = f.match.game;
    const auto& show = f.show;
    // TRANSLATORS: the scoreboard's title.
    const std::string title = tr("SCORES");
    p.label(title, L.boardTitle.x, L.boardTitle.y,
            {p.text().fitSize(title, T.heading, true, L.boardTextW), true, kInk});
    // TRANSLATORS: under the scoreboard's title: {0} the rules' name, {1} the points that win.
    const std::string sub =
        trf("{0} \u00B7 target {1}", tr(game.rules().name), number(game.rules().target));
    p.label(sub, L.boardSubtitle.x, L.boardSubtitle.y,
            {p.text().fitSize(sub, T.small, false, L.boardTextW), false, kInkDim});

    const auto& players = game.players();
    const bool over = game.phase() == core::Phase::GameOver;
    const int scoreW = p.text().measure("00000", T.heading, true).x;
    for (int i = 0; i < game.playerCount(); ++i) {
        const auto& ps = players[static_cast<std::size_t>(i)];
        const BoardRow& row = L.row(i);
        const bool current = i == show.shownPlayer() && !over;
        if (current) {
            // Framed from outside the row, so the frame never crosses its text.
            p.fill(row.rect, {255, 236, 180, 34});
            p.outline(inset(row.rect, -2), kGold, 2);
        }
        const SDL_Color c = playerColor(i);
        p.fill(row.stripe, c);
        const int nameW = row.textSpace - scoreW;
        const TextStyle nameStyle{row.nameSize, true, c, Align::Left, VAlign::Bottom};
        p.label(ellipsize(p.text(), ps.info.name, nameStyle, nameW), row.textX, row.nameBottom,
                nameStyle);
        // The seat's kind, then its states as short tags: "human · not in yet · last turn".
        std::string detail = table_words::seatKind(ps.info);
        auto tag = [&detail](const std::string& word) {
            detail += " \u00B7 " + word;
        };
        if (game.rules().entryRule != core::EntryRule::None && !show.entered(i)) {
            // TRANSLATORS: a scoreboard tag: the player has not got in yet.
            tag(tr("not in yet"));
        }
        if (ps.left) {
            // TRANSLATORS: a scoreboard tag: the player has left the game.
            tag(trp("seat", "left"));
        }
        if (show.finalRound() && game.endTriggeredBy() == i) {
            // TRANSLATORS: a scoreboard tag: this player reached the target score.
            tag(tr("reached target"));
        } else if (show.finalRound() && game.finalTurnPending(i)) {
            // TRANSLATORS: a scoreboard tag: the player still has a last turn.
            tag(tr("last turn"));
        }
        if (current && f.match.remoteToAct && !show.animating()) {
            // TRANSLATORS: a scoreboard tag: a person at another screen is choosing.
            tag(tr("playing") + thinkingDots(show.time()));
        } else if (current && !f.match.humanToAct && !show.animating() && !f.match.replay) {
            // TRANSLATORS: a scoreboard tag: the computer is choosing; dots follow.
            tag(tr("thinking") + thinkingDots(show.time()));
        }
        // Shrinks a little before it shortens: German and Spanish tags run longer.
        const int detailSize = std::max(row.detailSize * 4 / 5,
                                        p.text().fitSize(detail, row.detailSize, false, nameW));
        const TextStyle detailStyle{detailSize, false, kInkDim};
        p.label(ellipsize(p.text(), detail, detailStyle, nameW), row.textX, row.detailY,
                detailStyle);
        p.label(number(show.score(i)), row.scoreRight, row.midY,
                {row.scoreSize, true, kInk, Align::Right, VAlign::Middle});
    }
    // Recent events, newest last and brightest.
    const auto& log = show.log();
    // TRANSLATORS: the title of the list of recent moves under the scoreboard.
    const std::string recent = tr("RECENT");
    p.label(recent, L.recentTitle.x, L.recentTitle.y,
            {p.text().fitSize(recent, T.small, true, L.boardTextW), true, kInkDim});
    const int fit = std::max(0, (L.recentBottom - L.recentTop) / L.recentLineH);
    const std::size_t first =
        log.size() > static_cast<std::size_t>(fit) ? log.size() - static_cast<std::size_t>(fit) : 0;
    int ly = L.recentTop;
    for (std::size_t k = first; k < log.size(); ++k) {
        const double age = static_cast<double>(log.size() - 1 - k);
        const int alpha = static_cast<int>(255 - age * 25);
        // One size for every line: a long line is shortened, never shrunk.
        const TextStyle style{T.small, false, withAlpha(kInk, alpha)};
        p.label(ellipsize(p.text(), log[k], style, L.boardTextW), L.recentTitle.x, ly, style);
        ly += L.recentLineH;
    }
}

void drawBubbles(const TableFrame& f) {
    const Painter& p = f.painter;
    const auto& L = f.layout;
    const int pad = L.bubblePad;
    for (const auto& b : f.show.bubbles()) {
        const SDL_Point anchor = L.row(b.player).bubble;
        const double in = ease::outBack(std::min(1.0, b.t / 0.25));
        const double fade = b.t > 2.7 ? std::max(0.0, 1.0 - (b.t - 2.7) / 0.5) : 1.0;
        TextStyle style{L.type.body, false, withAlpha(kHudPaperInk, static_cast<int>(255 * fade)),
                        Align::Left, VAlign::Middle};
        style.size = p.text().fitSize(b.text, style, L.bubbleMaxW);
        const std::string text = ellipsize(p.text(), b.text, style, L.bubbleMaxW);
        const SDL_Point sz = p.text().measure(text, style);
        const int stripe = std::max(3, pad / 2);
        const int w = static_cast<int>((sz.x + 2 * pad + stripe) * std::min(in, 1.0));
        const int h = static_cast<int>((sz.y + pad) * std::min(in, 1.0));
        if (w <= 2 * stripe || h <= 2 || fade <= 0.02) {
            continue; // nothing readable: draw nothing rather than a sliver
        }
        // A paper slip beside the speaker's score row, its arrow pointing at it.
        const int cy = anchor.y;
        const SDL_Rect box{anchor.x - w, cy - h / 2, w, h};
        hudPanel(p, box, HudTone::Paper, fade);
        p.fill({box.x + 1, box.y + 1, stripe, box.h - 2},
               withAlpha(playerColor(b.player), static_cast<int>(255 * fade)));
        const double tip = box.x + box.w;
        const SDL_Color paper = withAlpha(kHudPaper, static_cast<int>(255 * fade));
        p.triangle({tip, static_cast<double>(cy - L.bubbleArrowHalf)},
                   {tip, static_cast<double>(cy + L.bubbleArrowHalf)},
                   {tip + L.bubbleArrowLength, static_cast<double>(cy)}, paper);
        if (in > 0.9) {
            p.label(text, box.x + stripe + pad, cy, style);
        }
    }
}

} // namespace greed::app

// Table drawing, the texts: the turn-total box, the message line, the scoreboard with the
// recent moves, and the computer players' speech bubbles.
#include "app/table/table_draw.hpp"
#include "app/ui/easing.hpp"
#include "app/ui/palette.hpp"

#include <cmath>

namespace greed::app {

namespace {

const std::string& playerName(const core::Game& game, int p) {
    return game.players()[static_cast<std::size_t>(p)].info.name;
}

std::string thinkingDots(double time) {
    return std::string(static_cast<std::size_t>(static_cast<int>(time * 3) % 4), '.');
}

std::string percent(double v) {
    return std::to_string(static_cast<int>(std::lround(v * 100))) + "%";
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
    } else if (!animating && !m.humanToAct && game.phase() != core::Phase::GameOver) {
        msg = playerName(game, game.currentPlayer()) + " is thinking" + thinkingDots(f.show.time());
        colour = playerColor(game.currentPlayer());
    } else if (m.humanToAct && msg.empty()) {
        switch (game.phase()) {
        case core::Phase::AwaitRoll:
            msg = "Roll the dice [Space]";
            break;
        case core::Phase::AwaitDecision:
            msg = game.canBank() ? "Roll on [Space] or bank [B]" : "Roll on [Space]";
            if (!game.canBank()) {
                msg += " \u00B7 bank from " + std::to_string(game.bankThreshold());
                if (!game.players()[static_cast<std::size_t>(game.currentPlayer())].entered &&
                    game.bankThreshold() > game.rules().bankMinimum) {
                    msg += " to get in";
                }
            }
            break;
        case core::Phase::AdoptOffer:
            msg = "Adopt " + std::to_string(game.adoptablePoints()) + " points [A] or decline [D]";
            break;
        default:
            break;
        }
    } else if (animating && !m.replay) {
        msg.clear();
    }
    if (m.humanToAct && m.hint && m.hint->dice > 0) {
        const auto& h = *m.hint;
        std::string hint = "bust " + percent(h.bustChance);
        if (h.penaltyChance > 0) {
            hint += ", penalty " + percent(h.penaltyChance);
        }
        if (h.winIfBank && h.winIfRoll) {
            hint +=
                " \u00B7 win: bank " + percent(*h.winIfBank) + ", roll " + percent(*h.winIfRoll);
        } else if (h.winIfRoll) {
            hint += " \u00B7 win " + percent(*h.winIfRoll);
        }
        msg += "   (" + hint + ")";
    }
    return msg;
}

} // namespace

void drawStatus(const TableFrame& f) {
    const Painter& p = f.painter;
    const auto& L = f.layout;
    const auto& T = L.type;
    const auto& game = f.match.game;
    p.fill(L.status, kShade);
    const int who = f.show.shownPlayer();
    const auto& computer = f.match.computer;
    const bool isComputer =
        static_cast<std::size_t>(who) < computer.size() && computer[static_cast<std::size_t>(who)];
    std::string title =
        playerName(game, who) + (isComputer || playerName(game, who) == "You" ? "" : " (you)");
    if (game.playerCount() > 1 && std::count(computer.begin(), computer.end(), false) != 1) {
        title = playerName(game, who); // "(you)" only when one human plays
    }
    p.fill(L.statusStripe, playerColor(who));
    p.label(title, L.statusTitle.x, L.statusTitle.y, {T.body, true, playerColor(who)});
    p.label("turn total", L.statusCaption.x, L.statusCaption.y, {T.small, false, kInkDim});
    p.label(std::to_string(f.show.turnTotal()), L.statusTotal.x, L.statusTotal.y,
            {T.big, true, kGold, Align::Right, VAlign::Bottom});
    // Badges: final round, tie-break.
    const int pad = L.badgePad;
    int bx = L.badgeOrigin.x;
    auto badge = [&](const std::string& text) {
        const SDL_Point sz = p.text().measure(text, T.small, true);
        p.fill({bx, L.badgeOrigin.y, sz.x + 2 * pad, sz.y + pad}, {120, 20, 10, 220});
        p.label(text, bx + pad, L.badgeOrigin.y + pad / 2, {T.small, true, kGold});
        bx += sz.x + 3 * pad;
    };
    if (f.show.tieBreak()) {
        badge("TIE-BREAK");
    } else if (f.show.finalRound()) {
        badge("FINAL ROUND");
    }
}

void drawMessage(const TableFrame& f) {
    // Instructions, refusals, thinking, hints.
    SDL_Color colour{};
    const std::string msg = messageText(f, colour);
    if (msg.empty()) {
        return;
    }
    const Painter& p = f.painter;
    const auto& L = f.layout;
    const SDL_Rect& line = L.messageLine;
    const int pad = L.messagePad;
    const int size = p.text().fitSize(msg, L.type.body, false, line.w - 2 * pad);
    const SDL_Point sz = p.text().measure(msg, size, false);
    p.fill({line.x, line.y, sz.x + 2 * pad, sz.y + pad}, kShade);
    p.label(msg, line.x + pad, line.y + pad / 2, {size, false, colour});
}

void drawBoard(const TableFrame& f) {
    const Painter& p = f.painter;
    const auto& L = f.layout;
    const auto& T = L.type;
    const auto& game = f.match.game;
    const auto& show = f.show;
    p.label("SCORES", L.boardTitle.x, L.boardTitle.y, {T.heading, true, kInk});
    const std::string sub =
        game.rules().name + " \u00B7 target " + std::to_string(game.rules().target);
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
            p.fill(row.rect, {255, 255, 255, 30});
            p.outline(row.rect, kGold, 2);
        }
        const SDL_Color c = playerColor(i);
        p.fill(row.stripe, c);
        const int nameW = row.textSpace - scoreW;
        p.label(ps.info.name, row.textX, row.nameBottom,
                {p.text().fitSize(ps.info.name, row.nameSize, true, nameW), true, c, Align::Left,
                 VAlign::Bottom});
        std::string detail = seatDetail(ps.info);
        if (game.rules().entryRule != core::EntryRule::None && !show.entered(i)) {
            detail += " \u00B7 not in yet";
        }
        if (ps.left) {
            detail += " \u00B7 left";
        }
        if (show.finalRound() && game.endTriggeredBy() == i) {
            detail += " \u00B7 reached target";
        } else if (show.finalRound() && game.finalTurnPending(i)) {
            detail += " \u00B7 last turn";
        }
        if (current && !f.match.humanToAct && !show.animating() && !f.match.replay) {
            detail += " \u00B7 thinking" + thinkingDots(show.time());
        }
        p.label(detail, row.textX, row.detailY,
                {p.text().fitSize(detail, row.detailSize, false, nameW), false, kInkDim});
        p.label(std::to_string(show.score(i)), row.scoreRight, row.midY,
                {row.scoreSize, true, kInk, Align::Right, VAlign::Middle});
    }
    // Recent events, newest last and brightest.
    const auto& log = show.log();
    p.label("RECENT", L.recentTitle.x, L.recentTitle.y, {T.small, true, kInkDim});
    const int fit = std::max(0, (L.recentBottom - L.recentTop) / L.recentLineH);
    const std::size_t first =
        log.size() > static_cast<std::size_t>(fit) ? log.size() - static_cast<std::size_t>(fit) : 0;
    int ly = L.recentTop;
    for (std::size_t k = first; k < log.size(); ++k) {
        const double age = static_cast<double>(log.size() - 1 - k);
        const int alpha = static_cast<int>(255 - age * 25);
        p.label(log[k], L.recentTitle.x, ly,
                {p.text().fitSize(log[k], T.small, false, L.boardTextW), false,
                 withAlpha(kInk, alpha)});
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
        const int size = p.text().fitSize(b.text, L.type.body, false, L.bubbleMaxW);
        const SDL_Point sz = p.text().measure(b.text, size, false);
        const int w = static_cast<int>((sz.x + 2 * pad) * in);
        const int h = static_cast<int>((sz.y + pad) * in);
        if (w <= 0 || h <= 0) {
            continue;
        }
        // Beside the speaker's score row, pointing at it.
        const int cy = anchor.y;
        const SDL_Rect box{anchor.x - w, cy - h / 2, w, h};
        const auto alpha = static_cast<Uint8>(235 * fade);
        const SDL_Color paper{250, 246, 232, alpha};
        p.fill(box, paper);
        p.outline(box, withAlpha(playerColor(b.player), static_cast<int>(255 * fade)), 2);
        const double tip = box.x + box.w;
        p.triangle({tip, static_cast<double>(cy - L.bubbleArrowHalf)},
                   {tip, static_cast<double>(cy + L.bubbleArrowHalf)},
                   {tip + L.bubbleArrowLength, static_cast<double>(cy)}, paper);
        if (in > 0.9) {
            p.label(b.text, box.x + pad, cy,
                    {size,
                     false,
                     {30, 26, 22, static_cast<Uint8>(255 * fade)},
                     Align::Left,
                     VAlign::Middle});
        }
    }
}

} // namespace greed::app

// TableScene drawing: the static table is pre-rendered once per window size; dice, cup,
// effects and the scoreboard are drawn over it each frame.
#include "app/dice_look.hpp"
#include "app/easing.hpp"
#include "app/palette.hpp"
#include "app/table_scene.hpp"
#include "core/odds.hpp"

#include <cmath>

namespace greed::app {

namespace {
constexpr double kPi = 3.14159265358979323846;
}

void TableScene::buildBackground() {
    const auto& L = m_layout;
    SDL_Renderer* r = m_s.renderer.get();
    m_background.reset(SDL_CreateTexture(r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET,
                                         L.width, L.height));
    if (!m_background) {
        return; // drawn live instead
    }
    SDL_Texture* previous = SDL_GetRenderTarget(r);
    SDL_SetRenderTarget(r, m_background.get());
    const Painter& p = m_s.painter;
    p.setOffset(0, 0);
    p.clear(kBackdrop);
    // Wooden rim: four strips of the wood texture, the side ones turned upright.
    const SDL_Rect& t = L.table;
    const int rim = L.rim;
    p.sprite("wood", t.x + t.w / 2.0, t.y + rim / 2.0, t.w, rim);
    p.sprite("wood", t.x + t.w / 2.0, t.y + t.h - rim / 2.0, t.w, rim, 180.0);
    p.sprite("wood", t.x + rim / 2.0, t.y + t.h / 2.0, t.h, rim, 90.0);
    p.sprite("wood", t.x + t.w - rim / 2.0, t.y + t.h / 2.0, t.h, rim, -90.0);
    p.sprite("felt", L.felt.x + L.felt.w / 2.0, L.felt.y + L.felt.h / 2.0, L.felt.w, L.felt.h);
    // Shade where the rim overhangs the felt.
    for (int i = 0; i < rim / 2; ++i) {
        const Uint8 a = static_cast<Uint8>(70 * (1.0 - static_cast<double>(i) / (rim / 2.0)));
        p.outline(inset(L.felt, i), {0, 0, 0, a}, 1);
    }
    p.sprite("tray", L.tray.x + L.tray.w / 2.0, L.tray.y + L.tray.h / 2.0, L.tray.w, L.tray.h);
    p.panel(L.board, 235);
    SDL_SetRenderTarget(r, previous);
    SDL_SetTextureBlendMode(m_background.get(), SDL_BLENDMODE_NONE);
}

void TableScene::render() const {
    const Painter& p = m_s.painter;
    const auto& L = m_layout;
    p.setOffset(0, 0);
    if (m_background) {
        SDL_RenderCopy(m_s.renderer.get(), m_background.get(), nullptr, nullptr);
    } else {
        p.clear(kBackdrop);
        p.sprite("felt", L.felt.x + L.felt.w / 2.0, L.felt.y + L.felt.h / 2.0, L.felt.w, L.felt.h);
        p.panel(L.board, 235);
    }
    const SDL_Point shake = m_fx.shakeOffset();
    p.setOffset(shake.x, shake.y);
    drawStatus();
    drawCup();
    drawDice();
    m_fx.render(p);
    p.setOffset(0, 0);
    drawBoard();
    drawBubbles();
    m_bar.render(p, L.type.body);
    m_side.render(p, L.type.small);
    if (animating() || (!humanToAct() && m_game.phase() != core::Phase::GameOver)) {
        const std::string hint = animating() ? "any key or click skips" : "any key hurries";
        p.label(hint, L.bar.x + L.bar.w / 2, L.bar.y + L.bar.h / 2,
                {L.type.small, false, withAlpha(kInkDim, 200), Align::Center, VAlign::Middle});
    }
}

void TableScene::drawStatus() const {
    const Painter& p = m_s.painter;
    const auto& L = m_layout;
    const auto& T = L.type;
    const int pad = T.small / 2;
    p.fill(L.status, kShade);
    const int who = m_shownPlayer;
    std::string title =
        playerName(who) +
        (m_strategies[static_cast<std::size_t>(who)] || playerName(who) == "You" ? "" : " (you)");
    if (m_game.playerCount() > 1) {
        int humans = 0;
        for (const auto& s : m_strategies) {
            humans += s ? 0 : 1;
        }
        if (humans != 1) {
            title = playerName(who);
        }
    }
    p.fill({L.status.x, L.status.y, 5, L.status.h}, playerColor(who));
    p.label(title, L.status.x + pad + 6, L.status.y + pad, {T.body, true, playerColor(who)});
    p.label("turn total", L.status.x + pad + 6, L.status.y + pad + T.body + T.small / 3,
            {T.small, false, kInkDim});
    p.label(std::to_string(m_turnTotal.shown()), L.status.x + L.status.w - pad,
            L.status.y + L.status.h - pad, {T.big, true, kGold, Align::Right, VAlign::Bottom});
    // Badges: final round, tie-break.
    int bx = L.status.x + L.status.w + pad;
    auto badge = [&](const std::string& text) {
        const SDL_Point sz = p.text().measure(text, T.small, true);
        p.fill({bx, L.status.y, sz.x + 2 * pad, sz.y + pad}, {120, 20, 10, 220});
        p.label(text, bx + pad, L.status.y + pad / 2, {T.small, true, kGold});
        bx += sz.x + 3 * pad;
    };
    if (m_tieShown) {
        badge("TIE-BREAK");
    } else if (m_finalShown) {
        badge("FINAL ROUND");
    }

    // The message line: instructions, refusals, thinking, hints.
    std::string msg = m_message;
    SDL_Color colour = m_messageIsError ? SDL_Color{255, 150, 130, 255} : kInk;
    const bool human = humanToAct();
    if (!animating() && !human && m_game.phase() != core::Phase::GameOver) {
        const int dots = static_cast<int>(m_time * 3) % 4;
        msg = playerName(m_game.currentPlayer()) + " is thinking" +
              std::string(static_cast<std::size_t>(dots), '.');
        colour = playerColor(m_game.currentPlayer());
    } else if (human && msg.empty()) {
        switch (m_game.phase()) {
        case core::Phase::AwaitRoll:
            msg = "Roll the dice [Space]";
            break;
        case core::Phase::AwaitDecision:
            msg = m_game.canBank() ? "Roll on [Space] or bank [B]" : "Roll on [Space]";
            if (!m_game.canBank()) {
                msg += " \u00B7 bank from " + std::to_string(m_game.bankThreshold());
                if (!m_game.players()[static_cast<std::size_t>(m_game.currentPlayer())].entered &&
                    m_game.bankThreshold() > m_game.rules().bankMinimum) {
                    msg += " to get in";
                }
            }
            break;
        case core::Phase::AdoptOffer:
            msg =
                "Adopt " + std::to_string(m_game.adoptablePoints()) + " points [A] or decline [D]";
            break;
        default:
            break;
        }
    } else if (animating()) {
        msg.clear();
    }
    if (human && m_hint && m_hint->dice > 0) {
        const auto pct = [](double v) {
            return std::to_string(static_cast<int>(std::lround(v * 100))) + "%";
        };
        std::string hint = "bust " + pct(m_hint->bustChance);
        if (m_hint->penaltyChance > 0) {
            hint += ", penalty " + pct(m_hint->penaltyChance);
        }
        if (m_hint->winIfBank && m_hint->winIfRoll) {
            hint += " \u00B7 win: bank " + pct(*m_hint->winIfBank) + ", roll " +
                    pct(*m_hint->winIfRoll);
        } else if (m_hint->winIfRoll) {
            hint += " \u00B7 win " + pct(*m_hint->winIfRoll);
        }
        msg += "   (" + hint + ")";
    }
    if (!msg.empty()) {
        const int x0 = L.status.x;
        const int y0 = L.status.y + L.status.h + pad;
        const int maxW = L.diceArea.w;
        const int size = p.text().fitSize(msg, T.body, false, maxW - 2 * pad);
        const SDL_Point sz = p.text().measure(msg, size, false);
        p.fill({x0, y0, sz.x + 2 * pad, sz.y + pad}, kShade);
        p.label(msg, x0 + pad, y0 + pad / 2, {size, false, colour});
    }
}

void TableScene::drawCup() const {
    const Painter& p = m_s.painter;
    const auto& L = m_layout;
    const SDL_Point native = p.assets().size("cup");
    const double h = L.cupH;
    const double w = h * native.x / std::max(1, native.y);
    double angle = 0;
    Vec2 shift{0, 0};
    if (m_roll) {
        angle = m_roll->cupAngle();
        shift = m_roll->cupShift();
        const double rattle = m_roll->rattle();
        if (rattle > 0) {
            // Dice rattling at the mouth, drawn before the cup so only their tops show.
            const double t = m_roll->time();
            for (int k = 0; k < 3; ++k) {
                const double jx = std::sin(t * (37 + 11 * k) + k) * w * 0.18 * rattle;
                const double jy = std::abs(std::sin(t * (29 + 7 * k))) * h * 0.07 * rattle;
                p.sprite("tumble_" + std::to_string((static_cast<int>(t * 30) + k * 3) % 8),
                         L.cupCentre.x + shift.x * h + jx + (k - 1) * w * 0.22,
                         L.cupCentre.y + shift.y * h - h * 0.42 - jy, L.dieSize, L.dieSize,
                         t * 400 * (k + 1), {255, 255, 255, 255}, 0.55);
            }
        }
    }
    // The shadow follows the cup across the felt (one size: no new copies mid-throw).
    p.sprite("shadow", L.cupCentre.x + shift.x * h + w * 0.12, L.cupCentre.y + h * 0.42, w * 1.3,
             h * 0.35);
    p.sprite("cup", L.cupCentre.x + shift.x * h, L.cupCentre.y + shift.y * h, w, h, angle);
}

void TableScene::drawDice() const {
    const Painter& p = m_s.painter;
    const auto& L = m_layout;
    const auto& rules = m_game.rules();
    const double ds = L.dieSize;
    const double pulse = 0.75 + 0.25 * std::sin(m_time * 6.0);

    // Dice swept back into the cup for the next throw.
    if (m_roll && !m_ghosts.empty()) {
        const double u = ease::inCubic(std::min(1.0, m_roll->time() / 0.3));
        for (const auto& g : m_ghosts) {
            const Vec2 a = L.toPixels(g.pos);
            DieDraw d{ease::lerp(a.x, L.cupCentre.x, u),
                      ease::lerp(a.y, L.cupCentre.y, u),
                      ds,
                      g.angle,
                      0,
                      -1,
                      {255, 255, 255, static_cast<Uint8>(255 * (1.0 - u))},
                      1.0 - 0.5 * u};
            drawDie(p, rules, g.face, d);
        }
    }

    // The tray: dice set aside earlier, then this roll's dice on their way.
    const int slots = rules.diceCount;
    for (std::size_t k = 0; k < m_tray.size(); ++k) {
        const Vec2 c = L.traySlot(static_cast<int>(k), slots);
        DieDraw d{c.x, c.y, L.trayDieSize, 0, 0, -1, {255, 255, 255, 255}};
        drawDieShadow(p, d);
        drawDie(p, rules, m_tray[k], d);
    }

    struct Item {
        std::size_t index;
        DieDraw draw;
        bool glow;
    };
    std::vector<Item> items;
    for (std::size_t i = 0; i < m_dice.size(); ++i) {
        const auto& die = m_dice[i];
        DieDraw d;
        d.size = ds;
        if (m_roll) {
            const auto v = m_roll->die(static_cast<int>(i));
            if (!v.visible) {
                continue;
            }
            const Vec2 c = L.toPixels(v.pos);
            d.x = c.x;
            d.y = c.y;
            d.angle = v.angle;
            d.lift = v.lift;
            d.tumbleFrame = v.tumbleFrame;
            d.stretch = v.scale;
        } else if (i < m_restPos.size()) {
            const Vec2 c = L.toPixels(m_restPos[i]);
            d.x = c.x;
            d.y = c.y;
            d.angle = m_restAngle[i];
            if (die.toTray) {
                const double u = ease::outCubic(std::max(0.0, die.trayT));
                const Vec2 slot = L.traySlot(die.traySlot, slots);
                d.x = ease::lerp(c.x, slot.x, u);
                d.y = ease::lerp(c.y, slot.y, u);
                d.angle = 0.0; // picked up square: no turned copies at every size on the way
                d.stretch = ease::lerp(1.0, L.trayDieSize / ds, u);
                d.lift = 0.35 * std::sin(u * kPi);
            }
        }
        if (die.bust) {
            const double k = m_time - m_bustTime;
            const bool flash = k < 0.6 && std::fmod(k, 0.2) < 0.1;
            d.tint = flash ? SDL_Color{235, 80, 70, 255} : SDL_Color{205, 130, 120, 255};
        }
        const bool selected = i < m_selected.size() && m_selected[i];
        const bool glow = (die.scoring && !(die.toTray && die.trayT >= 1.0)) || selected;
        if (selected && !die.toTray) {
            d.y -= ds * 0.06;
        }
        items.push_back({i, d, glow});
    }
    for (const auto& it : items) {
        drawDieShadow(p, it.draw);
    }
    for (const auto& it : items) {
        if (it.glow) {
            const double g = it.draw.size * 1.3;
            p.sprite("glow", it.draw.x, it.draw.y, g, g, it.draw.angle,
                     {255, 255, 255, static_cast<Uint8>(255 * pulse)}, it.draw.stretch);
        }
        drawDie(p, rules, m_dice[it.index].face, it.draw);
    }
    // Key numbers under the dice while a human chooses.
    if (humanToAct() && m_game.phase() == core::Phase::ChooseKeep) {
        const int size = L.type.small;
        for (const auto& it : items) {
            if (m_dice[it.index].toTray) {
                continue;
            }
            const std::string key = std::to_string((it.index + 1) % 10);
            const int bx = static_cast<int>(it.draw.x);
            const int by = static_cast<int>(it.draw.y + ds * 0.62);
            p.fill({bx - size / 2 - 3, by, size + 6, size + 6}, kShade);
            p.label(key, bx, by + 3, {size, true, kGold, Align::Center});
        }
    }
}

void TableScene::drawBoard() const {
    const Painter& p = m_s.painter;
    const auto& L = m_layout;
    const auto& T = L.type;
    const int pad = L.board.w / 24;
    int y = L.board.y + pad / 2;
    p.label("SCORES", L.board.x + pad, y, {T.heading, true, kInk});
    y += T.heading + T.small / 2;
    const std::string sub =
        m_game.rules().name + " \u00B7 target " + std::to_string(m_game.rules().target);
    p.label(sub, L.board.x + pad, y,
            {p.text().fitSize(sub, T.small, false, L.board.w - 2 * pad), false, kInkDim});

    const auto& players = m_game.players();
    for (int i = 0; i < m_game.playerCount(); ++i) {
        const auto& ps = players[static_cast<std::size_t>(i)];
        const SDL_Rect row = boardRow(i);
        const bool current = i == m_shownPlayer && m_game.phase() != core::Phase::GameOver;
        if (current) {
            p.fill(row, {255, 255, 255, 30});
            p.outline(row, kGold, 2);
        }
        const SDL_Color c = playerColor(i);
        p.fill({row.x, row.y, 6, row.h}, c);
        const int nameSize = std::min(T.body, row.h * 4 / 10);
        const int x = row.x + 14;
        const int scoreW = p.text().measure("00000", T.heading, true).x;
        const int nameW = row.w - scoreW - 24;
        p.label(ps.info.name, x, row.y + row.h / 2 - nameSize / 8,
                {p.text().fitSize(ps.info.name, nameSize, true, nameW), true, c, Align::Left,
                 VAlign::Bottom});
        std::string detail = seatDetail(ps.info);
        if (m_game.rules().entryRule != core::EntryRule::None &&
            !m_shownEntered[static_cast<std::size_t>(i)]) {
            detail += " \u00B7 not in yet";
        }
        if (ps.left) {
            detail += " \u00B7 left";
        }
        if (m_finalShown && m_game.endTriggeredBy() == i) {
            detail += " \u00B7 reached target";
        } else if (m_finalShown && m_game.finalTurnPending(i)) {
            detail += " \u00B7 last turn";
        }
        if (current && !humanToAct() && !animating() && m_game.phase() != core::Phase::GameOver) {
            detail += " \u00B7 thinking" +
                      std::string(static_cast<std::size_t>(static_cast<int>(m_time * 3) % 4), '.');
        }
        const int detailSize = std::max(10, std::min(T.small, row.h * 3 / 10));
        p.label(detail, x, row.y + row.h / 2 + 2,
                {p.text().fitSize(detail, detailSize, false, nameW), false, kInkDim});
        p.label(std::to_string(m_scores[static_cast<std::size_t>(i)].shown()), row.x + row.w - 8,
                row.y + row.h / 2,
                {std::min(T.heading, row.h * 6 / 10), true, kInk, Align::Right, VAlign::Middle});
    }
    // Recent events, newest last and brightest.
    const SDL_Rect last = boardRow(m_game.playerCount() - 1);
    int ly = last.y + last.h + T.small;
    const int bottom = m_side.buttons().empty() ? L.board.y + L.board.h
                                                : m_side.buttons().front().rect.y - T.small / 2;
    p.label("RECENT", L.board.x + pad, ly, {T.small, true, kInkDim});
    ly += T.small + T.small / 2;
    const int lineH = T.small + T.small / 3;
    const int fit = std::max(0, (bottom - ly) / lineH);
    const std::size_t first = m_log.size() > static_cast<std::size_t>(fit)
                                  ? m_log.size() - static_cast<std::size_t>(fit)
                                  : 0;
    for (std::size_t k = first; k < m_log.size(); ++k) {
        const double age = static_cast<double>(m_log.size() - 1 - k);
        const int alpha = static_cast<int>(255 - age * 25);
        p.label(m_log[k], L.board.x + pad, ly,
                {p.text().fitSize(m_log[k], T.small, false, L.board.w - 2 * pad), false,
                 withAlpha(kInk, alpha)});
        ly += lineH;
    }
}

} // namespace greed::app

namespace greed::app {

void TableScene::drawBubbles() const {
    const Painter& p = m_s.painter;
    const auto& L = m_layout;
    const auto& T = L.type;
    for (const auto& b : m_bubbles) {
        const SDL_Rect row = boardRow(b.player);
        const double in = ease::outBack(std::min(1.0, b.t / 0.25));
        const double fade = b.t > 2.7 ? std::max(0.0, 1.0 - (b.t - 2.7) / 0.5) : 1.0;
        const int maxW = L.table.w * 45 / 100;
        const int size = p.text().fitSize(b.text, T.body, false, maxW);
        const SDL_Point sz = p.text().measure(b.text, size, false);
        const int pad = T.small / 2;
        const int w = static_cast<int>((sz.x + 2 * pad) * in);
        const int h = static_cast<int>((sz.y + pad) * in);
        if (w <= 0 || h <= 0) {
            continue;
        }
        // Beside the speaker's score row, pointing at it.
        const int right = L.sideBoard ? row.x - 14 : row.x + row.w;
        const int cy = row.y + row.h / 2;
        const SDL_Rect box{right - w, cy - h / 2, w, h};
        const auto alpha = static_cast<Uint8>(235 * fade);
        p.fill(box, {250, 246, 232, alpha});
        p.outline(box, withAlpha(playerColor(b.player), static_cast<int>(255 * fade)), 2);
        p.triangle({static_cast<double>(box.x + box.w), cy - 7.0},
                   {static_cast<double>(box.x + box.w), cy + 7.0},
                   {box.x + box.w + 12.0, static_cast<double>(cy)}, {250, 246, 232, alpha});
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

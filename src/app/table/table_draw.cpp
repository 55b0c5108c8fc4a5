// Table drawing, the felt: the static table, the frame's order of parts and the dice (the cup
// is in cup_draw.cpp).
#include "app/table/table_draw.hpp"

#include "app/table/cup_mouth.hpp"
#include "app/ui/dice_cube.hpp"
#include "app/ui/dice_look.hpp"
#include "app/ui/easing.hpp"
#include "app/ui/hud_style.hpp"
#include "app/ui/palette.hpp"
#include "i18n/translate.hpp"

#include <algorithm>
#include <cmath>

namespace greed::app {

namespace {

// The wooden frame: four rails of the wood texture, each a trapezoid whose ends run at 45
// degrees into the corners (mitred, one continuous frame), the grain along the rail and its lit
// edge outside all the way round; a hairline of shade marks each joint.
void drawFrame(const Painter& p, const TableLayout& L) {
    const SDL_Rect& t = L.table;
    const auto r = static_cast<float>(L.rim);
    const auto x0 = static_cast<float>(t.x);
    const auto y0 = static_cast<float>(t.y);
    const auto x1 = static_cast<float>(t.x + t.w);
    const auto y1 = static_cast<float>(t.y + t.h);
    // Outer and inner corners, clockwise from the top left: rail k runs from corner k to k + 1.
    const SDL_FPoint outer[4] = {{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}};
    const SDL_FPoint inner[4] = {
        {x0 + r, y0 + r}, {x1 - r, y0 + r}, {x1 - r, y1 - r}, {x0 + r, y1 - r}};
    SDL_Texture* wood = p.assets().texture("wood");
    SDL_SetTextureColorMod(wood, 255, 255, 255);
    SDL_SetTextureAlphaMod(wood, 255);
    const SDL_Color white{255, 255, 255, 255};
    std::vector<SDL_Vertex> v;
    std::vector<int> idx;
    for (int k = 0; k < 4; ++k) {
        const int n = (k + 1) % 4;
        const float length = k % 2 == 0 ? static_cast<float>(t.w) : static_cast<float>(t.h);
        const float in = r / std::max(1.0f, length); // the inner corners lie a rim in
        const int base = static_cast<int>(v.size());
        v.push_back({outer[k], white, {0.0f, 0.0f}});
        v.push_back({outer[n], white, {1.0f, 0.0f}});
        v.push_back({inner[n], white, {1.0f - in, 1.0f}});
        v.push_back({inner[k], white, {in, 1.0f}});
        idx.insert(idx.end(), {base, base + 1, base + 2, base, base + 2, base + 3});
    }
    p.geometry(wood, v, idx);
    for (int k = 0; k < 4; ++k) {
        p.line({outer[k].x, outer[k].y}, {inner[k].x, inner[k].y}, 1.0, {30, 14, 6, 120});
    }
}

} // namespace

void drawStaticTable(const Painter& p, const TableLayout& L) {
    p.setOffset(0, 0);
    p.clear(kBackdrop);
    drawFrame(p, L);
    p.sprite("felt", L.feltCentre.x, L.feltCentre.y, L.felt.w, L.felt.h);
    // Shade where the rim overhangs the felt, fading inwards.
    for (int i = 0; i < L.rimShade; ++i) {
        const Uint8 a = static_cast<Uint8>(70 * (1.0 - static_cast<double>(i) / (L.rim / 2.0)));
        p.outline(inset(L.felt, i), {0, 0, 0, a}, 1);
    }
    // The tray is drawn with the dice (drawTray): faint while empty, there once dice are in it.
    drawBoardBack(p, L);
}

double trayPresence(const TableShow& show) {
    if (!show.tray().empty()) {
        return 1.0;
    }
    // It comes in with the first die set aside, as that die flies to it.
    double presence = 0.0;
    for (const auto& d : show.dice()) {
        if (d.toTray && !d.backInCup) {
            presence = std::max(presence, std::clamp(d.trayT, 0.0, 1.0));
        }
    }
    return presence;
}

double trayAlpha(const TableShow& show) {
    return kEmptyTrayAlpha + (1.0 - kEmptyTrayAlpha) * ease::outCubic(trayPresence(show));
}

void drawTable(const TableFrame& f) {
    const Painter& p = f.painter;
    const auto& L = f.layout;
    p.setOffset(0, 0);
    if (f.background != nullptr) {
        p.copy(f.background, nullptr, nullptr);
    } else {
        p.clear(kBackdrop);
        p.sprite("felt", L.feltCentre.x, L.feltCentre.y, L.felt.w, L.felt.h);
        drawBoardBack(p, L);
    }
    const SDL_Point shake = f.show.effects().shakeOffset();
    p.setOffset(shake.x, shake.y);
    drawStatus(f);
    drawMessage(f);
    // Table effects stay on the felt: washes, stamps, sparks and anything that found no free
    // felt under the dice; the rest, placed clear of every resting die, over them.
    SDL_RenderSetClipRect(p.renderer(), &L.felt);
    f.show.effects().renderUnder(p);
    SDL_RenderSetClipRect(p.renderer(), nullptr);
    // Depth: the lifted cup is over the dice on the felt and under the dice above its lip
    // (and those still passing its mouth, drawn through it). The cup is in the thrower's
    // hand, not on the table: the table's shake leaves it (and its shadow) in place.
    drawFeltSummary(f); // only while no die is on the felt
    drawDice(f, DiceLayer::UnderCup);
    p.setOffset(0, 0);
    drawCup(f);
    p.setOffset(shake.x, shake.y);
    drawDice(f, DiceLayer::OverCup);
    SDL_RenderSetClipRect(p.renderer(), &L.felt);
    f.show.effects().renderOver(p);
    SDL_RenderSetClipRect(p.renderer(), nullptr);
    p.setOffset(0, 0);
    // The seats sit on the rim, over the felt's edge; points banked pop at them.
    drawSeats(f);
    f.show.boardEffects().render(p);
    drawBoard(f);
    drawBubbles(f);
    if (f.match.replay) {
        drawReplayBar(p, L, f.input.bar(), f.input.replayBar(), f.match.replayProgress);
    } else {
        f.input.bar().render(p, L.type.body);
    }
    f.input.side().render(p, L.type.small);
    const bool animating = f.show.animating();
    // Nothing hurries a person at another screen.
    if (!f.match.replay && (animating || (!f.match.humanToAct && !f.match.remoteToAct &&
                                          f.match.game.phase() != core::Phase::GameOver))) {
        // TRANSLATORS: a small note under the buttons while dice fly or a computer plays.
        const std::string hint =
            animating ? i18n::tr("any key or click skips") : i18n::tr("any key hurries");
        p.label(hint, L.barHint.x, L.barHint.y,
                {p.text().fitSize(hint, L.type.small, false, L.bar.w * 9 / 10), false,
                 withAlpha(kInkDim, 200), Align::Center, VAlign::Middle});
    }
}

namespace {

void drawGhosts(const TableFrame& f) {
    const RollAnimation* roll = f.show.roll();
    if (roll == nullptr || f.show.ghosts().empty()) {
        return;
    }
    // Dice swept back into the cup for the next throw.
    const auto& L = f.layout;
    const double u = ease::inCubic(std::min(1.0, roll->time() / 0.3));
    for (const auto& g : f.show.ghosts()) {
        const Vec2 a = L.toPixels(g.pos);
        DieDraw d{ease::lerp(a.x, L.cupCentre.x, u),
                  ease::lerp(a.y, L.cupCentre.y, u),
                  L.dieSize,
                  g.angle,
                  0,
                  -1,
                  {255, 255, 255, static_cast<Uint8>(255 * (1.0 - u))},
                  1.0 - 0.5 * u};
        drawDie(f.painter, f.match.game.rules(), g.face, d);
    }
}

void drawTray(const TableFrame& f) {
    // The tray, then the dice set aside by earlier throws of this turn.
    const auto& L = f.layout;
    f.painter.sprite("tray", L.trayCentre.x, L.trayCentre.y, L.tray.w, L.tray.h, 0.0,
                     {255, 255, 255, static_cast<Uint8>(std::lround(255 * trayAlpha(f.show)))});
    const auto& rules = f.match.game.rules();
    const auto& tray = f.show.tray();
    for (std::size_t k = 0; k < tray.size(); ++k) {
        const Vec2 c = L.traySlot(static_cast<int>(k), rules.diceCount);
        DieDraw d{c.x, c.y, L.trayDieSize, 0, 0, -1, {255, 255, 255, 255}};
        drawDieShadow(f.painter, d);
        drawDie(f.painter, rules, tray[k], d);
    }
}

} // namespace

void drawDice(const TableFrame& f, DiceLayer layer) {
    const Painter& p = f.painter;
    const auto& L = f.layout;
    const auto& rules = f.match.game.rules();
    const auto& dice = f.show.dice();
    const auto& selected = f.match.selected;
    const double pulse = 0.75 + 0.25 * std::sin(f.show.time() * 6.0);
    const bool over = layer == DiceLayer::OverCup;
    const CupMouth mouth = cupMouth(L, f.show.roll());
    if (!over) {
        drawGhosts(f);
        drawTray(f);
    }

    struct Item {
        std::size_t index;
        DieDraw draw;
        bool glow;
        bool invalid; // picked but cannot be kept: a red ring, not the gold glow
        bool passing; // still passing the cup's mouth: drawn through it
        bool mine;    // in the layer drawn now
    };
    std::vector<Item> items;
    for (std::size_t i = 0; i < dice.size(); ++i) {
        const auto& die = dice[i];
        const DiePose pose = f.show.pose(static_cast<int>(i));
        if (!pose.visible) {
            continue;
        }
        DieDraw d{pose.x,
                  pose.y,
                  L.dieSize,
                  pose.angle,
                  pose.lift,
                  pose.tumbleFrame,
                  {255, 255, 255, 255},
                  pose.stretch,
                  pose.cube};
        if (die.bust) {
            const double k = f.show.bustAge();
            const bool flash = k < 0.6 && std::fmod(k, 0.2) < 0.1;
            d.tint = flash ? SDL_Color{235, 80, 70, 255} : SDL_Color{205, 130, 120, 255};
        }
        const bool picked = i < selected.size() && selected[i];
        const auto& invalid = f.match.invalidPicks;
        const bool bad = picked && std::find(invalid.begin(), invalid.end(), static_cast<int>(i)) !=
                                       invalid.end();
        const bool glow = (die.scoring && !(die.toTray && die.trayT >= 1.0)) || picked;
        if (picked && !die.toTray) {
            d.y -= L.selectedLift;
        }
        const CubeView view{d.x, d.y, d.size * d.stretch, d.cube, d.tint};
        items.push_back(
            {i, d, glow, bad, passingMouth(mouth, view), drawnOverCup(mouth, view) == over});
    }
    // Dice in the air pass over the dice on the felt.
    std::stable_sort(items.begin(), items.end(), [](const Item& a, const Item& b) {
        return a.draw.cube.rise < b.draw.cube.rise;
    });
    // Every shadow lies on the felt, under the cup; a die still in the cup casts none past it.
    for (const auto& it : items) {
        if (!over && (!it.passing || behindMouth(mouth, {it.draw.x, it.draw.y}) <= 0)) {
            drawDieShadow(p, it.draw);
        }
    }
    for (const auto& it : items) {
        if (!it.mine) {
            continue;
        }
        if (it.passing) {
            // Seen on the open side of the mouth's line and through the opening only.
            const CubeView view{it.draw.x, it.draw.y, it.draw.size * it.draw.stretch, it.draw.cube,
                                it.draw.tint};
            for (const auto& clip : mouthClips(mouth)) {
                drawCube(p, rules, dice[it.index].face, view, clip);
            }
            continue;
        }
        if (it.invalid) {
            p.ring({it.draw.x, it.draw.y}, L.glowSize * 0.46, std::max(2.0, L.dieSize * 0.06),
                   withAlpha(kHudInvalid, static_cast<int>(255 * pulse)));
        } else if (it.glow) {
            p.sprite("glow", it.draw.x, it.draw.y, L.glowSize, L.glowSize, it.draw.angle,
                     {255, 255, 255, static_cast<Uint8>(255 * pulse)}, it.draw.stretch);
        }
        drawDie(p, rules, dice[it.index].face, it.draw);
    }
    // Key numbers under the dice while a human chooses, in reading order (the keys follow).
    if (over && f.match.humanToAct && f.match.game.phase() == core::Phase::ChooseKeep) {
        const std::vector<int> order = f.show.screenOrder();
        for (std::size_t k = 0; k < order.size(); ++k) {
            const auto it = std::find_if(items.begin(), items.end(), [&](const Item& item) {
                return static_cast<int>(item.index) == order[k];
            });
            if (it == items.end()) {
                continue;
            }
            const Vec2 centre{it->draw.x, it->draw.y};
            const SDL_Rect tag = L.keyTag(centre, f.show.keyTagCorner(static_cast<int>(it->index)));
            const SDL_Point text = TableLayout::keyTagText(tag);
            hudPanel(p, tag, HudTone::Tag);
            if (static_cast<int>(k) == f.input.dieCursor()) {
                // A game controller's die cursor: the focus ring round the die and its tag.
                const int side = static_cast<int>(L.dieSize * 1.15);
                drawFocusRing(p,
                              {static_cast<int>(centre.x) - side / 2,
                               static_cast<int>(centre.y) - side / 2, side, side},
                              side / 5);
                drawFocusRing(p, tag, tag.h / 4);
            }
            p.label(std::to_string((k + 1) % 10), text.x, text.y,
                    {L.keyTagSize, true, it->invalid ? SDL_Color{255, 140, 120, 255} : kGold,
                     Align::Center});
        }
    }
}

} // namespace greed::app

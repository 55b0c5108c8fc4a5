// The beat table: for each core event type, how long it holds the table and what it shows
// (log line, dice, counters, effects, sounds). `instant` beats (skipping) leave out effects.
#include "app/table/table_show.hpp"

#include "app/services.hpp"
#include "app/table/table_log.hpp"
#include "app/table/table_words.hpp"
#include "app/ui/combo_names.hpp"
#include "app/ui/palette.hpp"
#include "i18n/translate.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace greed::app {

namespace {

using i18n::tr;
using i18n::trf;
using i18n::trnf;
using table_words::number;

std::string entryText(const core::Rules& r) {
    switch (r.entryRule) {
    case core::EntryRule::None:
        return "";
    case core::EntryRule::FirstRoll:
        return trf("needs {0} on the first roll to enter", number(r.entryMinimum));
    case core::EntryRule::TurnTotal:
    case core::EntryRule::FirstBank:
        return trf("needs a first bank of {0}", number(r.entryMinimum));
    }
    return "";
}

} // namespace

const TableShow::Beat* TableShow::beatFor(core::EventType type) {
    using T = core::EventType;
    static constexpr Beat kBeats[] = {
        {T::GameStarted, 0.0, &TableShow::quiet},
        {T::TurnStarted, 0.35, &TableShow::turnStarted},
        {T::AdoptOffered, 0.3, &TableShow::quiet},
        {T::Adopted, 0.6, &TableShow::adopted},
        {T::Rolled, 0.05, &TableShow::rolled}, // the throw itself holds the table
        {T::Scored, 1.0, &TableShow::scored},
        {T::HotDice, 1.2, &TableShow::hotDice},
        {T::Bust, 1.4, &TableShow::bust},
        {T::EntryFailed, 1.5, &TableShow::entryFailed},
        {T::Penalty, 1.7, &TableShow::penalty},
        {T::Banked, 0.9, &TableShow::banked},
        {T::Entered, 0.2, &TableShow::entered},
        {T::FinalRoundStarted, 1.5, &TableShow::finalRound},
        {T::TieBreakStarted, 1.5, &TableShow::tieBreak},
        {T::GameOver, 1.8, &TableShow::gameOver},
        {T::PlayerLeft, 0.0, &TableShow::quiet},
        {T::Restarted, 0.0, &TableShow::restarted},
        {T::PlayerJoined, 0.0, &TableShow::playerJoined},
    };
    const auto* it = std::find_if(std::begin(kBeats), std::end(kBeats),
                                  [type](const Beat& b) { return b.type == type; });
    return it == std::end(kBeats) ? nullptr : it;
}

void TableShow::quiet(const core::Event&, bool) {}

int TableShow::diceUnder(const SDL_Rect& r) const {
    int covered = 0;
    for (std::size_t i = 0; i < m_dice.size(); ++i) {
        if (m_dice[i].backInCup || (m_dice[i].toTray && m_dice[i].trayT >= 1.0)) {
            continue;
        }
        const SDL_Rect die = dieRect(static_cast<int>(i));
        covered += SDL_HasIntersection(&r, &die) == SDL_TRUE ? 1 : 0;
    }
    return covered;
}

TableShow::PopupPlace TableShow::popupPlace(const std::string& points, const std::string& combos,
                                            double x, double top, double bottom) const {
    // The popup is two centred lines ("+450" over "Three 4s") drifting up by `rise`: the
    // whole path must miss every die.
    const auto& L = m_layout;
    auto& text = m_s.painter.text();
    const int big = L.type.big;
    const int body = L.type.body;
    const int w = std::max(text.measure(points, big, true).x, text.measure(combos, body, true).x);
    const double ds = L.dieSize;
    const double rise = ds * 0.2;
    const double halfW = w / 2.0;
    const SDL_Rect& area = L.diceArea;
    auto block = [&](double cx, double cy) {
        return SDL_Rect{static_cast<int>(cx - halfW), static_cast<int>(cy - big * 0.6 - rise), w,
                        static_cast<int>(big * 1.2 + body * 1.2 + rise)};
    };
    auto clampX = [&](double cx) {
        return std::clamp(cx, area.x + halfW, std::max(area.x + halfW, area.x + area.w - halfW));
    };
    // Candidates on a grid over the dice area: the nearest place to the scoring dice that
    // covers no die (else the least covered), the whole rising path inside the area.
    const double step = std::max(4.0, ds / 4);
    const double wantY = (top + bottom) / 2;
    PopupPlace best{clampX(x), top, rise};
    double bestCost = 1e18;
    for (double cy = area.y + big * 0.6 + rise; cy + big * 0.6 + body * 1.2 <= area.y + area.h;
         cy += step) {
        for (double cx = area.x + halfW; cx + halfW <= area.x + area.w; cx += step) {
            const double cost = diceUnder(block(cx, cy)) * 1e9 + std::hypot(cx - x, cy - wantY);
            if (cost < bestCost) {
                bestCost = cost;
                best = {cx, cy, rise};
            }
        }
    }
    return best;
}

SDL_Rect TableShow::stampArea(int size) const {
    // The band of the dice area (left of the cup) that covers the fewest dice, middle first.
    const SDL_Rect& area = m_layout.diceArea;
    const int h = std::min(area.h, size * 5 / 4);
    SDL_Rect best{area.x, area.y + (area.h - h) / 2, area.w, h};
    int fewest = 1 << 30;
    for (int k : {2, 1, 3, 0, 4}) {
        const SDL_Rect band{area.x, area.y + (area.h - h) * k / 4, area.w, h};
        const int covered = diceUnder(band);
        if (covered < fewest) {
            fewest = covered;
            best = band;
        }
    }
    return best;
}

void TableShow::turnStarted(const core::Event& e, bool) {
    m_dice.clear();
    m_tray.clear();
    ++m_generation;
    m_turnTotal.set(0);
    // Bubbles of anyone but the new player and the one who just finished are stale.
    m_bubbles.erase(std::remove_if(m_bubbles.begin(), m_bubbles.end(),
                                   [&](const Bubble& b) {
                                       return b.player != e.player && b.player != m_shownPlayer;
                                   }),
                    m_bubbles.end());
    m_previousPlayer = m_shownPlayer;
    m_shownPlayer = e.player;
}

void TableShow::adopted(const core::Event& e, bool instant) {
    m_turnTotal.go(e.points, 0.4);
    if (!instant) {
        const auto& L = m_layout;
        // TRANSLATORS: a popup in capitals when a player takes over the previous player's points.
        m_fx.popup(trf("ADOPTED {0}", table_words::plus(e.points)), L.adoptPopup.x, L.adoptPopup.y,
                   L.type.heading, e.player >= 0 ? playerColor(e.player) : kInk);
    }
}

void TableShow::rolled(const core::Event& e, bool instant) {
    // Said once the dice land: the log must not tell the throw while the cup still shakes.
    m_rollLog = logLine(e, m_game);
    startRoll(e.dice, instant);
}

void TableShow::scored(const core::Event& e, bool instant) {
    const bool toTray = m_game.rules().rerollPolicy == core::RerollPolicy::Remaining;
    markScoring(e, toTray);
    const std::string combos = comboNames(m_game.rules(), e.combos);
    m_turnTotal.go(e.total, 0.6);
    if (instant) {
        return;
    }
    // Points pop beside the scoring dice, where they cover none of the dice on the table.
    const auto& L = m_layout;
    double sx = 0;
    double top = 1e9;
    double bottom = -1e9;
    int n = 0;
    for (std::size_t i = 0; i < m_dice.size(); ++i) {
        if (m_dice[i].scoring) {
            const Vec2 c = restCentre(static_cast<int>(i));
            sx += c.x;
            top = std::min(top, c.y);
            bottom = std::max(bottom, c.y);
            ++n;
        }
    }
    if (n > 0) {
        sx /= n;
        const std::string points = table_words::plus(e.points);
        const PopupPlace at = popupPlace(points, combos, sx, top, bottom);
        m_fx.popup(points, at.x, at.y, L.type.big, kGold, 0.9, at.rise);
        m_fx.popup(combos, at.x, at.y + L.type.big, L.type.body, kInk, 0.9, at.rise, 0.08);
    }
    m_s.sound("score");
}

void TableShow::hotDice(const core::Event&, bool instant) {
    // Every die goes back to the cup: the tray empties, as the "Roll n dice" prompt says.
    m_tray.clear();
    for (auto& d : m_dice) {
        d.backInCup = d.toTray;
    }
    if (instant) {
        return;
    }
    const auto& L = m_layout;
    const double ds = L.dieSize;
    for (std::size_t i = 0; i < m_dice.size(); ++i) {
        const Vec2 c = restCentre(static_cast<int>(i));
        m_fx.burst("spark", c.x, c.y, 10, ds * 0.35, ds * 3.5, kGold, 0.9, ds * 2.0, m_s.fxRng);
    }
    m_fx.burst("star", L.feltCentre.x, L.feltCentre.y, 14, ds * 0.4, ds * 5.0, kGold, 1.0, ds * 2.0,
               m_s.fxRng);
    // TRANSLATORS: the banner in capitals when every die scored (German: ALLE WIEDER REIN!).
    m_fx.banner(tr("HOT DICE"), L.felt, L.type.huge, kGold, 1.1);
    m_s.sound("hotdice");
}

void TableShow::bust(const core::Event&, bool instant) {
    bustDice(false);
    m_turnTotal.go(0, 0.5);
    if (!instant) {
        const auto& L = m_layout;
        m_fx.wash(L.felt, {220, 40, 30, 150}, 0.6);
        m_fx.shake(L.dieSize * 0.12, 0.35);
        // TRANSLATORS: the stamp in capitals on a throw that scores nothing (Spanish: ¡NADA!).
        m_fx.stamp(tr("BUST"), stampArea(L.type.huge * 2), L.type.huge * 2, kBad, 1.3);
        m_s.sound("bust");
    }
}

void TableShow::entryFailed(const core::Event&, bool instant) {
    bustDice(true);
    m_turnTotal.go(0, 0.5);
    if (!instant) {
        const auto& L = m_layout;
        m_fx.shake(L.dieSize * 0.08, 0.3);
        // TRANSLATORS: the stamp in capitals when a player's first roll is too low to enter.
        m_fx.stamp(tr("NOT IN YET"), stampArea(L.type.huge), L.type.huge, kBad, 1.4);
        m_fx.popup(entryText(m_game.rules()), L.entryNote.x, L.entryNote.y, L.type.heading, kInk,
                   1.4, 20);
        m_s.sound("bust");
    }
}

void TableShow::penalty(const core::Event& e, bool instant) {
    // The cause comes first: "Three Jacks −1000", not a bare number.
    std::string cause = comboNames(m_game.rules(), e.combos);
    const std::string amount = "\u2212" + number(std::abs(e.points));
    bustDice(true);
    m_turnTotal.go(0, 0.5);
    if (e.player >= 0 && static_cast<std::size_t>(e.player) < m_scores.size()) {
        m_scores[static_cast<std::size_t>(e.player)].go(e.total, 0.8);
    }
    if (!instant) {
        const auto& L = m_layout;
        m_fx.wash(L.felt, {220, 30, 24, 190}, 1.6);
        // It falls into the band that covers the fewest dice (it ends at its area's middle).
        const SDL_Rect band = stampArea(L.type.huge * 2);
        const SDL_Rect fall{band.x, L.diceArea.y, band.w, 2 * (band.y + band.h / 2 - L.diceArea.y)};
        m_fx.falling((cause.empty() ? "" : cause + " ") + amount, fall, L.type.huge * 2,
                     {255, 96, 84, 255}, 1.6);
        m_fx.shake(L.dieSize * 0.1, 0.5);
        m_s.sound("penalty");
    }
}

void TableShow::banked(const core::Event& e, bool instant) {
    if (e.player < 0 || static_cast<std::size_t>(e.player) >= m_scores.size()) {
        return;
    }
    m_scores[static_cast<std::size_t>(e.player)].go(e.total, 0.7);
    if (!instant) {
        const BoardRow& row = m_layout.row(e.player);
        m_boardFx.popup(table_words::plus(e.points), row.bankPopup.x, row.bankPopup.y,
                        m_layout.type.heading, kGold, 1.0, row.bankRise);
        m_s.sound("bank");
    }
}

void TableShow::entered(const core::Event& e, bool) {
    if (e.player >= 0 && static_cast<std::size_t>(e.player) < m_shownEntered.size()) {
        m_shownEntered[static_cast<std::size_t>(e.player)] = true;
    }
}

void TableShow::finalRound(const core::Event&, bool instant) {
    m_finalShown = true;
    if (!instant) {
        m_fx.banner(tr("FINAL ROUND"), m_layout.felt, m_layout.type.huge, kGold, 1.5);
    }
}

void TableShow::tieBreak(const core::Event&, bool instant) {
    m_tieShown = true;
    if (!instant) {
        // TRANSLATORS: the banner in capitals when the leaders play extra rounds after a tie.
        m_fx.banner(tr("TIE-BREAK"), m_layout.felt, m_layout.type.huge, kGold, 1.5);
    }
}

void TableShow::gameOver(const core::Event& e, bool instant) {
    std::string names;
    for (int p : e.players) {
        names += (names.empty() ? "" : " & ") + name(p);
    }
    const auto winners = static_cast<unsigned long>(e.players.size());
    if (!instant) {
        // TRANSLATORS: the banner in capitals at the end of the game.
        m_fx.banner(trnf("WINNER: {0}", "WINNERS: {0}", winners, names), m_layout.felt,
                    m_layout.type.huge, e.players.empty() ? kGold : playerColor(e.players.front()),
                    1.8);
        m_s.sound("win");
    }
}

void TableShow::restarted(const core::Event&, bool) {
    m_dice.clear();
    m_tray.clear();
    ++m_generation;
}

void TableShow::playerJoined(const core::Event&, bool) {
    const std::size_t seats = m_game.players().size();
    if (m_scores.size() < seats) { // a counter for the new seat, at 0 points
        m_scores.resize(seats);
        m_shownEntered.resize(seats);
    }
}

} // namespace greed::app

// The beat table: for each core event type, how long it holds the table and what it shows
// (log line, dice, counters, effects, sounds). `instant` beats (skipping) leave out effects.
#include "app/table/table_show.hpp"

#include "app/services.hpp"
#include "app/ui/palette.hpp"

#include <algorithm>

namespace greed::app {

namespace {

std::string diceText(int n) {
    return std::to_string(n) + (n == 1 ? " die" : " dice");
}

std::string entryText(const core::Rules& r) {
    switch (r.entryRule) {
    case core::EntryRule::None:
        return "";
    case core::EntryRule::FirstRoll:
        return "needs " + std::to_string(r.entryMinimum) + " on the first roll to enter";
    case core::EntryRule::TurnTotal:
    case core::EntryRule::FirstBank:
        return "needs a first bank of " + std::to_string(r.entryMinimum);
    }
    return "";
}

} // namespace

const TableShow::Beat* TableShow::beatFor(core::EventType type) {
    using T = core::EventType;
    static constexpr Beat kBeats[] = {
        {T::GameStarted, 0.0, &TableShow::quiet},
        {T::TurnStarted, 0.35, &TableShow::turnStarted},
        {T::AdoptOffered, 0.3, &TableShow::adoptOffered},
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
        {T::PlayerLeft, 0.0, &TableShow::playerLeft},
        {T::Restarted, 0.0, &TableShow::restarted},
        {T::PlayerJoined, 0.0, &TableShow::playerJoined},
    };
    const auto* it = std::find_if(std::begin(kBeats), std::end(kBeats),
                                  [type](const Beat& b) { return b.type == type; });
    return it == std::end(kBeats) ? nullptr : it;
}

void TableShow::quiet(const core::Event&, bool) {}

void TableShow::turnStarted(const core::Event& e, bool) {
    m_shownPlayer = e.player;
    m_dice.clear();
    m_tray.clear();
    ++m_generation;
    m_turnTotal.set(0);
    addLog(name(e.player) + "'s turn");
}

void TableShow::adoptOffered(const core::Event& e, bool) {
    addLog(name(e.player) + " may adopt " + std::to_string(e.points) + " with " +
           diceText(e.total));
}

void TableShow::adopted(const core::Event& e, bool instant) {
    m_turnTotal.go(e.points, 0.4);
    addLog(name(e.player) + " adopts " + std::to_string(e.points));
    if (!instant) {
        const auto& L = m_layout;
        m_fx.popup("ADOPTED +" + std::to_string(e.points), L.adoptPopup.x, L.adoptPopup.y,
                   L.type.heading, e.player >= 0 ? playerColor(e.player) : kInk);
    }
}

void TableShow::rolled(const core::Event& e, bool instant) {
    addLog(name(e.player) + " rolls " + faces(e.dice));
    startRoll(e.dice, instant);
}

void TableShow::scored(const core::Event& e, bool instant) {
    const bool toTray = m_game.rules().rerollPolicy == core::RerollPolicy::Remaining;
    markScoring(e, toTray);
    std::string combos;
    for (const auto& c : e.combos) {
        combos += (combos.empty() ? "" : " + ") + c.name;
    }
    addLog(name(e.player) + ": " + (combos.empty() ? "scores" : combos) + " +" +
           std::to_string(e.points));
    m_turnTotal.go(e.total, 0.6);
    if (instant) {
        return;
    }
    // Points pop beside the scoring dice.
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
        const ScorePopup at = L.scorePopup(top, bottom);
        m_fx.popup("+" + std::to_string(e.points), sx, at.y, L.type.big, kGold, 0.9, at.rise);
        m_fx.popup(combos, sx, at.y + L.type.big, L.type.body, kInk, 0.9, at.rise, 0.08);
    }
    m_s.sound("score");
}

void TableShow::hotDice(const core::Event& e, bool instant) {
    addLog(name(e.player) + ": hot dice! All dice again");
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
    m_fx.banner("HOT DICE", L.felt, L.type.huge, kGold, 1.3);
    m_s.sound("hotdice");
}

void TableShow::bust(const core::Event& e, bool instant) {
    addLog(name(e.player) + " busts" +
           (e.points > 0 ? " and loses " + std::to_string(e.points) : ""));
    bustDice(false);
    m_turnTotal.go(0, 0.5);
    if (!instant) {
        const auto& L = m_layout;
        m_fx.wash(L.felt, {150, 30, 20, 90}, 0.6);
        m_fx.shake(L.dieSize * 0.12, 0.35);
        m_fx.stamp("BUST", L.felt, L.type.huge * 2, kBad, 1.3);
        m_s.sound("bust");
    }
}

void TableShow::entryFailed(const core::Event& e, bool instant) {
    addLog(name(e.player) + " is not in yet (" + std::to_string(e.points) + " on the first roll)");
    bustDice(true);
    m_turnTotal.go(0, 0.5);
    if (!instant) {
        const auto& L = m_layout;
        m_fx.shake(L.dieSize * 0.08, 0.3);
        m_fx.stamp("NOT IN YET", L.felt, L.type.huge, kBad, 1.4);
        m_fx.popup(entryText(m_game.rules()), L.entryNote.x, L.entryNote.y, L.type.heading, kInk,
                   1.4, 20);
        m_s.sound("bust");
    }
}

void TableShow::penalty(const core::Event& e, bool instant) {
    addLog(name(e.player) + " throws a penalty: " + std::to_string(e.points));
    bustDice(true);
    m_turnTotal.go(0, 0.5);
    if (e.player >= 0 && static_cast<std::size_t>(e.player) < m_scores.size()) {
        m_scores[static_cast<std::size_t>(e.player)].go(e.total, 0.8);
    }
    if (!instant) {
        const auto& L = m_layout;
        m_fx.wash(L.felt, {90, 0, 0, 170}, 1.6);
        m_fx.falling(std::to_string(e.points), L.felt, L.type.huge * 2, {255, 90, 80, 255}, 1.6);
        m_fx.shake(L.dieSize * 0.1, 0.5);
        m_s.sound("penalty");
    }
}

void TableShow::banked(const core::Event& e, bool instant) {
    addLog(name(e.player) + " banks " + std::to_string(e.points) + " (" + std::to_string(e.total) +
           ")");
    if (e.player < 0 || static_cast<std::size_t>(e.player) >= m_scores.size()) {
        return;
    }
    m_scores[static_cast<std::size_t>(e.player)].go(e.total, 0.7);
    if (!instant) {
        const BoardRow& row = m_layout.row(e.player);
        m_fx.popup("+" + std::to_string(e.points), row.bankPopup.x, row.bankPopup.y,
                   m_layout.type.heading, kGold, 1.0, row.bankRise);
        m_s.sound("bank");
    }
}

void TableShow::entered(const core::Event& e, bool) {
    addLog(name(e.player) + " is in the game");
    if (e.player >= 0 && static_cast<std::size_t>(e.player) < m_shownEntered.size()) {
        m_shownEntered[static_cast<std::size_t>(e.player)] = true;
    }
}

void TableShow::finalRound(const core::Event& e, bool instant) {
    addLog("Final round: " + name(e.player) + " reached " + std::to_string(m_game.rules().target));
    m_finalShown = true;
    if (!instant) {
        m_fx.banner("FINAL ROUND", m_layout.felt, m_layout.type.huge, kGold, 1.5);
    }
}

void TableShow::tieBreak(const core::Event&, bool instant) {
    addLog("Tie! Extra rounds for the leaders");
    m_tieShown = true;
    if (!instant) {
        m_fx.banner("TIE-BREAK", m_layout.felt, m_layout.type.huge, kGold, 1.5);
    }
}

void TableShow::gameOver(const core::Event& e, bool instant) {
    std::string names;
    for (int p : e.players) {
        names += (names.empty() ? "" : " & ") + name(p);
    }
    addLog(names + (e.players.size() > 1 ? " win" : " wins"));
    if (!instant) {
        m_fx.banner(names + (e.players.size() > 1 ? " WIN!" : " WINS!"), m_layout.felt,
                    m_layout.type.huge, e.players.empty() ? kGold : playerColor(e.players.front()),
                    1.8);
        m_s.sound("win");
    }
}

void TableShow::playerLeft(const core::Event& e, bool) {
    addLog(name(e.player) + " left the game");
}

void TableShow::restarted(const core::Event&, bool) {
    m_dice.clear();
    m_tray.clear();
    ++m_generation;
    addLog("Game restarted");
}

void TableShow::playerJoined(const core::Event& e, bool) {
    const std::size_t seats = m_game.players().size();
    if (m_scores.size() < seats) { // a counter for the new seat, at 0 points
        m_scores.resize(seats);
        m_shownEntered.resize(seats);
    }
    addLog(name(e.player) + " joins the game");
}

} // namespace greed::app

// StatsScene: the statistics screen: one player's figures and win-rate trend, head-to-head
// against each personality, rule sets, the dice fairness check, and past games (newest first)
// that open their score graph or replay.
#include "app/scenes/scenes.hpp"
#include "app/services.hpp"
#include "app/ui/button_row.hpp"
#include "app/ui/details_toggle.hpp"
#include "app/ui/ellipsis.hpp"
#include "app/ui/menu_look.hpp"
#include "app/ui/palette.hpp"
#include "app/ui/personality_words.hpp"
#include "app/ui/text_wrap.hpp"
#include "app/ui/trend_plot.hpp"
#include "app/ui/type_scale.hpp"
#include "app/ui/versus_words.hpp"
#include "i18n/numbers.hpp"
#include "i18n/translate.hpp"
#include "stats/stats_view.hpp"

#include <algorithm>
#include <cmath>
#include <iostream>

namespace greed::app {

namespace {

using i18n::tr;
using i18n::trf;
using i18n::trnf;

std::string percent(double fraction) {
    return i18n::formatPercent(fraction, 1);
}

// "p = 0.595", "p < 0.001" (a p-value: the chance of counts this uneven from fair dice).
std::string pValueText(double p) {
    return p < 0.001 ? trf("p < {0}", i18n::formatDecimal(0.001, 3))
                     : trf("p = {0}", i18n::formatDecimal(p, 3));
}

// A round step for an axis about `rough` apart: 1, 2 or 5 times a power of ten.
int roundStep(double rough) {
    double power = 1;
    while (power * 10 <= rough) {
        power *= 10;
    }
    for (const double k : {1.0, 2.0, 5.0, 10.0}) {
        if (k * power >= rough) {
            return static_cast<int>(k * power);
        }
    }
    return static_cast<int>(10 * power);
}

// The busiest row of the bust table: the most throws (the most telling comparison).
const stats::BustLine* busiest(const stats::FairnessReport& f) {
    const stats::BustLine* best = nullptr;
    for (const auto& b : f.busts) {
        if (b.exact && (best == nullptr || b.throws > best->throws)) {
            best = &b;
        }
    }
    return best;
}

class StatsScene : public Scene {
public:
    explicit StatsScene(Services& s) : Scene(s) { load(-1); } // who played last
    SceneId id() const override { return SceneId::Stats; }

    void load(int player) {
        m_view = stats::StatsView{};
        m_problem.clear();
        const stats::Database* db = m_s.stats ? m_s.stats->reader() : nullptr;
        if (db == nullptr) {
            m_problem = m_s.stats
                            ? m_s.stats->problem()
                            : std::string(tr("Statistics are kept only while games are saved"));
            return;
        }
        try {
            m_view = stats::loadStatsView(*db, player, kListedGames);
        } catch (const std::exception& e) {
            // TRANSLATORS: {0} the database's own description of the error (in English).
            m_problem = trf("The statistics could not be read: {0}", e.what());
        }
        m_pick =
            std::clamp(m_pick, 0, std::max(0, static_cast<int>(m_view.recentGames.size()) - 1));
    }

    void layout(int w, int h) override {
        const auto T = m_s.type();
        const MenuType M = MenuType::forHeight(h);
        m_rim = std::max(10, h / 45); // the backdrop's wooden rim
        m_m = std::max(8, h / 60);
        const int m = m_m;
        const int bh = std::max(34, h * 6 / 100);
        m_titleY = m_rim + M.title * 6 / 10;
        const int top = m_rim + M.title + m / 2;
        const int bottom = h - m_rim - m - bh - m;
        const int x0 = m_rim + m;
        const int innerW = w - 2 * x0;
        const int leftW = innerW * 35 / 100;
        const int rowH = T.body + T.small / 4;
        // The name over the personality: taller than a button when the text is large.
        const int playerH = std::max(bh, (T.body + T.small * 9 / 10) * 6 / 5 + 4);
        m_player = {x0, top, leftW, playerH};
        int figureLines = 0;
        for (const auto& f : figureRows()) {
            figureLines += rowLines(f.label, f.value, leftW);
        }
        m_figures = {x0, top + playerH + m / 2, leftW,
                     headHeight() + std::max(8, figureLines) * rowH + T.small / 2};
        const int rx = x0 + leftW + m;
        const int rw = x0 + innerW - rx;
        // The panels share the height down to the buttons: the lower ones as tall as their
        // lists need (between a third and a half of it), the chart and the fairness bars above
        // them take the rest (a few games left the bottom third of the screen empty felt).
        // A short list of games also holds the picked game's scores under it (where a long
        // one leaves them no room, they do not take the chart's).
        std::size_t seats = 0;
        for (const auto& g : m_view.recentGames) {
            seats = std::max(seats, g.seats.size());
        }
        const int scoresH = seats == 0 ? 0 : (static_cast<int>(seats) + 1) * scoreLineH(T);
        const int lowerMost = (bottom - top) * 52 / 100;
        int gamesNeed = lowerNeeded(gameRowH(T), rowCount(m_view.recentGames));
        if (gamesNeed + scoresH <= lowerMost) {
            gamesNeed += scoresH;
        }
        const int lowerNeed =
            std::max(gamesNeed, lowerNeeded(ruleRowH(T), rowCount(m_view.ruleSets)));
        const int lowerH = std::clamp(lowerNeed, (bottom - top) * 30 / 100, lowerMost);
        const int upperH = bottom - top - m / 2 - lowerH;
        // The win-rate chart sits in a wooden frame like the results' score graph.
        m_frameRim = std::max(6, h / 90);
        // The fairness panel needs room for its bars and a few words; the chart takes the rest.
        // The fairness check is a detail (a test of the dice, not of the player): shown with
        // the details, else the chart has the whole width.
        const bool dice = m_s.settings.details;
        const int trendW = dice ? std::min(rw * 56 / 100, rw - m - T.small * 17) : rw;
        m_trend = {rx + m_frameRim, top + m_frameRim, trendW - 2 * m_frameRim,
                   upperH - 2 * m_frameRim};
        m_dice = dice ? SDL_Rect{rx + trendW + m, top, rw - trendW - m, upperH} : SDL_Rect{};
        const int lowerY = top + upperH + m / 2;
        const int gamesW = rw * 64 / 100;
        const int contentEnd = bottom;
        // Head-to-head right under the figures, down to the buttons: it lists every opponent
        // (level with the lower panels it lost two of three opponents at 150 % text).
        const int versusY = m_figures.y + m_figures.h + m / 2;
        m_versus = {x0, versusY, leftW, contentEnd - versusY};
        m_games = {rx, lowerY, gamesW, contentEnd - lowerY};
        m_rules = {rx + gamesW + m / 2, lowerY, rw - gamesW - m / 2, contentEnd - lowerY};

        const std::string focus = m_menu.focused();
        m_menu.clear();
        const int side = m_player.h;
        // Nobody to step through without games: no arrows around an empty bar.
        if (!m_view.players.empty()) {
            m_menu.add({"player_prev", "\u25C0", "", {m_player.x, m_player.y, side, side}});
            m_menu.add({"player_next",
                        "\u25B6",
                        "",
                        {m_player.x + m_player.w - side, m_player.y, side, side}});
        }
        std::vector<Button> bar{{"open", tr("Score graph"), i18n::trp("key", "Enter")},
                                {"replay", tr("Watch replay"), "W"},
                                {"back", tr("Back"), i18n::trp("key", "Esc")}};
        const GameLine* game = picked();
        const bool hasFile = game != nullptr && !game->matchFile.empty();
        bar[0].enabled = hasFile;
        bar[1].enabled = hasFile;
        placeButtonRow(bar, {x0, h - m_rim - m - bh, innerW, bh}, m, m_s.painter.text(), T.body);
        for (const auto& b : bar) {
            m_menu.add(b);
        }
        const int detailsH = T.small * 2;
        m_menu.add(detailsButton(m_s.settings.details, m_s.painter.text(), T.small, x0 + innerW,
                                 m_titleY - detailsH / 2, detailsH));
        m_menu.focus(focus.empty() ? "back" : focus);
        m_rowH = gameRowH(T);
        m_listTop = m_games.y + headHeight();
        m_visibleRows = std::max(1, (m_games.y + m_games.h - m_listTop - T.small / 2) / m_rowH);
        // Keep the picked game in view.
        m_scroll = std::clamp(m_scroll, std::max(0, m_pick - m_visibleRows + 1), m_pick);
    }

    std::vector<Button> buttons() const override { return m_menu.buttons(); }

    bool handle(const InputEvent& e) override {
        switch (e.command) {
        case Command::Back:
            m_s.scenes.pop();
            return true;
        case Command::Left:
            switchPlayer(-1);
            return true;
        case Command::Right:
            switchPlayer(+1);
            return true;
        case Command::Up:
            movePick(-1);
            return true;
        case Command::Down:
            movePick(+1);
            return true;
        case Command::Wheel:
            movePick(-e.index);
            return true;
        case Command::Confirm:
        case Command::Graph:
            activate("open");
            return true;
        case Command::Key:
            if (e.key == SDLK_w) {
                activate("replay");
            } else if (isDetailsKey(e)) {
                activate("details");
            }
            return true;
        case Command::Click:
            for (int r = 0; r < m_visibleRows; ++r) {
                if (contains(rowRect(r), e.x, e.y) &&
                    m_scroll + r < static_cast<int>(m_view.recentGames.size())) {
                    if (m_pick == m_scroll + r) {
                        activate("open"); // a second click on the picked game opens it
                    }
                    m_pick = m_scroll + r;
                    return true;
                }
            }
            break;
        default:
            break;
        }
        const MenuHit hit = m_menu.handle(e, true);
        if (hit.hit()) {
            activate(hit.id);
        }
        return true;
    }

    void render() const override {
        const Painter& p = m_s.painter;
        const int w = m_s.width();
        const int h = m_s.height();
        const auto T = m_s.type();
        const MenuType M = MenuType::forHeight(h);
        drawTableBackdrop(p, w, h, 200);
        const int x0 = m_rim + m_m;
        // The count on the left of the title, the details switch on its right.
        const std::string count =
            trnf("{0} game recorded", "{0} games recorded",
                 static_cast<unsigned long>(m_view.games), i18n::formatNumber(m_view.games));
        const int side = w / 4 - x0;
        p.label(count, x0, m_titleY,
                {p.text().fitSize(count, T.small, false, side), false, kInkDim, Align::Left,
                 VAlign::Middle});
        drawScreenTitle(p, tr("Statistics"), w / 2, m_titleY, M, w / 2);
        if (!m_problem.empty() || m_view.players.empty()) {
            const std::string text =
                !m_problem.empty()
                    ? m_problem
                    : std::string(tr("No games recorded yet: play one and come back"));
            p.label(text, w / 2, h / 2,
                    {p.text().fitSize(text, T.heading, false, w * 9 / 10), false, kInk,
                     Align::Center, VAlign::Middle});
            m_menu.render(p, T.body);
            return;
        }
        drawPlayerBar();
        drawFigures();
        drawVersus();
        drawRuleSets();
        drawTrend();
        if (m_dice.w > 0) {
            drawDice();
        }
        drawGames();
        m_menu.render(p, T.body);
        if (!m_message.empty()) {
            const SDL_Rect r{m_games.x, m_games.y + m_games.h - T.small * 2, m_games.w,
                             T.small * 2};
            p.fill(r, {20, 10, 8, 230});
            p.label(m_message, r.x + r.w / 2, r.y + r.h / 2,
                    {p.text().fitSize(m_message, T.small, true, r.w - T.small), true,
                     SDL_Color{255, 150, 130, 255}, Align::Center, VAlign::Middle});
        }
    }

private:
    using GameLine = stats::GameLine;
    static constexpr int kListedGames = 200;
    // Finished games before the win rate is drawn as a line.
    static constexpr int kTrendFrom = 3;

    const GameLine* picked() const {
        if (m_pick < 0 || m_pick >= static_cast<int>(m_view.recentGames.size())) {
            return nullptr;
        }
        return &m_view.recentGames[static_cast<std::size_t>(m_pick)];
    }

    void switchPlayer(int step) {
        const int n = static_cast<int>(m_view.players.size());
        if (n < 2) {
            return;
        }
        load(((m_view.selected + step) % n + n) % n);
    }

    void movePick(int step) {
        const int n = static_cast<int>(m_view.recentGames.size());
        if (n > 0) {
            m_pick = std::clamp(m_pick + step, 0, n - 1);
            m_message.clear();
        }
    }

    // The picked game's match file read back, or none (and a message saying why).
    std::shared_ptr<const session::MatchRecord> pickedRecord() {
        const GameLine* game = picked();
        if (game == nullptr || game->matchFile.empty()) {
            m_message = tr("This game was not saved: there is no graph or replay of it");
            return nullptr;
        }
        try {
            return std::make_shared<const session::MatchRecord>(
                session::loadMatch(game->matchFile).record);
        } catch (const std::exception& e) {
            // TRANSLATORS: {0} the system's own description of the error (in English).
            m_message = trf("The game's file cannot be read: {0}", e.what());
            return nullptr;
        }
    }

    void activate(const std::string& id) {
        if (id == "back") {
            m_s.scenes.pop();
        } else if (id == "details") {
            m_s.settings.details = !m_s.settings.details;
            layout(m_s.width(), m_s.height()); // the button's words change
        } else if (id == "player_prev" || id == "player_next") {
            switchPlayer(id == "player_prev" ? -1 : +1);
        } else if (id == "open") {
            if (const auto record = pickedRecord()) {
                const auto match = session::MatchSession::fromRecord(*record);
                // Shown as an overlay: Back returns here.
                m_s.scenes.push(
                    makeResultsScene(m_s, match->game(), ResultsView::PastGame, record));
            }
        } else if (id == "replay") {
            if (const auto record = pickedRecord()) {
                m_s.scenes.push(makeReplayScene(m_s, record));
            }
        }
    }

    // The height of a panel's heading band.
    // A past game's row: two lines, what and who; when and how long.
    static int gameRowH(const TypeScale& T) { return T.body + T.small + T.small / 2; }
    // A line of the picked game's scores.
    static int scoreLineH(const TypeScale& T) { return T.small + T.small / 2; }
    // A rule set's row: its name; the player's record under it.
    static int ruleRowH(const TypeScale& T) { return T.body + T.small + T.small / 3; }
    template <typename List> static int rowCount(const List& list) {
        return std::max(1, static_cast<int>(list.size())); // an empty list says so on one row
    }
    // A panel's height for `rows` rows under its heading.
    int lowerNeeded(int rowH, int rows) const {
        return headHeight() + rows * rowH + m_s.type().small / 2 + m_m;
    }

    int headHeight() const {
        const auto T = m_s.type();
        return T.heading * 8 / 10 + T.small;
    }

    // A leather panel with its heading in the display face, as the results' standings.
    void panel(const SDL_Rect& r, const std::string& title) const {
        const Painter& p = m_s.painter;
        const auto T = m_s.type();
        drawLeather(p, r);
        const int size =
            p.text().fitSize(title, T.heading * 8 / 10, platform::Face::Display, r.w - 2 * T.small);
        p.label(title, r.x + T.small, r.y + T.small / 2,
                {size, false, kGold, Align::Left, VAlign::Top, true});
    }

    void drawPlayerBar() const {
        const Painter& p = m_s.painter;
        const auto T = m_s.type();
        const auto& key = m_view.players[static_cast<std::size_t>(m_view.selected)];
        drawLeather(p, m_player);
        // The name as recorded; a computer's personality, in the player's language, goes on
        // the line under it (not "Ann (steady)": an id in English).
        const std::string& name = key.name;
        const int cx = m_player.x + m_player.w / 2;
        const int inner = m_player.w - 2 * m_player.h - T.small;
        p.label(name, cx, m_player.y + m_player.h / 2 + 1,
                {p.text().fitSize(name, T.body, true, inner), true, key.human ? kGold : kInk,
                 Align::Center, VAlign::Bottom});
        const std::string persona = personalityName(key.personality);
        const int place = m_view.selected + 1;
        const int count = static_cast<int>(m_view.players.size());
        const std::string plain = playerListLine(key.human, "", place, count);
        std::string hint = playerListLine(key.human, persona != name ? persona : "", place, count);
        const int full = T.small * 9 / 10;
        int size = p.text().fitSize(hint, full, false, inner);
        if (size < full || p.text().measure(hint, size, false).x > inner) {
            // A narrow bar (or large text): the personality gives way to the place in the
            // list rather than the line shrinking.
            hint = plain;
            size = p.text().fitSize(hint, full, false, inner);
        }
        p.label(hint, cx, m_player.y + m_player.h / 2 + 1,
                {size, false, kInkDim, Align::Center, VAlign::Top});
    }

    // The lines a row of a panel `width` wide takes: one when its label and value fit side by
    // side at full size, else two (the value under its label), so large text is never shrunk
    // back to the normal size to share a line.
    int rowLines(const std::string& label, const std::string& value, int width) const {
        const auto T = m_s.type();
        auto& text = m_s.painter.text();
        const int need = text.measure(label, T.body, false).x +
                         (value.empty() ? 0 : T.small + text.measure(value, T.body, true).x);
        return need <= width - 2 * T.small ? 1 : 2;
    }

    // A row of a panel from its line `index`; returns the lines it took (see rowLines).
    int row(const SDL_Rect& r, int index, int rowH, const std::string& label,
            const std::string& value, SDL_Color colour = kInk) const {
        return rowAt(r, index * rowH, rowH, label, value, colour);
    }

    // The same `offset` pixels under the panel's heading.
    int rowAt(const SDL_Rect& r, int offset, int rowH, const std::string& label,
              const std::string& value, SDL_Color colour = kInk) const {
        const auto T = m_s.type();
        const int y = r.y + headHeight() + offset;
        auto& text = m_s.painter.text();
        const int room = r.w - 2 * T.small;
        const int lines = value.empty() ? 1 : rowLines(label, value, r.w);
        m_s.painter.label(label, r.x + T.small, y,
                          {text.fitSize(label, T.body, false, room), false, kInkDim});
        if (!value.empty()) {
            m_s.painter.label(
                value, r.x + r.w - T.small, y + (lines - 1) * rowH,
                {text.fitSize(value, T.body, true, room), true, colour, Align::Right});
        }
        return lines;
    }

    struct FigureRow {
        std::string label;
        std::string value;
        SDL_Color colour = kInk;
    };

    // The player's figures (none without a summary).
    std::vector<FigureRow> figureRows() const {
        if (!m_view.summary) {
            return {};
        }
        const auto& s = *m_view.summary;
        using i18n::formatNumber;
        return {{tr("Games (finished)"), formatNumber(s.games)},
                {tr("Wins"), formatNumber(s.wins)},
                // The trend is the chart's to tell (under it): the row stays one line at large
                // text.
                {tr("Win rate"), percent(s.winRate), kGold},
                {tr("Best turn"), formatNumber(s.bestTurn)},
                {tr("Points per turn"), i18n::formatDecimal(s.pointsPerTurn, 1)},
                {tr("Bust rate"), percent(s.bustRate)},
                {tr("Longest winning streak"), formatNumber(s.longestWinStreak)},
                {tr("Abandoned games"), formatNumber(s.abandoned)}};
    }

    void drawFigures() const {
        panel(m_figures, tr("FIGURES"));
        const auto T = m_s.type();
        const int rowH = T.body + T.small / 4;
        int line = 0;
        for (const auto& f : figureRows()) {
            line += row(m_figures, line, rowH, f.label, f.value, f.colour);
        }
    }

    // Games as a bar: won in gold, lost in red, the rest (someone else won) dim; a thin
    // track, so it reads as a proportion beside the words that give the numbers.
    void shareBar(const SDL_Rect& r, int won, int lost, int games) const {
        const Painter& p = m_s.painter;
        p.fill(r, withAlpha(kInkDim, 60));
        if (games <= 0) {
            return;
        }
        const int wonW = r.w * won / games;
        const int lostW = r.w * lost / games;
        p.fill({r.x, r.y, wonW, r.h}, kGold);
        p.fill({r.x + r.w - lostW, r.y, lostW, r.h}, withAlpha(kBad, 200));
    }

    // The bar beside a row's second line, on the right from `textEnd`; none where it would be
    // a stub.
    void shareBarBeside(const SDL_Rect& panel, int textEnd, int y, int won, int lost,
                        int games) const {
        const auto T = m_s.type();
        const int x = std::max(textEnd + T.small, panel.x + panel.w / 2);
        const int w = panel.x + panel.w - T.small - x;
        if (w >= T.small * 3) {
            shareBar({x, y + T.small / 2 - T.small / 5, w, std::max(3, T.small * 2 / 5)}, won, lost,
                     games);
        }
    }

    void drawVersus() const {
        panel(m_versus, tr("HEAD-TO-HEAD"));
        const auto T = m_s.type();
        const int rowH = T.body + T.small / 4;
        const int room = m_versus.h - headHeight() - T.small / 2;
        if (m_view.headToHead.empty()) {
            row(m_versus, 0, rowH, tr("No games against computer players yet"), "");
            return;
        }
        // Each opponent by the name the game showed ("vs Tim") with the personality beside it
        // and the won/lost bar; under it the record in words ("Won 1 of 3 games · Tim
        // won 1 · 1 won by someone else"). Where that does not fit for every opponent, one
        // line each: the name and "won 1 of 3".
        auto& text = m_s.painter.text();
        const platform::TextStyle wordsStyle{T.small, false, kInk};
        const int lineH = T.small + T.small / 4;
        const int indent = T.small * 2;
        std::vector<std::vector<std::string>> words;
        int need = 0;
        for (const auto& h : m_view.headToHead) {
            words.push_back(wrapText(text, versusRecord(h, versusName(h)), wordsStyle,
                                     m_versus.w - T.small - indent));
            need += rowH + static_cast<int>(words.back().size()) * lineH;
        }
        const bool full = need <= room;
        const int count = static_cast<int>(m_view.headToHead.size());
        const int slack = full ? std::min(rowH / 2, (room - need) / (count + 1)) : 0;
        int y = slack / 2;
        for (std::size_t i = 0; i < m_view.headToHead.size(); ++i) {
            const auto& h = m_view.headToHead[i];
            const int lines = full ? static_cast<int>(words[i].size()) : 0;
            if (y + rowH + lines * lineH > room) {
                break; // what fits
            }
            const std::string who = versusWho(h);
            if (!full) {
                rowAt(m_versus, y, rowH, who, versusShort(h), h.wins > 0 ? kGold : kInk);
                y += rowH;
                continue;
            }
            const int top = m_versus.y + headHeight() + y;
            const Painter& p = m_s.painter;
            const int x = m_versus.x + T.small;
            const SDL_Rect name = p.label(who, x, top, {T.body, false, kInk});
            int textEnd = name.x + name.w;
            const std::string persona = versusPersona(h);
            const int personaRoom = m_versus.x + m_versus.w / 2 - textEnd - T.small / 2;
            if (!persona.empty() && personaRoom > T.small * 3) {
                const platform::TextStyle style{T.small, false, kInkDim, Align::Left,
                                                VAlign::Middle};
                const SDL_Rect drawn = p.label(ellipsize(text, persona, style, personaRoom),
                                               textEnd + T.small / 2, top + T.body / 2 + 1, style);
                textEnd = drawn.x + drawn.w;
            }
            shareBarBeside(m_versus, textEnd, top + (T.body - T.small) / 2, h.wins, h.theirWins,
                           h.games);
            y += rowH;
            const SDL_Color ink = h.wins > 0 && h.wins >= h.theirWins ? kGold : kInk;
            for (const auto& line : words[i]) {
                p.label(line, x + indent - T.small, m_versus.y + headHeight() + y,
                        {T.small, false, ink});
                y += lineH;
            }
            y += slack;
        }
    }

    // The name the game showed for an opponent (the personality's own name when none was
    // kept).
    static std::string versusName(const stats::HeadToHead& h) {
        const std::string played = h.name.empty() ? personalityName(h.personality) : h.name;
        return played.empty() ? h.personality : played;
    }

    // "vs Tim", the name the game showed.
    static std::string versusWho(const stats::HeadToHead& h) {
        // TRANSLATORS: the player against a computer player ({0}, a name).
        return trf("vs {0}", versusName(h));
    }

    // The personality beside a name it differs from ("Timid Tilly" beside "vs Tim"), else none.
    static std::string versusPersona(const stats::HeadToHead& h) {
        const std::string personality = personalityName(h.personality);
        return h.name.empty() || personality == h.name ? std::string() : personality;
    }

    // Two lines per rule set (its name; the player's record under it): the panel is narrow.
    void drawRuleSets() const {
        panel(m_rules, tr("PER RULE SET"));
        const Painter& p = m_s.painter;
        const auto T = m_s.type();
        const int rowH = ruleRowH(T);
        const int x = m_rules.x + T.small;
        const int width = m_rules.w - 2 * T.small;
        const int rows = std::max(0, (m_rules.h - headHeight() - T.small / 2) / rowH);
        int y = m_rules.y + headHeight();
        if (m_view.ruleSets.empty()) {
            p.label(tr("None yet"), x, y, {T.body, false, kInkDim});
            return;
        }
        int i = 0;
        for (const auto& r : m_view.ruleSets) {
            if (i++ >= rows) {
                break;
            }
            const std::string name = tr(r.name);
            p.label(name, x, y, {p.text().fitSize(name, T.body, true, width), true, kInk});
            // TRANSLATORS: games under one rule set: {0} won of {1} played, {2} the
            // percentage won.
            const std::string value =
                trf("{0} won of {1} ({2})", i18n::formatNumber(r.playerWins),
                    i18n::formatNumber(r.playerGames),
                    percent(static_cast<double>(r.playerWins) / std::max(1, r.playerGames)));
            const SDL_Rect drawn =
                p.label(value, x, y + T.body + 1,
                        {p.text().fitSize(value, T.small, false, width), false, kInkDim});
            shareBarBeside(m_rules, drawn.x + drawn.w, y + T.body + 1, r.playerWins,
                           r.playerGames - r.playerWins, r.playerGames);
            y += rowH;
        }
    }

    void drawTrend() const {
        const auto& s = *m_view.summary;
        const Painter& p = m_s.painter;
        const auto T = m_s.type();
        drawWoodFrame(p, m_trend, m_frameRim);
        p.fill(m_trend, kFeltPanel);
        const int headSize = p.text().fitSize(tr("WIN RATE OVER GAMES"), T.heading * 8 / 10,
                                              platform::Face::Display, m_trend.w - 2 * T.small);
        p.label(tr("WIN RATE OVER GAMES"), m_trend.x + T.small, m_trend.y + T.small / 3,
                {headSize, false, kGold, Align::Left, VAlign::Top, true});
        SDL_Rect plot = m_trend;
        plot.y += headSize + T.small / 3;
        plot.h -= headSize + T.small / 3;
        if (static_cast<int>(s.cumulative.size()) < kTrendFrom) {
            drawFewGames(plot);
            return;
        }
        // The recent line only once it can differ from the whole (before, it lies under it).
        std::vector<TrendSeries> series{{s.cumulative, kGold, tr("all games so far"), false}};
        if (s.cumulative.size() > static_cast<std::size_t>(stats::PlayerSummary::kRecentGames)) {
            series.push_back({s.recent, playerColor(1),
                              // TRANSLATORS: the legend of the win rate over the last {0} games.
                              trnf("last {0} game", "last {0} games",
                                   static_cast<unsigned long>(stats::PlayerSummary::kRecentGames),
                                   stats::PlayerSummary::kRecentGames),
                              true});
        }
        drawTrendPlot(p, plot, T, series,
                      // TRANSLATORS: under the win-rate chart: the trend of the player's win
                      // rate ({0}: "rising", "falling", "steady", "too early to tell").
                      trf("trend: {0}", s.trendWord()));
    }

    // Too few games for a line: one medal a finished game (gold when won), and how many more
    // games the chart needs.
    void drawFewGames(const SDL_Rect& area) const {
        const auto& s = *m_view.summary;
        const Painter& p = m_s.painter;
        const auto T = m_s.type();
        const int n = static_cast<int>(s.won.size());
        // A place for each game the line needs: a medal for each played, an empty ring for
        // each to come. Three medals and two gaps of one and a half radii: nine radii across;
        // the medals' words ("won") never closer than their widths.
        // TRANSLATORS: under a medal of the statistics: one of the player's first games, won
        // or lost.
        const std::string wonWord = i18n::trp("a game's result", "won");
        const std::string lostWord = i18n::trp("a game's result", "lost");
        const int wordW = std::max(p.text().measure(wonWord, T.small, false).x,
                                   p.text().measure(lostWord, T.small, false).x);
        const int across = area.w - 2 * T.small;
        // The words first (they must be read): at the body size where they take at most half
        // the chart, else small; the medals take the height left.
        const int need = kTrendFrom - n;
        // TRANSLATORS: in the win-rate chart while it has too few games to draw a line.
        const std::string more = trnf("Play {0} more game to see the win rate over time",
                                      "Play {0} more games to see the win rate over time",
                                      static_cast<unsigned long>(need), i18n::formatNumber(need));
        platform::TextStyle style{T.body, false, kInk, Align::Center};
        auto lines = wrapText(p.text(), more, style, across - 2 * T.small);
        if (static_cast<int>(lines.size()) * (T.body + T.small / 3) > area.h / 2) {
            style.size = T.small;
            lines = wrapText(p.text(), more, style, across - 2 * T.small);
        }
        const int lineH = style.size + T.small / 3;
        const int textH = static_cast<int>(lines.size()) * lineH;
        const int medalRoom = (area.h - textH - T.small * 3) / 2; // a radius under the words' row
        const int radius = std::min(
            {std::clamp(std::min(area.h / 7, across / 9), T.small, T.heading * 3 / 2), medalRoom});
        const int blockH = (radius > 2 ? radius * 2 + T.small * 2 : 0) + textH;
        int y = area.y + std::max(0, (area.h - blockH) / 2);
        if (radius > 2) {
            drawMedals(s, area, y, radius, across, wordW, wonWord, lostWord);
            y += radius * 2 + T.small * 2;
        }
        for (const auto& line : lines) {
            p.label(line, area.x + area.w / 2, y, style);
            y += lineH;
        }
    }

    // The row of medals from `top`, centred in `area`, `radius` each.
    void drawMedals(const stats::PlayerSummary& s, const SDL_Rect& area, int top, int radius,
                    int across, int wordW, const std::string& wonWord,
                    const std::string& lostWord) const {
        const Painter& p = m_s.painter;
        const auto T = m_s.type();
        const int n = static_cast<int>(s.won.size());
        const int pitch = std::min(std::max(radius * 7 / 2, wordW + T.small / 2),
                                   (across - std::max(radius * 2, wordW)) / (kTrendFrom - 1));
        int cx = area.x + area.w / 2 - pitch * (kTrendFrom - 1) / 2;
        for (int i = 0; i < kTrendFrom; ++i) {
            const Vec2 c{static_cast<double>(cx), static_cast<double>(top + radius)};
            if (i >= n) {
                p.ring(c, radius - 1.5, 2, withAlpha(kInkDim, 90));
                cx += pitch;
                continue;
            }
            const bool won = s.won[static_cast<std::size_t>(i)];
            if (won) {
                p.disc(c, radius, kGold);
                p.label("\u2605", cx, top + radius,
                        {radius, true, kFeltPanel, Align::Center, VAlign::Middle});
            } else {
                p.ring(c, radius - 2, 4, kInkDim);
            }
            p.label(won ? wonWord : lostWord, cx, top + radius * 2 + T.small / 3,
                    {T.small, false, won ? kGold : kInkDim, Align::Center});
            cx += pitch;
        }
    }

    void drawDice() const {
        panel(m_dice, tr("DICE FAIRNESS"));
        const Painter& p = m_s.painter;
        const auto T = m_s.type();
        const auto& f = m_view.fairness;
        const int top = m_dice.y + headHeight();
        if (f.faces.empty()) {
            const std::string none = tr("No dice thrown yet");
            p.label(
                none, m_dice.x + T.small, top,
                {p.text().fitSize(none, T.body, false, m_dice.w - 2 * T.small), false, kInkDim});
            return;
        }
        // The most thrown kind of die: bars against the expected count.
        const auto& r = *std::max_element(f.faces.begin(), f.faces.end(), [](auto& a, auto& b) {
            return a.test.total < b.test.total;
        });
        // The words under the bars, wrapped to the panel; the bars take the height left.
        const int x = m_dice.x + T.small;
        const int width = m_dice.w - 2 * T.small;
        const int lineH = T.small + T.small / 3;
        // Paragraphs of wrapped lines; the last ones give way when the bars would get too low.
        std::vector<std::vector<std::pair<platform::TextStyle, std::string>>> paragraphs;
        auto add = [&](const std::string& text, SDL_Color c, bool bold) {
            const platform::TextStyle style{T.small, bold, c};
            paragraphs.emplace_back();
            for (auto& part : wrapText(p.text(), text, style, width)) {
                paragraphs.back().emplace_back(style, std::move(part));
            }
        };
        const bool fair = !r.test.enoughData || r.test.pValue >= 0.01;
        add(r.test.verdict(), fair ? kGold : kBad, true);
        if (m_s.settings.details) {
            // TRANSLATORS: the chi-square test of the dice: {0} dice counted, {1} the
            // statistic, {2} its degrees of freedom ("df"), {3} the p-value ("p = 0.595").
            add(trnf("{0} die \u00B7 chi-square {1} ({2} df) \u00B7 {3}",
                     "{0} dice \u00B7 chi-square {1} ({2} df) \u00B7 {3}",
                     static_cast<unsigned long>(r.test.total), i18n::formatNumber(r.test.total),
                     i18n::formatDecimal(r.test.statistic, 1), r.test.degrees,
                     pValueText(r.test.pValue)),
                kInk, false);
            if (const stats::BustLine* b = busiest(f)) {
                // TRANSLATORS: how often a throw of {0} dice under the rule set {1} scored
                // nothing: {2} as seen in the games played, {3} the exact chance.
                add(trnf("Bust with {0} die ({1}): {2} seen, {3} exact",
                         "Bust with {0} dice ({1}): {2} seen, {3} exact",
                         static_cast<unsigned long>(b->dice), b->dice, tr(b->rules),
                         percent(b->observed), percent(*b->exact)),
                    kInk, false);
            }
        } else {
            // TRANSLATORS: under the dice fairness bars: how many dice the check counted.
            add(trnf("{0} die counted", "{0} dice counted",
                     static_cast<unsigned long>(r.test.total), i18n::formatNumber(r.test.total)),
                kInkDim, false);
        }
        const auto linesIn = [&] {
            std::size_t n = 0;
            for (const auto& para : paragraphs) {
                n += para.size();
            }
            return static_cast<int>(n);
        };
        const int content = m_dice.y + m_dice.h - top - T.small / 2;
        while (paragraphs.size() > 1 && content - linesIn() * lineH < T.small * 6) {
            paragraphs.pop_back();
        }
        const int textH = linesIn() * lineH;
        const double expected =
            static_cast<double>(r.test.total) / static_cast<double>(r.counts.size());
        const double highest =
            std::max(expected * 1.25,
                     static_cast<double>(*std::max_element(r.counts.begin(), r.counts.end())));
        // The count axis on the left: round steps, its numbers set the margin.
        const int step = roundStep(highest / 3);
        const double most = std::ceil(highest / step) * step;
        const int tickSize = T.small * 8 / 10;
        int axisW = 0;
        for (int v = 0; v <= most; v += step) {
            axisW = std::max(axisW, p.text().measure(i18n::formatNumber(v), tickSize, false).x);
        }
        axisW += T.small / 2;
        // TRANSLATORS: the caption of the dice fairness chart's count axis: how many times
        // each face came up.
        const std::string axisName = tr("times thrown");
        const int captionH = T.small;
        const SDL_Rect bars{m_dice.x + T.small + axisW, top + captionH,
                            m_dice.w - 2 * T.small - axisW,
                            m_dice.y + m_dice.h - top - captionH - textH - T.small / 2};
        const int n = static_cast<int>(r.counts.size());
        const int slot = bars.w / std::max(1, n);
        const int barBottom = bars.y + bars.h - T.small;
        const int barSpan = std::max(0, bars.h - T.small * 2);
        p.label(axisName, m_dice.x + T.small, top,
                {p.text().fitSize(axisName, tickSize, false,
                                  m_dice.w - 2 * T.small -
                                      p.text().measure(tr("expected"), tickSize, false).x -
                                      T.small * 3),
                 false, kInkDim, Align::Left, VAlign::Top});
        for (int v = 0; v <= most; v += step) {
            const double y = barBottom - barSpan * v / most;
            p.line({static_cast<double>(bars.x), y}, {static_cast<double>(bars.x + bars.w), y}, 1,
                   kGrid);
            p.label(i18n::formatNumber(v), bars.x - T.small / 3, static_cast<int>(y),
                    {tickSize, false, kInkDim, Align::Right, VAlign::Middle});
        }
        p.line({static_cast<double>(bars.x), static_cast<double>(barBottom - barSpan)},
               {static_cast<double>(bars.x), static_cast<double>(barBottom)}, 1, kInkDim);
        for (int i = 0; i < n; ++i) {
            const double v = static_cast<double>(r.counts[static_cast<std::size_t>(i)]);
            const int bh = static_cast<int>(barSpan * v / most);
            const SDL_Rect bar{bars.x + i * slot + slot / 5, barBottom - bh, slot * 3 / 5, bh};
            p.fill(bar, withAlpha(kBrass, 220));
            p.label(r.labels[static_cast<std::size_t>(i)], bar.x + bar.w / 2, barBottom + 2,
                    {T.small * 9 / 10, false, kInkDim, Align::Center});
        }
        const double ey = barBottom - barSpan * expected / most;
        p.dashedLine({static_cast<double>(bars.x), ey}, {static_cast<double>(bars.x + bars.w), ey},
                     2, 6, 4, kInk);
        // The line's key on the caption's row at the right, clear of the bars it crosses.
        // TRANSLATORS: the line of the count each face is expected to come up with fair dice.
        const std::string expectedWord = tr("expected");
        const SDL_Rect key = p.label(expectedWord, bars.x + bars.w, top,
                                     {tickSize, false, kInk, Align::Right, VAlign::Top});
        const double keyY = top + key.h / 2.0;
        p.dashedLine({key.x - T.small * 2.5, keyY}, {key.x - T.small / 2.0, keyY}, 2, 6, 4, kInk);
        int y = bars.y + bars.h + T.small / 4;
        for (const auto& para : paragraphs) {
            for (const auto& [style, text] : para) {
                p.label(text, x, y, style);
                y += lineH;
            }
        }
    }

    SDL_Rect rowRect(int r) const {
        return {m_games.x + m_m / 2, m_listTop + r * m_rowH, m_games.w - m_m, m_rowH - 2};
    }

    // Who won a past game, in their words: "★ Fay 3,050" (ties joined with "&").
    static std::string winnersText(const GameLine& g) {
        std::string names;
        int score = 0;
        for (const auto& s : g.seats) {
            if (s.winner) {
                names += (names.empty() ? "" : " & ") + s.name;
                score = s.score;
            }
        }
        return names.empty() ? std::string() : "\u2605 " + names + " " + i18n::formatNumber(score);
    }

    // Each past game on two lines: the rule set and the winner; when, how many played, how long.
    void drawGames() const {
        panel(m_games, tr("PAST GAMES \u00B7 newest first"));
        const Painter& p = m_s.painter;
        const auto T = m_s.type();
        if (m_view.recentGames.empty()) {
            p.label(tr("None yet"), m_games.x + T.small, m_listTop, {T.body, false, kInkDim});
            return;
        }
        for (int r = 0; r < m_visibleRows; ++r) {
            const int i = m_scroll + r;
            if (i >= static_cast<int>(m_view.recentGames.size())) {
                break;
            }
            const auto& g = m_view.recentGames[static_cast<std::size_t>(i)];
            const SDL_Rect rect = rowRect(r);
            if (i == m_pick) {
                p.fill(rect, {255, 255, 255, 30});
                p.outline(rect, kGold, 1);
            }
            const int x = rect.x + T.small / 2;
            const int right = rect.x + rect.w - T.small / 2;
            const int room = right - x;
            const int y1 = rect.y + 2;
            const int y2 = y1 + T.body + 1;
            const std::string rules = tr(g.rules);
            const platform::TextStyle rulesStyle{T.body, true, kInk};
            const SDL_Rect drawn =
                p.label(ellipsize(p.text(), rules, rulesStyle, room * 4 / 10), x, y1, rulesStyle);
            const platform::TextStyle winStyle{T.body, true, kGold, Align::Right};
            const std::string winners = g.finished ? winnersText(g) : std::string(tr("abandoned"));
            p.label(ellipsize(p.text(), winners, winStyle, right - drawn.x - drawn.w - T.small),
                    right, y1,
                    g.finished ? winStyle : platform::TextStyle{T.body, true, kBad, Align::Right});
            const std::string ended = i18n::formatTimestamp(g.ended);
            const platform::TextStyle small{T.small, false, kInkDim};
            const SDL_Rect when =
                p.label(ellipsize(p.text(), ended, small, room / 2), x, y2, small);
            // TRANSLATORS: a past game: how many played it and how many turns it took.
            const std::string size =
                trnf("{0} player", "{0} players", static_cast<unsigned long>(g.seats.size()),
                     g.seats.size()) +
                " \u00B7 " +
                trnf("{0} turn", "{0} turns", static_cast<unsigned long>(g.turns),
                     i18n::formatNumber(g.turns));
            const platform::TextStyle sizeStyle{T.small, false, kInkDim, Align::Right};
            p.label(ellipsize(p.text(), size, sizeStyle, right - when.x - when.w - T.small), right,
                    y2, sizeStyle);
        }
        const int shown =
            std::min(m_visibleRows, static_cast<int>(m_view.recentGames.size()) - m_scroll);
        drawPickedScores(m_listTop + shown * m_rowH + T.small / 2);
    }

    // Under a short list, the picked game's final scores, each on a bar against the highest:
    // what a few games can show that the list does not. Only where every seat has room.
    void drawPickedScores(int top) const {
        const GameLine* game = picked();
        if (game == nullptr || game->seats.empty()) {
            return;
        }
        const Painter& p = m_s.painter;
        const auto T = m_s.type();
        const int lineH = scoreLineH(T);
        const int bottom = m_games.y + m_games.h - T.small / 2;
        const int n = static_cast<int>(game->seats.size());
        if (top + lineH * (n + 1) > bottom) {
            return;
        }
        const int x = m_games.x + T.small;
        const int right = m_games.x + m_games.w - T.small;
        // TRANSLATORS: over the scores of the game picked in the list of past games.
        const std::string caption = tr("Final scores");
        p.label(caption, x, top, {T.small, true, kInkDim});
        int most = 1;
        int nameW = 0;
        int scoreW = 0;
        for (const auto& seat : game->seats) {
            most = std::max(most, seat.score);
            nameW = std::max(nameW, p.text().measure(seat.name, T.small, seat.winner).x);
            scoreW = std::max(
                scoreW, p.text().measure(i18n::formatNumber(seat.score), T.small, seat.winner).x);
        }
        nameW = std::min(nameW, (right - x) * 4 / 10);
        const int barX = x + nameW + T.small;
        const int barRoom = right - scoreW - T.small - barX;
        int y = top + lineH;
        for (const auto& seat : game->seats) {
            const SDL_Color ink = seat.winner ? kGold : kInk;
            const platform::TextStyle nameStyle{T.small, seat.winner, ink};
            p.label(ellipsize(p.text(), seat.name, nameStyle, nameW), x, y, nameStyle);
            if (barRoom > T.small) {
                const int w = std::max(0, barRoom * seat.score / most);
                p.fill({barX, y + T.small / 4, w, T.small * 2 / 3},
                       seat.winner ? kGold : withAlpha(kBrass, 160));
            }
            p.label(i18n::formatNumber(seat.score), right, y,
                    {T.small, seat.winner, ink, Align::Right});
            y += lineH;
        }
    }

    stats::StatsView m_view;
    std::string m_problem;
    std::string m_message;
    Menu m_menu;
    int m_pick = 0;
    int m_scroll = 0;
    int m_m = 10;
    int m_rim = 10;     // the backdrop's wooden rim
    int m_frameRim = 6; // the chart's wooden frame
    int m_titleY = 0;
    int m_rowH = 20;
    int m_listTop = 0;
    int m_visibleRows = 1;
    SDL_Rect m_player{}, m_figures{}, m_versus{}, m_rules{}, m_trend{}, m_dice{}, m_games{};
};

} // namespace

std::unique_ptr<Scene> makeStatsScene(Services& s) {
    return std::make_unique<StatsScene>(s);
}

} // namespace greed::app

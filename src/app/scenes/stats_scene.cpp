// StatsScene: the statistics screen: one player's figures and win-rate trend, head-to-head
// against each personality, rule sets, the dice fairness check, and past games (newest first)
// that open their score graph or replay.
#include "app/scenes/scenes.hpp"
#include "app/services.hpp"
#include "app/ui/palette.hpp"
#include "app/ui/trend_plot.hpp"
#include "stats/format.hpp"
#include "stats/stats_view.hpp"

#include <algorithm>
#include <iostream>

namespace greed::app {

namespace {

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
    explicit StatsScene(Services& s) : Scene(s) { load(0); }
    SceneId id() const override { return SceneId::Stats; }

    void load(int player) {
        m_view = stats::StatsView{};
        m_problem.clear();
        const stats::Database* db = m_s.stats ? m_s.stats->reader() : nullptr;
        if (db == nullptr) {
            m_problem =
                m_s.stats ? m_s.stats->problem() : "Statistics are kept only while games are saved";
            return;
        }
        try {
            m_view = stats::loadStatsView(*db, player, kListedGames);
        } catch (const std::exception& e) {
            m_problem = std::string("The statistics could not be read: ") + e.what();
        }
        m_pick =
            std::clamp(m_pick, 0, std::max(0, static_cast<int>(m_view.recentGames.size()) - 1));
    }

    void layout(int w, int h) override {
        const auto T = m_s.type();
        m_m = std::max(10, h / 40);
        const int m = m_m;
        const int bh = std::max(36, h * 6 / 100);
        const int top = m + T.big + m / 2;
        const int bottom = h - bh - 2 * m;
        const int leftW = std::max(300, w * 36 / 100);
        m_player = {m, top, leftW, bh};
        const int figuresH = T.heading + 8 * (T.body + T.small / 4) + T.small / 2;
        m_figures = {m, top + bh + m / 2, leftW, figuresH};
        const int restY = m_figures.y + m_figures.h + m / 2;
        const int restH = bottom - restY;
        m_versus = {m, restY, leftW, restH * 55 / 100};
        m_rules = {m, m_versus.y + m_versus.h + m / 2, leftW, restH - m_versus.h - m / 2};
        const int rx = m + leftW + m;
        const int rw = w - rx - m;
        const int upperH = (bottom - top) * 44 / 100;
        m_trend = {rx, top, rw * 58 / 100, upperH};
        m_dice = {m_trend.x + m_trend.w + m / 2, top, rw - m_trend.w - m / 2, upperH};
        m_games = {rx, top + upperH + m / 2, rw, bottom - top - upperH - m / 2};

        const std::string focus = m_menu.focused();
        m_menu.clear();
        const int side = bh;
        m_menu.add({"player_prev", "\u25C0", "", {m_player.x, m_player.y, side, side}});
        m_menu.add({"player_next",
                    "\u25B6",
                    "",
                    {m_player.x + m_player.w - side, m_player.y, side, side}});
        std::vector<Button> bar{{"open", "Score graph", "Enter"},
                                {"replay", "Watch replay", "W"},
                                {"back", "Back", "Esc"}};
        const GameLine* game = picked();
        const bool hasFile = game != nullptr && !game->matchFile.empty();
        bar[0].enabled = hasFile;
        bar[1].enabled = hasFile;
        const int n = static_cast<int>(bar.size());
        const int bw = std::min(w / 4, (w - 2 * m - (n - 1) * m) / n);
        int x = (w - (bw * n + m * (n - 1))) / 2;
        for (auto& b : bar) {
            b.rect = {x, h - bh - m, bw, bh};
            x += bw + m;
            m_menu.add(b);
        }
        m_menu.focus(focus.empty() ? "back" : focus);
        m_rowH = T.body + T.small / 2;
        m_listTop = m_games.y + T.heading + T.small / 2;
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
        const auto T = m_s.type();
        drawFeltBackdrop(p, w, m_s.height(), 110);
        p.label("Statistics", m_m, m_m, {T.big, true, kGold});
        const std::string count = std::to_string(m_view.games) +
                                  (m_view.games == 1 ? " game recorded" : " games recorded");
        p.label(count, w - m_m, m_m + T.big / 3, {T.body, false, kInkDim, Align::Right});
        if (!m_problem.empty() || m_view.players.empty()) {
            const std::string text =
                !m_problem.empty() ? m_problem : "No games recorded yet: play one and come back";
            p.label(text, w / 2, m_s.height() / 2,
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
        drawDice();
        drawGames();
        m_menu.render(p, T.body);
        if (!m_message.empty()) {
            p.label(m_message, w / 2, m_games.y + m_games.h + m_m / 4,
                    {T.small, true, SDL_Color{255, 150, 130, 255}, Align::Center});
        }
    }

private:
    using GameLine = stats::GameLine;
    static constexpr int kListedGames = 200;

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
            m_message = "This game was not saved: there is no graph or replay of it";
            return nullptr;
        }
        try {
            return std::make_shared<const session::MatchRecord>(
                session::loadMatch(game->matchFile).record);
        } catch (const std::exception& e) {
            m_message = "The game's file cannot be read: " + std::string(e.what());
            return nullptr;
        }
    }

    void activate(const std::string& id) {
        if (id == "back") {
            m_s.scenes.pop();
        } else if (id == "player_prev" || id == "player_next") {
            switchPlayer(id == "player_prev" ? -1 : +1);
        } else if (id == "open") {
            if (const auto record = pickedRecord()) {
                const auto match = session::MatchSession::fromRecord(*record);
                // Shown as an overlay: Back returns here.
                m_s.scenes.push(makeResultsScene(m_s, match->game(), true, record));
            }
        } else if (id == "replay") {
            if (const auto record = pickedRecord()) {
                m_s.scenes.push(makeReplayScene(m_s, record));
            }
        }
    }

    void heading(const SDL_Rect& r, const std::string& text) const {
        const auto T = m_s.type();
        m_s.painter.fill(r, {10, 14, 13, 225});
        m_s.painter.label(text, r.x + T.small, r.y + T.small / 2, {T.heading * 7 / 10, true, kInk});
    }

    void drawPlayerBar() const {
        const Painter& p = m_s.painter;
        const auto T = m_s.type();
        const auto& key = m_view.players[static_cast<std::size_t>(m_view.selected)];
        p.fill(m_player, {10, 14, 13, 225});
        const std::string name = key.label();
        const int cx = m_player.x + m_player.w / 2;
        const int inner = m_player.w - 2 * m_player.h - T.small;
        p.label(name, cx, m_player.y + m_player.h / 2,
                {p.text().fitSize(name, T.heading * 8 / 10, true, inner), true,
                 key.human ? kGold : kInk, Align::Center, VAlign::Bottom});
        const std::string hint = std::string(key.human ? "person" : "computer") + " \u00B7 " +
                                 std::to_string(m_view.selected + 1) + " of " +
                                 std::to_string(m_view.players.size()) + " \u00B7 \u2190 \u2192";
        p.label(hint, cx, m_player.y + m_player.h / 2,
                {T.small * 9 / 10, false, kInkDim, Align::Center, VAlign::Top});
    }

    void row(const SDL_Rect& r, int index, int rowH, const std::string& label,
             const std::string& value, SDL_Color colour = kInk) const {
        const auto T = m_s.type();
        const int y = r.y + T.heading + index * rowH;
        const int labelW = r.w * 55 / 100;
        m_s.painter.label(
            label, r.x + T.small, y,
            {m_s.painter.text().fitSize(label, T.body, false, labelW), false, kInkDim});
        m_s.painter.label(value, r.x + r.w - T.small, y, {T.body, true, colour, Align::Right});
    }

    void drawFigures() const {
        heading(m_figures, "FIGURES");
        const auto T = m_s.type();
        const int rowH = T.body + T.small / 4;
        const auto& s = *m_view.summary;
        row(m_figures, 0, rowH, "Games (finished)", std::to_string(s.games));
        row(m_figures, 1, rowH, "Wins", std::to_string(s.wins));
        row(m_figures, 2, rowH, "Win rate \u00B7 trend",
            stats::percentText(s.winRate) + " \u00B7 " + s.trendWord(), kGold);
        row(m_figures, 3, rowH, "Best turn", std::to_string(s.bestTurn));
        row(m_figures, 4, rowH, "Points per turn", stats::fixedText(s.pointsPerTurn));
        row(m_figures, 5, rowH, "Bust rate", stats::percentText(s.bustRate));
        row(m_figures, 6, rowH, "Longest winning streak", std::to_string(s.longestWinStreak));
        row(m_figures, 7, rowH, "Abandoned games", std::to_string(s.abandoned));
    }

    void drawVersus() const {
        heading(m_versus, "HEAD-TO-HEAD");
        const auto T = m_s.type();
        const int rowH = T.body + T.small / 4;
        const int rows = std::max(0, (m_versus.h - T.heading - T.small / 2) / rowH);
        if (m_view.headToHead.empty()) {
            row(m_versus, 0, rowH, "No games against computer players yet", "");
            return;
        }
        for (int i = 0; i < rows && i < static_cast<int>(m_view.headToHead.size()); ++i) {
            const auto& h = m_view.headToHead[static_cast<std::size_t>(i)];
            const std::string who = "vs " + strategyName(h.personality);
            const std::string score = std::to_string(h.wins) + " : " + std::to_string(h.theirWins) +
                                      "  of " + std::to_string(h.games);
            row(m_versus, i, rowH, who, score, h.wins >= h.theirWins ? kGold : kInk);
        }
    }

    void drawRuleSets() const {
        heading(m_rules, "PER RULE SET");
        const auto T = m_s.type();
        const int rowH = T.body + T.small / 4;
        const int rows = std::max(0, (m_rules.h - T.heading - T.small / 2) / rowH);
        int i = 0;
        for (const auto& r : m_view.ruleSets) {
            if (i >= rows) {
                break;
            }
            const std::string value =
                r.playerGames == 0
                    ? std::to_string(r.games) + " games"
                    : std::to_string(r.playerWins) + " won of " + std::to_string(r.playerGames) +
                          " (" +
                          stats::percentText(static_cast<double>(r.playerWins) / r.playerGames) +
                          ")";
            row(m_rules, i++, rowH, r.name, value);
        }
    }

    void drawTrend() const {
        const auto& s = *m_view.summary;
        heading(m_trend, "WIN RATE OVER GAMES");
        const auto T = m_s.type();
        SDL_Rect plot = m_trend;
        plot.y += T.heading;
        plot.h -= T.heading;
        drawTrendPlot(m_s.painter, plot, T,
                      {{s.cumulative, kGold, "all games so far", false},
                       {s.recent, playerColor(1),
                        "last " + std::to_string(stats::PlayerSummary::kRecentGames), true}});
    }

    void drawDice() const {
        heading(m_dice, "DICE FAIRNESS");
        const Painter& p = m_s.painter;
        const auto T = m_s.type();
        const auto& f = m_view.fairness;
        if (f.faces.empty()) {
            p.label("No dice thrown yet", m_dice.x + T.small, m_dice.y + T.heading,
                    {T.body, false, kInkDim});
            return;
        }
        // The most thrown kind of die: bars against the expected count.
        const auto& r = *std::max_element(f.faces.begin(), f.faces.end(), [](auto& a, auto& b) {
            return a.test.total < b.test.total;
        });
        const int textH = T.small * 9 / 2;
        const SDL_Rect bars{m_dice.x + T.small, m_dice.y + T.heading + T.small / 2,
                            m_dice.w - 2 * T.small, m_dice.h - T.heading - textH - T.small * 3 / 2};
        const double expected =
            static_cast<double>(r.test.total) / static_cast<double>(r.counts.size());
        const double most =
            std::max(expected * 1.25,
                     static_cast<double>(*std::max_element(r.counts.begin(), r.counts.end())));
        const int n = static_cast<int>(r.counts.size());
        const int slot = bars.w / std::max(1, n);
        const int barBottom = bars.y + bars.h - T.small;
        const int barSpan = bars.h - T.small * 2;
        for (int i = 0; i < n; ++i) {
            const double v = static_cast<double>(r.counts[static_cast<std::size_t>(i)]);
            const int bh = static_cast<int>(barSpan * v / most);
            const SDL_Rect bar{bars.x + i * slot + slot / 5, barBottom - bh, slot * 3 / 5, bh};
            p.fill(bar, withAlpha(playerColor(1), 200));
            p.label(r.labels[static_cast<std::size_t>(i)], bar.x + bar.w / 2, barBottom + 2,
                    {T.small * 9 / 10, false, kInkDim, Align::Center});
        }
        const double ey = barBottom - barSpan * expected / most;
        p.dashedLine({static_cast<double>(bars.x), ey}, {static_cast<double>(bars.x + bars.w), ey},
                     2, 6, 4, kGold);
        p.label("expected", bars.x + bars.w, static_cast<int>(ey) - 2,
                {T.small * 8 / 10, false, kGold, Align::Right, VAlign::Bottom});
        int y = bars.y + bars.h + T.small / 2;
        const int x = m_dice.x + T.small;
        const int width = m_dice.w - 2 * T.small;
        auto line = [&](const std::string& text, SDL_Color c, bool bold) {
            p.label(text, x, y, {p.text().fitSize(text, T.small, bold, width), bold, c});
            y += T.small + T.small / 3;
        };
        line(std::to_string(r.test.total) + " dice \u00B7 chi-square " +
                 stats::fixedText(r.test.statistic) + " (" + std::to_string(r.test.degrees) +
                 " df) \u00B7 " + stats::pValueText(r.test.pValue),
             kInk, false);
        const bool fair = !r.test.enoughData || r.test.pValue >= 0.01;
        line(r.test.verdict(), fair ? kGold : kBad, true);
        if (const stats::BustLine* b = busiest(f)) {
            line("Bust with " + std::to_string(b->dice) + " dice (" + b->rules +
                     "): " + stats::percentText(b->observed) + " seen, " +
                     stats::percentText(*b->exact) + " exact",
                 kInk, false);
        }
    }

    SDL_Rect rowRect(int r) const {
        return {m_games.x + m_m / 2, m_listTop + r * m_rowH, m_games.w - m_m, m_rowH - 2};
    }

    void drawGames() const {
        heading(m_games, "PAST GAMES \u00B7 newest first");
        const Painter& p = m_s.painter;
        const auto T = m_s.type();
        if (m_view.recentGames.empty()) {
            p.label("None yet", m_games.x + T.small, m_listTop, {T.body, false, kInkDim});
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
            const int cy = rect.y + rect.h / 2;
            const int dateW = rect.w * 22 / 100;
            const int rulesW = rect.w * 17 / 100;
            const int statusW = rect.w * 14 / 100;
            p.label(g.ended, rect.x + T.small / 2, cy,
                    {p.text().fitSize(g.ended, T.small, false, dateW - T.small), false, kInkDim,
                     Align::Left, VAlign::Middle});
            p.label(g.rules, rect.x + dateW, cy,
                    {p.text().fitSize(g.rules, T.small, true, rulesW - T.small / 2), true, kInk,
                     Align::Left, VAlign::Middle});
            std::string seats;
            for (const auto& s : g.seats) {
                seats += (seats.empty() ? "" : ", ") + s.name + " " + std::to_string(s.score) +
                         (s.winner ? " \u2605" : "");
            }
            const int seatsW = rect.w - dateW - rulesW - statusW;
            p.label(seats, rect.x + dateW + rulesW, cy,
                    {p.text().fitSize(seats, T.small, false, seatsW - T.small / 2), false, kInk,
                     Align::Left, VAlign::Middle});
            const std::string status =
                g.finished ? std::to_string(g.turns) + " turns" : std::string("abandoned");
            p.label(status, rect.x + rect.w - T.small / 2, cy,
                    {T.small, false, g.finished ? kInkDim : kBad, Align::Right, VAlign::Middle});
        }
    }

    stats::StatsView m_view;
    std::string m_problem;
    std::string m_message;
    Menu m_menu;
    int m_pick = 0;
    int m_scroll = 0;
    int m_m = 10;
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

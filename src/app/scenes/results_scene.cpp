// ResultsScene: the score-history graph, legend, turn details, celebration and what next.
#include "app/scenes/scenes.hpp"
#include "app/services.hpp"
#include "app/ui/effects.hpp"
#include "app/ui/palette.hpp"
#include "app/ui/score_graph.hpp"

#include <algorithm>
#include <cmath>

namespace greed::app {

namespace {

const char* endText(core::TurnEnd e) {
    switch (e) {
    case core::TurnEnd::Banked:
        return "banked";
    case core::TurnEnd::Bust:
        return "bust";
    case core::TurnEnd::Penalty:
        return "penalty";
    case core::TurnEnd::EntryFailed:
        return "entry failed";
    case core::TurnEnd::Left:
        return "left";
    }
    return "";
}

class ResultsScene : public Scene {
public:
    ResultsScene(Services& s, const core::Game& game, bool inGame,
                 std::shared_ptr<const session::MatchRecord> record)
        : Scene(s), m_game(game), m_inGame(inGame), m_record(std::move(record)), m_graph(m_game) {
        // Legend order: highest score first (the winners lead).
        for (int i = 0; i < m_game.playerCount(); ++i) {
            m_order.push_back(i);
        }
        const auto& ps = m_game.players();
        std::stable_sort(m_order.begin(), m_order.end(), [&](int a, int b) {
            return ps[static_cast<std::size_t>(a)].score > ps[static_cast<std::size_t>(b)].score;
        });
        m_winners = m_game.phase() == core::Phase::GameOver ? m_game.winners() : std::vector<int>{};
        m_pick.player = m_order.front();
        m_pick.turn = m_graph.turnCount(m_pick.player) - 1;
    }

    SceneId id() const override { return m_inGame ? SceneId::Graph : SceneId::Results; }
    bool opaque() const override { return true; }

    void onEnter() override {
        if (!m_inGame && !m_winners.empty()) {
            m_s.sound("win");
            m_celebrate = true;
        }
    }

    void update(double dt) override {
        m_fx.update(dt);
        m_confettiClock -= dt;
        if (m_celebrate && m_confettiClock <= 0 && m_time < 8.0) {
            const SDL_Color c = playerColor(m_winners.front());
            m_fx.confetti({0, 0, m_s.width(), m_s.height()}, m_time == 0 ? 70 : 18,
                          m_s.height() * 0.022, c, m_s.fxRng);
            m_confettiClock = 0.7;
        }
        m_time += dt;
    }

    void layout(int w, int h) override {
        const auto T = m_s.type();
        const int m = std::max(10, h / 40);
        const int top = T.big + 2 * m;
        const int bh = std::max(40, h * 7 / 100);
        const int detailH = T.small * 5 + m;
        const int legendW = std::max(240, w * 26 / 100);
        m_graphArea = {m, top, w - legendW - 3 * m, h - top - bh - detailH - 3 * m};
        m_legend = {w - legendW - m, top, legendW, m_graphArea.h};
        m_details = {m, m_graphArea.y + m_graphArea.h + m / 2, w - 2 * m, detailH};
        m_graph.layout(m_graphArea, T, m_s.painter);

        const std::string focus = m_menu.focused();
        m_menu.clear();
        std::vector<Button> list;
        if (m_inGame) {
            list.push_back({"back", "Back to the game", "Esc"});
        } else {
            list.push_back({"again", "Play again", "Enter"});
            if (m_record) {
                list.push_back({"replay", "Watch replay", "W"});
            }
            list.push_back({"setup", "New setup", "N"});
            list.push_back({"stats", "Statistics", "S"});
            list.push_back({"title", "Title", "T"});
            list.push_back({"quit", "Quit", "Q"});
        }
        const int n = static_cast<int>(list.size());
        const int bw = std::min(w / 4, (w - 2 * m - (n - 1) * m) / n);
        int x = (w - (bw * n + m * (n - 1))) / 2;
        for (auto& b : list) {
            b.rect = {x, h - bh - m, bw, bh};
            x += bw + m;
            m_menu.add(b);
        }
        m_menu.focus(focus.empty() ? list.front().id : focus);
    }

    std::vector<Button> buttons() const override { return m_menu.buttons(); }

    bool handle(const InputEvent& e) override {
        switch (e.command) {
        case Command::Left:
            movePick(0, -1);
            return true;
        case Command::Right:
            movePick(0, +1);
            return true;
        case Command::Up:
            movePick(-1, 0);
            return true;
        case Command::Down:
            movePick(+1, 0);
            return true;
        case Command::Back:
        case Command::Graph:
            if (m_inGame) {
                m_s.scenes.pop();
            } else if (e.command == Command::Back) {
                m_s.scenes.reset(makeTitleScene(m_s));
            }
            return true;
        case Command::Decline:
            activate("setup");
            return true; // N
        case Command::Best:
            activate("stats");
            return true; // S
        case Command::Motion: {
            m_menu.handle(e, true);
            const GraphPick p = m_graph.pick(e.x, e.y);
            if (p.valid()) {
                m_pick = p;
            }
            return true;
        }
        case Command::Click: {
            const GraphPick p = m_graph.pick(e.x, e.y);
            if (p.valid()) {
                m_pick = p;
                return true;
            }
            for (std::size_t k = 0; k < m_order.size(); ++k) {
                if (contains(legendRow(k), e.x, e.y)) {
                    m_pick.player = m_order[k];
                    m_pick.turn =
                        std::min(std::max(0, m_pick.turn), m_graph.turnCount(m_pick.player) - 1);
                    return true;
                }
            }
            break;
        }
        case Command::Key:
            if (e.key == SDLK_t) {
                activate("title");
            } else if (e.key == SDLK_w) {
                activate("replay");
            } else if (e.key == SDLK_q) {
                activate("quit");
            }
            return true;
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
        p.clear(kBackdrop);
        std::string title = m_inGame ? "Scores so far" : "Game over";
        SDL_Color colour = kGold;
        if (!m_winners.empty()) {
            title.clear();
            for (int wi : m_winners) {
                title += (title.empty() ? "" : " & ") +
                         m_game.players()[static_cast<std::size_t>(wi)].info.name;
            }
            title += m_winners.size() > 1 ? " share the win!" : " wins!";
            colour = playerColor(m_winners.front());
        }
        const int m = std::max(10, m_s.height() / 40);
        p.label(title, w / 2, m, {T.big, true, colour, Align::Center});
        p.label(m_game.rules().name + " \u00B7 seed " + std::to_string(m_s.match.seed), w - m, m,
                {T.small, false, kInkDim, Align::Right});
        m_graph.render(p, m_pick);
        drawLegend();
        drawDetails();
        m_menu.render(p, T.body);
        p.label("Arrows or mouse: pick a turn", m, m_details.y + m_details.h + 2,
                {T.small, false, kInkDim});
        m_fx.render(p);
    }

private:
    SDL_Rect legendRow(std::size_t k) const {
        const auto T = m_s.type();
        const int rowH =
            std::min(T.body * 3, (m_legend.h - T.heading * 2) / std::max(1, m_game.playerCount()));
        return {m_legend.x, m_legend.y + T.heading * 2 + static_cast<int>(k) * rowH, m_legend.w,
                rowH - 4};
    }

    void drawLegend() const {
        const Painter& p = m_s.painter;
        const auto T = m_s.type();
        p.fill(m_legend, {10, 14, 13, 235});
        p.label("PLAYERS", m_legend.x + T.small, m_legend.y + T.small / 2,
                {T.heading * 8 / 10, true, kInk});
        for (std::size_t k = 0; k < m_order.size(); ++k) {
            const int pl = m_order[k];
            const auto& ps = m_game.players()[static_cast<std::size_t>(pl)];
            const SDL_Rect r = legendRow(k);
            const SDL_Color c = playerColor(pl);
            if (pl == m_pick.player) {
                p.fill(r, {255, 255, 255, 28});
            }
            const int cy = r.y + r.h / 2;
            const bool winner =
                std::find(m_winners.begin(), m_winners.end(), pl) != m_winners.end();
            const int icon = std::min(r.h - 4, T.heading);
            if (winner) {
                p.sprite("crown", r.x + T.small + icon / 2.0, cy, icon, icon);
            } else {
                p.line({static_cast<double>(r.x + T.small), static_cast<double>(cy)},
                       {static_cast<double>(r.x + T.small + icon), static_cast<double>(cy)}, 3, c);
                p.disc({r.x + T.small + icon / 2.0, static_cast<double>(cy)}, 4, c);
            }
            const int x = r.x + T.small * 2 + icon;
            std::string who = seatDetail(ps.info);
            if (ps.joinedAtTurn > 0) {
                who += " \u00B7 joined";
            }
            if (ps.left) {
                who += " \u00B7 left";
            }
            const int nameW = r.w - (x - r.x) - T.heading * 3;
            p.label(ps.info.name, x, cy,
                    {p.text().fitSize(ps.info.name, T.body, true, nameW), true, c, Align::Left,
                     VAlign::Bottom});
            p.label(who, x, cy, {p.text().fitSize(who, T.small, false, nameW), false, kInkDim});
            p.label(std::to_string(ps.score), r.x + r.w - T.small, cy,
                    {T.heading, true, winner ? kGold : kInk, Align::Right, VAlign::Middle});
        }
    }

    void drawDetails() const {
        const Painter& p = m_s.painter;
        const auto T = m_s.type();
        p.fill(m_details, {10, 14, 13, 235});
        const int x = m_details.x + T.small;
        int y = m_details.y + T.small / 2;
        if (!m_pick.valid() || m_pick.turn >= m_graph.turnCount(m_pick.player)) {
            p.label("No turns played yet", x, y, {T.body, false, kInkDim});
            return;
        }
        const auto& ps = m_game.players()[static_cast<std::size_t>(m_pick.player)];
        const auto& t = ps.history[static_cast<std::size_t>(m_pick.turn)];
        std::string head =
            ps.info.name + " \u00B7 turn " + std::to_string(t.turn) + " \u00B7 " + endText(t.end);
        head += " \u00B7 " + std::string(t.delta >= 0 ? "+" : "") + std::to_string(t.delta) +
                " \u2192 " + std::to_string(t.scoreAfter);
        if (t.adopted > 0) {
            head += " \u00B7 adopted " + std::to_string(t.adopted);
        }
        if (t.tieBreak) {
            head += " \u00B7 tie-break";
        }
        p.label(head, x, y, {T.body, true, playerColor(m_pick.player)});
        y += T.body + T.small / 2;
        std::string rolls;
        for (const auto& r : t.rolls) {
            std::string f;
            for (auto face : r.faces) {
                f += (f.empty() ? "" : " ") + m_game.rules().label(face);
            }
            std::string k;
            for (auto face : r.kept) {
                k += (k.empty() ? "" : " ") + m_game.rules().label(face);
            }
            rolls += (rolls.empty() ? "" : "   |   ") + f;
            if (r.points != 0) {
                rolls += " \u2192 " + (k.empty() ? std::string() : k + " ") +
                         (r.points > 0 ? "+" : "") + std::to_string(r.points);
            } else {
                rolls += " \u2192 nothing";
            }
        }
        p.label("rolls: " + rolls, x, y,
                {p.text().fitSize("rolls: " + rolls, T.small, false, m_details.w - 2 * T.small),
                 false, kInk});
    }

    void movePick(int dPlayer, int dTurn) {
        if (dPlayer != 0) {
            auto it = std::find(m_order.begin(), m_order.end(), m_pick.player);
            int k = it == m_order.end() ? 0 : static_cast<int>(it - m_order.begin());
            const int n = static_cast<int>(m_order.size());
            k = ((k + dPlayer) % n + n) % n;
            m_pick.player = m_order[static_cast<std::size_t>(k)];
        }
        const int turns = m_graph.turnCount(m_pick.player);
        m_pick.turn = turns == 0 ? -1 : std::clamp(m_pick.turn + dTurn, 0, turns - 1);
    }

    void activate(const std::string& id) {
        m_s.sound("click");
        if (id == "back") {
            m_s.scenes.pop();
        } else if (id == "again") {
            MatchConfig config = m_s.match;
            config.seed += 1;
            m_s.match.seed = config.seed;
            m_s.scenes.replace(makeMatchScene(m_s, config));
        } else if (id == "replay") {
            if (m_record && !m_inGame) {
                m_s.scenes.replace(makeReplayScene(m_s, m_record));
            }
        } else if (id == "setup") {
            if (!m_inGame) {
                m_s.scenes.replace(makeSetupScene(m_s));
            }
        } else if (id == "stats") {
            if (!m_inGame) {
                m_s.scenes.push(makeStatsScene(m_s));
            }
        } else if (id == "title") {
            if (!m_inGame) {
                m_s.scenes.reset(makeTitleScene(m_s));
            }
        } else if (id == "quit") {
            if (!m_inGame) {
                m_s.quit = true;
            }
        }
    }

    core::Game m_game;
    bool m_inGame;
    std::shared_ptr<const session::MatchRecord> m_record; // for "Watch replay"
    ScoreGraph m_graph;
    std::vector<int> m_order;
    std::vector<int> m_winners;
    GraphPick m_pick;
    Menu m_menu;
    Effects m_fx;
    bool m_celebrate = false;
    double m_time = 0;
    double m_confettiClock = 0;
    SDL_Rect m_graphArea{}, m_legend{}, m_details{};
};

} // namespace

std::unique_ptr<Scene> makeResultsScene(Services& s, const core::Game& game, bool inGame,
                                        std::shared_ptr<const session::MatchRecord> record) {
    return std::make_unique<ResultsScene>(s, game, inGame, std::move(record));
}

} // namespace greed::app

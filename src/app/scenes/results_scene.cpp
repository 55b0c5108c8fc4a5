// ResultsScene: the winner's moment (podium, crown, confetti), the score graph in a wooden frame,
// the standings, the picked turn told in words, and what next.
#include "app/scenes/scenes.hpp"
#include "app/services.hpp"
#include "app/ui/button_row.hpp"
#include "app/ui/confetti.hpp"
#include "app/ui/details_toggle.hpp"
#include "app/ui/easing.hpp"
#include "app/ui/ellipsis.hpp"
#include "app/ui/figures_table.hpp"
#include "app/ui/menu_look.hpp"
#include "app/ui/narrow_name.hpp"
#include "app/ui/palette.hpp"
#include "app/ui/personality_words.hpp"
#include "app/ui/podium.hpp"
#include "app/ui/portrait.hpp"
#include "app/ui/score_graph.hpp"
#include "app/ui/seat_marks.hpp"
#include "app/ui/turn_words.hpp"
#include "app/ui/win_title.hpp"
#include "i18n/numbers.hpp"
#include "i18n/translate.hpp"

#include <algorithm>
#include <cmath>

namespace greed::app {

namespace {

using i18n::tr;
using i18n::trf;

// A place in the standings as an ordinal, or a dash while no turn has been played.
std::string standingPlace(int place, bool noTurns) {
    return noTurns ? std::string("\u2013") : i18n::formatOrdinal(place);
}

class ResultsScene : public Scene {
public:
    ResultsScene(Services& s, const core::Game& game, ResultsView view,
                 std::shared_ptr<const session::MatchRecord> record)
        : Scene(s), m_game(game), m_view(view), m_inGame(view != ResultsView::Finished),
          m_record(std::move(record)), m_graph(m_game),
          // A network table stays open under its results (a game here closes it first).
          m_network(view == ResultsView::Finished && s.net != nullptr) {
        std::vector<PodiumEntry> players;
        for (int i = 0; i < m_game.playerCount(); ++i) {
            const auto& ps = m_game.players()[static_cast<std::size_t>(i)];
            const bool computer = ps.info.kind == core::PlayerKind::Computer;
            players.push_back({i, 1, ps.info.name, ps.score, narrowName(ps.info),
                               portraitSprite(s.painter.assets(), computer, ps.info.personality)});
        }
        m_ranked = rankPlayers(players);
        // Everyone else left before the end: nobody won (no title, podium or confetti).
        m_winners = m_game.phase() == core::Phase::GameOver && !m_game.endedEarly()
                        ? m_game.winners()
                        : std::vector<int>{};
        m_pick.player = m_ranked.front().seat;
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
        m_confetti.setReducedMotion(m_s.settings.reducedMotion);
        m_podium.setReducedMotion(m_s.settings.reducedMotion);
        if (m_celebrate && !m_confettiStarted && m_time >= 1.0) {
            // Fired as the winner's step has risen; it rains over the whole window, drawn
            // behind the graph, the words and the buttons (never over text).
            m_confetti.start({0, 0, m_s.width(), m_s.height()}, m_podium.winnerTop(),
                             playerColor(m_winners.front()), m_s.height() * 0.016, m_s.fxRng);
            m_confettiStarted = true;
        }
        m_confetti.update(dt, m_s.fxRng);
        m_time += dt;
    }

    void layout(int w, int h) override {
        const auto T = m_s.type();
        const int m = std::max(10, h / 40);
        m_margin = m;
        // A win's title is the climax: larger, on a plaque with ribbon tails (drawBanner).
        m_titleSize = celebrating() ? std::max(T.big, h * 9 / 100) : std::max(T.big, h * 8 / 100);
        m_bannerH = celebrating() ? m_titleSize * 23 / 20 : m_titleSize;
        const int bh = std::max(40, h * 7 / 100);
        // Before any turn there is no turn to tell: the chart's card says so, once.
        const int detailH = m_graph.empty() ? -m / 2 : T.body + T.small * 2 + m;
        const int top = m / 2 + m_bannerH + T.small + m;
        m_buttonRows = buttonRows(w, m, bh);
        const int bottom = h - m_buttonRows * bh - (m_buttonRows - 1) * m / 2 - 2 * m - detailH;
        m_details = {m, bottom + m / 2, w - 2 * m, detailH};
        const int leftW = std::max(240, w * 30 / 100);
        m_side = {m, top, leftW, bottom - top - m / 2};
        const int rim = std::max(8, h / 60);
        m_rim = rim;
        const SDL_Rect frame{m_side.x + m_side.w + m + rim, top + rim,
                             w - m_side.w - 3 * m - 2 * rim, m_side.h - 2 * rim};
        m_graphArea = frame;
        m_frame = frame;
        m_figuresShown = false;
        if (showsFigures()) {
            layoutFigures(frame, T);
        }
        if (waiting()) {
            // The empty chart across the width: its names are the players' list (no standings
            // of dashes beside it).
            m_side = {0, 0, 0, 0};
            m_rows.clear();
            m_graphArea = {m + rim, top + rim, w - 2 * m - 2 * rim, bottom - top - 2 * rim};
        }
        if (m_graphArea.h > 0) {
            m_graph.layout(m_graphArea, T, m_s.painter);
        }
        if (!waiting()) {
            layoutStandings(T);
        }
        layoutButtons(w, h, m, bh);
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
            for (const auto& [player, rect] : m_rows) {
                if (contains(rect, e.x, e.y)) {
                    pickPlayer(player);
                    return true;
                }
            }
            for (const auto& [player, rect] : m_figures.rows()) {
                if (m_figuresShown && contains(rect, e.x, e.y)) {
                    pickPlayer(player);
                    return true;
                }
            }
            break;
        }
        case Command::Key:
            if (isDetailsKey(e)) {
                if (!waiting()) {
                    activate("details");
                }
            } else if (e.key == SDLK_t) {
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
        drawFeltBackdrop(p, m_s.width(), m_s.height(), 150);
        if (waiting()) {
            drawWoodFrame(p, m_graphArea, m_rim);
            m_graph.render(p, m_pick);
        } else {
            drawLeather(p, m_side);
            // The confetti over the felt and the podium's leather, behind the steps, the
            // names, the graph, the words and the buttons.
            if (!m_confetti.done()) {
                m_confetti.render(p);
            }
            drawStandings();
            if (m_figuresShown) {
                drawWoodFrame(p, m_frame, m_rim);
                p.fill(m_frame, kFeltPanel);
                if (m_graphArea.h > 0) {
                    m_graph.render(p, m_pick);
                }
                m_figures.render(p, m_pick.player);
            } else {
                drawWoodFrame(p, m_graphArea, m_rim);
                m_graph.render(p, m_pick);
            }
            if (!m_graph.empty()) {
                drawDetails();
            }
        }
        m_menu.render(p, m_s.type().body);
        drawTitle();
    }

private:
    // The actions under the results, in order (a new one is one more line here).
    std::vector<Button> actionList() const {
        std::vector<Button> list;
        if (m_view == ResultsView::DuringGame) {
            list.push_back({"back", tr("Back to the game"), i18n::trp("key", "Esc")});
            return list;
        }
        if (m_view == ResultsView::PastGame) {
            list.push_back({"back", tr("Back"), i18n::trp("key", "Esc")});
            return list;
        }
        list.push_back({"again", tr("Play again"), i18n::trp("key", "Enter")});
        if (m_record) {
            list.push_back({"replay", tr("Watch replay"), "W"});
        }
        list.push_back({"setup", tr("New setup"), "N"});
        list.push_back({"stats", tr("Statistics"), "S"});
        // TRANSLATORS: a button: back to the title screen.
        list.push_back({"title", i18n::trp("button", "Title"), "T"});
        list.push_back({"quit", tr("Quit"), "Q"});
        return list;
    }

    // Two rows when one would shrink the buttons' words well below the body size (German at
    // 800x600: "[Eingabe] Nochmal spielen" edge to edge at 9 px).
    int buttonRows(int w, int m, int bh) const {
        std::vector<Button> list = actionList();
        const int body = m_s.type().body;
        placeButtonRow(list, {m, 0, w - 2 * m, bh}, m, m_s.painter.text(), body);
        return list.size() > 3 && list.front().textSize < body * 5 / 6 ? 2 : 1;
    }

    void layoutButtons(int w, int h, int m, int bh) {
        const std::string focus = m_menu.focused();
        m_menu.clear();
        std::vector<Button> list = actionList();
        auto& text = m_s.painter.text();
        const int body = m_s.type().body;
        if (m_buttonRows == 1) {
            placeButtonRow(list, {m, h - bh - m, w - 2 * m, bh}, m, text, body);
        } else {
            // The first half above (Play again first), the rest under it; one text size.
            const auto half = list.begin() + static_cast<std::ptrdiff_t>((list.size() + 1) / 2);
            std::vector<Button> upper(list.begin(), half);
            std::vector<Button> lower(half, list.end());
            placeButtonRow(upper, {m, h - 2 * bh - m - m / 2, w - 2 * m, bh}, m, text, body);
            placeButtonRow(lower, {m, h - bh - m, w - 2 * m, bh}, m, text, body);
            list = upper;
            list.insert(list.end(), lower.begin(), lower.end());
            shareRowTextSize(list, text, body);
        }
        for (const auto& b : list) {
            m_menu.add(b);
        }
        const auto T = m_s.type();
        const Button details = detailsButton(m_s.settings.details, m_s.painter.text(), T.small,
                                             w - m, m / 2, T.small * 2);
        m_titleRoom = w - 2 * (details.rect.w + 2 * m); // the title stays clear of it
        if (!waiting()) { // before any turn there is nothing to detail
            m_menu.add(details);
        }
        m_menu.focus(focus.empty() ? list.front().id : focus);
    }

    // The podium for the first three (finished games), rows for everyone else.
    void layoutStandings(const TypeScale& T) {
        m_rows.clear();
        const SDL_Rect inner = inset(m_side, T.small / 2 + 3);
        std::size_t first = 0;
        int y = inner.y;
        if (!m_inGame && !m_winners.empty()) {
            const int rest = static_cast<int>(m_ranked.size() - podiumCount(m_ranked, inner.w, T));
            const int rowsH = rest * (T.body + T.small / 2);
            const int podiumH = std::max(T.heading * 5, inner.h - rowsH - T.small);
            m_podiumArea = {inner.x, inner.y, inner.w, std::min(inner.h, podiumH)};
            m_podium.layout(m_podiumArea, m_ranked, T, m_s.painter.text());
            for (const auto& s : m_podium.spots()) {
                m_rows.push_back({s.entry.seat, s.column});
            }
            first = m_podium.spots().size();
            y = inner.y + std::min(inner.h, podiumH) + T.small;
            m_restLine = y - T.small / 2;
        } else {
            m_podiumArea = {0, 0, 0, 0};
            m_restLine = 0;
            m_podium.layout(m_podiumArea, {}, T, m_s.painter.text());
            y += T.heading + T.small / 2; // under the "Standings" heading
        }
        const int left = static_cast<int>(m_ranked.size() - first);
        if (left == 0) {
            return;
        }
        const int rowH = std::min(T.body * 2, (inner.y + inner.h - y) / left);
        for (std::size_t k = first; k < m_ranked.size(); ++k) {
            m_rows.push_back({m_ranked[k].seat, {inner.x, y, inner.w, rowH}});
            y += rowH;
        }
    }

    // The seat of the only person in the game when all the others are computers (so the
    // person is the one at this screen), else -1.
    void drawTitle() const {
        const Painter& p = m_s.painter;
        const auto T = m_s.type();
        const int w = m_s.width();
        std::string title = m_view == ResultsView::DuringGame ? tr("Scores so far")
                            : m_game.endedEarly()
                                // TRANSLATORS: the results' title when everyone else left
                                // before the end.
                                ? tr("Ended early: everyone else left")
                                : tr("Game over");
        if (!m_winners.empty()) {
            title = winTitle(m_game, m_winners);
        }
        // The title eases in from a little larger (a stamp, not a slide).
        const double in = m_inGame ? 1.0 : ease::outBack(m_time / 0.5);
        const platform::TextStyle style{m_titleSize,   false,       kGold,
                                        Align::Center, VAlign::Top, true};
        const int y = m_margin / 2;
        const double scale = 0.8 + 0.2 * in;
        if (celebrating()) {
            // The plaque's ends and stars take a title size either side.
            drawBanner(title, y + m_bannerH / 2, scale);
        } else {
            const std::string shown = ellipsize(p.text(), title, style, m_titleRoom);
            const int cy = y + m_titleSize / 2;
            p.text().drawScaled(
                shown, w / 2 + 2, cy + 3,
                {m_titleSize, false, {0, 0, 0, 170}, Align::Center, VAlign::Top, true}, scale);
            p.text().drawScaled(shown, w / 2, cy, style, scale);
            const SDL_Point extent = p.text().measure(shown, style);
            p.noteLabel(shown, {w / 2 - extent.x / 2, cy - extent.y / 2, extent.x, extent.y});
        }
        // TRANSLATORS: under the results' title: {0} the rule set, {1} rounds played.
        std::string info = i18n::trnf("{0} \u00B7 {1} round", "{0} \u00B7 {1} rounds",
                                      static_cast<unsigned long>(rounds()), tr(m_game.rules().name),
                                      i18n::formatNumber(rounds()));
        if (m_graph.empty()) {
            // Before any turn "0 rounds" tells nothing: the points that win instead.
            info = tr(m_game.rules().name) + " \u00B7 " +
                   i18n::trpf("graph key", "target {0}", groupedNumber(m_game.rules().target));
        }
        if (m_s.settings.details) {
            // The game's own seed (a past game's from its file, not the next game's).
            const std::uint64_t seed = m_record ? m_record->setup.seed : m_s.match.seed;
            // TRANSLATORS: with details shown, after the rule set and rounds: {0} the seed of
            // the dice, a number that plays the same game again for anyone who types it.
            info += " \u00B7 " + trf("Share this game: seed {0}", seed);
        }
        p.label(
            info, w / 2, y + m_bannerH + 2,
            {p.text().fitSize(info, T.small, false, m_titleRoom), false, kInkDim, Align::Center});
    }

    int rounds() const { return m_graph.roundsPlayed(); }

    // The winner's moment: a finished game someone won.
    bool celebrating() const { return !m_inGame && !m_winners.empty(); }

    // Details on (I): the game's figures per player under the graph.
    bool showsFigures() const { return m_s.settings.details && !m_graph.empty() && !waiting(); }

    // The figures table at the foot of the graph's frame; where the graph would be left too
    // low to read, the table takes the whole frame (Fewer details brings the graph back).
    void layoutFigures(const SDL_Rect& frame, const TypeScale& T) {
        auto& text = m_s.painter.text();
        const int pad = T.small / 2;
        const int width = frame.w - 2 * pad;
        const int tableH =
            FiguresTable::heightFor(m_game, m_game.playerCount(), T, text, width) + pad;
        const int graphH = frame.h - tableH - pad;
        std::vector<int> seats;
        for (const auto& e : m_ranked) {
            seats.push_back(e.seat);
        }
        SDL_Rect table{frame.x + pad, frame.y + pad, width, frame.h - 2 * pad};
        if (graphH >= std::max(T.body * 9, frame.h * 45 / 100)) {
            m_graphArea = {frame.x, frame.y, frame.w, graphH};
            table = {frame.x + pad, frame.y + graphH + pad, width, tableH};
        } else {
            m_graphArea = {frame.x, frame.y, frame.w, 0};
        }
        m_figures.layout(table, m_game, seats, T, text);
        m_figuresShown = true;
    }

    // The win's title on a plaque in the banners' gold frame, ribbon tails in the winner's
    // colour and a star at either end, as the table's WINNER banner; it pops in like it.
    void drawBanner(const std::string& title, int cy, double scale) const {
        const Painter& p = m_s.painter;
        auto& text = p.text();
        // The whole title, smaller where the plaque, its tails and stars would not fit the room
        // beside the details button ("DU HAST GEWONNEN!" at 800x600): never cut.
        int size = m_titleSize;
        const auto needs = [&](int sz) {
            return text.measure(title, sz, platform::Face::Display).x + sz * 3;
        };
        while (size > m_s.type().heading && needs(size) > m_titleRoom) {
            size = std::max(m_s.type().heading, size * 19 / 20);
        }
        const platform::TextStyle style{size, false, kGold, Align::Center, VAlign::Middle, true};
        const SDL_Point extent = text.measure(title, style);
        const int w = m_s.width();
        const int frame = std::max(6, size / 7);
        const double pw = (extent.x + size + 2 * frame) * scale;
        const double ph = m_bannerH * scale * size / m_titleSize;
        const SDL_Rect plaque{static_cast<int>(w / 2.0 - pw / 2), static_cast<int>(cy - ph / 2),
                              static_cast<int>(pw), static_cast<int>(ph)};
        const SDL_Color accent = playerColor(m_winners.front());
        const double tail = ph * 0.75;
        p.sprite("ribbon_tail", plaque.x - tail / 2 + ph * 0.15, cy + ph * 0.1, tail + ph * 0.3,
                 ph * 0.74, 0, accent);
        p.sprite("ribbon_tail", plaque.x + plaque.w + tail / 2 - ph * 0.15, cy + ph * 0.1,
                 tail + ph * 0.3, ph * 0.74, 180, accent);
        if (!m_s.settings.reducedMotion) {
            // A warm glow breathing round the plaque.
            const double pulse = 0.75 + 0.25 * std::sin(m_time * 4.0);
            const int glow = std::max(4, plaque.h / 5);
            p.softPolygon(roundedRectPath(inset(plaque, -glow / 2), glow),
                          {255, 196, 80, static_cast<Uint8>(100 * pulse)}, glow);
        }
        p.polygon(roundedRectPath({plaque.x + 3, plaque.y + 5, plaque.w, plaque.h}, plaque.h / 4.0),
                  {0, 0, 0, 110});
        p.nineSlice("plaque", plaque, std::max(6, plaque.h / 4));
        const double star = ph * 0.42;
        for (int side : {-1, 1}) {
            p.sprite("star", w / 2.0 + side * (pw / 2 - frame - star * 0.35), cy, star, star,
                     m_s.settings.reducedMotion ? 0.0 : m_time * 30.0 * side, kGold);
        }
        const int drop = std::max(2, size / 24);
        text.drawScaled(title, w / 2 + drop, cy + drop,
                        {size, false, {20, 4, 4, 180}, Align::Center, VAlign::Middle, true}, scale);
        text.drawScaled(title, w / 2, cy, style, scale);
        p.noteLabel(title, {w / 2 - extent.x / 2, cy - extent.y / 2, extent.x, extent.y});
    }

    // The score graph opened before anyone's first turn: the empty chart alone, its names the
    // players at the table, no standings of dashes beside it.
    bool waiting() const { return m_inGame && m_graph.empty(); }

    void drawStandings() const {
        const Painter& p = m_s.painter;
        const auto T = m_s.type();
        if (m_podium.spots().empty()) {
            const std::string standings = tr("Standings");
            p.label(standings, m_side.x + T.small, m_side.y + T.small / 2,
                    {p.text().fitSize(standings, T.heading, platform::Face::Display,
                                      m_side.w - 2 * T.small),
                     false, kGold, Align::Left, VAlign::Top, true});
        } else {
            m_podium.render(p, m_inGame ? 10.0 : m_time);
            if (m_rows.size() > m_podium.spots().size() && m_restLine > 0) {
                // The others' list apart from the podium (its first row read as the caption
                // of the step above it).
                const int x = m_side.x + T.small;
                p.fill({x, m_restLine, m_side.w - 2 * T.small, 1}, withAlpha(kInkDim, 110));
            }
        }
        const std::size_t first = m_podium.spots().size();
        for (std::size_t k = first; k < m_rows.size(); ++k) {
            const int pl = m_rows[k].first;
            const SDL_Rect& r = m_rows[k].second;
            const auto& ps = m_game.players()[static_cast<std::size_t>(pl)];
            const auto& entry = *std::find_if(m_ranked.begin(), m_ranked.end(),
                                              [pl](const PodiumEntry& e) { return e.seat == pl; });
            if (pl == m_pick.player) {
                p.fill(r, {255, 255, 255, 26});
            }
            const int cy = r.y + r.h / 2;
            const int size = std::min(T.body, r.h - 2);
            // The place as an ordinal ("4th", "4.", "4.º"), right-aligned in its column; before
            // any turn nobody has a place yet (everyone "1st" with 0 said nothing).
            const std::string place = standingPlace(entry.place, m_graph.empty());
            p.label(place, r.x + size * 3 / 2, cy,
                    {p.text().fitSize(place, size * 3 / 4, true, size * 3 / 2), true, kInkDim,
                     Align::Right, VAlign::Middle});
            drawSeatShape(p, pl, {r.x + size * 2.4, static_cast<double>(cy)}, size * 0.3,
                          playerColor(pl), {20, 14, 10, 255}); // the graph's shape: its key
            const std::string score = groupedNumber(ps.score);
            const int scoreW = p.text().measure(score, size, true).x;
            std::string note;
            if (ps.left) {
                // TRANSLATORS: after a name in the standings: the player left the game.
                note = tr("(left)");
            } else if (ps.joinedAtTurn > 0) {
                // TRANSLATORS: after a name in the standings: the player joined mid-game.
                note = tr("(joined)");
            }
            // The name first; the note in what is left before the score, shortened or left out.
            const int nameX = r.x + size * 5 / 2 + size;
            const int room = r.x + r.w - size / 2 - scoreW - size / 2 - nameX;
            const platform::TextStyle nameStyle{size, true, playerColor(pl), Align::Left,
                                                VAlign::Middle};
            const std::string name =
                fitName(p.text(), ps.info.name, narrowName(ps.info), nameStyle, room);
            const SDL_Rect drawn = p.label(name, nameX, cy, nameStyle);
            const platform::TextStyle noteStyle{size * 85 / 100, false, kInkDim, Align::Left,
                                                VAlign::Middle};
            const int noteRoom = room - drawn.w - size / 3;
            if (!note.empty() && noteRoom >= p.text().measure("(\u2026)", noteStyle).x) {
                p.label(ellipsize(p.text(), note, noteStyle, noteRoom),
                        drawn.x + drawn.w + size / 3, cy, noteStyle);
            }
            p.label(score, r.x + r.w - size / 2, cy,
                    {size, true, kInk, Align::Right, VAlign::Middle});
        }
    }

    void drawDetails() const {
        const Painter& p = m_s.painter;
        const auto T = m_s.type();
        drawLeather(p, m_details);
        const int x = m_details.x + T.small;
        const int right = m_details.x + m_details.w - T.small;
        int y = m_details.y + T.small / 2;
        if (!m_pick.valid() || m_pick.turn >= m_graph.turnCount(m_pick.player)) {
            const std::string none = tr("No turns played yet: the turns will be told here.");
            p.label(none, x, y, {p.text().fitSize(none, T.body, false, right - x), false, kInkDim});
            return;
        }
        const std::string hint = tr("Arrows or mouse: pick a turn");
        p.label(hint, right, y + 2, {T.small, false, kInkDim, Align::Right});
        const int hintW = p.text().measure(hint, T.small, false).x;
        const auto& ps = m_game.players()[static_cast<std::size_t>(m_pick.player)];
        const auto& t = ps.history[static_cast<std::size_t>(m_pick.turn)];
        const auto& rules = m_game.rules();
        std::string head =
            // TRANSLATORS: the picked turn: {0} the player, {1} the turn's number, {2} how
            // it ended ("Banked 350"), {3} the score after it.
            trf("{0}, turn {1}: {2} \u2192 {3}", ps.info.name, i18n::formatNumber(t.turn),
                turnEndInWords(rules, t), groupedNumber(t.scoreAfter));
        if (t.adopted > 0) {
            // TRANSLATORS: after the picked turn: the player adopted the points {0} left by the
            // player before.
            head += " " + trf("(took over {0})", groupedNumber(t.adopted));
        }
        if (t.tieBreak) {
            // TRANSLATORS: after the picked turn: it was a turn of the tie-break.
            head += std::string(" ") + tr("(tie-break)");
        }
        const platform::TextStyle headStyle{T.body, true, playerColor(m_pick.player)};
        p.label(ellipsize(p.text(), head, headStyle, right - x - hintW - T.small), x, y, headStyle);
        y += T.body + T.small / 2;
        std::string rolls;
        for (const auto& r : t.rolls) {
            rolls += (rolls.empty() ? "" : ";  ") + rollInWords(rules, r);
        }
        if (rolls.empty()) {
            rolls = tr("No dice thrown.");
        }
        const int size = p.text().fitSize(rolls, T.small, false, right - x);
        const platform::TextStyle rollStyle{std::max(size, T.small * 8 / 10), false, kInk};
        p.label(ellipsize(p.text(), rolls, rollStyle, right - x), x, y, rollStyle);
    }

    void pickPlayer(int player) {
        m_pick.player = player;
        const int turns = m_graph.turnCount(player);
        m_pick.turn = turns == 0 ? -1 : std::clamp(m_pick.turn, 0, turns - 1);
    }

    void movePick(int dPlayer, int dTurn) {
        if (dPlayer != 0) {
            auto it = std::find_if(m_ranked.begin(), m_ranked.end(), [this](const PodiumEntry& e) {
                return e.seat == m_pick.player;
            });
            int k = it == m_ranked.end() ? 0 : static_cast<int>(it - m_ranked.begin());
            const int n = static_cast<int>(m_ranked.size());
            k = ((k + dPlayer) % n + n) % n;
            m_pick.player = m_ranked[static_cast<std::size_t>(k)].seat;
        }
        const int turns = m_graph.turnCount(m_pick.player);
        m_pick.turn = turns == 0 ? -1 : std::clamp(m_pick.turn + dTurn, 0, turns - 1);
    }

    void activate(const std::string& id) {
        m_s.sound("click");
        if (id == "back") {
            m_s.scenes.pop();
        } else if (id == "details") {
            m_s.settings.details = !m_s.settings.details;
            layout(m_s.width(), m_s.height()); // the button's words change
        } else if (id == "again" && m_network) {
            playAgainAtTable(m_s); // the same network table, never a game at this screen
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
    ResultsView m_view;
    bool m_inGame; // over a game or the statistics: Back returns there, no celebration
    std::shared_ptr<const session::MatchRecord> m_record; // for "Watch replay"
    ScoreGraph m_graph;
    bool m_network;                    // the game of a network table: Play again plays there again
    int m_buttonRows = 1;              // the action buttons' rows (2 when one would cram them)
    std::vector<PodiumEntry> m_ranked; // by score, places shared on ties
    std::vector<int> m_winners;
    std::vector<std::pair<int, SDL_Rect>> m_rows; // clickable standings: player, rectangle
    GraphPick m_pick;
    Menu m_menu;
    Podium m_podium;
    Confetti m_confetti;
    bool m_celebrate = false;
    bool m_confettiStarted = false;
    double m_time = 0;
    int m_margin = 10;
    int m_titleSize = 40;
    int m_bannerH = 40; // the title's band: its plaque's height on a win
    FiguresTable m_figures;
    bool m_figuresShown = false;
    SDL_Rect m_frame{}; // inside the graph's wooden frame (the graph, the figures under it)
    int m_rim = 8;
    SDL_Rect m_podiumArea{}; // where the podium stands
    int m_restLine = 0;      // the rule between the podium and the others' rows (0: none)
    int m_titleRoom = 100;   // the width the title and the line under it may take
    SDL_Rect m_graphArea{}, m_side{}, m_details{};
};

} // namespace

std::unique_ptr<Scene> makeResultsScene(Services& s, const core::Game& game, ResultsView view,
                                        std::shared_ptr<const session::MatchRecord> record) {
    return std::make_unique<ResultsScene>(s, game, view, std::move(record));
}

std::unique_ptr<Scene> makeGraphScene(Services& s, const core::Game& game) {
    return std::make_unique<ResultsScene>(s, game, ResultsView::DuringGame, nullptr);
}

} // namespace greed::app

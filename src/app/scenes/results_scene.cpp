// ResultsScene: the winner's moment (podium, crown, confetti), the score graph in a wooden frame,
// the standings, the picked turn told in words, and what next.
#include "app/scenes/scenes.hpp"
#include "app/services.hpp"
#include "app/ui/button_row.hpp"
#include "app/ui/confetti.hpp"
#include "app/ui/details_toggle.hpp"
#include "app/ui/easing.hpp"
#include "app/ui/ellipsis.hpp"
#include "app/ui/menu_look.hpp"
#include "app/ui/narrow_name.hpp"
#include "app/ui/palette.hpp"
#include "app/ui/personality_words.hpp"
#include "app/ui/podium.hpp"
#include "app/ui/portrait.hpp"
#include "app/ui/score_graph.hpp"
#include "app/ui/seat_marks.hpp"
#include "app/ui/turn_words.hpp"
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
        m_titleSize = std::max(T.big, h * 8 / 100);
        const int bh = std::max(40, h * 7 / 100);
        // Before any turn there is no turn to tell: the chart's card says so, once.
        const int detailH = m_graph.empty() ? -m / 2 : T.body + T.small * 2 + m;
        const int top = m / 2 + m_titleSize + T.small + m;
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
        if (waiting()) {
            layoutWaiting({m, top, w - 2 * m, bottom - top});
        } else if (m_graph.empty()) {
            // Nothing to chart: a small card with a friendly line instead of a blank chart.
            const int cw = std::min(frame.w, T.body * 26);
            const int ch = std::min(frame.h, T.heading * 4);
            m_graphArea = {frame.x + (frame.w - cw) / 2, frame.y + (frame.h - ch) / 2, cw, ch};
        }
        m_graph.layout(m_graphArea, T, m_s.painter);
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
            break;
        }
        case Command::Key:
            if (isDetailsKey(e)) {
                activate("details");
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
            drawWaiting();
        } else {
            drawLeather(p, m_side);
            // The confetti over the felt and the podium's leather, behind the steps, the
            // names, the graph, the words and the buttons.
            if (!m_confetti.done()) {
                m_confetti.render(p);
            }
            drawStandings();
            drawWoodFrame(p, m_graphArea, m_rim);
            m_graph.render(p, m_pick);
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
        m_menu.add(details);
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
        } else {
            m_podiumArea = {0, 0, 0, 0};
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
            std::string names;
            for (int wi : m_winners) {
                names += (names.empty() ? "" : " & ") +
                         m_game.players()[static_cast<std::size_t>(wi)].info.name;
            }
            // TRANSLATORS: the results' title: {0} the names of the players who tied for the
            // win, joined with "&".
            const std::string shared = trf("{0} share the win!", names);
            // TRANSLATORS: the results' title: {0} the winner's name.
            title = m_winners.size() > 1 ? shared : trf("{0} wins!", names);
            if (m_winners.size() == 1 && lonePerson(m_game) == m_winners.front()) {
                // TRANSLATORS: the results' title when the one person playing (against
                // computers only) won: said to them, not about their name.
                title = tr("You win!");
            }
        }
        // The title eases in from a little larger (a stamp, not a slide).
        const double in = m_inGame ? 1.0 : ease::outBack(m_time / 0.5);
        const platform::TextStyle style{m_titleSize,   false,       kGold,
                                        Align::Center, VAlign::Top, true};
        const std::string shown = ellipsize(p.text(), title, style, m_titleRoom);
        const int y = m_margin / 2;
        const double scale = 0.8 + 0.2 * in;
        const int cy = y + m_titleSize / 2;
        p.text().drawScaled(shown, w / 2 + 2, cy + 3,
                            {m_titleSize, false, {0, 0, 0, 170}, Align::Center, VAlign::Top, true},
                            scale);
        p.text().drawScaled(shown, w / 2, cy, style, scale);
        const SDL_Point extent = p.text().measure(shown, style);
        p.noteLabel(shown, {w / 2 - extent.x / 2, cy - extent.y / 2, extent.x, extent.y});
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
            info, w / 2, y + m_titleSize + 2,
            {p.text().fitSize(info, T.small, false, m_titleRoom), false, kInkDim, Align::Center});
    }

    int rounds() const { return m_graph.roundsPlayed(); }

    // The score graph opened before anyone's first turn: one card with the message and the
    // players at the table, no standings of dashes beside an empty chart.
    bool waiting() const { return m_inGame && m_graph.empty(); }

    void layoutWaiting(const SDL_Rect& region) {
        const auto T = m_s.type();
        m_side = {0, 0, 0, 0};
        m_rows.clear();
        const int cw = std::min(region.w, std::max(T.body * 28, region.w * 46 / 100));
        const int msgH = T.heading * 4;
        // The players as a flow of "shape name" in rows, centred.
        const int room = cw - 2 * T.body;
        const int gap = T.body * 3 / 2;
        const int rowH = T.body * 8 / 5;
        m_chips.clear();
        std::vector<std::vector<std::pair<int, int>>> rows(1); // player, width
        int x = 0;
        for (int pl = 0; pl < m_game.playerCount(); ++pl) {
            const auto& info = m_game.players()[static_cast<std::size_t>(pl)].info;
            const platform::TextStyle style{T.body, true};
            const std::string name =
                fitName(m_s.painter.text(), info.name, narrowName(info), style, room - T.body * 2);
            const int chipW = T.body * 3 / 2 + m_s.painter.text().measure(name, style).x;
            if (x > 0 && x + gap + chipW > room) {
                rows.emplace_back();
                x = 0;
            }
            x += (x > 0 ? gap : 0) + chipW;
            rows.back().push_back({pl, chipW});
            m_chips.push_back({pl, name, {}});
        }
        const int chipsH = static_cast<int>(rows.size()) * rowH;
        const int ch = std::min(region.h, msgH + chipsH + T.body);
        m_waitCard = {region.x + (region.w - cw) / 2, region.y + (region.h - ch) / 2, cw, ch};
        m_graphArea = {m_waitCard.x, m_waitCard.y, cw, msgH};
        std::size_t k = 0;
        int y = m_waitCard.y + msgH;
        for (const auto& row : rows) {
            int rowW = -gap;
            for (const auto& chip : row) {
                rowW += chip.second + gap;
            }
            int cx = m_waitCard.x + (cw - rowW) / 2;
            for (const auto& chip : row) {
                m_chips[k++].rect = {cx, y, chip.second, rowH};
                cx += chip.second + gap;
            }
            y += rowH;
        }
    }

    void drawWaiting() const {
        const Painter& p = m_s.painter;
        const auto T = m_s.type();
        drawWoodFrame(p, m_waitCard, m_rim);
        p.fill(m_waitCard, kFeltPanel);
        m_graph.render(p, m_pick);
        for (const auto& chip : m_chips) {
            const int cy = chip.rect.y + chip.rect.h / 2;
            const SDL_Color c = playerColor(chip.player);
            drawSeatShape(p, chip.player, {chip.rect.x + T.body * 0.5, static_cast<double>(cy)},
                          T.body * 0.32, c, {20, 14, 10, 255});
            p.label(chip.name, chip.rect.x + T.body * 3 / 2, cy,
                    {T.body, true, c, Align::Left, VAlign::Middle});
        }
    }

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
    int m_rim = 8;
    SDL_Rect m_podiumArea{}; // where the podium stands
    struct Chip {
        int player;
        std::string name;
        SDL_Rect rect;
    };
    std::vector<Chip> m_chips; // the players on the card before any turn
    SDL_Rect m_waitCard{};
    int m_titleRoom = 100; // the width the title and the line under it may take
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

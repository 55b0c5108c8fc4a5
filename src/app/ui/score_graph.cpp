// ScoreGraph: round ticks, solid step lines in seat colours over a dark casing, each in its
// lane, markers in the seats' shapes by how turns ended, the target's neutral rule, names at
// the line ends (each after its seat's shape) spread apart so no two labels touch, and the
// marker key.
#include "app/ui/score_graph.hpp"

#include "app/ui/ellipsis.hpp"
#include "app/ui/narrow_name.hpp"
#include "app/ui/palette.hpp"
#include "app/ui/personality_words.hpp"
#include "app/ui/seat_marks.hpp"
#include "app/ui/text_wrap.hpp"
#include "app/ui/turn_words.hpp"
#include "i18n/translate.hpp"

#include <algorithm>
#include <cmath>

namespace greed::app {

namespace {

constexpr SDL_Color kCasing{6, 18, 13, 255}; // dark edge under the lines: crossings stay readable

MarkerKind markerOf(const core::TurnRecord& turn) {
    if (turn.streakPenalty > 0) {
        return MarkerKind::Penalty; // busts in a row cost points: the line drops here
    }
    switch (turn.end) {
    case core::TurnEnd::Penalty:
        return MarkerKind::Penalty;
    case core::TurnEnd::Bust:
    case core::TurnEnd::EntryFailed:
        return MarkerKind::Bust;
    default:
        return MarkerKind::Banked;
    }
}

// Room before a name at the line's end for the seat's shape.
int labelSwatch(int size) {
    return size * 3 / 4 + 4;
}

// Written left of the round numbers under the chart.
std::string roundWord() {
    // TRANSLATORS: the score graph's x axis: the numbers are rounds of the game.
    return i18n::trp("graph axis", "round");
}

} // namespace

std::vector<double> niceTicks(double lo, double hi, int count) {
    if (hi <= lo) {
        hi = lo + 1;
    }
    const double raw = (hi - lo) / std::max(1, count);
    const double mag = std::pow(10.0, std::floor(std::log10(raw)));
    double step = mag;
    for (double m : {1.0, 2.0, 2.5, 5.0, 10.0}) {
        if (m * mag >= raw) {
            step = m * mag;
            break;
        }
    }
    std::vector<double> ticks;
    for (double v = std::floor(lo / step) * step; v <= hi + step * 0.999; v += step) {
        ticks.push_back(v);
    }
    return ticks;
}

void drawMarker(const Painter& p, MarkerKind kind, int seat, Vec2 m, double r, SDL_Color c) {
    switch (kind) {
    case MarkerKind::Banked:
        if (seat < 0) {
            p.disc(m, r + 1.5, kCasing);
            p.disc(m, r, c);
        } else {
            drawSeatShape(p, seat, m, r, c, kCasing);
        }
        break;
    case MarkerKind::Bust:
        // Hollow: the panel shows through the middle (nothing was banked).
        if (seat < 0) {
            p.disc(m, r + 1.5, kCasing);
            p.ring(m, r, 2, c);
        } else {
            drawSeatShape(p, seat, m, r * 1.1, c, kCasing);
            drawSeatShape(p, seat, m, r * 0.3, kFeltPanel, kFeltPanel);
        }
        break;
    case MarkerKind::Penalty:
        // Red as the table's bust and penalty, edged in the seat's colour.
        if (seat < 0) {
            p.disc(m, r + 1.5, c);
            p.disc(m, r, kBad);
        } else {
            drawSeatShape(p, seat, m, r * 1.15, kBad, c);
        }
        break;
    case MarkerKind::Joined: {
        const double s = r * 1.2;
        p.fill({static_cast<int>(m.x - s - 1), static_cast<int>(m.y - s - 1),
                static_cast<int>(2 * s + 2), static_cast<int>(2 * s + 2)},
               kCasing);
        p.fill({static_cast<int>(m.x - s), static_cast<int>(m.y - s), static_cast<int>(2 * s),
                static_cast<int>(2 * s)},
               c);
        break;
    }
    case MarkerKind::Left: {
        const double k = r * 1.3;
        p.line({m.x - k, m.y - k}, {m.x + k, m.y + k}, 3, c);
        p.line({m.x - k, m.y + k}, {m.x + k, m.y - k}, 3, c);
        break;
    }
    }
}

ScoreGraph::ScoreGraph(const core::Game& game) : m_game(game) {}

int ScoreGraph::turnCount(int player) const {
    return static_cast<int>(m_game.players()[static_cast<std::size_t>(player)].history.size());
}

bool ScoreGraph::empty() const {
    for (int i = 0; i < m_game.playerCount(); ++i) {
        if (turnCount(i) > 0) {
            return false;
        }
    }
    return true;
}

int ScoreGraph::firstRound(int player) const {
    const auto& players = m_game.players();
    const auto& me = players[static_cast<std::size_t>(player)];
    if (me.joinedAtTurn <= 0) {
        return 0;
    }
    // Turns played when they joined, shared among the players seated then: the rounds gone.
    int seated = 0;
    for (int i = 0; i < player; ++i) {
        const auto& o = players[static_cast<std::size_t>(i)];
        const bool there = o.joinedAtTurn <= me.joinedAtTurn &&
                           (o.leftAtTurn < 0 || o.leftAtTurn >= me.joinedAtTurn);
        seated += there ? 1 : 0;
    }
    return me.joinedAtTurn / std::max(1, seated);
}

int ScoreGraph::roundsPlayed() const {
    int rounds = 0;
    for (int i = 0; i < m_game.playerCount(); ++i) {
        rounds = std::max(rounds, firstRound(i) + turnCount(i));
    }
    return rounds;
}

std::vector<int> ScoreGraph::roundTicks() const {
    const int every =
        std::max(1, static_cast<int>(std::ceil(m_xMax / (m_plot.w / (m_type.small * 3.0)))));
    // From round 0 (where every line starts) at the plot's left edge.
    std::vector<int> ticks;
    for (int t = 0; t <= m_xMax; t += every) { // before any turn: the first round, to come
        ticks.push_back(t);
    }
    return ticks;
}

void ScoreGraph::layout(const SDL_Rect& area, const TypeScale& type, const Painter& painter) {
    m_area = area;
    m_type = type;
    double lo = 0;
    // Headroom over the target, so its line and label never sit on the plot's top edge.
    double hi = m_game.rules().target * 1.04;
    // The axis ends at the rounds played, so it agrees with the header and never numbers a
    // round nobody has played yet.
    m_xMax = std::max(1, roundsPlayed());
    for (const auto& p : m_game.players()) {
        for (const auto& t : p.history) {
            lo = std::min(lo, static_cast<double>(t.scoreAfter));
            hi = std::max(hi, static_cast<double>(t.scoreAfter));
        }
    }
    m_yTicks = niceTicks(lo, hi, std::clamp(area.h / (type.small * 4), 3, 7));
    m_yMin = m_yTicks.front();
    m_yMax = m_yTicks.back();
    m_radius = std::max(4.5, type.small * 0.32);

    const int pad = type.small;
    // The left margin holds the score labels.
    int labelW = 0;
    for (double v : m_yTicks) {
        labelW = std::max(
            labelW,
            painter.text().measure(groupedNumber(static_cast<int>(v)), type.small, false).x);
    }
    const int gutterW = std::min(area.w * 30 / 100, gutterWanted(painter));
    layoutKey(painter);
    const int keyH = m_key.empty() ? 0 : m_keySize + pad;
    const int left = labelW + pad * 2;
    // Under the plot: the round numbers, the axis' word under them, then the key.
    const int bottom = type.small * 3 + 8 + keyH;
    m_plot = {area.x + left, area.y + pad, area.w - left - gutterW - pad, area.h - pad - bottom};
    // The key sits centred under the axis, below the round numbers.
    int keyW = 0;
    for (const auto& k : m_key) {
        keyW += k.rect.w + m_keySize;
    }
    int kx = area.x + (area.w - keyW + m_keySize) / 2;
    const int ky = area.y + area.h - pad / 2 - m_keySize - 2;
    for (auto& k : m_key) {
        k.rect.x = kx;
        k.rect.y = ky;
        kx += k.rect.w + m_keySize;
    }
    layoutLanes();
    layoutLabels(painter, m_plot.x + m_plot.w + pad / 2, gutterW);
    layoutTarget(painter);
}

void ScoreGraph::layoutLanes() {
    // A stretch: one player's line at one value, from the turn it got there to the turn it
    // left it (or the plot's edge, where the final score is held).
    struct Stretch {
        int player;
        int value;
        int from; // the first turn of the stretch (-1: the start)
        int to;   // its last
        double xa, xb;
    };
    std::vector<Stretch> all;
    const double right = m_plot.x + m_plot.w;
    for (int pl = 0; pl < m_game.playerCount(); ++pl) {
        const auto& history = m_game.players()[static_cast<std::size_t>(pl)].history;
        const int turns = turnCount(pl);
        for (int t = -1; t < turns; ++t) {
            const int value = t < 0 ? 0 : history[static_cast<std::size_t>(t)].scoreAfter;
            const double xb = t + 1 < turns ? xOf(roundPosition(pl, t + 1)) : right;
            if (!all.empty() && all.back().player == pl && all.back().value == value) {
                all.back().to = t; // the same score again (a bust): one stretch
                all.back().xb = xb;
            } else {
                all.push_back({pl, value, t, t, xOf(roundPosition(pl, t)), xb});
            }
        }
    }
    std::sort(all.begin(), all.end(), [](const Stretch& a, const Stretch& b) {
        return a.value != b.value ? a.value < b.value : a.xa < b.xa;
    });
    m_lanes.assign(static_cast<std::size_t>(m_game.playerCount()), {});
    for (int pl = 0; pl < m_game.playerCount(); ++pl) {
        m_lanes[static_cast<std::size_t>(pl)].assign(static_cast<std::size_t>(turnCount(pl) + 1),
                                                     0.0);
    }
    // Stretches of one value that overlap in time (directly or through another) share a band
    // of lanes, one a player in seat order, centred on the value but kept inside the plot.
    const double step = lineWidth() + 1.0; // a pixel of the dark casing between two lines
    std::size_t i = 0;
    while (i < all.size()) {
        std::size_t j = i + 1;
        double reach = all[i].xb;
        while (j < all.size() && all[j].value == all[i].value && all[j].xa < reach - 0.5) {
            reach = std::max(reach, all[j].xb);
            ++j;
        }
        std::vector<int> seats;
        for (std::size_t k = i; k < j; ++k) {
            seats.push_back(all[k].player);
        }
        std::sort(seats.begin(), seats.end());
        seats.erase(std::unique(seats.begin(), seats.end()), seats.end());
        const double y = yOf(all[i].value);
        const double half = (static_cast<double>(seats.size()) - 1) / 2.0 * step;
        const double low = m_plot.y + m_plot.h - step / 2;
        const double high = m_plot.y + step / 2;
        const double shift = std::min(0.0, low - (y + half)) + std::max(0.0, high - (y - half));
        for (std::size_t k = i; k < j; ++k) {
            const Stretch& s = all[k];
            const auto lane = std::find(seats.begin(), seats.end(), s.player) - seats.begin();
            const double offset = static_cast<double>(lane) * step - half + shift;
            for (int t = s.from; t <= s.to; ++t) {
                m_lanes[static_cast<std::size_t>(s.player)][static_cast<std::size_t>(t + 1)] =
                    offset;
            }
        }
        i = j;
    }
}

std::string ScoreGraph::targetWords() const {
    // TRANSLATORS: the label on the score graph's line of the points that win ({0}).
    return i18n::trpf("graph key", "target {0}", groupedNumber(m_game.rules().target));
}

void ScoreGraph::layoutTarget(const Painter& painter) {
    // On the rule, where no player's line passes: its left end (scores start low), else its
    // right end or middle; the left end when every place is crossed.
    const int size = m_type.small;
    const SDL_Point text = painter.text().measure(targetWords(), size, false);
    const int w = text.x + size;
    const int h = text.y + 2;
    const int y = static_cast<int>(std::lround(targetY())) - h / 2;
    const int inset = size / 2;
    const std::vector<int> xs{m_plot.x + inset, m_plot.x + m_plot.w - inset - w,
                              m_plot.x + (m_plot.w - w) / 2};
    m_targetLabel = {xs.front(), y, w, h};
    const double reach = lineWidth() + m_radius;
    for (int x : xs) {
        const SDL_Rect r{x, y, w, h};
        bool crossed = false;
        for (int pl = 0; pl < m_game.playerCount() && !crossed; ++pl) {
            for (const auto& seg : steps(pl)) {
                const SDL_Rect box{static_cast<int>(std::min(seg.a.x, seg.b.x) - reach),
                                   static_cast<int>(std::min(seg.a.y, seg.b.y) - reach),
                                   static_cast<int>(std::abs(seg.b.x - seg.a.x) + 2 * reach),
                                   static_cast<int>(std::abs(seg.b.y - seg.a.y) + 2 * reach)};
                if (SDL_HasIntersection(&r, &box) == SDL_TRUE) {
                    crossed = true;
                    break;
                }
            }
        }
        if (!crossed) {
            m_targetLabel = r;
            return;
        }
    }
}

void ScoreGraph::layoutKey(const Painter& painter) {
    m_key.clear();
    if (empty()) {
        return;
    }
    bool penalty = m_game.rules().hasPenalties();
    bool joined = false;
    bool left = false;
    for (const auto& p : m_game.players()) {
        joined = joined || p.joinedAtTurn > 0;
        left = left || p.left;
        for (const auto& t : p.history) {
            penalty = penalty || t.end == core::TurnEnd::Penalty || t.streakPenalty > 0;
        }
    }
    using i18n::trp;
    // TRANSLATORS: the key of the score graph's markers: how a turn ended.
    m_key.push_back({MarkerKind::Banked, trp("graph key", "banked")});
    m_key.push_back({MarkerKind::Bust, trp("graph key", "bust: nothing banked")});
    if (penalty) {
        m_key.push_back({MarkerKind::Penalty, trp("graph key", "penalty")});
    }
    if (joined) {
        // TRANSLATORS: the key of the score graph: where a player joined the game.
        m_key.push_back({MarkerKind::Joined, trp("graph key", "joined")});
    }
    if (left) {
        // TRANSLATORS: the key of the score graph: where a player left the game.
        m_key.push_back({MarkerKind::Left, trp("graph key", "left")});
    }
    // One row: the text shrinks until it fits the panel's width.
    for (m_keySize = m_type.small; m_keySize >= 10; --m_keySize) {
        int total = 0;
        for (auto& k : m_key) {
            const int symbol = m_keySize * 2;
            k.rect.w = symbol + painter.text().measure(k.text, m_keySize, false).x;
            k.rect.h = m_keySize + 2;
            total += k.rect.w + m_keySize;
        }
        if (total - m_keySize <= m_area.w - m_type.small * 2) {
            break;
        }
    }
    m_keySize = std::max(10, m_keySize);
}

int ScoreGraph::gutterWanted(const Painter& painter) const {
    // As wide as the widest "name  score" needs, or as three names of a group of equal scores
    // side by side ("You  Rex  Sam  0"), so a tie of many stays a compact block.
    const int size = m_type.small;
    const int swatch = labelSwatch(size);
    int wanted = 0;
    for (const auto& group : scoreGroups()) {
        std::vector<int> widths;
        for (int pl : group) {
            const auto& info = m_game.players()[static_cast<std::size_t>(pl)].info;
            widths.push_back(swatch + painter.text().measure(info.name, size, true).x);
        }
        std::sort(widths.rbegin(), widths.rend());
        int row = 0;
        for (std::size_t i = 0; i < std::min<std::size_t>(3, widths.size()); ++i) {
            row += widths[i] + (i > 0 ? size * 2 / 3 : 0);
        }
        const int score = m_game.players()[static_cast<std::size_t>(group.front())].score;
        wanted = std::max(wanted,
                          row + size + painter.text().measure(groupedNumber(score), size, true).x);
    }
    return wanted + size;
}

std::vector<std::vector<int>> ScoreGraph::scoreGroups() const {
    // Players with the same score, in seat order; groups from the highest score down.
    std::vector<std::vector<int>> groups;
    for (int pl = 0; pl < m_game.playerCount(); ++pl) {
        const int score = m_game.players()[static_cast<std::size_t>(pl)].score;
        auto same = std::find_if(groups.begin(), groups.end(), [&](const std::vector<int>& g) {
            return m_game.players()[static_cast<std::size_t>(g.front())].score == score;
        });
        if (same == groups.end()) {
            groups.push_back({pl});
        } else {
            same->push_back(pl);
        }
    }
    return groups;
}

void ScoreGraph::layoutLabels(const Painter& painter, int gutterX, int gutterW) {
    m_labels.clear();
    m_labelGroups.clear();
    const int size = m_type.small;
    const int lh = size + 4;
    const int swatch = labelSwatch(size);
    const int gap = size * 2 / 3;
    // Each group of equal scores is one block: the score once, at the first row's right, and
    // the names flowing in rows before it; the block centred on the lines' end.
    for (const auto& members : scoreGroups()) {
        LabelGroup group;
        const auto& first = m_game.players()[static_cast<std::size_t>(members.front())];
        const std::string score = groupedNumber(first.score);
        const SDL_Point scoreSize = painter.text().measure(score, size, true);
        const int rowW = gutterW - scoreSize.x - size / 2;
        int x = 0;
        int row = 0;
        double lineY = 0;
        for (int pl : members) {
            const auto& ps = m_game.players()[static_cast<std::size_t>(pl)];
            EndLabel l;
            l.player = pl;
            l.lineY = point(pl, turnCount(pl) - 1).y;
            lineY += l.lineY / static_cast<double>(members.size());
            l.name = fitName(painter.text(), ps.info.name, narrowName(ps.info), {size, true},
                             std::max(0, rowW - swatch));
            const int itemW = swatch + painter.text().measure(l.name, size, true).x;
            if (x > 0 && x + gap + itemW > rowW) {
                x = 0;
                ++row;
            }
            x += x > 0 ? gap : 0;
            l.nameRect = {gutterX + x + swatch, row * lh, itemW - swatch, lh};
            x += itemW;
            if (pl == members.front()) {
                l.score = score;
                l.scoreRect = {gutterX + gutterW - scoreSize.x, 0, scoreSize.x, lh};
            } else {
                // The group's score is written once: none here (an empty rectangle).
                l.scoreRect = {l.nameRect.x + l.nameRect.w, 0, 0, 0};
            }
            group.labels.push_back(static_cast<int>(m_labels.size()));
            m_labels.push_back(l);
        }
        group.lineY = lineY;
        group.height = (row + 1) * lh;
        m_labelGroups.push_back(group);
    }
    // Spread the blocks: in order of their lines' ends, each centred on its value when it can
    // be, at least its height below the one above; then pushed back up from the bottom if the
    // last ran past the plot.
    std::vector<LabelGroup*> order;
    for (auto& g : m_labelGroups) {
        order.push_back(&g);
    }
    std::stable_sort(order.begin(), order.end(),
                     [](const LabelGroup* a, const LabelGroup* b) { return a->lineY < b->lineY; });
    const int top = m_area.y + 2;
    const int bottom = m_plot.y + m_plot.h + size + 4; // may use the round numbers' row
    int prevEnd = top;
    for (LabelGroup* g : order) {
        g->top = std::max(static_cast<int>(std::lround(g->lineY - g->height / 2.0)), prevEnd);
        prevEnd = g->top + g->height;
    }
    int next = bottom;
    for (auto it = order.rbegin(); it != order.rend(); ++it) {
        LabelGroup* g = *it;
        g->top = std::max(std::min(g->top, next - g->height), top);
        next = g->top;
    }
    for (const LabelGroup& g : m_labelGroups) {
        for (int i : g.labels) {
            EndLabel& l = m_labels[static_cast<std::size_t>(i)];
            l.nameRect.y += g.top;
            l.scoreRect.y = l.score.empty() ? l.nameRect.y : g.top;
        }
    }
}

double ScoreGraph::yOf(double score) const {
    return m_plot.y + m_plot.h - (score - m_yMin) / (m_yMax - m_yMin) * m_plot.h;
}

double ScoreGraph::roundPosition(int player, int turn) const {
    if (turn < 0) {
        return firstRound(player); // the line starts where the player's first round begins
    }
    // Each turn sits at its place in the round: the first player's a share of a round in, the
    // last player's on the round's tick. A round's turns are spread over its width, so a short
    // game is not one jump squeezed against the axis' end.
    const int n = std::max(1, m_game.playerCount());
    const int inRound = ((player - m_game.firstPlayer()) % n + n) % n;
    return firstRound(player) + turn + (inRound + 1) / static_cast<double>(n);
}

double ScoreGraph::xOf(double rounds) const {
    return m_plot.x + rounds * static_cast<double>(m_plot.w) / m_xMax;
}

Vec2 ScoreGraph::point(int player, int turn) const {
    double score = 0;
    if (turn >= 0) {
        score = m_game.players()[static_cast<std::size_t>(player)]
                    .history[static_cast<std::size_t>(turn)]
                    .scoreAfter;
    }
    return {xOf(roundPosition(player, turn)), yOf(score) + lane(player, turn)};
}

double ScoreGraph::lane(int player, int turn) const {
    // (Findings v3: lines a fraction of a pixel apart hid everyone at 0 under the last drawn.)
    const auto p = static_cast<std::size_t>(player);
    const auto t = static_cast<std::size_t>(turn + 1);
    return p < m_lanes.size() && t < m_lanes[p].size() ? m_lanes[p][t] : 0.0;
}

double ScoreGraph::lineWidth() const {
    return std::max(3.0, m_type.small * 0.2); // 3 px at 720 lines, a little more on big windows
}

std::vector<Segment> ScoreGraph::steps(int player) const {
    std::vector<Segment> out;
    Vec2 prev = point(player, -1);
    for (int t = 0; t < turnCount(player); ++t) {
        const Vec2 cur = point(player, t);
        out.push_back({prev, {cur.x, prev.y}});
        if (cur.y != prev.y) {
            out.push_back({{cur.x, prev.y}, cur});
        }
        prev = cur;
    }
    return out;
}

GraphPick ScoreGraph::pick(int x, int y) const {
    GraphPick best;
    // Within half the room between two turns (a round holds one turn of each player).
    double bestD = std::max(12.0, m_plot.w / (2.0 * m_xMax * std::max(1, m_game.playerCount())));
    for (int p = 0; p < m_game.playerCount(); ++p) {
        for (int t = 0; t < turnCount(p); ++t) {
            const Vec2 c = point(p, t);
            const double d = std::hypot(c.x - x, (c.y - y) * 1.5);
            if (d < bestD) {
                bestD = d;
                best = {p, t};
            }
        }
    }
    return best;
}

void ScoreGraph::drawAxes(const Painter& p) const {
    const auto& T = m_type;
    for (double v : m_yTicks) {
        const double y = yOf(v);
        p.line({static_cast<double>(m_plot.x), y}, {static_cast<double>(m_plot.x + m_plot.w), y}, 1,
               v == 0 ? SDL_Color{255, 255, 255, 90} : kGrid);
        p.label(groupedNumber(static_cast<int>(v)), m_plot.x - T.small / 2, static_cast<int>(y),
                {T.small, false, kInkDim, Align::Right, VAlign::Middle});
    }
    // Round numbers, thinned to fit, in a row clear of the lowest score label.
    const int roundsY = m_plot.y + m_plot.h + T.small / 2 + 2;
    for (int t : roundTicks()) {
        const double x = xOf(t);
        p.line({x, static_cast<double>(m_plot.y)}, {x, static_cast<double>(m_plot.y + m_plot.h)}, 1,
               withAlpha(kGrid, 22));
        p.label(std::to_string(t), static_cast<int>(x), roundsY,
                {T.small, false, kInkDim, Align::Center});
    }
    // The axis' word under its numbers, centred (beside them it sat under the score labels).
    p.label(roundWord(), m_plot.x + m_plot.w / 2, roundsY + T.small + 2,
            {T.small, false, kInkDim, Align::Center});
}

void ScoreGraph::drawTarget(const Painter& p) const {
    // A neutral dashed rule, broken where its label stands on it: no seat's colour (the gold
    // dashes read as the lemon seat's line), no seat's pattern (the lines are solid).
    const double ty = targetY();
    const double x0 = m_plot.x;
    const double x1 = m_plot.x + m_plot.w;
    const double gapA = m_targetLabel.x - 3;
    const double gapB = m_targetLabel.x + m_targetLabel.w + 3;
    const double width = std::max(2.0, m_type.small * 0.12);
    const double dash = m_type.small * 0.8;
    if (gapA > x0) {
        p.dashedLine({x0, ty}, {gapA, ty}, width, dash, dash * 0.6, kTargetRule);
    }
    if (gapB < x1) {
        p.dashedLine({gapB, ty}, {x1, ty}, width, dash, dash * 0.6, kTargetRule);
    }
    p.roundedRect(m_targetLabel, m_targetLabel.h / 2.0, withAlpha(kCasing, 235));
    p.roundedOutline(m_targetLabel, m_targetLabel.h / 2.0, 1, withAlpha(kTargetRule, 150));
    p.label(targetWords(), m_targetLabel.x + m_targetLabel.w / 2,
            m_targetLabel.y + m_targetLabel.h / 2,
            {m_type.small, false, kTargetRule, Align::Center, VAlign::Middle});
}

namespace {

// Axis-aligned pieces as bars with square ends (so a step's corners close), in one batch.
void drawBars(const Painter& p, const std::vector<Segment>& pieces, double width, SDL_Color c) {
    const double h = width / 2;
    const double dx = p.offset().x;
    const double dy = p.offset().y;
    std::vector<SDL_Vertex> v;
    std::vector<int> idx;
    for (const auto& s : pieces) {
        const float l = static_cast<float>(std::min(s.a.x, s.b.x) - h + dx);
        const float r = static_cast<float>(std::max(s.a.x, s.b.x) + h + dx);
        const float t = static_cast<float>(std::min(s.a.y, s.b.y) - h + dy);
        const float b = static_cast<float>(std::max(s.a.y, s.b.y) + h + dy);
        const int base = static_cast<int>(v.size());
        for (const auto& [x, y] : {std::pair{l, t}, {r, t}, {r, b}, {l, b}}) {
            v.push_back({{x, y}, c, {0.0f, 0.0f}});
        }
        for (int i : {0, 1, 2, 0, 2, 3}) {
            idx.push_back(base + i);
        }
    }
    p.geometry(nullptr, v, idx);
}

} // namespace

void ScoreGraph::drawLines(const Painter& p, const GraphPick& selected) const {
    // The picked player's line last and wider, so it reads through a tangle.
    std::vector<int> order;
    for (int pl = 0; pl < m_game.playerCount(); ++pl) {
        if (pl != selected.player) {
            order.push_back(pl);
        }
    }
    if (selected.player >= 0 && selected.player < m_game.playerCount()) {
        order.push_back(selected.player);
    }
    const double base = lineWidth();
    // The final score held to the right edge, thin, leading the eye to the name (before any
    // turn: from the start, each player's place on the chart).
    for (int pl : order) {
        const Vec2 end = point(pl, turnCount(pl) - 1);
        p.dashedLine(end, {static_cast<double>(m_plot.x + m_plot.w), end.y}, 1.5, 4, 4,
                     withAlpha(playerColor(pl), 150));
    }
    // Solid lines (findings v3: dashed jumps read as stitching), every casing under every
    // line, so lanes side by side each show whole; the seats' shapes on the markers and at
    // the names tell the lines apart beside their colours.
    for (int pl : order) {
        drawBars(p, steps(pl), (pl == selected.player ? base + 1.0 : base) + 2.0, kCasing);
    }
    for (int pl : order) {
        drawBars(p, steps(pl), pl == selected.player ? base + 1.0 : base, playerColor(pl));
    }
}

void ScoreGraph::drawMarkers(const Painter& p, const GraphPick& selected) const {
    for (int pl = 0; pl < m_game.playerCount(); ++pl) {
        const SDL_Color c = playerColor(pl);
        const auto& player = m_game.players()[static_cast<std::size_t>(pl)];
        for (int t = 0; t < turnCount(pl); ++t) {
            drawMarker(p, markerOf(player.history[static_cast<std::size_t>(t)]), pl, point(pl, t),
                       m_radius, c);
        }
        if (player.joinedAtTurn > 0) {
            drawMarker(p, MarkerKind::Joined, -1, point(pl, -1), m_radius, c);
        } else if (empty()) {
            // Before any turn, the players at the start: each seat's shape on its lane, a row
            // along the axis so none hides another.
            const Vec2 at = point(pl, -1);
            drawSeatShape(p, pl, {at.x + m_radius * (1.5 + 3.2 * pl), at.y}, m_radius * 1.25, c,
                          kCasing);
        }
        if (player.left && turnCount(pl) > 0) {
            const Vec2 e = point(pl, turnCount(pl) - 1);
            drawMarker(p, MarkerKind::Left, -1, {e.x + m_radius * 3.2, e.y}, m_radius, c);
        }
    }
    if (selected.valid() && selected.player < m_game.playerCount() &&
        selected.turn < turnCount(selected.player)) {
        p.ring(point(selected.player, selected.turn), m_radius * 2.4, 2, kInk);
    }
}

void ScoreGraph::drawLabels(const Painter& p, const GraphPick& selected) const {
    const int size = m_type.small;
    const int swatch = labelSwatch(size);
    const double x0 = m_plot.x + m_plot.w;
    for (const auto& g : m_labelGroups) {
        // One short leader from the plot's edge to the block, bending when it was moved; in the
        // player's colour, or neutral for a group of several.
        const EndLabel& lead = m_labels[static_cast<std::size_t>(g.labels.front())];
        const SDL_Color c = g.labels.size() == 1 ? playerColor(lead.player) : kInkDim;
        const double x1 = lead.nameRect.x - swatch;
        const double cy = g.top + lead.nameRect.h / 2.0;
        p.line({x0, g.lineY}, {x0 + (x1 - x0) * 0.4, g.lineY}, 1.5, withAlpha(c, 170));
        p.line({x0 + (x1 - x0) * 0.4, g.lineY}, {x1, cy}, 1.5, withAlpha(c, 170));
    }
    for (const auto& l : m_labels) {
        const SDL_Color c = playerColor(l.player);
        const double cy = l.nameRect.y + l.nameRect.h / 2.0;
        const double x1 = l.nameRect.x - swatch;
        // The seat's shape before the name: with the line's dash pattern, the key to which
        // line is whose without telling colours apart. (Not on the plot's edge: the last
        // turns' markers stand there.)
        drawSeatShape(p, l.player, {x1 + swatch / 2.0, cy}, size * 0.3, c, kCasing);
        if (l.player == selected.player) {
            const int left = l.nameRect.x - swatch;
            p.fill({left, l.nameRect.y, l.nameRect.x + l.nameRect.w - left + 3, l.nameRect.h},
                   {255, 255, 255, 30});
        }
        p.label(l.name, l.nameRect.x, static_cast<int>(cy),
                {size, true, c, Align::Left, VAlign::Middle});
        if (!l.score.empty()) {
            p.label(l.score, l.scoreRect.x + l.scoreRect.w, static_cast<int>(cy),
                    {size, true, kInk, Align::Right, VAlign::Middle});
        }
    }
}

void ScoreGraph::drawKey(const Painter& p) const {
    for (const auto& k : m_key) {
        const double cy = k.rect.y + k.rect.h / 2.0;
        drawMarker(p, k.kind, -1, {k.rect.x + m_keySize * 0.7, cy}, m_keySize * 0.3, kInk);
        p.label(k.text, k.rect.x + m_keySize * 2 - m_keySize / 3, static_cast<int>(cy),
                {m_keySize, false, kInkDim, Align::Left, VAlign::Middle});
    }
}

void ScoreGraph::drawWaiting(const Painter& p) const {
    // In the plot's middle, dim: the chart is there, waiting for its first turn.
    const int cx = m_plot.x + m_plot.w / 2;
    const int cy = m_plot.y + m_plot.h / 2;
    const int room = m_plot.w - m_type.small * 2;
    const std::string title = i18n::tr("No turns yet");
    const platform::TextStyle titleStyle{
        p.text().fitSize(title, m_type.heading, platform::Face::Display, room),
        false,
        kInk,
        Align::Center,
        VAlign::Bottom,
        true};
    // Wrapped at the body size rather than shrunk to one line (it fell to 9 px in Spanish at
    // 800x600).
    const std::string line = i18n::tr("The scores draw themselves here as the game goes on.");
    const platform::TextStyle lineStyle{m_type.body, false, kInkDim, Align::Center, VAlign::Top};
    const auto parts = wrapText(p.text(), line, lineStyle, room);
    const int step = m_type.body + m_type.body / 4;
    // On a dark plate over the grid, as text on the felt is.
    int w = p.text().measure(title, titleStyle).x;
    for (const auto& part : parts) {
        w = std::max(w, p.text().measure(part, lineStyle).x);
    }
    const int pad = m_type.small;
    const int top = cy - 2 - titleStyle.size - pad / 2;
    const int bottom = cy + 2 + static_cast<int>(parts.size()) * step + pad / 2;
    p.roundedRect({cx - w / 2 - pad, top, w + 2 * pad, bottom - top}, pad / 2.0, kShade);
    p.label(title, cx, cy - 2, titleStyle);
    int y = cy + 2;
    for (const auto& part : parts) {
        p.label(part, cx, y, lineStyle);
        y += step;
    }
}

void ScoreGraph::render(const Painter& p, const GraphPick& selected) const {
    p.fill(m_area, kFeltPanel);
    p.outline(m_area, withAlpha(kBrass, 160), 1);
    drawAxes(p);
    if (empty()) {
        drawWaiting(p);
    }
    drawTarget(p);
    drawLines(p, selected);
    drawMarkers(p, selected);
    drawLabels(p, selected);
    drawKey(p);
}

} // namespace greed::app

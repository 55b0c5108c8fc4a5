// HelpScene: the chosen variant's rules, generated from its data, on the table's felt; scoring
// lines show their dice; scrolling stops at the end and a bar shows where you are.
#include "app/scenes/menu_scene.hpp"
#include "app/scenes/scenes.hpp"
#include "app/ui/dice_look.hpp"
#include "app/ui/help_examples.hpp"
#include "app/ui/menu_look.hpp"
#include "app/ui/palette.hpp"
#include "app/ui/rules_text.hpp"
#include "i18n/translate.hpp"

#include <algorithm>

namespace greed::app {

namespace {

// The felt of the example rolls' strips: the table's green, darker than its centre.
constexpr SDL_Color kExampleFelt{24, 78, 56, 255};

// One line on screen: a help line, or the continuation of a wrapped one.
struct Row {
    HelpLine::Kind kind = HelpLine::Kind::Text;
    std::string text;
    std::vector<core::Face> dice; // on the first row of a line only
    std::vector<bool> lit;        // an example roll: the dice that score (the rest dimmed)
    int lead = 0;                 // where the text starts: after the indent and the dice
    int y = 0;                    // from the top of the text, unscrolled
    int height = 0;
    int textMid = 0; // the middle of the row's words, from its top
    int diceMid = 0; // the first row of a line with dice: the dice's middle, from its top
    bool bullet = false;
    bool starts = false; // the first row of its line: the view begins and ends at whole lines
};

// Breaks `text` at spaces into pieces no wider than `width`.
std::vector<std::string> wrap(platform::Text& text, const std::string& s, const TextStyle& style,
                              int width) {
    std::vector<std::string> parts;
    std::string rest = s;
    while (!rest.empty()) {
        std::size_t cut = rest.size();
        while (text.measure(rest.substr(0, cut), style).x > width) {
            const auto sp = rest.rfind(' ', cut - 1);
            if (sp == std::string::npos || sp == 0) {
                break;
            }
            cut = sp;
        }
        parts.push_back(rest.substr(0, cut));
        rest = cut < rest.size() ? rest.substr(cut + 1) : "";
    }
    return parts;
}

class HelpScene : public MenuScene {
public:
    HelpScene(Services& s, const core::Rules& rules) : MenuScene(s), m_rules(rules) {}
    SceneId id() const override { return SceneId::Help; }

    void layout(int w, int h) override {
        const MenuType T = MenuType::forHeight(h);
        const int rim = std::max(10, h / 45);
        const int bw = std::max(220, T.body * 10);
        const int backY = h - rim - T.control - h / 40;
        m_menu.clear();
        m_menu.add(
            {"back", i18n::tr("Back"), i18n::tr("Esc"), {(w - bw) / 2, backY, bw, T.control}});
        m_menu.focus("back");
        // Made here, in the language of the moment.
        m_lines = rulesText(m_rules);
        // The rule set's name is the screen's title, not a line of the text.
        if (!m_lines.empty() && m_lines.front().kind == HelpLine::Kind::Heading) {
            m_lines.erase(m_lines.begin());
        }
        m_titleY = screenTitleY(h);
        const int top = underScreenTitle(h);
        const int width = std::min(w - 2 * rim - w / 10, T.body * 52);
        m_panel = {(w - width) / 2, top, width, backY - panelButtonGap(T) - top};
        const int pad = T.body;
        m_area = {m_panel.x + pad, m_panel.y + pad, m_panel.w - 3 * pad,
                  m_panel.h - 2 * pad - T.caption};
        buildRows(T);
        m_first = std::clamp(m_first, 0, lastFirst());
        while (m_first > 0 && !m_rows[static_cast<std::size_t>(m_first)].starts) {
            --m_first; // a resize wrapped the lines anew: begin at a whole one
        }
    }

    bool handle(const InputEvent& e) override {
        // A step scrolls a whole line (a wrapped rule is never shown from its middle).
        if (e.command == Command::Up || (e.command == Command::Wheel && e.index > 0)) {
            int first = m_first - 1;
            while (first > 0 && !m_rows[static_cast<std::size_t>(first)].starts) {
                --first;
            }
            m_first = std::max(0, first);
            return true;
        }
        if (e.command == Command::Down || (e.command == Command::Wheel && e.index < 0)) {
            m_first = std::min(lastFirst(), lineEnd(m_first) + 1);
            return true;
        }
        if (e.command == Command::Help || e.command == Command::Confirm) {
            m_s.scenes.pop();
            return true;
        }
        return MenuScene::handle(e);
    }

    void render() const override {
        const Painter& p = m_s.painter;
        const int w = m_s.width();
        const int h = m_s.height();
        const MenuType T = MenuType::forHeight(h);
        drawTableBackdrop(p, w, h, 200);
        drawScreenTitle(p, rulesTitle(m_rules), w / 2, m_titleY, T, w * 9 / 10);
        p.panel(m_panel, 215);
        const int origin = m_rows.empty() ? 0 : m_rows[static_cast<std::size_t>(m_first)].y;
        const int shown = shownEnd(origin);
        for (int i = m_first; i < shown; ++i) {
            const Row& row = m_rows[static_cast<std::size_t>(i)];
            drawRow(p, row, m_area.y + row.y - origin, T);
        }
        drawScrollBar(p, T);
        m_menu.render(p, T);
    }

protected:
    void activate(const MenuHit& hit) override {
        if (hit.id == "back") {
            m_s.scenes.pop();
        }
    }

private:
    TextStyle styleOf(HelpLine::Kind kind, const MenuType& T) const {
        if (kind == HelpLine::Kind::Note) {
            return {T.caption, false, kInkDim}; // the rules at a glance, under the goal
        }
        const bool heading = kind == HelpLine::Kind::Heading;
        return {heading ? T.heading : T.body, heading, heading ? kGold : kInk};
    }
    int diceSize(HelpLine::Kind kind, const MenuType& T) const { return helpDiceSize(kind, T); }
    // An example roll's dice lie on a felt strip this far inside its edges.
    int feltPad(HelpLine::Kind kind, const MenuType& T) const {
        return kind == HelpLine::Kind::Example ? diceSize(kind, T) / 5 : 0;
    }
    int diceWidth(const HelpLine& line, const MenuType& T) const {
        const int d = diceSize(line.kind, T);
        return line.dice.empty() ? 0
                                 : static_cast<int>(line.dice.size()) * (d + d / 6) - d / 6 +
                                       2 * feltPad(line.kind, T) + d / 2;
    }
    int indentOf(HelpLine::Kind kind, const MenuType& T) const {
        return kind == HelpLine::Kind::Item ? T.body * 2 : 0;
    }

    // Where each line's words start. Consecutive lines with dice (the scoring list, the
    // example turn's rolls) share one dice column as wide as their most dice, so their
    // words start at one x.
    std::vector<int> leads(const MenuType& T) const {
        std::vector<int> out(m_lines.size(), 0);
        for (std::size_t i = 0; i < m_lines.size();) {
            std::size_t end = i + 1;
            int dice = diceWidth(m_lines[i], T);
            if (!m_lines[i].dice.empty()) {
                while (end < m_lines.size() && !m_lines[end].dice.empty() &&
                       m_lines[end].kind == m_lines[i].kind) {
                    dice = std::max(dice, diceWidth(m_lines[end], T));
                    ++end;
                }
            }
            for (std::size_t k = i; k < end; ++k) {
                out[k] = indentOf(m_lines[k].kind, T) + dice;
            }
            i = end;
        }
        return out;
    }

    void buildRows(const MenuType& T) {
        m_rows.clear();
        const std::vector<int> lead = leads(T);
        int y = 0;
        for (std::size_t i = 0; i < m_lines.size(); ++i) {
            const HelpLine& line = m_lines[i];
            if (line.kind == HelpLine::Kind::Gap) {
                y += T.body / 2;
                continue;
            }
            const TextStyle style = styleOf(line.kind, T);
            // A section starts with air above its heading (not at the top of the text).
            if (line.kind == HelpLine::Kind::Heading && y > 0) {
                y += T.body * 3 / 4;
            }
            const auto parts = wrap(m_s.text, line.text, style, m_area.w - lead[i]);
            const int lineH = style.size + style.size / 3;
            const int n = static_cast<int>(parts.size());
            // A line with dice is a block as tall as its dice or its words, whichever is
            // taller; the words (wrapped at normal line spacing) centred beside the dice.
            const int block = line.dice.empty()
                                  ? n * lineH
                                  : std::max(n * lineH, diceSize(line.kind, T) +
                                                            2 * feltPad(line.kind, T) + T.body / 3);
            const int above = (block - n * lineH) / 2;
            const int top = y;
            for (int k = 0; k < n; ++k) {
                Row row;
                row.kind = line.kind;
                row.text = parts[static_cast<std::size_t>(k)];
                row.lead = lead[i];
                row.y = y;
                row.height = lineH + (k == 0 ? above : 0);
                if (k + 1 == n) {
                    row.height = top + block - y; // the rest of the block
                }
                row.textMid = (k == 0 ? above : 0) + lineH / 2 -
                              (line.kind == HelpLine::Kind::Heading ? style.size / 8 : 0);
                if (k == 0) {
                    row.starts = true;
                    row.dice = line.dice;
                    row.lit = line.lit;
                    row.diceMid = block / 2;
                    row.bullet = line.kind == HelpLine::Kind::Item && line.dice.empty();
                }
                // The space under a heading comes after its last row, not between its rows.
                if (line.kind == HelpLine::Kind::Heading && k + 1 == n) {
                    row.height += style.size / 4;
                }
                y += row.height;
                m_rows.push_back(row);
            }
        }
        m_total = y;
    }

    // The last row of the line that row `i` belongs to.
    int lineEnd(int i) const {
        const int n = static_cast<int>(m_rows.size());
        int end = i;
        while (end + 1 < n && !m_rows[static_cast<std::size_t>(end + 1)].starts) {
            ++end;
        }
        return end;
    }

    // One past the last row drawn from m_first: whole lines that fit the view, and no heading
    // left alone at the bottom without the line under it.
    int shownEnd(int origin) const {
        const int n = static_cast<int>(m_rows.size());
        int end = m_first;
        int lastHeading = -1;
        while (end < n) {
            const int last = lineEnd(end);
            const Row& bottom = m_rows[static_cast<std::size_t>(last)];
            if (bottom.y - origin + bottom.height > m_area.h) {
                break;
            }
            lastHeading =
                m_rows[static_cast<std::size_t>(end)].kind == HelpLine::Kind::Heading ? end : -1;
            end = last + 1;
        }
        if (end < n && lastHeading > m_first) {
            return lastHeading;
        }
        return end;
    }

    // The largest first line that still fills the view: scrolling stops at the end.
    int lastFirst() const {
        if (m_rows.empty()) {
            return 0;
        }
        for (int first = 0; first < static_cast<int>(m_rows.size()); ++first) {
            const Row& row = m_rows[static_cast<std::size_t>(first)];
            if (row.starts && m_total - row.y <= m_area.h) {
                return first;
            }
        }
        return static_cast<int>(m_rows.size()) - 1;
    }

    void drawRow(const Painter& p, const Row& row, int y, const MenuType& T) const {
        const TextStyle base = styleOf(row.kind, T);
        const int mid = y + row.textMid;
        if (row.bullet) {
            p.label("\u2022", m_area.x + T.body / 2, mid,
                    {T.body, true, kGold, Align::Left, VAlign::Middle});
        }
        const int d = diceSize(row.kind, T);
        const int diceX = m_area.x + indentOf(row.kind, T);
        const bool example = row.kind == HelpLine::Kind::Example && !row.dice.empty();
        if (example) {
            // A roll lies on a strip of the table's felt, all strips as wide as the dice column.
            const SDL_Rect felt = exampleFelt(row, diceX, y + row.diceMid, d, T);
            p.roundedRect(felt, d / 5.0, kExampleFelt);
            p.roundedOutline(felt, d / 5.0, 1.0, withAlpha(kBrass, 110));
        }
        for (std::size_t i = 0; i < row.dice.size(); ++i) {
            // An example roll: the dice that score glow gold as on the table; the others are
            // the same ivory dice, faded into the felt (not greyed).
            const bool dim = i < row.lit.size() && !row.lit[i];
            DieDraw die{diceX + feltPad(row.kind, T) + d / 2.0 +
                            static_cast<double>(i) * (d + d / 6),
                        static_cast<double>(y + row.diceMid),
                        static_cast<double>(d),
                        0,
                        0,
                        -1,
                        helpDiceTint(!dim)};
            if (example && !dim) {
                drawDieShadow(p, die);
                p.sprite("glow", die.x, die.y, d * 1.3, d * 1.3);
            }
            drawDie(p, m_rules, row.dice[i], die);
        }
        const int x = m_area.x + row.lead;
        TextStyle style = base;
        style.valign = VAlign::Middle;
        p.label(row.text, x, mid, style);
    }

    // The felt strip under an example roll: the dice column's width, a little taller than
    // the dice, centred on them.
    SDL_Rect exampleFelt(const Row& row, int diceX, int midY, int d, const MenuType& T) const {
        const int pad = feltPad(row.kind, T);
        return {diceX, midY - d / 2 - pad, row.lead - indentOf(row.kind, T) - d / 2, d + 2 * pad};
    }

    void drawScrollBar(const Painter& p, const MenuType& T) const {
        if (m_total <= m_area.h || m_rows.empty()) {
            return;
        }
        const int barW = std::max(6, T.caption / 2);
        const SDL_Rect track{m_panel.x + m_panel.w - T.body / 2 - barW, m_area.y, barW, m_area.h};
        p.roundedRect(track, barW / 2.0, {0, 0, 0, 120});
        const int offset = m_rows[static_cast<std::size_t>(m_first)].y;
        const int thumbH = std::max(barW * 2, track.h * m_area.h / m_total);
        const int room = track.h - thumbH;
        const int lastOffset = m_rows[static_cast<std::size_t>(lastFirst())].y;
        const int thumbY = track.y + (lastOffset > 0 ? room * offset / lastOffset : 0);
        p.roundedRect({track.x, thumbY, barW, thumbH}, barW / 2.0, kGold);
        if (m_first < lastFirst()) {
            // TRANSLATORS: under a long text that scrolls: more lines follow below
            p.label("\u25BC " + std::string(i18n::tr("more: arrows or wheel")),
                    track.x - T.caption / 2, m_panel.y + m_panel.h - T.caption,
                    {T.caption, false, kGold, Align::Right, VAlign::Middle});
        }
    }

    core::Rules m_rules;
    std::vector<HelpLine> m_lines;
    std::vector<Row> m_rows;
    SDL_Rect m_panel{}, m_area{};
    int m_titleY = 0;
    int m_total = 0;
    int m_first = 0; // the first row shown
};

} // namespace

std::unique_ptr<Scene> makeHelpScene(Services& s, const core::Rules& rules) {
    return std::make_unique<HelpScene>(s, rules);
}

} // namespace greed::app

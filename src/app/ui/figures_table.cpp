// Figures table: the columns' words and widths, the rows' numbers, and drawing them.
#include "app/ui/figures_table.hpp"

#include "app/ui/ellipsis.hpp"
#include "app/ui/narrow_name.hpp"
#include "app/ui/palette.hpp"
#include "app/ui/seat_marks.hpp"
#include "app/ui/text_wrap.hpp"
#include "app/ui/turn_words.hpp"
#include "i18n/numbers.hpp"
#include "i18n/translate.hpp"

#include <algorithm>

namespace greed::app {

namespace {

using i18n::tr;

std::vector<std::string> headingWords(const core::Rules& rules) {
    const FigureColumns c = figureColumns(rules);
    // TRANSLATORS: the headings of the results' details table, one column each: turns played,
    // the most points one turn banked, the points of an average banked turn.
    std::vector<std::string> words{tr("Turns"), tr("Best turn"), tr("Average bank"),
                                   // TRANSLATORS: a column of the results' details: turns that
                                   // scored nothing (Farkle's word for it below).
                                   rules.bustWord == core::BustWord::Farkle ? tr("Farkles")
                                                                            : tr("Busts")};
    if (c.hotDice) {
        // TRANSLATORS: a column of the results' details: throws whose every die scored.
        words.push_back(tr("Hot dice"));
    }
    if (c.penalties) {
        // TRANSLATORS: a column of the results' details: turns ended by a penalty throw.
        words.push_back(tr("Penalties"));
    }
    return words;
}

std::vector<std::string> cellsOf(const PlayerFigures& f, const FigureColumns& c) {
    const auto n = [](int v) {
        return i18n::formatNumber(v);
    };
    std::vector<std::string> cells{n(f.turns), f.banked == 0 ? "\u2013" : groupedNumber(f.best),
                                   f.banked == 0 ? "\u2013" : groupedNumber(f.averageBank()),
                                   n(f.busts)};
    if (c.hotDice) {
        cells.push_back(n(f.hotDice));
    }
    if (c.penalties) {
        cells.push_back(n(f.penalties));
    }
    return cells;
}

// The name column: as wide as the widest name needs, at most 30 % of the table.
int nameWidth(const core::Game& game, const TypeScale& T, platform::Text& text, int width) {
    int widest = 0;
    for (const auto& p : game.players()) {
        widest = std::max(widest, text.measure(p.info.name, T.body, true).x);
    }
    return std::min(width * 30 / 100, widest + T.body * 2);
}

int columnWidth(int width, int nameW, std::size_t columns) {
    return (width - nameW) / static_cast<int>(std::max<std::size_t>(1, columns));
}

int rowHeight(const TypeScale& T) {
    return T.body * 13 / 10;
}

// The headings wrapped to their column, every word kept ("Alle wieder rein" takes three lines
// in a narrow column).
std::vector<std::vector<std::string>> wrapHeadings(const std::vector<std::string>& words,
                                                   const TypeScale& T, platform::Text& text,
                                                   int columnW) {
    std::vector<std::vector<std::string>> out;
    for (const auto& w : words) {
        out.push_back(wrapText(text, w, {T.small, false}, columnW - T.small / 2));
    }
    return out;
}

std::size_t mostLines(const std::vector<std::vector<std::string>>& lines) {
    std::size_t n = 1;
    for (const auto& l : lines) {
        n = std::max(n, l.size());
    }
    return n;
}

} // namespace

int FiguresTable::heightFor(const core::Game& game, int players, const TypeScale& T,
                            platform::Text& text, int width) {
    const auto words = headingWords(game.rules());
    const auto lines = wrapHeadings(
        words, T, text, columnWidth(width, nameWidth(game, T, text, width), words.size()));
    const int headH = static_cast<int>(mostLines(lines)) * (T.small * 6 / 5) + T.small / 2;
    return headH + players * rowHeight(T) + T.small / 2;
}

void FiguresTable::layout(const SDL_Rect& area, const core::Game& game,
                          const std::vector<int>& seats, const TypeScale& T, platform::Text& text) {
    m_area = area;
    m_type = T;
    m_headings = headingWords(game.rules());
    m_nameW = nameWidth(game, T, text, area.w);
    m_columnW = columnWidth(area.w, m_nameW, m_headings.size());
    m_headLines = wrapHeadings(m_headings, T, text, m_columnW);
    m_headH = static_cast<int>(mostLines(m_headLines)) * (T.small * 6 / 5) + T.small / 2;
    // Rows a little apart where the table has the frame to itself.
    const int rows = std::max<int>(1, static_cast<int>(seats.size()));
    m_rowH = std::clamp((area.h - m_headH - T.small / 2) / rows, rowHeight(T), T.body * 2);
    const auto figures = gameFigures(game);
    const FigureColumns columns = figureColumns(game.rules());
    m_cells.clear();
    m_rows.clear();
    int y = area.y + m_headH;
    for (int seat : seats) {
        const auto& info = game.players()[static_cast<std::size_t>(seat)].info;
        const platform::TextStyle style{T.body, true};
        const std::string name =
            fitName(text, info.name, narrowName(info), style, m_nameW - T.body * 2);
        m_cells.push_back({seat, name, cellsOf(figures[static_cast<std::size_t>(seat)], columns)});
        m_rows.push_back({seat, {area.x, y, area.w, m_rowH}});
        y += m_rowH;
    }
}

void FiguresTable::render(const Painter& p, int pickedSeat) const {
    const auto& T = m_type;
    const int lineH = T.small * 6 / 5;
    // The headings over their columns, right-aligned with the numbers under them.
    for (std::size_t c = 0; c < m_headLines.size(); ++c) {
        const int right = m_area.x + m_nameW + m_columnW * static_cast<int>(c + 1) - T.small / 2;
        const int lines = static_cast<int>(m_headLines[c].size());
        int y = m_area.y + m_headH - T.small / 2 - lines * lineH;
        for (const auto& line : m_headLines[c]) {
            p.label(line, right, y, {T.small, false, kInkDim, Align::Right});
            y += lineH;
        }
    }
    p.fill({m_area.x, m_area.y + m_headH - T.small / 4, m_area.w, 1}, withAlpha(kInkDim, 120));
    for (std::size_t r = 0; r < m_cells.size(); ++r) {
        const Row& row = m_cells[r];
        const SDL_Rect& rect = m_rows[r].second;
        if (row.seat == pickedSeat) {
            p.fill(rect, {255, 255, 255, 26});
        }
        const int cy = rect.y + rect.h / 2;
        const SDL_Color colour = playerColor(row.seat);
        drawSeatShape(p, row.seat, {rect.x + T.body * 0.6, static_cast<double>(cy)}, T.body * 0.3,
                      colour, {20, 14, 10, 255});
        p.label(row.name, rect.x + T.body * 3 / 2, cy,
                {T.body, true, colour, Align::Left, VAlign::Middle});
        for (std::size_t c = 0; c < row.cells.size(); ++c) {
            const int right =
                m_area.x + m_nameW + m_columnW * static_cast<int>(c + 1) - T.small / 2;
            p.label(row.cells[c], right, cy,
                    {T.body, c == 1, c == 1 ? kGold : kInk, Align::Right, VAlign::Middle});
        }
    }
}

} // namespace greed::app

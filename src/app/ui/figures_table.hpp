// Figures table: the results' details, one row per player (in the standings' order) with the
// game's figures in columns (turns, best turn, average bank, busts, and hot dice or penalties
// where the rules have them). The picked player's row is lit; a row is picked by a click.
#pragma once

#include "app/ui/game_figures.hpp"
#include "app/ui/painter.hpp"
#include "app/ui/type_scale.hpp"

#include <string>
#include <utility>
#include <vector>

namespace greed::app {

class FiguresTable {
public:
    // The height the table needs for `players` rows `width` wide (its heading words may take
    // more than one line).
    static int heightFor(const core::Game& game, int players, const TypeScale& type,
                         platform::Text& text, int width);
    // Lays the table out in `area` for `seats` (the standings' order).
    void layout(const SDL_Rect& area, const core::Game& game, const std::vector<int>& seats,
                const TypeScale& type, platform::Text& text);
    void render(const Painter& painter, int pickedSeat) const;
    // Each player's row: seat, rectangle (for a click).
    const std::vector<std::pair<int, SDL_Rect>>& rows() const { return m_rows; }
    // The words over the figures' columns, in order.
    const std::vector<std::string>& headings() const { return m_headings; }

private:
    struct Row {
        int seat;
        std::string name;
        std::vector<std::string> cells;
    };
    SDL_Rect m_area{};
    TypeScale m_type{14, 15, 20, 28, 44};
    int m_nameW = 0;
    int m_columnW = 0;
    int m_headH = 0;
    int m_rowH = 0;
    std::vector<std::string> m_headings;
    std::vector<std::vector<std::string>> m_headLines; // each heading wrapped
    std::vector<Row> m_cells;
    std::vector<std::pair<int, SDL_Rect>> m_rows;
};

} // namespace greed::app

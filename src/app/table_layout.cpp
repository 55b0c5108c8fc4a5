// TableLayout: proportions follow ART-DIRECTION (table ~70% at 16:9, board ~30%).
#include "app/table_layout.hpp"

#include <algorithm>
#include <cmath>

namespace greed::app {

TableLayout TableLayout::compute(int width, int height, int diceCount) {
    TableLayout l;
    l.width = width;
    l.height = height;
    l.type = TypeScale::forHeight(height);
    const int m = std::max(8, height / 50);
    const double aspect = static_cast<double>(width) / std::max(1, height);
    l.sideBoard = aspect >= 1.2;
    const int barH = std::max(44, height * 8 / 100);
    if (l.sideBoard) {
        const int boardW = std::max(250, width * 29 / 100);
        l.board = {width - boardW - m, m, boardW, height - 2 * m};
        const int tableW = l.board.x - 2 * m;
        l.table = {m, m, tableW, height - barH - 3 * m};
        l.bar = {m, l.table.y + l.table.h + m, tableW, barH};
    } else {
        const int boardH = height * 30 / 100;
        l.table = {m, m, width - 2 * m, height - boardH - barH - 4 * m};
        l.bar = {m, l.table.y + l.table.h + m, width - 2 * m, barH};
        l.board = {m, l.bar.y + barH + m, width - 2 * m, boardH};
    }
    l.rim = std::max(10, std::min(l.table.w, l.table.h) / 28);
    l.felt = inset(l.table, l.rim);

    const int n = std::max(1, diceCount);
    // Dice big enough to read, small enough that n of them rest apart in the area.
    const double byHeight = l.felt.h * 0.19;
    const double byWidth = l.felt.w * 0.62 / (std::ceil(std::sqrt(n * 2.2)) * 1.6);
    l.dieSize = std::clamp(std::min(byHeight, byWidth * 1.6), 40.0, 128.0);

    l.cupH = l.felt.h * 0.36;
    l.cupW = l.cupH * 0.8;
    const int trayH = static_cast<int>(std::min(l.felt.h * 0.2, l.dieSize * 1.05));
    l.tray = {l.felt.x + m, l.felt.y + l.felt.h - trayH - m / 2, l.felt.w - 2 * m, trayH};
    l.trayDieSize = std::min(trayH * 0.78, (l.tray.w - 2.0 * m) / (n * 1.15));

    const int cupZone = static_cast<int>(l.cupW * 1.45);
    l.cupCentre = {l.felt.x + l.felt.w - cupZone / 2.0, l.felt.y + (l.tray.y - l.felt.y) * 0.55};
    const int statusH = l.type.big + l.type.small + 3 * m;
    l.status = {l.felt.x + m, l.felt.y + m, std::max(200, l.felt.w * 30 / 100), statusH};
    const int top = l.status.y + l.status.h + m / 2;
    l.diceArea = {l.felt.x + m, top, l.felt.w - cupZone - 2 * m, l.tray.y - top - m / 2};
    // Short windows: the dice shrink rather than overlap the tray.
    l.dieSize = std::min(l.dieSize, l.diceArea.h / 2.2);
    return l;
}

Vec2 TableLayout::traySlot(int slot, int slots) const {
    slots = std::max(slots, 1);
    const double step = std::min(trayDieSize * 1.2, tray.w / static_cast<double>(slots));
    const double start = tray.x + tray.h * 0.5;
    return {start + step * slot + trayDieSize / 2, tray.y + tray.h / 2.0};
}

} // namespace greed::app

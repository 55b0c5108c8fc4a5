// The type scales: one pixel size per text style, from the window height. MenuType sets every
// menu screen's titles, headings, body and captions alike at every window size; TypeScale sets
// the table's and the graphs'. The player's text size (Settings, app/ui/text_size.hpp) enlarges
// the reading sizes and the controls that hold them. The word mark, screen titles, stamps and
// banners are display type, already three times the body: they keep their size, so a long
// title still fits its line.
#pragma once

#include "app/ui/text_size.hpp"

#include <algorithm>

namespace greed::app {

// The table's and the graphs' sizes (ART-DIRECTION: body ~2.2%, headings ~4%, total ~6%).
struct TypeScale {
    int small;
    int body;
    int heading;
    int big;
    int huge;
    static TypeScale forHeight(int h) {
        auto px = [h](double f, int minimum) {
            return std::max(minimum, static_cast<int>(h * f));
        };
        return {scaledText(px(0.019, 14)), scaledText(px(0.024, 15)), scaledText(px(0.04, 20)),
                px(0.06, 28), px(0.12, 44)};
    }
};

// The menus' sizes.
struct MenuType {
    int logo;    // the title screen's word mark (display face)
    int title;   // a screen's name (display face)
    int heading; // section headings (bold)
    int body;    // buttons, rows and running text (bold on buttons)
    int caption; // hints, notes, reasons, counters
    int control; // the height of a button or a settings row

    static MenuType forHeight(int h) {
        auto px = [h](double f, int minimum) {
            return std::max(minimum, static_cast<int>(h * f));
        };
        auto read = [h](double f, int minimum) {
            return scaledText(std::max(minimum, static_cast<int>(h * f)));
        };
        // ART-DIRECTION: body ~2.2-2.4 %, headings ~4 %, nothing under 14 px.
        return {px(0.20, 90),    px(0.085, 40),   read(0.034, 18),
                read(0.025, 15), read(0.019, 14), read(0.068, 38)};
    }
};

} // namespace greed::app

// TableLayout: every position and size of the table screen, as named metrics of a window size.
#pragma once

#include "app/services.hpp"
#include "app/ui/painter.hpp"

#include <array>
#include <vector>

namespace greed::app {

// One player's row of the scoreboard and the places of its texts.
struct BoardRow {
    SDL_Rect rect{};   // the row (highlighted for the current player)
    SDL_Rect stripe{}; // the seat-colour stripe at its left
    int textX = 0;     // left edge of the name and the detail line
    int nameBottom = 0;
    int nameSize = 14;
    int detailY = 0;
    int detailSize = 10;
    int textSpace = 0; // width for the name or detail plus the score column
    int scoreRight = 0;
    int midY = 0; // the score's vertical middle
    int scoreSize = 14;
    SDL_Point bubble{}; // where a speech bubble beside the row points (its arrow tip's base)
    Vec2 bankPopup{};   // where "+points" pops when the player banks
    double bankRise = 0;
};

// A sprite strip: centre, size and turn (the wooden rim's sides).
struct Strip {
    Vec2 centre{};
    double w = 0;
    double h = 0;
    double angle = 0;
};

struct TableLayout {
    // Inputs.
    int width = 0;
    int height = 0;
    int diceCount = 0;
    int playerCount = 0;

    TypeScale type{14, 15, 20, 28, 44};
    int margin = 8;
    bool sideBoard = true; // scoreboard at the right (wide) or at the bottom (narrow)

    // The table.
    SDL_Rect table{}; // wooden rim, outer edge
    int rim = 16;
    std::array<Strip, 4> rimStrips{}; // top, bottom, left, right: the wood turned along them
    int rimShade = 8;                 // felt lines shaded under the rim's overhang
    SDL_Rect felt{};
    Vec2 feltCentre{};
    Vec2 trayCentre{};
    SDL_Rect status{};      // turn total box (top-left of the felt)
    SDL_Rect messageLine{}; // instructions, refusals, hints: under the status box
    SDL_Rect diceArea{};    // where thrown dice tumble and come to rest
    SDL_Rect tray{};        // set-aside dice
    SDL_Rect cupZone{};     // the strip at the right of the felt that holds the cup
    double dieSize = 96;
    double trayDieSize = 64;

    // The cup: upright at cupCentre, cupW x cupH (the sprite is 4:5).
    Vec2 cupCentre{};
    double cupW = 100;
    double cupH = 125;
    Vec2 cupMouth{};        // where dice leave the cup tipped by -105 degrees
    Vec2 cupShadowOffset{}; // shadow centre from the cup centre (x follows the cup)
    double cupShadowW = 0;
    double cupShadowH = 0;
    Vec2 rattleCentre{};      // dice rattling at the mouth while it shakes (cup unshifted)
    double rattleSpacing = 0; // between the three rattling dice
    Vec2 rattleJitter{};      // their largest jump
    double rattleScale = 0.55;

    // Dice decorations.
    double glowSize = 124;   // the gold outline of a scoring or picked die
    double selectedLift = 6; // a picked die stands this much higher
    double keyTagReach = 45; // key tags sit on a die's corner, this far from its centre
    int keyTagSize = 14;     // text size of the key tags
    Vec2 adoptPopup{};       // where "ADOPTED +n" pops
    Vec2 entryNote{};        // the note under "NOT IN YET"

    // The status box's parts.
    int statusPad = 7;
    SDL_Rect statusStripe{}; // the current player's colour
    SDL_Point statusTitle{}; // player name (top left)
    SDL_Point statusCaption{};
    SDL_Point statusTotal{}; // bottom right of the turn total
    SDL_Point badgeOrigin{}; // FINAL ROUND / TIE-BREAK badges, rightwards from here
    int badgePad = 7;
    int messagePad = 7;

    // The scoreboard.
    SDL_Rect board{};
    int boardPad = 10;
    SDL_Point boardTitle{};
    SDL_Point boardSubtitle{};
    int boardTextW = 0;
    std::vector<BoardRow> rows; // one per player
    SDL_Point recentTitle{};
    int recentTop = 0; // first line of the recent-moves log
    int recentBottom = 0;
    int recentLineH = 16;
    SDL_Rect graphButton{}; // at the foot of the scoreboard
    SDL_Rect helpButton{};
    SDL_Rect menuButton{};

    // Speech bubbles: text box at most this wide, an arrow towards the row.
    int bubbleMaxW = 300;
    int bubblePad = 7;
    int bubbleArrowHalf = 7;
    int bubbleArrowLength = 12;

    // The action bar.
    SDL_Rect bar{};
    int barGap = 10;
    SDL_Point barHint{}; // "any key skips", centred

    static TableLayout compute(int width, int height, int diceCount, int playerCount);

    // The action bar's n buttons, centred, left to right.
    std::vector<SDL_Rect> barButtons(int n) const;
    // The key tag box on the top-left corner of a die centred at `centre` (over the die's
    // rounded corner, never on a neighbour), and its text anchor (top centre).
    // The key tag of a die centred at `centre`, on its corner `corner` (0 top-left, 1
    // top-right, 2 bottom-left, 3 bottom-right), and where its text starts.
    SDL_Rect keyTag(Vec2 centre, int corner = 0) const;
    static SDL_Point keyTagText(const SDL_Rect& tag);
    const BoardRow& row(int player) const;
    // Centre of tray slot `slot` of `slots`.
    Vec2 traySlot(int slot, int slots) const;
    // Normalised dice-area coordinates (0..1) to pixels and back.
    Vec2 toPixels(Vec2 n) const {
        return {diceArea.x + n.x * diceArea.w, diceArea.y + n.y * diceArea.h};
    }
    Vec2 toNormal(Vec2 p) const {
        return {(p.x - diceArea.x) / diceArea.w, (p.y - diceArea.y) / diceArea.h};
    }
    bool valid() const { return width > 0 && height > 0 && diceArea.w > 0 && diceArea.h > 0; }
};

} // namespace greed::app

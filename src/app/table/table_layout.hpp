// TableLayout: every position and size of the table screen, as named metrics of a window size.
#pragma once

#include "app/services.hpp"
#include "app/ui/painter.hpp"

#include <vector>

namespace greed::app {

// One player's seat at the table: a plaque on the wooden rim with the portrait medallion at its
// outer end, the name over the score. Seats on the near rim face up into the felt, seats on
// the far rim face down.
struct SeatPlace {
    SDL_Rect plaque{};     // the leather plate
    bool far = false;      // on the far (top) rim: the felt lies below it
    Vec2 portrait{};       // medallion centre
    double portraitR = 16; // its radius (a little more than half the plate: it stands out)
    int textX = 0;         // the name starts here
    int textW = 0;         // room for it up to the plate's right edge (inside the stitching)
    int scoreX = 0;        // the score starts here (past the medallion's turn-order stud)
    int nameY = 0;         // top of the name
    int nameSize = 14;
    int scoreY = 0; // bottom of the score line
    int scoreSize = 14;
    int tagSize = 12; // "thinking", "left", "last turn" after the score
    // The die token on the plate of the player at the table (on the plate as it lies, before
    // it is raised): on the felt-side right corner. The name's and the tag's right ends while
    // it stands there, clear of it (the line it does not cross keeps the plate's text width).
    SDL_Rect token{};
    int litNameRight = 0;
    int litTagRight = 0;
    double lift = 3;     // the current player's plate stands this much raised
    SDL_Point bubble{};  // where a speech bubble's tail points (the plate's felt-side edge)
    Vec2 bankPopup{};    // where "+points" pops when the player banks (over the plate)
    double bankRise = 0; // how far it drifts (towards the window edge: away from the dice)
};

struct TableLayout {
    // Inputs.
    int width = 0;
    int height = 0;
    int diceCount = 0;
    int playerCount = 0;
    int seatSlots = 0; // the seats laid out: the most players the table may hold
    int homeSeat = 0;  // the player at this screen: seated at the near rim's left end
    // The players who sat down together (the first ones; 0: everyone). Those who joined later
    // sit in the free places after them; compute() sets it to the count it seated together.
    int startPlayers = 0;

    TypeScale type{14, 15, 20, 28, 44};
    int margin = 8;
    bool sideBoard = true; // side panel at the right (wide) or at the bottom (narrow)

    // The table.
    SDL_Rect table{}; // wooden rim, outer edge
    int rim = 16;
    int rimShade = 8; // felt lines shaded under the rim's overhang
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
    static constexpr int kKeyTagCorners = 8; // four outer corners, then four on the face
    Vec2 adoptPopup{};                       // where "ADOPTED +n" pops
    Vec2 entryNote{};                        // the note under "NOT IN YET"

    // The status box's parts.
    int statusPad = 7;
    SDL_Rect statusStripe{}; // the current player's colour
    SDL_Point statusTitle{}; // player name (top left)
    SDL_Point statusCaption{};
    SDL_Point statusTotal{}; // bottom right of the turn total
    SDL_Point badgeOrigin{}; // FINAL ROUND / TIE-BREAK badges, rightwards from here
    int badgePad = 7;
    int messagePad = 7;

    // The seats around the felt (one per player) and the felt left between them: `stage` is
    // where the status box, the dice, the cup and the tray are laid out.
    std::vector<SeatPlace> seats;
    int seatH = 40;
    int seatReach = 4; // how far a medallion's ring and shadow stand out of its plate
    int seatGap = 8;   // between neighbouring plates: the ring and a clear gap
    SDL_Rect stage{};

    // The side panel (right, or under the bar in a narrow window): rules and target, the
    // recent moves and the graph/rules/menu buttons.
    SDL_Rect board{};
    int boardFrame = 4; // its wooden frame's width
    int boardPad = 10;  // from its edge to the text, past the frame
    SDL_Point boardTitle{};
    SDL_Point boardSubtitle{};
    int boardTextW = 0;
    SDL_Rect standings{}; // the race to the target, leader first (empty when there is no room)
    int standingRowH = 0;
    int standingBarY = 0;     // a row's bar: its top from the row's top
    int standingBarH = 3;     // and its height
    int sectionTitleH = 20;   // "Standings" and "Recent": their line
    int standingsTitleH = 20; // the standings' title line (0: none, a short panel of 8 rows)
    SDL_Rect recentBox{};     // the dark felt inset the recent moves are written on
    SDL_Point recentTitle{};
    int recentTop = 0; // first line of the recent-moves log
    int recentBottom = 0;
    int recentLineH = 16;
    SDL_Rect graphButton{}; // at the foot of the panel
    SDL_Rect helpButton{};
    SDL_Rect menuButton{};

    // Speech bubbles: text box at most this wide, a tail towards the seat.
    int bubbleMaxW = 300;
    int bubblePad = 7;
    int bubbleArrowHalf = 7;
    int bubbleArrowLength = 12;

    // The action bar, on the wooden shelf under the table.
    SDL_Rect bar{};
    SDL_Rect shelf{};
    int barGap = 10;
    SDL_Point barHint{}; // "any key skips", centred

    // `seatSlots`: the most players the table may come to hold (the rules' maximum; at least
    // `playerCount`): the columns of the rims. `startPlayers` (0: all): the players who sat down
    // together, spread evenly round the table; the others joined later and sit in the free
    // places after the last of them, so a player who joins moves nobody's plate while a place
    // is free between the last seat and seat 0. The seats go round the table clockwise in play
    // order from `homeSeat`, the player at this screen (docs/game.md).
    static TableLayout compute(int width, int height, int diceCount, int playerCount,
                               int seatSlots = 0, int homeSeat = 0, int startPlayers = 0);

    // The action bar's n buttons, centred, left to right.
    std::vector<SDL_Rect> barButtons(int n) const;
    // The key tag of a die centred at `centre`, on its corner `corner` (0 top-left, 1
    // top-right, 2 bottom-left, 3 bottom-right; 4-7 the same corners drawn on the die's own
    // face, for dice lying so close that every outer corner would sit on a neighbour), and
    // where its text starts.
    SDL_Rect keyTag(Vec2 centre, int corner = 0) const;
    static SDL_Point keyTagText(const SDL_Rect& tag);
    const SeatPlace& seat(int player) const;
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

// The dice at `centres` in the order a reader takes them: lines top to bottom, each left to
// right. A line is a run of dice whose heights follow each other closely (a gap of less than
// 0.45 die sizes to the one above) and stays within a die's height of its first die, so a
// die resting a little lower beside its neighbours still reads in their line.
std::vector<int> readingOrder(const std::vector<Vec2>& centres, double dieSize);

// A seat's medallion of radius `r`: its ring's width, and how far the ring reaches from the
// medallion's centre (drawMedallion draws it).
constexpr double medallionRingWidth(double r) {
    return r * 0.12 > 2.0 ? r * 0.12 : 2.0;
}
constexpr double medallionOuterRadius(double r) {
    return r + 1 + medallionRingWidth(r) / 2;
}
// The turn-order stud on a medallion of radius `r`: its radius, its centre 0.72 r right of and
// below the medallion's.
constexpr double turnStudRadius(double r) {
    return r * 0.42 > 7.0 ? r * 0.42 : 7.0;
}
// The side of the die token on the plate of the player at the table, for a plate h tall.
constexpr int turnTokenSide(int h) {
    return h * 11 / 20 > 14 ? h * 11 / 20 : 14;
}

// Seat `player`'s place in the turn order (1 for `first`, then up by seat index), shown on
// the plates from four seats on: play goes round the table clockwise, and the numbers say
// where the round starts (who played first, who plays last in it).
int turnOrderNumber(int player, int first, int players);
// Whether the plates show the turn order: two or three seats read in order without it.
constexpr bool showsTurnOrder(int players) {
    return players >= 4;
}

} // namespace greed::app

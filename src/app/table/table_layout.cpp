// TableLayout: proportions follow ART-DIRECTION (the players seated round the table, a slim side
// panel); every other metric derives from the window height, the margin and the die size.
#include "app/table/table_layout.hpp"

#include "app/ui/hud_style.hpp"
#include "app/ui/text_size.hpp"

#include <algorithm>
#include <cmath>

namespace greed::app {

namespace {

constexpr double kPi = 3.14159265358979323846;
// placeDice keeps resting centres this many die sizes apart, in columns as wide when crowded;
// dice closer than kTouching die sizes would touch (restingOverlap).
constexpr double kRestSpacing = 1.32;
constexpr double kTouching = 1.2;

// True when placeDice's crowded fallback (a grid) keeps n dice apart in the area.
bool gridFits(int n, const SDL_Rect& area, double dieSize) {
    const int cols = static_cast<int>(std::floor(area.w / (dieSize * kRestSpacing)));
    if (cols < 1) {
        return false;
    }
    const int rows = (n + cols - 1) / cols;
    return area.h >= rows * dieSize * kTouching;
}

void placeTable(TableLayout& l) {
    const int width = l.width;
    const int height = l.height;
    const int m = l.margin;
    const double aspect = static_cast<double>(width) / std::max(1, height);
    l.sideBoard = aspect >= 1.2;
    const int barH = std::max(44, height * 8 / 100);
    if (l.sideBoard) {
        // The seats carry the scores: the panel keeps only the rules, the recent moves and its
        // buttons, and gives the table the room.
        const int boardW = std::clamp(width * 21 / 100, 200, 460);
        l.board = {width - boardW - m, m, boardW, height - 2 * m};
        const int tableW = l.board.x - 2 * m;
        l.table = {m, m, tableW, height - barH - 3 * m};
        l.bar = {m, l.table.y + l.table.h + m / 2, tableW, barH};
    } else {
        const int boardH = std::max(120, height * 22 / 100);
        l.table = {m, m, width - 2 * m, height - boardH - barH - 4 * m};
        l.bar = {m, l.table.y + l.table.h + m / 2, width - 2 * m, barH};
        l.board = {m, l.table.y + l.table.h + barH + 2 * m, width - 2 * m, boardH};
    }
    l.rim = std::max(10, std::min(l.table.w, l.table.h) / 28);
    // The wooden shelf under the table that holds the buttons, half a margin round them: it
    // ends level with the side panel, so the table and its shelf read as one piece of furniture
    // (no dark strip of window under the felt). Set in from the rim like a table's apron.
    l.shelf = {l.table.x + l.rim / 2, l.table.y + l.table.h, l.table.w - l.rim,
               l.bar.y + l.bar.h + (m - m / 2) - (l.table.y + l.table.h)};
    l.felt = inset(l.table, l.rim);
    l.feltCentre = {l.felt.x + l.felt.w / 2.0, l.felt.y + l.felt.h / 2.0};
    l.rimShade = l.rim / 2;
    l.barGap = l.bar.h / 5;
    l.barHint = {l.bar.x + l.bar.w / 2, l.bar.y + l.bar.h / 2};
}

// The height of a line of text of `size` px as the font sets it (DejaVu: ascent and descent
// together are 1.164 of the size), and how far its baseline lies above the line's bottom.
int lineHeight(int size) {
    return static_cast<int>(std::ceil(size * 1.17));
}
int descent(int size) {
    return static_cast<int>(std::lround(size * 0.236));
}

// The turn box: the name at the top left, "turn total" under it at the left and the total beside
// them at the right, as tall as the two lines (or the total), all inside the leather's
// stitching with two pixels to spare. The caption stands on the total's baseline.
void placeStatus(TableLayout& l, const SDL_Rect& felt) {
    const auto& T = l.type;
    const int m = l.margin;
    const int pad = std::max(3, T.small / 4); // from the stitching to the words
    const int captionLift = descent(T.big) - descent(T.small);
    const int words =
        std::max(lineHeight(T.body) + lineHeight(T.small) + captionLift, lineHeight(T.big));
    // The caption (or a name of about eight letters) beside a four-digit total.
    const int columns = std::max(T.small * 15 / 2, T.body * 5) + pad + T.big * 7 / 2;
    int w = std::max({200, felt.w * 30 / 100, columns + 2 * pad + 6});
    int h = words;
    while (h < words + 2 * (hudStitching(w, h) + pad)) {
        ++h;
    }
    w = std::max(w, columns + 2 * (hudStitching(w, h) + pad));
    const int in = hudStitching(w, h) + pad;
    l.status = {felt.x + m, felt.y + m, w, h};
    l.statusPad = pad;
    l.statusStripe = {l.status.x, l.status.y, 5, l.status.h};
    l.statusTitle = {l.status.x + in, l.status.y + in};
    l.statusCaption = {l.statusTitle.x, l.status.y + h - in - captionLift - lineHeight(T.small)};
    l.statusTotal = {l.status.x + w - in, l.status.y + h - in};
    l.badgeOrigin = {l.status.x + w + T.small / 2, l.status.y};
}

// The dice get fewer pixels each where many share the area (ten at 1280x720), so they still
// lie scattered, never packed into bands: the area holds this many die squares per die.
constexpr double kRoomPerDie = 2.6;

void placeFelt(TableLayout& l) {
    const auto& T = l.type;
    const int m = l.margin;
    const SDL_Rect& felt = l.stage; // the felt between the two rows of seats
    const int n = std::max(1, l.diceCount);
    // Dice big enough to read, small enough that n of them rest apart in the area.
    const double byHeight = felt.h * 0.19;
    const double byWidth = felt.w * 0.62 / (std::ceil(std::sqrt(n * 2.2)) * 1.6);
    l.dieSize = std::clamp(std::min(byHeight, byWidth * 1.6), 40.0, 128.0);

    // The tray holds n set-aside dice in a line: no taller than its dice need.
    const double trayRoom = felt.w - 2.0 * m;
    int trayH = static_cast<int>(std::min(felt.h * 0.2, l.dieSize * 1.05));
    const double trayDie =
        std::min({trayH * 0.78, trayRoom / (n * 1.15), (trayRoom - trayH) / (1.2 * n - 0.2)});
    trayH = std::min(trayH, static_cast<int>(std::ceil(trayDie / 0.78)) + 2);
    l.tray = {felt.x + m, felt.y + felt.h - trayH - m / 2, felt.w - 2 * m, trayH};
    placeStatus(l, felt);
    // About a third of the table's height, as long as it stands between the message line (a
    // long message runs on over the cup zone) and the tray.
    const int pad = T.small / 2;
    const int lineH = T.body + T.body / 4 + pad; // a line of body text in its panel
    const int messageBottom = l.status.y + l.status.h + pad + lineH;
    l.cupH =
        std::min({l.felt.h * 0.34, (l.tray.y - felt.y) * 0.8, l.tray.y - messageBottom - m * 1.5});
    l.cupW = l.cupH * 0.8;
    l.trayCentre = {l.tray.x + l.tray.w / 2.0, l.tray.y + l.tray.h / 2.0};
    l.trayDieSize = std::min(l.tray.h * 0.78, (l.tray.w - 2.0 * m) / (n * 1.15));
    // The last tray slot ends inside the tray (traySlot starts half a tray height in).
    l.trayDieSize = std::min(l.trayDieSize, (l.tray.w - l.tray.h) / (1.2 * n - 0.2));

    const int cupZoneW = static_cast<int>(l.cupW * 1.45);
    l.cupZone = {felt.x + felt.w - cupZoneW, felt.y, cupZoneW, l.tray.y - felt.y};
    l.cupCentre = {felt.x + felt.w - cupZoneW / 2.0,
                   std::max(felt.y + (l.tray.y - felt.y) * 0.55, messageBottom + m + l.cupH / 2)};

    const int diceW = felt.w - cupZoneW - 2 * m;
    l.messageLine = {l.status.x, l.status.y + l.status.h + pad, diceW, lineH};
    const int top = l.messageLine.y + l.messageLine.h;
    l.diceArea = {felt.x + m, top, diceW, l.tray.y - top - m / 2};
    // Short windows: the dice shrink rather than overlap the tray or each other.
    l.dieSize = std::min(l.dieSize, l.diceArea.h / 2.2);
    while (!gridFits(n, l.diceArea, l.dieSize) && l.dieSize > 8) {
        l.dieSize *= 0.96;
    }
    // The hint line is never under a die: a die may rest a tenth of its size below the area's
    // top (the crowded grid), stand picked 6% higher and glow 15% past its edge, so the area
    // starts that much lower. Then crowded areas: the dice shrink to leave each die its room.
    const int reserve = static_cast<int>(std::ceil(l.dieSize * 0.12)) + 2;
    l.diceArea.y += reserve;
    l.diceArea.h -= reserve;
    l.dieSize = std::min(
        l.dieSize, std::sqrt(l.diceArea.w * static_cast<double>(l.diceArea.h) / (n * kRoomPerDie)));
    if (n > 6) {
        // Many dice: the area stays three dice deep, so they come to rest scattered, not in bands.
        l.dieSize = std::min(l.dieSize, l.diceArea.h / 3.0);
    }
    while (!gridFits(n, l.diceArea, l.dieSize) && l.dieSize > 8) {
        l.dieSize *= 0.96;
    }
}

void placeCupAndDecorations(TableLayout& l) {
    const auto& T = l.type;
    const double ds = l.dieSize;
    const double h = l.cupH;
    const double w = l.cupW;
    // The upright cup's mouth after tipping by -105 degrees about its centre, lifted as
    // RollAnimation::cupShift() lifts it.
    const double a = -105.0 * kPi / 180.0;
    const double hy = -h * 0.5;
    l.cupMouth = {l.cupCentre.x - 0.12 * h - hy * std::sin(a),
                  l.cupCentre.y - 0.18 * h + hy * std::cos(a)};
    l.cupShadowOffset = {w * 0.12, h * 0.42};
    l.cupShadowW = w * 1.3;
    l.cupShadowH = h * 0.35;
    l.rattleCentre = {l.cupCentre.x, l.cupCentre.y - h * 0.42};
    l.rattleSpacing = w * 0.22;
    l.rattleJitter = {w * 0.18, h * 0.07};

    l.glowSize = ds * 1.3;
    l.selectedLift = ds * 0.06;
    l.keyTagReach = ds * 0.5;
    l.keyTagSize = T.small;
    l.adoptPopup = {l.status.x + l.status.w / 2.0,
                    static_cast<double>(l.status.y + l.status.h + T.body)};
    l.entryNote = {l.felt.x + l.felt.w / 2.0, l.felt.y + l.felt.h * 0.68};

    const int pad = T.small / 2;
    l.badgePad = pad;
    l.messagePad = pad;
}

// The places round the table run clockwise as seen from above it: the person here at the near
// rim's left end, up the left side to the far rim, along it to the right, down the right side and
// back along the near rim to the left (docs/game.md, "Seats round the table"). Each rim is a row
// of equal columns (the most players the table may hold, half of them on the far rim); a plate
// stands in its column, or between two where its row is centred.
struct RowSpot {
    bool far = false;
    double column = 0; // from the row's left end, in columns (0.5 steps where a row is centred)
};

// A row's players, clockwise: the far row left to right, the near row right to left.
struct Row {
    int columns = 1;
    std::vector<int> order; // ring positions sitting on it, clockwise
};

// The seats of the players who sat down together (`seated`, ring positions 0 .. seated-1 from
// the person here), spread evenly: the far rim centred, the near rim from the person here at its
// left end and the others from its right end. The free places (for a player who joins) lie
// between the last seat and seat 0, so a row that holds that gap packs the seats before it from
// its clockwise start and those after it from its clockwise end, and the gap stays open between.
// `gapAfter`: the ring position after which a newcomer sits (the last seat's).
std::vector<RowSpot> seatedSpots(int seated, int slots, int gapAfter) {
    const int farCols = std::max(1, slots / 2);
    const int nearCols = std::max(1, slots - slots / 2);
    // Half the players across the table, but never so few that the near rim is full while a
    // place is free: a newcomer always finds a place without moving anybody.
    int farCount = seated / 2;
    if (seated < slots) {
        farCount = std::max(farCount, seated - nearCols + 1);
    }
    farCount = std::clamp(farCount, seated > 1 ? 1 : 0, std::min(farCols, seated - 1));
    std::vector<RowSpot> spots(static_cast<std::size_t>(seated));
    spots[0] = {false, 0}; // the person here
    // The far row: ring positions 1 .. farCount, left to right.
    const bool gapInFar = gapAfter >= 1 && gapAfter < farCount;
    for (int k = 1; k <= farCount; ++k) {
        double column = (farCols - farCount) / 2.0 + (k - 1);
        if (gapInFar) {
            column = k <= gapAfter ? k - 1 : farCols - 1 - (farCount - k);
        }
        spots[static_cast<std::size_t>(k)] = {true, column};
    }
    // The near row: ring positions farCount+1 .. seated-1, right to left, then the person here.
    // Those after the gap sit next to the person here, the others from the right end.
    const int nearOthers = seated - 1 - farCount;
    const int afterGap = gapAfter > farCount ? seated - 1 - gapAfter : 0;
    for (int j = 0; j < nearOthers; ++j) {
        const int k = farCount + 1 + j;
        const bool beforeGap = j < nearOthers - afterGap;
        const double column = beforeGap ? nearCols - 1 - j : nearOthers - j;
        spots[static_cast<std::size_t>(k)] = {false, column};
    }
    return spots;
}

// The next free column for a newcomer, clockwise after `from` and before `until` (seat 0's
// spot), on columns no seat covers; false when there is none.
bool freeSpotBetween(const std::vector<RowSpot>& taken, RowSpot from, RowSpot until, int slots,
                     RowSpot& out) {
    const int farCols = std::max(1, slots / 2);
    const int nearCols = std::max(1, slots - slots / 2);
    auto covered = [&](bool far, int column) {
        return std::any_of(taken.begin(), taken.end(), [&](const RowSpot& s) {
            return s.far == far && std::abs(s.column - column) < 0.99;
        });
    };
    // Clockwise positions along the ring: the far row 0 .. farCols-1, then the near row from its
    // right end; the near row's left end (the person here) closes the round.
    auto along = [&](const RowSpot& s) {
        return s.far ? s.column : farCols + (nearCols - 1 - s.column);
    };
    const double start = along(from);
    double stop = along(until);
    if (stop <= start) {
        stop += farCols + nearCols;
    }
    for (int step = 0; step < farCols + nearCols; ++step) {
        const int pos = step % (farCols + nearCols);
        const RowSpot spot = pos < farCols ? RowSpot{true, static_cast<double>(pos)}
                                           : RowSpot{false, nearCols - 1.0 - (pos - farCols)};
        double at = along(spot);
        if (at <= start) {
            at += farCols + nearCols;
        }
        if (at > start && at < stop && !covered(spot.far, static_cast<int>(spot.column))) {
            out = spot;
            return true;
        }
    }
    return false;
}

// Every player's spot: those seated together spread round the table, and those who joined later
// in the free places between the last seat and seat 0, nobody else moving. When no place is free
// between them, everybody is seated afresh (`seated` becomes everyone).
std::vector<RowSpot> seatSpots(int players, int& seated, int slots, int home) {
    for (;;) {
        // Ring positions from the person here; seat i sits at (i - home) mod seated.
        const int gapAfter = ((seated - 1 - home) % seated + seated) % seated;
        const std::vector<RowSpot> ring = seatedSpots(seated, slots, gapAfter);
        std::vector<RowSpot> spots(static_cast<std::size_t>(players));
        for (int i = 0; i < seated; ++i) {
            spots[static_cast<std::size_t>(i)] =
                ring[static_cast<std::size_t>((i - home + seated) % seated)];
        }
        std::vector<RowSpot> taken(ring);
        bool room = true;
        for (int i = seated; i < players && room; ++i) {
            RowSpot spot;
            room = freeSpotBetween(taken, spots[static_cast<std::size_t>(i - 1)], spots[0], slots,
                                   spot);
            spots[static_cast<std::size_t>(i)] = spot;
            taken.push_back(spot);
        }
        if (room) {
            return spots;
        }
        seated = players;
    }
}

// The die token of the player at the table on the plate's felt-side right corner, standing a
// third out of the plate; the name and the tag stop a clear gap short of it where their line
// meets it (a far plate's tag on the bottom line, a near plate's name on the top one).
void placeToken(SeatPlace& s) {
    const SDL_Rect& r = s.plaque;
    const int side = turnTokenSide(r.h);
    s.token = {r.x + r.w - side - 1, s.far ? r.y + r.h - side * 2 / 3 : r.y - side / 3, side, side};
    const int gap = std::max(4, s.tagSize / 3);
    const int right = s.textX + s.textW;
    const auto meets = [&](int top, int bottom) {
        return top < s.token.y + s.token.h + 1 && bottom > s.token.y - 1;
    };
    const auto clear = [&](bool crosses) {
        return crosses ? std::min(right, s.token.x - gap) : right;
    };
    s.litNameRight = clear(meets(s.nameY, s.nameY + lineHeight(s.nameSize)));
    s.litTagRight = clear(meets(s.scoreY - lineHeight(s.tagSize), s.scoreY));
}

// Seats: a plate per player, round the table in play order from the person here (`homeSeat`).
// The places follow from the players who sat down together and the most the table may hold, so
// a player joining takes a free place and no plate moves. Every plate, its medallion's ring and
// its shadow stay inside the table's frame, with a gap between neighbours the ring does not
// bridge; the near row keeps clear of the action bar under it.
void placeSeats(TableLayout& l) {
    const auto& T = l.type;
    const int m = l.margin;
    const SDL_Rect& t = l.table;
    const int n = std::max(1, l.playerCount);
    const int slots = std::max(n, l.seatSlots);
    // The name and score at the player's text size; the plate grows to hold them inside its
    // stitching (at 100 % they fit the plate the window height gives).
    const int base = std::max(40, l.height * 75 / 1000);
    const int nameSize = std::clamp(scaledText(base * 0.28), 14, std::max(14, T.body));
    const int scoreSize = std::clamp(scaledText(base * 0.36), 14, std::max(14, T.heading));
    int h = base;
    while ((nameSize + scoreSize) * 6 / 5 + 2 * hudStitching(h * 4, h) > h) {
        ++h;
    }
    l.seatH = h;
    const int pad = hudStitching(h * 4, h);
    // How far the medallion's ring (and its shadow, 3 px lower) stands out of the plate.
    // A little more than half the plate, so it stands out; only half where the rim is crowded
    // (eight places in a small window), leaving the name its room.
    const int mostCols = std::max(slots / 2, slots - slots / 2);
    const bool crowded = t.w < mostCols * h * 3.2;
    const double portraitR = h * (crowded ? 0.5 : 0.54);
    const int reach = static_cast<int>(std::ceil(medallionOuterRadius(portraitR) - h / 2.0));
    l.seatReach = reach;
    const int edge = std::max(2, m / 4); // from the table's outer edge
    const int farTop = t.y + edge + reach;
    const int nearTop = t.y + t.h - edge - reach - 3 - h;
    // Between neighbours: the ring, and a clear gap past it.
    l.seatGap = reach + (crowded ? std::max(3, m / 4) : std::max(4, m / 2));
    // The rows run along the far and near rims between the side rims, a margin in from each:
    // no plate sits on a side rim or a corner, and the first plate's ring stands as far from
    // the felt's left edge as the last plate's end from its right edge. Where that leaves a
    // plate of the longer row too little room for a name of nine letters ("Professor": eight
    // places in a small window), the rows' ends stand halfway out on the side rims, still as
    // far from the wood's outer edge at both ends.
    const int gapIn = std::max(2, pad / 3);
    const auto nameRoom = [&](int sideIn) {
        const double rowW = l.felt.w - 2.0 * sideIn - reach;
        const double w = std::min((rowW + l.seatGap) / mostCols - l.seatGap, h * 4.4);
        return w - pad - std::ceil(h / 2.0 + medallionOuterRadius(portraitR)) - gapIn;
    };
    const int side =
        nameRoom(std::max(4, m / 2)) >= nameSize * 5.6 ? std::max(4, m / 2) : l.rim / 2 - l.rim;
    const int rowLeft = l.felt.x + side + reach;
    const int rowW = l.felt.x + l.felt.w - side - rowLeft;
    const int farCols = std::max(1, slots / 2);
    const int nearCols = std::max(1, slots - slots / 2);
    const int home = std::clamp(l.homeSeat, 0, n - 1);
    int seated = l.startPlayers > 0 ? std::clamp(l.startPlayers, 1, n) : n;
    const std::vector<RowSpot> spots = seatSpots(n, seated, slots, home);
    l.startPlayers = seated;
    l.seats.clear();
    for (int i = 0; i < n; ++i) {
        const RowSpot& spot = spots[static_cast<std::size_t>(i)];
        const bool far = spot.far;
        const double slot = (rowW + l.seatGap) / static_cast<double>(far ? farCols : nearCols);
        const int w = static_cast<int>(std::min(slot - l.seatGap, h * 4.4));
        const int cx =
            static_cast<int>(std::lround(rowLeft + slot * (spot.column + 0.5) - l.seatGap / 2.0));
        SeatPlace s;
        s.far = far;
        s.plaque = {cx - w / 2, far ? farTop : nearTop, w, h};
        const SDL_Rect& r = s.plaque;
        s.portraitR = portraitR;
        s.portrait = {r.x + h * 0.5, r.y + h * 0.5};
        // The name starts past the medallion's ring, the score past its turn-order stud too
        // (the stud sits at the ring's lower right, beside the score's line).
        s.textX =
            r.x + static_cast<int>(std::ceil(h / 2.0 + medallionOuterRadius(portraitR))) + gapIn;
        s.scoreX = std::max(s.textX, r.x +
                                         static_cast<int>(std::ceil(h / 2.0 + portraitR * 0.72 +
                                                                    turnStudRadius(portraitR))) +
                                         gapIn);
        s.textW = r.x + r.w - pad - s.textX;
        s.nameSize = nameSize;
        s.scoreSize = scoreSize;
        s.tagSize = std::max(14, s.scoreSize * 3 / 4);
        s.nameY = r.y + pad;
        s.scoreY = r.y + r.h - pad + descent(scoreSize) / 2;
        s.lift = std::max(2.0, h * 0.07);
        placeToken(s);
        s.bubble = {cx, far ? r.y + r.h : r.y};
        // Beside the score on its line, drifting a little out towards the window's edge (away
        // from the dice), within the plate.
        s.bankPopup = {s.textX + s.textW * 0.68, s.scoreY - s.scoreSize * 0.6};
        s.bankRise = (far ? 1 : -1) * h * 0.15;
        l.seats.push_back(s);
    }
    // The felt between the rows of plates, with a gap under and over them past the medallions'
    // rings and shadows.
    const int gap = std::max(4, m / 2);
    const int top = (slots > 1 ? farTop + h + std::max(gap, reach + 5) : l.felt.y + gap);
    const int bottom = nearTop - std::max(gap, reach + 2);
    l.stage = {l.felt.x, std::max(l.felt.y, top), l.felt.w, 0};
    l.stage.h = std::min(l.felt.y + l.felt.h, bottom) - l.stage.y;
}

void placeBoard(TableLayout& l) {
    const auto& T = l.type;
    const SDL_Rect& b = l.board;
    // The text keeps clear of the panel's wooden frame (drawBoardBack), not only of its edge.
    l.boardFrame = std::max(4, l.margin / 2);
    const int pad = l.boardFrame + std::max(6, std::min(b.w, b.h * 2) / 40);
    l.boardPad = pad;
    l.boardTitle = {b.x + pad, b.y + pad};
    l.boardSubtitle = {b.x + pad, l.boardTitle.y + T.heading + T.small / 3};
    l.boardTextW = b.w - 2 * pad;

    // Menu, graph and rules at the foot of the panel: side by side where the panel is wide
    // enough for three labelled buttons, else one above the other.
    const int gap = std::max(6, l.barGap * 2 / 3);
    const int bh = std::max(34, T.body * 2);
    const bool row = b.w >= 440;
    const int bw = row ? (b.w - 2 * pad - 2 * gap) / 3 : b.w - 2 * pad;
    const int by = b.y + b.h - pad - (row ? bh : 3 * bh + 2 * gap);
    for (int i = 0; i < 3; ++i) {
        SDL_Rect r = row ? SDL_Rect{b.x + pad + i * (bw + gap), by, bw, bh}
                         : SDL_Rect{b.x + pad, by + i * (bh + gap), bw, bh};
        (i == 0 ? l.graphButton : i == 1 ? l.helpButton : l.menuButton) = r;
    }

    // The race to the target under the title (a title line and a row per player), roomy when
    // the recent moves keep five lines under it, else tight (a name line and its bar); where
    // even that leaves the recent moves fewer than three lines (eight players, large text),
    // compact (the bar underlines the name line), and at the last without its title. Then the
    // recent moves on a dark felt inset down to the buttons. The race always shows at the side:
    // it is the only list of every score.
    const int n = std::max(1, l.playerCount);
    const int standTop = l.boardSubtitle.y + T.body + T.small;
    l.sectionTitleH = T.body * 5 / 4 + T.body / 3;
    const int lineH = T.small + T.small / 3;
    const int inner = std::max(4, pad * 2 / 3);
    const int boxLines = T.small * 2 + pad; // the recent box's title and insets
    const int room = by - gap - (standTop + gap);
    // The log lines left under standings `standH` tall.
    const auto logLines = [&](int standH) {
        return (room - standH - 2 * inner - l.sectionTitleH) / lineH;
    };
    const int barH = std::max(3, T.small / 3);
    const int roomy = T.small * 2 + std::max(4, T.small / 2);
    const int tight = lineH + 2 + barH + 2;
    int boxTop = standTop;
    l.standings = {b.x + pad, standTop, b.w - 2 * pad, 0};
    l.standingsTitleH = l.sectionTitleH;
    l.standingRowH = roomy;
    l.standingBarY = lineH + 2;
    l.standingBarH = barH;
    if (l.sideBoard) {
        if (room - (l.sectionTitleH + n * roomy) < boxLines + 5 * lineH) {
            l.standingRowH = tight;
        }
        if (logLines(l.sectionTitleH + n * l.standingRowH) < 3) {
            l.standingRowH = lineH + 3;
            l.standingBarY = lineH - 1;
            l.standingBarH = 3;
            if (logLines(l.sectionTitleH + n * l.standingRowH) < 3) {
                l.standingsTitleH = 0;
            }
        }
        l.standings.h = l.standingsTitleH + n * l.standingRowH;
        boxTop = standTop + l.standings.h + gap;
    }
    l.recentBox = {b.x + pad, boxTop, b.w - 2 * pad, by - gap - boxTop};
    l.recentTitle = {l.recentBox.x + inner, l.recentBox.y + inner};
    l.recentTop = l.recentTitle.y + l.sectionTitleH;
    l.recentLineH = T.small + T.small / 3;
    l.recentBottom = l.recentBox.y + l.recentBox.h - inner;

    l.bubbleMaxW = std::max(160, l.stage.w * 50 / 100);
    l.bubblePad = T.small / 2;
}

} // namespace

TableLayout TableLayout::compute(int width, int height, int diceCount, int playerCount,
                                 int seatSlots, int homeSeat, int startPlayers) {
    TableLayout l;
    l.homeSeat = homeSeat;
    l.startPlayers = startPlayers;
    l.width = width;
    l.height = height;
    l.diceCount = diceCount;
    l.playerCount = playerCount;
    l.seatSlots = std::max(playerCount, seatSlots);
    l.type = TypeScale::forHeight(height);
    l.margin = std::max(8, height / 50);
    placeTable(l);
    placeSeats(l);
    placeFelt(l);
    placeCupAndDecorations(l);
    placeBoard(l);
    return l;
}

std::vector<SDL_Rect> TableLayout::barButtons(int n) const {
    std::vector<SDL_Rect> out;
    if (n <= 0) {
        return out;
    }
    const int w = std::min(bar.h * 5, (bar.w - barGap * (n - 1)) / n);
    int x = bar.x + (bar.w - (w * n + barGap * (n - 1))) / 2;
    for (int i = 0; i < n; ++i) {
        out.push_back({x, bar.y, w, bar.h});
        x += w + barGap;
    }
    return out;
}

SDL_Rect TableLayout::keyTag(Vec2 centre, int corner) const {
    const int side = keyTagSize + 6;
    // An inner corner keeps the whole tag on the die's own face.
    const double reach = corner < 4 ? keyTagReach : std::max(0.0, dieSize / 2.0 - side / 2.0 - 2);
    const double dx = (corner % 2 == 0) ? -reach : reach;
    const double dy = (corner % 4 < 2) ? -reach : reach;
    const int cx = static_cast<int>(centre.x + dx);
    const int cy = static_cast<int>(centre.y + dy);
    return {cx - side / 2, cy - side / 2, side, side};
}

SDL_Point TableLayout::keyTagText(const SDL_Rect& tag) {
    return {tag.x + tag.w / 2, tag.y + 3};
}

const SeatPlace& TableLayout::seat(int player) const {
    static const SeatPlace none;
    if (seats.empty()) {
        return none; // not laid out yet
    }
    const int last = static_cast<int>(seats.size()) - 1;
    return seats[static_cast<std::size_t>(std::clamp(player, 0, last))];
}

std::vector<int> readingOrder(const std::vector<Vec2>& centres, double dieSize) {
    std::vector<int> order(centres.size());
    for (std::size_t i = 0; i < order.size(); ++i) {
        order[i] = static_cast<int>(i);
    }
    auto at = [&](int i) {
        return centres[static_cast<std::size_t>(i)];
    };
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return at(a).y < at(b).y; });
    std::size_t rowStart = 0;
    for (std::size_t k = 1; k <= order.size(); ++k) {
        const bool newRow = k == order.size() ||
                            at(order[k]).y - at(order[k - 1]).y > dieSize * 0.45 ||
                            at(order[k]).y - at(order[rowStart]).y > dieSize;
        if (newRow) {
            std::stable_sort(order.begin() + static_cast<long>(rowStart),
                             order.begin() + static_cast<long>(k),
                             [&](int a, int b) { return at(a).x < at(b).x; });
            rowStart = k;
        }
    }
    return order;
}

Vec2 TableLayout::traySlot(int slot, int slots) const {
    slots = std::max(slots, 1);
    const double step = std::min(trayDieSize * 1.2, tray.w / static_cast<double>(slots));
    const double start = tray.x + tray.h * 0.5;
    return {start + step * slot + trayDieSize / 2, tray.y + tray.h / 2.0};
}

int turnOrderNumber(int player, int first, int players) {
    return players <= 0 ? 0 : ((player - first) % players + players) % players + 1;
}

} // namespace greed::app

// Speech slips: placed from the layout's parts alone, so tests check them at every size.
#include "app/table/speech_slip.hpp"

#include <algorithm>
#include <cmath>

namespace greed::app {

SDL_Rect badgeZone(const TableLayout& L) {
    // As drawBadge sizes it: up to the cup's strip, or the felt's edge where the cup stands
    // lower than the badge reaches; never into the hint line.
    const int limit = L.messageLine.y - L.badgeOrigin.y - 2;
    const bool overCup = L.cupCentre.y - L.cupH / 2 > L.badgeOrigin.y + limit + L.margin;
    const int right = overCup ? L.felt.x + L.felt.w - L.margin : L.cupZone.x - L.margin;
    return {L.badgeOrigin.x, L.badgeOrigin.y, std::max(0, right - L.badgeOrigin.x), limit};
}

namespace {

// The line a slip's tail must not cross on its seat's side: the top of the tray under a near
// seat's slip; over a far seat's, the hint line when the slip is under it, else the plate.
int tailStop(const TableLayout& L, const SeatPlace& s, const SDL_Rect& box) {
    if (!s.far) {
        return std::min(L.tray.y - 2, s.plaque.y);
    }
    const int hintBottom = L.messageLine.y + L.messageLine.h;
    return box.y >= hintBottom ? hintBottom + 2 : s.plaque.y + s.plaque.h;
}

} // namespace

SDL_Rect besidePlate(const TableLayout& L, const SeatPlace& s) {
    if (s.far) {
        return {0, 0, 0, 0};
    }
    // Clear of the neighbours' plates and rings by a gap, and of the felt's edges.
    const int gap = std::max(4, L.margin / 2);
    int leftEnd = L.felt.x + gap;
    int rightEnd = L.felt.x + L.felt.w - gap;
    for (const SeatPlace& o : L.seats) {
        if (o.far || o.plaque.x == s.plaque.x) {
            continue;
        }
        if (o.plaque.x < s.plaque.x) {
            leftEnd = std::max(leftEnd, o.plaque.x + o.plaque.w + gap);
        } else {
            rightEnd = std::min(rightEnd, o.plaque.x - L.seatReach - gap);
        }
    }
    // A tail's length from the plate's ring (left) or its end (right); on the felt under the
    // tray, at the plate's height.
    const int tail = L.bubbleArrowLength;
    const int top = L.tray.y + L.tray.h + 2;
    const int bottom = L.felt.y + L.felt.h - 2;
    const SDL_Rect left{leftEnd, top, s.plaque.x - L.seatReach - tail - leftEnd, bottom - top};
    const int rightStart = s.plaque.x + s.plaque.w + tail;
    const SDL_Rect right{rightStart, top, rightEnd - rightStart, bottom - top};
    const SDL_Rect& room = left.w >= right.w ? left : right;
    // Room for a few words on a line.
    if (room.w < L.type.body * 6 || room.h < L.type.body + L.bubblePad) {
        return {0, 0, 0, 0};
    }
    return room;
}

namespace {

// Whether `box` stands beside a near seat's plate in its row (besidePlate), not over the tray.
bool besideIt(const SeatPlace& s, const SDL_Rect& box) {
    return !s.far && (box.x + box.w <= s.plaque.x || box.x >= s.plaque.x + s.plaque.w);
}

} // namespace

SDL_Rect bubbleBox(const TableLayout& L, const SeatPlace& s, int w, int h, bool badgeShown) {
    const int m = L.margin;
    const SDL_Rect room = besidePlate(L, s);
    if (w <= room.w && h <= room.h) {
        // Against the plate's side, level with its middle.
        const int x = room.x < s.plaque.x ? room.x + room.w - w : room.x;
        const int y = std::clamp(s.plaque.y + (s.plaque.h - h) / 2, room.y, room.y + room.h - h);
        return {x, y, w, h};
    }
    const int reach = L.bubbleArrowLength;
    const int left = L.stage.x + m;
    const int right = L.cupZone.x - m;
    w = std::min(w, right - left);
    const int x = std::clamp(s.bubble.x - w / 2, left, std::max(left, right - w));
    // Under the hint line and over the tray, a tail's length away from each.
    const int top = L.messageLine.y + L.messageLine.h + reach + 2;
    const int bottom = L.tray.y - reach - 2;
    if (!s.far) {
        return {x, std::max(top, bottom - h), w, h};
    }
    if (!badgeShown) {
        // Right under the plate, beside the turn box, when the slip fits above the hint line.
        const int beside = L.status.x + L.status.w + m;
        const SDL_Rect high{std::max(x, beside),
                            std::max(L.stage.y, s.plaque.y + s.plaque.h + reach), w, h};
        // Its tail rises into the speaker's plate, never a neighbour's: the slip lies under it.
        const int tailRoom = 2 * L.bubbleArrowHalf;
        const bool underPlate =
            high.x + tailRoom < s.plaque.x + s.plaque.w && high.x + w - tailRoom > s.plaque.x;
        if (underPlate && high.x + w <= right && high.y + h <= L.messageLine.y - m / 2) {
            return high;
        }
    }
    return {x, std::min(top, std::max(L.stage.y, bottom - h)), w, h};
}

SlipTail slipTail(const TableLayout& L, const SeatPlace& s, const SDL_Rect& box) {
    const double half = L.bubbleArrowHalf;
    if (besideIt(s, box)) {
        // Level, from the side facing the plate to its ring (left) or its end (right).
        const double edge = std::min(half + 1.0, box.h / 2.0);
        const double y =
            std::clamp(s.plaque.y + s.plaque.h / 2.0, box.y + edge, box.y + box.h - edge);
        const bool left = box.x + box.w <= s.plaque.x;
        const double baseX = left ? box.x + box.w - 1.0 : box.x + 1.0;
        const double to = left ? s.plaque.x - L.seatReach : s.plaque.x + s.plaque.w;
        const double length =
            std::clamp(std::abs(to - baseX), 0.0, static_cast<double>(L.bubbleArrowLength));
        return {{baseX, y - half}, {baseX, y + half}, {baseX + (left ? length : -length), y}};
    }
    const double baseX =
        std::clamp(static_cast<double>(s.bubble.x), box.x + 2 * half, box.x + box.w - 2 * half);
    const double baseY = s.far ? box.y + 1.0 : box.y + box.h - 1.0;
    // Towards the seat's plate, as long as the room on that side allows, at most an arrow long.
    const double room = std::abs(tailStop(L, s, box) - baseY);
    const double length = std::clamp(room, 0.0, static_cast<double>(L.bubbleArrowLength));
    const double dx = s.bubble.x - baseX;
    const double dy = s.bubble.y - baseY;
    const double slant = std::clamp(dx / std::max(1.0, std::abs(dy)), -1.0, 1.0);
    const double down = s.far ? -1.0 : 1.0;
    return {{baseX - half, baseY},
            {baseX + half, baseY},
            {baseX + slant * length, baseY + down * length}};
}

} // namespace greed::app

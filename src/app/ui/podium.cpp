// Podium: who stands (whole groups of equal scores, never one of a tie on a step and the other
// in a line under it), the steps' widths by how many share them, and the rise, the portraits,
// the names and the crown drawn over the steps' art (podium_art.cpp).
#include "app/ui/podium.hpp"

#include "app/ui/easing.hpp"
#include "app/ui/ellipsis.hpp"
#include "app/ui/palette.hpp"
#include "app/ui/podium_art.hpp"
#include "app/ui/portrait.hpp"
#include "app/ui/text_wrap.hpp"
#include "app/ui/turn_words.hpp"

#include <algorithm>
#include <cmath>

namespace greed::app {

namespace {

// Heights of the steps for places 1, 2, 3 relative to the tallest.
double heightFor(int place) {
    return place <= 1 ? 1.0 : (place == 2 ? 0.7 : 0.48);
}

// Every step stands from the first frame at this share of its height and grows to the whole:
// an empty panel for the first half second read as broken (findings v3).
constexpr double kRiseFrom = 0.35;

// How long each step grows: the third settles first, the winner's last and tallest.
double riseTime(int place) {
    return place <= 1 ? 0.95 : (place == 2 ? 0.75 : 0.6);
}

// The winner's crown drops once their step stands.
constexpr double kCrownAt = 0.95;
constexpr double kCrownFall = 0.5;

bool endsInEllipsis(const std::string& s) {
    const std::string e = "\u2026";
    return s.size() >= e.size() && s.compare(s.size() - e.size(), e.size(), e) == 0;
}

// How many players the podium holds side by side `width` wide: each needs room for a name of
// about four body-size words' width (eight cramped 50 px columns cut every name).
std::size_t roomFor(int width, const TypeScale& type) {
    return static_cast<std::size_t>(
        std::clamp(width / std::max(1, type.body * 9 / 2), 1, kMaxOnPodium));
}

// The groups of equal places that stand on the podium: indices into `ranked`, first place
// first; a group joins only whole (at most `room` players in all).
std::vector<std::vector<std::size_t>> standing(const std::vector<PodiumEntry>& ranked,
                                               std::size_t room) {
    std::vector<std::vector<std::size_t>> steps;
    std::size_t count = 0;
    std::size_t i = 0;
    while (i < ranked.size() && ranked[i].place <= 3 && steps.size() < 3) {
        std::size_t j = i;
        while (j < ranked.size() && ranked[j].place == ranked[i].place) {
            ++j;
        }
        if (!steps.empty() && count + (j - i) > room) {
            break;
        }
        // The first place always stands, if need be only as many as there is room for.
        j = std::min(j, i + room);
        std::vector<std::size_t> step;
        for (std::size_t k = i; k < j; ++k) {
            step.push_back(k);
        }
        count += step.size();
        steps.push_back(step);
        i = j;
    }
    return steps;
}

// A single word too long for `width` broken on two lines with a hyphen ("Maximi-" "liano"), at
// the longest first part that fits, each part at least two letters; empty when none fits.
std::vector<std::string> hyphenated(platform::Text& text, const std::string& word, int size,
                                    int width) {
    std::vector<std::size_t> starts; // where each UTF-8 character begins
    for (std::size_t i = 0; i < word.size(); ++i) {
        if ((static_cast<unsigned char>(word[i]) & 0xC0) != 0x80) {
            starts.push_back(i);
        }
    }
    if (word.find(' ') != std::string::npos || starts.size() < 4) {
        return {};
    }
    for (std::size_t k = starts.size() - 2; k >= 2; --k) {
        const std::string head = word.substr(0, starts[k]) + "-";
        if (text.measure(head, size, true).x > width) {
            continue;
        }
        const std::string tail = word.substr(starts[k]);
        if (text.measure(tail, size, true).x <= width) {
            return {head, tail};
        }
        break; // a shorter first part only lengthens the second
    }
    return {};
}

int lineHeight(int size) {
    return size * 6 / 5;
}

// The medal's radius on a step `unit` wide.
double medalRadius(int unit, const TypeScale& type) {
    // With the text size (Settings), not the step: a numeral is read, like a word.
    return std::max(8.0, std::min(type.heading * 0.7, unit * 0.3));
}

// The top face's depth over a step's front.
int stepDepth(int unit) {
    return std::max(4, unit / 14);
}

} // namespace

std::size_t podiumCount(const std::vector<PodiumEntry>& ranked, int width, const TypeScale& type) {
    std::size_t count = 0;
    for (const auto& step : standing(ranked, roomFor(width, type))) {
        count += step.size();
    }
    return count;
}

PodiumName podiumName(platform::Text& text, const PodiumEntry& entry, const TypeScale& type,
                      int width) {
    for (int size = type.body; size >= type.small; --size) {
        if (text.measure(entry.name, size, true).x <= width) {
            return {{entry.name}, size};
        }
        const auto lines = wrapText(text, entry.name, {size, true}, width);
        if (lines.size() == 2 && !endsInEllipsis(lines[0]) && !endsInEllipsis(lines[1])) {
            return {lines, size};
        }
    }
    // Too long even on two lines: the name a player knows them by on one; a single word too
    // long for the column broken with a hyphen (a narrow podium cut "Maximiliano" to "Maxi…").
    const std::string& shortName = entry.shortName.empty() ? entry.name : entry.shortName;
    const int size = std::max(type.small, text.fitSize(shortName, type.body, true, width));
    if (text.measure(shortName, size, true).x > width) {
        for (const std::string* word : {&entry.name, &shortName}) {
            for (int s = type.body; s >= type.small; --s) {
                auto parts = hyphenated(text, *word, s, width);
                if (!parts.empty()) {
                    return {parts, s};
                }
            }
        }
    }
    return {{ellipsize(text, shortName, {size, true}, width)}, size};
}

std::vector<PodiumEntry> rankPlayers(const std::vector<PodiumEntry>& players) {
    std::vector<PodiumEntry> out = players;
    std::stable_sort(out.begin(), out.end(),
                     [](const PodiumEntry& a, const PodiumEntry& b) { return a.score > b.score; });
    for (std::size_t i = 0; i < out.size(); ++i) {
        out[i].place =
            i > 0 && out[i].score == out[i - 1].score ? out[i - 1].place : static_cast<int>(i) + 1;
    }
    return out;
}

void Podium::layout(const SDL_Rect& area, const std::vector<PodiumEntry>& ranked,
                    const TypeScale& type, platform::Text& text) {
    m_area = area;
    m_type = type;
    m_spots.clear();
    const auto steps = standing(ranked, roomFor(area.w, type));
    if (steps.empty()) {
        return;
    }
    std::size_t count = 0;
    for (const auto& s : steps) {
        count += s.size();
    }
    const int n = static_cast<int>(steps.size());
    // Every player takes one share of the width; a lone winner no more than a third of it.
    const int gap = std::max(6, area.w / 40);
    const int unit =
        std::min(area.w * 34 / 100,
                 (area.w - (n - 1) * gap) / static_cast<int>(std::max<std::size_t>(1, count)));
    const int totalW = unit * static_cast<int>(count) + gap * (n - 1);
    const double portrait = std::clamp(std::min(unit * 0.78, area.h * 0.22), 24.0, 160.0);
    const int depth = stepDepth(unit);
    // The names under the portraits: as many lines as the longest needs, then the score.
    std::vector<PodiumName> names;
    std::size_t lines = 1;
    for (const auto& s : steps) {
        for (std::size_t k : s) {
            names.push_back(podiumName(text, ranked[k], type, unit - 6));
            lines = std::max(lines, names.back().lines.size());
        }
    }
    const int nameH = static_cast<int>(lines) * lineHeight(type.body) + type.small + 2;
    const int crownH = static_cast<int>(portrait * 0.42);
    const int headroom = crownH + static_cast<int>(portrait) + nameH + depth + type.small / 2;
    const double medal = medalRadius(unit, type);
    const int tallest = std::max(type.heading * 2, area.h - headroom);
    const int baseY = area.y + area.h;
    // Columns left to right: second, first, third (the classic podium).
    const int columnOf[3][3] = {{0, 0, 0}, {1, 0, 0}, {1, 0, 2}};
    std::vector<int> stepX(static_cast<std::size_t>(n));
    {
        std::vector<int> order(static_cast<std::size_t>(n));
        for (int s = 0; s < n; ++s) {
            order[static_cast<std::size_t>(columnOf[n - 1][s])] = s;
        }
        int x = area.x + (area.w - totalW) / 2;
        for (int s : order) {
            stepX[static_cast<std::size_t>(s)] = x;
            x += unit * static_cast<int>(steps[static_cast<std::size_t>(s)].size()) + gap;
        }
    }
    std::size_t named = 0;
    for (int s = 0; s < n; ++s) {
        const auto& members = steps[static_cast<std::size_t>(s)];
        const int place = std::min(3, ranked[members.front()].place);
        const int h = std::max(static_cast<int>(tallest * heightFor(place)),
                               static_cast<int>(2 * medal) + type.small);
        const SDL_Rect plinth{stepX[static_cast<std::size_t>(s)], baseY - h,
                              unit * static_cast<int>(members.size()), h};
        for (std::size_t j = 0; j < members.size(); ++j) {
            PodiumSpot spot;
            spot.entry = ranked[members[j]];
            spot.step = s;
            spot.plinth = plinth;
            spot.shownName = names[named++];
            const int x = plinth.x + unit * static_cast<int>(j);
            spot.name = {x + 3, plinth.y - depth - nameH, unit - 6, nameH};
            spot.portraitSize = portrait;
            spot.portrait = {x + unit / 2.0, spot.name.y - portrait / 2.0 - 1};
            const int top = static_cast<int>(spot.portrait.y - portrait / 2.0) - crownH;
            spot.column = {x, top, unit, baseY - top};
            m_spots.push_back(spot);
        }
    }
}

Vec2 Podium::winnerTop() const {
    if (m_spots.empty()) {
        return {m_area.x + m_area.w / 2.0, static_cast<double>(m_area.y + m_area.h)};
    }
    const PodiumSpot& s = m_spots.front();
    return {s.portrait.x, s.portrait.y - s.portraitSize / 2.0};
}

PodiumPose Podium::pose(const PodiumSpot& s, double shownFor) const {
    // Long after the crown's drop: everything where it comes to rest.
    const double time = m_reducedMotion ? 10.0 : std::max(0.0, shownFor);
    const int place = std::min(3, s.entry.place);
    const double rise = kRiseFrom + (1.0 - kRiseFrom) * ease::outCubic(time / riseTime(place));
    const int h = std::max(1, static_cast<int>(std::lround(s.plinth.h * rise)));
    const int dy = s.plinth.h - h;
    PodiumPose p;
    p.block = {s.plinth.x, s.plinth.y + dy, s.plinth.w, h};
    p.portrait = {s.portrait.x, s.portrait.y + dy};
    p.name = {s.name.x, s.name.y + dy, s.name.w, s.name.h};
    p.nameAlpha = static_cast<int>(std::lround(255 * (0.45 + 0.55 * ease::outCubic(time / 0.5))));
    p.crown =
        s.entry.place == 1 && time > kCrownAt ? ease::outBack((time - kCrownAt) / kCrownFall) : 0.0;
    return p;
}

void Podium::render(const Painter& p, double shownFor) const {
    const double time = m_reducedMotion ? 10.0 : shownFor;
    // The winners' light first, behind every step and portrait (two who share the win); it
    // glows up as their step nears its height.
    for (const auto& s : m_spots) {
        if (s.entry.place == 1) {
            const int fade = static_cast<int>(255 * ease::clamp01((time - 0.45) / 0.4));
            if (fade > 0) {
                const double turn = m_reducedMotion ? 0.0 : time * 10.0;
                drawWinnerLight(p, pose(s, shownFor).portrait, s.portraitSize / 2.0, turn,
                                withAlpha(playerColor(s.entry.seat), fade));
            }
        }
    }
    int lastStep = -1;
    for (const auto& s : m_spots) {
        renderSpot(p, s, pose(s, shownFor), s.step != lastStep);
        lastStep = s.step;
    }
}

void Podium::renderSpot(const Painter& p, const PodiumSpot& s, const PodiumPose& now,
                        bool firstOnStep) const {
    const auto& T = m_type;
    const int place = std::min(3, s.entry.place);
    const SDL_Color seat = playerColor(s.entry.seat);
    const SDL_Rect& block = now.block;
    const int unit = s.column.w;
    if (firstOnStep) {
        // A shared step takes its first player's colour; the medal names the place once.
        drawPlinth(p, block, stepDepth(unit), seat);
        const double r = medalRadius(unit, T);
        if (block.h > 2 * r + T.small / 2) {
            drawMedal(p, {block.x + block.w / 2.0, block.y + T.small / 2.0 + r}, r, place);
        }
    }
    const Vec2 at = now.portrait;
    drawPortrait(p, s.entry.portrait, s.entry.name, at, s.portraitSize, seat);
    if (s.entry.place == 1) {
        // The winner framed: a gold ring round the portrait (lit from behind by render()).
        p.ring(at, s.portraitSize * 0.5 + 1, std::max(2.0, s.portraitSize / 30), kGold);
    }
    // The name and score under the portrait from the first frame: the words under a portrait
    // are always its player's.
    const SDL_Rect& nr = now.name;
    int y = nr.y;
    const int size = s.shownName.size;
    for (const auto& line : s.shownName.lines) {
        p.label(line, nr.x + nr.w / 2, y,
                {size, true, withAlpha(seat, now.nameAlpha), Align::Center, VAlign::Top});
        y += lineHeight(size);
    }
    p.label(groupedNumber(s.entry.score), nr.x + nr.w / 2, y + 1,
            {T.small, true, withAlpha(kInk, now.nameAlpha), Align::Center});
    if (now.crown > 0) {
        // The crown drops onto the winner once their step stands, with a small overshoot.
        const double crown = s.portraitSize * 0.5;
        const double cy =
            at.y - s.portraitSize / 2.0 - crown * 0.28 - (1.0 - now.crown) * crown * 2;
        p.sprite("crown", at.x, cy, crown, crown);
    }
}

} // namespace greed::app

// Podium: plinths drawn as seat-coloured blocks with a lit top face and a wooden base, the
// place (an ordinal of the language) in the display face; names shortened with an ellipsis to their
// plinth's width.
#include "app/ui/podium.hpp"

#include "app/ui/easing.hpp"
#include "app/ui/ellipsis.hpp"
#include "app/ui/palette.hpp"
#include "app/ui/turn_words.hpp"
#include "i18n/numbers.hpp"

#include <algorithm>

namespace greed::app {

namespace {

SDL_Color scaled(SDL_Color c, double k) {
    auto ch = [k](Uint8 v) {
        return static_cast<Uint8>(std::clamp(v * k, 0.0, 255.0));
    };
    return {ch(c.r), ch(c.g), ch(c.b), c.a};
}

// Heights of the plinths for places 1, 2, 3 relative to the tallest.
double heightFor(int place) {
    return place <= 1 ? 1.0 : (place == 2 ? 0.7 : 0.48);
}

// When each plinth starts rising: third first, the winner last.
double delayFor(int place) {
    return place <= 1 ? 0.5 : (place == 2 ? 0.25 : 0.0);
}

} // namespace

const std::string& podiumName(platform::Text& text, const PodiumEntry& entry, const TypeScale& type,
                              int width) {
    // Long names may shrink a little (to 5/6 of the body size); one that would shrink further
    // gives way to its short form, which only then ends in an ellipsis if it must.
    const bool fullFits = text.fitSize(entry.name, type.body, true, width) * 6 >= type.body * 5 &&
                          text.measure(entry.name, type.body * 5 / 6, true).x <= width;
    return fullFits || entry.shortName.empty() ? entry.name : entry.shortName;
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
                    const TypeScale& type) {
    m_area = area;
    m_type = type;
    m_spots.clear();
    const int n = std::min<int>(3, static_cast<int>(ranked.size()));
    if (n == 0) {
        return;
    }
    // Columns left to right: second, first, third (the classic podium).
    const int gap = std::max(6, area.w / 40);
    const int colW = (area.w - 2 * gap) / 3;
    const int labelH = type.body + type.small + type.small / 2;
    const int crownH = type.heading * 3 / 2;
    const int tallest = std::max(type.heading * 2, area.h - labelH - crownH);
    const int baseY = area.y + area.h;
    // Fewer than three players: the columns used are centred in the area.
    const int column[3] = {1, 0, 2};
    const int used = n == 3 ? 3 : n;
    const int shift = (3 - used) * (colW + gap) / 2;
    for (int i = 0; i < n; ++i) {
        PodiumSpot s;
        s.entry = ranked[static_cast<std::size_t>(i)];
        const int place = std::min(3, s.entry.place);
        const int h = static_cast<int>(tallest * heightFor(place));
        const int col = n == 3 ? column[i] : (n == 2 ? 1 - i : 0);
        const int x = area.x + shift + col * (colW + gap);
        s.plinth = {x, baseY - h, colW, h};
        s.name = {x, s.plinth.y - labelH, colW, labelH};
        m_spots.push_back(s);
    }
}

Vec2 Podium::winnerTop() const {
    if (m_spots.empty()) {
        return {m_area.x + m_area.w / 2.0, static_cast<double>(m_area.y + m_area.h)};
    }
    const SDL_Rect& r = m_spots.front().plinth;
    return {r.x + r.w / 2.0, static_cast<double>(r.y)};
}

void Podium::render(const Painter& p, double shownFor) const {
    // Long after the crown's drop (1.6 s): everything where it comes to rest.
    const double time = m_reducedMotion ? 10.0 : shownFor;
    const auto& T = m_type;
    for (const auto& s : m_spots) {
        const int place = std::min(3, s.entry.place);
        const double rise = ease::outCubic((time - delayFor(place)) / 0.7);
        if (rise <= 0) {
            continue;
        }
        const SDL_Color seat = playerColor(s.entry.seat);
        // The plinth grows up from its base; the label rides on top of it.
        const int h = std::max(1, static_cast<int>(s.plinth.h * rise));
        const int dy = s.plinth.h - h;
        const SDL_Rect block{s.plinth.x, s.plinth.y + dy, s.plinth.w, h};
        const int lip = std::max(4, s.plinth.w / 16);
        p.fill(block, scaled(seat, 0.62));
        p.fill({block.x + lip, block.y + lip, block.w - 2 * lip, block.h - lip},
               scaled(seat, 0.78));
        p.fill({block.x, block.y, block.w, std::min(block.h, lip)}, scaled(seat, 1.0));
        p.outline(block, {0, 0, 0, 120}, 1);
        // A wooden foot joins the plinths to the floor.
        const int foot = std::max(4, T.small / 2);
        p.sprite("wood", block.x + block.w / 2.0, s.plinth.y + s.plinth.h - foot / 2.0, block.w,
                 foot);
        if (h > T.heading) {
            // "1st", "1.", "1.º": as wide as the plinth allows.
            const std::string ordinal = i18n::formatOrdinal(s.entry.place);
            p.label(ordinal, block.x + block.w / 2, block.y + lip + h / 2 - lip,
                    {p.text().fitSize(ordinal, std::min(T.huge, h * 7 / 10),
                                      platform::Face::Display, block.w - 2 * lip),
                     false,
                     {24, 18, 12, 200},
                     Align::Center,
                     VAlign::Middle,
                     true});
        }
        const int fade =
            static_cast<int>(255 * ease::clamp01((time - delayFor(place) - 0.4) / 0.3));
        if (fade <= 0) {
            continue;
        }
        const SDL_Rect nr{s.name.x, s.name.y + dy, s.name.w, s.name.h};
        const std::string& name = podiumName(p.text(), s.entry, T, nr.w);
        const int nameSize = std::max(T.small, p.text().fitSize(name, T.body, true, nr.w));
        const platform::TextStyle nameStyle{nameSize, true, withAlpha(seat, fade), Align::Center,
                                            VAlign::Top};
        p.label(ellipsize(p.text(), name, nameStyle, nr.w), nr.x + nr.w / 2, nr.y, nameStyle);
        p.label(groupedNumber(s.entry.score), nr.x + nr.w / 2, nr.y + T.body + 2,
                {T.small, true, withAlpha(kInk, fade), Align::Center});
        if (s.entry.place == 1) {
            // The crown drops onto the winner once their plinth stands, with a small overshoot.
            const double drop = ease::outBack((time - 1.1) / 0.5);
            if (time > 1.1) {
                const double size = T.heading * 1.3;
                const double y = nr.y - size * 0.55 - (1.0 - drop) * size * 2;
                p.sprite("crown", nr.x + nr.w / 2.0, y, size, size);
            }
        }
    }
}

} // namespace greed::app

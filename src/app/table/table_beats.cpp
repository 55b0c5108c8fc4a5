// The beat table: for each core event type, how long it holds the table and what it shows
// (log line, dice, counters, effects, sounds). `instant` beats (skipping) leave out effects.
#include "app/table/table_show.hpp"

#include "app/services.hpp"
#include "app/table/table_log.hpp"
#include "app/table/table_words.hpp"
#include "app/ui/combo_names.hpp"
#include "app/ui/palette.hpp"
#include "app/ui/personality_words.hpp"
#include "i18n/translate.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <optional>
#include <utility>

namespace greed::app {

namespace {

using i18n::tr;
using i18n::trf;
using i18n::trnf;
using table_words::number;

std::string entryText(const core::Rules& r) {
    switch (r.entryRule) {
    case core::EntryRule::None:
        return "";
    case core::EntryRule::FirstRoll:
        return trf("needs {0} on the first roll to enter", number(r.entryMinimum));
    case core::EntryRule::TurnTotal:
    case core::EntryRule::FirstBank:
        return trf("needs a first bank of {0}", number(r.entryMinimum));
    }
    return "";
}

// The dice resting on the felt, grown by their glow and a picked die's lift, and the tray's
// dice: effects keep clear of what the player is looking at.
std::vector<SDL_Rect> restingDice(const TableShow& show, const TableLayout& L) {
    std::vector<SDL_Rect> out;
    const int grow = static_cast<int>(std::ceil(L.dieSize * 0.15 + L.selectedLift));
    const auto& dice = show.dice();
    int inTray = static_cast<int>(show.tray().size());
    for (std::size_t i = 0; i < dice.size(); ++i) {
        inTray += dice[i].toTray && !dice[i].backInCup ? 1 : 0;
        if (dice[i].backInCup || (dice[i].toTray && dice[i].trayT >= 1.0)) {
            continue;
        }
        out.push_back(inset(show.dieRect(static_cast<int>(i)), -grow));
    }
    const int side = static_cast<int>(L.trayDieSize) + 8;
    for (int k = 0; k < inTray; ++k) {
        const Vec2 c = L.traySlot(k, std::max(inTray, L.diceCount));
        out.push_back(
            {static_cast<int>(c.x) - side / 2, static_cast<int>(c.y) - side / 2, side, side});
    }
    return out;
}

bool meetsAny(const SDL_Rect& r, const std::vector<SDL_Rect>& rects) {
    return std::any_of(rects.begin(), rects.end(),
                       [&](const SDL_Rect& o) { return SDL_HasIntersection(&r, &o) == SDL_TRUE; });
}

// The w x h box inside one of `regions` (tried in order) that meets none of `avoid`, nearest
// to `want`; nothing when no region has room.
std::optional<SDL_Rect> clearBox(const std::vector<SDL_Rect>& regions,
                                 const std::vector<SDL_Rect>& avoid, int w, int h, Vec2 want,
                                 double step) {
    step = std::max(4.0, step);
    for (const SDL_Rect& region : regions) {
        std::optional<SDL_Rect> best;
        double bestDistance = 1e18;
        for (double y = region.y; y + h <= region.y + region.h; y += step) {
            for (double x = region.x; x + w <= region.x + region.w; x += step) {
                const SDL_Rect box{static_cast<int>(x), static_cast<int>(y), w, h};
                const double d = std::hypot(x + w / 2.0 - want.x, y + h / 2.0 - want.y);
                if (d < bestDistance && !meetsAny(box, avoid)) {
                    bestDistance = d;
                    best = box;
                }
            }
        }
        if (best) {
            return best;
        }
    }
    return std::nullopt;
}

std::string bustStamp(bool farkle) {
    if (farkle) {
        // TRANSLATORS: the stamp in capitals on a throw that scores nothing in the Farkle rule
        // sets, where such a throw is called a farkle (the game's name: keep it).
        return tr("FARKLE!");
    }
    // TRANSLATORS: the stamp in capitals on a throw that scores nothing (Spanish: ¡NADA!).
    return tr("BUST");
}

// The verdicts' inks on their dark plaque: a bust's red, bright enough to read at a glance
// (the interface's darker error red does not on soot), a farkle's orange (a word of its own, a
// colour of its own), a penalty's deeper red.
constexpr SDL_Color kBustInk{255, 88, 66, 255};
constexpr SDL_Color kFarkle{255, 150, 40, 255};
constexpr SDL_Color kPenaltyInk{255, 96, 84, 255};

// The felt beside the turn box, above the message line: free of dice whatever they do.
SDL_Rect besideStatus(const TableLayout& L) {
    const int x = L.status.x + L.status.w + L.margin;
    return {x, L.status.y, L.cupZone.x - L.margin - x, L.messageLine.y - L.status.y};
}

// Where effects may go when they must not cover a die: the dice area, the felt beside the turn
// box (unless the final round's or tie-break's badge stands there), and the tray (its dice are
// avoided like the others).
std::vector<SDL_Rect> freeFelt(const TableLayout& L, const TableShow& show) {
    if (show.finalRound() || show.tieBreak()) {
        return {L.diceArea, L.tray};
    }
    return {L.diceArea, besideStatus(L), L.tray};
}

// The upright cup with its shadow, and a little air round it.
SDL_Rect cupRect(const TableLayout& L) {
    const int w = static_cast<int>(L.cupW);
    const int h = static_cast<int>(L.cupH);
    const SDL_Rect cup{static_cast<int>(L.cupCentre.x) - w / 2,
                       static_cast<int>(L.cupCentre.y) - h / 2, w, h};
    const int sx = static_cast<int>(L.cupShadowOffset.x + L.cupCentre.x - L.cupShadowW / 2);
    const int sy = static_cast<int>(L.cupShadowOffset.y + L.cupCentre.y - L.cupShadowH / 2);
    const SDL_Rect shadow{sx, sy, static_cast<int>(L.cupShadowW), static_cast<int>(L.cupShadowH)};
    SDL_Rect out{};
    SDL_UnionRect(&cup, &shadow, &out);
    return inset(out, -L.margin / 2);
}

// Words in a player's colour on the dark plate: the darker colours (blue, vermillion) are
// lightened until they read.
SDL_Color onDark(SDL_Color c) {
    const double light = (0.2126 * c.r + 0.7152 * c.g + 0.0722 * c.b) / 255.0;
    if (light >= 0.45) {
        return c;
    }
    auto towardsWhite = [](Uint8 v) {
        return static_cast<Uint8>(v + (255 - v) * 2 / 5);
    };
    return {towardsWhite(c.r), towardsWhite(c.g), towardsWhite(c.b), c.a};
}

// Puts a verdict's plaque (BUST, FARKLE!, a penalty, a big bank) on the felt between the seats,
// nearest the middle of the dice area, where all of it (its stamp's start or its fall
// included) meets nothing in `keepOut`: on open felt, off the tray, down to heading size, else
// as large as it fits from `size` down anywhere but on a die. Only when no place is free at
// any size does it lie behind the dice. Returns where it stands.
SDL_Rect stampVerdict(Effects& fx, platform::Text& measure, const TableLayout& L,
                      const std::vector<SDL_Rect>& keepOut, const std::string& word, int size,
                      SDL_Color ink, double life, Landing landing, const std::string& sub = "") {
    const SDL_Rect room = inset(L.stage, L.margin / 2);
    const Vec2 want{L.diceArea.x + L.diceArea.w / 2.0, L.diceArea.y + L.diceArea.h / 2.0};
    std::vector<SDL_Rect> offTray = keepOut;
    offTray.push_back(inset(L.tray, -L.margin / 4));
    const std::vector<std::pair<const std::vector<SDL_Rect>*, int>> passes{
        {&offTray, L.type.heading}, {&keepOut, 14}};
    for (const auto& [avoid, smallest] : passes) {
        for (int s = size; s >= smallest; s = s * 9 / 10) {
            const int plaqueH = Effects::stampSize(measure, word, s, sub).y;
            // A long fall where there is room, a short drop where there is less.
            const std::vector<int> falls = landing == Landing::Drop
                                               ? std::vector<int>{plaqueH, plaqueH / 3}
                                               : std::vector<int>{0};
            for (const int fall : falls) {
                const SDL_Point need = Effects::stampRoom(measure, word, s, landing, fall, sub);
                if (const auto box =
                        clearBox({room}, *avoid, need.x, need.y, want, std::max(4, need.y / 8))) {
                    fx.stamp(word, *box, s, ink, life, landing, Layer::Over, sub);
                    return *box;
                }
            }
        }
    }
    const SDL_Point need =
        Effects::stampRoom(measure, word, L.type.heading, Landing::Stamp, 0, sub);
    const SDL_Rect behind{static_cast<int>(want.x) - need.x / 2,
                          static_cast<int>(want.y) - need.y / 2, need.x, need.y};
    fx.stamp(word, behind, L.type.heading, ink, life, Landing::Stamp, Layer::Under, sub);
    return behind;
}

} // namespace

std::vector<SDL_Rect> TableShow::bannerKeepOut() const {
    const auto& L = m_layout;
    std::vector<SDL_Rect> out = restingDice(*this, L);
    out.push_back(cupRect(L));
    out.push_back(inset(L.status, -L.margin / 2));
    return out;
}

SDL_Rect TableShow::placeBanner(const std::string& text, SDL_Color colour, double life,
                                const std::string& sub, SDL_Color accent) {
    // An opaque plaque on the felt between the seats, nearest the felt's middle, clear of every
    // die (on the felt and in the tray), the cup and the turn box, with room for its pop's
    // overshoot; smaller if it must be, else behind the dice.
    const auto& L = m_layout;
    auto& measure = m_s.painter.text();
    const auto keepOut = bannerKeepOut();
    const SDL_Rect room = inset(L.stage, L.margin / 2);
    const Vec2 want{L.diceArea.x + L.diceArea.w / 2.0, L.feltCentre.y};
    for (const int size : {L.type.huge, L.type.huge * 4 / 5, L.type.huge * 3 / 5, L.type.heading}) {
        const SDL_Point need = Effects::bannerSize(measure, text, size, sub);
        const int w = need.x * kBannerOvershoot / 100;
        const int h = need.y * kBannerOvershoot / 100;
        if (w > room.w || h > room.h) {
            continue;
        }
        if (const auto box = clearBox({room}, keepOut, w, h, want, std::max(4, h / 8))) {
            m_fx.banner(text, *box, size, colour, life, Layer::Over, sub, accent);
            return *box;
        }
    }
    const SDL_Point need = Effects::bannerSize(measure, text, L.type.heading, sub);
    const SDL_Rect behind{static_cast<int>(want.x) - need.x / 2,
                          static_cast<int>(want.y) - need.y / 2, need.x, need.y};
    m_fx.banner(text, behind, L.type.heading, colour, life, Layer::Under, sub, accent);
    return behind;
}

const TableShow::Beat* TableShow::beatFor(core::EventType type) {
    using T = core::EventType;
    static constexpr Beat kBeats[] = {
        {T::GameStarted, 0.0, &TableShow::quiet},
        {T::TurnStarted, 0.35, &TableShow::turnStarted},
        {T::AdoptOffered, 0.3, &TableShow::quiet},
        {T::Adopted, 0.6, &TableShow::adopted},
        {T::Rolled, 0.05, &TableShow::rolled}, // the throw itself holds the table
        {T::Scored, 1.0, &TableShow::scored},
        {T::HotDice, 1.2, &TableShow::hotDice},
        {T::Bust, 1.4, &TableShow::bust},
        {T::EntryFailed, 1.5, &TableShow::entryFailed},
        {T::Penalty, 1.7, &TableShow::penalty},
        {T::Banked, 0.9, &TableShow::banked},
        {T::Entered, 0.2, &TableShow::entered},
        {T::FinalRoundStarted, 1.8, &TableShow::finalRound},
        {T::TieBreakStarted, 1.8, &TableShow::tieBreak},
        {T::GameOver, 2.8, &TableShow::gameOver}, // the winner's moment before the results
        {T::PlayerLeft, 0.0, &TableShow::quiet},
        {T::Restarted, 0.0, &TableShow::restarted},
        {T::PlayerJoined, 0.0, &TableShow::playerJoined},
        {T::StreakPenalty, 1.7, &TableShow::streakPenalty},
    };
    const auto* it = std::find_if(std::begin(kBeats), std::end(kBeats),
                                  [type](const Beat& b) { return b.type == type; });
    return it == std::end(kBeats) ? nullptr : it;
}

void TableShow::quiet(const core::Event&, bool) {}

TableShow::PopupPlace TableShow::popupPlace(const std::string& points, const std::string& combos,
                                            double x, double top, double bottom) const {
    // Two centred lines ("+450" over "Three 4s") drifting up by `rise`: the whole path lies in
    // felt clear of every resting die, near the scoring dice, in the dice area or else beside
    // the turn box; rise < 0 says there is no such place at any size (drawn behind the dice).
    const auto& L = m_layout;
    auto& text = m_s.painter.text();
    const auto dice = restingDice(*this, L);
    const Vec2 want{x, (top + bottom) / 2};
    for (const auto& [big, body] :
         {std::pair{L.type.big, L.type.body}, std::pair{L.type.heading, L.type.small}}) {
        const SDL_Point p = text.measure(points, big, platform::Face::Bold);
        const SDL_Point c = text.measure(combos, body, platform::Face::Bold);
        const double rise = std::max(8.0, L.dieSize * 0.2);
        const int w = std::max(p.x, c.x) + 4;
        // Points centred at y, the combination names a line of `big` lower.
        const int above = static_cast<int>(p.y / 2.0 + rise);
        const int h = above + big + c.y / 2 + 4;
        if (const auto box = clearBox(freeFelt(L, *this), dice, w, h, want, L.dieSize / 4)) {
            return {box->x + w / 2.0, static_cast<double>(box->y + above), rise, big, body};
        }
    }
    return {std::clamp(x, L.diceArea.x + 0.0, L.diceArea.x + L.diceArea.w + 0.0), top, -1,
            L.type.big, L.type.body};
}

std::vector<SDL_Rect> TableShow::verdictKeepOut() const {
    // A banner's keep-out, and the final round's badge beside the turn box while it stands.
    std::vector<SDL_Rect> out = bannerKeepOut();
    if (m_finalShown || m_tieShown) {
        out.push_back(besideStatus(m_layout));
    }
    return out;
}

void TableShow::turnStarted(const core::Event& e, bool instant) {
    const bool passes = e.player != m_shownPlayer;
    m_dice.clear();
    m_tray.clear();
    ++m_generation;
    m_turnTotal.set(0);
    // Bubbles of anyone but the new player and the one who just finished are stale.
    m_bubbles.erase(std::remove_if(m_bubbles.begin(), m_bubbles.end(),
                                   [&](const Bubble& b) {
                                       return b.player != e.player && b.player != m_shownPlayer;
                                   }),
                    m_bubbles.end());
    m_previousPlayer = m_shownPlayer;
    m_shownPlayer = e.player;
    if (passes && !instant && e.player >= 0 && e.player < m_game.playerCount()) {
        announceTurn(e.player);
    }
}

void TableShow::announceTurn(int player) {
    // "Rex's turn", briefly, on a small plate with ribbons in the player's colour: the lit seat
    // says it too, this says it as it changes. Centred over the dice area (where the throw will
    // land), clear of the cup, the turn box, the message line and any die, with room for its
    // pop; smaller if it must be.
    const auto& L = m_layout;
    const std::string words = table_words::turnOf(
        m_game.players()[static_cast<std::size_t>(player)].info.name, lonePerson(m_game) == player);
    auto& text = m_s.painter.text();
    std::vector<SDL_Rect> keepOut = verdictKeepOut();
    keepOut.push_back(inset(L.messageLine, -L.margin / 4));
    const Vec2 want{L.diceArea.x + L.diceArea.w / 2.0, L.diceArea.y + L.diceArea.h / 2.0};
    for (const int size : {L.type.heading, L.type.body}) {
        const SDL_Point need = Effects::bannerSize(text, words, size);
        const int w = need.x * kBannerOvershoot / 100;
        const int h = need.y * kBannerOvershoot / 100;
        if (const auto box =
                clearBox({inset(L.stage, L.margin / 2)}, keepOut, w, h, want, std::max(4, h / 8))) {
            m_fx.plate(words, *box, size, onDark(playerColor(player)), playerColor(player), 1.2);
            return;
        }
    }
}

void TableShow::adopted(const core::Event& e, bool instant) {
    m_turnTotal.go(e.points, 0.4);
    if (!instant) {
        const auto& L = m_layout;
        // TRANSLATORS: a popup in capitals when a player takes over the previous player's points.
        m_fx.popup(trf("ADOPTED {0}", table_words::plus(e.points)), L.adoptPopup.x, L.adoptPopup.y,
                   L.type.heading, e.player >= 0 ? playerColor(e.player) : kInk);
    }
}

void TableShow::rolled(const core::Event& e, bool instant) {
    // Said once the dice land: the log must not tell the throw while the cup still shakes.
    m_rollLog = logLine(e, m_game);
    startRoll(e.player, e.dice, instant);
}

void TableShow::scored(const core::Event& e, bool instant) {
    const bool toTray = m_game.rules().rerollPolicy == core::RerollPolicy::Remaining;
    markScoring(e, toTray);
    const std::string combos = comboNames(m_game.rules(), e.combos);
    m_turnTotal.go(e.total, 0.6);
    if (instant) {
        return;
    }
    // Points pop beside the scoring dice, where they cover none of the dice on the table.
    double sx = 0;
    double top = 1e9;
    double bottom = -1e9;
    int n = 0;
    for (std::size_t i = 0; i < m_dice.size(); ++i) {
        if (m_dice[i].scoring) {
            const Vec2 c = restCentre(static_cast<int>(i));
            sx += c.x;
            top = std::min(top, c.y);
            bottom = std::max(bottom, c.y);
            ++n;
        }
    }
    if (n > 0) {
        sx /= n;
        const std::string points = table_words::plus(e.points);
        const PopupPlace at = popupPlace(points, combos, sx, top, bottom);
        const Layer layer = at.rise < 0 ? Layer::Under : Layer::Over;
        const double rise = std::abs(at.rise);
        m_fx.popup(points, at.x, at.y, at.big, kGold, 0.9, rise, 0, layer);
        m_fx.popup(combos, at.x, at.y + at.big, at.body, kInk, 0.9, rise, 0.08, layer);
    }
    m_s.sound("score");
}

void TableShow::hotDice(const core::Event&, bool instant) {
    // Every die goes back to the cup: the tray empties, as the "Roll n dice" prompt says. Seen,
    // the dice that earned it stay in view until the banner has landed (returnHotDice).
    if (instant) {
        returnHotDice(false);
        return;
    }
    m_hotReturnLeft = kHotDiceStay;
    const auto& L = m_layout;
    const double ds = L.dieSize;
    // TRANSLATORS: the banner in capitals when every die scored (German: ALLE WIEDER REIN!).
    const SDL_Rect at = placeBanner(tr("HOT DICE"), kGold, 1.3);
    // Stars fly out from the plaque's ends, in front of it.
    const double cy = at.y + at.h / 2.0;
    for (const double x : {at.x + at.w * 0.12, at.x + at.w * 0.88}) {
        m_fx.burst("star", x, cy, 8, ds * 0.4, ds * 4.0, kGold, 1.0, ds * 2.0, m_s.fxRng,
                   Layer::Over);
    }
    m_fx.shake(ds * 0.06, 0.3); // the table jumps with the dice
    m_fx.hop(0.5, 0.3);
    m_s.sound("hotdice");
}

std::vector<Vec2> TableShow::trayCentres() const {
    std::vector<Vec2> out;
    int inTray = static_cast<int>(m_tray.size());
    for (const auto& d : m_dice) {
        inTray += d.toTray && !d.backInCup ? 1 : 0;
    }
    for (int k = 0; k < inTray; ++k) {
        out.push_back(m_layout.traySlot(k, std::max(inTray, m_layout.diceCount)));
    }
    return out;
}

void TableShow::returnHotDice(bool sparkle) {
    m_hotReturnLeft = -1;
    if (sparkle) {
        // Each die leaves the tray in a puff of gold.
        const double ds = m_layout.trayDieSize;
        for (const Vec2& c : trayCentres()) {
            m_fx.burst("spark", c.x, c.y, 8, ds * 0.4, ds * 3.0, kGold, 0.7, ds, m_s.fxRng);
        }
    }
    m_tray.clear();
    for (auto& d : m_dice) {
        d.backInCup = d.toTray;
    }
}

void TableShow::bust(const core::Event& e, bool instant) {
    bustDice(false);
    m_turnTotal.go(0, 0.5);
    if (!instant) {
        const auto& L = m_layout;
        m_fx.wash(L.felt, {220, 40, 30, 150}, 0.6);
        m_fx.shake(L.dieSize * 0.12, 0.35);
        m_fx.hop(0.4, 0.3); // the dice jump with the thud and land
        // Farkle players call a throw that scores nothing a farkle (the rules' bust word): their
        // game's own word, in orange with a sting of its own; every other rule set stamps BUST.
        const bool farkle = m_game.rules().bustWord == core::BustWord::Farkle;
        // What it cost under the word: the turn total is already 0 when the stamp lands.
        stampVerdict(m_fx, m_s.painter.text(), L, verdictKeepOut(), bustStamp(farkle),
                     L.type.huge * 5 / 4, farkle ? kFarkle : kBustInk, 1.3, Landing::Stamp,
                     table_words::pointsLost(e.points));
        m_s.sound("bust");
        m_s.sound(farkle ? "farkle" : "stamp");
    }
}

void TableShow::entryFailed(const core::Event&, bool instant) {
    bustDice(true);
    m_turnTotal.go(0, 0.5);
    if (!instant) {
        const auto& L = m_layout;
        m_fx.shake(L.dieSize * 0.08, 0.3);
        m_fx.hop(0.35, 0.3);
        // TRANSLATORS: the stamp in capitals when a player's first roll is too low to enter.
        const std::string word = tr("NOT IN YET");
        const SDL_Rect at = stampVerdict(m_fx, m_s.painter.text(), L, verdictKeepOut(), word,
                                         L.type.huge * 4 / 5, kBustInk, 1.4, Landing::Stamp);
        // The note under the stamp, in free felt if there is any.
        const std::string note = entryText(m_game.rules());
        const SDL_Point sz = m_s.painter.text().measure(note, L.type.heading, platform::Face::Bold);
        const int rise = L.type.heading;
        const auto box =
            clearBox(freeFelt(L, *this), restingDice(*this, L), sz.x + 4, sz.y + rise + 4,
                     {at.x + at.w / 2.0, at.y + at.h + sz.y * 1.0}, L.dieSize / 4);
        if (box) {
            m_fx.popup(note, box->x + box->w / 2.0, box->y + rise + sz.y / 2.0, L.type.heading,
                       kInk, 1.4, rise);
        } else {
            m_fx.popup(note, L.entryNote.x, L.entryNote.y, L.type.heading, kInk, 1.4, rise, 0,
                       Layer::Under);
        }
        m_s.sound("bust");
        m_s.sound("stamp");
    }
}

void TableShow::penalty(const core::Event& e, bool instant) {
    // The cause comes first: "Three Jacks −1000", not a bare number.
    std::string cause = comboNames(m_game.rules(), e.combos);
    const std::string amount = "\u2212" + number(std::abs(e.points));
    // The turn's points go with it (the event carries the penalty alone).
    const int turnLost = static_cast<int>(std::lround(m_turnTotal.target()));
    bustDice(true);
    m_turnTotal.go(0, 0.5);
    if (e.player >= 0 && static_cast<std::size_t>(e.player) < m_scores.size()) {
        m_scores[static_cast<std::size_t>(e.player)].go(e.total, 0.8);
    }
    if (!instant) {
        penaltyFalls((cause.empty() ? "" : cause + " ") + amount,
                     turnLost > 0 ? table_words::turnPointsToo(turnLost) : "");
    }
}

void TableShow::streakPenalty(const core::Event& e, bool instant) {
    // After the bust's own beat: only the score drops, under words that say why.
    if (e.player >= 0 && static_cast<std::size_t>(e.player) < m_scores.size()) {
        m_scores[static_cast<std::size_t>(e.player)].go(e.total, 0.8);
    }
    if (!instant && e.points < 0) {
        const int count = e.players.empty() ? 0 : e.players.front();
        // TRANSLATORS: falls over the table when busts in a row cost points: {0} how many
        // turns in a row ended with nothing, {1} the points lost ("−1,000").
        penaltyFalls(i18n::trnf("{0} bust in a row {1}", "{0} busts in a row {1}",
                                static_cast<unsigned long>(count), number(count),
                                "\u2212" + number(std::abs(e.points))));
    }
}

void TableShow::penaltyFalls(const std::string& words, const std::string& sub) {
    // A dark red wash, and the cause with its cost dropping onto clear felt on its plaque.
    const auto& L = m_layout;
    m_fx.wash(L.felt, {220, 30, 24, 190}, 1.6);
    stampVerdict(m_fx, m_s.painter.text(), L, verdictKeepOut(), words, L.type.huge, kPenaltyInk,
                 1.6, Landing::Drop, sub);
    m_fx.shake(L.dieSize * 0.14, 0.5);
    m_fx.hop(0.45, 0.3);
    m_s.sound("penalty");
    m_s.sound("stamp");
}

void TableShow::banked(const core::Event& e, bool instant) {
    if (e.player < 0 || static_cast<std::size_t>(e.player) >= m_scores.size()) {
        return;
    }
    m_scores[static_cast<std::size_t>(e.player)].go(e.total, 0.7);
    if (!instant) {
        const SeatPlace& seat = m_layout.seat(e.player);
        m_boardFx.popup(table_words::plus(e.points), seat.bankPopup.x, seat.bankPopup.y,
                        seat.scoreSize, kGold, 1.0, seat.bankRise);
        m_s.sound("bank");
        if (bigBank(e.points)) {
            bigBankStamp(e);
        }
    }
}

bool TableShow::bigBank(int points) const {
    // A fifth of the target in one turn (1,000 at least): a turn to remember.
    return points >= std::max(1000, m_game.rules().target / 5);
}

void TableShow::bigBankStamp(const core::Event& e) {
    // The points stamped in gold on free felt beside the dice, stars from the seat, a sting.
    const auto& L = m_layout;
    stampVerdict(m_fx, m_s.painter.text(), L, verdictKeepOut(), table_words::plus(e.points),
                 L.type.huge, kGold, 1.3, Landing::Stamp);
    m_fx.hop(0.45, 0.3); // the dice jump for joy
    const SeatPlace& seat = L.seat(e.player);
    m_boardFx.burst("star", seat.bankPopup.x, seat.bankPopup.y, 12, seat.scoreSize * 0.9,
                    seat.scoreSize * 6.0, kGold, 0.9, 0.0, m_s.fxRng);
    m_s.sound("bigbank");
}

void TableShow::entered(const core::Event& e, bool) {
    if (e.player >= 0 && static_cast<std::size_t>(e.player) < m_shownEntered.size()) {
        m_shownEntered[static_cast<std::size_t>(e.player)] = true;
    }
}

int TableShow::lastTurnsLeft() const {
    int left = 0;
    for (int i = 0; i < m_game.playerCount(); ++i) {
        left += m_game.finalTurnPending(i) ? 1 : 0;
    }
    return left;
}

void TableShow::finalRound(const core::Event&, bool instant) {
    m_finalShown = true;
    if (!instant) {
        const int left = lastTurnsLeft();
        // TRANSLATORS: under the FINAL ROUND banner: how many players still have a last turn.
        const std::string sub = left > 0 ? trnf("{0} last turn to play", "{0} last turns to play",
                                                static_cast<unsigned long>(left), number(left))
                                         : "";
        placeBanner(tr("FINAL ROUND"), kGold, 1.8, sub);
        m_s.sound("stamp");
    }
}

void TableShow::tieBreak(const core::Event&, bool instant) {
    m_tieShown = true;
    if (!instant) {
        // TRANSLATORS: the banner in capitals when the leaders play extra rounds after a tie.
        placeBanner(tr("TIE-BREAK"), kGold, 1.8);
        m_s.sound("stamp");
    }
}

void TableShow::gameOver(const core::Event& e, bool instant) {
    const std::string names = playerNames(m_game, e.players);
    const auto winners = static_cast<unsigned long>(e.players.size());
    // The last round is played: its badge would sit beside the winner's banner.
    m_finalShown = false;
    m_tieShown = false;
    m_winners.clear();
    if (!m_game.endedEarly()) {
        m_winners.insert(m_winners.end(), e.players.begin(), e.players.end());
    }
    if (instant) {
        return;
    }
    if (m_game.endedEarly()) {
        // Everyone else left before the end: no winner is announced, no fanfare.
        // TRANSLATORS: the banner in capitals when everyone else left before the end.
        placeBanner(tr("GAME ENDED EARLY"), kInk, 2.6);
        return;
    }
    const int first = e.players.empty() ? -1 : e.players.front();
    const SDL_Color colour = first >= 0 ? playerColor(first) : kGold;
    const bool mine = winners == 1 && lonePerson(m_game) == first;
    // TRANSLATORS: the banner in capitals when the one person at a table of computers wins.
    const std::string words = mine ? tr("YOU WIN!")
                                   // TRANSLATORS: the banner in capitals at the end of the game.
                                   : trnf("WINNER: {0}", "WINNERS: {0}", winners, names);
    std::string sub;
    if (first >= 0) {
        const int score = m_game.players()[static_cast<std::size_t>(first)].score;
        // TRANSLATORS: under the winner's banner: the winning score.
        sub = trnf("{0} point", "{0} points", static_cast<unsigned long>(std::max(0, score)),
                   number(score));
    }
    const SDL_Rect at = placeBanner(words, kGold, 2.6, sub, colour);
    // Confetti in the winner's colour over the felt (behind the dice and the plaque), stars
    // from the plaque and from the winner's seat.
    const auto& L = m_layout;
    m_fx.confetti(L.felt, 110, L.dieSize * 0.22, colour, m_s.fxRng);
    const double cy = at.y + at.h / 2.0;
    for (const double x : {at.x + at.w * 0.1, at.x + at.w * 0.9}) {
        m_fx.burst("star", x, cy, 8, L.dieSize * 0.4, L.dieSize * 4.0, kGold, 1.1, L.dieSize * 2.0,
                   m_s.fxRng, Layer::Over);
    }
    for (const int w : e.players) {
        const SeatPlace& seat = L.seat(w);
        m_boardFx.burst("star", seat.bankPopup.x, seat.bankPopup.y, 12, seat.scoreSize * 0.9,
                        seat.scoreSize * 6.0, kGold, 1.0, 0.0, m_s.fxRng);
    }
    m_fx.hop(0.45, 0.3);
    m_s.sound("win");
}

void TableShow::restarted(const core::Event&, bool) {
    m_dice.clear();
    m_tray.clear();
    ++m_generation;
}

void TableShow::playerJoined(const core::Event&, bool) {
    const std::size_t seats = m_game.players().size();
    if (m_scores.size() < seats) { // a counter for the new seat, at 0 points
        m_scores.resize(seats);
        m_shownEntered.resize(seats);
        for (auto& c : m_scores) {
            c.setStep(m_unit);
        }
    }
}

} // namespace greed::app

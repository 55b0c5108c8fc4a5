// TableShow: the beat queue and clock, the shown dice (throw, rest, tray) and the catch-up with
// the game; what each event type does is the beat table in table_beats.cpp.
#include "app/table/table_show.hpp"

#include "app/services.hpp"
#include "app/table/cup_mouth.hpp"
#include "app/table/table_log.hpp"
#include "app/table/table_state.hpp"
#include "app/table/table_words.hpp"
#include "app/ui/easing.hpp"
#include "core/scoring.hpp"
#include "i18n/translate.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <numeric>
#include <utility>

namespace greed::app {

namespace {
constexpr double kPi = 3.14159265358979323846;
constexpr double kTrayMove = 0.4;   // seconds from the table to the tray
constexpr double kTrayDelay = 0.45; // scoring dice wait while their points pop
// A line whose speaker's turn has passed stays this long (from when it showed) to be read,
// then fades; at once when the next throw starts.
constexpr double kBubbleRead = 1.6;

// The step every score of the rules is a multiple of (50 in Greed): counters tick by it.
int scoringUnit(const core::Rules& r) {
    int unit = 0;
    for (const auto& s : r.singles) {
        unit = std::gcd(unit, std::abs(s.points));
    }
    for (const auto& k : r.kinds) {
        unit = k.points ? std::gcd(unit, std::abs(*k.points)) : unit;
    }
    for (const auto& c : r.combos) {
        unit = std::gcd(unit, std::abs(c.points));
    }
    return std::max(1, unit);
}
} // namespace

TableShow::TableShow(Services& services, const core::Game& game, TableLayout layout)
    : m_s(services), m_game(game), m_layout(std::move(layout)) {
    const auto& players = m_game.players();
    m_unit = scoringUnit(m_game.rules());
    m_turnTotal.setStep(m_unit);
    m_scores.resize(players.size());
    m_shownEntered.resize(players.size());
    for (std::size_t i = 0; i < players.size(); ++i) {
        m_scores[i].setStep(m_unit);
        m_scores[i].set(players[i].score);
        m_shownEntered[i] = players[i].entered;
    }
    m_shownPlayer = m_game.currentPlayer();
    m_log = logOpening(m_game);
}

void TableShow::push(const std::vector<core::Event>& events) {
    for (const auto& e : events) {
        m_queue.push_back(e);
    }
}

void TableShow::say(int player, std::string line) {
    Bubble b;
    b.player = player;
    b.text = std::move(line);
    b.ahead = m_queue.size(); // said with the events queued last: shown with their beats
    m_pendingBubbles.push_back(std::move(b));
}

core::Event TableShow::nextEvent() {
    const core::Event e = m_queue.front();
    m_queue.pop_front();
    for (auto& b : m_pendingBubbles) {
        b.ahead = b.ahead > 0 ? b.ahead - 1 : 0;
    }
    return e;
}

bool TableShow::bubbleDue(const Bubble& b) const {
    if (m_roll && !m_rollLanded) {
        return false; // never over dice in the air
    }
    if (b.ahead == 0 || m_queue.empty()) {
        return true;
    }
    // What is left of its events starts another player's turn: it shows with the speaker's
    // last beat (their bust, their bank), by their plate while it is still lit.
    const core::Event& next = m_queue.front();
    if (next.type != core::EventType::TurnStarted || next.player == b.player) {
        return false;
    }
    for (std::size_t k = 1; k < b.ahead && k < m_queue.size(); ++k) {
        if (m_queue[k].type == core::EventType::TurnStarted) {
            return false; // a later turn's: its own moment comes with that turn
        }
    }
    return true;
}

void TableShow::ageBubbles(double dt) {
    for (auto& b : m_bubbles) {
        b.t += dt;
        if (b.player != m_shownPlayer) {
            // The turn has passed: long enough to read, then gone, at once when dice fly.
            b.life = std::min(b.life, std::max(b.t, kBubbleRead) + Bubble::kFade);
            if (m_roll) {
                b.life = std::min(b.life, b.t + Bubble::kFade);
            }
        }
    }
    m_bubbles.erase(std::remove_if(m_bubbles.begin(), m_bubbles.end(),
                                   [](const Bubble& b) { return b.t > b.life; }),
                    m_bubbles.end());
}

void TableShow::addLog(const std::string& line) {
    m_log.push_back(line);
    if (m_log.size() > kTableLogLines) {
        m_log.erase(m_log.begin());
    }
}

int TableShow::score(int player) const {
    const auto i = static_cast<std::size_t>(player);
    return i < m_scores.size() ? m_scores[i].shown() : 0;
}

bool TableShow::entered(int player) const {
    const auto i = static_cast<std::size_t>(player);
    return i < m_shownEntered.size() && m_shownEntered[i];
}

// ---- time ------------------------------------------------------------------------------

void TableShow::update(double dt) {
    m_time += dt;
    const double sdt = dt * m_pace;
    m_fx.setReducedMotion(m_s.settings.reducedMotion); // no shake while it is on
    m_boardFx.setReducedMotion(m_s.settings.reducedMotion);
    m_fx.update(sdt);
    m_boardFx.update(sdt);
    m_turnTotal.update(sdt);
    for (auto& c : m_scores) {
        c.update(sdt);
    }
    if (m_roll) {
        const double before = m_roll->time();
        m_roll->advance(sdt);
        const double t0 = RollAnimation::kShake + RollAnimation::kTip;
        if (before < t0 && m_roll->time() >= t0) {
            m_s.sound("roll");
        }
        if (m_roll->done()) {
            finishRoll();
        } else if (!m_rollLanded && m_roll->time() >= RollAnimation::kFirstRelease &&
                   !m_roll->tumbling()) {
            landRoll();
        }
    }
    if (m_hotReturnLeft > 0) {
        m_hotReturnLeft -= sdt;
        if (m_hotReturnLeft <= 0) {
            returnHotDice(true);
        }
    }
    for (auto& d : m_dice) {
        if (d.toTray && d.trayT < 1.0) {
            d.trayT = std::min(1.0, d.trayT + sdt / kTrayMove);
        }
    }
    if (m_beatLeft > 0) {
        m_beatLeft -= sdt;
    }
    const bool bare = m_dice.empty() && m_tray.empty() && !m_roll && m_fx.bigWords().empty();
    m_bareFor = bare ? m_bareFor + dt : 0.0;
    // The verdict (scored, bust, penalty) follows as soon as the dice rest: the cup comes back
    // down meanwhile. The next throw waits for the cup.
    while (m_beatLeft <= 0 && !m_queue.empty() &&
           (!m_roll || (m_rollLanded && m_queue.front().type != core::EventType::Rolled))) {
        begin(nextEvent(), false);
    }
    ageBubbles(dt);
    // One bubble at a time, only of the player at the table or the one who just finished:
    // the newest such line replaces whatever was shown, when its moment has come.
    for (auto it = m_pendingBubbles.begin(); it != m_pendingBubbles.end();) {
        if (!bubbleDue(*it)) {
            ++it;
            continue;
        }
        if (it->player == m_game.currentPlayer() || it->player == m_shownPlayer ||
            it->player == m_previousPlayer) {
            m_bubbles.assign(1, *it);
        }
        it = m_pendingBubbles.erase(it);
    }
    if (animating()) {
        return;
    }
    catchUp();
}

void TableShow::begin(const core::Event& e, bool instant) {
    const Beat* beat = beatFor(e.type);
    if (beat == nullptr) {
        m_beatLeft = 0;
        return;
    }
    if (e.type != core::EventType::Rolled) { // a throw is told once its dice land
        addLog(logLine(e, m_game));
    }
    (this->*beat->play)(e, instant);
    m_beatLeft = instant ? 0 : beat->seconds;
}

void TableShow::skip() {
    if (m_roll) {
        m_roll->finish();
        finishRoll();
    }
    m_beatLeft = 0;
    while (!m_queue.empty()) {
        begin(nextEvent(), true);
        if (m_roll) {
            m_roll->finish();
            finishRoll();
        }
    }
    for (auto& d : m_dice) {
        if (d.toTray) {
            d.trayT = 1.0;
        }
    }
    if (m_hotReturnLeft > 0) {
        returnHotDice(false);
    }
    m_beatLeft = 0;
    m_fx.clear();
    m_boardFx.clear();
}

void TableShow::catchUp() {
    const auto& players = m_game.players();
    if (m_scores.size() < players.size()) {
        m_scores.resize(players.size());
        m_shownEntered.resize(players.size());
        for (auto& c : m_scores) {
            c.setStep(m_unit);
        }
    }
    for (std::size_t i = 0; i < players.size(); ++i) {
        if (m_scores[i].target() != players[i].score) {
            m_scores[i].go(players[i].score, 0.5);
        }
        m_shownEntered[i] = players[i].entered;
    }
    if (m_turnTotal.target() != m_game.turnTotal() && m_game.phase() != core::Phase::GameOver) {
        m_turnTotal.go(m_game.turnTotal(), 0.4);
    }
    m_shownPlayer = m_game.currentPlayer();
    badgesFromGame();
}

void TableShow::badgesFromGame() {
    // A finished game shows neither badge: its last round is played.
    const bool over = m_game.phase() == core::Phase::GameOver;
    m_finalShown = m_game.inFinalRound() && !over;
    m_tieShown = m_game.inTieBreak() && !over;
}

void TableShow::relayout(TableLayout layout) {
    m_layout = std::move(layout);
    // Spread again only dice that now touch: closer than placeDice keeps them and too close
    // to be clicked apart (a simulated throw rests nearer than placeDice would).
    if (!m_roll && restingOverlap(m_restPos, m_layout.diceArea, m_layout.dieSize) &&
        restingTooClose({m_restPos, m_restAngle}, m_layout.diceArea, m_layout.dieSize)) {
        RestPlacement rest = placeDice(static_cast<int>(m_restPos.size()), m_layout.diceArea,
                                       m_layout.dieSize, m_s.fxRng);
        m_restPos = rest.positions;
        m_restAngle = rest.angles;
    }
    m_fx.clear(); // effects are placed in pixels: drop them rather than misplace them
    m_boardFx.clear();
}

void TableShow::restore(std::vector<std::string> log) {
    const TableState state = tableStateOf(m_game);
    m_queue.clear();
    m_pendingBubbles.clear();
    m_bubbles.clear();
    m_beatLeft = 0;
    m_roll.reset();
    m_rollLanded = false;
    m_hotReturnLeft = -1;
    m_winners.clear();
    m_ghosts.clear();
    m_rollLog.clear();
    m_fx.clear();
    m_boardFx.clear();
    m_turnTotal.set(state.turnTotal);
    const auto& players = m_game.players();
    m_scores.assign(players.size(), Counter{});
    m_shownEntered.assign(players.size(), false);
    for (std::size_t i = 0; i < players.size(); ++i) {
        m_scores[i].setStep(m_unit);
        m_scores[i].set(players[i].score);
        m_shownEntered[i] = players[i].entered;
    }
    m_shownPlayer = state.player;
    m_previousPlayer = -1;
    badgesFromGame();
    m_tray = state.tray;
    m_dice.clear();
    for (const auto& d : state.dice) {
        ShownDie shown;
        shown.face = d.face;
        shown.scoring = d.scoring;
        shown.toTray = d.inTray || d.backInCup; // as the beats leave dice given back by hot dice
        shown.trayT = shown.toTray ? 1.0 : 0.0;
        shown.traySlot = d.traySlot;
        shown.backInCup = d.backInCup;
        m_dice.push_back(shown);
    }
    ++m_generation;
    // Where the throw left them: the same simulation as when it was seen.
    std::vector<core::Face> faces;
    for (const auto& d : state.dice) {
        faces.push_back(d.face);
    }
    restAsThrown(state.player, faces);
    m_log = std::move(log);
}

// ---- dice ------------------------------------------------------------------------------

std::uint64_t TableShow::throwSeed(int player, const std::vector<core::Face>& faces) const {
    // splitmix64 steps over the parts: any change in one changes the whole.
    auto mix = [](std::uint64_t h, std::uint64_t v) {
        std::uint64_t z = h + 0x9E3779B97F4A7C15ULL + v;
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    };
    const auto& players = m_game.players();
    const auto p = static_cast<std::size_t>(player);
    std::uint64_t h = mix(m_matchSeed, static_cast<std::uint64_t>(player + 1));
    h = mix(h, p < players.size() ? players[p].history.size() : 0);
    for (const core::Face f : faces) {
        h = mix(h, static_cast<std::uint64_t>(f));
    }
    return mix(h, faces.size());
}

void TableShow::restAsThrown(int player, const std::vector<core::Face>& faces) {
    const auto& L = m_layout;
    RestPlacement rest =
        faces.empty() ? RestPlacement{}
                      : RollAnimation::restOf(static_cast<int>(faces.size()), L.diceArea,
                                              L.cupMouth, L.dieSize, throwSeed(player, faces));
    m_restPos = rest.positions;
    m_restAngle = rest.angles;
}

void TableShow::startRoll(int player, const std::vector<core::Face>& thrown, bool instant) {
    if (m_hotReturnLeft > 0) {
        returnHotDice(false); // thrown again before they left the tray
    }
    m_rollLanded = false;
    m_ghosts.clear();
    for (std::size_t i = 0; i < m_dice.size(); ++i) {
        if (m_dice[i].backInCup) {
            continue; // hot dice gave it back: it is in this throw
        }
        if (m_dice[i].toTray) {
            m_tray.push_back(m_dice[i].face);
        } else if (i < m_restPos.size()) {
            m_ghosts.push_back({m_dice[i].face, m_restPos[i], m_restAngle[i]});
        }
    }
    m_restPos.clear(); // the new throw's spots are known when it lands (finishRoll)
    m_restAngle.clear();
    if (m_tray.size() + thrown.size() > static_cast<std::size_t>(m_game.rules().diceCount)) {
        m_tray.clear(); // hot dice or a full re-throw: every die goes back in the cup
    }
    m_dice.clear();
    for (auto f : thrown) {
        ShownDie d;
        d.face = f;
        m_dice.push_back(d);
    }
    ++m_generation;
    const auto& L = m_layout;
    if (instant || m_s.settings.reducedMotion) {
        // Nobody sees this throw (a skipped beat), or reduced motion wants no cup and no
        // tumbling: the dice lie at once where this throw would have come to rest.
        if (!instant) {
            m_s.sound("roll");
        }
        restAsThrown(player, thrown);
        m_roll.reset();
        finishRoll();
        return;
    }
    // The dice rest where the simulated throw leaves them (known once it has run: finishRoll).
    m_roll = std::make_unique<RollAnimation>(thrown, L.diceArea, L.cupMouth, L.dieSize, m_s.fxRng,
                                             throwSeed(player, thrown));
    m_roll->keepCupUpOver(cupLanding(L));
    m_s.sound("shake");
}

void TableShow::landRoll() {
    m_restPos = m_roll->rest().positions;
    m_restAngle = m_roll->rest().angles;
    m_rollLanded = true;
    m_ghosts.clear();
    if (!m_rollLog.empty()) {
        addLog(m_rollLog);
        m_rollLog.clear();
    }
}

void TableShow::finishRoll() {
    if (m_roll && !m_rollLanded) {
        m_restPos = m_roll->rest().positions;
        m_restAngle = m_roll->rest().angles;
    }
    m_roll.reset();
    m_rollLanded = false;
    m_ghosts.clear();
    if (!m_rollLog.empty()) {
        addLog(m_rollLog);
        m_rollLog.clear();
    }
}

void TableShow::markScoring(const core::Event& scored, bool toTray) {
    // The dice the player set aside when the game names them; else the first dice of each
    // kept face, left to right.
    const bool named = !scored.indices.empty() &&
                       std::all_of(scored.indices.begin(), scored.indices.end(), [&](int i) {
                           return i >= 0 && i < static_cast<int>(m_dice.size()) &&
                                  !m_dice[static_cast<std::size_t>(i)].toTray;
                       });
    if (named) {
        for (int i : scored.indices) {
            m_dice[static_cast<std::size_t>(i)].scoring = true;
        }
    } else {
        std::vector<core::Face> want = scored.dice;
        for (auto& d : m_dice) {
            if (d.scoring || d.toTray) {
                continue;
            }
            auto it = std::find(want.begin(), want.end(), d.face);
            if (it != want.end()) {
                want.erase(it);
                d.scoring = true;
            }
        }
    }
    if (!toTray) {
        return;
    }
    int slot = static_cast<int>(m_tray.size());
    for (const auto& d : m_dice) {
        slot += d.toTray ? 1 : 0;
    }
    for (auto& d : m_dice) {
        if (d.scoring && !d.toTray) {
            d.toTray = true;
            d.trayT = -kTrayDelay / kTrayMove; // waits while the points pop
            d.traySlot = slot++;
        }
    }
}

void TableShow::bustDice(bool trayToo) {
    for (auto& d : m_dice) {
        d.bust = trayToo || !d.toTray;
    }
    m_bustTime = m_time;
}

Vec2 TableShow::restCentre(int index) const {
    const auto i = static_cast<std::size_t>(index);
    if (i >= m_restPos.size()) {
        return {0, 0};
    }
    return m_layout.toPixels(m_restPos[i]);
}

SDL_Rect TableShow::dieRect(int index) const {
    const Vec2 c = restCentre(index);
    const int s = static_cast<int>(m_layout.dieSize);
    return {static_cast<int>(c.x) - s / 2, static_cast<int>(c.y) - s / 2, s, s};
}

SDL_Rect TableShow::dieHitRect(int index) const {
    return hitRectWithTag(index, keyTagCorner(index));
}

SDL_Rect TableShow::hitRectWithTag(int index, int corner) const {
    // A picked die is drawn lifted, its tag with it: the lifted tag is the die's too.
    const Vec2 c = restCentre(index);
    const SDL_Rect die = dieRect(index);
    const SDL_Rect tag = m_layout.keyTag(c, corner);
    const SDL_Rect lifted = m_layout.keyTag({c.x, c.y - m_layout.selectedLift}, corner);
    SDL_Rect out{};
    SDL_UnionRect(&die, &tag, &out);
    SDL_UnionRect(&out, &lifted, &out);
    return out;
}

bool TableShow::tagOnAnotherDie(int index, int corner, int othersCorner) const {
    // The tag rides with its die: check it resting and lifted (picked), and in between.
    const Vec2 c = restCentre(index);
    for (const double lift : {0.0, m_layout.selectedLift / 2, m_layout.selectedLift}) {
        const SDL_Rect tag = m_layout.keyTag({c.x, c.y - lift}, corner);
        const int cx = tag.x + tag.w / 2;
        const int cy = tag.y + tag.h / 2;
        for (const int j : screenOrder()) {
            if (j != index && contains(hitRectWithTag(j, othersCorner), cx, cy)) {
                return true;
            }
        }
    }
    return false;
}

int TableShow::keyTagCorner(int index) const {
    const std::vector<int>& corners = keyTagCorners();
    const auto i = static_cast<std::size_t>(index);
    return i < corners.size() ? corners[i] : 0;
}

std::vector<double> TableShow::keyTagInputs() const {
    const TableLayout& L = m_layout;
    std::vector<double> in{static_cast<double>(m_generation),
                           m_roll ? 1.0 : 0.0,
                           L.dieSize,
                           L.keyTagReach,
                           static_cast<double>(L.keyTagSize),
                           L.selectedLift,
                           static_cast<double>(L.diceArea.x),
                           static_cast<double>(L.diceArea.y),
                           static_cast<double>(L.diceArea.w),
                           static_cast<double>(L.diceArea.h)};
    for (std::size_t i = 0; i < m_dice.size(); ++i) {
        const Vec2 at = i < m_restPos.size() ? m_restPos[i] : Vec2{-1, -1};
        in.insert(in.end(), {m_dice[i].toTray ? 1.0 : 0.0, at.x, at.y});
    }
    return in;
}

const std::vector<int>& TableShow::keyTagCorners() const {
    std::vector<double> inputs = keyTagInputs();
    if (inputs == m_tagInputs && m_tagPasses > 0) {
        return m_tagCorners;
    }
    ++m_tagPasses;
    m_tagInputs = std::move(inputs);
    // One corner for every die where possible: a tag that hops to another corner reads as a
    // neighbour's. The corner that puts the fewest tags on other dice (top-left first); a die
    // whose tag would still sit on another die (dice resting close on a diagonal) takes the
    // first corner of its own that is clear, outer corners before the ones on its own face.
    const std::vector<int> dice = screenOrder();
    int shared = 0;
    int fewest = static_cast<int>(dice.size()) + 1;
    for (int corner = 0; corner < 4; ++corner) {
        const auto count = std::count_if(dice.begin(), dice.end(),
                                         [&](int i) { return tagOnAnotherDie(i, corner, corner); });
        if (count < fewest) {
            fewest = static_cast<int>(count);
            shared = corner;
        }
    }
    m_tagCorners.assign(m_dice.size(), shared);
    for (int index = 0; index < static_cast<int>(m_dice.size()); ++index) {
        if (!tagOnAnotherDie(index, shared, shared)) {
            continue;
        }
        for (int corner = 0; corner < TableLayout::kKeyTagCorners; ++corner) {
            if (!tagOnAnotherDie(index, corner, shared)) {
                m_tagCorners[static_cast<std::size_t>(index)] = corner;
                break;
            }
        }
    }
    return m_tagCorners;
}

DiePose TableShow::pose(int index) const {
    DiePose d;
    const auto i = static_cast<std::size_t>(index);
    const auto& L = m_layout;
    // A landed throw's die is the throw's while the camera straightens over it, then the
    // table's (it hops, goes to the tray) even while the cup is still on its way back.
    const bool rollsIt = m_roll && (!m_rollLanded || (m_roll->die(index).cube.active &&
                                                      m_fx.hopLift() == 0 && i < m_dice.size() &&
                                                      !(m_dice[i].toTray && m_dice[i].trayT > 0)));
    if (rollsIt) {
        const auto v = m_roll->die(index);
        if (!v.visible) {
            return d;
        }
        const Vec2 c = L.toPixels(v.pos);
        d = {true, c.x, c.y, v.angle, v.lift, v.tumbleFrame, v.scale, v.cube};
        d.cube.eye = L.toPixels(v.cube.eye);
        return d;
    }
    if (i >= m_restPos.size() || i >= m_dice.size()) {
        return d;
    }
    const Vec2 c = L.toPixels(m_restPos[i]);
    d = {true, c.x, c.y, m_restAngle[i], m_fx.hopLift(), -1, 1.0}; // a big moment's hop
    const auto& die = m_dice[i];
    if (die.backInCup) {
        d.visible = false;
        return d;
    }
    if (die.toTray) {
        const double u = ease::outCubic(std::max(0.0, die.trayT));
        const Vec2 slot = L.traySlot(die.traySlot, m_game.rules().diceCount);
        d.x = ease::lerp(c.x, slot.x, u);
        d.y = ease::lerp(c.y, slot.y, u);
        d.angle = ease::lerp(m_restAngle[i], 0.0, u); // squared up on the way: no pop
        d.stretch = ease::lerp(1.0, L.trayDieSize / L.dieSize, u);
        d.lift = 0.35 * std::sin(u * kPi);
    }
    return d;
}

std::vector<core::Face> TableShow::restingFaces() const {
    std::vector<core::Face> out;
    if (m_roll) {
        return out;
    }
    for (const auto& d : m_dice) {
        if (!d.toTray) {
            out.push_back(d.face);
        }
    }
    return out;
}

} // namespace greed::app

namespace greed::app {

std::vector<int> TableShow::screenOrder() const {
    std::vector<int> onFelt;
    if (m_roll) {
        return onFelt;
    }
    std::vector<Vec2> centres;
    for (std::size_t i = 0; i < m_dice.size() && i < m_restPos.size(); ++i) {
        if (!m_dice[i].toTray) {
            onFelt.push_back(static_cast<int>(i));
            centres.push_back(restCentre(static_cast<int>(i)));
        }
    }
    std::vector<int> order;
    for (const int k : readingOrder(centres, m_layout.dieSize)) {
        order.push_back(onFelt[static_cast<std::size_t>(k)]);
    }
    return order;
}

} // namespace greed::app

// TableShow: the table as the players see it, lagging the game on purpose: core events become
// timed beats (roll, score, bust, bank ...) that move the shown dice, counters and effects.
#pragma once

#include "app/table/roll_animation.hpp"
#include "app/table/table_layout.hpp"
#include "app/ui/counter.hpp"
#include "app/ui/effects.hpp"
#include "core/game.hpp"

#include <algorithm>
#include <cstdint>
#include <deque>
#include <memory>
#include <string>
#include <vector>

namespace greed::app {

struct Services;

// A die of the last throw as shown (index = index in Game::lastRoll()).
struct ShownDie {
    core::Face face = 1;
    bool scoring = false;
    bool bust = false;
    bool toTray = false;
    double trayT = 0; // 0..1 on the way to the tray (negative: still waiting)
    int traySlot = 0;
    bool backInCup = false; // set aside, then given back by hot dice: no longer shown
};

// A die of the previous throw being swept back into the cup.
struct Ghost {
    core::Face face;
    Vec2 pos; // normalised in the dice area
    double angle;
};

// A computer player's line by their plate.
struct Bubble {
    static constexpr double kFade = 0.5; // seconds it fades out over
    int player = 0;
    std::string text;
    double t = 0;          // seconds shown
    double life = 3.2;     // seconds it stands: less once the turn has passed to another
    std::size_t ahead = 0; // events still to begin of those queued before it was said
    // How much of it is left as it fades out (1 until its last half second).
    double left() const { return std::clamp((life - t) / kFade, 0.0, 1.0); }
};

// Where and how a die of the last throw is drawn now, in pixels.
struct DiePose {
    bool visible = false;
    double x = 0;
    double y = 0;
    double angle = 0;
    double lift = 0;
    int tumbleFrame = -1;
    double stretch = 1.0;
    CubeTurn cube{}; // while it tumbles: the 3D turn (eye in pixels)
};

class TableShow {
public:
    // Reads only `game`'s rules, names and (when caught up) its state; laid out as `layout`
    // (relayout() lays it out again; an invalid layout until then).
    TableShow(Services& services, const core::Game& game, TableLayout layout);

    // Events of an applied action, shown in order as beats.
    void push(const std::vector<core::Event>& events);
    // A line to say once the events that prompted it have been shown.
    void say(int player, std::string line);
    void update(double dt);
    // Plays every remaining beat at once.
    void skip();
    bool animating() const { return !m_queue.empty() || m_beatLeft > 0 || m_roll != nullptr; }
    // Counters, player and flags follow the game (a safety net once every beat has played).
    void catchUp();
    // Seconds of beats per second (TablePace::beats: the animation setting, a replay's speed).
    void setPace(double pace) { m_pace = pace; }
    // Events waiting for their beat.
    std::size_t queued() const { return m_queue.size(); }
    // Laid out anew (the window's size, the seats changed): resting dice move apart if they
    // would touch; effects are dropped.
    void relayout(TableLayout layout);
    // Where everything is for the window's size (the show's, drawn and clicked by it).
    const TableLayout& layout() const { return m_layout; }
    // The table as the game's state says it stands (TableState: whose turn, the turn total,
    // the tray, the dice on the felt), with `log` as the recent log: for a match handed over
    // mid-way (Continue, a replay seek, a late network joiner). Drops beats still queued and
    // effects. Needs a valid layout.
    void restore(std::vector<std::string> log);
    // The match's seed: with the move it seeds each throw's simulation (throwSeed), so the
    // dice lie where they lay whenever the match is shown again (Continue, a replay seek, a
    // late network joiner). Set before restore().
    void setMatchSeed(std::uint64_t seed) { m_matchSeed = seed; }
    // The seed of a throw of `faces` by `player`: the match's seed, the player, how many turns
    // they have ended and the faces (all the same whenever the throw is shown or restored).
    std::uint64_t throwSeed(int player, const std::vector<core::Face>& faces) const;

    double time() const { return m_time; }
    // Seconds the felt has lain bare (no dice on it or in the air, no big word over it): the
    // felt's summary shows then (felt_summary.hpp); 0 while anything is there.
    double bareFelt() const { return m_bareFor; }
    const std::vector<ShownDie>& dice() const { return m_dice; }
    // Changes whenever the shown dice are replaced (a new throw, a new turn).
    std::uint64_t diceGeneration() const { return m_generation; }
    const std::vector<core::Face>& tray() const { return m_tray; }
    const std::vector<Ghost>& ghosts() const { return m_ghosts; }
    const RollAnimation* roll() const { return m_roll.get(); }
    DiePose pose(int index) const;
    // Where die `index` rests (before any move to the tray).
    Vec2 restCentre(int index) const;
    SDL_Rect dieRect(int index) const;
    // What a click on die `index` hits: the die and its key tag (keyTagCorner), where the die
    // rests and where it is drawn lifted while picked.
    SDL_Rect dieHitRect(int index) const;
    // The die's rectangle with its key tag at `corner`, also lifted (a picked die).
    SDL_Rect hitRectWithTag(int index, int corner) const;
    // Whether die `index`'s tag at `corner` sits on another die (whose tags are at `othersCorner`).
    bool tagOnAnotherDie(int index, int corner, int othersCorner) const;
    // The corner of die `index` its key tag sits on (TableLayout::keyTag): one for every die
    // (top-left where it puts no tag on another die), another only where it must. Found for
    // every die at once and kept until the dice on the felt, their spots or the layout change.
    int keyTagCorner(int index) const;
    // How many times the key-tag corners were worked out (for tests: once per resting set).
    int keyTagPasses() const { return m_tagPasses; }
    // Faces of the dice resting on the table (not in the tray), in roll order.
    std::vector<core::Face> restingFaces() const;
    double bustAge() const { return m_time - m_bustTime; }

    int shownPlayer() const { return m_shownPlayer; }
    int turnTotal() const { return m_turnTotal.shown(); }
    int score(int player) const;
    bool entered(int player) const;
    bool finalRound() const { return m_finalShown; }
    bool tieBreak() const { return m_tieShown; }
    // The winners once the game's end has been shown (their plates are lit), else none.
    const std::vector<int>& winners() const { return m_winners; }
    // How many players still have their last turn in the final round (the badge says it).
    int lastTurnsLeft() const;
    const std::vector<std::string>& log() const { return m_log; }
    const Effects& effects() const { return m_fx; }
    // Effects at the seats (points banked), kept apart from the felt's, which are clipped to
    // the felt.
    const Effects& boardEffects() const { return m_boardFx; }
    // Indices of the dice resting on the table in reading order (rows top to bottom, left to
    // right in a row): key tag k+1 belongs to die screenOrder()[k].
    std::vector<int> screenOrder() const;
    const std::vector<Bubble>& bubbles() const { return m_bubbles; }

private:
    double m_pace = 1.0;
    std::uint64_t m_matchSeed = 0;
    // One row of the beat table: what an event type does and how long it holds the table.
    struct Beat {
        core::EventType type;
        double seconds; // at speed 1
        void (TableShow::*play)(const core::Event&, bool instant);
    };
    static const Beat* beatFor(core::EventType type);
    void begin(const core::Event& event, bool instant);

    // The beats (table_beats.cpp). Every event's log line is added by begin() (table_log.hpp);
    // a beat shows the rest.
    void quiet(const core::Event& e, bool instant);
    void turnStarted(const core::Event& e, bool instant);
    void adopted(const core::Event& e, bool instant);
    void rolled(const core::Event& e, bool instant);
    void scored(const core::Event& e, bool instant);
    void hotDice(const core::Event& e, bool instant);
    void bust(const core::Event& e, bool instant);
    void entryFailed(const core::Event& e, bool instant);
    void penalty(const core::Event& e, bool instant);
    void streakPenalty(const core::Event& e, bool instant);
    // A wash, a shake and the words dropping onto free felt on a verdict's plaque: a
    // penalty's beat.
    // `sub`: a second line under the words (the turn's points lost with it).
    void penaltyFalls(const std::string& words, const std::string& sub = "");
    void announceTurn(int player); // "Rex's turn" when play passes (table_beats.cpp)
    // A banner (HOT DICE, FINAL ROUND, the win) on felt clear of the dice, the cup and the turn
    // box; returns where it stands.
    SDL_Rect placeBanner(const std::string& text, SDL_Color colour, double life,
                         const std::string& sub = "", SDL_Color accent = {242, 185, 59, 255});
    std::vector<SDL_Rect> bannerKeepOut() const;
    // Where a verdict (BUST, a penalty) or the turn's plate must not stand: a banner's
    // keep-out and the final round's badge.
    std::vector<SDL_Rect> verdictKeepOut() const;
    // Hot dice: the set-aside dice go back to the cup (with a puff of sparks when seen).
    void returnHotDice(bool sparkle);
    std::vector<Vec2> trayCentres() const;
    // The banner's room is grown by this percentage for the pop's overshoot.
    static constexpr int kBannerOvershoot = 112;
    // Seconds the dice that earned hot dice stay in the tray: past the banner's landing.
    static constexpr double kHotDiceStay = 0.6;
    // The throw's dice have come to rest while the cup is still on its way back: the beats
    // that tell the verdict go on (landRoll) without waiting for the cup.
    void landRoll();
    bool bigBank(int points) const;
    void bigBankStamp(const core::Event& e);
    void banked(const core::Event& e, bool instant);
    void entered(const core::Event& e, bool instant);
    void finalRound(const core::Event& e, bool instant);
    void tieBreak(const core::Event& e, bool instant);
    void gameOver(const core::Event& e, bool instant);
    void restarted(const core::Event& e, bool instant);
    void playerJoined(const core::Event& e, bool instant);

    // The final-round and tie-break badges as the game stands (caught up, restored).
    void badgesFromGame();
    void startRoll(int player, const std::vector<core::Face>& faces, bool instant);
    // The dice of the throw at their resting spots, as its simulation leaves them.
    void restAsThrown(int player, const std::vector<core::Face>& faces);
    void finishRoll();
    void markScoring(const core::Event& scored, bool toTray);
    void bustDice(bool trayToo);
    void addLog(const std::string& line);
    // Every die's key-tag corner, worked out anew only when what they depend on changed.
    const std::vector<int>& keyTagCorners() const;
    // What the key-tag corners depend on: which dice lie on the felt, where, and the layout's
    // die and tag sizes (compared whole: any change works them out again).
    std::vector<double> keyTagInputs() const;
    // Where a score popup (points over combination names) starts and how far it rises.
    struct PopupPlace {
        double x, y, rise; // rise < 0: no free felt, drawn behind the dice
        int big, body;     // the sizes of the points and of the combination names
    };
    PopupPlace popupPlace(const std::string& points, const std::string& combos, double x,
                          double top, double bottom) const;

    Services& m_s;
    const core::Game& m_game;
    TableLayout m_layout;

    std::deque<core::Event> m_queue;
    double m_beatLeft = 0;
    double m_time = 0;
    double m_bareFor = 0;
    double m_bustTime = -1;

    std::unique_ptr<RollAnimation> m_roll;
    std::vector<ShownDie> m_dice;
    std::uint64_t m_generation = 0;
    std::vector<Vec2> m_restPos; // normalised in the dice area
    std::vector<double> m_restAngle;
    std::vector<core::Face> m_tray; // set aside by earlier rolls of this throw cycle
    std::vector<Ghost> m_ghosts;    // swept back into the cup for the next throw
    Effects m_fx;
    Effects m_boardFx;
    std::string m_rollLog; // the throw's log line, said when the dice land

    int m_shownPlayer = 0;
    int m_previousPlayer = -1; // whose turn just ended (their bubble may still show)
    int m_unit = 1;            // the rules' scoring unit: counters step by it
    Counter m_turnTotal;
    std::vector<Counter> m_scores;
    std::vector<bool> m_shownEntered;
    bool m_finalShown = false;
    bool m_tieShown = false;
    std::vector<int> m_winners;
    double m_hotReturnLeft = -1; // seconds until hot dice's dice go back to the cup
    bool m_rollLanded = false;   // the throw's dice rest; only the cup still moves
    std::vector<std::string> m_log;
    std::vector<Bubble> m_pendingBubbles;
    // The next event of the queue, taken off it (the pending lines count it as begun).
    core::Event nextEvent();
    // Whether a pending line's moment has come (update).
    bool bubbleDue(const Bubble& b) const;
    // Shown lines age; those of a player whose turn has passed fade early (update).
    void ageBubbles(double dt);
    std::vector<Bubble> m_bubbles;
    // The key-tag corners (keyTagCorners) and what they were worked out from.
    mutable std::vector<double> m_tagInputs;
    mutable std::vector<int> m_tagCorners;
    mutable int m_tagPasses = 0;
};

} // namespace greed::app

// ScoreGraph: every player's score after each turn as a step chart (a score changes at a turn:
// across, then up or down; never a slope), each line in its own lane a few pixels from the
// others so equal scores never hide a player, the target as a neutral rule labelled on the
// line, names and scores at the lines' ends, a key for the markers, and picking. Before any
// turn it is the empty chart: axes, target, each player's start and name.
#pragma once

#include "app/ui/painter.hpp"
#include "app/ui/type_scale.hpp"
#include "core/game.hpp"

#include <string>
#include <vector>

namespace greed::app {

// A marker: player and index into that player's history (-1: none).
struct GraphPick {
    int player = -1;
    int turn = -1;
    bool valid() const { return player >= 0 && turn >= 0; }
    bool operator==(const GraphPick& o) const { return player == o.player && turn == o.turn; }
};

// Round tick values covering [lo, hi] with about `count` steps (1, 2, 2.5, 5 x 10^k).
std::vector<double> niceTicks(double lo, double hi, int count);

// A player's name and score written where their line ends, in the right-hand gutter.
struct EndLabel {
    int player = 0;
    std::string name;  // a short name or an ellipsis where the whole one does not fit
    std::string score; // empty for all but the first of a group of equal scores
    SDL_Rect nameRect{};
    SDL_Rect scoreRect{}; // empty (no width) where the score is not written
    double lineY = 0;     // where the line ends (the label is moved off it to avoid others)
};

// The labels of the players with one score, as one block: names flowing in rows, the score
// written once ("You  Rex  Sam  0" rather than a tall column pushed far off the value).
struct LabelGroup {
    std::vector<int> labels; // indices into endLabels(), in seat order
    double lineY = 0;        // where their lines end
    int top = 0;             // the block's top
    int height = 0;
};

// One entry of the marker key under the chart.
enum class MarkerKind { Banked, Bust, Penalty, Joined, Left };
struct KeyEntry {
    MarkerKind kind;
    std::string text;
    SDL_Rect rect{}; // symbol and text
};

struct Segment {
    Vec2 a, b;
};

class ScoreGraph {
public:
    explicit ScoreGraph(const core::Game& game);
    void layout(const SDL_Rect& area, const TypeScale& type, const Painter& painter);
    void render(const Painter& painter, const GraphPick& selected) const;
    GraphPick pick(int x, int y) const;     // nearest marker within reach, or none
    Vec2 point(int player, int turn) const; // turn -1: where the line starts (score 0)
    // The line of a player as horizontal and vertical pieces, start to last turn.
    std::vector<Segment> steps(int player) const;
    const SDL_Rect& plot() const { return m_plot; }
    const SDL_Rect& area() const { return m_area; }
    const std::vector<EndLabel>& endLabels() const { return m_labels; }
    const std::vector<LabelGroup>& labelGroups() const { return m_labelGroups; }
    const std::vector<KeyEntry>& key() const { return m_key; }
    // Where the target's rule runs, and its label on it ("target 1,500").
    double targetY() const { return yOf(m_game.rules().target); }
    const SDL_Rect& targetLabel() const { return m_targetLabel; }
    // How far (pixels, up negative) a player's line lies off its value after a turn (-1: from
    // the start): where several players hold one score at the same time, their lines lie
    // side by side in lanes a line apart instead of one over another; elsewhere 0.
    double lane(int player, int turn) const;
    double lineWidth() const;
    bool empty() const; // no turns played by anyone
    int turnCount(int player) const;
    // The round a player who joined mid-game started in (0: from the start).
    int firstRound(int player) const;
    // Rounds played so far (a round begun counts): the x axis ends here, as the header says.
    int roundsPlayed() const;
    // The round numbers written under the axis, thinned to fit; never past roundsPlayed().
    std::vector<int> roundTicks() const;

private:
    void layoutLabels(const Painter& painter, int gutterX, int gutterW);
    // The gutter's width for the end labels (before the 30% cap).
    int gutterWanted(const Painter& painter) const;
    // Players by equal score, in seat order within a group.
    std::vector<std::vector<int>> scoreGroups() const;
    // Where a player's turn lies on the round axis (turn -1: where the line starts).
    double roundPosition(int player, int turn) const;
    double xOf(double rounds) const;
    void layoutKey(const Painter& painter);
    void layoutTarget(const Painter& painter);
    void layoutLanes();
    std::string targetWords() const;
    void drawAxes(const Painter& painter) const;
    void drawTarget(const Painter& painter) const;
    void drawWaiting(const Painter& painter) const; // the words in the chart before any turn
    void drawLines(const Painter& painter, const GraphPick& selected) const;
    void drawMarkers(const Painter& painter, const GraphPick& selected) const;
    void drawLabels(const Painter& painter, const GraphPick& selected) const;
    void drawKey(const Painter& painter) const;
    double yOf(double score) const;

    const core::Game& m_game;
    SDL_Rect m_area{};
    SDL_Rect m_plot{};
    TypeScale m_type{14, 15, 20, 28, 44};
    int m_keySize = 14;
    double m_yMin = 0;
    double m_yMax = 1;
    int m_xMax = 1;
    double m_radius = 4;
    std::vector<std::vector<double>> m_lanes; // [player][turn + 1], see lane()
    SDL_Rect m_targetLabel{};
    std::vector<double> m_yTicks;
    std::vector<EndLabel> m_labels;
    std::vector<LabelGroup> m_labelGroups;
    std::vector<KeyEntry> m_key;
};

// The marker of a turn's end drawn at `m`: in the chart the seat's shape (filled when banked,
// hollow on a bust, red on a penalty), so markers tell the lines apart without colour too;
// in the key (seat -1) a circle.
void drawMarker(const Painter& painter, MarkerKind kind, int seat, Vec2 m, double radius,
                SDL_Color colour);

// The colour of the target's rule and label: a neutral near-white, unlike every seat colour.
inline constexpr SDL_Color kTargetRule{236, 236, 232, 255};

} // namespace greed::app

// TableInput: keys and clicks on the table -> an Intent, by hit tests against the layout, the
// shown dice and the table's buttons. It never touches the game.
#pragma once

#include "app/input.hpp"
#include "app/table/replay_bar.hpp"
#include "app/table/table_layout.hpp"
#include "app/ui/widgets.hpp"

#include <optional>
#include <vector>

namespace greed::app {

class TableShow;

enum class IntentType {
    Roll,      // Space, R, the Roll button; in choose-keep: keep the selection and roll
    Bank,      // B, the Bank button; in choose-keep: keep the selection and bank
    KeepRoll,  // the Keep & roll button
    KeepBank,  // the Keep & bank button
    ToggleDie, // 1-9, 0 or a click on a die: `die`
    Best,      // S: pick the best keep
    Adopt,     // A
    Decline,   // D
    Pause,     // Esc, the Menu button
    Graph,     // G
    Help,      // H
    Skip,      // anything during an animation
    Hurry,     // anything while a computer thinks
    // Watching a replay:
    ReplayToggle,  // Space, Enter: pause / play
    ReplayBack,    // Left: to the start of the turn (or the one before)
    ReplayForward, // Right: to the start of the next turn
    ReplayFaster,  // Up, +
    ReplaySlower,  // Down, -
    ReplayExit,    // Esc: the replayed game's results
    ReplayDetails, // I: move numbers in the status line or not (Settings' Details)
    ReplaySeek,    // a click on the timeline: `at`
    None,
};

struct Intent {
    IntentType type = IntentType::None;
    int die = -1;     // ToggleDie: index in the roll
    bool used = true; // false: the table has no use for the input
    double at = 0;    // ReplaySeek: where on the timeline (0 its start, 1 its end)
};

class TableInput {
public:
    // What the table is doing, as far as input cares.
    struct State {
        bool animating = false;
        bool humanToAct = false;
        bool replay = false; // a replay: its own keys, no moves
    };

    // The action bar's buttons (ids roll, bank, keep_roll, keep_bank, best, adopt, decline),
    // placed in the bar; and the side buttons (graph, help, menu) at the board's foot.
    // The bar's buttons, placed and sharing one text size (`text` measures their words).
    void setActions(std::vector<Button> actions, const TableLayout& layout, platform::Text& text);
    void placeSide(const TableLayout& layout, bool replay = false); // replay: Esc says Results

    Intent read(const InputEvent& event, const TableShow& show, State state);
    Intent readReplay(const InputEvent& event);
    // What means the same at the table and in a replay: graph, rules, the side buttons, mouse
    // motion; `menu` is what Esc and the Menu button mean here.
    std::optional<Intent> readCommon(const InputEvent& event, IntentType menu);

    const Menu& bar() const { return m_bar; }
    const Menu& side() const { return m_side; }
    // A replay's keys and timeline (not valid while a game is played).
    const ReplayBarPlace& replayBar() const { return m_replayBar; }
    // Bar and side buttons, as laid out now.
    std::vector<Button> buttons() const;
    // A greyed bar button under the pointer (else the focused one), whose reason the message
    // line shows; nullptr when there is none.
    const Button* explainedButton() const;
    // Whether the mouse points at a button now (else a button is explained only as focused).
    bool pointsAtButton() const { return !m_pointed.empty(); }
    // The die a game controller points at, as its place in reading order (-1: none yet).
    int dieCursor() const { return m_dieCursor; }

private:
    // read() before the focus follows the move made.
    Intent readPlay(const InputEvent& event, const TableShow& show, State state);
    // A pad's right stick moves the die cursor, its trigger picks that die.
    Intent dieCursorIntent(const InputEvent& event, const TableShow& show);

    std::string m_pointed; // id of the bar button under the mouse
    int m_dieCursor = -1;
    Menu m_bar;
    Menu m_side;
    ReplayBarPlace m_replayBar;
};

} // namespace greed::app

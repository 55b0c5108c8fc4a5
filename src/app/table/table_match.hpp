// TableMatch: the table's side of the match session: the human's moves and selection,
// refusals, pacing the computer seats and their lines (the hints are TableHints'). The only part of
// the table that applies actions (through the session); the show, input and draw never do.
#pragma once

#include "ai/hints.hpp"
#include "app/match.hpp"
#include "app/scenes/scenes.hpp"
#include "app/table/shown_match.hpp"
#include "app/table/table_hints.hpp"
#include "app/table/table_input.hpp"
#include "app/table/table_pace.hpp"
#include "app/ui/widgets.hpp"
#include "core/game.hpp"

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace greed::app {

struct Services;
class TableShow;

// What drawing needs from the match (references into it: valid while it lives).
struct MatchView {
    const core::Game& game;
    bool humanToAct;
    const std::vector<bool>& computer; // per seat
    const std::vector<bool>& selected; // per die of the roll shown (may be shorter)
    const std::string& message;
    bool messageIsError;
    const std::optional<ai::Hint>& hint;
    bool replay = false;             // watching a replay: the message line is its status
    std::vector<int> invalidPicks{}; // picked dice that cannot be kept (marked red)
    std::string keepBankRefusal{};   // why Keep & bank is greyed
    std::string studyNote{};         // the Professor's solve in progress, said until it is ready
    bool remoteToAct = false;        // a person at another screen plays now (network table)
};

class TableMatch {
public:
    // A match played or replayed at this screen: the table owns its session.
    TableMatch(Services& services, std::unique_ptr<session::MatchSession> match, TableMode mode);
    // A match decided elsewhere (a network table): `source` gives the match as it stands
    // (nullptr once it is gone) and `localPerson` says which players sit at this screen; their
    // moves go to forwardTo()'s function.
    using Source = std::function<const session::MatchSession*()>;
    TableMatch(Services& services, Source source, std::function<bool(int)> localPerson);
    ~TableMatch();
    TableMatch(const TableMatch&) = delete;
    TableMatch& operator=(const TableMatch&) = delete;
    // Events of every action go to `show`, which must outlive the match's use of it.
    void attach(TableShow& show) { m_show = &show; }
    // A network table: a person's moves (a keep and the roll or bank after it together) go
    // to `forward` for the host to play, instead of into the session; the host's moves come
    // back into the session from outside (net_table_scene.cpp).
    using Forward = std::function<void(int player, std::vector<core::Action> actions)>;
    void forwardTo(Forward forward) { m_forward = std::move(forward); }

    // The game as the table shows it (see ShownMatch): the source's once the show has caught up.
    const core::Game& game() const { return m_shown.game(); }
    // The session this table owns (a game here, played or replayed); null for a network table.
    session::MatchSession* ownedSession() const { return m_match.get(); }
    // The set-up and the moves shown so far.
    const session::MatchRecord& shownRecord() const { return m_shown.record(); }
    // The session the moves come from (nullptr once a network host's is gone).
    const session::MatchSession* source() const { return m_source(); }
    // Actions the session refused (see MatchSession::refusedActions; 0 for a network table).
    std::size_t refusedActions() const;
    // The recent log of the shown match, rebuilt from its moves (for the show's restore()).
    std::vector<std::string> recentLog() const;
    TableMode mode() const { return m_mode; }
    bool isComputer(int seat) const;
    // Every beat shown, the game not over, and a human seat to act.
    bool humanToAct() const;

    // A human's move (Roll, Bank, KeepRoll, KeepBank, ToggleDie, Best, Adopt, Decline) or
    // Hurry; other intents are the scene's.
    void perform(const Intent& intent);
    // Takes the moves of the source not shown yet (its own seats', players joining or leaving,
    // a network host's) into the shown game and hands their events to the show: the one way
    // moves reach the table, whatever makes them.
    void collect();
    // A replay's controls (pause, step by turn, speed, exit); see table_replay.cpp.
    void controlReplay(IntentType type);
    bool replaying() const { return m_mode == TableMode::Replay; }
    // Replay speed (1 = normal).
    double replaySpeed() const;
    // Seconds of beats per second for the show (TablePace::beats).
    double beatPace() const;
    // Call when the show is idle: starts a human's selection, hints, the computers' moves and
    // the results screen.
    void update(double dt);
    // The show just caught up: a human to choose dice starts with an empty selection, or with
    // the dice picked when the match was saved at this very point (Continue).
    void afterShown();

    // The legal actions as buttons (ids, labels, keys, enabled; no rects).
    std::vector<Button> actionButtons() const;
    MatchView view() const;
    std::vector<int> selectedIndices() const;
    const std::string& message() const { return m_message; }

private:
    bool act(const core::Action& action);
    std::vector<Button> replayButtons() const;
    void replayStatus();
    void restartReplayAt(std::size_t position);
    std::shared_ptr<const session::MatchRecord> replayRecord();
    // A match decided elsewhere ended: recorded in the statistics, its record for the results.
    std::shared_ptr<const session::MatchRecord> finishWatched();
    void tryAct(const core::Action& action);
    void keepThen(core::ActionType then);
    void computerStep(double dt);
    void speak();
    void explainRefusal(const core::Action& action);
    void toggleDie(int index);
    void selectBest();
    void evaluateSelection();
    // The selection changed by the person's hand: kept with the match (and its file).
    void keepSelection();
    void refuse(std::string message);
    // Hands the moves to m_forward and clears the selection as if they were played.
    void forward(std::vector<core::Action> actions);
    std::string faces(const std::vector<core::Face>& f) const;
    std::size_t shownDice() const;

    Services& m_s;
    TableShow* m_show = nullptr;
    Forward m_forward;
    std::unique_ptr<session::MatchSession> m_match; // owned: played or replayed here
    Source m_source;                                // where the moves come from
    std::function<bool(int)> m_localPerson;         // a network table: who sits here
    ShownMatch m_shown;
    TablePace m_pace;
    TableMode m_mode;
    std::shared_ptr<const session::MatchRecord> m_record; // replays: the whole match
    std::vector<std::size_t> m_turnStarts;                // replays: where turns begin
    std::vector<bool> m_computer;                         // per seat: not a person at this screen

    TableHints m_hints;

    std::vector<bool> m_selected;
    std::uint64_t m_selectionFor = ~std::uint64_t{0}; // the show's dice generation
    bool m_selectionValid = false;
    bool m_selectionCanBank = false;
    std::vector<int> m_invalidPicks;
    std::string m_keepBankRefusal;
    std::string m_message;
    bool m_messageIsError = false;

    bool m_over = false;
    double m_overWait = 0;
};

} // namespace greed::app

// TableMatch: the table's side of the match: the human's moves and selection, refusals and
// messages, pacing the computer seats and their lines (the hints are TableHints'). Whatever the
// match's source (played here, a network host's, a replay: TableSource), the only part of the
// table that makes moves; the show, input and draw never do, and the show is told what happened.
#pragma once

#include "ai/hints.hpp"
#include "app/match.hpp"
#include "app/table/replay_bar.hpp"
#include "app/table/shown_match.hpp"
#include "app/table/table_hints.hpp"
#include "app/table/table_input.hpp"
#include "app/table/table_pace.hpp"
#include "app/table/table_source.hpp"
#include "app/ui/widgets.hpp"
#include "core/game.hpp"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace greed::app {

struct Services;
class TableExits;
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
    ReplayProgress replayProgress{}; // a replay: the turn shown of all its turns
};

// What the show is to be told after the match moved on (TableMatch::collect): the show hears
// of the match only through this, so it never reaches into the match.
struct TableNews {
    bool retaken = false;            // rebuild from the state with `log` (a new mirror)
    std::vector<std::string> log;    // the recent log, when retaken
    std::vector<core::Event> events; // of the moves newly shown, in order
    std::vector<std::pair<int, std::string>> lines; // computer players' lines: seat, words
    // The game is over and the results are due: the scene opens them (the table knows no
    // other screen), with the match's record for "Watch replay" (none: no replay offered).
    bool over = false;
    std::shared_ptr<const session::MatchRecord> record;
    void add(TableNews more);
};

class TableMatch {
public:
    // The table over `source` (a match played here, a network host's, a replay).
    TableMatch(Services& services, std::unique_ptr<TableSource> source);
    ~TableMatch();
    TableMatch(const TableMatch&) = delete;
    TableMatch& operator=(const TableMatch&) = delete;

    // The game as the table shows it (see ShownMatch): the source's once the show has caught up.
    const core::Game& game() const { return m_shown.game(); }
    // The session this table owns (a game here, played or replayed); null for a network table.
    session::MatchSession* ownedSession() const { return m_source->owned(); }
    // The set-up and the moves shown so far.
    const session::MatchRecord& shownRecord() const { return m_shown.record(); }
    // The session the moves come from (nullptr once a network host's is gone).
    const session::MatchSession* source() const { return m_source->match(); }
    // Actions the session refused (see MatchSession::refusedActions; 0 for a network table).
    std::size_t refusedActions() const;
    // The recent log of the shown match, rebuilt from its moves (for the show's restore()).
    std::vector<std::string> recentLog() const;
    bool isComputer(int seat) const { return !m_source->personHere(seat); }
    // Every beat of `show` played, the game not over, and a person here to act.
    bool humanToAct(const TableShow& show) const;

    // A human's move (Roll, Bank, KeepRoll, KeepBank, ToggleDie, Best, Adopt, Decline) or
    // Hurry, read against what `show` shows; other intents are the scene's.
    TableNews perform(const Intent& intent, const TableShow& show);
    // Takes the moves of the source not shown yet (its own seats', players joining or leaving,
    // a network host's) into the shown game; the news is for the show: the one way moves reach
    // the table, whatever makes them.
    TableNews collect();
    // A replay's controls (pause, step by turn, speed, exit; see ReplaySource): a turn back or
    // forward and exit go to another screen through `exits`.
    void controlReplay(IntentType type, TableExits& exits);
    // A replay's timeline clicked at `fraction` of its length: the table at that turn's start.
    void seekReplay(double fraction, TableExits& exits);
    bool replaying() const { return m_source->replay() != nullptr; }
    const ReplaySource* replay() const { return m_source->replay(); }
    // Seconds of beats per second for the show, with `queued` beats waiting (TablePace::beats).
    double beatPace(std::size_t queued) const;
    // Call when `show` is idle: starts a human's selection, hints, the computers' moves and
    // the results screen.
    TableNews update(double dt, const TableShow& show);
    // The show just caught up: a human to choose dice starts with an empty selection, or with
    // the dice picked when the match was saved at this very point (Continue).
    void afterShown(const TableShow& show);

    // The legal actions as buttons (ids, labels, keys, enabled; no rects).
    std::vector<Button> actionButtons(const TableShow& show) const;
    MatchView view(const TableShow& show) const;
    std::vector<int> selectedIndices() const;
    // What the match says on the message line now: a refusal while it shows, else the note
    // (the dice picked, a replay's status).
    const std::string& message() const { return m_refusal.empty() ? m_message : m_refusal; }
    // A refusal shows this long (seconds of table time), on its own, then the line comes back.
    static constexpr double kRefusalShown = 3.0;

private:
    // Each member is built from the arguments (the source's match) or, for m_computer, in the
    // body, so the order the members are declared in does not matter.
    TableMatch(Services& services, std::unique_ptr<TableSource>&& source,
               const session::MatchSession& match);
    // Plays a person's moves (checked first, so a refusal is explained at once).
    bool act(std::vector<core::Action> moves, const TableShow& show, TableNews& news);
    void tryAct(const core::Action& action, const TableShow& show, TableNews& news);
    void keepThen(core::ActionType then, const TableShow& show, TableNews& news);
    void computerStep(double dt, const TableShow& show, TableNews& news);
    std::vector<std::pair<int, std::string>> speak();
    void explainRefusal(const core::Action& action);
    void toggleDie(int index, const TableShow& show);
    void selectBest(const TableShow& show);
    void evaluateSelection(std::size_t shownDice);
    // The selection changed by the person's hand: kept with the match (and its file).
    void keepSelection();
    void clearSelection(std::size_t shownDice);
    void replayStatus();
    // A refused move or control: said alone for kRefusalShown seconds.
    void refuse(std::string message);
    // The note about the dice picked, and whether it says they cannot be kept.
    void note(std::string message, bool error);
    std::vector<bool> computers() const;

    Services& m_s;
    std::unique_ptr<TableSource> m_source;
    ShownMatch m_shown;
    TablePace m_pace; // the show's beats (the computer players' and a replay's time: the source)
    std::vector<bool> m_computer; // per seat: not a person at this screen

    TableHints m_hints;

    std::vector<bool> m_selected;
    std::uint64_t m_selectionFor = ~std::uint64_t{0}; // the show's dice generation
    bool m_selectionValid = false;
    bool m_selectionCanBank = false;
    std::vector<int> m_invalidPicks;
    std::string m_keepBankRefusal;
    std::string m_message; // the note: the dice picked, a replay's status
    bool m_messageIsError = false;
    std::string m_refusal; // a refused move, shown over the note for a moment
    double m_refusalLeft = 0;

    bool m_over = false;
    double m_overWait = 0;
};

} // namespace greed::app

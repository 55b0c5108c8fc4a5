// TableMatch: acting (human intents, computer seats), refusals and the replay's status line. The
// choose-keep selection is in table_selection.cpp, the hints and the background solve in
// table_hints.cpp (TableHints), what differs between the match's sources in TableSource's.
#include "app/table/table_match.hpp"

#include "ai/background_solve.hpp"
#include "app/services.hpp"
#include "app/table/replay_source.hpp"
#include "app/table/table_show.hpp"
#include "app/table/table_words.hpp"
#include "app/ui/refusal_words.hpp"
#include "core/scoring.hpp"
#include "i18n/translate.hpp"

#include "app/table/table_log.hpp"

#include <algorithm>
#include <stdexcept>

namespace greed::app {

namespace {

bool hasAction(const std::vector<core::Action>& actions, core::ActionType type) {
    return std::any_of(actions.begin(), actions.end(),
                       [type](const core::Action& a) { return a.type == type; });
}

// The match a table is opened over (a source always has one when it is made).
const session::MatchSession& matchOf(const TableSource* source) {
    if (source == nullptr || source->match() == nullptr) {
        throw std::invalid_argument("the table was opened without a match");
    }
    return *source->match();
}

unsigned long count(int n) {
    return static_cast<unsigned long>(std::max(0, n));
}

} // namespace

void TableNews::add(TableNews more) {
    if (more.retaken) {
        retaken = true; // what was shown before is replaced whole
        log = std::move(more.log);
        events.clear();
    }
    events.insert(events.end(), more.events.begin(), more.events.end());
    lines.insert(lines.end(), more.lines.begin(), more.lines.end());
    if (more.over) {
        over = true;
        record = std::move(more.record);
    }
}

TableMatch::TableMatch(Services& services, std::unique_ptr<TableSource> source)
    // Taken as an rvalue reference, `source` moves only when m_source is built.
    : TableMatch(services, std::move(source), matchOf(source.get())) {}

TableMatch::TableMatch(Services& services, std::unique_ptr<TableSource>&& source,
                       const session::MatchSession& match)
    : m_s(services), m_source(std::move(source)), m_shown(match), m_pace(services.settings),
      m_hints(services) {
    m_computer = computers();
}

TableMatch::~TableMatch() = default;

std::vector<bool> TableMatch::computers() const {
    std::vector<bool> out;
    for (int i = 0; i < game().playerCount(); ++i) {
        out.push_back(isComputer(i));
    }
    return out;
}

bool TableMatch::humanToAct(const TableShow& show) const {
    if (show.animating() || m_over || game().phase() == core::Phase::GameOver) {
        return false;
    }
    return !isComputer(game().currentPlayer());
}

MatchView TableMatch::view(const TableShow& show) const {
    // A person at another screen plays now (a network table).
    const bool remote = m_source->decidedElsewhere() && isComputer(game().currentPlayer()) &&
                        game().phase() != core::Phase::GameOver;
    return {game(),
            humanToAct(show),
            m_computer,
            m_selected,
            message(),
            !m_refusal.empty() || m_messageIsError,
            m_hints.hint(),
            replaying(),
            m_invalidPicks,
            m_keepBankRefusal,
            m_hints.studyNote(game()),
            remote,
            m_source->replay() != nullptr ? m_source->replay()->progress() : ReplayProgress{}};
}

// ---- acting ----------------------------------------------------------------------------

std::size_t TableMatch::refusedActions() const {
    const session::MatchSession* here = m_source->owned();
    return here != nullptr ? here->refusedActions() : 0;
}

void TableMatch::clearSelection(std::size_t shownDice) {
    m_selected.assign(shownDice, false);
    m_invalidPicks.clear();
}

bool TableMatch::act(std::vector<core::Action> moves, const TableShow& show, TableNews& news) {
    const int player = game().currentPlayer();
    const bool mine = !isComputer(player);
    const core::Outcome verdict = game().check(moves.front());
    if (!mine || !verdict) {
        refuse(!mine ? explain(core::Refusal(core::RefusalCode::NotYourTurn), game().rules())
                     : explain(verdict, game().rules()));
        return false;
    }
    if (!m_source->play(player, std::move(moves))) {
        // TRANSLATORS: a move was refused without a reason to give
        refuse(i18n::tr("Not possible now"));
        return false;
    }
    note("", false);
    m_refusal.clear();
    clearSelection(show.dice().size());
    if (!m_source->decidedElsewhere()) {
        news.add(collect()); // else the host's moves come back through the feed
    }
    return true;
}

TableNews TableMatch::collect() {
    TableNews news;
    const session::MatchSession* source = m_source->match();
    if (source == nullptr) {
        return news; // the match went (a network table closed): the table stays as it was
    }
    auto pulled = m_shown.pull(*source);
    if (pulled.retaken) {
        news.retaken = true;
        news.log = recentLog();
    } else if (pulled.events.empty()) {
        return news;
    } else {
        news.events = std::move(pulled.events);
    }
    if (!replaying()) {
        // Something happened at the table: an old refusal no longer applies.
        note("", false);
        m_refusal.clear();
    }
    news.lines = speak();
    m_computer = computers(); // a player may have joined
    return news;
}

void TableMatch::refuse(std::string message) {
    m_refusal = std::move(message);
    m_refusalLeft = kRefusalShown;
}

void TableMatch::note(std::string message, bool error) {
    m_message = std::move(message);
    m_messageIsError = error;
}

void TableMatch::tryAct(const core::Action& a, const TableShow& show, TableNews& news) {
    if (!hasAction(game().legalActions(), a.type) && a.type != core::ActionType::Keep) {
        explainRefusal(a);
        return;
    }
    if (act({a}, show, news)) {
        m_s.sound("click");
    }
}

void TableMatch::keepThen(core::ActionType then, const TableShow& show, TableNews& news) {
    if (!m_selectionValid) {
        evaluateSelection(show.dice().size());
        if (selectedIndices().empty()) {
            refuse(m_message); // "Pick scoring dice ...", said as the refusal it is
        }
        return;
    }
    if (then == core::ActionType::Bank && !m_selectionCanBank) {
        const auto verdict = game().evaluateKeep(selectedIndices());
        refuse(verdict.bankWhy ? explain(verdict.bankWhy, game().rules())
                               : i18n::tr("Not possible now"));
        return;
    }
    // Both together: a network host plays the second once the first is in.
    act({core::Action::keep(selectedIndices()),
         then == core::ActionType::Bank ? core::Action::bank() : core::Action::roll()},
        show, news);
}

TableNews TableMatch::perform(const Intent& intent, const TableShow& show) {
    TableNews news;
    const core::Phase phase = game().phase();
    switch (intent.type) {
    case IntentType::Roll:
    case IntentType::KeepRoll:
        if (phase == core::Phase::ChooseKeep) {
            keepThen(core::ActionType::Roll, show, news);
        } else if (phase == core::Phase::AdoptOffer) {
            // TRANSLATORS: the previous player's points are on offer: take them or refuse.
            refuse(i18n::tr("Adopt [A] or decline [D] first"));
        } else {
            tryAct(core::Action::roll(), show, news);
        }
        break;
    case IntentType::Bank:
    case IntentType::KeepBank:
        if (phase == core::Phase::ChooseKeep) {
            keepThen(core::ActionType::Bank, show, news);
        } else {
            tryAct(core::Action::bank(), show, news);
        }
        break;
    case IntentType::Adopt:
        tryAct(core::Action::adopt(), show, news);
        break;
    case IntentType::Decline:
        tryAct(core::Action::decline(), show, news);
        break;
    case IntentType::Best:
        selectBest(show);
        break;
    case IntentType::ToggleDie:
        toggleDie(intent.die, show);
        break;
    case IntentType::Hurry:
        m_source->hurry();
        break;
    default:
        break;
    }
    return news;
}

std::vector<std::pair<int, std::string>> TableMatch::speak() {
    std::vector<std::pair<int, std::string>> out;
    const session::MatchSession* here = m_source->owned();
    for (int seat = 0; here != nullptr && seat < game().playerCount(); ++seat) {
        auto* computer = here->seatAs<session::ComputerSeat>(seat);
        if (computer == nullptr) {
            continue;
        }
        for (const auto& said : computer->takeLines()) {
            try {
                const auto* who =
                    ai::findPersonality(ai::defaultPersonalities(), computer->personality());
                if (who == nullptr) {
                    break;
                }
                // The line picks come from the visual stream: what they say never moves a die.
                const std::string& line = ai::personalityLine(*who, said, m_s.fxRng);
                if (!line.empty()) {
                    out.emplace_back(seat, line);
                }
            } catch (const std::exception&) {
                break; // no personality file: computer players stay silent
            }
        }
    }
    return out;
}

void TableMatch::explainRefusal(const core::Action& action) {
    const auto out = game().check(action);
    refuse(out ? std::string(i18n::tr("Not possible now")) : explain(out, game().rules()));
}

double TableMatch::beatPace(std::size_t queued) const {
    const ReplaySource* replay = m_source->replay();
    return m_pace.beats(replay != nullptr ? replay->speed() : 1.0, queued);
}

std::vector<std::string> TableMatch::recentLog() const {
    const auto& record = m_shown.record();
    try {
        return app::recentLog(record.setup, record.moves, record.moves.size());
    } catch (const std::exception&) {
        return logOpening(game()); // cannot happen for moves the game took; say no more
    }
}

// ---- the replay ------------------------------------------------------------------------

void TableMatch::controlReplay(IntentType type, TableExits& exits) {
    ReplaySource* replay = m_source->replay();
    if (replay == nullptr) {
        return;
    }
    if (std::string error = replay->control(type, exits); !error.empty()) {
        refuse(std::move(error));
        return;
    }
    if (type != IntentType::ReplayBack && type != IntentType::ReplayForward &&
        type != IntentType::ReplayExit) {
        replayStatus(); // the others replaced the table
    }
}

void TableMatch::seekReplay(double fraction, TableExits& exits) {
    if (ReplaySource* replay = m_source->replay()) {
        if (std::string error = replay->seek(fraction, exits); !error.empty()) {
            refuse(std::move(error));
        }
    }
}

void TableMatch::replayStatus() {
    if (const ReplaySource* replay = m_source->replay()) {
        note(replay->status(game()), false);
    }
}

// ---- the computer players --------------------------------------------------------------

TableNews TableMatch::update(double dt, const TableShow& show) {
    TableNews news;
    if (!m_refusal.empty() && (m_refusalLeft -= dt) <= 0) {
        m_refusal.clear(); // the hint line comes back
    }
    afterShown(show);
    m_hints.update(game(), humanToAct(show));
    if (game().phase() == core::Phase::GameOver) {
        m_overWait += dt;
        if (m_overWait > 0.3 && !m_over) {
            m_over = true;
            news.over = true;
            news.record = m_source->finish(m_shown.record());
        }
        return news;
    }
    computerStep(dt, show, news);
    if (replaying()) {
        replayStatus();
    }
    return news;
}

void TableMatch::computerStep(double dt, const TableShow& show, TableNews& news) {
    const int player = game().currentPlayer();
    if (m_source->step(dt)) {
        clearSelection(show.dice().size());
        news.add(collect());
        return;
    }
    // A match decided elsewhere: its moves come in as they are made.
    news.add(collect());
    if (const core::Action* pick = m_source->preview(); pick != nullptr &&
                                                        pick->type == core::ActionType::Keep &&
                                                        game().currentPlayer() == player) {
        // Show which dice it picks before they move.
        m_selected.assign(show.dice().size(), false);
        for (int i : pick->dice) {
            if (i >= 0 && i < static_cast<int>(m_selected.size())) {
                m_selected[static_cast<std::size_t>(i)] = true;
            }
        }
    }
}

// ---- the buttons -----------------------------------------------------------------------

std::vector<Button> TableMatch::actionButtons(const TableShow& show) const {
    if (const ReplaySource* replay = m_source->replay()) {
        return replay->buttons();
    }
    std::vector<Button> list;
    if (!humanToAct(show)) {
        return list;
    }
    const auto legal = game().legalActions();
    switch (game().phase()) {
    case core::Phase::AdoptOffer:
        // TRANSLATORS: a button: take over {0} points with {1} dice left to throw.
        list.push_back(
            {"adopt",
             i18n::trnf("Adopt {0} ({1} die)", "Adopt {0} ({1} dice)",
                        count(game().adoptableDice()),
                        table_words::number(game().adoptablePoints()), game().adoptableDice()),
             "A"});
        // TRANSLATORS: a button: refuse the previous player's points and start afresh.
        list.push_back({"decline", i18n::trp("button", "Decline"), "D"});
        break;
    case core::Phase::ChooseKeep:
        // TRANSLATORS: a button: set the chosen dice aside and throw the rest.
        list.push_back({"keep_roll", i18n::trp("button", "Keep & roll"), table_words::spaceKey()});
        list.back().enabled = m_selectionValid;
        // TRANSLATORS: a button: set the chosen dice aside and bank the turn's points.
        list.push_back({"keep_bank", i18n::trp("button", "Keep & bank"), "B"});
        list.back().enabled = m_selectionCanBank;
        // TRANSLATORS: a button: choose the best-scoring dice to set aside.
        list.push_back({"best", i18n::trp("button", "Best"), "S"});
        break;
    case core::Phase::AwaitRoll:
    case core::Phase::AwaitDecision: {
        // TRANSLATORS: a button: throw {0} dice (German: Würfeln mit …; Spanish: Tirar …).
        list.push_back({"roll",
                        i18n::trnf("Roll {0} die", "Roll {0} dice", count(game().diceToThrow()),
                                   game().diceToThrow()),
                        table_words::spaceKey()});
        list.back().enabled = hasAction(legal, core::ActionType::Roll);
        if (game().phase() == core::Phase::AwaitDecision) {
            // TRANSLATORS: a button: bank the turn's {0} points (German: Sichern, Spanish:
            // Plantarse).
            list.push_back(
                {"bank", i18n::trf("Bank {0}", table_words::number(game().turnTotal())), "B"});
            list.back().enabled = hasAction(legal, core::ActionType::Bank);
        }
        break;
    }
    default:
        break;
    }
    return list;
}

} // namespace greed::app

// TableMatch: acting (human intents, computer seats) and refusals. The choose-keep selection is
// in table_selection.cpp, the hints and the background solve in table_hints.cpp (TableHints).
#include "app/table/table_match.hpp"

#include "ai/background_solve.hpp"
#include "app/scenes/scenes.hpp"
#include "app/services.hpp"
#include "app/table/table_show.hpp"
#include "app/table/table_words.hpp"
#include "app/ui/refusal_words.hpp"
#include "core/scoring.hpp"
#include "i18n/translate.hpp"

#include "app/game_history.hpp"
#include "app/table/table_log.hpp"

#include <algorithm>
#include <stdexcept>

namespace greed::app {

namespace {

bool hasAction(const std::vector<core::Action>& actions, core::ActionType type) {
    return std::any_of(actions.begin(), actions.end(),
                       [type](const core::Action& a) { return a.type == type; });
}

unsigned long count(int n) {
    return static_cast<unsigned long>(std::max(0, n));
}

} // namespace

TableMatch::TableMatch(Services& services, std::unique_ptr<session::MatchSession> match,
                       TableMode mode)
    : m_s(services), m_match(std::move(match)),
      m_source([this]() -> const session::MatchSession* { return m_match.get(); }),
      m_shown(*m_match), m_pace(services.settings), m_mode(mode), m_hints(services) {
    if (const auto& replay = m_match->replay()) {
        m_pace.time(*replay);
    }
    m_match->takeEvents(); // what led here is the shown state, not news
    for (int i = 0; i < game().playerCount(); ++i) {
        m_computer.push_back(isComputer(i));
    }
}

namespace {
const session::MatchSession& present(const TableMatch::Source& source) {
    const session::MatchSession* match = source ? source() : nullptr;
    if (match == nullptr) {
        throw std::runtime_error("the table was opened without a match");
    }
    return *match;
}
} // namespace

TableMatch::TableMatch(Services& services, Source source, std::function<bool(int)> localPerson)
    : m_s(services), m_source(std::move(source)), m_localPerson(std::move(localPerson)),
      m_shown(present(m_source)), m_pace(services.settings), m_mode(TableMode::Play),
      m_hints(services) {
    for (int i = 0; i < game().playerCount(); ++i) {
        m_computer.push_back(isComputer(i));
    }
}

TableMatch::~TableMatch() = default;

bool TableMatch::isComputer(int seat) const {
    if (m_localPerson) {
        return !m_localPerson(seat);
    }
    const session::Seat* s = m_match->seat(seat);
    return s == nullptr || s->kind() != session::SeatKind::Human;
}

bool TableMatch::humanToAct() const {
    if ((m_show != nullptr && m_show->animating()) || m_over ||
        game().phase() == core::Phase::GameOver) {
        return false;
    }
    return !isComputer(game().currentPlayer());
}

std::size_t TableMatch::shownDice() const {
    return m_show != nullptr ? m_show->dice().size() : 0;
}

std::string TableMatch::faces(const std::vector<core::Face>& f) const {
    return core::labelsText(game().rules(), f);
}

MatchView TableMatch::view() const {
    // A person at another screen plays now (a network table).
    const bool remote = m_localPerson && isComputer(game().currentPlayer()) &&
                        game().phase() != core::Phase::GameOver;
    return {game(),
            humanToAct(),
            m_computer,
            m_selected,
            m_message,
            m_messageIsError,
            m_hints.hint(),
            replaying(),
            m_invalidPicks,
            m_keepBankRefusal,
            m_hints.studyNote(game()),
            remote};
}

// ---- acting ----------------------------------------------------------------------------

std::size_t TableMatch::refusedActions() const {
    return m_match ? m_match->refusedActions() : 0;
}

bool TableMatch::act(const core::Action& action) {
    // A person's move takes the same path as every seat's: their seat hands it to the
    // session when it asks (checked first, so a refusal is explained at once).
    const int player = game().currentPlayer();
    const bool mine = !isComputer(player);
    const core::Outcome verdict = game().check(action);
    if (!mine || !verdict) {
        refuse(!mine ? explain(core::Refusal(core::RefusalCode::NotYourTurn), game().rules())
                     : explain(verdict, game().rules()));
        return false;
    }
    if (m_forward) {
        forward({action});
        return true;
    }
    if (!m_match->submit(player, action)) {
        // TRANSLATORS: a move was refused without a reason to give
        refuse(i18n::tr("Not possible now"));
        return false;
    }
    m_messageIsError = false;
    m_message.clear();
    m_selected.assign(shownDice(), false);
    m_invalidPicks.clear();
    collect();
    return true;
}

void TableMatch::collect() {
    if (m_match) {
        m_match->takeEvents(); // the shown game makes its own from the moves
    }
    const session::MatchSession* source = m_source ? m_source() : nullptr;
    if (source == nullptr) {
        return; // the match went (a network table closed): the table stays as it was
    }
    auto pulled = m_shown.pull(*source);
    if (pulled.retaken) {
        if (m_show != nullptr) {
            m_show->restore(recentLog());
        }
    } else if (pulled.events.empty()) {
        return;
    } else if (m_show != nullptr) {
        m_show->push(pulled.events);
    }
    if (!replaying()) {
        // Something happened at the table: an old refusal no longer applies.
        m_message.clear();
        m_messageIsError = false;
    }
    speak();
    m_computer.clear();
    for (int i = 0; i < game().playerCount(); ++i) {
        m_computer.push_back(isComputer(i)); // a player may have joined
    }
}

void TableMatch::forward(std::vector<core::Action> actions) {
    m_forward(game().currentPlayer(), std::move(actions));
    m_message.clear();
    m_messageIsError = false;
    m_selected.assign(shownDice(), false);
    m_invalidPicks.clear();
}

void TableMatch::refuse(std::string message) {
    m_message = std::move(message);
    m_messageIsError = true;
}

void TableMatch::tryAct(const core::Action& a) {
    if (!hasAction(game().legalActions(), a.type) && a.type != core::ActionType::Keep) {
        explainRefusal(a);
        return;
    }
    if (act(a)) {
        m_s.sound("click");
    }
}

void TableMatch::keepThen(core::ActionType then) {
    if (!m_selectionValid) {
        evaluateSelection();
        if (selectedIndices().empty()) {
            m_messageIsError = true;
        }
        return;
    }
    if (then == core::ActionType::Bank && !m_selectionCanBank) {
        const auto verdict = game().evaluateKeep(selectedIndices());
        refuse(verdict.bankWhy ? explain(verdict.bankWhy, game().rules())
                               : i18n::tr("Not possible now"));
        return;
    }
    if (m_forward) { // both go to the host, which plays the second once the first is in
        forward({core::Action::keep(selectedIndices()),
                 then == core::ActionType::Bank ? core::Action::bank() : core::Action::roll()});
        return;
    }
    if (act(core::Action::keep(selectedIndices()))) {
        act(then == core::ActionType::Bank ? core::Action::bank() : core::Action::roll());
    }
}

void TableMatch::perform(const Intent& intent) {
    const core::Phase phase = game().phase();
    switch (intent.type) {
    case IntentType::Roll:
    case IntentType::KeepRoll:
        if (phase == core::Phase::ChooseKeep) {
            keepThen(core::ActionType::Roll);
        } else if (phase == core::Phase::AdoptOffer) {
            explainRefusal(core::Action::roll());
            // TRANSLATORS: the previous player's points are on offer: take them or refuse.
            m_message = i18n::tr("Adopt [A] or decline [D] first");
        } else {
            tryAct(core::Action::roll());
        }
        return;
    case IntentType::Bank:
    case IntentType::KeepBank:
        if (phase == core::Phase::ChooseKeep) {
            keepThen(core::ActionType::Bank);
        } else {
            tryAct(core::Action::bank());
        }
        return;
    case IntentType::Adopt:
        tryAct(core::Action::adopt());
        return;
    case IntentType::Decline:
        tryAct(core::Action::decline());
        return;
    case IntentType::Best:
        selectBest();
        return;
    case IntentType::ToggleDie:
        toggleDie(intent.die);
        return;
    case IntentType::Hurry:
        if (auto* computer =
                m_match ? m_match->seatAs<session::ComputerSeat>(game().currentPlayer()) : nullptr;
            computer != nullptr && !computer->preview()) {
            computer->hurry();
        }
        return;
    default:
        return;
    }
}

void TableMatch::speak() {
    for (int seat = 0; m_match && seat < game().playerCount(); ++seat) {
        auto* computer = m_match->seatAs<session::ComputerSeat>(seat);
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
                if (!line.empty() && m_show != nullptr) {
                    m_show->say(seat, line);
                }
            } catch (const std::exception&) {
                break; // no personality file: computer players stay silent
            }
        }
    }
}

void TableMatch::explainRefusal(const core::Action& action) {
    const auto out = game().check(action);
    refuse(out ? std::string(i18n::tr("Not possible now")) : explain(out, game().rules()));
}

double TableMatch::beatPace() const {
    const session::ReplayCursor* replay = m_match ? m_match->replay().get() : nullptr;
    return m_pace.beats(replay, m_show != nullptr ? m_show->queued() : 0);
}

std::vector<std::string> TableMatch::recentLog() const {
    const auto& record = m_shown.record();
    try {
        return app::recentLog(record.setup, record.moves, record.moves.size());
    } catch (const std::exception&) {
        return logOpening(game()); // cannot happen for moves the game took; say no more
    }
}

std::shared_ptr<const session::MatchRecord> TableMatch::finishWatched() {
    auto record = std::make_shared<session::MatchRecord>(m_shown.record());
    if (const session::MatchSession* source = m_source ? m_source() : nullptr) {
        recordGame(m_s, *source, {});
    }
    return record;
}

// ---- the computer players --------------------------------------------------------------

void TableMatch::update(double dt) {
    afterShown();
    m_hints.update(game(), humanToAct());
    if (game().phase() == core::Phase::GameOver) {
        m_overWait += dt;
        if (m_overWait > 0.3 && !m_over) {
            m_over = true;
            auto record = m_mode == TableMode::Replay ? replayRecord()
                          : m_match                   ? finishMatch(m_s, *m_match)
                                                      : finishWatched();
            m_s.scenes.replace(
                makeResultsScene(m_s, game(), ResultsView::Finished, std::move(record)));
        }
        return;
    }
    computerStep(dt);
    if (replaying()) {
        replayStatus();
    }
}

void TableMatch::computerStep(double dt) {
    if (!m_match) {
        collect(); // a match decided elsewhere: its moves come in as they are made
        return;
    }
    const int player = game().currentPlayer();
    auto* computer = m_match->seatAs<session::ComputerSeat>(player);
    if (computer != nullptr) {
        m_pace.time(*computer);
    }
    if (m_match->step(dt)) {
        m_selected.assign(shownDice(), false);
        m_invalidPicks.clear();
        collect();
        return;
    }
    if (computer != nullptr && computer->preview() &&
        computer->preview()->type == core::ActionType::Keep && game().currentPlayer() == player) {
        // Show which dice it picks before they move.
        m_selected.assign(shownDice(), false);
        for (int i : computer->preview()->dice) {
            if (i >= 0 && i < static_cast<int>(m_selected.size())) {
                m_selected[static_cast<std::size_t>(i)] = true;
            }
        }
    }
}

// ---- the buttons -----------------------------------------------------------------------

std::vector<Button> TableMatch::actionButtons() const {
    if (replaying()) {
        return replayButtons();
    }
    std::vector<Button> list;
    if (!humanToAct()) {
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

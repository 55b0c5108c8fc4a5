// MatchSession: applies moves, logs them, tells the seats and asks them to play.
#include "session/match_session.hpp"

#include <algorithm>
#include <stdexcept>

namespace greed::session {

std::uint64_t aiSeed(std::uint64_t seed) {
    return seed ^ 0x9E3779B97F4A7C15ULL;
}

MatchSession::MatchSession(MatchConfig setup)
    : m_setup(std::move(setup)), m_game(createGame(m_setup)), m_driver(m_setup.seed),
      m_aiRng(aiSeed(m_setup.seed)), m_aiLogged(m_aiRng) {
    for (const auto& spec : m_setup.seats) {
        addSeat(spec);
    }
}

namespace {

MatchConfig leanSetup(const core::Game& game, std::uint64_t diceSeed) {
    MatchConfig setup;
    setup.rulesSource = game.rules().id;
    setup.rules = game.rules();
    setup.seed = diceSeed;
    for (const auto& player : game.players()) {
        setup.seats.emplace_back(player.info.name, player.info.kind == core::PlayerKind::Computer,
                                 player.info.personality);
    }
    return setup;
}

} // namespace

MatchSession::MatchSession(core::Game game, std::vector<std::unique_ptr<Seat>> seats,
                           std::uint64_t diceSeed, std::uint64_t aiSeed, LeanTag)
    : m_setup(leanSetup(game, diceSeed)), m_seatSpecs(m_setup.seats), m_game(std::move(game)),
      m_driver(diceSeed), m_aiRng(aiSeed), m_aiLogged(m_aiRng), m_seats(std::move(seats)),
      m_refusedBy(m_seats.size(), 0), m_lean(true) {
    if (m_seats.size() != static_cast<std::size_t>(m_game.playerCount())) {
        throw std::invalid_argument("a lean session needs one seat per player");
    }
    m_game.setDetailedEvents(false);
}

std::unique_ptr<MatchSession> MatchSession::lean(core::Game game,
                                                 std::vector<std::unique_ptr<Seat>> seats,
                                                 std::uint64_t diceSeed, std::uint64_t aiSeed) {
    return std::unique_ptr<MatchSession>(
        new MatchSession(std::move(game), std::move(seats), diceSeed, aiSeed, LeanTag{}));
}

void MatchSession::rematch(std::uint64_t diceSeed, std::uint64_t aiSeed) {
    if (!m_lean) {
        throw std::logic_error("only a lean session starts a rematch on its own");
    }
    m_game.apply(core::Action::restart());
    m_driver.rng() = core::Rng(diceSeed);
    m_aiRng = core::Rng(aiSeed);
}

bool MatchSession::playOut(std::size_t moveLimit) {
    for (std::size_t moves = 0; !over() && moves < moveLimit; ++moves) {
        if (!step()) {
            break; // a seat that waits (a person): nothing more to play now
        }
    }
    return over();
}

std::size_t MatchSession::refusedActions(int player) const {
    return player >= 0 && player < static_cast<int>(m_refusedBy.size())
               ? m_refusedBy[static_cast<std::size_t>(player)]
               : 0;
}

void MatchSession::addSeat(const SeatSpec& spec) {
    const int player = static_cast<int>(m_seats.size());
    m_refusedBy.push_back(0);
    m_seatSpecs.push_back(spec);
    if (m_replay) {
        m_seats.push_back(std::make_unique<ReplaySeat>(m_replay, player));
    } else {
        m_seats.push_back(makeSeat(spec, player, m_game.rules()));
    }
}

std::unique_ptr<MatchSession> MatchSession::fromRecord(const MatchRecord& record,
                                                       std::size_t moves) {
    std::unique_ptr<MatchSession> session;
    try {
        session = std::make_unique<MatchSession>(record.setup);
    } catch (const std::exception& e) {
        throw MatchFileError(std::string("the match cannot be set up: ") + e.what());
    }
    const std::size_t n = std::min(moves, record.moves.size());
    for (std::size_t i = 0; i < n; ++i) {
        const auto out = session->applyLogged(record.moves[i]);
        if (!out && session->game().endedByRollLimit()) {
            // Recorded before the roll limit existed, the game went on past it: it is read as
            // the rules now play it, ended at the limit (docs/rules.md, "Limits").
            break;
        }
        if (!out) {
            throw MatchFileError("move " + std::to_string(i + 1) + " does not apply: " + out.error);
        }
    }
    std::string dropped;
    if (record.selection) {
        const std::size_t played = session->m_moves.size();
        session->m_selection = {played,
                                selectionFor(*record.selection, session->m_game, played, dropped)};
    }
    session->m_selectionNote = record.selectionFault;
    if (!dropped.empty()) {
        session->m_selectionNote += (session->m_selectionNote.empty() ? "" : "; ") + dropped;
    }
    return session;
}

namespace {

bool namesDice(const core::Action& action) {
    return action.type == core::ActionType::Roll && !action.dice.empty();
}

core::Outcome chosenDice() {
    return core::Outcome::refuse("no player chooses the dice: the dice stream throws them");
}

} // namespace

core::Outcome MatchSession::check(int player, const core::Action& action) const {
    if (player != m_game.currentPlayer()) {
        return core::Outcome::refuse({core::RefusalCode::NotYourTurn}, m_game.rules());
    }
    if (namesDice(action)) {
        return chosenDice();
    }
    return m_game.check(action);
}

core::Outcome MatchSession::submit(int player, core::Action action) {
    if (m_lean) {
        return core::Outcome::refuse("a lean session takes no intents: its seats play");
    }
    if (core::Outcome verdict = check(player, action); !verdict) {
        return verdict;
    }
    Seat* target = seat(player);
    if (target == nullptr || !target->takesIntents()) {
        return core::Outcome::refuse("nobody at this seat takes intents (a computer player?)");
    }
    target->queueIntent(std::move(action));
    const std::size_t before = m_moves.size();
    if (!step() || m_moves.size() == before) {
        return core::Outcome::refuse("the intent was not played");
    }
    return m_last;
}

core::Outcome MatchSession::act(int player, core::Action action) {
    if (player != m_game.currentPlayer() && action.type != core::ActionType::Restart) {
        countRefusal(player);
        return core::Outcome::refuse({core::RefusalCode::NotYourTurn}, m_game.rules());
    }
    if (namesDice(action)) {
        // Whatever a seat answers, the dice come from the dice stream.
        countRefusal(player);
        return chosenDice();
    }
    if (m_lean) {
        // Nothing is logged: no move to build, no stream states to write down.
        core::Outcome out = m_driver.apply(m_game, std::move(action));
        if (!out) {
            countRefusal(player);
        }
        return out;
    }
    Move move = Move::act(player, action);
    core::Outcome out = m_driver.apply(m_game, std::move(action));
    if (!out) {
        countRefusal(player);
    }
    if (out && move.action.type == core::ActionType::Roll) {
        // The faces thrown, for replays (the game may have moved to the next turn already).
        for (const auto& e : out.events) {
            if (e.type == core::EventType::Rolled) {
                move.action.dice = e.dice;
                break;
            }
        }
        move.diceRng = m_driver.rng().state();
    }
    if (out && m_seats[static_cast<std::size_t>(player)]->kind() == SeatKind::Computer &&
        !(m_aiRng == m_aiLogged)) {
        // Only when a computer player drew from its stream: resuming restores it from here.
        move.aiRng = m_aiRng.state();
        m_aiLogged = m_aiRng;
    }
    return commit(std::move(move), std::move(out));
}

core::Outcome MatchSession::join(const SeatSpec& spec) {
    core::Outcome out = m_game.join(playerInfo(spec));
    if (!out) {
        return out;
    }
    addSeat(spec);
    Move move = Move::join(spec);
    move.player = m_game.playerCount() - 1;
    return commit(std::move(move), std::move(out));
}

core::Outcome MatchSession::leave(int player) {
    core::Outcome out = m_game.leave(player);
    return commit(Move::leave(player), std::move(out));
}

core::Outcome applyMove(core::Game& game, const Move& move) {
    switch (move.kind) {
    case MoveKind::Act:
        if (move.player != game.currentPlayer() && move.action.type != core::ActionType::Restart) {
            return core::Outcome::refuse("move of player " + std::to_string(move.player) +
                                         " out of turn");
        }
        if (move.action.type == core::ActionType::Roll && move.action.dice.empty()) {
            return core::Outcome::refuse("a logged roll without its faces");
        }
        return game.apply(move.action);
    case MoveKind::Join:
        return game.join(playerInfo(move.joiner));
    case MoveKind::Leave:
        return game.leave(move.player);
    }
    return core::Outcome::refuse("a move of an unknown kind");
}

core::Outcome MatchSession::applyLogged(const Move& move) {
    core::Outcome out = applyMove(m_game, move);
    if (out && move.kind == MoveKind::Join) {
        addSeat(move.joiner);
    }
    if (!out) {
        return out;
    }
    // Both streams continue where the logged match left them.
    try {
        if (!move.diceRng.empty()) {
            m_driver.rng() = core::Rng::fromState(move.diceRng);
        }
        if (!move.aiRng.empty()) {
            m_aiRng = core::Rng::fromState(move.aiRng);
            m_aiLogged = m_aiRng;
        }
    } catch (const std::exception& e) {
        return core::Outcome::refuse(e.what());
    }
    return commit(move, std::move(out));
}

void MatchSession::countRefusal(int player) {
    ++m_refused;
    if (player >= 0 && player < static_cast<int>(m_refusedBy.size())) {
        ++m_refusedBy[static_cast<std::size_t>(player)];
    }
}

core::Outcome MatchSession::commit(Move move, core::Outcome out) {
    if (!out) {
        return out;
    }
    m_moves.push_back(move);
    m_last = out;
    for (auto& seat : m_seats) {
        seat->observe(m_game, out.events);
    }
    if (m_writer) {
        save(&move);
    }
    return out;
}

bool MatchSession::step() {
    if (over()) {
        return false;
    }
    if (m_replay) {
        const Move* next = m_replay->peek();
        if (next != nullptr && next->kind != MoveKind::Act) {
            const Move move = *next;
            m_replay->advance();
            return static_cast<bool>(applyLogged(move));
        }
    }
    const int player = m_game.currentPlayer();
    Seat* current = seat(player);
    if (current == nullptr) {
        return false;
    }
    auto action = current->poll(m_game, m_aiRng);
    if (!action) {
        return false;
    }
    if (const Move* logged = current->playedMove()) {
        // A replayed roll brings its faces; the dice stream is not consulted.
        return static_cast<bool>(applyLogged(*logged));
    }
    if (act(player, std::move(*action))) {
        return true;
    }
    if (current->kind() == SeatKind::Computer) {
        // A strategy must choose legal actions; should one not, the match still goes on.
        return static_cast<bool>(act(player, m_game.legalActions().front()));
    }
    return false;
}

const core::Action* MatchSession::prepare() {
    Seat* current = over() ? nullptr : seat(m_game.currentPlayer());
    return current != nullptr ? current->prepare(m_game, m_aiRng) : nullptr;
}

Seat* MatchSession::seat(int player) const {
    if (player < 0 || player >= static_cast<int>(m_seats.size())) {
        return nullptr;
    }
    return m_seats[static_cast<std::size_t>(player)].get();
}

void MatchSession::setSeat(int player, std::unique_ptr<Seat> seat) {
    if (player >= 0 && player < static_cast<int>(m_seats.size())) {
        m_seats[static_cast<std::size_t>(player)] = std::move(seat);
    }
}

void MatchSession::replayFrom(std::shared_ptr<ReplayCursor> cursor) {
    m_replay = std::move(cursor);
    for (std::size_t i = 0; i < m_seats.size(); ++i) {
        m_seats[i] = std::make_unique<ReplaySeat>(m_replay, static_cast<int>(i));
    }
}

void MatchSession::record(std::unique_ptr<MatchWriter> writer) {
    m_writer = std::move(writer);
    m_writeError.clear();
    m_writeFailure = 0;
}

void MatchSession::recordBehind(std::unique_ptr<MatchWriter> writer, const MatchWriteError& why) {
    m_writer = std::move(writer);
    m_writeError = why.what();
    m_writeFailure = why.code();
}

void MatchSession::save(const Move* move) {
    try {
        if (savingBehind() || move == nullptr) {
            // The file lacks some moves: the whole match, so it ends up complete.
            m_writer->rewrite(m_moves);
        } else {
            m_writer->append(*move);
        }
        m_writeError.clear();
        m_writeFailure = 0;
    } catch (const MatchWriteError& e) {
        m_writeError = e.what();
        m_writeFailure = e.code();
    }
}

std::vector<int> MatchSession::selection() const {
    return m_selection.moves == m_moves.size() ? m_selection.dice : std::vector<int>{};
}

void MatchSession::saveSelection(std::vector<int> dice) {
    std::sort(dice.begin(), dice.end());
    if (dice == selection()) {
        return; // unchanged: the file already says so (or need not: nothing picked)
    }
    m_selection = {m_moves.size(), std::move(dice)};
    if (!m_writer || !m_writer->setSelection(m_selection.dice.empty()
                                                 ? std::nullopt
                                                 : std::optional<SavedSelection>(m_selection))) {
        return;
    }
    // The header changed, so the whole file is written again (through a temporary file); a
    // disk that refuses puts saving behind like a move would, and the next move catches up.
    save(nullptr);
}

bool MatchSession::catchUpSave() {
    if (m_writer && savingBehind()) {
        save(nullptr);
    }
    return !savingBehind();
}

} // namespace greed::session

// Game: turn flow (roll, keep, bank, bust, penalty, hot dice, adopt), entry rules, the end
// of the game (final round, equal turns, immediate win, tie-break) and the turn history.
#include "game.hpp"

#include <algorithm>
#include <cstdint>
#include <numeric>

namespace greed::core {

namespace {

Event makeEvent(EventType type, int player, int points = 0, int total = 0) {
    Event event;
    event.type = type;
    event.player = player;
    event.points = points;
    event.total = total;
    return event;
}

} // namespace

bool TurnRecord::operator==(const TurnRecord& o) const {
    return turn == o.turn && rolls == o.rolls && adopted == o.adopted && turnTotal == o.turnTotal &&
           delta == o.delta && end == o.end && scoreAfter == o.scoreAfter &&
           tieBreak == o.tieBreak && streakPenalty == o.streakPenalty;
}

bool PlayerState::operator==(const PlayerState& o) const {
    return info == o.info && score == o.score && entered == o.entered && left == o.left &&
           history == o.history && joinedAtTurn == o.joinedAtTurn && leftAtTurn == o.leftAtTurn;
}

namespace {

// The turn ends that count toward a busts-in-a-row penalty: the turn ended with nothing.
bool endsWithNothing(TurnEnd end) {
    return end == TurnEnd::Bust || end == TurnEnd::EntryFailed || end == TurnEnd::Penalty;
}

} // namespace

Game::Game(Rules rules) : m_scorer(std::move(rules)) {}

Game::Game(Scorer scorer) : m_scorer(std::move(scorer)) {}

Outcome Game::addPlayer(PlayerInfo info) {
    if (m_phase != Phase::Setup) {
        return refused({RefusalCode::AddAfterStart});
    }
    if (playerCount() >= rules().maxPlayers) {
        return refused({RefusalCode::TableFull, rules().maxPlayers});
    }
    if (info.name.empty()) {
        return refused({RefusalCode::NeedsName});
    }
    PlayerState player;
    player.info = std::move(info);
    m_players.push_back(std::move(player));
    return {true, {}, {}};
}

Outcome Game::removePlayer(int index) {
    if (m_phase != Phase::Setup) {
        return refused({RefusalCode::RemoveAfterStart});
    }
    if (index < 0 || index >= playerCount()) {
        return refused({RefusalCode::NoSuchPlayer, index});
    }
    m_players.erase(m_players.begin() + index);
    return {true, {}, {}};
}

Outcome Game::start(int firstPlayer) {
    if (m_phase != Phase::Setup) {
        return refused({RefusalCode::AlreadyStarted});
    }
    if (playerCount() < std::max(1, rules().minPlayers)) {
        return refused({RefusalCode::TooFewPlayers, std::max(1, rules().minPlayers)});
    }
    if (firstPlayer < 0 || firstPlayer >= playerCount()) {
        return refused({RefusalCode::NoSuchPlayer, firstPlayer});
    }
    m_first = firstPlayer;
    m_pending.assign(m_players.size(), false);
    for (auto& player : m_players) {
        player.entered = rules().entryRule == EntryRule::None; // nothing to enter
    }
    Outcome outcome{true, {}, {makeEvent(EventType::GameStarted, firstPlayer)}};
    beginTurn(firstPlayer, outcome.events);
    return outcome;
}

int Game::turnsPlayed() const {
    // Every turn that ends goes into exactly one history (and Restart clears them all), so the
    // histories count the game's turns without a counter to keep in step or to save.
    size_t turns = 0;
    for (const auto& player : m_players) {
        turns += player.history.size();
    }
    return static_cast<int>(turns);
}

int Game::activePlayerCount() const {
    return static_cast<int>(std::count_if(m_players.begin(), m_players.end(),
                                          [](const PlayerState& p) { return !p.left; }));
}

bool Game::endedEarly() const {
    if (m_phase != Phase::GameOver || m_endTriggered || playerCount() < 2 ||
        activePlayerCount() > 1) {
        return false;
    }
    // An immediate end is triggered by reaching the target without a final round.
    return std::none_of(m_players.begin(), m_players.end(),
                        [this](const PlayerState& p) { return p.score >= rules().target; });
}

int Game::bustStreak(int player) const {
    const BustStreak& rule = rules().bustStreak;
    if (!rule.on() || player < 0 || player >= playerCount()) {
        return 0;
    }
    int streak = 0;
    for (const auto& turn : m_players[static_cast<size_t>(player)].history) {
        if (turn.end == TurnEnd::Banked) {
            streak = 0;
        } else if (endsWithNothing(turn.end) && ++streak >= rule.count) {
            streak = 0; // the penalty was paid: counting starts again
        }
    }
    return streak;
}

bool Game::finalTurnPending(int player) const {
    return player >= 0 && player < static_cast<int>(m_pending.size()) &&
           m_pending[static_cast<size_t>(player)];
}

std::vector<int> Game::leaders() const {
    std::vector<int> top;
    int best = 0;
    for (int i = 0; i < playerCount(); ++i) {
        const auto& p = m_players[static_cast<size_t>(i)];
        if (p.left) {
            continue;
        }
        if (top.empty() || p.score > best) {
            top = {i};
            best = p.score;
        } else if (p.score == best) {
            top.push_back(i);
        }
    }
    return top;
}

int Game::bankThreshold() const {
    const bool needsEntry =
        rules().entryRule == EntryRule::TurnTotal || rules().entryRule == EntryRule::FirstBank;
    const bool entered = m_players.empty() || m_players[static_cast<size_t>(m_current)].entered;
    return std::max({1, rules().bankMinimum, needsEntry && !entered ? rules().entryMinimum : 0});
}

bool Game::canBank() const {
    return m_phase == Phase::AwaitDecision && m_turnTotal >= bankThreshold();
}

std::vector<Action> Game::legalActions() const {
    switch (m_phase) {
    case Phase::AdoptOffer:
        return {Action::roll(), Action::adopt(), Action::decline()};
    case Phase::AwaitRoll:
        return {Action::roll()};
    case Phase::ChooseKeep: {
        std::vector<Action> actions;
        for (const auto& option : m_keepOptions) {
            actions.push_back(Action::keep(rollIndicesOf(option.faces)));
        }
        return actions;
    }
    case Phase::AwaitDecision:
        if (canBank()) {
            return {Action::roll(), Action::bank()};
        }
        return {Action::roll()};
    case Phase::Setup:
    case Phase::GameOver:
        break;
    }
    return {};
}

Outcome Game::apply(const Action& action) {
    switch (action.type) {
    case ActionType::Roll:
        return applyRoll(action.dice);
    case ActionType::Keep:
        return applyKeep(action.dice);
    case ActionType::Bank:
        return applyBank();
    case ActionType::Adopt:
        return applyAdopt(true);
    case ActionType::Decline:
        return applyAdopt(false);
    case ActionType::Restart:
        return applyRestart();
    }
    return refused({RefusalCode::UnknownAction});
}

Outcome Game::check(const Action& action) const {
    Refusal refusal{RefusalCode::UnknownAction}; // as apply() says to a value outside the enum
    switch (action.type) {
    case ActionType::Roll:
        refusal = rollRefusal(action.dice, !action.dice.empty());
        break;
    case ActionType::Keep:
        refusal = matchKeep(action.dice).refusal;
        break;
    case ActionType::Bank:
        refusal = bankRefusal();
        break;
    case ActionType::Adopt:
    case ActionType::Decline:
        refusal = adoptRefusal();
        break;
    case ActionType::Restart:
        refusal = restartRefusal();
        break;
    }
    if (refusal) {
        return refused(std::move(refusal));
    }
    return {true, {}, {}};
}

KeepVerdict Game::evaluateKeep(const std::vector<int>& indices) const {
    KeepVerdict verdict;
    KeepMatch match = matchKeep(indices);
    if (match.option < 0) {
        verdict.reason = describe(match.refusal, rules());
        verdict.why = std::move(match.refusal);
        verdict.nonScoring = std::move(match.nonScoring);
        return verdict;
    }
    const KeepOption& option = m_keepOptions[static_cast<size_t>(match.option)];
    verdict.valid = true;
    verdict.points = option.points;
    verdict.combos = option.combos;
    // A keep leads to AwaitDecision with the points added and the same player to act, so this
    // is canBank() and legalActions() of that state.
    verdict.canBankAfter = m_turnTotal + option.points >= bankThreshold();
    if (!verdict.canBankAfter) {
        verdict.bankWhy = {RefusalCode::BankNeedsTotal, bankThreshold()};
        verdict.bankRefusal = describe(verdict.bankWhy, rules());
    }
    verdict.canRollAfter = true;
    return verdict;
}

Refusal Game::rollRefusal(const std::vector<Face>& faces, bool checkFaces) const {
    if (m_phase != Phase::AwaitRoll && m_phase != Phase::AwaitDecision &&
        m_phase != Phase::AdoptOffer) {
        return {RefusalCode::CannotRollNow};
    }
    if (!checkFaces) {
        return {};
    }
    if (static_cast<int>(faces.size()) != m_diceLeft) {
        return {RefusalCode::WrongDiceCount, m_diceLeft, static_cast<int>(faces.size())};
    }
    for (Face f : faces) {
        if (f < 1 || f > rules().faceCount) {
            return {RefusalCode::FaceNotOnDie, rules().faceCount, f};
        }
    }
    return {};
}

Refusal Game::bankRefusal() const {
    if (m_phase != Phase::AwaitDecision) {
        return {RefusalCode::NothingToBank};
    }
    if (!canBank()) {
        return {RefusalCode::BankNeedsTotal, bankThreshold()};
    }
    return {};
}

Refusal Game::adoptRefusal() const {
    if (m_phase != Phase::AdoptOffer) {
        return {RefusalCode::NoOffer};
    }
    return {};
}

Refusal Game::restartRefusal() const {
    if (m_phase == Phase::Setup) {
        return {RefusalCode::NotStarted};
    }
    return {};
}

Game::KeepMatch Game::matchKeep(const std::vector<int>& indices) const {
    KeepMatch match;
    if (m_phase != Phase::ChooseKeep) {
        match.refusal = {RefusalCode::NothingToKeep};
        return match;
    }
    if (indices.empty()) {
        match.refusal = {RefusalCode::KeepEmpty};
        return match;
    }
    std::vector<bool> seen(m_lastRoll.size(), false);
    std::vector<Face> kept;
    kept.reserve(indices.size());
    for (int index : indices) {
        if (index < 0 || index >= static_cast<int>(m_lastRoll.size()) ||
            seen[static_cast<size_t>(index)]) {
            match.refusal = {RefusalCode::DieNotInRoll, index + 1};
            return match;
        }
        seen[static_cast<size_t>(index)] = true;
        kept.push_back(m_lastRoll[static_cast<size_t>(index)]);
    }
    std::sort(kept.begin(), kept.end());
    const auto option = std::find_if(m_keepOptions.begin(), m_keepOptions.end(),
                                     [&](const KeepOption& o) { return o.faces == kept; });
    if (option != m_keepOptions.end()) {
        match.option = static_cast<int>(option - m_keepOptions.begin());
        return match;
    }
    // The dice that score nothing within this selection: what the best scoring part of it
    // leaves over. Of equal faces the leftmost dice score, the rest are named.
    const Counts counts = countFaces(kept, rules().faceCount);
    const ScoreResult within = m_scorer.bestCounts(counts);
    Counts scoring = within.used.empty() ? Counts(counts.size(), 0) : within.used;
    std::vector<Face> idle;
    for (size_t i = 0; i < counts.size(); ++i) {
        const int n = counts[i] - scoring[i];
        idle.insert(idle.end(), static_cast<size_t>(std::max(0, n)), static_cast<Face>(i + 1));
    }
    for (size_t i = 0; i < m_lastRoll.size(); ++i) {
        if (!seen[i]) {
            continue;
        }
        int& scores = scoring[static_cast<size_t>(m_lastRoll[i] - 1)];
        if (scores > 0) {
            --scores;
        } else {
            match.nonScoring.push_back(static_cast<int>(i));
        }
    }
    match.refusal = {RefusalCode::KeepNotScoring, 0, 0, std::move(idle)};
    return match;
}

std::vector<int> Game::rollIndicesOf(const std::vector<Face>& faces) const {
    // Each face takes the leftmost die of the roll showing it that is not yet taken.
    std::vector<int> indices;
    indices.reserve(faces.size());
    std::vector<bool> taken(m_lastRoll.size(), false);
    for (Face f : faces) {
        for (size_t i = 0; i < m_lastRoll.size(); ++i) {
            if (!taken[i] && m_lastRoll[i] == f) {
                taken[i] = true;
                indices.push_back(static_cast<int>(i));
                break;
            }
        }
    }
    return indices;
}

Outcome Game::applyRoll(const std::vector<Face>& faces) {
    if (Refusal refusal = rollRefusal(faces, true)) {
        return refused(std::move(refusal));
    }
    Outcome outcome{true, {}, {}};
    auto& events = outcome.events;
    events.reserve(6);
    m_offerPoints = 0;
    m_offerDice = 0;
    Event rolled = makeEvent(EventType::Rolled, m_current);
    if (m_detailedEvents) {
        rolled.dice = faces;
    }
    events.push_back(rolled);
    ++m_rollsThisTurn;
    ++m_rollsPlayed;
    m_lastRoll = faces;
    m_turn.rolls.push_back({faces, {}, 0});

    ScoreResult scratch;
    const ScoreResult& result = m_scorer.bestOf(faces, scratch);
    auto& player = m_players[static_cast<size_t>(m_current)];
    if (result.penalty) {
        m_turn.rolls.back().points = result.points;
        Event penalty = makeEvent(EventType::Penalty, m_current, result.points,
                                  addPoints(player.score, result.points));
        if (m_detailedEvents) {
            penalty.combos = result.combos;
            penalty.dice = faces;
        }
        events.push_back(penalty);
        endTurn(TurnEnd::Penalty, result.points, events);
        return outcome;
    }
    if (rules().entryRule == EntryRule::FirstRoll && !player.entered && m_rollsThisTurn == 1 &&
        result.points < rules().entryMinimum) {
        events.push_back(makeEvent(EventType::EntryFailed, m_current, result.points));
        endTurn(TurnEnd::EntryFailed, 0, events);
        return outcome;
    }
    if (result.bust()) {
        events.push_back(makeEvent(EventType::Bust, m_current, m_turnTotal));
        endTurn(TurnEnd::Bust, 0, events);
        return outcome;
    }
    if (rules().keepPolicy == KeepPolicy::Auto) {
        std::vector<int> indices;
        if (m_detailedEvents) {
            indices = rollIndicesOf(result.usedFaces);
            std::sort(indices.begin(), indices.end());
        }
        setAsideDice(result.usedFaces, std::move(indices), result.points, result.combos, events);
    } else {
        m_keepOptions = m_scorer.keepOptions(faces);
        m_phase = Phase::ChooseKeep;
    }
    if (m_rollsPlayed >= kRollLimit) {
        endAtRollLimit(events);
    }
    return outcome;
}

Outcome Game::applyKeep(const std::vector<int>& indices) {
    KeepMatch match = matchKeep(indices);
    if (match.option < 0) {
        return refused(std::move(match.refusal));
    }
    Outcome outcome{true, {}, {}};
    const KeepOption chosen = m_keepOptions[static_cast<size_t>(match.option)];
    m_keepOptions.clear();
    std::vector<int> kept;
    if (m_detailedEvents) {
        kept = indices;
        std::sort(kept.begin(), kept.end());
    }
    setAsideDice(chosen.faces, std::move(kept), chosen.points, chosen.combos, outcome.events);
    return outcome;
}

void Game::setAsideDice(const std::vector<Face>& kept, std::vector<int> indices, int points,
                        const std::vector<Combo>& combos, std::vector<Event>& events) {
    m_turnTotal = addPoints(m_turnTotal, points);
    m_turn.rolls.back().kept = kept;
    m_turn.rolls.back().points = points;
    Event scored = makeEvent(EventType::Scored, m_current, points, m_turnTotal);
    if (m_detailedEvents) {
        scored.combos = combos;
        scored.dice = kept;
        scored.indices = std::move(indices);
    }
    events.push_back(scored);
    m_phase = Phase::AwaitDecision;
    if (rules().rerollPolicy == RerollPolicy::All) {
        m_diceLeft = rules().diceCount;
        return;
    }
    m_setAside.insert(m_setAside.end(), kept.begin(), kept.end());
    m_diceLeft -= static_cast<int>(kept.size());
    if (m_diceLeft <= 0) {
        events.push_back(makeEvent(EventType::HotDice, m_current, 0, m_turnTotal));
        m_diceLeft = rules().diceCount;
        m_setAside.clear();
    }
}

Outcome Game::applyBank() {
    if (Refusal refusal = bankRefusal()) {
        return refused(std::move(refusal));
    }
    Outcome outcome{true, {}, {}};
    auto& player = m_players[static_cast<size_t>(m_current)];
    if (!player.entered) {
        player.entered = true;
        outcome.events.push_back(makeEvent(EventType::Entered, m_current));
    }
    outcome.events.push_back(
        makeEvent(EventType::Banked, m_current, m_turnTotal, addPoints(player.score, m_turnTotal)));
    // The next player may take over these points and the dice not yet set aside.
    const bool diceUnset = rules().rerollPolicy == RerollPolicy::Remaining && m_diceLeft > 0 &&
                           m_diceLeft < rules().diceCount;
    const int offerPoints = rules().adoptPoints && diceUnset ? m_turnTotal : 0;
    const int offerDice = offerPoints > 0 ? m_diceLeft : 0;
    endTurn(TurnEnd::Banked, m_turnTotal, outcome.events);
    if (m_phase == Phase::AdoptOffer || m_phase == Phase::AwaitRoll) {
        // endTurn already began the next turn without an offer; open it now.
        if (offerPoints > 0) {
            m_offerPoints = offerPoints;
            m_offerDice = offerDice;
            m_phase = Phase::AdoptOffer;
            outcome.events.push_back(
                makeEvent(EventType::AdoptOffered, m_current, offerPoints, offerDice));
        }
    }
    return outcome;
}

Outcome Game::applyAdopt(bool accept) {
    if (Refusal refusal = adoptRefusal()) {
        return refused(std::move(refusal));
    }
    Outcome outcome{true, {}, {}};
    if (accept) {
        m_turnTotal = m_offerPoints;
        m_diceLeft = m_offerDice;
        m_turn.adopted = m_offerPoints;
        outcome.events.push_back(
            makeEvent(EventType::Adopted, m_current, m_offerPoints, m_offerDice));
    }
    m_offerPoints = 0;
    m_offerDice = 0;
    m_phase = Phase::AwaitRoll;
    return outcome;
}

Outcome Game::applyRestart() {
    if (Refusal refusal = restartRefusal()) {
        return refused(std::move(refusal));
    }
    for (auto& player : m_players) {
        player.score = 0;
        player.entered = rules().entryRule == EntryRule::None;
        player.history.clear();
        // The new game counts its turns from 0: everyone at the table is in it from the start,
        // and whoever left did so before its first turn.
        player.joinedAtTurn = 0;
        player.leftAtTurn = player.left ? 0 : -1;
    }
    m_endTriggered = false;
    m_trigger = -1;
    m_tieBreak = false;
    m_pending.assign(m_players.size(), false);
    m_winners.clear();
    m_rollsPlayed = 0;
    Outcome outcome{true, {}, {makeEvent(EventType::Restarted, -1)}};
    int first = m_first;
    if (m_players[static_cast<size_t>(first)].left) {
        first = nextSeat(first, false);
    }
    if (first < 0) {
        finish(outcome.events);
        return outcome;
    }
    beginTurn(first, outcome.events);
    return outcome;
}

Outcome Game::leave(int index) {
    if (m_phase == Phase::Setup) {
        return refused({RefusalCode::LeaveBeforeStart});
    }
    if (m_phase == Phase::GameOver) {
        return refused({RefusalCode::GameIsOver});
    }
    if (index < 0 || index >= playerCount() || m_players[static_cast<size_t>(index)].left) {
        return refused({RefusalCode::NotAtTable, index});
    }
    Outcome outcome{true, {}, {makeEvent(EventType::PlayerLeft, index)}};
    auto& player = m_players[static_cast<size_t>(index)];
    player.left = true;
    if (index == m_current) {
        // Counted after the turn cut short, so every turn in their history is before it.
        endTurn(TurnEnd::Left, 0, outcome.events);
        player.leftAtTurn = turnsPlayed();
        return outcome;
    }
    player.leftAtTurn = turnsPlayed();
    m_pending[static_cast<size_t>(index)] = false;
    checkEnd(outcome.events);
    return outcome;
}

// Decisions for a player joining mid-game (the 1989 spec: "allow players to be added and
// removed"):
// - allowed from start() until the end is triggered: nobody can join once the final round (or
//   the last round of equal turns, or a tie-break) has begun, nor after the game is over;
// - the table holds rules().maxPlayers players who have not left; the newcomer needs a name;
// - the newcomer takes a new seat after the last one, with 0 points and, under an entry rule,
//   not yet in the game; they first play when the turn order reaches that seat;
// - a late joiner is not owed the turns they missed: equal turns ends the game when the round
//   comes back to the starting seat, so they play only the rounds from their joining on (see
//   markOwedFinalTurns()); a final round gives them one more turn like everyone else.
Refusal Game::whyNoJoin() const {
    if (m_phase == Phase::Setup) {
        return {RefusalCode::JoinBeforeStart};
    }
    if (m_phase == Phase::GameOver) {
        return {RefusalCode::GameIsOver};
    }
    if (m_endTriggered || m_tieBreak) {
        return {RefusalCode::FinalRoundBegun};
    }
    if (activePlayerCount() >= rules().maxPlayers) {
        return {RefusalCode::TableFull, rules().maxPlayers};
    }
    return {};
}

Outcome Game::join(PlayerInfo info) {
    if (Refusal refusal = whyNoJoin()) {
        return refused(std::move(refusal));
    }
    if (info.name.empty()) {
        return refused({RefusalCode::NeedsName});
    }
    PlayerState player;
    player.info = std::move(info);
    player.entered = rules().entryRule == EntryRule::None;
    player.joinedAtTurn = turnsPlayed();
    m_players.push_back(std::move(player));
    m_pending.push_back(false);
    return {true, {}, {makeEvent(EventType::PlayerJoined, playerCount() - 1)}};
}

void Game::resetTurn() {
    m_turnTotal = 0;
    m_diceLeft = rules().diceCount;
    m_rollsThisTurn = 0;
    m_lastRoll.clear();
    m_setAside.clear();
    m_keepOptions.clear();
    m_offerPoints = 0;
    m_offerDice = 0;
}

void Game::beginTurn(int player, std::vector<Event>& events) {
    m_current = player;
    resetTurn();
    m_turn = TurnRecord{};
    m_turn.rolls.reserve(4);
    m_turn.turn = static_cast<int>(m_players[static_cast<size_t>(player)].history.size()) + 1;
    m_turn.tieBreak = m_tieBreak;
    m_phase = Phase::AwaitRoll;
    events.push_back(makeEvent(EventType::TurnStarted, player));
}

void Game::endTurn(TurnEnd end, int delta, std::vector<Event>& events, bool streakCounts) {
    const BustStreak& streak = rules().bustStreak;
    const bool streakFull = streakCounts && streak.on() && endsWithNothing(end) &&
                            bustStreak(m_current) + 1 >= streak.count;
    auto& player = m_players[static_cast<size_t>(m_current)];
    // Scores saturate at kScoreLimit (docs/rules.md, "Limits"): the turn's change is what the
    // score actually moved, so the history still sums to the score.
    const int before = player.score;
    player.score = addPoints(player.score, delta);
    delta = static_cast<int>(std::int64_t{player.score} - before);
    if (streakFull) {
        // Decision: the penalty never takes a score below 0 (nor lowers one already below).
        const int taken = std::min(streak.penalty, std::max(0, player.score));
        player.score -= taken;
        delta -= taken;
        m_turn.streakPenalty = taken;
        Event paid = makeEvent(EventType::StreakPenalty, m_current, -taken, player.score);
        paid.players = {streak.count};
        events.push_back(paid);
    }
    m_turn.turnTotal = m_turnTotal;
    m_turn.delta = delta;
    m_turn.end = end;
    m_turn.scoreAfter = player.score;
    player.history.push_back(std::move(m_turn));
    m_turn = TurnRecord{};
    m_turnTotal = 0;
    m_keepOptions.clear();

    if (rules().endPolicy == EndPolicy::Immediate && end == TurnEnd::Banked &&
        player.score >= rules().target) {
        m_winners = {m_current};
        m_phase = Phase::GameOver;
        Event over = makeEvent(EventType::GameOver, m_current);
        over.players = m_winners;
        events.push_back(over);
        return;
    }
    if (!m_endTriggered && end == TurnEnd::Banked && player.score >= rules().target) {
        m_endTriggered = true;
        m_trigger = m_current;
        markOwedFinalTurns();
        events.push_back(makeEvent(EventType::FinalRoundStarted, m_current));
    }
    m_pending[static_cast<size_t>(m_current)] = false;
    checkEnd(events);
    if (m_phase == Phase::GameOver) {
        return;
    }
    if (m_rollsPlayed >= kRollLimit) {
        finish(events);
        return;
    }
    advance(events);
}

void Game::endAtRollLimit(std::vector<Event>& events) {
    // Decision (docs/rules.md, "Limits"): the turn of the last roll ends there with its points
    // lost, recorded as a bust but costing no busts-in-a-row penalty; endTurn then ends the game.
    events.push_back(makeEvent(EventType::Bust, m_current, m_turnTotal));
    endTurn(TurnEnd::Bust, 0, events, false);
}

int Game::countRolls() const {
    size_t rolls = m_turn.rolls.size();
    for (const auto& player : m_players) {
        for (const auto& turn : player.history) {
            rolls += turn.rolls.size();
        }
    }
    return static_cast<int>(std::min<size_t>(rolls, INT32_MAX));
}

void Game::markOwedFinalTurns() {
    std::fill(m_pending.begin(), m_pending.end(), false);
    const int n = playerCount();
    if (rules().endPolicy == EndPolicy::FinalRound) {
        for (int i = 0; i < n; ++i) {
            m_pending[static_cast<size_t>(i)] =
                i != m_current && !m_players[static_cast<size_t>(i)].left;
        }
        return;
    }
    // Equal turns: play on until the turn comes back to the starting seat, i.e. the seats after
    // the trigger and before the first player in turn order. With everyone there from the start
    // these are exactly the players with one turn fewer than the trigger; a late joiner is owed
    // no turns they missed before joining.
    for (int seat = (m_current + 1) % n; seat != m_first; seat = (seat + 1) % n) {
        m_pending[static_cast<size_t>(seat)] = !m_players[static_cast<size_t>(seat)].left;
    }
}

void Game::checkEnd(std::vector<Event>& events) {
    const int active = activePlayerCount();
    // A game that began with company ends when one player is left at the table.
    if (active == 0 || (active == 1 && playerCount() > 1)) {
        finish(events);
        return;
    }
    if (m_endTriggered &&
        std::none_of(m_pending.begin(), m_pending.end(), [](bool owed) { return owed; })) {
        finish(events);
    }
}

void Game::finish(std::vector<Event>& events) {
    const std::vector<int> top = leaders();
    // No tie-break rounds once the roll limit is reached: tied leaders share the win.
    if (top.size() > 1 && rules().tieBreak && activePlayerCount() > 1 &&
        m_rollsPlayed < kRollLimit) {
        m_tieBreak = true;
        std::fill(m_pending.begin(), m_pending.end(), false);
        for (int i : top) {
            m_pending[static_cast<size_t>(i)] = true;
        }
        Event tie = makeEvent(EventType::TieBreakStarted, -1);
        tie.players = top;
        events.push_back(tie);
        return;
    }
    m_winners = top;
    m_phase = Phase::GameOver;
    Event over = makeEvent(EventType::GameOver, top.empty() ? -1 : top.front());
    over.players = top;
    events.push_back(over);
}

void Game::advance(std::vector<Event>& events) {
    const int next = nextSeat(m_current, m_endTriggered);
    if (next < 0) {
        finish(events);
        return;
    }
    beginTurn(next, events);
}

int Game::nextSeat(int from, bool pendingOnly) const {
    const int n = playerCount();
    for (int step = 1; step <= n; ++step) {
        const int seat = (from + step) % n;
        if (!m_players[static_cast<size_t>(seat)].left &&
            (!pendingOnly || m_pending[static_cast<size_t>(seat)])) {
            return seat;
        }
    }
    return -1;
}

bool Game::operator==(const Game& other) const {
    return rules() == other.rules() && m_players == other.m_players && m_phase == other.m_phase &&
           m_first == other.m_first && m_current == other.m_current &&
           m_turnTotal == other.m_turnTotal && m_diceLeft == other.m_diceLeft &&
           m_rollsThisTurn == other.m_rollsThisTurn && m_lastRoll == other.m_lastRoll &&
           m_setAside == other.m_setAside && m_turn == other.m_turn &&
           m_offerPoints == other.m_offerPoints && m_offerDice == other.m_offerDice &&
           m_endTriggered == other.m_endTriggered && m_trigger == other.m_trigger &&
           m_tieBreak == other.m_tieBreak && m_pending == other.m_pending &&
           m_winners == other.m_winners && legalActions() == other.legalActions();
}

Outcome Driver::apply(Game& game, Action action) {
    const Phase phase = game.phase();
    const bool canRoll =
        phase == Phase::AwaitRoll || phase == Phase::AwaitDecision || phase == Phase::AdoptOffer;
    if (action.type == ActionType::Roll && action.dice.empty() && canRoll) {
        action.dice = m_rng.roll(game.diceToThrow(), game.rules().faceCount);
    }
    return game.apply(action);
}

const char* toString(Phase value) {
    switch (value) {
    case Phase::Setup:
        return "setup";
    case Phase::AdoptOffer:
        return "adopt-offer";
    case Phase::AwaitRoll:
        return "await-roll";
    case Phase::ChooseKeep:
        return "choose-keep";
    case Phase::AwaitDecision:
        return "await-decision";
    case Phase::GameOver:
        return "game-over";
    }
    return "?";
}

const char* toString(ActionType value) {
    switch (value) {
    case ActionType::Roll:
        return "roll";
    case ActionType::Keep:
        return "keep";
    case ActionType::Bank:
        return "bank";
    case ActionType::Adopt:
        return "adopt";
    case ActionType::Decline:
        return "decline";
    case ActionType::Restart:
        return "restart";
    }
    return "?";
}

const char* toString(EventType value) {
    static const char* const kNames[] = {"game-started",
                                         "turn-started",
                                         "adopt-offered",
                                         "adopted",
                                         "rolled",
                                         "scored",
                                         "hot-dice",
                                         "bust",
                                         "penalty",
                                         "entry-failed",
                                         "banked",
                                         "entered",
                                         "final-round-started",
                                         "tie-break-started",
                                         "game-over",
                                         "player-left",
                                         "restarted",
                                         "player-joined",
                                         "streak-penalty"};
    const auto index = static_cast<size_t>(value);
    return index < sizeof kNames / sizeof kNames[0] ? kNames[index] : "?";
}

const char* toString(TurnEnd value) {
    switch (value) {
    case TurnEnd::Banked:
        return "banked";
    case TurnEnd::Bust:
        return "bust";
    case TurnEnd::Penalty:
        return "penalty";
    case TurnEnd::EntryFailed:
        return "entry-failed";
    case TurnEnd::Left:
        return "left";
    }
    return "?";
}

} // namespace greed::core

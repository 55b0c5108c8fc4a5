// TableScene: events become beats (timed steps of animation); only when every beat has
// played does the table accept the next action, so what is shown always catches up with the
// game before anyone decides.
#include "app/table_scene.hpp"

#include "ai/solution_cache.hpp"

#include "app/dice_look.hpp"
#include "app/easing.hpp"
#include "app/palette.hpp"
#include "app/scenes.hpp"
#include "core/odds.hpp"
#include "core/scoring.hpp"

#include <algorithm>
#include <cmath>
#include <sstream>

namespace greed::app {

namespace {

constexpr double kTrayMove = 0.4;
constexpr double kTrayDelay = 0.45;
constexpr std::size_t kLogLines = 7;

bool hasAction(const std::vector<core::Action>& actions, core::ActionType type) {
    return std::any_of(actions.begin(), actions.end(),
                       [type](const core::Action& a) { return a.type == type; });
}

std::string dice(int n) {
    return std::to_string(n) + (n == 1 ? " die" : " dice");
}

std::string entryText(const core::Rules& r) {
    switch (r.entryRule) {
    case core::EntryRule::None:
        return "";
    case core::EntryRule::FirstRoll:
        return "needs " + std::to_string(r.entryMinimum) + " on the first roll to enter";
    case core::EntryRule::TurnTotal:
    case core::EntryRule::FirstBank:
        return "needs a first bank of " + std::to_string(r.entryMinimum);
    }
    return "";
}

} // namespace

TableScene::TableScene(Services& services, MatchConfig config)
    : Scene(services), m_config(std::move(config)), m_game(createGame(m_config)),
      m_driver(m_config.seed), m_aiRng(m_config.seed ^ 0x9E3779B97F4A7C15ULL) {
    for (const auto& seat : m_config.seats) {
        m_strategies.push_back(seat.computer ? makeStrategy(seat.strategy, m_config.rules)
                                             : nullptr);
        m_commentators.push_back(seat.computer ? std::make_unique<ai::Commentator>(
                                                     static_cast<int>(m_commentators.size()))
                                               : nullptr);
    }
    m_scores.resize(static_cast<std::size_t>(m_game.playerCount()));
    for (int i = 0; i < m_game.playerCount(); ++i) {
        m_scores[static_cast<std::size_t>(i)].set(
            m_game.players()[static_cast<std::size_t>(i)].score);
    }
    m_shownEntered.assign(static_cast<std::size_t>(m_game.playerCount()), false);
    for (int i = 0; i < m_game.playerCount(); ++i) {
        m_shownEntered[static_cast<std::size_t>(i)] =
            m_game.players()[static_cast<std::size_t>(i)].entered;
    }
    m_shownPlayer = m_game.currentPlayer();
    m_s.match = m_config;
    log(m_game.rules().name + ": first to " + std::to_string(m_game.rules().target));
    log(playerName(m_shownPlayer) + " starts");
}

double TableScene::speed() const {
    return m_s.settings.speed();
}

const std::string& TableScene::playerName(int p) const {
    return m_game.players()[static_cast<std::size_t>(p)].info.name;
}

std::string TableScene::faces(const std::vector<core::Face>& f) const {
    return core::labelsText(m_game.rules(), f);
}

void TableScene::log(const std::string& line) {
    m_log.push_back(line);
    if (m_log.size() > kLogLines) {
        m_log.erase(m_log.begin());
    }
}

bool TableScene::animating() const {
    return !m_queue.empty() || m_beatLeft > 0 || m_roll != nullptr;
}

bool TableScene::idle() const {
    return !animating();
}

bool TableScene::humanToAct() const {
    if (!idle() || m_over || m_game.phase() == core::Phase::GameOver) {
        return false;
    }
    return !m_strategies[static_cast<std::size_t>(m_game.currentPlayer())];
}

bool TableScene::busy() const {
    return !humanToAct();
}

std::vector<core::Face> TableScene::restingFaces() const {
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

// ---- acting ----------------------------------------------------------------------------

bool TableScene::act(const core::Action& action) {
    const core::Outcome out = action.type == core::ActionType::Roll ? m_driver.apply(m_game, action)
                                                                    : m_game.apply(action);
    if (!out) {
        m_message = out.error;
        m_messageIsError = true;
        m_messageTime = m_time;
        return false;
    }
    m_messageIsError = false;
    m_message.clear();
    for (const auto& e : out.events) {
        m_queue.push_back(e);
    }
    m_selected.assign(m_dice.size(), false);
    speak(out.events);
    return true;
}

void TableScene::speak(const std::vector<core::Event>& events) {
    for (std::size_t seat = 0; seat < m_commentators.size(); ++seat) {
        if (!m_commentators[seat]) {
            continue;
        }
        const auto said = m_commentators[seat]->react(m_game, events);
        if (said.empty()) {
            continue;
        }
        try {
            const auto* who =
                ai::findPersonality(ai::defaultPersonalities(), m_config.seats[seat].strategy);
            if (who == nullptr) {
                continue;
            }
            // The line picks come from the visual stream: what they say never moves a die.
            const std::string& line = ai::personalityLine(*who, said.front(), m_s.fxRng);
            if (!line.empty()) {
                m_pendingBubbles.push_back({static_cast<int>(seat), line, 0});
            }
        } catch (const std::exception&) {
            // No personality file: computer players stay silent.
        }
    }
}

void TableScene::explainRefusal(const core::Action& action) {
    core::Game copy = m_game;
    const auto out =
        copy.apply(action.type == core::ActionType::Roll && action.dice.empty()
                       ? core::Action::roll(std::vector<core::Face>(
                             static_cast<std::size_t>(std::max(1, m_game.diceToThrow())), 1))
                       : action);
    m_message = out ? std::string("Not possible now") : out.error;
    m_messageIsError = true;
    m_messageTime = m_time;
}

void TableScene::skipAnimation() {
    if (m_roll) {
        m_roll->finish();
        finishRoll();
    }
    m_beatLeft = 0;
    while (!m_queue.empty()) {
        const core::Event e = m_queue.front();
        m_queue.pop_front();
        beginBeat(e, true);
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
    m_beatLeft = 0;
    m_fx.clear();
    syncShown();
}

void TableScene::toggleDie(int index) {
    if (index < 0 || index >= static_cast<int>(m_dice.size()) ||
        m_game.phase() != core::Phase::ChooseKeep) {
        return;
    }
    m_selected.resize(m_dice.size(), false);
    m_selected[static_cast<std::size_t>(index)] = !m_selected[static_cast<std::size_t>(index)];
    m_s.sound("click");
    evaluateSelection();
}

std::vector<int> TableScene::selectedIndices() const {
    std::vector<int> out;
    for (std::size_t i = 0; i < m_selected.size(); ++i) {
        if (m_selected[i]) {
            out.push_back(static_cast<int>(i));
        }
    }
    return out;
}

void TableScene::selectBest() {
    if (m_game.phase() != core::Phase::ChooseKeep || m_game.keepOptions().empty()) {
        return;
    }
    // The best option's faces, matched to dice of the roll left to right.
    auto want = m_game.keepOptions().front().faces;
    m_selected.assign(m_dice.size(), false);
    for (std::size_t i = 0; i < m_dice.size(); ++i) {
        auto it = std::find(want.begin(), want.end(), m_dice[i].face);
        if (it != want.end()) {
            m_selected[i] = true;
            want.erase(it);
        }
    }
    evaluateSelection();
}

void TableScene::evaluateSelection() {
    m_selectionValid = false;
    m_selectionCanBank = false;
    m_messageIsError = false;
    const auto idx = selectedIndices();
    const auto& rules = m_game.rules();
    if (idx.empty()) {
        m_message = "Set aside scoring dice: click them or press 1-" +
                    std::to_string(m_dice.size()) + " (S picks the best)";
        return;
    }
    std::vector<core::Face> sel;
    for (int i : idx) {
        sel.push_back(m_dice[static_cast<std::size_t>(i)].face);
    }
    const core::Counts counts = core::countFaces(sel, rules.faceCount);
    const int points = m_game.scorer().scoreUsingAll(counts);
    if (points > 0) {
        core::Game copy = m_game;
        const auto out = copy.apply(core::Action::keep(idx));
        m_selectionValid = static_cast<bool>(out);
        m_selectionCanBank = m_selectionValid && copy.canBank();
        m_message = "Set aside " + faces(sel) + " for " + std::to_string(points) + " points";
        if (!m_selectionValid) {
            m_message = out.error;
            m_messageIsError = true;
        }
        return;
    }
    // Name the dice that do not score: what is left after the largest scoring part.
    core::Counts rest = counts;
    for (const auto& opt : m_game.keepOptions()) {
        bool inside = true;
        for (std::size_t f = 0; f < counts.size() && inside; ++f) {
            inside = opt.counts[f] <= counts[f];
        }
        if (inside) {
            for (std::size_t f = 0; f < counts.size(); ++f) {
                rest[f] -= opt.counts[f];
            }
            break;
        }
    }
    const auto bad = core::facesOf(rest);
    m_message =
        (bad.size() == 1 ? "A " + faces(bad) + " does not score" : faces(bad) + " do not score") +
        " in this selection: every die set aside must score";
    m_messageIsError = true;
    m_messageTime = m_time;
}

// ---- input -----------------------------------------------------------------------------

bool TableScene::handle(const InputEvent& e) {
    if (e.command == Command::Back) {
        m_s.scenes.push(makePauseScene(m_s));
        return true;
    }
    if (e.command == Command::Graph) {
        m_s.scenes.push(makeResultsScene(m_s, m_game, true));
        return true;
    }
    if (e.command == Command::Help) {
        m_s.scenes.push(makeHelpScene(m_s, m_game.rules()));
        return true;
    }
    if (e.command == Command::Motion) {
        m_bar.handle(e, true);
        m_side.handle(e, true);
        return true;
    }
    if (e.command == Command::Click) {
        const MenuHit side = m_side.handle(e, true);
        if (side.hit()) {
            InputEvent k;
            k.command = side.id == "menu"    ? Command::Back
                        : side.id == "graph" ? Command::Graph
                                             : Command::Help;
            return handle(k);
        }
    }
    if (animating()) {
        if (e.command != Command::Text && e.command != Command::Wheel) {
            skipAnimation();
        }
        return true;
    }
    if (!humanToAct()) {
        // A key while a computer thinks hurries it along.
        if ((e.isKey() || e.command == Command::Click) && !m_aiAction) {
            m_think = 1e9;
        }
        return true;
    }
    const core::Phase phase = m_game.phase();
    const auto legal = m_game.legalActions();
    auto tryAct = [&](const core::Action& a) {
        if (!hasAction(legal, a.type) && a.type != core::ActionType::Keep) {
            explainRefusal(a);
            return;
        }
        if (act(a)) {
            m_s.sound("click");
        }
    };
    auto keepThen = [&](core::ActionType then) {
        if (!m_selectionValid) {
            evaluateSelection();
            if (selectedIndices().empty()) {
                m_messageIsError = true;
                m_messageTime = m_time;
            }
            return;
        }
        if (then == core::ActionType::Bank && !m_selectionCanBank) {
            core::Game copy = m_game;
            copy.apply(core::Action::keep(selectedIndices()));
            const auto out = copy.apply(core::Action::bank());
            m_message = out ? "Not possible now" : out.error;
            m_messageIsError = true;
            m_messageTime = m_time;
            return;
        }
        if (act(core::Action::keep(selectedIndices()))) {
            act(then == core::ActionType::Bank ? core::Action::bank() : core::Action::roll());
        }
    };

    Command cmd = e.command;
    if (cmd == Command::Click) {
        for (int i = 0; i < static_cast<int>(m_dice.size()); ++i) {
            if (!m_dice[static_cast<std::size_t>(i)].toTray && contains(dieRect(i), e.x, e.y)) {
                toggleDie(i);
                return true;
            }
        }
    }
    if (cmd == Command::Click || cmd == Command::Confirm || cmd == Command::Left ||
        cmd == Command::Right || cmd == Command::Next || cmd == Command::Prev) {
        if (cmd == Command::Confirm && m_bar.focused().empty()) {
            cmd = Command::Roll;
        } else {
            const MenuHit hit = m_bar.handle(e, true);
            if (!hit.hit()) {
                return true;
            }
            const std::string& id = hit.id;
            cmd = id == "roll" || id == "keep_roll"   ? Command::Roll
                  : id == "bank" || id == "keep_bank" ? Command::Bank
                  : id == "adopt"                     ? Command::Adopt
                  : id == "decline"                   ? Command::Decline
                  : id == "best"                      ? Command::Best
                                                      : Command::None;
        }
    }
    switch (cmd) {
    case Command::Roll:
        if (phase == core::Phase::ChooseKeep) {
            keepThen(core::ActionType::Roll);
        } else if (phase == core::Phase::AdoptOffer) {
            explainRefusal(core::Action::roll());
            m_message = "Adopt [A] or decline [D] first";
        } else {
            tryAct(core::Action::roll());
        }
        return true;
    case Command::Bank:
        if (phase == core::Phase::ChooseKeep) {
            keepThen(core::ActionType::Bank);
        } else {
            tryAct(core::Action::bank());
        }
        return true;
    case Command::Adopt:
        tryAct(core::Action::adopt());
        return true;
    case Command::Decline:
        tryAct(core::Action::decline());
        return true;
    case Command::Best:
        selectBest();
        return true;
    case Command::Die:
        toggleDie(e.index);
        return true;
    default:
        return false;
    }
}

// ---- update ----------------------------------------------------------------------------

void TableScene::update(double dt) {
    m_time += dt;
    const double sdt = dt * speed();
    m_fx.update(sdt);
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
    while (m_beatLeft <= 0 && !m_roll && !m_queue.empty()) {
        const core::Event e = m_queue.front();
        m_queue.pop_front();
        beginBeat(e, false);
    }
    for (auto& b : m_bubbles) {
        b.t += dt;
    }
    m_bubbles.erase(std::remove_if(m_bubbles.begin(), m_bubbles.end(),
                                   [](const Bubble& b) { return b.t > 3.2; }),
                    m_bubbles.end());
    if (!idle()) {
        return;
    }
    for (auto& b : m_pendingBubbles) {
        m_bubbles.erase(std::remove_if(m_bubbles.begin(), m_bubbles.end(),
                                       [&](const Bubble& o) { return o.player == b.player; }),
                        m_bubbles.end());
        m_bubbles.push_back(b);
    }
    m_pendingBubbles.clear();
    syncShown();
    updateHint();
    if (m_game.phase() == core::Phase::GameOver) {
        m_overWait += dt;
        if (m_overWait > 0.3 && !m_over) {
            m_over = true;
            m_s.scenes.replace(makeResultsScene(m_s, m_game, false));
        }
        return;
    }
    computerStep(dt);
}

void TableScene::computerStep(double dt) {
    auto& strategy = m_strategies[static_cast<std::size_t>(m_game.currentPlayer())];
    if (!strategy) {
        return;
    }
    if (m_aiAction) {
        m_aiPreview -= dt * speed();
        if (m_aiPreview <= 0) {
            const core::Action a = *m_aiAction;
            m_aiAction.reset();
            m_think = 0;
            if (!act(a)) {
                // A strategy must only choose legal actions; fall back to the first legal one.
                act(m_game.legalActions().front());
            }
        }
        return;
    }
    m_think += dt;
    // The first decision of a turn reads the situation a little longer.
    const StrategyChoice* choice =
        findStrategy(m_config.seats[static_cast<std::size_t>(m_game.currentPlayer())].strategy);
    const double pace = choice != nullptr ? choice->thinkSeconds : 0.75;
    const double wait =
        pace * m_s.settings.paceFactor() * (m_game.rollsThisTurn() == 0 ? 0.8 : 1.0);
    if (m_think < wait) {
        return;
    }
    core::Action a = strategy->decide(m_game, m_aiRng);
    if (a.type == core::ActionType::Keep) {
        // Show which dice it picks before they move.
        m_selected.assign(m_dice.size(), false);
        for (int i : a.dice) {
            if (i >= 0 && i < static_cast<int>(m_selected.size())) {
                m_selected[static_cast<std::size_t>(i)] = true;
            }
        }
        m_aiAction = a;
        m_aiPreview = 0.5;
        return;
    }
    m_aiAction = a;
    m_aiPreview = 0;
}

void TableScene::syncShown() {
    const auto& players = m_game.players();
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
    m_finalShown = m_game.inFinalRound();
    m_tieShown = m_game.inTieBreak();
    if (m_game.phase() == core::Phase::ChooseKeep && humanToAct() && m_selected.empty()) {
        m_selected.assign(m_dice.size(), false);
        evaluateSelection();
    }
}

namespace {
// Greed's two-player game (1.7 M states) solves in well under a second; larger ones wait
// for `greed-cli solve` to fill the cache.
constexpr std::uint64_t kBackgroundSolveStates = 4'000'000;
} // namespace

void TableScene::updateHint() {
    if (!m_s.settings.hints || !humanToAct() ||
        (m_game.phase() != core::Phase::AwaitDecision &&
         m_game.phase() != core::Phase::AwaitRoll)) {
        m_hint.reset();
        m_hintKey.clear();
        return;
    }
    collectSolution();
    const std::string key = std::to_string(m_game.currentPlayer()) + "/" +
                            std::to_string(m_game.rollsThisTurn()) + "/" +
                            std::to_string(m_game.turnTotal()) + "/" +
                            std::to_string(static_cast<int>(m_game.phase()));
    if (key == m_hintKey) {
        return;
    }
    m_hintKey = key;
    try {
        if (!m_advisor) {
            // Cached solutions only: a hint must never stall the table.
            m_advisor = std::make_unique<ai::HintAdvisor>(m_game.rules(), 0);
        }
        m_hint = m_advisor->advise(m_game);
        if (!m_advisor->hasWinChances() && !m_solving.valid() && m_s.solveInBackground &&
            m_game.activePlayerCount() == 2) {
            m_solving = std::async(std::launch::async, [rules = m_game.rules()] {
                return ai::sharedSolution(rules, kBackgroundSolveStates);
            });
        }
    } catch (const std::exception&) {
        m_hint.reset();
    }
}

void TableScene::collectSolution() {
    if (!m_solving.valid() ||
        m_solving.wait_for(std::chrono::seconds(0)) != std::future_status::ready) {
        return;
    }
    try {
        if (auto solution = m_solving.get()) {
            m_advisor = std::make_unique<ai::HintAdvisor>(m_game.rules(), std::move(solution));
            m_hintKey.clear(); // recompute the hint with win chances
        }
    } catch (const std::exception&) {
        // No solution: the hints keep to the bust chance.
    }
}

// ---- beats -----------------------------------------------------------------------------

void TableScene::beginBeat(const core::Event& e, bool instant) {
    const auto& L = m_layout;
    const auto& type = L.type;
    const std::string who = e.player >= 0 ? playerName(e.player) : "";
    const SDL_Color colour = e.player >= 0 ? playerColor(e.player) : kInk;
    double duration = 0;
    switch (e.type) {
    case core::EventType::GameStarted:
        break;
    case core::EventType::TurnStarted:
        m_shownPlayer = e.player;
        m_dice.clear();
        m_tray.clear();
        m_selected.clear();
        m_turnTotal.set(0);
        m_think = 0;
        log(who + "'s turn");
        duration = 0.35;
        break;
    case core::EventType::AdoptOffered:
        log(who + " may adopt " + std::to_string(e.points) + " with " + dice(e.total));
        duration = 0.3;
        break;
    case core::EventType::Adopted:
        m_turnTotal.go(e.points, 0.4);
        log(who + " adopts " + std::to_string(e.points));
        if (!instant) {
            m_fx.popup("ADOPTED +" + std::to_string(e.points), L.status.x + L.status.w / 2.0,
                       L.status.y + L.status.h + type.body, type.heading, colour);
        }
        duration = 0.6;
        break;
    case core::EventType::Rolled:
        log(who + " rolls " + faces(e.dice));
        startRoll(e.dice, instant);
        duration = 0.05;
        break;
    case core::EventType::Scored: {
        const bool toTray = m_game.rules().rerollPolicy == core::RerollPolicy::Remaining;
        markScoring(e.dice, toTray);
        std::string combos;
        for (const auto& c : e.combos) {
            combos += (combos.empty() ? "" : " + ") + c.name;
        }
        log(who + ": " + (combos.empty() ? "scores" : combos) + " +" + std::to_string(e.points));
        m_turnTotal.go(e.total, 0.6);
        if (!instant) {
            // Points pop above the scoring dice.
            double sx = 0;
            double top = 1e9;
            double bottom = -1e9;
            int n = 0;
            for (std::size_t i = 0; i < m_dice.size(); ++i) {
                if (m_dice[i].scoring) {
                    const Vec2 c = dieCentre(static_cast<int>(i));
                    sx += c.x;
                    top = std::min(top, c.y);
                    bottom = std::max(bottom, c.y);
                    ++n;
                }
            }
            if (n > 0) {
                sx /= n;
                // Above the dice when there is room below the turn-total box; else below them,
                // rising less, so the numbers never cover a die's face.
                const double highest = L.diceArea.y + type.big * 1.2 + L.dieSize * 0.45;
                const double above = top - L.dieSize * 0.75;
                const bool roomAbove = above >= highest;
                const double y = roomAbove ? above : bottom + L.dieSize * 0.95;
                const double rise = roomAbove ? L.dieSize * 0.45 : L.dieSize * 0.15;
                m_fx.popup("+" + std::to_string(e.points), sx, y, type.big, kGold, 0.9, rise);
                m_fx.popup(combos, sx, y + type.big, type.body, kInk, 0.9, rise, 0.08);
            }
            m_s.sound("score");
        }
        duration = 1.0;
        break;
    }
    case core::EventType::HotDice:
        log(who + ": hot dice! All dice again");
        if (!instant) {
            for (std::size_t i = 0; i < m_dice.size(); ++i) {
                const Vec2 c = dieCentre(static_cast<int>(i));
                m_fx.burst("spark", c.x, c.y, 10, L.dieSize * 0.35, L.dieSize * 3.5, kGold, 0.9,
                           L.dieSize * 2.0, m_s.fxRng);
            }
            m_fx.burst("star", L.felt.x + L.felt.w / 2.0, L.felt.y + L.felt.h / 2.0, 14,
                       L.dieSize * 0.4, L.dieSize * 5.0, kGold, 1.0, L.dieSize * 2.0, m_s.fxRng);
            m_fx.banner("HOT DICE", L.felt, type.huge, kGold, 1.3);
            m_s.sound("hotdice");
        }
        duration = 1.2;
        break;
    case core::EventType::Bust:
        log(who + " busts" + (e.points > 0 ? " and loses " + std::to_string(e.points) : ""));
        for (auto& d : m_dice) {
            d.bust = !d.toTray;
        }
        m_bustTime = m_time;
        m_turnTotal.go(0, 0.5);
        if (!instant) {
            m_fx.wash(L.felt, {150, 30, 20, 90}, 0.6);
            m_fx.shake(L.dieSize * 0.12, 0.35);
            m_fx.stamp("BUST", L.felt, type.huge * 2, kBad, 1.3);
            m_s.sound("bust");
        }
        duration = 1.4;
        break;
    case core::EventType::EntryFailed:
        log(who + " is not in yet (" + std::to_string(e.points) + " on the first roll)");
        for (auto& d : m_dice) {
            d.bust = true;
        }
        m_bustTime = m_time;
        m_turnTotal.go(0, 0.5);
        if (!instant) {
            m_fx.shake(L.dieSize * 0.08, 0.3);
            m_fx.stamp("NOT IN YET", L.felt, type.huge, kBad, 1.4);
            m_fx.popup(entryText(m_game.rules()), L.felt.x + L.felt.w / 2.0,
                       L.felt.y + L.felt.h * 0.68, type.heading, kInk, 1.4, 20);
            m_s.sound("bust");
        }
        duration = 1.5;
        break;
    case core::EventType::Penalty:
        log(who + " throws a penalty: " + std::to_string(e.points));
        for (auto& d : m_dice) {
            d.bust = true;
        }
        m_bustTime = m_time;
        m_turnTotal.go(0, 0.5);
        if (e.player >= 0) {
            m_scores[static_cast<std::size_t>(e.player)].go(e.total, 0.8);
        }
        if (!instant) {
            m_fx.wash(L.felt, {90, 0, 0, 170}, 1.6);
            m_fx.falling(std::to_string(e.points), L.felt, type.huge * 2, {255, 90, 80, 255}, 1.6);
            m_fx.shake(L.dieSize * 0.1, 0.5);
            m_s.sound("penalty");
        }
        duration = 1.7;
        break;
    case core::EventType::Banked:
        log(who + " banks " + std::to_string(e.points) + " (" + std::to_string(e.total) + ")");
        if (e.player >= 0) {
            m_scores[static_cast<std::size_t>(e.player)].go(e.total, 0.7);
        }
        if (!instant && e.player >= 0) {
            const SDL_Rect row = boardRow(e.player);
            m_fx.popup("+" + std::to_string(e.points), row.x + row.w * 0.78, row.y + row.h * 0.5,
                       type.heading, kGold, 1.0, row.h * 0.9);
            m_s.sound("bank");
        }
        duration = 0.9;
        break;
    case core::EventType::Entered:
        log(who + " is in the game");
        if (e.player >= 0) {
            m_shownEntered[static_cast<std::size_t>(e.player)] = true;
        }
        duration = 0.2;
        break;
    case core::EventType::FinalRoundStarted:
        log("Final round: " + who + " reached " + std::to_string(m_game.rules().target));
        m_finalShown = true;
        if (!instant) {
            m_fx.banner("FINAL ROUND", L.felt, type.huge, kGold, 1.5);
        }
        duration = 1.5;
        break;
    case core::EventType::TieBreakStarted:
        log("Tie! Extra rounds for the leaders");
        m_tieShown = true;
        if (!instant) {
            m_fx.banner("TIE-BREAK", L.felt, type.huge, kGold, 1.5);
        }
        duration = 1.5;
        break;
    case core::EventType::GameOver: {
        std::string names;
        for (int p : e.players) {
            names += (names.empty() ? "" : " & ") + playerName(p);
        }
        log(names + (e.players.size() > 1 ? " win" : " wins"));
        if (!instant) {
            m_fx.banner(names + (e.players.size() > 1 ? " WIN!" : " WINS!"), L.felt, type.huge,
                        e.players.empty() ? kGold : playerColor(e.players.front()), 1.8);
            m_s.sound("win");
        }
        duration = 1.8;
        break;
    }
    case core::EventType::PlayerLeft:
        log(who + " left the game");
        break;
    case core::EventType::Restarted:
        m_dice.clear();
        m_tray.clear();
        log("Game restarted");
        break;
    }
    m_beatLeft = instant ? 0 : duration;
}

void TableScene::startRoll(const std::vector<core::Face>& thrown, bool instant) {
    m_ghosts.clear();
    for (std::size_t i = 0; i < m_dice.size(); ++i) {
        if (m_dice[i].toTray) {
            m_tray.push_back(m_dice[i].face);
        } else if (i < m_restPos.size()) {
            m_ghosts.push_back({m_dice[i].face, m_restPos[i], m_restAngle[i]});
        }
    }
    if (m_tray.size() + thrown.size() > static_cast<std::size_t>(m_game.rules().diceCount)) {
        m_tray.clear(); // hot dice or a full re-throw: every die goes back in the cup
    }
    m_dice.clear();
    for (auto f : thrown) {
        TableDie d;
        d.face = f;
        m_dice.push_back(d);
    }
    m_selected.clear();
    RestPlacement rest =
        placeDice(static_cast<int>(thrown.size()), m_layout.diceArea, m_layout.dieSize, m_s.fxRng);
    m_restPos = rest.positions;
    m_restAngle = rest.angles;
    m_roll = std::make_unique<RollAnimation>(thrown, std::move(rest), m_layout.diceArea, cupMouth(),
                                             m_layout.dieSize, m_s.fxRng);
    if (instant) {
        m_roll->finish();
        finishRoll();
    } else {
        m_s.sound("shake");
    }
}

void TableScene::finishRoll() {
    m_roll.reset();
    m_ghosts.clear();
}

void TableScene::markScoring(const std::vector<core::Face>& kept, bool toTray) {
    std::vector<core::Face> want = kept;
    // Prefer the dice the player selected, then any die of the face.
    for (int pass = 0; pass < 2; ++pass) {
        for (std::size_t i = 0; i < m_dice.size(); ++i) {
            auto& d = m_dice[i];
            const bool selected = i < m_selected.size() && m_selected[i];
            if (d.scoring || d.toTray || (pass == 0 && !selected)) {
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

// ---- layout ----------------------------------------------------------------------------

void TableScene::layout(int width, int height) {
    if (width != m_layout.width || height != m_layout.height) {
        m_layout = TableLayout::compute(width, height, m_game.rules().diceCount);
        m_background.reset();
        if (!m_roll && restingOverlap(m_restPos, m_layout.diceArea, m_layout.dieSize)) {
            RestPlacement rest = placeDice(static_cast<int>(m_restPos.size()), m_layout.diceArea,
                                           m_layout.dieSize, m_s.fxRng);
            m_restPos = rest.positions;
            m_restAngle = rest.angles;
        }
        m_fx.clear(); // effects are placed in pixels: drop them rather than misplace them
    }
    if (!m_background) {
        buildBackground();
        warmSprites();
    }
    rebuildButtons();
}

void TableScene::warmSprites() {
    // Every turned copy a throw can ask for, made now rather than mid-tumble (the software
    // renderer would otherwise turn sprites during the busiest frames).
    const Painter& p = m_s.painter;
    const double ds = m_layout.dieSize;
    const double shadow = ds * 1.25;
    for (int a = 0; a < 360; a += 10) {
        for (int k = 0; k < 8; ++k) {
            p.sprite("tumble_" + std::to_string(k), -1000, -1000, ds, ds, a);
        }
        p.sprite("shadow", -1000, -1000, shadow, shadow, a);
    }
    const auto& rules = m_game.rules();
    for (int a = -18; a <= 18; a += 2) { // resting tilts and the landing twist
        for (int f = 1; f <= std::min(rules.faceCount, 6); ++f) {
            p.sprite(faceSprite(rules, f), -1000, -1000, ds, ds, a);
        }
        p.sprite("glow", -1000, -1000, ds * 1.3, ds * 1.3, a);
    }
    const SDL_Point native = p.assets().size("cup");
    const double ch = m_layout.cupH;
    const double cw = ch * native.x / std::max(1, native.y);
    for (int a = -106; a <= 16; a += 2) {
        p.sprite("cup", -1000, -1000, cw, ch, a);
    }
}

void TableScene::rebuildButtons() {
    const auto& L = m_layout;
    m_bar.clear();
    std::vector<Button> list;
    if (humanToAct()) {
        const auto legal = m_game.legalActions();
        switch (m_game.phase()) {
        case core::Phase::AdoptOffer:
            list.push_back({"adopt",
                            "Adopt " + std::to_string(m_game.adoptablePoints()) + " (" +
                                dice(m_game.adoptableDice()) + ")",
                            "A"});
            list.push_back({"decline", "Decline", "D"});
            break;
        case core::Phase::ChooseKeep:
            list.push_back({"keep_roll", "Keep & roll", "Space"});
            list.back().enabled = m_selectionValid;
            list.push_back({"keep_bank", "Keep & bank", "B"});
            list.back().enabled = m_selectionCanBank;
            list.push_back({"best", "Best", "S"});
            break;
        case core::Phase::AwaitRoll:
        case core::Phase::AwaitDecision: {
            const int n = m_game.diceToThrow();
            list.push_back({"roll", "Roll " + dice(n), "Space"});
            list.back().enabled = hasAction(legal, core::ActionType::Roll);
            if (m_game.phase() == core::Phase::AwaitDecision) {
                list.push_back({"bank", "Bank " + std::to_string(m_game.turnTotal()), "B"});
                list.back().enabled = hasAction(legal, core::ActionType::Bank);
            }
            break;
        }
        default:
            break;
        }
    }
    const int gap = L.bar.h / 5;
    const int n = static_cast<int>(list.size());
    if (n > 0) {
        const int w = std::min(L.bar.h * 5, (L.bar.w - gap * (n - 1)) / n);
        int x = L.bar.x + (L.bar.w - (w * n + gap * (n - 1))) / 2;
        for (auto& b : list) {
            b.rect = {x, L.bar.y, w, L.bar.h};
            x += w + gap;
            m_bar.add(b);
        }
    }
    // Menu, graph and rules sit at the foot of the scoreboard.
    m_side.clear();
    const int bh = std::max(34, L.type.body * 2);
    const int bw = (L.board.w - 4 * gap) / 3;
    const int by = L.board.y + L.board.h - bh - gap;
    m_side.add({"graph", "Graph", "G", {L.board.x + gap, by, bw, bh}});
    m_side.add({"help", "Rules", "H", {L.board.x + 2 * gap + bw, by, bw, bh}});
    m_side.add({"menu", "Menu", "Esc", {L.board.x + 3 * gap + 2 * bw, by, bw, bh}});
    m_side.setShowFocus(false);
}

std::vector<Button> TableScene::buttons() const {
    std::vector<Button> out = m_bar.buttons();
    for (const auto& b : m_side.buttons()) {
        out.push_back(b);
    }
    if (!m_roll) {
        for (int i = 0; i < static_cast<int>(m_dice.size()); ++i) {
            if (!m_dice[static_cast<std::size_t>(i)].toTray) {
                out.push_back({"die" + std::to_string(i + 1), "", "", dieRect(i)});
            }
        }
    }
    return out;
}

Vec2 TableScene::dieCentre(int index) const {
    const auto i = static_cast<std::size_t>(index);
    if (i >= m_restPos.size()) {
        return {0, 0};
    }
    return m_layout.toPixels(m_restPos[i]);
}

SDL_Rect TableScene::dieRect(int index) const {
    const Vec2 c = dieCentre(index);
    const int s = static_cast<int>(m_layout.dieSize);
    return {static_cast<int>(c.x) - s / 2, static_cast<int>(c.y) - s / 2, s, s};
}

Vec2 TableScene::cupMouth() const {
    const auto& L = m_layout;
    // The upright cup's mouth after tipping by -105 degrees about its centre.
    const double a = -105.0 * 3.14159265358979323846 / 180.0;
    const double hx = 0.0;
    const double hy = -L.cupH * 0.5;
    return {L.cupCentre.x - 0.12 * L.cupH + hx * std::cos(a) - hy * std::sin(a),
            L.cupCentre.y - 0.18 * L.cupH + hx * std::sin(a) + hy * std::cos(a)};
}

SDL_Rect TableScene::boardRow(int player) const {
    const auto& L = m_layout;
    const int n = std::max(1, m_game.playerCount());
    const int top = L.board.y + L.type.heading * 2 + L.type.small * 2;
    const int rowH = std::min(static_cast<int>(L.type.body * 2.8), (L.board.h * 52 / 100) / n);
    const int pad = L.board.w / 24;
    return {L.board.x + pad, top + player * rowH, L.board.w - 2 * pad, rowH - 4};
}

} // namespace greed::app

namespace greed::app {
std::unique_ptr<Scene> makeTableScene(Services& s, const MatchConfig& config) {
    return std::make_unique<TableScene>(s, config);
}
} // namespace greed::app

// TableHints: bust odds at once, win chances from a cached or background-solved solution.
#include "app/table/table_hints.hpp"

#include "ai/background_solve.hpp"
#include "ai/factory.hpp"
#include "app/services.hpp"
#include "i18n/numbers.hpp"
#include "i18n/translate.hpp"

#include <cmath>
#include <cstdint>

namespace greed::app {

namespace {
// Any rule set the solver supports is solved in the background on first use (farkle, the
// largest preset, takes about a minute of one core; memory is bounded by the solver).
constexpr std::uint64_t kBackgroundSolveStates = UINT64_MAX;

bool professorSeated(const core::Game& game) {
    for (const auto& p : game.players()) {
        if (!p.left && p.info.kind == core::PlayerKind::Computer &&
            ai::playsSolution(p.info.personality)) {
            return true;
        }
    }
    return false;
}
} // namespace

TableHints::~TableHints() = default;

void TableHints::startSolve(const core::Game& game) {
    if (!m_solving && m_s.solveInBackground && game.activePlayerCount() >= 2) {
        m_solving =
            ai::BackgroundSolve::start(game.rules(), kBackgroundSolveStates, game.playerCount());
    }
}

void TableHints::update(const core::Game& game, bool personToAct) {
    // A Professor gets its play on first use: the two-player solution (which also values
    // larger tables; at three the exact three-player one too) is solved in the background and
    // taken up at its next turn (ai::OptimalStrategy watches for it).
    if (professorSeated(game)) {
        startSolve(game);
    }
    if (!m_s.settings.hints || !personToAct ||
        (game.phase() != core::Phase::AwaitDecision && game.phase() != core::Phase::AwaitRoll)) {
        m_hint.reset();
        m_hintKey.clear();
        return;
    }
    collectSolution(game);
    const std::string key =
        std::to_string(game.currentPlayer()) + "/" + std::to_string(game.rollsThisTurn()) + "/" +
        std::to_string(game.turnTotal()) + "/" + std::to_string(static_cast<int>(game.phase()));
    if (key == m_hintKey) {
        return;
    }
    m_hintKey = key;
    try {
        if (!m_advisor) {
            // Cached solutions only: a hint must never stall the table.
            m_advisor = std::make_unique<ai::HintAdvisor>(game.rules(), 0);
        }
        m_hint = m_advisor->advise(game);
        // Win chances that are missing, or only estimated where an exact three-player
        // solution could be had: solved in the background.
        if (!m_advisor->hasWinChances() || m_advisor->wantsThreeSolution(game)) {
            startSolve(game);
        }
    } catch (const std::exception&) {
        m_hint.reset();
    }
}

std::string TableHints::studyNote(const core::Game& game) const {
    if (!m_solving || m_solving->done() || !professorSeated(game)) {
        return {};
    }
    const int percent = static_cast<int>(std::lround(100.0 * m_solving->fraction()));
    const std::string done = i18n::formatNumber(percent);
    if (m_solving->sweep() > 1) { // penalty rules need several passes
        // TRANSLATORS: the Professor (a computer player) works out its play: {0} per cent done,
        // in pass {1}.
        return i18n::trf("Professor studying {0} %, pass {1}", done, m_solving->sweep());
    }
    // TRANSLATORS: the Professor (a computer player) works out its play: {0} per cent done.
    return i18n::trf("Professor studying {0} %", done);
}

void TableHints::collectSolution(const core::Game& game) {
    if (!m_solving || m_solveCollected || !m_solving->done()) {
        return;
    }
    m_solveCollected = true; // and m_solving stays set: one solve per table
    if (auto solution = m_solving->result()) {
        try {
            m_advisor = std::make_unique<ai::HintAdvisor>(game.rules(), std::move(solution));
            m_hintKey.clear(); // recompute the hint with win chances
        } catch (const std::exception&) {
            // No solution: the hints keep to the bust chance.
        }
    }
}

} // namespace greed::app

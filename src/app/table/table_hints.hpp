// TableHints: the hints a person at the table sees (the bust chance at once, win chances from
// a cached solution or one solved in the background on first use), and the Professor's
// "studying" note while its solution is being computed.
#pragma once

#include "ai/hints.hpp"
#include "core/game.hpp"

#include <memory>
#include <optional>
#include <string>

namespace greed::ai {
class BackgroundSolve;
}

namespace greed::app {

struct Services;

class TableHints {
public:
    explicit TableHints(Services& services) : m_s(services) {}
    ~TableHints();
    TableHints(const TableHints&) = delete;
    TableHints& operator=(const TableHints&) = delete;

    // Every frame the show is idle: starts the background solve a seated Professor or the
    // hints need, takes up its result, and works out the hint when a person here is to decide
    // (`personToAct`) with the hints on.
    void update(const core::Game& game, bool personToAct);
    const std::optional<ai::Hint>& hint() const { return m_hint; }
    // "Professor studying 42 %" while a seated Professor's solution is being computed.
    std::string studyNote(const core::Game& game) const;

private:
    void startSolve(const core::Game& game);
    void collectSolution(const core::Game& game);

    Services& m_s;
    std::unique_ptr<ai::HintAdvisor> m_advisor;
    std::shared_ptr<ai::BackgroundSolve> m_solving; // one solve per table
    bool m_solveCollected = false;
    std::optional<ai::Hint> m_hint;
    std::string m_hintKey; // the position the hint is for
};

} // namespace greed::app

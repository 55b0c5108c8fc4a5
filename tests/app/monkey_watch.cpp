// The monkey test's checks: the app's invariants, the no-change watch, the screens seen.
#include "monkey_watch.hpp"

#include "core/save.hpp"
#include "session/match_session.hpp"

#include <catch2/catch.hpp>

#include <numeric>

namespace greed::app::test {

TableScene* tableIn(App& app) {
    for (std::size_t i = app.scenes().size(); i-- > 0;) {
        if (auto* table = dynamic_cast<TableScene*>(&app.scenes().at(i))) {
            return table;
        }
    }
    return nullptr;
}

void checkGame(const TableScene& table) {
    const core::Game& game = table.game();
    for (const auto& p : game.players()) {
        INFO(p.info.name);
        const int fromTurns =
            std::accumulate(p.history.begin(), p.history.end(), 0,
                            [](int sum, const core::TurnRecord& t) { return sum + t.delta; });
        CHECK(p.score == fromTurns);
        if (!p.history.empty()) {
            CHECK(p.score == p.history.back().scoreAfter);
        }
    }
    const std::string saved = core::saveGameText(game);
    CHECK(core::saveGameText(core::loadGameText(saved, "monkey")) == saved);
    if (game.phase() != core::Phase::GameOver) {
        CHECK_FALSE(game.legalActions().empty());
    }
    // Every move the table shows applies again, in order, to the same game: the log holds no
    // move the rules refuse and nothing reached the game outside it.
    const auto replayed = session::MatchSession::fromRecord(table.shownRecord());
    CHECK(core::saveGameText(replayed->game()) == saved);
    CHECK(table.refusedActions() == 0);
}

bool checkShownSettles(Harness& h, TableScene& table, int limit) {
    auto settled = [&table] {
        const core::Game& game = table.game();
        const TableShow& show = table.show();
        if (table.animating() || show.turnTotal() != game.turnTotal()) {
            return false;
        }
        if (game.phase() != core::Phase::GameOver && show.shownPlayer() != game.currentPlayer()) {
            return false;
        }
        for (int p = 0; p < game.playerCount(); ++p) {
            if (show.score(p) != game.players()[static_cast<std::size_t>(p)].score) {
                return false;
            }
        }
        return true;
    };
    for (int frame = 0; frame < limit; ++frame) {
        if (&h.app().top() != &table) {
            return true; // the table handed over to the results: nothing left to show
        }
        if (settled()) {
            return true;
        }
        h.frames(1);
    }
    return settled();
}

std::string fingerprint(App& app) {
    std::string f;
    for (std::size_t i = 0; i < app.scenes().size(); ++i) {
        f += app.scenes().at(i).name();
        f += '/';
    }
    for (const auto& b : app.top().buttons()) {
        f += b.id + ':' + std::to_string(b.rect.x) + ',' + std::to_string(b.rect.y) + ',' +
             std::to_string(b.rect.w) + ',' + std::to_string(b.enabled) + ',' + b.value + ',' +
             std::to_string(b.index) + ';';
    }
    const Settings& s = app.services().settings;
    f += '|' + std::to_string(s.speedIndex) + std::to_string(s.paceIndex) +
         std::to_string(s.volumeIndex) + std::to_string(s.hints) +
         std::to_string(s.language ? static_cast<int>(*s.language) : -1);
    f += '|' + std::to_string(app.renderer().width()) + 'x' +
         std::to_string(app.renderer().height());
    if (const TableScene* table = tableIn(app)) {
        f += '|' + std::to_string(table->shownRecord().moves.size()) + ':';
        for (int i : table->selectedIndices()) {
            f += std::to_string(i) + ',';
        }
        f += table->message();
    }
    return f;
}

void MonkeyWatch::afterInput(App& app) {
    ++m_screens[app.top().name()];
    std::string now = fingerprint(app);
    m_still = now == m_last ? m_still + 1 : 0;
    m_longest = std::max(m_longest, m_still);
    m_last = std::move(now);
}

} // namespace greed::app::test

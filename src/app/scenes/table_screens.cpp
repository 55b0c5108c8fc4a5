// The screens a table leads to (TableExits), opened from the scene list, and the Table screen's
// factory, which hands them to the table: the table itself knows no other screen.
#include "app/scenes/scenes.hpp"
#include "app/services.hpp"
#include "app/table/table_exits.hpp"
#include "app/table/table_scene.hpp"

#include <utility>

namespace greed::app {

namespace {

class ScreensFromTable final : public TableExits {
public:
    explicit ScreensFromTable(Services& services) : m_s(services) {}

    void pause(session::MatchSession* match) override {
        m_s.scenes.push(makePauseScene(m_s, match));
    }
    void graph(const core::Game& game) override { m_s.scenes.push(makeGraphScene(m_s, game)); }
    void help(const core::Rules& rules) override { m_s.scenes.push(makeHelpScene(m_s, rules)); }
    void results(const core::Game& game,
                 std::shared_ptr<const session::MatchRecord> record) override {
        m_s.scenes.replace(makeResultsScene(m_s, game, ResultsView::Finished, std::move(record)));
    }
    void replay(std::shared_ptr<const session::MatchRecord> record, std::size_t fromMove,
                double speed, bool paused) override {
        m_s.scenes.replace(makeReplayScene(m_s, std::move(record), fromMove, speed, paused));
    }

private:
    Services& m_s;
};

} // namespace

std::unique_ptr<TableExits> tableExits(Services& s) {
    return std::make_unique<ScreensFromTable>(s);
}

std::unique_ptr<Scene> makeTableScene(Services& s, std::unique_ptr<TableSource> source) {
    return std::make_unique<TableScene>(s, std::move(source), tableExits(s));
}

} // namespace greed::app

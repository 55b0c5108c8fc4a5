// The table knows no other screen: the pause menu, the graph, the rules, a replay's other turns
// and the results are opened through the TableExits it is given, and through nothing else; and a
// table is refused, with a clear error, without its exits or without a match to show.
#include "app_harness.hpp"

#include "app/services.hpp"
#include "app/table/table_exits.hpp"
#include "app/table/table_scene.hpp"
#include "app/table/table_source.hpp"
#include "session/match_session.hpp"

#include <catch2/catch.hpp>

#include <memory>
#include <string>
#include <utility>
#include <vector>

using namespace greed::app;
using greed::app::test::Harness;
namespace core = greed::core;
namespace session = greed::session;

namespace {

// What the table asked of its exits, in order.
struct Exit {
    std::string to;
    const session::MatchSession* match = nullptr;
    bool gameOver = false;
    std::shared_ptr<const session::MatchRecord> record;
    std::size_t fromMove = 0;
    double speed = 0;
    bool paused = false;
};

// Exits that open nothing: they only write down where the table wanted to go.
class WrittenExits final : public TableExits {
public:
    explicit WrittenExits(std::vector<Exit>& out) : m_out(out) {}
    void pause(session::MatchSession* match) override { write("pause").match = match; }
    void graph(const core::Game& game) override {
        write("graph").gameOver = game.phase() == core::Phase::GameOver;
    }
    void help(const core::Rules& rules) override {
        (void)rules;
        write("help");
    }
    void results(const core::Game& game,
                 std::shared_ptr<const session::MatchRecord> record) override {
        Exit& e = write("results");
        e.gameOver = game.phase() == core::Phase::GameOver;
        e.record = std::move(record);
    }
    void replay(std::shared_ptr<const session::MatchRecord> record, std::size_t fromMove,
                double speed, bool paused) override {
        Exit& e = write("replay");
        e.record = std::move(record);
        e.fromMove = fromMove;
        e.speed = speed;
        e.paused = paused;
    }

private:
    Exit& write(std::string to) {
        m_out.emplace_back();
        m_out.back().to = std::move(to);
        return m_out.back();
    }
    std::vector<Exit>& m_out;
};

// A whole match of two computer players, as recorded.
std::shared_ptr<const session::MatchRecord> finishedMatch() {
    session::MatchSession match(test::testOptions("greed", "Ann:steady,Bob:bold").match);
    for (int guard = 0; !match.over() && guard < 100000; ++guard) {
        match.step();
    }
    REQUIRE(match.over());
    auto record = std::make_shared<session::MatchRecord>();
    record->setup = match.setup();
    record->moves = match.moves();
    return record;
}

// Puts a table over `source` with written exits in the harness's top scene's place.
TableScene& openTable(Harness& h, std::unique_ptr<TableSource> source, std::vector<Exit>& exits) {
    Services& s = h.app().services();
    auto table =
        std::make_unique<TableScene>(s, std::move(source), std::make_unique<WrittenExits>(exits));
    TableScene& out = *table;
    s.scenes.reset(std::move(table));
    h.frames(1);
    REQUIRE(&h.app().top() == &out);
    return out;
}

} // namespace

TEST_CASE("the table opens the pause menu, the graph and the rules only through its exits",
          "[table][exits]") {
    const Options o = test::testOptions("greed", "Ann,Bot:steady");
    Harness h(o);
    std::vector<Exit> exits;
    Services& s = h.app().services();
    TableScene& table =
        openTable(h, playedHere(s, std::make_unique<session::MatchSession>(o.match)), exits);

    h.key(SDLK_ESCAPE);
    h.key(SDLK_g);
    h.key(SDLK_h);
    REQUIRE(exits.size() == 3);
    CHECK(exits[0].to == "pause");
    CHECK(exits[0].match == table.playedMatch()); // who may join or leave: this table's match
    CHECK(exits[0].match != nullptr);
    CHECK(exits[1].to == "graph");
    CHECK(exits[2].to == "help");
    // The table put nothing on the stack itself.
    CHECK(s.scenes.size() == 1);
    CHECK(&h.app().top() == &table);
}

TEST_CASE("a replay's turns, its exit and its end lead on through the table's exits",
          "[table][exits][replay]") {
    const auto record = finishedMatch();
    REQUIRE(record->moves.size() > 20);
    Harness h(test::testOptions("greed"));
    Services& s = h.app().services();

    SECTION("a turn on, a turn back and the exit") {
        std::vector<Exit> exits;
        const std::size_t from = record->moves.size() / 2;
        openTable(h, replayedHere(s, record, from, 1.5, true), exits);
        h.key(SDLK_RIGHT);
        h.key(SDLK_LEFT);
        h.key(SDLK_ESCAPE);
        REQUIRE(exits.size() == 3);
        CHECK(exits[0].to == "replay");
        CHECK(exits[0].record == record);
        CHECK(exits[0].fromMove > from); // the next turn's start
        CHECK(exits[0].speed == 1.5);    // as it was watched
        CHECK(exits[0].paused);
        CHECK(exits[1].to == "replay");
        CHECK(exits[1].fromMove < from);
        CHECK(exits[2].to == "results"); // the whole game's, from which it can be watched again
        CHECK(exits[2].gameOver);
        CHECK(exits[2].record == record);
        CHECK(s.scenes.size() == 1);
    }
    SECTION("played to its end") {
        std::vector<Exit> exits;
        TableScene& table =
            openTable(h, replayedHere(s, record, record->moves.size() - 2, 4.0, false), exits);
        for (int frame = 0; frame < 3000 && exits.empty(); ++frame) {
            h.frames(1);
        }
        REQUIRE(exits.size() == 1);
        CHECK(exits[0].to == "results");
        CHECK(exits[0].gameOver);
        CHECK(exits[0].record == record);
        CHECK(&h.app().top() == &table); // still the table: the results are the exits' to open
    }
}

TEST_CASE("a table opened without its match or its exits is refused with a clear error",
          "[table][exits]") {
    const Options o = test::testOptions("greed", "Ann,Bot:steady");
    Harness h(o);
    Services& s = h.app().services();
    std::vector<Exit> exits;
    CHECK_THROWS_WITH(
        TableScene(s, playedHere(s, std::make_unique<session::MatchSession>(o.match)), nullptr),
        Catch::Contains("without the screens it leads to"));
    CHECK_THROWS_WITH(TableScene(s, nullptr, std::make_unique<WrittenExits>(exits)),
                      Catch::Contains("without a match"));
}

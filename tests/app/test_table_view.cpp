// The table is a view of the match: what it shows once its beats have played (dice on the felt,
// dice in the tray, whose turn, the recent log) is what the match's state and move log say, so
// a table handed a match mid-way (Continue, a replay seek, a late network joiner) shows the same
// table as one that watched every move.
#include "app_harness.hpp"
#include "play_keys.hpp"

#include "app/scenes/scenes.hpp"
#include "app/table/table_log.hpp"
#include "app/table/table_pace.hpp"
#include "app/table/table_scene.hpp"
#include "app/table/table_state.hpp"
#include "session/match_file.hpp"
#include "session/match_session.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

using namespace greed::app;
using greed::app::test::Harness;
using greed::app::test::playStep;
namespace core = greed::core;
namespace session = greed::session;

namespace {

void quick(App& app) {
    app.services().settings.speedIndex = static_cast<int>(Settings::kSpeeds.size()) - 1;
    app.services().settings.paceIndex = static_cast<int>(Settings::kPaces.size()) - 1;
}

TableScene* tableOf(Harness& h) {
    return dynamic_cast<TableScene*>(&h.app().top());
}

// What a player sees on the table: faces resting on the felt and faces in the tray (sorted),
// whose turn it is, the turn total once counted, and the log.
struct Seen {
    std::vector<core::Face> felt;
    std::vector<core::Face> tray;
    int player = 0;
    std::vector<std::string> log;
    bool operator==(const Seen& o) const {
        return felt == o.felt && tray == o.tray && player == o.player && log == o.log;
    }
};

std::string text(const std::vector<core::Face>& faces) {
    std::string out;
    for (auto f : faces) {
        out += std::to_string(static_cast<int>(f)) + " ";
    }
    return out;
}

std::ostream& operator<<(std::ostream& out, const Seen& s) {
    out << "felt [" << text(s.felt) << "] tray [" << text(s.tray) << "] player " << s.player
        << " log:";
    for (const auto& line : s.log) {
        out << "\n  " << line;
    }
    return out;
}

Seen seenOn(const TableShow& show) {
    Seen s;
    s.felt = show.restingFaces();
    std::sort(s.felt.begin(), s.felt.end());
    s.tray = show.tray();
    for (const auto& d : show.dice()) {
        if (d.toTray && !d.backInCup) {
            s.tray.push_back(d.face);
        }
    }
    std::sort(s.tray.begin(), s.tray.end());
    s.player = show.shownPlayer();
    s.log = show.log();
    return s;
}

// The same from the match alone: its state and its move log.
Seen seenIn(const core::Game& game, const session::MatchRecord& record) {
    const TableState state = tableStateOf(game);
    Seen s;
    s.felt = feltFaces(state);
    s.tray = trayFaces(state);
    s.player = state.player;
    s.log = recentLog(record.setup, record.moves, record.moves.size());
    return s;
}

// A whole match of computer players, played headless: its set-up and moves.
session::MatchRecord computerMatch(const std::string& rules, std::uint64_t seed) {
    Options o = test::testOptions(rules, "Ann:steady,Bob:reckless,Cy:bold");
    o.match.seed = seed;
    session::MatchSession match(o.match);
    for (int guard = 0; !match.over() && guard < 200000; ++guard) {
        match.step(); // every computer player answers at once
    }
    REQUIRE(match.over());
    session::MatchRecord record;
    record.setup = match.setup();
    record.moves = match.moves();
    return record;
}

} // namespace

TEST_CASE("the table, once its beats have played, shows what the match's state says",
          "[table][view]") {
    for (const std::string rules : {"greed", "farkle", "zehntausend", "cubilete", "spec1989"}) {
        INFO("rules " << rules);
        Options o = test::testOptions(rules, "Ann,Bot:steady,Cy:reckless");
        o.width = 800; // what is compared is the table's model: a small window draws faster
        o.height = 600;
        Harness h(o);
        quick(h.app());
        REQUIRE(h.scene() == "table");
        int compared = 0;
        int withTray = 0;
        for (int guard = 0; guard < 20000 && h.scene() == "table" && compared < 150; ++guard) {
            TableScene* table = tableOf(h);
            REQUIRE(table != nullptr);
            if (!table->animating()) {
                const Seen shown = seenOn(table->show());
                const Seen computed = seenIn(table->game(), table->shownRecord());
                INFO("move " << table->shownRecord().moves.size());
                REQUIRE(shown == computed);
                ++compared;
                withTray += shown.tray.empty() ? 0 : 1;
            }
            playStep(h);
        }
        CHECK(compared >= 60);
        if (rules != "cubilete") { // its dice are thrown again whole: no tray
            CHECK(withTray > 0);
        }
    }
}

TEST_CASE("a replay sought to any move shows the table a replay played to that move shows",
          "[table][view][replay]") {
    for (const std::string rules : {"greed", "farkle"}) {
        INFO("rules " << rules);
        const auto record = std::make_shared<const session::MatchRecord>(computerMatch(rules, 7));
        REQUIRE(record->moves.size() > 40);
        Options o = test::testOptions(rules);
        o.width = 800;
        o.height = 600;
        Harness h(o);
        quick(h.app());
        // Watched from the first move, the replay stops at each move in turn and is compared
        // with a replay opened at that move.
        h.app().services().scenes.replace(makeReplayScene(h.app().services(), record, 0, 4.0));
        h.frames(1);
        int compared = 0;
        std::size_t last = 0;
        for (int guard = 0; guard < 200000 && h.scene() == "table" && compared < 16; ++guard) {
            TableScene* watched = tableOf(h);
            REQUIRE(watched != nullptr);
            const std::size_t at = watched->shownRecord().moves.size();
            if (at != last && at % 5 == 0 && at < record->moves.size()) {
                watched->skipAnimation();
                const Seen played = seenOn(watched->show());
                auto sought = makeReplayScene(h.app().services(), record, at, 1.0, true);
                auto* table = dynamic_cast<TableScene*>(sought.get());
                REQUIRE(table != nullptr);
                table->layout(800, 600);
                INFO("move " << at);
                CHECK(seenOn(table->show()) == played);
                CHECK_FALSE(table->animating());
                CHECK(table->show().turnTotal() == watched->game().turnTotal());
                ++compared;
            }
            last = at;
            h.frames(1);
        }
        CHECK(compared >= 8);
    }
}

TEST_CASE("Continue after the game was closed mid-turn shows the same tray, dice and log",
          "[table][view][flow]") {
    struct Case {
        std::string rules;
        core::Phase phase; // where the person stops, with dice in the tray and on the felt
    };
    for (const Case& c :
         {Case{"greed", core::Phase::AwaitDecision}, Case{"farkle", core::Phase::ChooseKeep}}) {
        INFO("rules " << c.rules);
        test::TempDataDir data("view-continue-" + c.rules);
        Seen before;
        int total = 0;
        {
            Options o = test::testOptions(c.rules, "Ann,Bot:steady");
            o.forceSave = true;
            Harness h(o);
            quick(h.app());
            REQUIRE(h.scene() == "table");
            TableScene* table = tableOf(h);
            auto stopHere = [&] {
                const core::Game& g = table->game();
                return table->humanToAct() && g.currentPlayer() == 0 && g.phase() == c.phase &&
                       !g.setAside().empty() && !table->restingFaces().empty();
            };
            for (int guard = 0; !stopHere() && guard < 20000 && h.scene() == "table"; ++guard) {
                playStep(h);
            }
            REQUIRE(stopHere());
            before = seenOn(table->show());
            total = table->game().turnTotal();
            REQUIRE_FALSE(before.tray.empty());
            REQUIRE_FALSE(before.felt.empty());
        } // the App ends mid-turn, as when the window is closed or the game killed

        Options o = test::testOptions(c.rules);
        o.forceSave = true;
        Harness h(o);
        REQUIRE(h.scene() == "title");
        h.key(SDLK_c);
        REQUIRE(h.scene() == "table");
        TableScene* table = tableOf(h);
        REQUIRE(table != nullptr);
        CHECK_FALSE(table->animating());
        CHECK(seenOn(table->show()) == before);
        CHECK(table->show().turnTotal() == total);
        // The dice on the felt can be picked and the tray is drawn: the table goes on.
        CHECK(table->humanToAct());
    }
}

TEST_CASE("a replay's pace waits while paused and spaces its moves by its speed", "[table]") {
    ReplayPace pace;
    CHECK(pace.due(0.01)); // the first move comes at once
    pace.played();
    pace.paused = true;
    for (int i = 0; i < 100; ++i) {
        CHECK_FALSE(pace.due(0.5));
    }
    pace.paused = false;
    CHECK_FALSE(pace.due(TablePace::kReplayGap / 2));
    CHECK(pace.due(TablePace::kReplayGap / 2)); // a full gap later
    pace.played();
    pace.speed = 4.0;
    CHECK(pace.due(TablePace::kReplayGap / 4)); // four times as fast
}

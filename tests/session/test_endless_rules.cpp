// Rule sets that never end (issue 38): a match ends at the roll limit, its file stays readable,
// and the writer never writes a match file larger than the reader takes.
#include "session_helpers.hpp"

#include "core/small_file.hpp"
#include "session/move.hpp"
#include "session/tournament.hpp"

#include <nlohmann/json.hpp>

using namespace greed;
using namespace greed::session;
using namespace greed::session::test;

namespace {

// The table of the report: 3 dice, bank at least 700, two busts in a row lose 500. Valid and
// accepted by the House rules screen; before the roll limit it played 303,622 moves into a
// 27.7 MB file that `match show` refused.
core::Rules streakTable() {
    core::Rules rules = core::loadPreset("greed");
    rules.diceCount = 3;
    rules.bankMinimum = 700;
    rules.bustStreak = {2, 500};
    core::validateRules(rules, "streak");
    return rules;
}

} // namespace

TEST_CASE("endless rules: a recorded match of the streak table ends and replays",
          "[session][endless][slow]") {
    const auto dir = tempFolder("endless");
    const auto path = dir / "m.greed";
    MatchConfig setup;
    setup.rulesSource = "streak.json";
    setup.rules = streakTable();
    setup.seats = parsePlayersSpec("A:steady,B:bold", setup.rules);
    setup.seed = 5;
    MatchSession session(setup);
    session.record(
        std::make_unique<MatchWriter>(MatchWriter::create(path, setup, "2026-11-28 12:00")));
    playOn(session, SIZE_MAX);
    REQUIRE(session.over());
    CHECK(session.game().rollsPlayed() <= core::kRollLimit);
    CHECK(session.writeError().empty());
    CHECK(std::filesystem::file_size(path) < core::fileCap(core::FileKind::Match));
    const MatchRecord record = readMatchFile(path);
    CHECK(record.moves.size() == session.moves().size());
    CHECK(MatchSession::fromRecord(record)->game() == session.game());
    std::filesystem::remove_all(dir);
}

TEST_CASE("endless rules: tournaments of a never-ending table finish every game",
          "[session][endless]") {
    TournamentConfig config;
    config.rules = streakTable();
    config.players = {"steady", "bold"};
    config.games = 2;
    const TournamentResult result = runTournament(config);
    CHECK(result.unfinished == 0);
    CHECK(result.games == 2);
}

TEST_CASE("endless rules: a match file is never written past what can be read back",
          "[session][file][endless]") {
    const auto dir = tempFolder("capped");
    const auto path = dir / "m.greed";
    const auto setup = setupOf("greed", "A:steady,B:steady", 3);
    MatchWriter writer = MatchWriter::create(path, setup, "2026-11-28 12:00");
    // Moves as long as a line can be, as many as fit under the cap with the header.
    Move roll = Move::act(0, core::Action::roll({1, 2, 3, 4, 5}));
    roll.diceRng = std::string(64, 'a');
    roll.aiRng = std::string(64, 'b');
    const std::size_t line = moveToJson(roll).dump().size() + 1;
    const std::size_t header = std::filesystem::file_size(path);
    const std::size_t cap = core::fileCap(core::FileKind::Match);
    std::vector<Move> moves((cap - header) / line, roll);
    writer.rewrite(moves);
    CHECK(std::filesystem::file_size(path) <= cap);
    // One more line, appended or in a whole rewrite, would pass the cap: refused, file kept.
    try {
        writer.append(roll);
        FAIL("a line past the cap was written");
    } catch (const MatchWriteError& error) {
        CHECK(std::string(error.what()).find("16 MiB") != std::string::npos);
        CHECK_FALSE(error.diskFull());
    }
    moves.push_back(roll);
    CHECK_THROWS_AS(writer.rewrite(moves), MatchWriteError);
    writer.close();
    CHECK(readMatchFile(path).moves.size() == moves.size() - 1);
    std::filesystem::remove_all(dir);
}

TEST_CASE("endless rules: a match recorded past the roll limit reads up to the limit",
          "[session][endless]") {
    MatchConfig setup;
    setup.rulesSource = "streak.json";
    setup.rules = streakTable();
    setup.seats = parsePlayersSpec("A:steady,B:bold", setup.rules);
    setup.seed = 9;
    MatchSession session(setup);
    playOn(session, SIZE_MAX);
    REQUIRE(session.game().endedByRollLimit());
    // As an older game wrote it: play went on after the limit.
    MatchRecord record;
    record.setup = setup;
    record.moves = session.moves();
    const int next = (session.game().currentPlayer() + 1) % 2;
    record.moves.push_back(Move::act(next, core::Action::roll({1, 2, 3})));
    record.moves.push_back(Move::act(next, core::Action::bank()));
    const auto replayed = MatchSession::fromRecord(record);
    CHECK(replayed->game() == session.game());
    CHECK(replayed->game().endedByRollLimit());
    // A move that does not apply anywhere else is still a damaged file.
    record.moves = session.moves();
    // (greed keeps dice itself: a keep never applies)
    record.moves.insert(record.moves.begin() + 3, Move::act(0, core::Action::keep({0})));
    CHECK_THROWS_AS(MatchSession::fromRecord(record), MatchFileError);
}

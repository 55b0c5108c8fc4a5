// Lean sessions (tournaments): the same game as a full session, no log, rematches, and a
// strategy's illegal answer counted against its player and replaced by a legal move.
#include "session_helpers.hpp"

#include "session/tournament.hpp"

#include <memory>
#include <stdexcept>

using namespace greed;
using namespace greed::session;
using namespace greed::session::test;

namespace {

// Answers every question with a bank, legal or not (a bank before anything is thrown is not).
class AlwaysBank : public ai::Strategy {
public:
    core::Action decide(const core::Game&, core::Rng&) override { return core::Action::bank(); }
    std::string id() const override { return "always-bank"; }
};

std::unique_ptr<MatchSession> leanOf(const MatchConfig& setup,
                                     std::vector<std::shared_ptr<ai::Strategy>> minds,
                                     std::uint64_t diceSeed, std::uint64_t aiStream) {
    core::Game game = createGame(setup);
    std::vector<std::unique_ptr<Seat>> seats;
    for (auto& mind : minds) {
        seats.push_back(std::make_unique<StrategySeat>(std::move(mind)));
    }
    return MatchSession::lean(std::move(game), std::move(seats), diceSeed, aiStream);
}

std::vector<std::shared_ptr<ai::Strategy>> mindsOf(const MatchConfig& setup) {
    std::vector<std::shared_ptr<ai::Strategy>> minds;
    for (const auto& seat : setup.seats) {
        minds.push_back(makeStrategy(seat.strategy, setup.rules));
    }
    return minds;
}

} // namespace

TEST_CASE("lean session: plays the very game a full session plays, and logs nothing",
          "[session][lean]") {
    for (const char* preset : {"greed", "zehntausend", "farkle", "cubilete"}) {
        INFO(preset);
        const MatchConfig setup = setupOf(preset, "A:steady,B:bold,C:gambler", 11);
        MatchSession full(setup);
        playOn(full);
        REQUIRE(full.over());

        auto lean = leanOf(setup, mindsOf(setup), setup.seed, aiSeed(setup.seed));
        CHECK(lean->isLean());
        CHECK(lean->playOut(100000));
        CHECK(lean->game() == full.game());
        CHECK(lean->game().winners() == full.game().winners());
        CHECK(lean->moves().empty());
        CHECK(lean->refusedActions() == 0);
    }
}

TEST_CASE("lean session: a rematch starts afresh and replays a seed exactly", "[session][lean]") {
    const MatchConfig setup = setupOf("greed", "A:steady,B:reckless", 5);
    auto table = leanOf(setup, mindsOf(setup), 21, 22);
    REQUIRE(table->playOut(100000));
    const core::Game first = table->game();

    table->rematch(33, 34);
    CHECK_FALSE(table->over());
    CHECK(table->game().players()[0].score == 0);
    REQUIRE(table->playOut(100000));
    const core::Game other = table->game();
    CHECK_FALSE(other == first);

    table->rematch(21, 22); // the first game's streams: the first game again
    REQUIRE(table->playOut(100000));
    CHECK(table->game() == first);

    MatchSession full(setup);
    CHECK_THROWS_AS(full.rematch(1, 2), std::logic_error);
}

TEST_CASE("lean session: an illegal answer counts against its player, a legal move follows",
          "[session][lean]") {
    const MatchConfig setup = setupOf("greed", "A:steady,B:steady", 3);
    auto minds = mindsOf(setup);
    minds[1] = std::make_shared<AlwaysBank>();
    auto table = leanOf(setup, minds, 8, 9);
    REQUIRE(table->playOut(100000));
    CHECK(table->refusedActions(0) == 0);
    CHECK(table->refusedActions(1) > 0); // every bank before a throw was refused
    CHECK(table->refusedActions() == table->refusedActions(1));
    // A lean session's seats play: a person's intent has no way in.
    CHECK_FALSE(table->submit(table->game().currentPlayer(), core::Action::roll()));
}

TEST_CASE("tournament: games are played through lean sessions, illegal moves counted",
          "[session][lean]") {
    TournamentConfig config;
    config.rules = core::loadPreset("greed");
    config.players = {"steady", "threshold:200"};
    config.games = 40;
    config.seed = 4;
    const TournamentResult result = runTournament(config);
    CHECK(result.games == 40);
    CHECK(result.players[0].games == 40);
    CHECK(result.players[0].illegal == 0);
    CHECK(result.players[1].illegal == 0);
    CHECK(result.players[0].wins + result.players[1].wins == Approx(40.0));
}

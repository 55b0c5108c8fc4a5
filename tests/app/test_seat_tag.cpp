// The tag a seat's plate shows beside its score (seatTagOf), in the final round above all.
#include "app/table/seat_tag.hpp"

#include "core/rules_io.hpp"

#include <catch2/catch.hpp>

using greed::app::SeatTag;
using greed::app::SeatTagView;
using greed::core::Action;
using greed::core::Game;

namespace {

void apply(Game& game, const Action& action) {
    const auto out = game.apply(action);
    INFO(out.error);
    REQUIRE(out.ok);
}

SeatTagView waiting(bool entered) {
    SeatTagView v;
    v.finalRound = true;
    v.humanToAct = true;
    v.entered = entered;
    return v;
}

} // namespace

TEST_CASE("a player who busts on his last turn shows his turn is played, not 'not in yet'",
          "[hud][seats]") {
    // Before: after Rex busted on his last turn in the final round his plate said "not in yet"
    // again, as before his first points (defect 17 of the second review).
    Game game(greed::core::loadPreset("greed"));
    for (const char* name : {"Ann", "Rex", "Sam"}) {
        REQUIRE(game.addPlayer({name, greed::core::PlayerKind::Human, ""}).ok);
    }
    REQUIRE(game.start(0).ok);
    // Ann: 1200 twice (hot dice) and 1 1 1 5 5: 3500 banked, the final round begins.
    apply(game, Action::roll({1, 1, 1, 1, 1}));
    apply(game, Action::roll({1, 1, 1, 1, 1}));
    apply(game, Action::roll({1, 1, 1, 5, 5}));
    apply(game, Action::bank());
    REQUIRE(game.inFinalRound());
    // Rex busts on his last turn, never having got in.
    apply(game, Action::roll({2, 3, 4, 6, 6}));
    REQUIRE_FALSE(game.finalTurnPending(1));
    REQUIRE(game.currentPlayer() == 2);

    CHECK(seatTagOf(game, 0, waiting(true)) == SeatTag::ReachedTarget);
    CHECK(seatTagOf(game, 1, waiting(false)) == SeatTag::TurnPlayed);
    // While the table still shows his throws (it lags the game), he is on his last turn.
    SeatTagView shown = waiting(false);
    shown.current = true;
    shown.animating = true;
    CHECK(seatTagOf(game, 1, shown) == SeatTag::LastTurn);
    SeatTagView sam = waiting(false);
    sam.current = true;
    CHECK(seatTagOf(game, 2, sam) == SeatTag::LastTurn);
    // Before the final round a player who has not got in says so.
    SeatTagView early = waiting(false);
    early.finalRound = false;
    CHECK(seatTagOf(game, 1, early) == SeatTag::NotInYet);
}

// The score graph: ticks are round numbers and each player's line is drawn in their colour.
#include "app_harness.hpp"

#include "app/ui/palette.hpp"
#include "app/ui/score_graph.hpp"
#include "core/rules_io.hpp"

#include <catch2/catch.hpp>

using namespace greed::app;
using greed::app::test::Harness;

TEST_CASE("nice ticks are round and cover the range", "[graph]") {
    const auto t = niceTicks(-500, 5300, 6);
    CHECK(t.front() <= -500);
    CHECK(t.back() >= 5300);
    const double step = t[1] - t[0];
    CHECK((step == 1000 || step == 500 || step == 2000));
    for (double v : t) {
        CHECK(std::fmod(v, step) == Approx(0.0).margin(1e-9));
    }
}

TEST_CASE("each player's line is drawn in that player's colour", "[graph][pixels]") {
    Harness h;
    greed::core::Game game(greed::core::loadPreset("greed"));
    game.addPlayer({"Ann", greed::core::PlayerKind::Human, ""});
    game.addPlayer({"Bob", greed::core::PlayerKind::Human, ""});
    game.addPlayer({"Cy", greed::core::PlayerKind::Human, ""});
    REQUIRE(game.start(0));
    // Ann: three 1s and a bank (1000); Bob: a bust; Cy: 1 and 5, then three 4s, bank.
    REQUIRE(game.apply(greed::core::Action::roll({1, 1, 1, 2, 3})));
    REQUIRE(game.apply(greed::core::Action::bank()));
    REQUIRE(game.apply(greed::core::Action::roll({2, 3, 4, 6, 2})));
    REQUIRE(game.apply(greed::core::Action::roll({4, 4, 4, 2, 3})));
    REQUIRE(game.apply(greed::core::Action::bank()));
    REQUIRE(game.players()[2].score == 400);

    ScoreGraph graph(game);
    const SDL_Rect area{40, 40, 800, 500};
    auto& s = h.app().services();
    graph.layout(area, s.type(), s.painter);
    s.painter.clear({0, 0, 0, 255});
    graph.render(s.painter, {});
    const auto shot = h.app().renderer().capture();
    for (int p : {0, 2}) {
        // Midway along the first segment, away from the markers.
        const Vec2 a = graph.point(p, -1);
        const Vec2 b = graph.point(p, 0);
        const SDL_Color c =
            h.pixel(*shot, static_cast<int>((a.x + b.x) / 2), static_cast<int>((a.y + b.y) / 2));
        INFO("player " << p << " pixel " << int(c.r) << "," << int(c.g) << "," << int(c.b));
        CHECK(greed::app::test::near(c, playerColor(p), 40));
    }
    // Bob's bust is a hollow marker: its centre shows the panel, its ring his colour.
    const Vec2 m = graph.point(1, 0);
    CHECK_FALSE(greed::app::test::near(h.pixel(*shot, static_cast<int>(m.x), static_cast<int>(m.y)),
                                       playerColor(1), 60));
    CHECK(graph.pick(static_cast<int>(m.x), static_cast<int>(m.y)) == GraphPick{1, 0});
}

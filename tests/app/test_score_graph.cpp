// The score graph: round ticks, lines in seat colours, step lines, labels and key that never
// collide and stay inside the panel.
#include "app_harness.hpp"
#include "results_games.hpp"

#include "app/ui/palette.hpp"
#include "app/ui/score_graph.hpp"
#include "app/ui/turn_words.hpp"
#include "core/rules_io.hpp"

#include <catch2/catch.hpp>

#include <cmath>
#include <set>

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
        // Midway up the step of the first turn, away from the markers.
        const Vec2 a = graph.point(p, -1);
        const Vec2 b = graph.point(p, 0);
        const SDL_Color c =
            h.pixel(*shot, static_cast<int>(b.x), static_cast<int>((a.y + b.y) / 2));
        INFO("player " << p << " pixel " << int(c.r) << "," << int(c.g) << "," << int(c.b));
        CHECK(greed::app::test::near(c, playerColor(p), 40));
    }
    // Bob's bust is a hollow marker: its centre shows the panel, its ring his colour.
    const Vec2 m = graph.point(1, 0);
    CHECK_FALSE(greed::app::test::near(h.pixel(*shot, static_cast<int>(m.x), static_cast<int>(m.y)),
                                       playerColor(1), 60));
    CHECK(graph.pick(static_cast<int>(m.x), static_cast<int>(m.y)) == GraphPick{1, 0});
}

namespace {

// The test window at w x h.
Options sized(int w, int h) {
    auto o = greed::app::test::testOptions();
    o.width = w;
    o.height = h;
    return o;
}

bool overlap(const SDL_Rect& a, const SDL_Rect& b) {
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

bool within(const SDL_Rect& outer, const SDL_Rect& r) {
    return r.x >= outer.x && r.y >= outer.y && r.x + r.w <= outer.x + outer.w &&
           r.y + r.h <= outer.y + outer.h;
}

} // namespace

TEST_CASE("score lines are steps: across, then up or down, never a slope", "[graph]") {
    Harness h;
    auto& s = h.app().services();
    for (int turns : {1, 2, -1}) {
        greed::app::test::GameRecipe recipe{"greed", 4};
        recipe.turns = turns;
        const auto game = greed::app::test::playGame(recipe);
        ScoreGraph graph(game);
        graph.layout({20, 20, 900, 500}, s.type(), s.painter);
        for (int p = 0; p < game.playerCount(); ++p) {
            const auto pieces = graph.steps(p);
            REQUIRE(pieces.size() >= static_cast<std::size_t>(graph.turnCount(p)));
            for (const auto& seg : pieces) {
                INFO("player " << p << " after " << turns << " turns");
                CHECK((seg.a.x == seg.b.x || seg.a.y == seg.b.y));
            }
            if (graph.turnCount(p) > 0) {
                // The first piece runs flat from the start to the first turn.
                CHECK(pieces.front().a.y == pieces.front().b.y);
                CHECK(pieces.front().b.x == graph.point(p, 0).x);
            }
        }
    }
}

TEST_CASE("names at the line ends never collide and stay in the panel", "[graph]") {
    for (auto [w, hgt] : {std::pair{800, 600}, {1024, 768}, {1280, 720}, {1920, 1080}}) {
        Harness h(sized(w, hgt));
        auto& s = h.app().services();
        for (int players = 2; players <= 8; ++players) {
            const auto game = greed::app::test::playGame({"greed", players, true});
            ScoreGraph graph(game);
            // About where the results screen puts it.
            const SDL_Rect area{w * 34 / 100, hgt * 15 / 100, w * 63 / 100, hgt * 58 / 100};
            graph.layout(area, s.type(), s.painter);
            INFO(players << " players at " << w << "x" << hgt);
            std::vector<SDL_Rect> rects;
            for (const auto& l : graph.endLabels()) {
                CHECK(l.name.size() <=
                      game.players()[static_cast<std::size_t>(l.player)].info.name.size() + 3);
                rects.push_back(l.nameRect);
                rects.push_back(l.scoreRect);
            }
            for (const auto& k : graph.key()) {
                rects.push_back(k.rect);
            }
            CHECK(graph.endLabels().size() == static_cast<std::size_t>(players));
            CHECK(within(area, graph.plot()));
            for (std::size_t i = 0; i < rects.size(); ++i) {
                CHECK(within(area, rects[i]));
                CHECK_FALSE(overlap(rects[i], graph.plot()));
                for (std::size_t j = i + 1; j < rects.size(); ++j) {
                    INFO("rectangles " << i << " and " << j);
                    CHECK_FALSE(overlap(rects[i], rects[j]));
                }
            }
        }
    }
}

TEST_CASE("long names are shortened instead of running into the score", "[graph]") {
    Harness h;
    auto& s = h.app().services();
    const auto game = greed::app::test::playGame({"greed", 8, true});
    ScoreGraph graph(game);
    graph.layout({400, 100, 700, 420}, s.type(), s.painter);
    // A name that does not fit gives its short form (a given name) or ends in an ellipsis.
    bool shortened = false;
    for (const auto& l : graph.endLabels()) {
        const auto& full = game.players()[static_cast<std::size_t>(l.player)].info.name;
        shortened = shortened || l.name != full;
        CHECK(l.nameRect.x + l.nameRect.w <= l.scoreRect.x);
    }
    CHECK(shortened);
}

// Findings v3 (defect 10): before any turn the graph was a small "No turns yet" card on an
// empty screen. Now it is the chart itself, empty: the score axis, the target's rule and
// each player's shape where their line will start, with their names at the right.
TEST_CASE("graph: before any turn the empty chart shows axes, target and each player's start",
          "[graph][pixels]") {
    Harness h;
    auto& s = h.app().services();
    greed::app::test::GameRecipe recipe{"greed", 3};
    recipe.turns = 0;
    const auto game = greed::app::test::playGame(recipe);
    ScoreGraph graph(game);
    const SDL_Rect area{100, 100, 900, 450};
    graph.layout(area, s.type(), s.painter);
    CHECK(graph.empty());
    CHECK(graph.key().empty()); // no turn ended yet: nothing to key
    std::vector<DrawnLabel> labels;
    s.painter.clear({0, 0, 0, 255});
    s.painter.recordLabels(&labels);
    graph.render(s.painter, {});
    s.painter.recordLabels(nullptr);
    const auto shot = h.app().renderer().capture();
    std::set<std::string> texts;
    for (const auto& l : labels) {
        texts.insert(l.text);
    }
    // The score axis from 0 past the target.
    CHECK(texts.count("0") == 1);
    CHECK(texts.count(groupedNumber(game.rules().target)) == 1);
    // The target's rule is drawn across the plot (sampled left of its label and right of it).
    const int ty = static_cast<int>(std::lround(graph.targetY()));
    int ruled = 0;
    for (int x = graph.plot().x; x < graph.plot().x + graph.plot().w; ++x) {
        const SDL_Rect& label = graph.targetLabel();
        if (x >= label.x - 4 && x <= label.x + label.w + 4) {
            continue;
        }
        ruled += greed::app::test::near(h.pixel(*shot, x, ty), kTargetRule, 30) ? 1 : 0;
    }
    CHECK(ruled > graph.plot().w / 3);
    // Each player's shape in their colour on the axis at the start, and their name.
    for (int p = 0; p < game.playerCount(); ++p) {
        const Vec2 start = graph.point(p, -1);
        bool seen = false;
        for (int dx = 0; dx < 20 * (p + 1) && !seen; ++dx) {
            for (int dy = -3; dy <= 3 && !seen; ++dy) {
                seen = greed::app::test::near(
                    h.pixel(*shot, static_cast<int>(start.x) + dx, static_cast<int>(start.y) + dy),
                    playerColor(p), 40);
            }
        }
        INFO("player " << p);
        CHECK(seen);
        CHECK(texts.count(game.players()[static_cast<std::size_t>(p)].info.name) == 1);
    }
}

namespace {

// `c` at `alpha` over `under`.
SDL_Color blend(SDL_Color c, int alpha, SDL_Color under) {
    auto mix = [alpha](int top, int bottom) {
        return static_cast<Uint8>((top * alpha + bottom * (255 - alpha)) / 255);
    };
    return {mix(c.r, under.r), mix(c.g, under.g), mix(c.b, under.b), 255};
}

// Red, green and blue apart (0..441).
double colourDistance(SDL_Color a, SDL_Color b) {
    return std::sqrt(std::pow(a.r - b.r, 2.0) + std::pow(a.g - b.g, 2.0) +
                     std::pow(a.b - b.b, 2.0));
}

// Four people; the first banks 1,000, the others bust: at the start and until the first turn
// everyone is on 0, and three stay there.
greed::core::Game threeOnZero(int players = 4) {
    greed::core::Game game(greed::core::loadPreset("greed"));
    for (int i = 0; i < players; ++i) {
        game.addPlayer({"P" + std::to_string(i + 1), greed::core::PlayerKind::Human, ""});
    }
    REQUIRE(game.start(0));
    REQUIRE(game.apply(greed::core::Action::roll({1, 1, 1, 2, 3})));
    REQUIRE(game.apply(greed::core::Action::bank()));
    for (int i = 1; i < players; ++i) {
        REQUIRE(game.apply(greed::core::Action::roll({2, 3, 4, 6, 2})));
    }
    return game;
}

} // namespace

// Findings v3 (defect 3): the target was gold dashes beside the lemon seat's dash-dots, read as
// one more player. Now it is a neutral near-white rule, unlike every seat's colour.
TEST_CASE("graph: the target's rule is neutral and unlike every seat's colour", "[graph][pixels]") {
    Harness h;
    auto& s = h.app().services();
    const auto game = threeOnZero();
    ScoreGraph graph(game);
    graph.layout({40, 40, 1000, 520}, s.type(), s.painter);
    s.painter.clear(kFeltPanel);
    graph.render(s.painter, {});
    const auto shot = h.app().renderer().capture();
    const int ty = static_cast<int>(std::lround(graph.targetY()));
    int drawn = 0;
    const SDL_Rect& label = graph.targetLabel();
    for (int x = graph.plot().x; x < graph.plot().x + graph.plot().w; ++x) {
        const SDL_Color c = h.pixel(*shot, x, ty);
        if (x >= label.x - 4 && x <= label.x + label.w + 4) {
            continue; // the words on the line, drawn with soft edges
        }
        if (colourDistance(c, kFeltPanel) < 120) {
            continue; // a gap between dashes, or the label's dark plate
        }
        ++drawn;
        INFO("x " << x << " pixel " << int(c.r) << "," << int(c.g) << "," << int(c.b));
        // Neutral: no hue of its own.
        CHECK(std::max({c.r, c.g, c.b}) - std::min({c.r, c.g, c.b}) <= 24);
        for (int seat = 0; seat < 8; ++seat) {
            CHECK(colourDistance(c, playerColor(seat)) >= 60);
        }
    }
    CHECK(drawn > graph.plot().w / 4);
    // Its label stands on the line.
    CHECK(label.y < ty);
    CHECK(label.y + label.h > ty);
}

// Findings v3 (defect 4): players at 0 shared the baseline and the last drawn hid the others.
// Now, where several players hold one score at the same time, each line shows: a column
// through their lines meets every one of their colours.
TEST_CASE("graph: players on one score at the same time each keep a visible line",
          "[graph][pixels]") {
    for (int players : {3, 4, 8}) {
        for (auto [w, hgt] : {std::pair{800, 600}, {1280, 720}, {1920, 1080}}) {
            Harness h(sized(w, hgt));
            auto& s = h.app().services();
            const auto game = threeOnZero(players);
            ScoreGraph graph(game);
            const SDL_Rect area{w * 34 / 100, hgt * 15 / 100, w * 63 / 100, hgt * 58 / 100};
            graph.layout(area, s.type(), s.painter);
            s.painter.clear(kFeltPanel);
            graph.render(s.painter, {});
            const auto shot = h.app().renderer().capture();
            INFO(players << " players at " << w << "x" << hgt);
            // Columns where everyone is on 0 (before the first turn) and where all but the
            // first are (between the second and the third player's turns), clear of markers.
            const int before = static_cast<int>((graph.point(0, -1).x + graph.point(0, 0).x) / 2);
            const int after = static_cast<int>((graph.point(1, 0).x + graph.point(2, 0).x) / 2);
            for (const auto& [x, first] : {std::pair{before, 0}, {after, 1}}) {
                const double zero = graph.point(players - 1, -1).y;
                for (int p = first; p < players; ++p) {
                    // The line itself, or the thin dashes holding a score to the names.
                    const SDL_Color line = playerColor(p);
                    const SDL_Color held = blend(line, 150, kFeltPanel);
                    bool seen = false;
                    for (int dx = 0; dx < 8; ++dx) {
                        for (int y = static_cast<int>(zero) - 60; y <= static_cast<int>(zero) + 8;
                             ++y) {
                            const SDL_Color c = h.pixel(*shot, x + dx, y);
                            seen = seen || greed::app::test::near(c, line, 24) ||
                                   greed::app::test::near(c, held, 24);
                        }
                    }
                    INFO("player " << p << " at x " << x);
                    CHECK(seen);
                }
            }
            // The lanes stay near the value: within a line's width per player of it, and inside
            // the plot.
            const double band = (players - 0.5) * (graph.lineWidth() + 1.0) + 1.0;
            for (int p = 0; p < players; ++p) {
                const Vec2 at = graph.point(p, -1);
                CHECK(std::abs(at.y - (graph.plot().y + graph.plot().h)) <= band);
                CHECK(at.y <= graph.plot().y + graph.plot().h);
            }
        }
    }
}

TEST_CASE("the round axis ends at the rounds played, as the header says", "[graph]") {
    Harness h;
    auto& s = h.app().services();
    greed::core::Game game(greed::core::loadPreset("greed"));
    game.addPlayer({"Ann", greed::core::PlayerKind::Human, ""});
    game.addPlayer({"Bob", greed::core::PlayerKind::Human, ""});
    REQUIRE(game.start(0));
    // One round: Ann banks 1000, Bob busts.
    REQUIRE(game.apply(greed::core::Action::roll({1, 1, 1, 2, 3})));
    REQUIRE(game.apply(greed::core::Action::bank()));
    REQUIRE(game.apply(greed::core::Action::roll({2, 3, 4, 6, 2})));

    ScoreGraph graph(game);
    graph.layout({40, 40, 800, 500}, s.type(), s.painter);
    CHECK(graph.roundsPlayed() == 1);
    CHECK(graph.roundTicks() == std::vector<int>{0, 1});
    // The round's last turn sits at the axis' end, not a fifth of the way along.
    const SDL_Rect& plot = graph.plot();
    CHECK(graph.point(1, 0).x == Approx(plot.x + plot.w).margin(2));

    // Ann starts round two: a round begun counts, and the axis grows with it.
    REQUIRE(game.apply(greed::core::Action::roll({1, 1, 1, 2, 3})));
    graph.layout({40, 40, 800, 500}, s.type(), s.painter);
    CHECK(graph.roundsPlayed() == 1); // a turn in progress is not in the history yet
    REQUIRE(game.apply(greed::core::Action::bank()));
    graph.layout({40, 40, 800, 500}, s.type(), s.painter);
    CHECK(graph.roundsPlayed() == 2);
    CHECK(graph.roundTicks() == std::vector<int>{0, 1, 2});
    CHECK(graph.point(0, 1).x <= plot.x + plot.w);
}

// The bug: a one-round game drew every line flat from the left edge to one jump at the right
// edge (all turns of a round at the round's end), with no 0 under the axis.
TEST_CASE("graph: the axis starts at round 0 and a round's turns spread over its width",
          "[graph]") {
    Harness h;
    auto& s = h.app().services();
    greed::app::test::GameRecipe recipe{"greed", 4};
    recipe.turns = 4; // one round
    const auto game = greed::app::test::playGame(recipe);
    ScoreGraph graph(game);
    graph.layout({40, 40, 900, 500}, s.type(), s.painter);
    const SDL_Rect& plot = graph.plot();
    REQUIRE(graph.roundsPlayed() == 1);
    REQUIRE(!graph.roundTicks().empty());
    CHECK(graph.roundTicks().front() == 0);
    // Every line starts at round 0, on the plot's left edge.
    for (int p = 0; p < 4; ++p) {
        CHECK(graph.point(p, -1).x == Approx(plot.x).margin(1));
    }
    // The four turns stand a quarter of the width apart, the first a quarter in.
    for (int p = 0; p < 4; ++p) {
        INFO("player " << p);
        CHECK(graph.point(p, 0).x == Approx(plot.x + plot.w * (p + 1) / 4.0).margin(2));
    }
}

namespace {

// Eight people who all bust in the first round: every score 0.
greed::core::Game allOnZero() {
    greed::core::Game game(greed::core::loadPreset("greed"));
    for (const char* name : {"You", "Rex", "Sam", "Tilly", "Bea", "Carl", "Gus", "Prof"}) {
        game.addPlayer({name, greed::core::PlayerKind::Human, ""});
    }
    REQUIRE(game.start(0));
    for (int i = 0; i < 8; ++i) {
        REQUIRE(game.apply(greed::core::Action::roll({2, 3, 4, 6, 2})));
    }
    return game;
}

} // namespace

// The bug: with everyone on 0 the eight end labels stood in a column from the axis up to the
// 1,100 gridline, each with a long leader, so the chart read as if "You" had about 1,100.
TEST_CASE("graph: equal scores share one compact label block on their value", "[graph]") {
    for (auto [w, hgt] : {std::pair{800, 600}, {1280, 720}, {1920, 1080}}) {
        Harness h(sized(w, hgt));
        auto& s = h.app().services();
        const auto game = allOnZero();
        ScoreGraph graph(game);
        const SDL_Rect area{w * 34 / 100, hgt * 15 / 100, w * 63 / 100, hgt * 58 / 100};
        graph.layout(area, s.type(), s.painter);
        INFO(w << "x" << hgt);
        REQUIRE(graph.endLabels().size() == 8);
        // The score once, for the whole group.
        int scores = 0;
        for (const auto& l : graph.endLabels()) {
            scores += l.score.empty() ? 0 : 1;
        }
        CHECK(scores == 1);
        const double zero = graph.point(0, 0).y;
        for (std::size_t i = 0; i < graph.endLabels().size(); ++i) {
            const auto& l = graph.endLabels()[i];
            const double cy = l.nameRect.y + l.nameRect.h / 2.0;
            INFO("label " << l.name);
            // Near its value: within three rows of text.
            CHECK(std::abs(cy - zero) <= 3.0 * l.nameRect.h);
            CHECK(within(area, l.nameRect));
            for (std::size_t j = i + 1; j < graph.endLabels().size(); ++j) {
                CHECK_FALSE(overlap(l.nameRect, graph.endLabels()[j].nameRect));
                CHECK_FALSE(overlap(l.nameRect, graph.endLabels()[j].scoreRect));
            }
        }
        // The lines stay near their value: eight lanes, one line and a pixel apart, side by side
        // from the axis up (findings v3: lines within 2 px of it hid one another).
        std::set<long> lanes;
        for (int p = 0; p < 8; ++p) {
            const auto& ps = game.players()[static_cast<std::size_t>(p)];
            REQUIRE(ps.score == 0);
            const double y = graph.point(p, 0).y;
            CHECK(y <= graph.plot().y + graph.plot().h);
            CHECK(graph.plot().y + graph.plot().h - y <= 8 * (graph.lineWidth() + 1.0));
            lanes.insert(std::lround(y / (graph.lineWidth() + 1.0)));
        }
        CHECK(lanes.size() == 8);
    }
}

// The winner's moment: places shared on equal scores, plinths inside their panel and apart at
// every size, confetti dense, born above the window and gone only below it.
#include "app_harness.hpp"

#include "app/ui/confetti.hpp"
#include "app/ui/podium.hpp"

#include <catch2/catch.hpp>

using namespace greed::app;

namespace {
bool within(const SDL_Rect& outer, const SDL_Rect& r) {
    return r.x >= outer.x && r.y >= outer.y && r.x + r.w <= outer.x + outer.w &&
           r.y + r.h <= outer.y + outer.h;
}
bool overlap(const SDL_Rect& a, const SDL_Rect& b) {
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}
} // namespace

TEST_CASE("places go by score and equal scores share a place", "[podium]") {
    const auto ranked = rankPlayers({{0, 0, "A", 900},
                                     {1, 0, "B", 3100},
                                     {2, 0, "C", 900},
                                     {3, 0, "D", 3100},
                                     {4, 0, "E", 50}});
    REQUIRE(ranked.size() == 5);
    CHECK(ranked[0].seat == 1);
    CHECK(ranked[1].seat == 3); // stable: seat order among equals
    CHECK(ranked[0].place == 1);
    CHECK(ranked[1].place == 1);
    CHECK(ranked[2].place == 3);
    CHECK(ranked[3].place == 3);
    CHECK(ranked[4].place == 5);
}

TEST_CASE("podium: the winner stands tallest, in the middle, all inside the area", "[podium]") {
    greed::app::test::Harness harness;
    auto& text = harness.app().services().painter.text();
    for (auto [w, h] : {std::pair{800, 600}, {1024, 768}, {1280, 720}, {1920, 1080}}) {
        const TypeScale type = TypeScale::forHeight(h);
        const SDL_Rect area{10, 80, w * 30 / 100, h / 2};
        for (int n = 1; n <= 8; ++n) {
            std::vector<PodiumEntry> players;
            for (int i = 0; i < n; ++i) {
                players.push_back({i, 0, "P" + std::to_string(i), 1000 - i * 100});
            }
            Podium podium;
            podium.layout(area, rankPlayers(players), type, text);
            INFO(n << " players at " << w << "x" << h);
            const auto& spots = podium.spots();
            REQUIRE(spots.size() == static_cast<std::size_t>(std::min(n, 3)));
            for (std::size_t i = 0; i < spots.size(); ++i) {
                CHECK(within(area, spots[i].plinth));
                CHECK(within(area, spots[i].name));
                CHECK(within(area, spots[i].column));
                CHECK(spots[i].plinth.h <= spots.front().plinth.h);
                for (std::size_t j = i + 1; j < spots.size(); ++j) {
                    CHECK_FALSE(overlap(spots[i].plinth, spots[j].plinth));
                    CHECK_FALSE(overlap(spots[i].name, spots[j].name));
                }
            }
            if (spots.size() == 3) {
                CHECK(spots[1].plinth.x < spots[0].plinth.x); // second on the left
                CHECK(spots[2].plinth.x > spots[0].plinth.x); // third on the right
            }
        }
    }
}

// The bug: two players tied for second got one slab (the first of them) and the other a line
// "2nd" under the podium; and a tie for third put one on the step and one below.
TEST_CASE("podium: players with equal scores share one step, side by side", "[podium]") {
    greed::app::test::Harness harness;
    auto& text = harness.app().services().painter.text();
    const TypeScale type = TypeScale::forHeight(720);
    const SDL_Rect area{20, 100, 384, 440};
    struct Case {
        std::vector<int> scores;
        std::vector<std::size_t> perStep; // players on the steps of 1st, 2nd, 3rd place
    };
    for (const Case& c :
         {Case{{1950, 0, 0, 0}, {1, 3}}, Case{{1700, 650, 0, 0}, {1, 1, 2}},
          Case{{900, 900, 300, 200}, {2, 1}}, Case{{500, 400, 0, 0, 0, 0, 0, 0}, {1, 1}}}) {
        std::vector<PodiumEntry> players;
        for (std::size_t i = 0; i < c.scores.size(); ++i) {
            players.push_back({static_cast<int>(i), 0, "P" + std::to_string(i), c.scores[i]});
        }
        const auto ranked = rankPlayers(players);
        Podium podium;
        podium.layout(area, ranked, type, text);
        const auto& spots = podium.spots();
        INFO(c.scores.size() << " players, first " << c.scores[0]);
        std::vector<std::size_t> perStep;
        for (const auto& s : spots) {
            if (perStep.size() <= static_cast<std::size_t>(s.step)) {
                perStep.resize(static_cast<std::size_t>(s.step) + 1);
            }
            ++perStep[static_cast<std::size_t>(s.step)];
        }
        CHECK(perStep == c.perStep);
        CHECK(podiumCount(ranked, area.w, type) == spots.size());
        for (std::size_t i = 0; i < spots.size(); ++i) {
            CHECK(within(area, spots[i].column));
            for (std::size_t j = i + 1; j < spots.size(); ++j) {
                // One step for one place: the same block, each player in a column of their own.
                CHECK((spots[i].entry.place == spots[j].entry.place) ==
                      (spots[i].plinth.x == spots[j].plinth.x &&
                       spots[i].plinth.w == spots[j].plinth.w));
                CHECK_FALSE(overlap(spots[i].column, spots[j].column));
                CHECK_FALSE(overlap(spots[i].name, spots[j].name));
            }
        }
    }
}

// The bug: names on the podium ended in an ellipsis ("Carlos el Ca…", "Beherz…").
TEST_CASE("podium: long names wrap onto two lines and are never cut", "[podium]") {
    greed::app::test::Harness harness;
    auto& text = harness.app().services().painter.text();
    for (auto [w, h] : {std::pair{800, 600}, {1280, 720}, {1920, 1080}}) {
        const TypeScale type = TypeScale::forHeight(h);
        const SDL_Rect area{10, 80, std::max(240, w * 30 / 100), h * 55 / 100};
        const std::vector<std::string> names = {"Carlos el Cauteloso", "Bea Beherzt",
                                                "Zilli Zögerlich",     "Gonzalo el Osado",
                                                "Stefan Stetig",       "Ricardo el Rápido"};
        std::vector<PodiumEntry> players;
        for (std::size_t i = 0; i < names.size(); ++i) {
            players.push_back({static_cast<int>(i), 0, names[i], 3000 - static_cast<int>(i) * 10,
                               names[i].substr(0, names[i].find(' '))});
        }
        // Three steps of one, and a tie of three for second.
        for (bool tie : {false, true}) {
            if (tie) {
                players[2].score = players[3].score = players[1].score;
            }
            Podium podium;
            podium.layout(area, rankPlayers(players), type, text);
            for (const auto& s : podium.spots()) {
                INFO(s.entry.name << " at " << w << "x" << h);
                std::string shown;
                for (const auto& line : s.shownName.lines) {
                    CHECK(text.measure(line, s.shownName.size, true).x <= s.name.w);
                    shown += (shown.empty() ? "" : " ") + line;
                }
                CHECK(s.shownName.size >= type.small);
                CHECK(shown.find("\u2026") == std::string::npos);
                if (w >= 1280) {
                    CHECK(shown == s.entry.name); // the whole name at 1280x720 and up
                }
            }
        }
    }
}

TEST_CASE("confetti is dense, starts above the window and falls right through it", "[confetti]") {
    greed::core::Rng rng(3);
    Confetti c;
    const SDL_Rect window{0, 0, 1280, 720};
    c.start(window, {640, 400}, {240, 160, 48, 255}, 12, rng);
    CHECK(c.count() >= 100); // the burst
    std::size_t peak = 0;
    int steps = 0;
    for (; steps < 60 * 30 && !c.done(); ++steps) {
        c.update(1.0 / 60, rng);
        peak = std::max(peak, c.count());
    }
    CHECK(peak >= 250);
    CHECK(c.done());       // every piece fell out of the bottom
    CHECK(steps > 60 * 4); // and not before the rain had ended
}

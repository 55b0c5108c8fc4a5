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
    for (auto [w, h] : {std::pair{800, 600}, {1024, 768}, {1280, 720}, {1920, 1080}}) {
        const TypeScale type = TypeScale::forHeight(h);
        const SDL_Rect area{10, 80, w * 30 / 100, h / 2};
        for (int n = 1; n <= 8; ++n) {
            std::vector<PodiumEntry> players;
            for (int i = 0; i < n; ++i) {
                players.push_back({i, 0, "P" + std::to_string(i), 1000 - i * 100});
            }
            Podium podium;
            podium.layout(area, rankPlayers(players), type);
            INFO(n << " players at " << w << "x" << h);
            const auto& spots = podium.spots();
            REQUIRE(spots.size() == static_cast<std::size_t>(std::min(n, 3)));
            for (std::size_t i = 0; i < spots.size(); ++i) {
                CHECK(within(area, spots[i].plinth));
                CHECK(within(area, spots[i].name));
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

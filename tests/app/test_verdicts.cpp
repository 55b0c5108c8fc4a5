// The table's verdicts and its turn plate (issue 37, findings v2 defects 1 and 10): BUST,
// FARKLE! and a penalty are plaques drawn over the dice, whole, clear of every die, the cup and
// the turn box, at every window size and over many throws; "Rex's turn" is an opaque plate
// clear of the cup and the HUD.
#include "app_harness.hpp"
#include "table_test_setup.hpp"

#include "app/table/table_scene.hpp"
#include "app/ui/palette.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

using namespace greed::app;
using greed::app::test::cupBody;
using greed::app::test::eventOf;
using greed::app::test::Harness;
using greed::app::test::hasWord;
using greed::app::test::meets;
using greed::app::test::readBack;
using greed::app::test::sized;
using greed::app::test::topTable;
using greed::core::Event;
using greed::core::EventType;

namespace {

constexpr double kStep = 1.0 / 30;

bool inside(const SDL_Rect& r, const SDL_Rect& outer) {
    return r.x >= outer.x && r.y >= outer.y && r.x + r.w <= outer.x + outer.w &&
           r.y + r.h <= outer.y + outer.h;
}

// Every die a player looks at: those on the felt and those set aside in the tray.
std::vector<SDL_Rect> diceSeen(const TableShow& show, const TableLayout& L) {
    std::vector<SDL_Rect> out;
    const auto& dice = show.dice();
    for (std::size_t i = 0; i < dice.size(); ++i) {
        if (dice[i].backInCup || (dice[i].toTray && dice[i].trayT > 0)) {
            continue;
        }
        out.push_back(show.dieRect(static_cast<int>(i)));
    }
    const int inTray = static_cast<int>(show.tray().size());
    const int side = static_cast<int>(L.trayDieSize);
    for (int k = 0; k < inTray; ++k) {
        const Vec2 c = L.traySlot(k, std::max(inTray, L.diceCount));
        out.push_back(
            {static_cast<int>(c.x) - side / 2, static_cast<int>(c.y) - side / 2, side, side});
    }
    return out;
}

struct VerdictWatch {
    int shown = 0;  // frames the verdict's word showed
    int whole = 0;  // ... drawn over the dice, on the felt, clear of every die, cup and turn box
    int covers = 0; // frames it met a die
};

void watchVerdict(TableShow& show, const TableLayout& L, Services& s, const std::string& word,
                  VerdictWatch& watch) {
    for (int frame = 0; frame < 60; ++frame) {
        show.update(kStep);
        if (!hasWord(show, word)) {
            continue;
        }
        ++watch.shown;
        const auto over = show.effects().overRects(s.painter.text());
        const auto dice = diceSeen(show, L);
        bool clear = !over.empty();
        for (const SDL_Rect& r : over) {
            const bool onDie = std::any_of(dice.begin(), dice.end(),
                                           [&](const SDL_Rect& d) { return meets(r, d); });
            if (onDie && watch.covers++ == 0) {
                UNSCOPED_INFO("frame " << frame << ": over a die at " << r.x << "," << r.y << " "
                                       << r.w << "x" << r.h);
            }
            clear = clear && !onDie && !meets(r, cupBody(L)) && !meets(r, L.status) &&
                    inside(r, L.felt);
        }
        watch.whole += clear ? 1 : 0;
    }
}

} // namespace

TEST_CASE("a verdict is a plaque over the dice, whole, never on a die, the cup or the turn box",
          "[moments][verdict]") {
    // Before: BUST and FARKLE! were stamped behind the dice (in the band of felt that covered
    // the fewest), so a die hid part of the word ("FARK E!"), and a penalty fell behind them
    // when no column of felt was free.
    struct Case {
        std::string rules;
        Event verdict;
        std::string word;
        std::vector<greed::core::Face> faces;
    };
    Event penalty = eventOf(EventType::Penalty, -1000);
    penalty.combos.push_back({"Three Js", -1000, {4, 4, 4}});
    // The busts lose a turn's points: the plaque says so under the word (a second line).
    const std::vector<Case> cases{
        {"greed", eventOf(EventType::Bust, 1350), "BUST", {2, 3, 4, 6, 2}},
        {"farkle", eventOf(EventType::Bust, 1350), "FARKLE!", {2, 3, 4, 6, 2, 3}},
        {"cubilete", penalty, "\u22121,000", {4, 4, 4}},
    };
    for (const auto& [w, hgt] :
         {std::pair{800, 600}, std::pair{1280, 720}, std::pair{1920, 1080}}) {
        for (const auto& c : cases) {
            Harness h(sized(c.rules, "Ann,Bob", w, hgt));
            h.frames(3);
            TableScene& table = topTable(h);
            Services& s = h.app().services();
            const TableLayout& L = table.tableLayout();
            VerdictWatch watch;
            for (std::uint64_t seed = 1; seed <= 10; ++seed) {
                TableShow show(s, table.game(), L);
                show.setMatchSeed(seed * 7919);
                Event roll = eventOf(EventType::Rolled);
                roll.dice = std::vector<greed::core::Face>(c.faces);
                show.push({roll});
                for (int frame = 0; frame < 600 && show.animating(); ++frame) {
                    show.update(kStep);
                }
                REQUIRE_FALSE(show.animating());
                show.push({c.verdict});
                watchVerdict(show, L, s, c.word, watch);
            }
            INFO(w << "x" << hgt << " " << c.rules << ": " << c.word << " shown " << watch.shown
                   << " frames, whole and clear in " << watch.whole << ", over a die in "
                   << watch.covers);
            CHECK(watch.shown > 0);
            CHECK(watch.covers == 0);
            CHECK(watch.whole == watch.shown);
        }
    }
}

TEST_CASE("whose turn it is shows on an opaque plate clear of the cup and the HUD",
          "[moments][turn-plate]") {
    // Before: "Rex's turn" was bare words on the felt (blue on green read poorly), the felt
    // showing between the letters.
    for (const auto& [w, hgt] :
         {std::pair{800, 600}, std::pair{1280, 720}, std::pair{1920, 1080}}) {
        for (const int player : {0, 1}) {
            INFO(w << "x" << hgt << " player " << player);
            Harness h(sized("greed", "Ann,Bob", w, hgt));
            h.frames(3);
            TableScene& table = topTable(h);
            Services& s = h.app().services();
            const TableLayout& L = table.tableLayout();
            auto frameOn = [&](SDL_Color backdrop, SDL_Rect& where) {
                TableShow show(s, table.game(), L);
                Event other = eventOf(EventType::TurnStarted);
                other.player = 1 - player;
                show.push({other});
                show.skip();
                Event turn = eventOf(EventType::TurnStarted);
                turn.player = player;
                show.push({turn});
                for (int k = 0; k < 15; ++k) { // landed, not leaving
                    show.update(kStep);
                }
                const auto rects = show.effects().overRects(s.painter.text());
                REQUIRE(rects.size() == 1);
                where = rects.front();
                s.painter.clear(backdrop);
                show.effects().render(s.painter);
                return readBack(s.painter.renderer(), w, hgt);
            };
            SDL_Rect plate{};
            const auto dark = frameOn({0, 0, 0, 255}, plate);
            const auto light = frameOn({255, 255, 255, 255}, plate);
            CHECK_FALSE(meets(plate, cupBody(L)));
            CHECK_FALSE(meets(plate, L.status));
            CHECK_FALSE(meets(plate, L.messageLine));
            CHECK(inside(plate, L.felt));
            // The middle of the plate (its words and the body behind them) is the same whatever
            // lies under it.
            const SDL_Rect mid{plate.x + plate.w / 4, plate.y + plate.h / 3, plate.w / 2,
                               plate.h / 3};
            int seeThrough = 0;
            for (int y = mid.y; y < mid.y + mid.h; ++y) {
                for (int x = mid.x; x < mid.x + mid.w; ++x) {
                    const auto i = static_cast<std::size_t>(y * w + x);
                    seeThrough += dark[i] != light[i] ? 1 : 0;
                }
            }
            CHECK(seeThrough == 0);
        }
    }
}

// The table's HUD and effects, checked on real frames: effects never paint outside the felt,
// the hint line is never under a die, a long name stays in the turn box, one speech bubble at
// most, no effect drawn over a resting die, counters in round steps, and the words that players
// read (names without verb agreement, combination names).
#include "app_harness.hpp"
#include "table_test_setup.hpp"
#include "text_fit.hpp"

#include "ai/personality.hpp"
#include "app/table/table_draw.hpp"
#include "app/table/table_scene.hpp"
#include "app/table/table_words.hpp"
#include "app/ui/combo_names.hpp"
#include "app/ui/hud_style.hpp"
#include "app/ui/key_caps.hpp"
#include "app/ui/palette.hpp"
#include "app/ui/personality_words.hpp"
#include "core/paths.hpp"
#include "core/player_name.hpp"
#include "core/rules_io.hpp"
#include "core/scoring.hpp"
#include "i18n/translate.hpp"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <optional>
#include <utility>
#include <vector>

using namespace greed::app;
using greed::app::test::eventOf;
using greed::app::test::Harness;
using greed::app::test::readBack;
using greed::app::test::sized;
using greed::app::test::topTable;
using greed::core::Event;
using greed::core::EventType;

namespace {

const std::pair<int, int> kSizes[] = {{800, 600}, {1024, 768}, {1280, 720}, {1920, 1080}};

bool inRect(const SDL_Rect& r, int x, int y) {
    return x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h;
}

// Frames of `events` played out by a fresh show, drawn with the table's parts; each compared
// with the same events skipped (no effects) outside `allowed`. Returns the worst count of
// differing pixels outside it.
int effectPixelsOutside(Harness& h, const std::vector<Event>& events, bool allowBoard) {
    TableScene& table = topTable(h);
    Services& s = h.app().services();
    const TableLayout& L = table.tableLayout();
    const auto& game = table.game();
    TableShow played(s, game, L);
    TableShow skipped(s, game, L);
    played.push(events);
    skipped.push(events);
    skipped.skip();
    const std::vector<bool> computer(static_cast<std::size_t>(game.playerCount()), false);
    const std::vector<bool> selected;
    const std::string message;
    const std::optional<greed::ai::Hint> hint;
    // A person to act: no "thinking" on the board, which only one of the two shows would say.
    const MatchView view{game, true, computer, selected, message, false, hint};
    TableInput input;
    SDL_Renderer* r = s.painter.renderer();
    int worst = 0;
    for (int frame = 0; frame < 100; ++frame) {
        played.update(1.0 / 30);
        skipped.update(1.0 / 30);
        if (frame % 4 != 0) {
            continue;
        }
        drawTable({s.painter, L, played, view, input, nullptr});
        const auto a = readBack(r, L.width, L.height);
        drawTable({s.painter, L, skipped, view, input, nullptr});
        const auto b = readBack(r, L.width, L.height);
        int differ = 0;
        for (int y = 0; y < L.height; ++y) {
            for (int x = 0; x < L.width; ++x) {
                // The bar's "any key skips" note shows only while the played show animates.
                if (inRect(L.felt, x, y) || inRect(L.bar, x, y) ||
                    (allowBoard && inRect(L.board, x, y))) {
                    continue;
                }
                const auto i = static_cast<std::size_t>(y * L.width + x);
                if (a[i] != b[i] && differ++ == 0) {
                    UNSCOPED_INFO("felt " << L.felt.x << "," << L.felt.y << " " << L.felt.w << "x"
                                          << L.felt.h << " first differing pixel " << x << "," << y
                                          << " frame " << frame);
                }
            }
        }
        worst = std::max(worst, differ);
    }
    return worst;
}

} // namespace

TEST_CASE("table effects draw nothing outside the felt", "[pixels][hud]") {
    for (const auto& [w, hgt] : kSizes) {
        Harness h(sized("cubilete", "Ann,Bob", w, hgt));
        h.frames(3);
        INFO(w << "x" << hgt);
        // Banners slide in from the left and out to the right: never across the scoreboard.
        CHECK(effectPixelsOutside(h, {eventOf(EventType::HotDice)}, false) == 0);
        CHECK(effectPixelsOutside(h, {eventOf(EventType::FinalRoundStarted)}, false) == 0);
        // Wash, shake, stamp; the penalty's falling words (its log line changes the board,
        // whose counters are the same either way: it totals 0).
        CHECK(effectPixelsOutside(h, {eventOf(EventType::Bust)}, true) == 0);
        Event penalty = eventOf(EventType::Penalty, -1000);
        penalty.combos.push_back({"Three Js", -1000, {4, 4, 4}});
        CHECK(effectPixelsOutside(h, {penalty}, true) == 0);
    }
}

TEST_CASE("the hint line is never under a die and its text stays in its panel",
          "[pixels][hud][every-size]") {
    for (const auto& [w, hgt] : kSizes) {
        for (std::uint64_t seed = 1; seed <= 6; ++seed) {
            Options o = sized("zehntausend", "Ann,Bob", w, hgt);
            o.match.seed = seed;
            Harness h(o);
            TableScene& table = topTable(h);
            h.frames(3);
            h.key(SDLK_SPACE);
            for (int i = 0; i < 600 && table.animating(); ++i) {
                h.frames(1);
            }
            h.frames(2);
            const TableLayout& L = table.tableLayout();
            INFO(w << "x" << hgt << " seed " << seed << ": " << table.message());
            // A die with its glow, lifted when picked, must stay below the line.
            const int glow = static_cast<int>((L.glowSize - L.dieSize) / 2 + L.selectedLift);
            for (int i = 0; i < static_cast<int>(table.restingFaces().size()); ++i) {
                const SDL_Rect die = inset(table.dieRect(i), -glow);
                INFO("die " << i << " at " << die.x << "," << die.y << " " << die.w << "x" << die.h
                            << ", line " << L.messageLine.x << "," << L.messageLine.y << " "
                            << L.messageLine.w << "x" << L.messageLine.h << ", area "
                            << L.diceArea.y << " +" << L.diceArea.h);
                CHECK_FALSE(SDL_HasIntersection(&die, &L.messageLine));
            }
            if (table.game().phase() != greed::core::Phase::ChooseKeep) {
                continue; // a bust: no instruction to check
            }
            REQUIRE_FALSE(table.message().empty());
            // The panel's left end, where the text starts, is leather (dark, warm), not felt.
            const auto shot = h.app().renderAndCapture();
            const SDL_Color c =
                h.pixel(*shot, L.messageLine.x + L.messagePad / 2, L.messageLine.y + 4);
            CHECK(c.r > c.g);
            CHECK(c.g >= c.b);
            CHECK(c.r < 140);
            // The text, shortened if need be, fits the panel.
            auto& text = h.app().services().painter.text();
            const TextStyle style{L.type.body, false};
            const int room = L.messageLine.w - 2 * L.messagePad;
            CHECK(text.measure(ellipsize(text, table.message(), style, room), style).x <= room);
        }
    }
}

TEST_CASE("the longest name (16 wide letters) stays inside the turn box", "[pixels][hud]") {
    // Names are at most core::kMaxNameLength characters everywhere now (--players took 40).
    const std::string longName(static_cast<std::size_t>(greed::core::kMaxNameLength), 'W');
    for (const auto& size : kSizes) {
        // Plain names: the lambda below uses them (clang takes bindings there from C++20 only).
        const int w = size.first;
        const int hgt = size.second;
        INFO(w << "x" << hgt);
        auto strip = [&](const std::string& name) {
            Harness h(sized("greed", name + ",Bob", w, hgt));
            h.frames(3);
            const TableLayout& L = topTable(h).tableLayout();
            const auto shot = h.app().renderAndCapture();
            // The felt right of the box, along the name's line, to the dice area's end.
            std::vector<Uint32> out;
            for (int y = L.status.y; y < L.status.y + L.status.h; ++y) {
                for (int x = L.status.x + L.status.w + 1; x < L.diceArea.x + L.diceArea.w; ++x) {
                    const SDL_Color c = h.pixel(*shot, x, y);
                    out.push_back(Uint32{c.r} << 16 | Uint32{c.g} << 8 | c.b);
                }
            }
            return out;
        };
        CHECK(strip(longName) == strip("Al"));
    }
}

TEST_CASE("at most one speech bubble, of the player at the table or the one before", "[hud]") {
    Harness h(sized("greed", "Bot:gambler,Bot:reckless,Bot:professor,Bot:timid", 1280, 720));
    TableScene& table = topTable(h);
    int seen = 0;
    // The show lags the game: "current" is the player the table shows.
    int previous = table.show().shownPlayer();
    int current = previous;
    for (int frame = 0; frame < 6000 && h.scene() == "table"; ++frame) {
        h.frames(1);
        if (table.show().shownPlayer() != current) {
            previous = current;
            current = table.show().shownPlayer();
        }
        const auto& bubbles = table.show().bubbles();
        REQUIRE(bubbles.size() <= 1);
        if (!bubbles.empty()) {
            ++seen;
            const int who = bubbles.front().player;
            INFO("frame " << frame << " bubble of " << who << ", table shows " << current
                          << " after " << previous);
            CHECK((who == current || who == previous));
        }
    }
    CHECK(seen > 0);
}

TEST_CASE("table words work for any name and name combinations plainly", "[hud]") {
    Harness h(sized("greed", "You,Bot:steady", 1280, 720));
    TableScene& table = topTable(h);
    for (int i = 0; i < 3000 && h.scene() == "table"; ++i) {
        h.frames(1);
        for (const auto& line : table.show().log()) {
            INFO(line);
            CHECK(line.find("You starts") == std::string::npos);
            CHECK(line.find("You's") == std::string::npos);
            CHECK(line.find("You rolls") == std::string::npos);
            CHECK(line.find("You busts") == std::string::npos);
            CHECK(line.find(" x2") == std::string::npos);
        }
        if (table.humanToAct()) {
            h.key(SDLK_SPACE);
        }
    }
}

TEST_CASE("combination names are words, with x2 spelled out", "[hud]") {
    using greed::core::Combo;
    const auto poker = greed::core::loadPreset("cubilete");
    CHECK(comboName(poker, Combo{"Three Js", -1000, {4, 4, 4}}) == "Three Jacks");
    CHECK(comboName(poker, Combo{"Single A x2", 200, {1, 1}}) == "Two Aces");
    const auto greedRules = greed::core::loadPreset("greed");
    CHECK(comboName(greedRules, Combo{"Single 5 x2", 100, {5, 5}}) == "Two 5s");
    CHECK(comboNames(greedRules, {Combo{"Single 1", 100, {1}}}) == "Single 1");
    CHECK(comboName(greedRules, Combo{"Three 4s", 400, {4, 4, 4}}) == "Three 4s");
    CHECK(comboName(greedRules, Combo{"Straight", 1000, {1, 2, 3, 4, 5, 6}}) == "Straight");
    CHECK(comboNames(greedRules, {Combo{"Three 4s", 400, {4, 4, 4}}, Combo{"Single 5", 50, {5}}}) ==
          "Three 4s + 5");
}

namespace {

// Player 0 throws `faces`; once they rest, `after` is played out frame by frame. Returns how
// many times an effect drawn over the dice met a die resting on the felt; `overFrames` counts
// the frames that had any such effect (so a pass is not an empty one).
int effectsOverDice(Harness& h, const std::vector<greed::core::Face>& faces,
                    const std::vector<Event>& after, std::uint64_t seed, int& overFrames) {
    TableScene& table = topTable(h);
    Services& s = h.app().services();
    s.fxRng = greed::core::Rng(seed);
    const TableLayout& L = table.tableLayout();
    TableShow show(s, table.game(), L);
    Event roll = eventOf(EventType::Rolled);
    roll.dice = faces;
    show.push({roll});
    for (int frame = 0; frame < 600 && show.animating(); ++frame) {
        show.update(1.0 / 30);
    }
    REQUIRE_FALSE(show.animating());
    show.push(after);
    int hits = 0;
    for (int frame = 0; frame < 90; ++frame) {
        show.update(1.0 / 30);
        const auto over = show.effects().overRects(s.painter.text());
        overFrames += over.empty() ? 0 : 1;
        const auto& dice = show.dice();
        for (std::size_t i = 0; i < dice.size(); ++i) {
            // A die on its way to the tray has left its place; one given back to the cup is gone.
            if (dice[i].backInCup || (dice[i].toTray && dice[i].trayT > 0)) {
                continue;
            }
            const SDL_Rect die = show.dieRect(static_cast<int>(i));
            for (const SDL_Rect& r : over) {
                if (SDL_HasIntersection(&die, &r) == SDL_TRUE && hits++ == 0) {
                    UNSCOPED_INFO("frame " << frame << ": effect at " << r.x << "," << r.y << " "
                                           << r.w << "x" << r.h << " over die " << i << " at "
                                           << die.x << "," << die.y);
                }
            }
        }
    }
    return hits;
}

} // namespace

TEST_CASE("no effect is drawn over a die resting on the felt", "[hud][effects]") {
    const std::vector<greed::core::Face> six{1, 1, 2, 3, 4, 6};
    for (const auto& [w, hgt] : kSizes) {
        Harness h(sized("farkle", "Ann,Bob", w, hgt));
        h.frames(3);
        int overFrames = 0;
        for (std::uint64_t seed = 1; seed <= 8; ++seed) {
            INFO(w << "x" << hgt << " seed " << seed);
            // The points and the names of what scored, beside the dice.
            Event scored = eventOf(EventType::Scored, 200);
            scored.total = 200;
            scored.dice = {1, 1};
            scored.indices = {0, 1};
            scored.combos.push_back({"Two 1s", 200, {1, 1}});
            CHECK(effectsOverDice(h, six, {scored}, seed, overFrames) == 0);
            // Banners across the felt: centred on it, unless dice rest there.
            CHECK(effectsOverDice(h, six, {eventOf(EventType::HotDice)}, seed, overFrames) == 0);
            CHECK(effectsOverDice(h, six, {eventOf(EventType::FinalRoundStarted)}, seed,
                                  overFrames) == 0);
            // The stamp lies behind the dice; the penalty's words fall down free felt.
            CHECK(effectsOverDice(h, six, {eventOf(EventType::Bust)}, seed, overFrames) == 0);
            Event penalty = eventOf(EventType::Penalty, -1000);
            penalty.combos.push_back({"Three Js", -1000, {4, 4, 4}});
            CHECK(effectsOverDice(h, six, {penalty}, seed, overFrames) == 0);
        }
        INFO(w << "x" << hgt);
        CHECK(overFrames > 0);
    }
}

TEST_CASE("key tags of ten dice sit on one corner and follow the reading order", "[hud][keys]") {
    const std::string rules = std::string(GREED_TEST_FIXTURES) + "/rules/many-combos-10-dice.json";
    const std::vector<greed::core::Face> ten{2, 3, 4, 6, 2, 3, 4, 6, 2, 3};
    for (const auto& [w, hgt] : {std::pair{800, 600}, std::pair{1280, 720}}) {
        Harness h(sized(rules, "Ann,Bob", w, hgt));
        h.frames(3);
        TableScene& table = topTable(h);
        Services& s = h.app().services();
        const TableLayout& L = table.tableLayout();
        for (std::uint64_t seed = 1; seed <= 12; ++seed) {
            INFO(w << "x" << hgt << " seed " << seed);
            s.fxRng = greed::core::Rng(seed);
            TableShow show(s, table.game(), L);
            Event roll = eventOf(EventType::Rolled);
            roll.dice = ten;
            show.push({roll});
            for (int frame = 0; frame < 600 && show.animating(); ++frame) {
                show.update(1.0 / 30);
            }
            REQUIRE_FALSE(show.animating());
            const std::vector<int> order = show.screenOrder();
            REQUIRE(order.size() == 10);
            int sameCorner = 0;
            for (std::size_t k = 0; k < order.size(); ++k) {
                const int corner = show.keyTagCorner(order[k]);
                sameCorner += corner == show.keyTagCorner(order[0]) ? 1 : 0;
                // No tag sits on another die (it would read as that die's).
                const SDL_Rect tag = L.keyTag(show.restCentre(order[k]), corner);
                for (const int other : order) {
                    if (other != order[k]) {
                        CHECK_FALSE(greed::app::contains(show.dieRect(other), tag.x + tag.w / 2,
                                                         tag.y + tag.h / 2));
                    }
                }
                if (k > 0) {
                    // The next key is to the right on the same line, or lower on the next.
                    const SDL_Rect a = show.dieRect(order[k - 1]);
                    const SDL_Rect b = show.dieRect(order[k]);
                    INFO("key " << k << " at " << a.x << "," << a.y << ", key " << k + 1 << " at "
                                << b.x << "," << b.y);
                    CHECK((b.x > a.x || b.y > a.y + L.dieSize * 0.45));
                }
            }
            // One corner for (nearly) all: at most one tag hops to dodge a neighbour.
            CHECK(sameCorner >= static_cast<int>(order.size()) - 1);
        }
    }
}

TEST_CASE("every speech line fits its slip whole at 800x600 in every language", "[hud][speech]") {
    // Before, a slip held one line, shortened: "I knew I should have st…" at 800x600.
    Harness h(sized("greed", "Ann,Bob", 800, 600));
    h.frames(2);
    TableScene& table = topTable(h);
    auto& text = h.app().services().painter.text();
    for (const int players : {2, 8}) {
        const TableLayout L = TableLayout::compute(800, 600, 6, players, 8);
        for (auto language : {greed::i18n::Language::English, greed::i18n::Language::Spanish,
                              greed::i18n::Language::German}) {
            test::InLanguage in(language);
            for (const auto& who : greed::ai::defaultPersonalities()) {
                for (const auto& group : who.lines) {
                    for (const auto& english : group) {
                        const std::string line = greed::i18n::tr(english);
                        const auto shown = speechLines(L, text, line);
                        INFO(players << " players: \"" << line << "\"");
                        CHECK(shown.size() <= 3);
                        std::string whole;
                        for (const auto& part : shown) {
                            whole += (whole.empty() ? "" : " ") + part;
                        }
                        CHECK(whole == line); // every word shown
                    }
                }
            }
        }
    }
    (void)table;
}

TEST_CASE("names on eight plates at 800x600 are whole names, not cut ones", "[hud][seats]") {
    // Before: "Timid T\u2026", "Careful\u2026", "Steady\u2026" on the plates.
    Harness h(sized("greed", "Ann,Bob", 800, 600));
    h.frames(2);
    auto& text = h.app().services().painter.text();
    const TableLayout L = TableLayout::compute(800, 600, 6, 8, 8);
    for (auto language : {greed::i18n::Language::English, greed::i18n::Language::Spanish,
                          greed::i18n::Language::German}) {
        test::InLanguage in(language);
        for (const auto& who : greed::ai::defaultPersonalities()) {
            greed::core::PlayerInfo info;
            info.kind = greed::core::PlayerKind::Computer;
            info.personality = who.id;
            info.name = personalityName(who.id);
            const std::string shown = fitName(text, info.name, table_words::seatShortName(info),
                                              {L.seats[0].nameSize, true}, L.seats[0].textW);
            INFO(info.name << " shown as " << shown << " in " << L.seats[0].textW << " px");
            CHECK(shown.find("\u2026") == std::string::npos);
        }
    }
}

TEST_CASE("a big bank is stamped in gold on the felt, a small one only pops at the seat",
          "[hud][effects]") {
    Harness h(sized("greed", "Ann,Bob", 1280, 720));
    h.frames(3);
    TableScene& table = topTable(h);
    Services& s = h.app().services();
    for (const auto& [points, stamped] : {std::pair{300, false}, std::pair{1500, true}}) {
        INFO(points << " banked");
        TableShow show(s, table.game(), table.tableLayout());
        Event bank = eventOf(EventType::Banked, points);
        bank.total = points;
        show.push({bank});
        show.update(1.0 / 30);
        CHECK(show.effects().empty() == !stamped);
        CHECK_FALSE(show.boardEffects().empty());
    }
}

TEST_CASE("the table shakes on a bust unless shaking is switched off", "[hud][effects]") {
    Harness h(sized("greed", "Ann,Bob", 1280, 720));
    h.frames(3);
    TableScene& table = topTable(h);
    Services& s = h.app().services();
    for (const bool allowed : {true, false}) {
        INFO("shake allowed: " << allowed);
        setShakeAllowed(allowed);
        TableShow show(s, table.game(), table.tableLayout());
        show.push({eventOf(EventType::Bust)});
        bool moved = false;
        for (int frame = 0; frame < 20; ++frame) {
            show.update(1.0 / 60);
            const SDL_Point o = show.effects().shakeOffset();
            moved = moved || o.x != 0 || o.y != 0;
        }
        CHECK(moved == allowed);
    }
    setShakeAllowed(true);
}

TEST_CASE("counters tick in round steps of the rules' scoring unit", "[hud]") {
    Counter c;
    c.setStep(50);
    c.set(0);
    c.go(1000, 0.6);
    int last = 0;
    for (int frame = 0; frame < 60; ++frame) {
        c.update(1.0 / 60);
        INFO("frame " << frame << " shows " << c.shown());
        CHECK(c.shown() % 50 == 0);
        CHECK(c.shown() >= last);
        last = c.shown();
    }
    CHECK(c.shown() == 1000);
    // Down to zero after a bust, and a distance that is not a whole number of 50s (a penalty of
    // 25 in some rule file) ticks by 25.
    c.go(0, 0.5);
    c.update(0.2);
    CHECK(c.shown() % 50 == 0);
    c.update(1.0);
    CHECK(c.shown() == 0);
    c.go(325, 0.5);
    c.update(0.1);
    CHECK(c.shown() % 25 == 0);

    // The table's turn total in Greed (scores in 50s) never shows a number off the grid.
    Harness h(sized("greed", "Ann,Bob", 1280, 720));
    h.frames(3);
    Services& s = h.app().services();
    TableShow show(s, topTable(h).game(), topTable(h).tableLayout());
    Event scored = eventOf(EventType::Scored, 1000);
    scored.total = 1000;
    show.push({scored});
    for (int frame = 0; frame < 60; ++frame) {
        show.update(1.0 / 60);
        INFO("frame " << frame << " shows " << show.turnTotal());
        CHECK(show.turnTotal() % 50 == 0);
    }
}

namespace {

// What a big moment shows: its big words, the highest the resting dice were lifted over its
// first half second, and the sounds it played (each a file in assets/sounds).
struct Moment {
    std::vector<std::string> words;
    double highestLift = 0;
    std::vector<std::string> sounds;
};

Moment bigMoment(const std::string& rules, Event event, bool reducedMotion) {
    Harness h(sized(rules, "Ann,Bob", 1280, 720));
    h.frames(3);
    TableScene& table = topTable(h);
    Services& s = h.app().services();
    s.settings.reducedMotion = reducedMotion;
    s.fxRng = greed::core::Rng(7);
    TableShow show(s, table.game(), table.tableLayout());
    Event roll = eventOf(EventType::Rolled);
    const int count = table.game().rules().diceCount;
    for (int k = 0; k < count; ++k) {
        roll.dice.push_back(static_cast<greed::core::Face>(2 + k % 4)); // 2 3 4 5 2 3: no 1s
    }
    show.push({roll});
    for (int frame = 0; frame < 600 && show.animating(); ++frame) {
        show.update(1.0 / 30);
    }
    Moment m;
    s.feel = [&m](const std::string& name) {
        m.sounds.push_back(name);
    };
    show.push({event});
    for (int frame = 0; frame < 30; ++frame) {
        show.update(1.0 / 60);
        for (const auto& w : show.effects().bigWords()) {
            if (std::find(m.words.begin(), m.words.end(), w) == m.words.end()) {
                m.words.push_back(w);
            }
        }
        for (int die = 0; die < count; ++die) {
            m.highestLift = std::max(m.highestLift, show.pose(die).lift);
        }
    }
    s.feel = nullptr;
    return m;
}

} // namespace

TEST_CASE("big moments stamp their word, make the dice hop (not under reduced motion) and sound "
          "a sting",
          "[hud][effects]") {
    // Before: a Farkle bust was stamped BUST like every other, the dice lay still, and there
    // was no sting of the farkle's own.
    struct Case {
        std::string rules;
        Event event;
        std::string word;
        std::string sting;
    };
    Event bigBank = eventOf(EventType::Banked, 2000);
    bigBank.total = 2000;
    Event penalty = eventOf(EventType::Penalty, -1000);
    penalty.combos.push_back({"Three Js", -1000, {4, 4, 4}});
    const std::vector<Case> cases{
        {"greed", eventOf(EventType::Bust), "BUST", "stamp"},
        {"farkle", eventOf(EventType::Bust), "FARKLE!", "farkle"},
        {"greed", eventOf(EventType::HotDice), "HOT DICE", "hotdice"},
        {"greed", bigBank, "+2,000", "bigbank"},
        {"cubilete", penalty, "\u22121,000", "penalty"},
    };
    for (const auto& c : cases) {
        for (const bool reduced : {false, true}) {
            INFO(c.rules << ": " << c.word << (reduced ? ", reduced motion" : ""));
            const Moment m = bigMoment(c.rules, c.event, reduced);
            // The stamp (or banner) shows either way: reduced motion keeps the words.
            CHECK(std::any_of(m.words.begin(), m.words.end(), [&](const std::string& w) {
                return w.find(c.word) != std::string::npos;
            }));
            const bool bust = std::find(m.words.begin(), m.words.end(), "BUST") != m.words.end();
            CHECK(bust == (c.word == "BUST")); // a farkle is not stamped BUST too
            // The resting dice jump a few pixels and land; they lie still under reduced motion.
            if (reduced) {
                CHECK(m.highestLift == 0.0);
            } else {
                CHECK(m.highestLift > 0.3);
            }
            CHECK(std::find(m.sounds.begin(), m.sounds.end(), c.sting) != m.sounds.end());
            for (const auto& name : m.sounds) {
                INFO("sound " << name);
                CHECK(std::filesystem::exists(greed::core::assetDirectory() / "sounds" /
                                              (name + ".wav")));
            }
        }
    }
}

TEST_CASE("the action bar stands on a wooden shelf of the table, not on a dark strip of window",
          "[hud][shelf]") {
    // Before: the row under the table that holds the buttons was the window's flat backdrop.
    for (const auto& [w, hgt] :
         {std::pair{800, 600}, std::pair{1280, 720}, std::pair{1920, 1080}}) {
        INFO(w << "x" << hgt);
        Harness h(sized("greed", "Ann,Bob", w, hgt));
        h.frames(3);
        const TableLayout& L = topTable(h).tableLayout();
        h.app().renderAndCapture();
        const auto px = readBack(h.app().renderer().get(), w, hgt);
        const SDL_Color back = kBackdrop;
        const Uint32 backdrop =
            0xFF000000u | (Uint32{back.r} << 16) | (Uint32{back.g} << 8) | Uint32{back.b};
        // Every pixel from the table's lower edge to the buttons' lower edge, across the table
        // inside its rim, is the shelf (or a button on it), none the backdrop.
        int bare = 0;
        for (int y = L.table.y + L.table.h; y < L.bar.y + L.bar.h; ++y) {
            for (int x = L.table.x + L.rim; x < L.table.x + L.table.w - L.rim; ++x) {
                bare += px[static_cast<std::size_t>(y) * static_cast<std::size_t>(w) +
                           static_cast<std::size_t>(x)] == backdrop
                            ? 1
                            : 0;
            }
        }
        CHECK(bare == 0);
        // It ends level with the side panel: one piece of furniture.
        CHECK(L.shelf.y + L.shelf.h == L.board.y + L.board.h);
    }
}

TEST_CASE("the side panel's words keep clear of its wooden frame", "[hud][board]") {
    // Before: "GREED", the target and the standings started 2 to 6 px from the frame's inner
    // edge (800x600: 2 px).
    for (const auto& [w, hgt] : kSizes) {
        INFO(w << "x" << hgt);
        Harness h(sized("greed", "Ann,Bob", w, hgt));
        h.frames(3);
        const TableLayout& L = topTable(h).tableLayout();
        CHECK(L.boardTitle.x - (L.board.x + L.boardFrame) >= 6);
        CHECK(L.standings.x - (L.board.x + L.boardFrame) >= 6);
        CHECK(L.board.x + L.board.w - L.boardFrame - (L.standings.x + L.standings.w) >= 6);
    }
}

TEST_CASE("the turn box's name, caption and total keep inside its stitching", "[hud][board]") {
    // Before: the big total ran through the stitching to the frame and "turn total" sat on the
    // stitching's lower line (the words were placed half a small size in from the box's edge,
    // the stitching lies two frames in). Now the name over its caption sit beside the total.
    for (const int textSize : {100, 125, 150}) {
        for (const auto& [w, hgt] : kSizes) {
            for (const char* players : {"Ann,Bob", "Maximilian Adler,Rex:reckless"}) {
                INFO(w << "x" << hgt << " at " << textSize << " %, " << players);
                Options o = sized("greed", players, w, hgt);
                o.textSize = textSize;
                Harness h(o);
                h.frames(3);
                const TableLayout& L = topTable(h).tableLayout();
                const SDL_Rect& box = L.status;
                const int stitch = hudStitching(box.w, box.h);
                const SDL_Rect within = inset(box, stitch);
                const auto& game = topTable(h).game();
                const std::string name =
                    game.players()[static_cast<std::size_t>(game.currentPlayer())].info.name;
                std::optional<SDL_Rect> title;
                std::optional<SDL_Rect> caption;
                std::optional<SDL_Rect> total;
                for (const auto& l : test::labelsOfTop(h)) {
                    const SDL_Point centre{l.rect.x + l.rect.w / 2, l.rect.y + l.rect.h / 2};
                    if (SDL_PointInRect(&centre, &box) == SDL_FALSE) {
                        continue;
                    }
                    INFO("\"" << l.text << "\" at " << l.rect.x << "," << l.rect.y << " "
                              << l.rect.w << "x" << l.rect.h << " in " << within.x << ","
                              << within.y << " " << within.w << "x" << within.h);
                    // The text's whole line box (its leading too) inside the stitching.
                    CHECK(test::inside(l.rect, within, 0));
                    if (l.text.rfind(name.substr(0, 3), 0) == 0) {
                        title = l.rect;
                    } else if (l.text == "turn total") {
                        caption = l.rect;
                    } else if (l.text == "0") {
                        total = l.rect;
                    }
                }
                REQUIRE(title);
                REQUIRE(caption);
                REQUIRE(total);
                CHECK(title->y + title->h <= caption->y);
                CHECK(title->x + title->w < total->x);
                CHECK(caption->x + caption->w < total->x);
                CHECK(total->h >= L.type.big); // the total at its full size
            }
        }
    }
}

TEST_CASE("the far seats' portrait rings stay inside the window at every text size",
          "[hud][seats]") {
    // Before: at 125 % and 150 % the top plates' rings were cut by the window's top edge.
    for (const int textSize : {100, 125, 150}) {
        for (const auto& [w, hgt] : kSizes) {
            INFO(w << "x" << hgt << " at " << textSize << " %");
            Options o = sized("greed", "Ann,Bob,Cid,Dee", w, hgt);
            o.textSize = textSize;
            Harness h(o);
            h.frames(3);
            const TableLayout& L = topTable(h).tableLayout();
            for (int i = 0; i < 4; ++i) {
                const SeatPlace& s = L.seat(i);
                // drawMedallion's ring: radius r + 1, as wide as an eighth of r.
                const double ring = s.portraitR + 1 + std::max(2.0, s.portraitR * 0.12) / 2;
                CHECK(s.portrait.y - ring >= 0);
                CHECK(s.portrait.y + ring <= hgt);
            }
        }
    }
}

TEST_CASE("the bust stamp follows the rules' bust word, never the rule set's name",
          "[hud][effects]") {
    // Before: the table told Farkle apart by the rule set's id or name, so a house rule file
    // named "Farkle-ish" stamped FARKLE! and one that asked for the farkle word stamped BUST.
    const auto dir = std::filesystem::temp_directory_path() / "greed-bust-word-test";
    std::filesystem::create_directories(dir);
    const auto ruleFile = [&dir](const std::string& preset, const std::string& id,
                                 const std::string& name, bool farkleWord) {
        nlohmann::json j = greed::core::rulesToJson(greed::core::loadPreset(preset));
        j["id"] = id;
        j["name"] = name;
        j.erase("bustWord");
        if (farkleWord) {
            j["bustWord"] = "farkle";
        }
        const auto path = dir / (id + ".json");
        std::ofstream(path) << j.dump(2);
        return path.string();
    };
    struct Case {
        std::string file;
        std::string word;
        std::string notWord;
        std::string sting;
    };
    const std::vector<Case> cases{
        {ruleFile("zehntausend", "ours", "Our dice", true), "FARKLE!", "BUST", "farkle"},
        {ruleFile("farkle", "farkle-ish", "Farkle-ish", false), "BUST", "FARKLE!", "stamp"},
    };
    for (const auto& c : cases) {
        INFO(c.file);
        const Moment m = bigMoment(c.file, eventOf(EventType::Bust), false);
        const auto has = [&m](const std::string& word) {
            return std::any_of(m.words.begin(), m.words.end(), [&](const std::string& w) {
                return w.find(word) != std::string::npos;
            });
        };
        CHECK(has(c.word));
        CHECK_FALSE(has(c.notWord));
        CHECK(std::find(m.sounds.begin(), m.sounds.end(), c.sting) != m.sounds.end());
    }
    std::filesystem::remove_all(dir);
}

TEST_CASE("the action bar's buttons share one text size at 800x600, the space bar's cap short "
          "where it is long",
          "[hud][text-fit]") {
    // Before: "[Leertaste] 3 Würfel werfen" shrank its words below its neighbour's at 800x600.
    for (const auto language : {greed::i18n::Language::English, greed::i18n::Language::Spanish,
                                greed::i18n::Language::German}) {
        for (const std::string rules : {"greed", "farkle"}) {
            test::InLanguage in(language);
            Harness h(sized(rules, "Ann,Bob", 800, 600));
            TableScene& table = topTable(h);
            h.frames(3);
            h.key(SDLK_SPACE);
            for (int i = 0; i < 600 && (table.animating() || table.input().bar().buttons().empty());
                 ++i) {
                h.frames(1);
            }
            const auto& bar = table.input().bar().buttons();
            REQUIRE(bar.size() >= 2);
            const int body = table.tableLayout().type.body;
            auto& text = h.app().services().painter.text();
            for (const auto& b : bar) {
                INFO(rules << " [" << b.key << "] " << b.label << " at " << b.textSize << " of "
                           << body);
                CHECK(b.textSize == bar.front().textSize);
                // Every button's words fit its rect at the shared size, cap included.
                CHECK(keyCapWidth(text, b.key, b.textSize) +
                          text.measure(b.label, b.textSize, true).x <=
                      b.rect.w - 2 * (b.rect.h / 3));
            }
            // Greed's two buttons (roll, bank) keep the body size in every language.
            if (rules == "greed") {
                CHECK(bar.front().textSize == body);
            }
        }
    }
}

TEST_CASE("the plates number the turn order from four seats on, counting from the first player",
          "[hud][seats]") {
    // Seats keep their places when someone joins, so play zigzags: 8 seats read 1..8 from
    // the first player, whatever seat that is.
    CHECK_FALSE(showsTurnOrder(2));
    CHECK_FALSE(showsTurnOrder(3));
    CHECK(showsTurnOrder(4));
    CHECK(turnOrderNumber(0, 0, 8) == 1);
    CHECK(turnOrderNumber(7, 0, 8) == 8);
    CHECK(turnOrderNumber(2, 2, 4) == 1);
    CHECK(turnOrderNumber(1, 2, 4) == 4);
    CHECK(turnOrderNumber(0, 2, 4) == 3);
}

TEST_CASE("a computer's status on its lit plate stands clear of the die token", "[hud][seats]") {
    // Before (third review, defect 9): "thinking" ended 3 px before the token and its dots
    // moved it, so the word ran into the die on a far plate (demo, 1280x720).
    // (In smaller windows a lit plate may have no room for the word: it is left off whole, the
    // plate's light says it.)
    for (const auto& [w, hgt] : {std::pair{1280, 720}}) {
        Harness h(sized("greed", "Rex:reckless,Sam:steady,Tilly:timid", w, hgt));
        TableScene& table = topTable(h);
        const Painter& p = h.app().services().painter;
        int seen = 0;
        int seenFar = 0; // on the far plate, where the token stands on the word's line
        std::optional<int> thinkingX;
        int last = -1;
        for (int frame = 0; frame < 3000 && seenFar < 6 && h.scene() == "table"; ++frame) {
            h.frames(1);
            const int player = table.show().shownPlayer();
            const TableLayout& L = table.tableLayout();
            if (player != last) {
                thinkingX.reset(); // another plate
                last = player;
            }
            if (frame % 3 != 0 || player < 0 || player >= static_cast<int>(L.seats.size())) {
                continue;
            }
            std::vector<DrawnLabel> labels;
            p.recordLabels(&labels);
            h.app().renderAndCapture();
            p.recordLabels(nullptr);
            const SeatPlace& s = L.seat(player);
            // The token as drawn: on the plate raised towards the felt.
            const int dy = static_cast<int>(s.far ? s.lift : -s.lift);
            const SDL_Rect token{s.token.x, s.token.y + dy, s.token.w, s.token.h};
            for (const DrawnLabel& d : labels) {
                const bool onPlate = d.rect.y >= s.plaque.y + dy - 2 &&
                                     d.rect.y + d.rect.h <= s.plaque.y + dy + s.plaque.h + 2 &&
                                     d.rect.x >= s.plaque.x;
                if (!onPlate || d.text.rfind("thinking", 0) != 0) {
                    continue;
                }
                ++seen;
                seenFar += s.far ? 1 : 0;
                INFO(w << "x" << hgt << ", frame " << frame << ": \"" << d.text << "\" at "
                       << d.rect.x << "," << d.rect.y << " " << d.rect.w << "x" << d.rect.h
                       << ", token at " << token.x << "," << token.y);
                // A clear gap of 4 px at least, or on another line than the token's.
                const bool apart = d.rect.x + d.rect.w <= token.x - 4 ||
                                   d.rect.y >= token.y + token.h || d.rect.y + d.rect.h <= token.y;
                CHECK(apart);
                // The word stands still while its dots come and go.
                if (thinkingX && *thinkingX != d.rect.x) {
                    CHECK(*thinkingX == d.rect.x);
                }
                thinkingX = d.rect.x;
            }
        }
        CHECK(seen > 0);
        CHECK(seenFar > 0);
    }
}

TEST_CASE("a computer's line shows by its lit plate and goes soon after the turn has passed",
          "[hud][speech]") {
    // Before (third review, defect 5): a line said with a bank showed only once the next
    // player's turn had started, and stood its whole 3.2 s into that turn.
    Harness h(sized("greed", "Ann,Bob:steady,Cid:timid", 1280, 720));
    h.frames(3);
    TableScene& table = topTable(h);
    Services& s = h.app().services();
    TableShow show(s, table.game(), table.tableLayout());
    auto of = [](EventType type, int player) {
        Event e = eventOf(type);
        e.player = player;
        return e;
    };
    // Bob's turn: he banks and the turn passes to Cid; his line was said with that move.
    show.push({of(EventType::TurnStarted, 1)});
    show.push({of(EventType::Banked, 1), of(EventType::TurnStarted, 2)});
    show.say(1, "Safe is sound.");
    constexpr double kFrame = 1.0 / 60;
    std::optional<double> shown;
    std::optional<double> passed;
    std::optional<double> gone;
    for (int frame = 1; frame <= 8 * 60; ++frame) {
        show.update(kFrame);
        const double t = frame * kFrame;
        const bool up = !show.bubbles().empty();
        if (up && !shown) {
            shown = t;
            INFO("the line showed at " << t << " s, the table showing player "
                                       << show.shownPlayer());
            CHECK(show.shownPlayer() == 1); // while Bob's plate is lit
        }
        if (shown && !passed && show.shownPlayer() != 1) {
            passed = t;
        }
        if (shown && !up && !gone) {
            gone = t;
        }
    }
    REQUIRE(shown);
    REQUIRE(passed);
    REQUIRE(gone);
    INFO("shown at " << *shown << " s, turn passed at " << *passed << " s, gone at " << *gone);
    // Long enough to read, gone little more than a second after the turn passed.
    CHECK(*gone - *shown >= 1.5);
    CHECK(*gone - *passed <= 1.4);
}

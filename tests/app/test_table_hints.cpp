// What the table says and shows around the dice (issue 37, findings v3 defects 8, 13, 14, 19
// and the log's names): the hint line adds only what the buttons do not say, a refusal shows
// alone for a moment, the BUST plaque says what was lost, the empty tray is faint, the felt's
// summary at rest, the focus after the best keep, and names in the log keep readable lengths.
#include "app_harness.hpp"
#include "table_test_setup.hpp"
#include "text_fit.hpp"

#include "app/table/felt_summary.hpp"
#include "app/table/hint_line.hpp"
#include "app/table/log_fit.hpp"
#include "app/table/table_draw.hpp"
#include "app/table/table_scene.hpp"
#include "app/table/table_words.hpp"
#include "app/ui/hud_style.hpp"
#include "core/rules_io.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

using namespace greed::app;
using greed::app::test::eventOf;
using greed::app::test::Harness;
using greed::app::test::labelsOfTop;
using greed::app::test::sized;
using greed::app::test::topTable;
using greed::core::Event;
using greed::core::EventType;
using greed::core::Phase;

namespace {

// The words drawn on the message line over the dice ("" when it is not drawn).
std::string drawnLine(Harness& h) {
    const TableLayout& L = topTable(h).tableLayout();
    for (const auto& l : labelsOfTop(h)) {
        const int cy = l.rect.y + l.rect.h / 2;
        if (l.rect.x >= L.messageLine.x && l.rect.x < L.messageLine.x + L.messagePad * 3 &&
            cy >= L.messageLine.y && cy < L.messageLine.y + L.messageLine.h) {
            return l.text;
        }
    }
    return "";
}

// Plays on (space, skipping the throw) until a person is to act in one of `phases`.
bool playTo(Harness& h, const std::vector<Phase>& phases, int tries = 40) {
    TableScene& table = topTable(h);
    for (int i = 0; i < tries; ++i) {
        h.frames(2);
        if (table.humanToAct() &&
            std::find(phases.begin(), phases.end(), table.game().phase()) != phases.end()) {
            return true;
        }
        if (table.humanToAct()) {
            h.key(table.game().phase() == Phase::ChooseKeep ? SDLK_s : SDLK_SPACE);
            if (table.game().phase() == Phase::ChooseKeep) {
                h.key(SDLK_SPACE);
            }
        }
        table.skipAnimation();
    }
    return false;
}

constexpr double kFrame = 1.0 / 30;

void rest(TableShow& show) {
    for (int frame = 0; frame < 1200 && show.animating(); ++frame) {
        show.update(kFrame);
    }
}

// The second lines of the big words seen while `show` plays on (BUST's "300 points lost").
std::vector<std::string> subsSeen(TableShow& show) {
    std::vector<std::string> out;
    for (int frame = 0; frame < 60; ++frame) {
        show.update(kFrame);
        for (const auto& s : show.effects().bigSubs()) {
            if (std::find(out.begin(), out.end(), s) == out.end()) {
                out.push_back(s);
            }
        }
    }
    return out;
}

} // namespace

TEST_CASE("the hint line never repeats the action buttons' words or keys", "[hints]") {
    // Before: "Roll the dice [Space]   (bust 2%)" over a "[Space] Roll 6 dice" button, and
    // "Roll on [Space] or bank [B]" over "[Space] Roll 4 dice" and "[B] Bank 300".
    for (const std::string rules : {"greed", "farkle", "zehntausend"}) {
        Harness h(sized(rules, "Ann,Bob", 1280, 720));
        h.app().services().settings.hints = true;
        int seen = 0;
        for (int turn = 0; turn < 6; ++turn) {
            if (!playTo(h, {Phase::AwaitRoll, Phase::AwaitDecision, Phase::AdoptOffer})) {
                break;
            }
            h.frames(2);
            const std::string line = drawnLine(h);
            INFO(rules << ": \"" << line << "\"");
            CHECK(line.find('[') == std::string::npos); // no key caps
            for (const auto& b : topTable(h).input().bar().buttons()) {
                INFO("button " << b.label);
                CHECK(line.find(b.label) == std::string::npos);
            }
            if (topTable(h).game().phase() != Phase::AdoptOffer) {
                CHECK(line.find("Bust chance") != std::string::npos); // new information
            }
            if (topTable(h).game().phase() == Phase::AwaitDecision &&
                topTable(h).game().canBank()) {
                CHECK(line.find("Bank now: ") != std::string::npos);
                CHECK(line.find(" at stake") != std::string::npos);
            }
            ++seen;
            h.key(SDLK_SPACE);
            topTable(h).skipAnimation();
        }
        CHECK(seen >= 3);
    }
}

TEST_CASE("a refusal shows alone, without the odds, and the hint comes back after it", "[hints]") {
    // Before: "There is nothing to bank now   (bust 2%)", and it stayed until the next move.
    Harness h(sized("greed", "Ann,Bob", 1280, 720));
    h.app().services().settings.hints = true;
    TableScene& table = topTable(h);
    REQUIRE(playTo(h, {Phase::AwaitRoll}));
    h.frames(2);
    REQUIRE(drawnLine(h).find("Bust chance") != std::string::npos);
    h.key(SDLK_b); // nothing to bank yet
    h.frames(1);
    const std::string refusal = drawnLine(h);
    CHECK(refusal == "There is nothing to bank now");
    CHECK(table.message() == refusal);
    // Said for a moment, then the hint is back.
    h.frames(static_cast<int>(TableMatch::kRefusalShown * 60) / 2);
    CHECK(drawnLine(h) == refusal);
    h.frames(static_cast<int>(TableMatch::kRefusalShown * 60));
    CHECK(drawnLine(h).find("Bust chance") != std::string::npos);
    CHECK(table.message().empty());
}

TEST_CASE("the BUST and FARKLE! plaques say the points lost, a penalty the turn's points too",
          "[hints][verdict]") {
    // Before: the turn total was already 0 when BUST landed, and "300 lost" was only in the log.
    for (const std::string rules : {"greed", "farkle"}) {
        Harness h(sized(rules, "Ann,Bob", 1280, 720));
        h.frames(3);
        TableScene& table = topTable(h);
        Services& s = h.app().services();
        for (const int lost : {300, 0}) {
            INFO(rules << ", " << lost << " lost");
            TableShow show(s, table.game(), table.tableLayout());
            Event roll = eventOf(EventType::Rolled);
            roll.dice = std::vector<greed::core::Face>{2, 3, 4, 6, 2, 3};
            show.push({roll});
            rest(show);
            show.push({eventOf(EventType::Bust, lost)});
            const auto subs = subsSeen(show);
            REQUIRE(subs.size() == 1);
            // Nothing under the word when nothing was lost.
            CHECK(subs.front() == (lost > 0 ? "300 points lost" : ""));
        }
    }
    // Cubilete: 150 scored (an ace and a king), then three jacks: the penalty and the turn.
    Harness h(sized("cubilete", "Ann,Bob", 1280, 720));
    h.frames(3);
    TableScene& table = topTable(h);
    TableShow show(h.app().services(), table.game(), table.tableLayout());
    Event first = eventOf(EventType::Rolled);
    first.dice = std::vector<greed::core::Face>{1, 2, 5};
    Event scored = eventOf(EventType::Scored, 150);
    scored.total = 150;
    Event second = eventOf(EventType::Rolled);
    second.dice = std::vector<greed::core::Face>{4, 4, 4};
    Event penalty = eventOf(EventType::Penalty, -1000);
    penalty.combos.push_back({"Three Js", -1000, {4, 4, 4}});
    // One move's events, as the table is told them (no catching up with the game between).
    show.push({first, scored, second, penalty});
    for (int frame = 0; frame < 1200 && show.effects().bigWords().empty(); ++frame) {
        show.update(kFrame);
    }
    const auto subs = subsSeen(show);
    CHECK(std::find(subs.begin(), subs.end(), "and 150 points of this turn") != subs.end());
}

TEST_CASE("the empty tray is a faint recess that comes in with the first die set aside",
          "[hints][tray]") {
    // Before: the empty dark tray, drawn into the static table, was the largest shape on the
    // felt at the start of every turn.
    Harness h(sized("greed", "Ann,Bob", 1280, 720));
    h.frames(3);
    TableScene& table = topTable(h);
    const TableLayout& L = table.tableLayout();
    CHECK(table.show().tray().empty());
    CHECK(trayAlpha(table.show()) == Approx(kEmptyTrayAlpha));
    CHECK(kEmptyTrayAlpha <= 0.35);
    // Drawn: the middle of the empty tray is nearly the felt just above it.
    auto shot = h.app().renderAndCapture();
    const int cx = static_cast<int>(L.trayCentre.x);
    const SDL_Color floor = h.pixel(*shot, cx, static_cast<int>(L.trayCentre.y));
    const SDL_Color felt = h.pixel(*shot, cx, L.tray.y - L.margin);
    INFO("tray " << int(floor.r) << "," << int(floor.g) << "," << int(floor.b) << " felt "
                 << int(felt.r) << "," << int(felt.g) << "," << int(felt.b));
    CHECK(std::abs(int(floor.g) - int(felt.g)) < 40); // the dark tray's floor: over 60 apart
    // Dice set aside: the tray is all there.
    TableShow show(h.app().services(), table.game(), L);
    Event roll = eventOf(EventType::Rolled);
    roll.dice = std::vector<greed::core::Face>{1, 1, 2, 3, 4, 6};
    Event scored = eventOf(EventType::Scored, 200);
    scored.total = 200;
    scored.indices = std::vector<int>{0, 1};
    scored.dice = std::vector<greed::core::Face>{1, 1};
    scored.combos.push_back({"Two 1s", 200, {1, 1}});
    show.push({roll, scored});
    rest(show);
    CHECK(trayPresence(show) == Approx(1.0));
    CHECK(trayAlpha(show) == Approx(1.0));
}

TEST_CASE("the bare felt shows a quiet summary of the race", "[hints][summary]") {
    Harness h(sized("greed", "Ann,Bob", 1280, 720));
    h.frames(3);
    const auto& game = topTable(h).game();
    const int target = game.rules().target;
    const auto toGo = [](int points) {
        return table_words::number(points) + " to the target";
    };
    CHECK(feltSummary(game, 0, {0, 0}) == std::vector<std::string>{toGo(target)});
    CHECK(feltSummary(game, 0, {200, 800}) ==
          std::vector<std::string>{toGo(target - 200), "Leader: Bob (800)"});
    CHECK(feltSummary(game, 0, {900, 800}) ==
          std::vector<std::string>{toGo(target - 900), "Lead: 100"});
    // Drawn over the bare felt at the start of a turn, gone once dice are on it.
    h.frames(60);
    auto has = [&h](const std::string& words) {
        const auto labels = labelsOfTop(h);
        return std::any_of(labels.begin(), labels.end(),
                           [&](const DrawnLabel& l) { return l.text == words; });
    };
    CHECK(has(toGo(target)));
    h.key(SDLK_SPACE);
    topTable(h).skipAnimation();
    h.frames(2);
    CHECK_FALSE(has(toGo(target)));
}

TEST_CASE("after the best keep the focus is on Keep & roll, by key and by the bar's buttons",
          "[hints][focus]") {
    // Before: S (or the Best button pressed with a pad) left the focus where it was, so a pad's
    // A picked the best keep again instead of playing it.
    Harness h(sized("farkle", "Ann,Bob", 1280, 720));
    TableScene& table = topTable(h);
    REQUIRE(playTo(h, {Phase::ChooseKeep}));
    h.key(SDLK_s);
    h.frames(1);
    CHECK(table.input().bar().focused() == "keep_roll");
    CHECK_FALSE(table.selectedIndices().empty());
    // The bar as a pad walks it (the same commands): to Best, A, then A again plays the keep.
    h.key(SDLK_RIGHT);
    h.key(SDLK_RIGHT);
    h.frames(1);
    REQUIRE(table.input().bar().focused() == "best");
    h.key(SDLK_RETURN);
    h.frames(1);
    CHECK(table.input().bar().focused() == "keep_roll");
    const int rolls = table.game().rollsThisTurn();
    h.key(SDLK_RETURN);
    table.skipAnimation();
    h.frames(2);
    CHECK((table.game().rollsThisTurn() > rolls || table.game().currentPlayer() != 0));
}

TEST_CASE("log names: a short name is never cut for a long one, a name keeps three letters",
          "[hints][log]") {
    // Before: every name in a line gave up letters alike, so "Winners: You & Timid Tilly" lost
    // "You" ("Yo…", "Y…") for Tilly's sake, and a narrow line showed "Y… — throw: …".
    Harness h;
    auto& text = h.app().services().text;
    const greed::platform::TextStyle style{14, false, {255, 255, 255, 255}};
    const std::vector<LogName> names{{"You", "You"}, {"Timid Tilly", "Tilly"}};
    CHECK(shorterNames({"You", "You"}) == std::vector<std::string>{"You"});
    CHECK(shorterNames({"Carlos", "Carlos"}) ==
          std::vector<std::string>{"Carlos", "Carlo\u2026", "Carl\u2026", "Car\u2026"});
    const std::string both = "Winners: You & Timid Tilly";
    const int room = text.measure("Winners: You & Tilly", style).x;
    CHECK(logRows(text, both, names, style, room, 14) ==
          std::vector<std::string>{"Winners: You & Tilly"});
    // Too narrow for "You" and the move: a second row, the name whole.
    const std::string line = "You \u2014 Three pairs +1,500";
    const auto rows = logRows(text, line, names, style, text.measure(line, style).x - 6, 14);
    REQUIRE(rows.size() == 2);
    CHECK(rows.front().rfind("You ", 0) == 0);
}

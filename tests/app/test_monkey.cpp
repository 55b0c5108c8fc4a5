// Monkey test: 12 games (GREED_MONKEY_GAMES=N for more) on random presets with 2 to 8 seats, played
// by random keys, clicks, window resizes and full-screen toggles (all from one seed). Nothing may
// crash or fail (run it under the debug-asan preset too: no sanitizer report either); every few
// inputs the app's invariants hold (monkey_watch.hpp: the game and its log agree, nothing refused
// reached the game, the table shows the game's numbers); no screen ignores the monkey for long;
// and over the games every main screen is seen. After its random inputs each game is played on
// plainly to the results, which every game must reach; a game the monkey left for the title is
// replaced by a new one started there (leaving is a sane end, and the title must lead on).
#include "app_harness.hpp"
#include "monkey_watch.hpp"

#include "app/table/table_scene.hpp"
#include "core/rng.hpp"
#include "core/rules_io.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <cstdlib>
#include <filesystem>
#include <set>

using namespace greed;
using greed::app::test::Harness;
using greed::app::test::MonkeyWatch;

namespace {

// Games by default: enough to visit every screen, small enough for CI beside other work.
constexpr int kDefaultGames = 12;
constexpr int kStepsPerGame = 300;
// Then the game is played on sensibly for at most this many inputs, to the results (an
// eight-seat game with four people, each turn passing with its beats, needs about 3000).
constexpr int kFinishSteps = 6000;
// The invariants are checked every this many random inputs (and at each game's end).
constexpr int kCheckEvery = 40;
// A table that has shown its beats shows the game's numbers within this many frames.
constexpr int kSettleFrames = 600;
// Some input changes what a player would notice within this many random inputs (measured
// longest over the default games: 15); more means a screen that ignores its player.
constexpr int kStillInputs = 40;
// Every main screen is seen over the default games (the statistics need saves, which the
// test leaves off; the network screens are the net tests' own).
const std::set<std::string> kMainScreens{"title", "setup",   "table", "pause",
                                         "graph", "results", "help",  "settings"};
constexpr std::uint64_t kSeed = 20261123;
// One frame in this many is drawn (the others take input, update and lay out).
constexpr int kDrawEvery = 4;

// Keys a player might press anywhere, with extra weight on the ones that play the game.
constexpr std::array<SDL_Keycode, 28> kKeys{
    SDLK_SPACE, SDLK_SPACE, SDLK_SPACE, SDLK_b,      SDLK_b,         SDLK_s,    SDLK_s,
    SDLK_d,     SDLK_a,     SDLK_x,     SDLK_x,      SDLK_1,         SDLK_2,    SDLK_3,
    SDLK_6,     SDLK_9,     SDLK_LEFT,  SDLK_RIGHT,  SDLK_UP,        SDLK_DOWN, SDLK_RETURN,
    SDLK_TAB,   SDLK_g,     SDLK_h,     SDLK_ESCAPE, SDLK_BACKSPACE, SDLK_n,    SDLK_F11};

const std::array<const char*, 5> kPresets{"greed", "spec1989", "zehntausend", "cubilete", "farkle"};
// Every personality but the Professor, who may stop to solve a rule set first.
const std::array<const char*, 6> kPersonalities{"timid", "careful", "steady",
                                                "bold",  "gambler", "reckless"};

int below(core::Rng& rng, int n) {
    return static_cast<int>(rng.below(static_cast<std::uint64_t>(n)));
}

std::string seatsSpec(core::Rng& rng, const core::Rules& rules) {
    const int low = std::max(2, rules.minPlayers);
    const int high = std::min(8, rules.maxPlayers);
    const int seats = low + below(rng, high - low + 1);
    std::string spec;
    for (int s = 0; s < seats; ++s) {
        const bool human = below(rng, 3) == 0;
        spec += (s ? "," : "") + std::string("P") + std::to_string(s + 1) + ":" +
                (human ? "human" : kPersonalities[static_cast<size_t>(below(rng, 6))]);
    }
    return spec;
}

// Whether (x, y) is on a Quit button of the top screen (the title's, or the results' after a
// game): a click there closes the game.
bool onQuit(Harness& h, int x, int y) {
    for (const auto& b : h.app().top().buttons()) {
        if (b.id == "quit" && x >= b.rect.x && x < b.rect.x + b.rect.w && y >= b.rect.y &&
            y < b.rect.y + b.rect.h) {
            return true;
        }
    }
    return false;
}

// One random input (and a few frames for it to take effect). Quit (clicked by name or at its
// place) and the title's Escape, Enter and Space are left alone: a monkey that closes the game
// tests nothing more.
void monkeyStep(Harness& h, core::Rng& rng) {
    auto& window = h.app().window();
    const bool title = h.scene() == "title";
    switch (below(rng, 20)) {
    case 0: {
        const auto buttons = h.app().top().buttons();
        if (!buttons.empty()) {
            const auto& b =
                buttons[static_cast<size_t>(below(rng, static_cast<int>(buttons.size())))];
            if (b.id != "quit") {
                h.clickAt(b.rect.x + b.rect.w / 2, b.rect.y + b.rect.h / 2);
            }
        }
        break;
    }
    case 1:
    case 2: {
        const int x = below(rng, h.app().renderer().width());
        const int y = below(rng, h.app().renderer().height());
        if (!onQuit(h, x, y)) {
            h.clickAt(x, y);
        }
        break;
    }
    case 3:
        if (below(rng, 8) == 0) {
            window.setSize(800 + below(rng, 1121), 600 + below(rng, 481));
        } else if (below(rng, 8) == 0) {
            window.toggleFullscreen();
        }
        h.frames(1);
        break;
    case 4:
        h.key(SDLK_RETURN, KMOD_LALT); // full screen by keys
        break;
    default: {
        const SDL_Keycode key =
            kKeys[static_cast<size_t>(below(rng, static_cast<int>(kKeys.size())))];
        // On the title Enter and Space activate the focused entry, which arrows may have
        // moved to Quit: the title is left to clicks and letter keys.
        const bool closes = key == SDLK_ESCAPE || key == SDLK_RETURN || key == SDLK_SPACE;
        if (!(title && closes)) {
            h.key(key);
        }
        break;
    }
    }
    h.frames(1 + below(rng, 3));
}

// Plays on like a plain player (best keep, bank from 300, decline offers, hurry computers),
// leaving any screen over the table with Escape; true once the results are reached. From the
// title (the monkey left its game) a new game is set up and played. `fresh` tells whether that
// was needed.
bool finish(Harness& h, bool& fresh) {
    for (int step = 0; step < kFinishSteps && !h.app().stopped(); ++step) {
        const std::string scene = h.scene();
        if (scene == "results") {
            return true;
        }
        auto* table = dynamic_cast<app::TableScene*>(&h.app().top());
        if (scene == "title") {
            fresh = true;
            h.click("new");
        } else if (scene == "setup") {
            h.click("start");
        } else if (table == nullptr) {
            h.key(SDLK_ESCAPE);
        } else if (!table->humanToAct()) {
            h.key(SDLK_x);
        } else {
            const auto& game = table->game();
            const bool enough = game.turnTotal() >= 300;
            switch (game.phase()) {
            case core::Phase::ChooseKeep: {
                h.key(SDLK_s);
                // Bank only when this keep allows it (a rule set may ask a higher total to
                // bank or to get in): pressing a refused Bank again and again plays nothing.
                const auto verdict = game.evaluateKeep(table->selectedIndices());
                const bool bank = verdict.canBankAfter && (enough || !verdict.canRollAfter);
                h.key(bank ? SDLK_b : SDLK_SPACE);
                break;
            }
            case core::Phase::AdoptOffer:
                h.key(SDLK_d);
                break;
            default:
                h.key(enough && game.canBank() ? SDLK_b : SDLK_SPACE);
                break;
            }
        }
        h.frames(2);
    }
    return h.scene() == "results";
}

} // namespace

TEST_CASE("monkey: random input on random presets never crashes or breaks a game",
          "[monkey][slow]") {
    const auto data = std::filesystem::temp_directory_path() / "greed-monkey-data";
    std::filesystem::create_directories(data);
    setenv("GREED_DATA_DIR", data.c_str(), 1);
    // GREED_MONKEY_GAME=N replays game N alone (each game has its own seed);
    // GREED_MONKEY_GAMES=N plays games 0 to N-1.
    const char* only = std::getenv("GREED_MONKEY_GAME");
    const char* count = std::getenv("GREED_MONKEY_GAMES");
    const int first = only ? std::atoi(only) : 0;
    const int last = only ? first + 1 : count ? std::max(1, std::atoi(count)) : kDefaultGames;
    int ownResults = 0;
    int freshResults = 0;
    int checks = 0;
    MonkeyWatch watch;
    for (int g = first; g < last; ++g) {
        core::Rng rng(kSeed + static_cast<std::uint64_t>(g));
        const std::string preset = kPresets[static_cast<size_t>(below(rng, 5))];
        const std::string seats = seatsSpec(rng, core::loadPreset(preset));
        INFO("game " << g << ": " << preset << " " << seats);
        auto options = app::test::testOptions(preset, seats);
        options.seed = 1000 + static_cast<std::uint64_t>(g);
        options.match.seed = *options.seed;
        Harness h(options);
        h.app().services().settings.speedIndex = 4;
        // Drawing every frame on the software renderer was four fifths of this test's time;
        // every state a monkey reaches still gets drawn, a few frames later.
        h.app().drawOnlyEvery(kDrawEvery);
        watch.restart();
        bool reached = false;
        for (int step = 1; step <= kStepsPerGame; ++step) {
            INFO("input " << step << " on " << h.scene());
            monkeyStep(h, rng);
            // Quit and the keys that close the title are spared: the app never stops on its own.
            REQUIRE_FALSE(h.app().stopped());
            REQUIRE(h.app().scenes().size() > 0);
            watch.afterInput(h.app());
            reached = reached || h.scene() == "results";
            if (step % kCheckEvery == 0) {
                ++checks;
                if (auto* table = app::test::tableIn(h.app())) {
                    app::test::checkGame(*table);
                    if (&h.app().top() == table) {
                        CHECK(app::test::checkShownSettles(h, *table, kSettleFrames));
                    }
                }
            }
        }
        bool fresh = false;
        if (!reached) {
            reached = finish(h, fresh);
        }
        CHECK(reached);
        watch.saw(h.scene());
        CHECK(h.app().exitCode() == 0);
        ownResults += reached && !fresh ? 1 : 0;
        freshResults += reached && fresh ? 1 : 0;
    }
    std::string seen;
    for (const auto& [screen, inputs] : watch.screens()) {
        seen += " " + screen + ":" + std::to_string(inputs);
    }
    WARN("monkey: " << last - first << " games, " << ownResults << " reached the results in their "
                    << "own game, " << freshResults << " in a new game from the title; " << checks
                    << " invariant checks; longest run of inputs changing nothing "
                    << watch.longestStill() << "; inputs per screen:" << seen);
    CHECK(watch.longestStill() < kStillInputs);
    if (!only && !count) {
        for (const auto& screen : kMainScreens) {
            INFO("screen " << screen);
            CHECK(watch.screens().count(screen) == 1);
        }
    }
    unsetenv("GREED_DATA_DIR");
    std::filesystem::remove_all(data);
}

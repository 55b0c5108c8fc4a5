// Monkey test: 12 games (GREED_MONKEY_GAMES=N for more) on random presets with 2 to 8 seats, played
// by random keys, clicks, window resizes and full-screen toggles (all from one seed). Nothing may
// crash (run it under the debug-asan preset too: no sanitizer report either), and whenever a game
// is at the table it must be consistent: scores agree with the turns played, it saves and loads to
// the same text, and someone can act unless it is over. After its random inputs each game is
// played on plainly, and at least half must reach the results.
#include "app_harness.hpp"

#include "app/table/table_scene.hpp"
#include "core/rng.hpp"
#include "core/rules_io.hpp"
#include "core/save.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <cstdlib>
#include <filesystem>
#include <numeric>

using namespace greed;
using greed::app::test::Harness;

namespace {

// Games by default: enough to visit every screen, small enough for CI beside other work.
constexpr int kDefaultGames = 12;
constexpr int kStepsPerGame = 300;
// Then the game is played on sensibly for at most this many inputs, to the results.
constexpr int kFinishSteps = 2500;
constexpr std::uint64_t kSeed = 20261123;

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

// The game at the table agrees with itself.
void checkConsistent(const core::Game& game) {
    for (const auto& p : game.players()) {
        INFO(p.info.name);
        const int fromTurns =
            std::accumulate(p.history.begin(), p.history.end(), 0,
                            [](int sum, const core::TurnRecord& t) { return sum + t.delta; });
        CHECK(p.score == fromTurns);
        if (!p.history.empty()) {
            CHECK(p.score == p.history.back().scoreAfter);
        }
    }
    const std::string saved = core::saveGameText(game);
    CHECK(core::saveGameText(core::loadGameText(saved, "monkey")) == saved);
    if (game.phase() != core::Phase::GameOver) {
        CHECK_FALSE(game.legalActions().empty());
    }
}

// One random input (and a few frames for it to take effect). The title's Escape and Quit
// are left alone: a monkey that closes the game tests nothing more.
void monkeyStep(Harness& h, core::Rng& rng) {
    auto& window = h.app().window();
    const bool title = h.scene() == "title";
    switch (below(rng, 20)) {
    case 0: {
        const auto buttons = h.app().top().buttons();
        if (!buttons.empty()) {
            const auto& b =
                buttons[static_cast<size_t>(below(rng, static_cast<int>(buttons.size())))];
            if (!(title && b.id == "quit")) {
                h.clickAt(b.rect.x + b.rect.w / 2, b.rect.y + b.rect.h / 2);
            }
        }
        break;
    }
    case 1:
    case 2:
        h.clickAt(below(rng, h.app().renderer().width()), below(rng, h.app().renderer().height()));
        break;
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
        if (!(title && key == SDLK_ESCAPE)) {
            h.key(key);
        }
        break;
    }
    }
    h.frames(1 + below(rng, 3));
}

// Plays on like a plain player (best keep, bank from 300, decline offers, hurry computers),
// leaving any screen over the table with Escape; true once the results are reached. A game
// the monkey left for the title stays left.
bool finish(Harness& h) {
    for (int step = 0; step < kFinishSteps && !h.app().stopped(); ++step) {
        const std::string scene = h.scene();
        if (scene == "results") {
            return true;
        }
        if (scene == "title" || scene == "setup") {
            return false;
        }
        auto* table = dynamic_cast<app::TableScene*>(&h.app().top());
        if (table == nullptr) {
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
    int results = 0;
    int consistentChecks = 0;
    int quits = 0;
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
        bool reached = false;
        for (int step = 0; step < kStepsPerGame; ++step) {
            monkeyStep(h, rng);
            if (h.app().stopped()) {
                break; // the monkey quit the game from the title (no screen is left)
            }
            reached = reached || h.scene() == "results";
            if (auto* table = dynamic_cast<app::TableScene*>(&h.app().top());
                table != nullptr && step % 50 == 0) {
                checkConsistent(table->game());
                ++consistentChecks;
            }
        }
        if (!h.app().stopped() && !reached) {
            reached = finish(h);
        }
        results += reached ? 1 : 0;
        if (h.app().stopped()) {
            ++quits;
        } else if (auto* table = dynamic_cast<app::TableScene*>(&h.app().top())) {
            checkConsistent(table->game());
        }
    }
    WARN("monkey: " << last - first << " games, " << results << " reached the results, "
                    << consistentChecks << " consistency checks at the table, " << quits
                    << " quit from the title");
    CHECK(results >= (last - first) / 2);
    unsetenv("GREED_DATA_DIR");
    std::filesystem::remove_all(data);
}

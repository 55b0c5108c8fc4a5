// Finished games for the results tests: every decision by ThresholdStrategy, dice by a Driver.
#include "results_games.hpp"

#include "app_harness.hpp"

#include "ai/strategy.hpp"
#include "core/rules_io.hpp"

#include <catch2/catch.hpp>

namespace greed::app::test {

namespace {
const char* kShort[] = {"Ann", "Rex", "Prof", "Tim", "Gus", "Cara", "Zed", "Mo"};
const char* kLong[] = {"Bartholomew Fitzgerald-Smythe", "Maximiliana Wolkenstein",
                       "Anastasia Papadopoulou",        "Christopher Montgomery III",
                       "Guinevere Featherstonehaugh",   "Lord Reginald Bottomley",
                       "Wilhelmina Oppenheimer",        "Constantinos Karamanlis"};
} // namespace

core::Game playGame(const GameRecipe& r) {
    core::Game game(core::loadPreset(r.rules));
    for (int i = 0; i < r.players; ++i) {
        const char* name = r.longNames ? kLong[i % 8] : kShort[i % 8];
        const core::PlayerInfo info =
            i < static_cast<int>(r.seats.size())
                ? r.seats[static_cast<std::size_t>(i)]
                : core::PlayerInfo{name, core::PlayerKind::Computer, "steady"};
        REQUIRE(game.addPlayer(info).ok);
    }
    REQUIRE(game.start(0).ok);
    core::Driver driver(r.seed);
    core::Rng mind(r.seed + 1);
    ai::ThresholdStrategy strategy(350);
    bool joined = false;
    bool left = false;
    for (int step = 0; step < 20000 && game.phase() != core::Phase::GameOver; ++step) {
        if (r.turns >= 0 && game.turnsPlayed() >= r.turns) {
            break;
        }
        if (r.joinAndLeave && !joined && game.turnsPlayed() >= 2 * r.players &&
            game.phase() == core::Phase::AwaitRoll) {
            REQUIRE(game.join({"Late Lou", core::PlayerKind::Computer, "steady"}).ok);
            joined = true;
        }
        if (r.joinAndLeave && !left && game.turnsPlayed() >= 4 * r.players &&
            game.phase() == core::Phase::AwaitRoll && game.currentPlayer() != 1) {
            REQUIRE(game.leave(1).ok);
            left = true;
        }
        REQUIRE(driver.apply(game, strategy.decide(game, mind)).ok);
    }
    return game;
}

Options languageOptions(i18n::Language language, int w, int h) {
    Options o = testOptions();
    o.width = w;
    o.height = h;
    o.language = language;
    return o;
}

core::Game oneRoundGame(const std::vector<std::string>& names,
                        const std::vector<core::Face>& first) {
    auto rules = core::loadPreset("greed");
    rules.target = 500;
    core::Game game(rules);
    for (const auto& name : names) {
        game.addPlayer({name, core::PlayerKind::Human, ""});
    }
    REQUIRE(game.start(0));
    REQUIRE(game.apply(core::Action::roll(first)));
    REQUIRE(game.apply(core::Action::bank()));
    for (std::size_t i = 1; i < names.size(); ++i) {
        REQUIRE(game.apply(core::Action::roll({2, 3, 4, 6, 2})));
    }
    REQUIRE(game.phase() == core::Phase::GameOver);
    return game;
}

} // namespace greed::app::test

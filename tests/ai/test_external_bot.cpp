// The bot protocol: a well-behaved bot, a bot answering garbage and a silent one.
#include "ai/external_bot.hpp"
#include "ai/tournament.hpp"

#include "core/rules_io.hpp"

#include "test_support.hpp"

#include <catch2/catch.hpp>

#include <chrono>
#include <mutex>

using namespace greed;

namespace {

struct BotRun {
    ai::TournamentResult result;
    std::vector<std::string> messages;
    double seconds = 0.0;
};

BotRun runBot(const std::string& bot, std::uint64_t games, int timeoutMs, int threads = 1) {
    ai::TournamentConfig config;
    config.rules = core::loadPreset("greed");
    config.players = {bot, "steady"};
    config.games = games;
    config.threads = threads;
    config.bots.timeoutMs = timeoutMs;
    BotRun run;
    auto mutex = std::make_shared<std::mutex>();
    config.bots.warn = [&run, mutex](const std::string& m) {
        std::lock_guard<std::mutex> lock(*mutex);
        run.messages.push_back(m);
    };
    const auto t0 = std::chrono::steady_clock::now();
    run.result = ai::runTournament(config);
    run.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    return run;
}

bool anyContains(const std::vector<std::string>& lines, const std::string& text) {
    for (const auto& l : lines) {
        if (l.find(text) != std::string::npos) {
            return true;
        }
    }
    return false;
}

const std::string kSource = GREED_SOURCE_DIR;

} // namespace

TEST_CASE("the example bot plays whole games without forfeits", "[bots]") {
    const auto run = runBot(kSource + "/examples/bots/simple_bot.py", 40, 5000, 2);
    CHECK(run.result.unfinished == 0);
    CHECK(run.result.players[0].forfeits == 0);
    CHECK(run.result.players[0].illegal == 0);
    CHECK(run.result.players[0].banks > 0);
    CHECK(run.messages.empty());
}

TEST_CASE("a bot answering garbage forfeits its decisions with a clear message", "[bots]") {
    const auto run = runBot(kSource + "/tests/ai/bots/garbage_bot.sh", 10, 1000);
    CHECK(run.result.unfinished == 0);
    CHECK(run.result.games == 10);
    CHECK(run.result.players[0].forfeits > 0);
    CHECK(run.result.players[0].illegal == 0);
    CHECK(anyContains(run.messages, "bad answer \"fold everything\""));
    CHECK(anyContains(run.messages, "decision forfeited"));
}

TEST_CASE("a silent bot never hangs the tournament", "[bots]") {
    const auto run = runBot(kSource + "/tests/ai/bots/silent_bot.sh", 10, 100);
    CHECK(run.result.games == 10);
    CHECK(run.result.players[0].forfeits > 0);
    CHECK(anyContains(run.messages, "no answer within 100 ms"));
    CHECK(anyContains(run.messages, "given up"));
    CHECK(run.seconds < 5.0);
}

TEST_CASE("bot answers are checked against the legal actions", "[bots]") {
    core::Rules rules = core::loadPreset("zehntausend");
    core::Game game(rules);
    game.addPlayer({"A", core::PlayerKind::Computer, ""});
    game.addPlayer({"B", core::PlayerKind::Computer, ""});
    game.start(0);
    REQUIRE(game.apply(core::Action::roll({1, 5, 2, 3, 4, 6})).ok);
    REQUIRE(game.phase() == core::Phase::ChooseKeep);
    const std::string state = ai::ExternalBot::stateLine(game);
    CHECK(state.find("phase=keep") != std::string::npos);
    CHECK(state.find("roll=1,5,2,3,4,6") != std::string::npos);
    std::string error;
    CHECK(ai::parseBotAnswer(game, "keep 0 1", error).type == core::ActionType::Keep);
    CHECK(error.empty());
    CHECK(ai::parseBotAnswer(game, "option 0", error).dice.size() >= 1);
    CHECK(error.empty());
    ai::parseBotAnswer(game, "keep 2", error); // a 2 scores nothing
    CHECK_FALSE(error.empty());
    ai::parseBotAnswer(game, "bank", error);
    CHECK_FALSE(error.empty());
    ai::parseBotAnswer(game, "keep 9", error);
    CHECK_FALSE(error.empty());
}

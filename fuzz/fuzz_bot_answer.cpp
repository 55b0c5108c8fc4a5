// libFuzzer target: the bot-answer parser. The first bytes pick a preset and the faces of a
// throw; the rest of the input is the bot's answer line. An answer the parser accepts must be
// one the game accepts too (a bot must be refused at parse time, with a strike, never later).
#include "ai/external_bot.hpp"

#include "core/game.hpp"
#include "core/rules_io.hpp"

#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

using namespace greed;

namespace {

// A two-player game of each preset, started and waiting for the first throw. Built once:
// a Game's scorer tables take long to build under the sanitizers, and copies share them.
const core::Game& startedGame(std::uint8_t pick) {
    static const std::vector<core::Game> games = [] {
        std::vector<core::Game> all;
        for (const auto& name : core::presetNames()) {
            core::Game game(core::loadPreset(name));
            game.addPlayer({"A", core::PlayerKind::Computer, ""});
            game.addPlayer({"B", core::PlayerKind::Computer, ""});
            game.start(0);
            all.push_back(std::move(game));
        }
        return all;
    }();
    return games[pick % games.size()];
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size < 2) {
        return 0;
    }
    core::Game game = startedGame(data[0]);
    const core::Rules& rules = game.rules();
    const std::size_t dice = static_cast<std::size_t>(rules.diceCount);
    if (size < 1 + dice) {
        return 0;
    }
    std::vector<core::Face> faces;
    for (std::size_t i = 0; i < dice; ++i) {
        faces.push_back(static_cast<core::Face>(1 + data[1 + i] % rules.faceCount));
    }
    if (!game.apply(core::Action::roll(faces)).ok) {
        return 0;
    }
    const std::string line(reinterpret_cast<const char*>(data) + 1 + dice, size - 1 - dice);
    (void)ai::ExternalBot::stateLine(game);
    std::string error;
    const core::Action action = ai::parseBotAnswer(game, line, error);
    // A roll is answered without faces; the driver throws them, as in a tournament.
    core::Driver driver(data[0]);
    if (error.empty() && !driver.apply(game, action).ok) {
        std::abort(); // the parser let through an answer the game refuses
    }
    return 0;
}

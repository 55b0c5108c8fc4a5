// libFuzzer target: the bot-answer parser. The first bytes pick a preset and the faces of a
// throw; the rest of the input is the bot's answer line. An answer the parser accepts must be
// one the game accepts too (a bot must be refused at parse time, with a strike, never later).
#include "ai/external_bot.hpp"

#include "core/game.hpp"
#include "core/rules_io.hpp"

#include <cstdint>
#include <cstdlib>
#include <map>
#include <string>

using namespace greed;

namespace {

const core::Rules& preset(std::uint8_t pick) {
    static const std::map<std::string, core::Rules> rules = [] {
        std::map<std::string, core::Rules> all;
        for (const auto& name : core::presetNames()) {
            all.emplace(name, core::loadPreset(name));
        }
        return all;
    }();
    auto it = rules.begin();
    std::advance(it, pick % rules.size());
    return it->second;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size < 2) {
        return 0;
    }
    const core::Rules& rules = preset(data[0]);
    const std::size_t dice = static_cast<std::size_t>(rules.diceCount);
    if (size < 1 + dice) {
        return 0;
    }
    core::Game game(rules);
    game.addPlayer({"A", core::PlayerKind::Computer, ""});
    game.addPlayer({"B", core::PlayerKind::Computer, ""});
    game.start(0);
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
    if (error.empty() && !game.apply(action).ok) {
        std::abort(); // the parser let through an answer the game refuses
    }
    return 0;
}

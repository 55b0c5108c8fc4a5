// Factories of every scene, so scenes can open each other without knowing their classes.
#pragma once

#include "app/match.hpp"
#include "app/scene.hpp"
#include "core/game.hpp"

#include <memory>

namespace greed::app {

std::unique_ptr<Scene> makeTitleScene(Services& s);
std::unique_ptr<Scene> makeSetupScene(Services& s);
std::unique_ptr<Scene> makeTableScene(Services& s, const MatchConfig& config);
std::unique_ptr<Scene> makePauseScene(Services& s);
// inGame: shown over a running game (Back returns to it) instead of after the end.
std::unique_ptr<Scene> makeResultsScene(Services& s, const core::Game& game, bool inGame);
std::unique_ptr<Scene> makeHelpScene(Services& s, const core::Rules& rules);
std::unique_ptr<Scene> makeSettingsScene(Services& s);

} // namespace greed::app

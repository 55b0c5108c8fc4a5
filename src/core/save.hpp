// Saving a Game to JSON and loading it back to an equal state (save files and replays).
#pragma once

#include "game.hpp"

#include <nlohmann/json_fwd.hpp>

#include <filesystem>
#include <stdexcept>
#include <string>

namespace greed::core {

class SaveError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

nlohmann::json gameToJson(const Game& game);
Game gameFromJson(const nlohmann::json& json, const std::string& source);

std::string saveGameText(const Game& game);
Game loadGameText(const std::string& text, const std::string& source);
// Writes to a temporary file and renames it, so a failed write never corrupts a save.
void saveGameFile(const Game& game, const std::filesystem::path& path);
Game loadGameFile(const std::filesystem::path& path);

} // namespace greed::core

// Where the programs find things: the data folder they were installed with (rules, sprites,
// sounds, personalities) and the user's own data folder (saves, statistics, settings, solver
// cache, rule files). One module below everything that needs a path.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace greed::core {

// The folder holding rules/, sprites/, ...: $GREED_ASSET_DIR if set (development), else the
// installed data folder next to the program (<bin>/../share/games/greed by default), else
// the folder the build configured (the source tree's assets/, for runs from the build
// tree), else ./assets.
std::filesystem::path assetDirectory();

// The user's data folder: $GREED_DATA_DIR, else $XDG_DATA_HOME/greed, else
// ~/.local/share/greed (./.greed when there is no home).
std::filesystem::path dataDirectory();

// The names of the preset rule sets: one per *.json file directly in <assets>/rules (its
// stem), the default preset first and the others by name.
std::vector<std::string> presetFileNames(const std::filesystem::path& rulesFolder);

// The preset a new game starts with.
inline constexpr const char* kDefaultPreset = "greed";

} // namespace greed::core

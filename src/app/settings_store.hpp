// Settings on disk: read at start and written back at exit, so a player's choices last.
#pragma once

#include "app/settings.hpp"

#include <filesystem>
#include <string>

namespace greed::app {

// The settings file in the user's data folder (next to the solver cache).
std::filesystem::path settingsPath();

// Defaults when the file is missing; a damaged file or a value out of range is reported in
// `warning` and the rest is read, never thrown.
Settings loadSettings(const std::filesystem::path& path, std::string& warning);

// Writes a temporary file and renames it, so a failed write leaves the old file whole.
// Returns false (and says why in `error`) when the folder or file cannot be written.
bool saveSettings(const Settings& settings, const std::filesystem::path& path, std::string& error);

bool operator==(const Settings& a, const Settings& b);
inline bool operator!=(const Settings& a, const Settings& b) {
    return !(a == b);
}

} // namespace greed::app

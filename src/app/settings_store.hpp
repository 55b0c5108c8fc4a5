// Settings on disk: read at start and written back at exit, so a player's choices last.
//
// The file carries a "version" (kSettingsVersion). A file without one was written before
// versions (it is read as version 1). A file from a newer Greed is read for the fields this
// one understands, the rest keep their defaults, and it is never written over: a player who
// goes back to the newer game finds its settings as they left them (an older game cannot
// know what the newer fields mean, so saving would silently drop them). This run's changes
// then last only for this run, and the log says so. Setting the newer file aside instead
// would keep it on the disk but make the newer game start from our older file.
#pragma once

#include "app/settings.hpp"

#include <filesystem>
#include <string>

namespace greed::app {

// The layout of the settings file this Greed writes; raise it when a field changes meaning.
inline constexpr int kSettingsVersion = 1;

// The settings file in the user's data folder (next to the solver cache).
std::filesystem::path settingsPath();

// Defaults when the file is missing. A value out of range, a field it does not know or a
// newer version is reported in `warning` and the rest is read; a damaged file (not JSON, not
// an object) is reported and set aside as settings.json.damaged-N, so it is kept for a look
// and never written over. Never throws.
Settings loadSettings(const std::filesystem::path& path, std::string& warning);

// Writes a temporary file and renames it, so a failed write leaves the old file whole.
// Returns false (and says why in `error`) when the folder or file cannot be written, or when
// the file there was written by a newer Greed (kept as it is; see the top of this file).
bool saveSettings(const Settings& settings, const std::filesystem::path& path, std::string& error);

bool operator==(const Settings& a, const Settings& b);
inline bool operator!=(const Settings& a, const Settings& b) {
    return !(a == b);
}

} // namespace greed::app

// The asset folder (from the environment, the installed layout or the build) and the user's
// data folder (from the environment), and the presets as the files of the rules folder.
#include "core/paths.hpp"

#include <algorithm>
#include <cstdlib>
#include <system_error>

namespace greed::core {

namespace {

// The installed data folder, found from where the running program lives so an installed
// tree works under any prefix (and after the source tree is gone). Empty when the program
// does not sit in an installed layout, e.g. in the build tree.
std::filesystem::path installedAssetDirectory() {
#ifdef GREED_DATA_FROM_BIN
    std::error_code ec;
    // Linux names the running executable here; symlinks to it resolve to the real file.
    const auto exe = std::filesystem::read_symlink("/proc/self/exe", ec);
    if (ec) {
        return {};
    }
    const auto dir = (exe.parent_path() / GREED_DATA_FROM_BIN).lexically_normal();
    // rules/ is the one part every program needs, so it marks a complete data folder.
    if (std::filesystem::is_directory(dir / "rules", ec)) {
        return dir;
    }
#endif
    return {};
}

} // namespace

std::filesystem::path assetDirectory() {
    if (const char* env = std::getenv("GREED_ASSET_DIR"); env != nullptr && *env != '\0') {
        return env;
    }
    if (auto installed = installedAssetDirectory(); !installed.empty()) {
        return installed;
    }
#ifdef GREED_ASSET_DIR
    if (std::filesystem::is_directory(GREED_ASSET_DIR)) {
        return GREED_ASSET_DIR;
    }
#endif
    return "assets";
}

std::filesystem::path dataDirectory() {
    if (const char* dir = std::getenv("GREED_DATA_DIR"); dir && *dir) {
        return dir;
    }
    if (const char* xdg = std::getenv("XDG_DATA_HOME"); xdg && *xdg) {
        return std::filesystem::path(xdg) / "greed";
    }
    if (const char* home = std::getenv("HOME"); home && *home) {
        return std::filesystem::path(home) / ".local" / "share" / "greed";
    }
    return std::filesystem::path(".greed");
}

std::vector<std::string> presetFileNames(const std::filesystem::path& rulesFolder) {
    std::vector<std::string> names;
    std::error_code error;
    for (const auto& entry : std::filesystem::directory_iterator(rulesFolder, error)) {
        if (entry.is_regular_file(error) && entry.path().extension() == ".json") {
            names.push_back(entry.path().stem().string());
        }
    }
    std::sort(names.begin(), names.end(), [](const std::string& a, const std::string& b) {
        const bool aFirst = a == kDefaultPreset;
        const bool bFirst = b == kDefaultPreset;
        return aFirst != bFirst ? aFirst : a < b;
    });
    return names;
}

} // namespace greed::core

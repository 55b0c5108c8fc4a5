// libFuzzer target: the settings file. loadSettings reads a path, so each input is written to
// a private scratch file first. Whatever the bytes, loading must not throw and must give
// indices inside the tables they index.
#include "app/settings_store.hpp"

#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

#include <unistd.h>

using namespace greed;

namespace {

const std::filesystem::path& scratchFile() {
    // In memory when the system has a RAM folder: the fuzzer writes it for every input.
    static const std::filesystem::path dir = std::filesystem::is_directory("/dev/shm")
                                                 ? std::filesystem::path("/dev/shm")
                                                 : std::filesystem::temp_directory_path();
    static const std::filesystem::path path =
        dir / ("greed-fuzz-settings-" + std::to_string(getpid()) + ".json");
    return path;
}

template <typename Table> bool inside(int index, const Table& table) {
    return index >= 0 && static_cast<std::size_t>(index) < table.size();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    {
        std::ofstream out(scratchFile(), std::ios::binary | std::ios::trunc);
        out.write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(size));
    }
    std::string warning;
    const app::Settings settings = app::loadSettings(scratchFile(), warning);
    if (!inside(settings.speedIndex, app::Settings::kSpeeds) ||
        !inside(settings.paceIndex, app::Settings::kPaces) ||
        !inside(settings.volumeIndex, app::Settings::kVolumes)) {
        std::abort();
    }
    return 0;
}

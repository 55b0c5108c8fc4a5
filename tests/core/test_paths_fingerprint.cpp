// The shared helpers: FNV-1a fingerprints (the keys of statistics, solver cache and network
// handshake must not change), the presets as the rule files of a folder, the data folder.
#include "core/fingerprint.hpp"
#include "core/paths.hpp"
#include "core/rules_io.hpp"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <cstdlib>
#include <fstream>

using namespace greed;

TEST_CASE("fingerprints: FNV-1a 64 test vectors and the rule-set key", "[paths]") {
    CHECK(core::fnv1a64("") == 0xcbf29ce484222325ULL);
    CHECK(core::fnv1a64("a") == 0xaf63dc4c8601ec8cULL);
    CHECK(core::fnv1a64("foobar") == 0x85944171f73967e8ULL);
    CHECK(core::fingerprintText("a") == "af63dc4c8601ec8c");
    CHECK(core::hex64(0x1) == "0000000000000001");
    const core::Rules greedRules = core::loadPreset("greed");
    CHECK(core::rulesFingerprint(greedRules) ==
          core::fingerprintText(core::rulesToJson(greedRules).dump()));
    core::Rules other = greedRules;
    other.target += 50;
    CHECK(core::rulesFingerprint(other) != core::rulesFingerprint(greedRules));
}

TEST_CASE("presets: every rule file of the folder, the default first, then by name", "[paths]") {
    const auto dir = std::filesystem::temp_directory_path() / "greed-preset-names-test";
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir / "examples");
    for (const char* name :
         {"zeta.json", "greed.json", "alpha.json", "notes.txt", "examples/house.json"}) {
        std::ofstream(dir / name) << "{}";
    }
    CHECK(core::presetFileNames(dir) == std::vector<std::string>{"greed", "alpha", "zeta"});
    std::filesystem::remove_all(dir);
    CHECK(core::presetFileNames(dir).empty()); // a missing folder lists nothing, never throws
    // The shipped presets, each loadable under its own name.
    const auto presets = core::presetNames();
    REQUIRE(presets.size() >= 5);
    CHECK(presets.front() == core::kDefaultPreset);
    for (const auto& name : presets) {
        CHECK(core::loadPreset(name).id == name);
    }
}

TEST_CASE("the data folder: GREED_DATA_DIR, else XDG_DATA_HOME/greed, else ~/.local/share",
          "[paths]") {
    const char* saved = std::getenv("GREED_DATA_DIR");
    const std::string keep = saved ? saved : "";
    setenv("GREED_DATA_DIR", "/tmp/greed-data-x", 1);
    CHECK(core::dataDirectory() == "/tmp/greed-data-x");
    unsetenv("GREED_DATA_DIR");
    setenv("XDG_DATA_HOME", "/tmp/xdg-x", 1);
    CHECK(core::dataDirectory() == std::filesystem::path("/tmp/xdg-x") / "greed");
    unsetenv("XDG_DATA_HOME");
    if (const char* home = std::getenv("HOME"); home && *home) {
        CHECK(core::dataDirectory() == std::filesystem::path(home) / ".local" / "share" / "greed");
    }
    if (saved) {
        setenv("GREED_DATA_DIR", keep.c_str(), 1);
    }
}

// Tests of the settings file: round trip, first run, damaged files, and safe writes.
#include "../support/hang_guard.hpp"
#include "app/settings_store.hpp"

#include <catch2/catch.hpp>

#include <cstdlib>
#include <fstream>
#include <iterator>
#include <sys/stat.h>

using namespace greed;

namespace {

std::filesystem::path freshDir(const std::string& name) {
    const auto dir = std::filesystem::temp_directory_path() / ("greed-settings-" + name);
    std::filesystem::remove_all(dir);
    return dir;
}

void write(const std::filesystem::path& path, const std::string& text) {
    std::filesystem::create_directories(path.parent_path());
    std::ofstream(path) << text;
}

} // namespace

TEST_CASE("settings: saved settings load back equal", "[settings]") {
    const auto path = freshDir("roundtrip") / "sub" / "settings.json";
    app::Settings changed;
    changed.speedIndex = 4;
    changed.paceIndex = 0;
    changed.volumeIndex = 1;
    changed.hints = false;
    std::string error;
    REQUIRE(app::saveSettings(changed, path, error));
    CHECK(error.empty());
    CHECK_FALSE(std::filesystem::exists(path.string() + ".tmp"));
    std::string warning;
    CHECK(app::loadSettings(path, warning) == changed);
    CHECK(warning.empty());
}

TEST_CASE("settings: no file means the defaults, silently", "[settings]") {
    std::string warning = "stale";
    CHECK(app::loadSettings(freshDir("none") / "settings.json", warning) == app::Settings{});
    CHECK(warning.empty());
}

TEST_CASE("settings: a damaged file gives the defaults and a warning naming it", "[settings]") {
    const auto path = freshDir("damaged") / "settings.json";
    std::string warning;
    write(path, "{\"speed\": 4, \"hin");
    CHECK(app::loadSettings(path, warning) == app::Settings{});
    CHECK_THAT(warning, Catch::Contains("settings.json"));

    write(path, "[1, 2]");
    CHECK(app::loadSettings(path, warning) == app::Settings{});
    CHECK_FALSE(warning.empty());
}

TEST_CASE("settings: a bad value keeps its default, the good ones are read", "[settings]") {
    const auto path = freshDir("badvalue") / "settings.json";
    write(path, R"({"speed": 99, "pace": 2, "hints": "yes"})");
    std::string warning;
    const app::Settings loaded = app::loadSettings(path, warning);
    CHECK(loaded.speedIndex == app::Settings{}.speedIndex);
    CHECK(loaded.paceIndex == 2);
    CHECK(loaded.hints == app::Settings{}.hints);
    CHECK_THAT(warning, Catch::Contains("speed") && Catch::Contains("hints"));
}

TEST_CASE("settings: a folder that cannot be written is an error, not a crash", "[settings]") {
    const auto blocker = freshDir("blocked");
    write(blocker, "a file where the folder should be");
    std::string error;
    CHECK_FALSE(app::saveSettings(app::Settings{}, blocker / "settings.json", error));
    CHECK_THAT(error, Catch::Contains("settings.json"));
    std::filesystem::remove(blocker);
}

TEST_CASE("settings: the language round-trips, and none means the environment's",
          "[settings][i18n]") {
    const auto path = freshDir("language") / "settings.json";
    for (auto language : i18n::allLanguages()) {
        app::Settings chosen;
        chosen.language = language;
        std::string error;
        REQUIRE(app::saveSettings(chosen, path, error));
        std::string warning;
        const auto loaded = app::loadSettings(path, warning);
        CHECK(loaded.language == language);
        CHECK(warning.empty());
    }
    app::Settings unset;
    std::string error;
    REQUIRE(app::saveSettings(unset, path, error));
    std::string warning;
    CHECK_FALSE(app::loadSettings(path, warning).language.has_value());
}

TEST_CASE("settings: an unknown language is reported and left to the environment",
          "[settings][i18n]") {
    const auto path = freshDir("badlanguage") / "settings.json";
    for (const char* text : {R"({"language": "fr"})", R"({"language": 3})",
                             R"({"language": "de_DE"})", R"({"language": ""})"}) {
        write(path, text);
        std::string warning;
        const auto loaded = app::loadSettings(path, warning);
        CHECK_FALSE(loaded.language.has_value());
        CHECK_THAT(warning, Catch::Contains("language"));
    }
}

TEST_CASE("settings: a FIFO or an oversized settings.json gives the defaults, at once",
          "[settings]") {
    const auto dir = freshDir("hostile");
    std::filesystem::create_directories(dir);
    const auto fifo = dir / "settings.json";
    REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
    // At start-up a FIFO with no writer blocked the game forever: run it where a hang is seen.
    const auto outcome = greed::test::outcomeInChild([&] {
        std::string warning;
        return app::loadSettings(fifo, warning) == app::Settings{} &&
               warning == fifo.string() + ": not a regular file, using the defaults";
    });
    CHECK(outcome == "returned true");
    std::filesystem::remove(fifo);

    write(fifo, "{\"speed\": 1" + std::string(70000, ' ') + "}");
    std::string warning;
    CHECK(app::loadSettings(fifo, warning) == app::Settings{});
    CHECK(warning == fifo.string() +
                         ": too large (over 64 KiB), set aside as settings.json.damaged-1; "
                         "using the defaults");
    write(fifo, std::string(10000, '['));
    CHECK(app::loadSettings(fifo, warning) == app::Settings{});
    CHECK(warning == fifo.string() +
                         ": damaged settings file, set aside as settings.json.damaged-2; using "
                         "the defaults");
    std::filesystem::remove_all(dir);
}

TEST_CASE("settings: the server of Play online round-trips, and a damaged one is reported",
          "[settings]") {
    const auto path = freshDir("server") / "settings.json";
    app::Settings changed;
    changed.serverAddress = "dice.example.org:24816";
    std::string error;
    REQUIRE(app::saveSettings(changed, path, error));
    std::string warning;
    const app::Settings read = app::loadSettings(path, warning);
    CHECK(read.serverAddress == "dice.example.org:24816");
    CHECK(read == changed);
    CHECK(warning.empty());

    write(path, R"({"server": "bad host\u0007", "hints": false})");
    const app::Settings damaged = app::loadSettings(path, warning);
    CHECK(damaged.serverAddress.empty());
    CHECK_FALSE(damaged.hints); // the rest is still read
    CHECK(warning.find("'server'") != std::string::npos);
}

TEST_CASE("settings: the player's name at network tables round-trips, and a bad one is reported",
          "[settings][net]") {
    const auto path = freshDir("name") / "settings.json";
    app::Settings changed;
    changed.playerName = "Ann Müller";
    std::string error;
    REQUIRE(app::saveSettings(changed, path, error));
    std::string warning;
    const app::Settings read = app::loadSettings(path, warning);
    CHECK(read.playerName == "Ann Müller");
    CHECK(read == changed);
    CHECK(warning.empty());

    for (const char* bad :
         {R"({"name": "Ann\u202eX", "hints": false})",
          R"({"name": "seventeen letters", "hints": false})", R"({"name": 7, "hints": false})"}) {
        write(path, bad);
        const app::Settings damaged = app::loadSettings(path, warning);
        CHECK(damaged.playerName.empty());
        CHECK_FALSE(damaged.hints); // the rest is still read
        CHECK(warning.find("'name'") != std::string::npos);
    }
}

TEST_CASE("settings: text size and reduced motion round-trip, bad values keep the defaults",
          "[settings][access]") {
    const auto path = freshDir("access") / "settings.json";
    app::Settings changed;
    changed.textSizeIndex = 2;
    changed.reducedMotion = true;
    std::string error;
    REQUIRE(app::saveSettings(changed, path, error));
    std::string warning;
    const app::Settings loaded = app::loadSettings(path, warning);
    CHECK(loaded.textSizeIndex == 2);
    CHECK(loaded.textScale() == Approx(1.5));
    CHECK(loaded.reducedMotion);
    CHECK(loaded == changed);
    CHECK(warning.empty());

    write(path, R"({"textSize": 7, "reducedMotion": 1, "hints": false})");
    const app::Settings bad = app::loadSettings(path, warning);
    CHECK(bad.textSizeIndex == 0);
    CHECK_FALSE(bad.reducedMotion);
    CHECK_FALSE(bad.hints);
    CHECK_THAT(warning, Catch::Contains("textSize") && Catch::Contains("reducedMotion"));
}

TEST_CASE("settings: the file says which version of it this is", "[settings]") {
    const auto path = freshDir("version") / "settings.json";
    std::string error;
    REQUIRE(app::saveSettings(app::Settings{}, path, error));
    std::ifstream in(path);
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    CHECK_THAT(text, Catch::Contains("\"version\": " + std::to_string(app::kSettingsVersion)));
}

TEST_CASE("settings: a file from before versions still loads, silently", "[settings]") {
    const auto path = freshDir("unversioned") / "settings.json";
    write(path, R"({"speed": 3, "pace": 0, "volume": 1, "hints": false, "details": true,
                    "rumble": false, "reducedMotion": true, "textSize": 2, "language": "de"})");
    std::string warning;
    const app::Settings read = app::loadSettings(path, warning);
    CHECK(warning.empty());
    CHECK(read.speedIndex == 3);
    CHECK(read.textSizeIndex == 2);
    CHECK(read.reducedMotion);
    CHECK(read.language == i18n::Language::German);
    // Written back with its version, and still read the same.
    std::string error;
    REQUIRE(app::saveSettings(read, path, error));
    CHECK(app::loadSettings(path, warning) == read);
    CHECK(warning.empty());
}

TEST_CASE("settings: a newer file is read for what is understood and never written over",
          "[settings]") {
    const auto path = freshDir("newer") / "settings.json";
    const std::string newer =
        R"({"version": 7, "speed": 4, "textSize": "huge", "colourFilter": "deuteranopia"})";
    write(path, newer);
    std::string warning;
    const app::Settings read = app::loadSettings(path, warning);
    CHECK(read.speedIndex == 4);                                // understood
    CHECK(read.textSizeIndex == app::Settings{}.textSizeIndex); // not understood: the default
    CHECK_THAT(warning, Catch::Contains("newer Greed") && Catch::Contains("version 7") &&
                            Catch::Contains("'textSize'") && Catch::Contains("'colourFilter'"));
    // Saving refuses and says why; the newer file is left byte for byte.
    app::Settings changed = read;
    changed.hints = false;
    std::string error;
    CHECK_FALSE(app::saveSettings(changed, path, error));
    CHECK_THAT(error, Catch::Contains("settings.json") && Catch::Contains("newer Greed"));
    std::ifstream in(path);
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    CHECK(text == newer);
    CHECK_FALSE(std::filesystem::exists(path.string() + ".tmp"));
}

TEST_CASE("settings: a damaged file is set aside, kept for a look, not written over",
          "[settings]") {
    const auto dir = freshDir("aside");
    const auto path = dir / "settings.json";
    for (const char* damaged : {"{\"speed\": 4, \"hin", "[1, 2]"}) {
        INFO(damaged);
        write(path, damaged);
        std::string warning;
        CHECK(app::loadSettings(path, warning) == app::Settings{});
        CHECK_THAT(warning, Catch::Contains("set aside as settings.json.damaged-"));
        CHECK_FALSE(std::filesystem::exists(path));
    }
    std::ifstream first(dir / "settings.json.damaged-1");
    std::string text;
    std::getline(first, text);
    CHECK(text == "{\"speed\": 4, \"hin");
    CHECK(std::filesystem::exists(dir / "settings.json.damaged-2"));
    // A bad version number is a bad value, not a damaged file: the rest is read.
    write(path, R"({"version": "two", "speed": 0})");
    std::string warning;
    CHECK(app::loadSettings(path, warning).speedIndex == 0);
    CHECK_THAT(warning, Catch::Contains("'version'"));
    CHECK(std::filesystem::exists(path));
}

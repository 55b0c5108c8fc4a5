// Tests of save.hpp: a game saves and loads to an equal state that plays on identically;
// corrupt, truncated and wrong-version saves throw SaveError; files are written safely.
#include "helpers.hpp"

#include "core/save.hpp"

#include <nlohmann/json.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

using namespace greed;
using namespace greed::test;
using Catch::Matchers::Contains;
namespace fs = std::filesystem;

namespace {

// Zehntausend with adopt points, two turns played, the third mid-turn in ChooseKeep.
Game midTurnGame() {
    Rules rules = core::loadPreset("zehntausend");
    rules.adoptPoints = true;
    Game game(rules);
    REQUIRE(game.addPlayer({"Ann", core::PlayerKind::Human, ""}).ok);
    REQUIRE(game.addPlayer({"Bot", core::PlayerKind::Computer, "reckless"}).ok);
    REQUIRE(game.start(0).ok);
    roll(game, {1, 1, 1, 1, 5, 6});
    keep(game, {1, 1, 1, 1, 5});
    play(game, Action::bank()); // Ann 2050, offer to Bot
    play(game, Action::decline());
    roll(game, {1, 2, 3, 3, 4, 4});
    keep(game, {1});
    roll(game, {2, 2, 3, 4, 4}); // Bot busts
    roll(game, {1, 1, 2, 3, 5, 6});
    keep(game, {1});
    roll(game, {1, 5, 2, 3, 6}); // ChooseKeep now
    REQUIRE(game.phase() == Phase::ChooseKeep);
    return game;
}

std::string readText(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

fs::path scratchDir(const std::string& name) {
    const auto dir = fs::temp_directory_path() / ("greed-test-save-" + name);
    fs::remove_all(dir);
    fs::create_directories(dir);
    return dir;
}

void continueBoth(Game& a, Game& b) {
    // Same actions to both: the loaded game must answer exactly as the original does.
    const std::vector<std::function<Action()>> script = {[&] {
                                                             return keepFaces(a, {1, 5});
                                                         },
                                                         [] {
                                                             return Action::roll({1, 1, 1});
                                                         },
                                                         [&] {
                                                             return keepFaces(a, {1, 1, 1});
                                                         },
                                                         [] {
                                                             return Action::bank();
                                                         }};
    for (const auto& next : script) {
        const Action action = next();
        const auto x = a.apply(action);
        const auto y = b.apply(action);
        REQUIRE(x.ok);
        REQUIRE(y.ok);
        REQUIRE(x.events.size() == y.events.size());
        for (size_t i = 0; i < x.events.size(); ++i) {
            CHECK(x.events[i].type == y.events[i].type);
            CHECK(x.events[i].points == y.events[i].points);
            CHECK(x.events[i].total == y.events[i].total);
            CHECK(x.events[i].dice == y.events[i].dice);
            CHECK(x.events[i].combos == y.events[i].combos);
        }
        CHECK(a == b);
    }
    CHECK(a.players()[0].score == 2050 + 100 + 150 + 1000);
}

} // namespace

TEST_CASE("Save: a game mid-turn saves and loads to an equal game", "[save]") {
    Game game = midTurnGame();
    const auto text = core::saveGameText(game);
    Game loaded = core::loadGameText(text, "memory");
    CHECK(loaded == game);
    CHECK(loaded.phase() == Phase::ChooseKeep);
    CHECK(loaded.turnTotal() == 100);
    CHECK(loaded.diceToThrow() == 5);
    CHECK(loaded.lastRoll() == game.lastRoll());
    CHECK(loaded.legalActions() == game.legalActions());
    CHECK(loaded.players()[1].info.personality == "reckless");
    CHECK(loaded.rules().adoptPoints);
    // The saved form is stable: saving the loaded game gives the same text.
    CHECK(core::saveGameText(loaded) == text);
    // JSON level too.
    CHECK(core::gameFromJson(core::gameToJson(game), "json") == game);
    continueBoth(game, loaded);
}

TEST_CASE("Save: every phase round-trips", "[save]") {
    Rules rules = core::loadPreset("zehntausend");
    rules.adoptPoints = true;
    Game game = startedGame(rules, 2);
    auto check = [&](const char* when) {
        INFO(when);
        CHECK(core::loadGameText(core::saveGameText(game), when) == game);
    };
    check("await roll");
    roll(game, {1, 1, 1, 1, 5, 6});
    check("choose keep");
    keep(game, {1, 1, 1, 1, 5});
    check("await decision");
    play(game, Action::bank());
    REQUIRE(game.phase() == Phase::AdoptOffer);
    check("adopt offer");
    play(game, Action::adopt());
    check("adopted");

    Game over = startedGame(core::loadPreset("zehntausend"), 2);
    roll(over, {6, 6, 6, 6, 6, 6});
    keep(over, {6, 6, 6, 6, 6, 6});
    roll(over, {6, 6, 6, 6, 6, 6});
    keep(over, {6, 6, 6, 6, 6, 6});
    roll(over, {1, 1, 1, 2, 3, 4});
    keep(over, {1, 1, 1});
    play(over, Action::bank());
    REQUIRE(over.phase() == Phase::GameOver);
    const Game loadedOver = core::loadGameText(core::saveGameText(over), "over");
    CHECK(loadedOver == over);
    CHECK(loadedOver.winners() == std::vector<int>{0});

    Game setup(core::loadPreset("cubilete"));
    REQUIRE(setup.addPlayer({"Solo", core::PlayerKind::Human, ""}).ok);
    CHECK(core::loadGameText(core::saveGameText(setup), "setup") == setup);

    // A final round in progress with a player who left, in cubilete (negative scores).
    Game cub = startedGame(core::loadPreset("cubilete"), 3);
    roll(cub, labelled(cub.rules(), {"Q", "Q", "Q"}));
    REQUIRE(cub.leave(2).ok);
    CHECK(core::loadGameText(core::saveGameText(cub), "cubilete") == cub);
}

TEST_CASE("Save: files are written whole and read back", "[save]") {
    const auto dir = scratchDir("files");
    const auto path = dir / "game.json";
    Game game = midTurnGame();
    core::saveGameFile(game, path);
    CHECK(core::loadGameFile(path) == game);
    // Overwriting an existing save replaces it completely and leaves no temporary files.
    keep(game, {1, 5});
    core::saveGameFile(game, path);
    CHECK(core::loadGameFile(path) == game);
    std::vector<fs::path> files;
    for (const auto& entry : fs::directory_iterator(dir)) {
        files.push_back(entry.path());
    }
    CHECK(files == std::vector<fs::path>{path});
    CHECK(readText(path) == core::saveGameText(game));
    fs::remove_all(dir);
}

TEST_CASE("Save: a failed write leaves the old save and no half-written file", "[save]") {
    const auto dir = scratchDir("failed");
    const auto path = dir / "game.json";
    const Game game = midTurnGame();
    core::saveGameFile(game, path);
    const auto before = readText(path);
    // A directory where the file should go: the write must fail cleanly.
    const auto blocked = dir / "blocked.json";
    fs::create_directories(blocked / "inside");
    CHECK_THROWS(core::saveGameFile(game, blocked));
    CHECK(fs::is_directory(blocked));
    // A folder that does not exist.
    CHECK_THROWS(core::saveGameFile(game, dir / "missing" / "game.json"));
    CHECK_FALSE(fs::exists(dir / "missing"));
    CHECK(readText(path) == before);
    size_t count = 0;
    for (const auto& entry : fs::directory_iterator(dir)) {
        (void)entry;
        ++count;
    }
    CHECK(count == 2); // game.json and blocked.json/, nothing left over
    fs::remove_all(dir);
}

TEST_CASE("Save: corrupt, truncated and wrong-version saves throw SaveError", "[save]") {
    const Game game = midTurnGame();
    const auto text = core::saveGameText(game);

    SECTION("not JSON") {
        CHECK_THROWS_AS(core::loadGameText("this is no save", "junk.json"), core::SaveError);
        CHECK_THROWS_WITH(core::loadGameText("this is no save", "junk.json"),
                          Contains("junk.json"));
        CHECK_THROWS_AS(core::loadGameText("", "empty.json"), core::SaveError);
    }
    SECTION("truncated anywhere") {
        for (size_t cut = 0; cut + 1 < text.size(); cut += 1 + text.size() / 97) {
            INFO("cut at " << cut);
            CHECK_THROWS_AS(core::loadGameText(text.substr(0, cut), "cut.json"), core::SaveError);
        }
    }
    SECTION("wrong version") {
        auto json = nlohmann::json::parse(text);
        REQUIRE(json.is_object());
        REQUIRE(json.contains("version"));
        json["version"] = 999;
        try {
            core::gameFromJson(json, "future.json");
            FAIL("a save from the future loaded");
        } catch (const core::SaveError& error) {
            CHECK_THAT(std::string(error.what()), Contains("future.json"));
            CHECK_THAT(std::string(error.what()), Contains("version"));
        }
        json["version"] = "one";
        CHECK_THROWS_AS(core::gameFromJson(json, "v.json"), core::SaveError);
        json.erase("version");
        CHECK_THROWS_AS(core::gameFromJson(json, "v.json"), core::SaveError);
    }
    SECTION("valid JSON of the wrong shape") {
        for (const auto* bad : {"[]", "42", "null", "{}", "{\"version\": 1}", "\"text\""}) {
            INFO(bad);
            CHECK_THROWS_AS(core::loadGameText(bad, "shape.json"), core::SaveError);
        }
    }
    SECTION("every field of the wrong type or removed") {
        // A cubilete game (3 dice: its scorer table, built by every load, is small) with a
        // bank, a penalty, a player who left and a turn in progress.
        Game cub = startedGame(core::loadPreset("cubilete"), 3);
        const auto& r = cub.rules();
        roll(cub, labelled(r, {"A", "K", "K"}));
        play(cub, Action::bank());
        roll(cub, labelled(r, {"Q", "Q", "Q"}));
        roll(cub, labelled(r, {"A", "A", "A"}));
        REQUIRE(cub.leave(1).ok);
        const auto json = core::gameToJson(cub);
        // Walk every value: replacing it by a wrong type must give SaveError or, where the
        // value is not needed, an equal game; never another exception or a crash.
        std::vector<nlohmann::json::json_pointer> pointers;
        const auto flat = json.flatten();
        for (const auto& item : flat.items()) {
            pointers.emplace_back(item.key());
        }
        for (const auto& pointer : pointers) {
            INFO("field " << pointer.to_string());
            // Rule fields have their own tests (bad rule files): one wrong type is enough
            // there, and each load builds a scorer table.
            const bool ruleField = pointer.to_string().rfind("/rules", 0) == 0;
            std::vector<nlohmann::json> replacements = {nlohmann::json("x")};
            if (!ruleField) {
                replacements.insert(replacements.end(), {nlohmann::json::object(),
                                                         nlohmann::json(-7), nlohmann::json(1e9)});
            }
            for (const auto& replacement : replacements) {
                auto broken = json;
                broken[pointer] = replacement;
                try {
                    const Game loaded = core::gameFromJson(broken, "broken.json");
                    // Accepted: then it must be a playable, self-consistent game.
                    (void)loaded.legalActions();
                    CHECK(core::loadGameText(core::saveGameText(loaded), "again") == loaded);
                } catch (const core::SaveError&) {
                    SUCCEED();
                } catch (const std::exception& other) {
                    FAIL("not a SaveError: " << other.what());
                }
            }
        }
    }
    SECTION("an impossible state") {
        auto json = nlohmann::json::parse(text);
        // The current player points past the table.
        bool changed = false;
        for (const auto& key : {"current", "currentPlayer"}) {
            if (json.contains(key)) {
                json[key] = 7;
                changed = true;
            }
        }
        if (json.contains("state") && json["state"].is_object()) {
            for (const auto& key : {"current", "currentPlayer"}) {
                if (json["state"].contains(key)) {
                    json["state"][key] = 7;
                    changed = true;
                }
            }
        }
        REQUIRE(changed);
        CHECK_THROWS_AS(core::gameFromJson(json, "impossible.json"), core::SaveError);
    }
}

TEST_CASE("Save: fixture files", "[save]") {
    const auto good = fixturePath("saves/good-zehntausend-midturn.json");
    if (std::getenv("GREED_WRITE_FIXTURES") != nullptr) {
        // Regenerates the good fixture after a deliberate format change.
        core::saveGameFile(midTurnGame(), good);
    }
    SECTION("a good save of the current format loads to the scripted game") {
        const Game loaded = core::loadGameFile(good);
        CHECK(loaded == midTurnGame());
    }
    SECTION("bad saves give a clear SaveError naming the file") {
        for (const auto* name : {"corrupt.json", "truncated.json", "wrong-version.json",
                                 "bad-rules.json", "empty.json"}) {
            const auto path = fixturePath(std::string("saves/") + name);
            INFO(path);
            try {
                core::loadGameFile(path);
                FAIL("loaded " << name);
            } catch (const core::SaveError& error) {
                CHECK_THAT(std::string(error.what()), Contains(name));
            } catch (const std::exception& other) {
                FAIL("not a SaveError: " << other.what());
            }
        }
    }
    SECTION("a missing file") {
        CHECK_THROWS_AS(core::loadGameFile(fixturePath("saves/none.json")), core::SaveError);
    }
}

// The protocol's checks without a network: envelope, limits, names, rule hash, tables.
#include "core/rules_io.hpp"
#include "net/protocol.hpp"
#include "net/room_config.hpp"

#include <catch2/catch.hpp>

using namespace greed;
using namespace greed::net;

TEST_CASE("decode refuses what is not a typed JSON object or is too long") {
    std::string error;
    CHECK(decode(R"({"t":"intent","seq":1})", kMaxClientMessage, error));
    CHECK_FALSE(decode("not json", kMaxClientMessage, error));
    CHECK(error == "not a JSON object");
    CHECK_FALSE(decode("[1,2,3]", kMaxClientMessage, error));
    CHECK_FALSE(decode(R"({"seq":1})", kMaxClientMessage, error));
    CHECK(error == "no message type");
    CHECK_FALSE(decode(R"({"t":5})", kMaxClientMessage, error));
    CHECK_FALSE(decode(std::string(kMaxClientMessage + 1, ' '), kMaxClientMessage, error));
    CHECK(error.find("too long") != std::string::npos);
    CHECK_FALSE(decode(std::string(1, '\0'), kMaxClientMessage, error));
}

TEST_CASE("the rule hash tells rule sets apart and is the same for the same rules") {
    const auto greedRules = core::loadPreset("greed");
    CHECK(rulesHash(greedRules) == rulesHash(core::loadPreset("greed")));
    CHECK(rulesHash(greedRules).size() == 16);
    for (const auto& name : core::presetNames()) {
        if (name != "greed") {
            CHECK(rulesHash(core::loadPreset(name)) != rulesHash(greedRules));
        }
    }
    auto changed = greedRules;
    changed.target += 50;
    CHECK(rulesHash(changed) != rulesHash(greedRules));
}

TEST_CASE("names and room names are checked") {
    CHECK(cleanName("  Ann  ") == "Ann");
    CHECK(cleanName("Zoë") == "Zoë");
    CHECK(cleanName("") == "");
    CHECK(cleanName("   ") == "");
    CHECK(cleanName("bad\nname") == "");
    CHECK(cleanName(std::string(kMaxNameLength + 1, 'a')) == "");
    CHECK(cleanName(std::string("bad\xff", 4)) == "");
    // Characters, not bytes (16 emoji are 64 bytes); zero-width and direction overrides refused.
    std::string dice;
    for (std::size_t i = 0; i < kMaxNameLength; ++i) {
        dice += "\xf0\x9f\x8e\xb2";
    }
    CHECK(cleanName(dice) == dice);
    CHECK(cleanName(dice + "\xf0\x9f\x8e\xb2") == "");
    CHECK(cleanName("a\xe2\x80\x8b"
                    "b") == "");
    CHECK(cleanName("a\xe2\x80\xae"
                    "b") == "");
    CHECK(validRoomName("friday-night_1"));
    CHECK_FALSE(validRoomName(""));
    CHECK_FALSE(validRoomName("no spaces"));
    CHECK_FALSE(validRoomName("../etc"));
    CHECK_FALSE(validRoomName(std::string(kMaxRoomLength + 1, 'a')));
}

TEST_CASE("emotes are a fixed list") {
    CHECK(emoteText("nice-roll") == "Nice roll!");
    CHECK(emoteText("anything else").empty());
    for (const auto& id : emoteIds()) {
        CHECK_FALSE(emoteText(id).empty());
    }
}

TEST_CASE("a table asked for by a client is a preset with remote and computer seats") {
    const auto ok = tableFromJson(
        nlohmann::json{{"rules", "farkle"}, {"seats", {"remote", "computer:bold", "remote"}}});
    REQUIRE(ok.seats.size() == 3);
    CHECK(ok.seats[1].kind == RoomSeat::Kind::Computer);
    CHECK(ok.seats[1].strategy == "bold");
    CHECK(tableToJson(ok)["seats"][1] == "computer:bold");

    const auto refused = [](const nlohmann::json& table) {
        try {
            tableFromJson(table);
        } catch (const std::runtime_error&) {
            return true;
        }
        return false;
    };
    CHECK(refused(nlohmann::json{{"rules", "/etc/passwd"}, {"seats", {"remote", "remote"}}}));
    CHECK(refused(nlohmann::json{{"rules", "greed"}, {"seats", {"remote"}}}));
    CHECK(refused(nlohmann::json{{"rules", "greed"}, {"seats", {"computer", "computer"}}}));
    CHECK(refused(nlohmann::json{{"rules", "greed"}, {"seats", {"remote", "computer:nobody"}}}));
    CHECK(refused(nlohmann::json{{"rules", "greed"}, {"seats", {"remote", 5}}}));
    CHECK(refused(nlohmann::json::array()));
}

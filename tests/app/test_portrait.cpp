// Portraits: a person's medallion is one of the generator's silhouettes, chosen by name (the same
// on the setup card and at the table), a computer player's its personality's; initials only
// where the art is missing.
#include "app/ui/portrait.hpp"
#include "core/paths.hpp"
#include "platform/asset_cache.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <set>
#include <string>

using greed::app::portraitSprite;
using greed::platform::AssetCache;

TEST_CASE("a person's portrait is a silhouette chosen by name", "[portrait]") {
    const AssetCache assets(nullptr, greed::core::assetDirectory() / "sprites");
    std::set<std::string> looks;
    for (const std::string name : {"You", "Ann", "Ben", "Dana", "Player 2", "Sam", "Carl", "Eve"}) {
        INFO(name);
        const std::string sprite = portraitSprite(assets, false, "", name);
        CHECK(sprite.rfind("portrait_person_", 0) == 0);
        CHECK(assets.exists(sprite));
        CHECK(portraitSprite(assets, false, "", name) == sprite); // the same on every screen
        looks.insert(sprite);
    }
    CHECK(looks.size() >= 2); // people at one table are told apart

    // A computer player shows its personality's own; one without art gets initials.
    CHECK(portraitSprite(assets, true, "steady", "Steady Sam") == "portrait_steady");
    CHECK(portraitSprite(assets, true, "no-such-one", "Nobody").empty());
}

TEST_CASE("without the generator's art a person gets initials", "[portrait]") {
    const std::filesystem::path empty = std::filesystem::temp_directory_path() / "greed-no-art";
    std::filesystem::create_directories(empty);
    const AssetCache assets(nullptr, empty);
    CHECK(portraitSprite(assets, false, "", "Ann").empty());
    std::filesystem::remove(empty);
}

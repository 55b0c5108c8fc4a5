// Start-up: the sprites decoded on a worker while the window and renderer are made become the
// AssetCache's textures without their files being read again; a missing file is still reported.
#include "core/paths.hpp"
#include "platform/asset_cache.hpp"
#include "platform/sprite_decoder.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <string>
#include <vector>

using greed::platform::AssetCache;
using greed::platform::AssetError;
using greed::platform::SpriteDecoder;

namespace fs = std::filesystem;

TEST_CASE("sprites decoded during start-up become textures without reading their files again",
          "[assets]") {
    const fs::path dir = fs::temp_directory_path() / "greed-sprite-decoding";
    fs::remove_all(dir);
    fs::create_directories(dir);
    const std::vector<std::string> names{"button", "panel", "cup"};
    for (const auto& name : names) {
        fs::copy_file(greed::core::assetDirectory() / "sprites" / (name + ".png"),
                      dir / (name + ".png"));
    }
    SpriteDecoder decoder(dir, names);
    greed::platform::DecodedSprites decoded = decoder.take();
    REQUIRE(decoded.size() == names.size());
    CHECK(decoded.at("cup")->w == 256);
    CHECK(decoder.take().empty()); // handed over once

    // The files are gone: only the decoded pixels can make the textures now.
    fs::remove_all(dir);
    fs::create_directories(dir);
    SDL_Surface* target = SDL_CreateRGBSurfaceWithFormat(0, 64, 64, 32, SDL_PIXELFORMAT_ARGB8888);
    SDL_Renderer* renderer = SDL_CreateSoftwareRenderer(target);
    REQUIRE(renderer != nullptr);
    {
        AssetCache assets(renderer, dir);
        CHECK_FALSE(assets.loaded("cup"));
        assets.preload(names, std::move(decoded));
        for (const auto& name : names) {
            CHECK(assets.loaded(name));
        }
        CHECK(assets.size("cup").x == 256);
        CHECK(assets.size("cup").y == 320);

        // A sprite the worker could not decode is loaded as before: a missing one is named.
        CHECK_THROWS_AS(assets.preload({"button", "nowhere"}, {}), AssetError);
    }
    SDL_DestroyRenderer(renderer);
    SDL_FreeSurface(target);
    fs::remove_all(dir);
}
